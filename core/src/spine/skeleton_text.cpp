// skeleton.json's text with the bone keys written straight from the compiled timelines. The
// layout is motion::appendJson's (two-space indent, plain arrays on one line, numbers rounded
// once to 1e-6), so the bytes are those of the whole document built as JSON and then written.

#include "build_parts.h"

#include "rigpose/motion/json_emit.h"
#include "rigpose/util/json_text.h"
#include "rigpose/util/number_format.h"
#include "rigpose/util/stop.h"

namespace rigpose::spine::detail {

namespace {

constexpr int kDecimals = motion::kBuildDecimals;

class SkeletonWriter {
public:
    SkeletonWriter(const std::vector<motion::CompiledAnimation>& animations, const std::stop_token& stop)
        : m_animations(animations), m_stop(stop)
    {}

    std::string text(const json& doc)
    {
        m_out.reserve(4096 + keyCount() * 90);
        object(doc, 0, [&](const std::string& key, const json& value, int depth) {
            if (key == "animations")
                animations(value, depth);
            else
                motion::appendJson(m_out, value, kDecimals, depth);
        });
        m_out.push_back('\n');
        return std::move(m_out);
    }

private:
    const std::vector<motion::CompiledAnimation>& m_animations;
    const std::stop_token& m_stop;  // checked once a key
    std::string m_out;

    std::size_t keyCount() const
    {
        std::size_t n = 0;
        for (const auto& a : m_animations)
            for (const auto& t : a.boneTimelines)
                n += t.keys.size();
        return n;
    }
    void indent(int depth)
    {
        m_out.push_back('\n');
        m_out.append(static_cast<std::size_t>(depth) * 2, ' ');
    }
    // An object at `depth`, each field's value written by `value(key, value, depth + 1)`.
    template <typename Value>
    void object(const json& o, int depth, Value&& value)
    {
        if (o.empty()) {
            m_out += "{}";
            return;
        }
        m_out.push_back('{');
        bool first = true;
        for (const auto& item : o.items()) {
            if (!first)
                m_out.push_back(',');
            first = false;
            indent(depth + 1);
            appendJsonString(m_out, item.key());
            m_out += ": ";
            value(item.key(), item.value(), depth + 1);
        }
        indent(depth);
        m_out.push_back('}');
    }
    void animations(const json& all, int depth)
    {
        std::size_t index = 0;
        object(all, depth, [&](const std::string&, const json& animation, int d) {
            const motion::CompiledAnimation& compiled = m_animations[index++];
            object(animation, d, [&](const std::string& key, const json& value, int d2) {
                if (key != "bones")
                    return motion::appendJson(m_out, value, kDecimals, d2);
                object(value, d2, [&](const std::string&, const json& timelines, int d3) {
                    object(timelines, d3, [&](const std::string&, const json& at, int d4) {
                        keys(compiled.boneTimelines[at.get<std::size_t>()], d4);
                    });
                });
            });
        });
    }
    void number(double v) { appendFixed(m_out, v, kDecimals); }
    void field(const char* name, int depth, bool first)
    {
        if (!first)
            m_out.push_back(',');
        indent(depth);
        m_out.push_back('"');
        m_out += name;
        m_out += "\": ";
    }
    void keys(const motion::BoneTimeline& timeline, int depth)
    {
        if (timeline.keys.empty()) {
            m_out += "[]";
            return;
        }
        const bool pair = motion::channelCount(timeline.property) == 2;
        m_out.push_back('[');
        for (std::size_t i = 0; i < timeline.keys.size(); ++i) {
            throwIfStopped(m_stop);
            const motion::TimelineKey& key = timeline.keys[i];
            if (i)
                m_out.push_back(',');
            indent(depth + 1);
            m_out.push_back('{');
            field("time", depth + 2, true);
            number(key.time);
            if (pair) {
                field("x", depth + 2, false);
                number(key.values[0]);
                field("y", depth + 2, false);
                number(key.values[1]);
            } else {
                field("value", depth + 2, false);
                number(key.values[0]);
            }
            if (key.curve == motion::TimelineKey::Curve::Stepped) {
                field("curve", depth + 2, false);
                m_out += "\"stepped\"";
            } else if (key.curve == motion::TimelineKey::Curve::Bezier) {
                field("curve", depth + 2, false);
                m_out.push_back('[');
                for (std::size_t c = 0; c < key.bezier.size(); ++c) {
                    if (c)
                        m_out += ", ";
                    number(key.bezier[c]);
                }
                m_out.push_back(']');
            }
            indent(depth + 1);
            m_out.push_back('}');
        }
        indent(depth);
        m_out.push_back(']');
    }
};

}  // namespace

std::string skeletonTextWithKeys(const json& skeleton, const std::vector<motion::CompiledAnimation>& animations,
                                 const std::stop_token& stop)
{
    return SkeletonWriter(animations, stop).text(skeleton);
}

}  // namespace rigpose::spine::detail
