#pragma once
// The map (rig-pose-map/1): which bones of a rig carry which segments of a body-18 pose, how
// each bone is aimed, and which bone the pose's travel moves. Read and resolved against the
// rig in one pass; every problem is refused by name (MAP_*), naming both the map's side (the
// chain, the key) and the rig's (the bone, the rig's name).
#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>
#include "rigpose/body/body18.h"
#include "rigpose/map/alternates.h"
#include "rigpose/map/map_keys.h"
#include "rigpose/map/pose_point.h"
#include "rigpose/rig/points.h"
#include "rigpose/rig/rig.h"
#include "rigpose/util/refusal.h"

namespace rigpose::map {

inline constexpr std::string_view kMapSpec = "rig-pose-map/1";

// How a bone is turned onto its segment.
enum class AimKind {
    X,        // "x": the bone's own x axis
    Point,    // "<point>": from the bone's origin to a point of the rig
    Between,  // "<a>><b>": from point a to point b
};

struct Aim {
    AimKind kind = AimKind::X;
    std::string text{keys::kAimDefault};  // as written; a bone without an aim reads as "x"
    rig::PointRef from;                   // Between only
    rig::PointRef to;                     // Point and Between
};

// Which way a hinge inside a chain may bend.
enum class Bend { Rest, Ccw, Cw, Free };
std::string_view bendName(Bend bend);

struct Range {
    std::string bone;
    double min = 0, max = 0;  // rotate-key degrees
};

struct Chain {
    std::string name;
    std::vector<std::string> bones;
    std::vector<int> boneIndices;   // into the rig's bones
    std::vector<PosePoint> joints;  // one more than bones: bone k carries joints k -> k+1
    std::vector<Aim> aims;          // one per bone
    bool reach = keys::kReachDefault;
    bool reachStated = false;
    Bend bend = Bend::Rest;  // keys::kBendDefault
    bool bendStated = false;
    std::vector<int> bendSides;  // per inner joint: +1 ccw, -1 cw, 0 free (rest read off the rig)
    std::optional<bool> nod;     // stated only
    std::vector<Range> range;    // as stated, in the map's order
    std::string note;            // for people only; empty when the chain has none
    bool carriesEyeLine() const;
};

struct Translate {
    std::string bone;
    int boneIndex = -1;
    PosePoint joint;
    std::array<PosePoint, 2> scalePose;
    std::array<rig::PointRef, 2> scaleRig;
    double rigLength = 0;  // the rig pair's distance at setup, world units
};

struct Map {
    std::vector<Chain> chains;
    std::optional<Translate> translate;
    std::vector<AlternateSet> alternates;  // in the map's order, which breaks ties
    // Every mapped bone once, in map order, with its chain and place in it.
    struct MappedBone {
        int bone = -1;
        std::size_t chain = 0;
        std::size_t link = 0;
    };
    std::vector<MappedBone> mappedBones() const;
};

// `text` is the map's bytes; `displayName` the path as typed (messages start with it).
Loaded<Map> readMapText(std::string_view text, const std::string& displayName, const rig::Rig& rig);
// MAP_READ when the file cannot be opened.
Loaded<Map> readMapFile(const std::string& path, const rig::Rig& rig);

// Keys this build of retarget parses and checks but does not apply yet: MAP_UNSUPPORTED, naming
// the key, so a run never silently ignores what the map asks for. Empty now: bend, reach, range
// and the nod are all applied.
RefusalList unsupportedByRetarget(const Map& map, const std::string& displayName);

}  // namespace rigpose::map
