#pragma once
// Shared pieces of auto-map (not installed): what each method finds, as bone indices with the
// evidence, before it becomes rows of a map.

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "rigpose/automap/automap.h"
#include "rigpose/rig/poser.h"

namespace rigpose::automap::detail {

enum Side { Right = 0, Left = 1 };
inline constexpr std::array<Side, 2> kSides = {Right, Left};
inline char sideLetter(Side side) { return side == Right ? 'r' : 'l'; }

// One found bone (hips, trunk, neck, head).
struct Part {
    int bone = -1;
    Source source = Source::Topology;
    std::string evidence;
    double confidence = 0;
    bool found() const { return bone >= 0; }
};

// An arm or a leg: [upper, lower], or one bone that is the whole limb (whole) or its upper
// segment only.
struct Limb {
    std::vector<int> bones;
    bool whole = false;
    bool depthSided = false;  // found by front/back words, so its side is options.front's choice
    Source source = Source::Topology;
    std::string evidence;
    double confidence = 0;
    bool found() const { return !bones.empty(); }
};

struct Figure {
    Part hips, trunk, neck, head;
    std::array<Limb, 2> arm, leg;  // by Side
    std::string convention;        // the preset's name, for a preset's figure
};

// What every method may read about the rig.
struct RigView {
    const rig::Rig& rig;
    std::vector<rig::WorldTransform> setup;
    std::vector<std::vector<int>> children;
    const AutoMapOptions& options;
    // Each bone's depth and its place in one walk of the tree (entered, left), filled by index():
    // a bone descends from another when the other's span holds its own, so no question about
    // the tree walks to the root (a 100,000-bone chain asked it of every bone).
    std::vector<int> depths, entered, left;

    void index();
    const std::string& name(int bone) const { return rig.bones[static_cast<std::size_t>(bone)].name; }
    int parent(int bone) const { return rig.bones[static_cast<std::size_t>(bone)].parentIndex; }
    bool descends(int bone, int ancestor) const;  // bone == ancestor counts
    int depth(int bone) const;
    int commonAncestor(int a, int b) const;  // -1 when none
};

// Names (names.cpp).
struct NameReading {
    std::string stripped;             // without namespace and tool prefixes
    std::vector<std::string> tokens;  // lower case
    char side = 0;                    // 'r', 'l', 'f' (front) or 'b' (back); 0 for none
    std::string role;                 // the non-side tokens run together, e.g. "forearm"
};
std::string strippedName(std::string_view name);
NameReading readName(std::string_view name);
// Twist, roll and finger bones never carry a body-18 segment.
bool isHelperBone(const NameReading& reading);
// The body-18 side a name's side letter stands for ('f'/'b' through options.front).
Side sideOf(char letter, const AutoMapOptions& options);
std::string frontEvidence(const AutoMapOptions& options);

// The methods; each fills what it can.
Figure presetFigure(const RigView& view);
Figure tokenFigure(const RigView& view);
Figure topologyFigure(const RigView& view);

// Mean world x of a limb's bones at setup (origins and tips), for the picture's sides.
double limbX(const RigView& view, const std::vector<int>& bones);
// When names put r at picture-right (a viewer-facing figure has its right at picture-left), the
// two limbs' evidence says so and their confidence drops; the names are kept.
void checkSidesAgainstSetup(const RigView& view, std::array<Limb, 2>& pair, const char* what);

// Rows out of a merged figure (rows.cpp).
void buildRows(const RigView& view, const Figure& figure, Proposal& out);

}  // namespace rigpose::automap::detail
