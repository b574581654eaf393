// Whole naming conventions, tried before any guess: each names the bones of a role outright, and
// the convention that names the most bones of the rig (at least six, with a whole limb) wins.

#include <algorithm>
#include <cctype>
#include <unordered_map>

#include "figure.h"

namespace rigpose::automap::detail {

namespace {

constexpr int kFewestBones = 6;

// The words a convention writes for the two sides. `depth`: they are front and back (a 2D rig's
// nearer and farther limbs), which options.front turns into body sides.
struct SideWords {
    std::string_view first, second;  // right and left, or front and back
    bool depth = false;
};

// Name patterns of a limb, "{s}" standing for the side word.
struct LimbNames {
    std::vector<std::string_view> upper, lower, whole;
};

struct Preset {
    std::string_view name;
    std::vector<SideWords> sides;
    std::vector<std::string_view> hips, trunk, neck, head;
    LimbNames arm, leg;
};

const std::vector<Preset>& presets()
{
    static const std::vector<Preset> all = {
        {"Mixamo",
         {{"Right", "Left"}},
         {"Hips"},
         {"Spine"},
         {"Neck"},
         {"Head"},
         {{"{s}Arm"}, {"{s}ForeArm"}, {}},
         {{"{s}UpLeg"}, {"{s}Leg"}, {}}},
        {"UE mannequin",
         {{"r", "l"}},
         {"pelvis"},
         {"spine_01"},
         {"neck_01"},
         {"head"},
         {{"upperarm_{s}"}, {"lowerarm_{s}"}, {}},
         {{"thigh_{s}"}, {"calf_{s}"}, {}}},
        {"Rigify",
         {{"R", "L"}},
         {"spine", "hips"},
         {"spine.001"},
         {"neck", "spine.004"},
         {"head", "spine.006"},
         {{"upper_arm.{s}"}, {"forearm.{s}"}, {}},
         {{"thigh.{s}"}, {"shin.{s}"}, {}}},
        {"VRM",
         {{"right", "left"}},
         {"hips"},
         {"spine"},
         {"neck"},
         {"head"},
         {{"{s}UpperArm"}, {"{s}LowerArm"}, {}},
         {{"{s}UpperLeg"}, {"{s}LowerLeg"}, {}}},
        {"Reallusion CC",
         {{"R", "L"}},
         {"Hip"},
         {"Waist"},
         {"NeckTwist01"},
         {"Head"},
         {{"{s}_Upperarm"}, {"{s}_Forearm"}, {}},
         {{"{s}_Thigh"}, {"{s}_Calf"}, {}}},
        {"3ds Max Biped",
         {{"R", "L"}},
         {"Pelvis"},
         {"Spine"},
         {"Neck"},
         {"Head"},
         {{"{s} UpperArm"}, {"{s} Forearm"}, {}},
         {{"{s} Thigh"}, {"{s} Calf"}, {}}},
        {"Spine example",
         {{"front", "rear", true}},
         {"hip"},
         {"torso"},
         {"neck"},
         {"head"},
         {{"{s}-upper-arm"}, {"{s}-bracer"}, {}},
         {{"{s}-thigh"}, {"{s}-shin"}, {}}},
        // rig-c's gallery: hand_f is the forearm (there is no bone past it), and a lone arm_b or
        // leg_l is the whole limb.
        {"rig-c gallery",
         {{"f", "b", true}, {"r", "l"}},
         {"hip"},
         {"torso"},
         {"neck"},
         {"head"},
         {{"arm_{s}"}, {"hand_{s}", "forearm_{s}"}, {"arm_{s}"}},
         {{"thigh_{s}"}, {"shin_{s}"}, {"leg_{s}"}}},
    };
    return all;
}

std::string folded(std::string_view text)
{
    std::string out(text);
    std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    return out;
}

std::string withSide(std::string_view pattern, std::string_view word)
{
    std::string out(pattern);
    if (auto at = out.find("{s}"); at != std::string::npos)
        out.replace(at, 3, word);
    return out;
}

class Matcher {
public:
    explicit Matcher(const RigView& view) : m_view(view)
    {
        for (std::size_t b = 0; b < view.rig.bones.size(); ++b)
            m_byName.emplace(folded(strippedName(view.rig.bones[b].name)), int(b));
    }

