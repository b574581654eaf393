// Holds: a joint missing, or scored under --min-score, keeps its last good value (HOLD).

#include "rigpose/stage/held_joints.h"

#include <cmath>

#include "rigpose/util/number_format.h"
#include "rigpose/util/stop.h"

namespace rigpose::stage {

namespace {

enum class Why : char { Good, Missing, LowScore };

Why judge(const sequence::Person* person, body::Joint joint, double minScore)
{
    if (!person)
        return Why::Missing;
    const sequence::JointSample& s = person->joint(joint);
    if (!s.placed())
        return Why::Missing;
    if (s.score && *s.score < minScore)
        return Why::LowScore;
    return Why::Good;
}

std::string describe(bool missing, bool low, double minScore, bool beforeFirst)
{
    std::string why = missing && low ? "missing or scored under --min-score " + formatFixed(minScore, 4)
                      : missing      ? std::string("missing")
                                     : "scored under --min-score " + formatFixed(minScore, 4);
    return beforeFirst ? why + ", before its first good frame" : why;
}

}  // namespace

HeldJoints holdJoints(const sequence::Sequence& seq, const std::string& person,
                      const std::array<bool, body::kJointCount>& needed, double minScore, std::vector<Hold>& holds,
                      const std::stop_token& stop)
{
    HeldJoints out;
    out.needed = needed;
    const std::size_t n = seq.frames.size();
    std::vector<const sequence::Person*> people(n);
    for (std::size_t f = 0; f < n; ++f) {
        throwIfStopped(stop);
        people[f] = seq.frames[f].person(person);
    }
    for (std::size_t j = 0; j < body::kJointCount; ++j) {
        if (!needed[j])
            continue;
        const auto joint = static_cast<body::Joint>(j);
        auto& at = out.at[j];
        auto& good = out.good[j];
        at.assign(n, Eigen::Vector2d::Zero());
        good.assign(n, 0);
        std::vector<Why> why(n);
        std::optional<std::size_t> first;
        for (std::size_t f = 0; f < n; ++f) {
            throwIfStopped(stop);
            why[f] = judge(people[f], joint, minScore);
            good[f] = why[f] == Why::Good;
            if (good[f]) {
                at[f] = *people[f]->joint(joint).at;
                if (!first)
                    first = f;
            }
        }
        out.everGood[j] = first.has_value();
        if (!first)
            continue;
        std::size_t last = *first;
        for (std::size_t f = 0; f < n;) {
            throwIfStopped(stop);
            if (good[f]) {
                last = f;
                ++f;
                continue;
            }
            const std::size_t from = f;
            bool missing = false, low = false;
            while (f < n && !good[f]) {
                missing |= why[f] == Why::Missing;
                low |= why[f] == Why::LowScore;
                ++f;
            }
            const bool beforeFirst = from < *first;
            const std::size_t source = beforeFirst ? *first : last;
            for (std::size_t g = from; g < f; ++g)
                at[g] = at[source];
            holds.push_back(
                {std::string(body::name(joint)), from, f - 1, source, describe(missing, low, minScore, beforeFirst)});
        }
    }
    return out;
}

std::vector<NeededPoint> neededPoints(const map::Map& map)
{
    std::vector<NeededPoint> out;
    for (const map::Chain& chain : map.chains)
        for (const map::PosePoint& p : chain.joints)
            out.push_back({p, "chain \"" + chain.name + "\"", chain.name});
    if (map.translate) {
        out.push_back({map.translate->joint, "translate"});
        for (const map::PosePoint& p : map.translate->scalePose)
            out.push_back({p, "translate.scale"});
    }
    return out;
}

double pictureAngle(const Eigen::Vector2d& a, const Eigen::Vector2d& b)
{
    // Picture y points down; the rig's points up.
    return std::atan2(-(b.y() - a.y()), b.x() - a.x()) * 180.0 / 3.14159265358979323846;
}

}  // namespace rigpose::stage
