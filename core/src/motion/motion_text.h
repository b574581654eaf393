#pragma once
// The motion's text written field by field, byte for byte what appendJson makes of motionJson
// (two-space indent, plain arrays on one line, numbers rounded once), without building the
// per-key objects (not installed).
#include <string>
#include <string_view>
#include "rigpose/motion/motion.h"

namespace rigpose::motion::detail {

class MotionTextWriter {
public:
    explicit MotionTextWriter(int decimals) : m_decimals(decimals) {}
    // `head`: every top-level field before "animations", as motionJson orders them.
    std::string text(const json& head, const Motion& motion);

private:
    int m_decimals;
    std::string m_out;

    void indent(int depth);
    // Opens a field of an object at `depth` (its fields' own indent); `first` says no comma.
    void field(std::string_view key, int depth, bool& first);
    void number(double value);
    void animation(const Animation& a, int depth);
    void track(const Track& t, int depth);
    void key(const Key& k, int depth);
};

}  // namespace rigpose::motion::detail
