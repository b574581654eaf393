// One frame of a sequence, from its small DOM into the model, refusing what is malformed.

#include <cmath>
#include <set>

#include "read_context.h"
#include "rigpose/sequence/bounds.h"
#include "rigpose/util/number_format.h"

namespace rigpose::sequence::detail {

namespace {

// Keys of a frame and the minor that introduced each.
int frameKeyMinor(const std::string& key, bool legacy)
{
    if (key == "t" || key == "people")
        return 0;
    if (legacy)
        return -1;
    if (key == "pelvisTilt")
        return 1;
    if (key == "depth")
        return 2;
    return -1;
}

std::string jsonTypeName(const json& v)
{
    if (v.is_number())
        return "a number";
    if (v.is_string())
        return "a string";
    if (v.is_boolean())
        return "a boolean";
    if (v.is_null())
        return "null";
    if (v.is_array())
        return "an array";
    return "an object";
}

void readJoint(const ReadContext& ctx, const std::string& where, const json& value, JointSample& sample)
{
    if (!value.is_object()) {
        ctx.refuse("POSE_SHAPE", where, "a joint is an object { state, at, score }, not " + jsonTypeName(value));
        return;
    }
    bool stateOk = false;
    for (const auto& [key, v] : value.items()) {
        if (key == "state") {
            if (!v.is_string()) {
                ctx.refuse("POSE_SHAPE", where, "state is " + jsonTypeName(v) + "; it must be a string");
            } else if (auto s = stateFromName(v.get_ref<const std::string&>())) {
                sample.state = *s;
                stateOk = true;
            } else {
                ctx.refuse(
                    "POSE_STATE", where,
                    "state \"" + v.get<std::string>() + "\" is not one of observed, occluded, missing, inferred");
            }
        } else if (key == "at") {
            if (!v.is_array() || v.size() != 2 || !v[0].is_number() || !v[1].is_number()) {
                ctx.refuse("POSE_SHAPE", where, "at must be [x, y], two numbers in picture px");
                continue;
            }
            double x = v[0].get<double>(), y = v[1].get<double>();
            if (!std::isfinite(x) || !std::isfinite(y)) {
                ctx.refuse("POSE_NUMBER", where, "at holds a number that is not finite");
                continue;
            }
            if (!withinBound(x, kCoordinateBound) || !withinBound(y, kCoordinateBound)) {
                ctx.refuse("POSE_NUMBER", where,
                           "at [" + formatForMessage(x, 3) + ", " + formatForMessage(y, 3) +
                               "] lies beyond 1e9 px of the picture's corner; no picture is "
                               "that large: fix the position, or mark the joint missing");
                continue;
            }
            sample.at = Eigen::Vector2d(x, y);
        } else if (key == "score") {
            auto score = readNumber(ctx, v, where, "score");
            if (score && *score < 0)
                ctx.refuse("POSE_SHAPE", where, "score " + formatFixed(*score, 4) + " is negative");
            else
                sample.score = score;
        } else {
            ctx.keyAllowed(key, -1, where);  // a joint has state, at and score
        }
    }
    if (!value.contains("state"))
        ctx.refuse("POSE_SHAPE", where, "the joint has no state (observed, occluded, missing or inferred)");
    if (!stateOk)
        return;
    bool needsAt = sample.state == JointState::Observed || sample.state == JointState::Inferred;
    if (needsAt && !value.contains("at"))
        ctx.refuse("POSE_JOINT_AT", where,
                   "an " + std::string(stateName(sample.state)) +
                       " joint must carry its position \"at\"; add it, or mark the joint missing");
    if (sample.state == JointState::Missing && value.contains("at"))
        ctx.refuse("POSE_JOINT_AT", where,
                   "a missing joint carries no position; drop \"at\", or mark "
                   "the joint occluded or inferred");
}

void readPerson(const ReadContext& ctx, const std::string& where, const json& value, Person& person)
{
    if (!value.is_object()) {
        ctx.refuse("POSE_SHAPE", where, "a person is an object { id, joints }, not " + jsonTypeName(value));
        return;
    }
    for (const auto& [key, v] : value.items()) {
        if (key == "id") {
            if (!v.is_string() || v.get_ref<const std::string&>().empty())
                ctx.refuse("POSE_SHAPE", where, "id must be a non-empty string");
            else
                person.id = v.get<std::string>();
        } else if (key != "joints") {
            ctx.keyAllowed(key, -1, where);  // a person has id and joints
        }
    }
    if (!value.contains("id"))
        ctx.refuse("POSE_SHAPE", where, "the person has no id");
    std::string personWhere = where + (person.id.empty() ? "" : " \"" + person.id + "\"");
    auto joints = value.find("joints");
    if (joints == value.end()) {
        ctx.refuse("POSE_SHAPE", personWhere, "the person has no joints object");
        return;
    }
    if (!joints->is_object()) {
        ctx.refuse("POSE_SHAPE", personWhere, "joints must be an object keyed by body-18 joint names");
        return;
    }
    for (const auto& [name, jv] : joints->items()) {
        auto joint = body::jointFromName(name);
        if (!joint) {
            ctx.refuse("POSE_JOINT", personWhere,
                       "unknown joint \"" + name +
                           "\"; body-18 joints are nose, neck, r_/l_ shoulder, elbow, wrist, hip, "
                           "knee, ankle, eye and ear");
            continue;
        }
        readJoint(ctx, personWhere + " joint " + name, jv, person.joint(*joint));
    }
}

void readPelvisTilt(const ReadContext& ctx, const std::string& where, const json& v, Frame& frame)
{
    frame.hasPelvisTilt = true;
    if (v.is_null())
        return;
    if (!v.is_number()) {
        ctx.refuse("POSE_PELVIS", where, "pelvisTilt must be degrees in (-180, 180] or null");
        return;
    }
    double deg = v.get<double>();
    if (!std::isfinite(deg) || deg <= -180.0 || deg > 180.0) {
        ctx.refuse(
            "POSE_PELVIS", where,
            "pelvisTilt " + formatFixed(deg, 3) + " lies outside (-180, 180]; write the angle in that range, or null");
        return;
    }
    frame.pelvisTilt = deg;
}

void readDepth(const ReadContext& ctx, const std::string& where, const json& v, Frame& frame)
{
    if (!v.is_object()) {
        ctx.refuse("POSE_DEPTH", where, "depth must be an object keyed by segment ({} where none is placed)");
        return;
    }
    FrameDepth depth{};
    for (const auto& [name, entry] : v.items()) {
        auto segment = segmentFromName(name);
        std::string at = where + " depth " + name;
        if (!segment) {
            ctx.refuse("POSE_DEPTH", at,
                       "unknown segment; depth is given per limb segment: upper arm, "
                       "forearm, thigh or shin, prefixed r_ or l_ (r_upper_arm, l_shin, ...)");
            continue;
        }
        if (!entry.is_object() || entry.size() != 3 || !entry.contains("ratio") || !entry.contains("sign") ||
            !entry.contains("source")) {
            ctx.refuse("POSE_DEPTH", at, "an entry is exactly { \"ratio\", \"sign\", \"source\" }");
            continue;
        }
        SegmentDepth d;
        const json& ratio = entry["ratio"];
        const json& sign = entry["sign"];
        const json& source = entry["source"];
        bool ok = true;
        if (!ratio.is_number() || !std::isfinite(ratio.get<double>()) || ratio.get<double>() < 0) {
            ctx.refuse("POSE_DEPTH", at, "ratio must be a number >= 0");
            ok = false;
        }
        if (!sign.is_number_integer() || std::abs(sign.get<long long>()) > 1) {
            ctx.refuse("POSE_DEPTH", at, "sign must be -1, 0 or 1");
            ok = false;
        }
        if (source == "derived") {
            d.source = DepthSource::Derived;
        } else if (source == "measured") {
            d.source = DepthSource::Measured;
        } else {
            ctx.refuse("POSE_DEPTH", at, "source must be \"derived\" or \"measured\"");
            ok = false;
        }
        if (!ok)
            continue;
        d.ratio = ratio.get<double>();
        d.sign = static_cast<int>(sign.get<long long>());
        depth[static_cast<std::size_t>(*segment)] = d;
    }
    frame.depth = depth;
}

}  // namespace

std::string frameWhere(std::size_t index, const std::optional<double>& t)
{
    std::string where = "frame " + std::to_string(index);
    if (t)
        where += " (t " + formatFixed(*t, 6) + ")";
    return where;
}

std::optional<double> readNumber(const ReadContext& ctx, const json& value, const std::string& where,
                                 const std::string& what)
{
    if (!value.is_number()) {
        ctx.refuse("POSE_SHAPE", where, what + " is " + jsonTypeName(value) + "; it must be a number");
        return std::nullopt;
    }
    double v = value.get<double>();
    if (!std::isfinite(v)) {
        ctx.refuse("POSE_NUMBER", where, what + " is not a finite number");
        return std::nullopt;
    }
    return v;
}

void readFrame(const ReadContext& ctx, std::size_t index, json&& element, Frame& frame)
{
    if (!element.is_object()) {
        ctx.refuse("POSE_SHAPE", frameWhere(index, std::nullopt),
                   "a frame is an object { t, people }, not " + jsonTypeName(element));
        return;
    }
    std::optional<double> t;
    if (auto it = element.find("t"); it != element.end())
        t = readNumber(ctx, *it, frameWhere(index, std::nullopt), "t");
    else
        ctx.refuse("POSE_SHAPE", frameWhere(index, std::nullopt), "the frame has no t (seconds)");
    if (t)
        frame.t = *t;
    std::string where = frameWhere(index, t);

    for (const auto& [key, v] : element.items()) {
        if (!ctx.keyAllowed(key, frameKeyMinor(key, ctx.legacyFrames), where))
            continue;
        if (key == "pelvisTilt")
            readPelvisTilt(ctx, where, v, frame);
        else if (key == "depth")
            readDepth(ctx, where, v, frame);
    }

    auto people = element.find("people");
    if (people == element.end()) {
        ctx.refuse("POSE_SHAPE", where, "the frame has no people array ([] for nobody)");
        return;
    }
    if (!people->is_array()) {
        ctx.refuse("POSE_SHAPE", where, "people must be an array");
        return;
    }
    frame.people.resize(people->size());
    std::set<std::string> ids;
    for (std::size_t i = 0; i < people->size(); ++i) {
        readPerson(ctx, where + " person", (*people)[i], frame.people[i]);
        const std::string& id = frame.people[i].id;
        if (!id.empty() && !ids.insert(id).second)
            ctx.refuse("POSE_PERSON", where, "person \"" + id + "\" appears twice; ids are unique per frame");
    }
}

}  // namespace rigpose::sequence::detail