    int find(const std::vector<std::string_view>& names, std::string_view side = {}) const
    {
        for (std::string_view pattern : names)
            if (auto it = m_byName.find(folded(withSide(pattern, side))); it != m_byName.end())
                return it->second;
        return -1;
    }

    Part part(const Preset& preset, const std::vector<std::string_view>& names) const
    {
        Part p;
        p.bone = find(names);
        if (p.found()) {
            p.source = Source::Preset;
            p.confidence = 0.95;
            p.evidence = "preset " + std::string(preset.name) + ": " + m_view.name(p.bone);
        }
        return p;
    }

    Limb limb(const Preset& preset, const LimbNames& names, Side side) const
    {
        for (const SideWords& words : preset.sides) {
            const bool firstIsThisSide = words.depth ? sideOf('f', m_view.options) == side : side == Right;
            const std::string_view word = firstIsThisSide ? words.first : words.second;
            Limb limb;
            const int upper = find(names.upper, word);
            const int lower = find(names.lower, word);
            if (upper >= 0 && lower >= 0 && lower != upper && m_view.descends(lower, upper)) {
                limb.bones = {upper, lower};
            } else if (const int whole = find(names.whole, word); whole >= 0) {
                limb.bones = {whole};
                limb.whole = true;
            } else {  // an upper bone alone is no evidence the convention is this one
                continue;
            }
            limb.source = Source::Preset;
            limb.depthSided = words.depth;
            limb.confidence = words.depth ? 0.8 : 0.95;
            limb.evidence = "preset " + std::string(preset.name) + ": ";
            for (std::size_t k = 0; k < limb.bones.size(); ++k)
                limb.evidence += (k ? ", " : "") + m_view.name(limb.bones[k]);
            if (limb.whole)
                limb.evidence += " (one bone for the whole limb)";
            if (words.depth)
                limb.evidence += "; \"" + std::string(word) + "\" is " + (firstIsThisSide ? "front" : "back") + ", " +
                                 frontEvidence(m_view.options);
            return limb;
        }
        return {};
    }

private:
    const RigView& m_view;
    std::unordered_map<std::string, int> m_byName;
};

int score(const Figure& f)
{
    int n = int(f.hips.found()) + int(f.trunk.found()) + int(f.neck.found()) + int(f.head.found());
    for (Side s : kSides)
        n += int(f.arm[s].bones.size() + f.leg[s].bones.size());
    return n;
}

bool hasLimb(const Figure& f) { return f.arm[0].found() || f.arm[1].found() || f.leg[0].found() || f.leg[1].found(); }

}  // namespace

Figure presetFigure(const RigView& view)
{
    const Matcher matcher(view);
    Figure best;
    int bestScore = 0;
    for (const Preset& preset : presets()) {
        Figure f;
        f.convention = std::string(preset.name);
        f.hips = matcher.part(preset, preset.hips);
        f.trunk = matcher.part(preset, preset.trunk);
        f.neck = matcher.part(preset, preset.neck);
        f.head = matcher.part(preset, preset.head);
        for (Side s : kSides) {
            f.arm[s] = matcher.limb(preset, preset.arm, s);
            f.leg[s] = matcher.limb(preset, preset.leg, s);
        }
        // A convention is taken whole or not at all: a few common words ("hip", "head") match many.
        const int n = score(f);
        if (n >= kFewestBones && hasLimb(f) && n > bestScore) {
            best = std::move(f);
            bestScore = n;
        }
    }
    for (auto* pair : {&best.arm, &best.leg})
        if ((*pair)[0].found() && (*pair)[1].found() && !(*pair)[0].depthSided)
            checkSidesAgainstSetup(view, *pair, pair == &best.arm ? "arm" : "leg");
    return best;
}

}  // namespace rigpose::automap::detail
