#include "motion_text.h"

#include "rigpose/motion/json_emit.h"
#include "rigpose/util/json_text.h"
#include "rigpose/util/number_format.h"
#include "rigpose/util/stop.h"

namespace rigpose::motion::detail {

void MotionTextWriter::indent(int depth)
{
    m_out.push_back('\n');
    m_out.append(static_cast<std::size_t>(depth) * 2, ' ');
}

void MotionTextWriter::field(std::string_view key, int depth, bool& first)
{
    if (!first)
        m_out.push_back(',');
    first = false;
    indent(depth);
    appendJsonString(m_out, key);
    m_out += ": ";
}

void MotionTextWriter::number(double value) { appendFixed(m_out, value, m_decimals); }

void MotionTextWriter::key(const Key& k, int depth)
{
    throwIfStopped(m_stop);
    m_out.push_back('{');
    bool first = true;
    field("t", depth + 1, first);
    number(k.t);
    if (!k.v.is_null() || k.derive.is_null()) {
        field("v", depth + 1, first);
        appendJson(m_out, k.v, m_decimals, depth + 1);
    }
    if (!k.derive.is_null()) {
        field("derive", depth + 1, first);
        appendJson(m_out, k.derive, m_decimals, depth + 1);
    }
    switch (k.curve.kind) {
    case KeyCurve::Kind::Linear:
        break;
    case KeyCurve::Kind::Stepped:
        field(k.curve.steppedAsCurve ? "curve" : "ease", depth + 1, first);
        m_out += "\"stepped\"";
        break;
    case KeyCurve::Kind::Named:
        field("ease", depth + 1, first);
        appendJsonString(m_out, k.curve.easing);
        break;
    case KeyCurve::Kind::Bezier:
        field("curve", depth + 1, first);
        if (k.curve.points.empty()) {
            m_out += "[]";
            break;
        }
        m_out.push_back('[');
        for (std::size_t i = 0; i < k.curve.points.size(); ++i) {
            if (i)
                m_out += ", ";
            number(k.curve.points[i]);
        }
        m_out.push_back(']');
        break;
    }
    indent(depth);
    m_out.push_back('}');
}

void MotionTextWriter::track(const Track& t, int depth)
{
    m_out.push_back('{');
    bool first = true;
    field(targetKey(t.kind), depth + 1, first);
    appendJsonString(m_out, t.target);
    field("property", depth + 1, first);
    appendJsonString(m_out, t.property);
    if (t.lag) {
        field("lag", depth + 1, first);
        number(*t.lag);
    }
    if (t.stagger) {
        field("stagger", depth + 1, first);
        number(*t.stagger);
    }
    field("keys", depth + 1, first);
    objects(t.keys, depth + 1, &MotionTextWriter::key);
    indent(depth);
    m_out.push_back('}');
}

void MotionTextWriter::animation(const Animation& a, int depth)
{
    m_out.push_back('{');
    bool first = true;
    field("duration", depth + 1, first);
    number(a.duration);
    if (a.loop) {
        field("loop", depth + 1, first);
        m_out += *a.loop ? "true" : "false";
    }
    if (a.note) {
        field("note", depth + 1, first);
        appendJsonString(m_out, *a.note);
    }
    field("tracks", depth + 1, first);
    objects(a.tracks, depth + 1, &MotionTextWriter::track);
    const std::pair<const char*, const json*> carried[] = {{"ik", &a.ik},
                                                           {"transform", &a.transform},
                                                           {"deform", &a.deform},
                                                           {"drawOrder", &a.drawOrder},
                                                           {"events", &a.events}};
    for (const auto& [name, value] : carried)
        if (!value->is_null()) {
            field(name, depth + 1, first);
            appendJson(m_out, *value, m_decimals, depth + 1);
        }
    indent(depth);
    m_out.push_back('}');
}

std::string MotionTextWriter::text(const json& head, const Motion& motion)
{
    m_out.clear();
    std::size_t keys = 0;
    for (const Animation& a : motion.animations)
        for (const Track& t : a.tracks)
            keys += t.keys.size();
    m_out.reserve(4096 + keys * 80);
    m_out.push_back('{');
    bool first = true;
    for (const auto& item : head.items()) {
        field(item.key(), 1, first);
        appendJson(m_out, item.value(), m_decimals, 1);
    }
    field("animations", 1, first);
    if (motion.animations.empty()) {
        m_out += "{}";
    } else {
        m_out.push_back('{');
        bool firstAnimation = true;
        for (const Animation& a : motion.animations) {
            field(a.name, 2, firstAnimation);
            animation(a, 2);
        }
        indent(1);
        m_out.push_back('}');
    }
    if (!motion.mix.is_null()) {
        field("mix", 1, first);
        appendJson(m_out, motion.mix, m_decimals, 1);
    }
    indent(0);
    m_out += "}\n";
    return std::move(m_out);
}

}  // namespace rigpose::motion::detail
