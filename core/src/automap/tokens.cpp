// The per-bone guess, for rigs no whole convention names: each name's role tokens (upper arm,
// forearm, thigh, shin, hips, spine, neck, head) and side word, kept only where the hierarchy
// agrees (a forearm below its upper arm, a shin below its thigh, the trunk below the hips).

#include <algorithm>

#include "figure.h"

namespace rigpose::automap::detail {

namespace {

enum class Role { None, UpperArm, Arm, Forearm, Hand, Thigh, Leg, Shin, Hips, Trunk, Neck, Head };

bool among(const std::string& role, std::initializer_list<const char*> words)
{
    return std::any_of(words.begin(), words.end(), [&](const char* w) { return role == w; });
}

// Collars (Mixamo's Shoulder, UE's clavicle), feet and anything else stay Role::None.
Role roleOf(const NameReading& r)
{
    const std::string& role = r.role;
    if (r.side) {
        if (among(role, {"upperarm", "uparm", "armupper", "humerus"}))
            return Role::UpperArm;
        if (role == "arm")
            return Role::Arm;
        if (among(role, {"forearm", "lowerarm", "armlower", "bracer", "elbow"}))
            return Role::Forearm;
        if (among(role, {"hand", "wrist"}))
            return Role::Hand;
        if (among(role, {"thigh", "upleg", "upperleg", "legupper", "femur", "hip"}))
            return Role::Thigh;
        if (role == "leg")
            return Role::Leg;
        if (among(role, {"shin", "calf", "lowerleg", "leglower", "knee", "tibia"}))
            return Role::Shin;
        return Role::None;
    }
    if (among(role, {"hips", "hip", "pelvis"}))
        return Role::Hips;
    if (among(role, {"spine", "torso", "chest", "upperchest", "waist", "body", "abdomen", "trunk"}))
        return Role::Trunk;
    if (role == "neck")
        return Role::Neck;
    if (role == "head")
        return Role::Head;
    return Role::None;
}

std::string roleWords(Role role)
{
    switch (role) {
    case Role::UpperArm:
    case Role::Arm:
        return "upper arm";
    case Role::Forearm:
        return "forearm";
    case Role::Hand:
        return "hand, taken as the forearm (nothing on this side is called a forearm)";
    case Role::Thigh:
    case Role::Leg:
        return "thigh";
    case Role::Shin:
        return "shin";
    case Role::Hips:
        return "hips";
    case Role::Trunk:
        return "trunk";
    case Role::Neck:
        return "neck";
    case Role::Head:
        return "head";
    case Role::None:
        break;
    }
    return "";
}

struct Reading {
    int bone;
    NameReading name;
    Role role;
};

class TokenReader {
public:
    explicit TokenReader(const RigView& view) : m_view(view)
    {
        for (std::size_t b = 0; b < view.rig.bones.size(); ++b) {
            NameReading name = readName(view.rig.bones[b].name);
            if (isHelperBone(name))
                continue;
            const Role role = roleOf(name);
            if (role != Role::None)
                m_readings.push_back({int(b), std::move(name), role});
        }
    }

    // The shallowest bone of `roles` on `side` (nullopt: a bone whose name has no side), below
    // `under` when it is given, other than `except`.
    const Reading* find(std::initializer_list<Role> roles, std::optional<Side> side, int under, int except = -1) const
    {
        const Reading* best = nullptr;
        for (const Reading& r : m_readings) {
            if (std::find(roles.begin(), roles.end(), r.role) == roles.end() || r.bone == except)
                continue;
            if (side ? (!r.name.side || sideOf(r.name.side, m_view.options) != *side) : r.name.side != 0)
                continue;
            if (under >= 0 && !m_view.descends(r.bone, under))
                continue;
            if (!best || m_view.depth(r.bone) < m_view.depth(best->bone))
                best = &r;
        }
        return best;
    }

