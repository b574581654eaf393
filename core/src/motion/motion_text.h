#pragma once
// The motion's text written field by field, byte for byte what appendJson makes of motionJson
// (two-space indent, plain arrays on one line, numbers rounded once), without building the
// per-key objects (not installed).
#include <stop_token>
#include <string>
#include <string_view>
#include <vector>
#include "rigpose/motion/motion.h"

namespace rigpose::motion::detail {

class MotionTextWriter {
public:
    MotionTextWriter(int decimals, const std::stop_token& stop) : m_decimals(decimals), m_stop(stop) {}
    // `head`: every top-level field before "animations", as motionJson orders them.
    std::string text(const json& head, const Motion& motion);

private:
    int m_decimals;
    const std::stop_token& m_stop;  // checked once a key
    std::string m_out;

    void indent(int depth);
    // Opens a field of an object at `depth` (its fields' own indent); `first` says no comma.
    void field(std::string_view key, int depth, bool& first);
    void number(double value);
    // An array (at `depth`) of objects, one per line below it, as appendJson lays them out.
    template <typename T>
    void objects(const std::vector<T>& items, int depth, void (MotionTextWriter::*emit)(const T&, int))
    {
        if (items.empty()) {
            m_out += "[]";
            return;
        }
        m_out.push_back('[');
        for (std::size_t i = 0; i < items.size(); ++i) {
            if (i)
                m_out.push_back(',');
            indent(depth + 1);
            (this->*emit)(items[i], depth + 1);
        }
        indent(depth);
        m_out.push_back(']');
    }
    void animation(const Animation& a, int depth);
    void track(const Track& t, int depth);
    void key(const Key& k, int depth);
};

}  // namespace rigpose::motion::detail