    std::string said(const Reading& r) const
    {
        std::string tokens;
        for (const std::string& t : r.name.tokens)
            tokens += (tokens.empty() ? "" : "|") + t;
        return m_view.name(r.bone) + " [" + tokens + "] " + roleWords(r.role);
    }

    Part part(std::initializer_list<Role> roles, int under, int except = -1) const
    {
        Part p;
        if (const Reading* r = find(roles, std::nullopt, under, except)) {
            p.bone = r->bone;
            p.source = Source::Tokens;
            p.confidence = 0.75;
            p.evidence = "name tokens: " + said(*r);
        }
        return p;
    }

    Limb limb(bool arm, Side side) const
    {
        const Role upperRole = arm ? Role::UpperArm : Role::Thigh, wholeRole = arm ? Role::Arm : Role::Leg;
        const Role lowerRole = arm ? Role::Forearm : Role::Shin;
        const Reading* upper = find({upperRole}, side, -1);
        if (!upper)
            upper = find({wholeRole}, side, -1);
        if (!upper)
            return {};
        const Reading* lower = find({lowerRole}, side, upper->bone, upper->bone);
        if (!lower && !arm)  // Mixamo's LeftLeg under LeftUpLeg is the shin
            lower = find({Role::Leg}, side, upper->bone, upper->bone);
        if (!lower && arm && !find({Role::Forearm}, side, -1))
            lower = find({Role::Hand}, side, upper->bone, upper->bone);
        Limb limb;
        limb.source = Source::Tokens;
        limb.confidence = 0.75;
        limb.depthSided = upper->name.side == 'f' || upper->name.side == 'b';
        limb.evidence = "name tokens: " + said(*upper);
        limb.bones = {upper->bone};
        if (lower) {
            limb.bones.push_back(lower->bone);
            limb.evidence += ", " + said(*lower) + ", which hangs below it";
        } else if (upper->role == wholeRole) {
            limb.whole = true;
            limb.evidence += " (nothing below it: one bone for the whole limb)";
        } else {
            limb.evidence += " (no lower bone found below it)";
        }
        if (limb.depthSided)
            limb.evidence += "; " + frontEvidence(m_view.options);
        return limb;
    }

private:
    const RigView& m_view;
    std::vector<Reading> m_readings;
};

// The two sides of a pair should mirror: hanging at the same depth of the tree.
void checkMirror(const RigView& view, std::array<Limb, 2>& pair)
{
    if (!pair[Right].found() || !pair[Left].found())
        return;
    const int right = view.depth(pair[Right].bones.front()), left = view.depth(pair[Left].bones.front());
    const bool mirrored = right == left && pair[Right].bones.size() == pair[Left].bones.size();
    for (Side s : kSides) {
        pair[s].evidence += mirrored ? "; mirrors the other side"
                                     : "; does not mirror the other side (depth " + std::to_string(right) +
                                           " against " + std::to_string(left) + "), check it";
        if (!mirrored)
            pair[s].confidence -= 0.2;
    }
}

}  // namespace

Figure tokenFigure(const RigView& view)
{
    const TokenReader reader(view);
    Figure f;
    f.hips = reader.part({Role::Hips}, -1);
    f.trunk = reader.part({Role::Trunk}, f.hips.bone, f.hips.bone);
    f.neck = reader.part({Role::Neck}, f.trunk.found() ? f.trunk.bone : f.hips.bone);
    f.head = reader.part({Role::Head}, f.neck.found() ? f.neck.bone : f.trunk.found() ? f.trunk.bone : f.hips.bone);
    for (Side s : kSides) {
        f.arm[s] = reader.limb(true, s);
        f.leg[s] = reader.limb(false, s);
    }
    for (auto* pair : {&f.arm, &f.leg}) {
        checkMirror(view, *pair);
        if ((*pair)[0].found() && (*pair)[1].found() && !(*pair)[0].depthSided)
            checkSidesAgainstSetup(view, *pair, pair == &f.arm ? "arm" : "leg");
    }
    return f;
}

}  // namespace rigpose::automap::detail
