// The hinge check. Every joint inside a chain whose bend is not "free" is a hinge that folds
// one way: the inner angle (the lower bone's target less the upper's) must stay on the side the
// map gives ("ccw" +, "cw" -, "rest" read off the rig's setup). A frame on the other side is
// refused, one POSE_BEND_ONE_WAY per hinge with its frames, runs, worst angle and the remedy
// (--verbose adds one per frame before it); with --bends clamp the lower bone is straightened
// onto the upper one on that frame instead (BEND). A straight hinge (0) is on neither side, and a
// wrong-way angle within kBendSlack is the writer's rounding, not a bend.

#include "guards.h"

#include <cmath>

#include "rigpose/map/aim.h"
#include "rigpose/rig/poser.h"
#include "rigpose/util/number_format.h"

namespace rigpose::retarget::detail {

namespace {

constexpr double kBendSlack = 0.001;  // degrees

std::string sideWord(int side) { return side > 0 ? "ccw (+)" : "cw (-)"; }

}  // namespace

void checkBends(const map::Map& map, const rig::Rig& rig, const Options& options, const std::string& mapName,
                Targets& targets, std::vector<BendFrame>& bends, RefusalList& refusals)
{
    const std::vector<rig::WorldTransform> setup = rig::Poser(rig).setupWorld();
    const std::size_t mapped = targets.bones.size();
    for (std::size_t c = 0; c < map.chains.size(); ++c) {
        const map::Chain& chain = map.chains[c];
        if (chain.bend == map::Bend::Free)
            continue;
        // The chain's bones' places among the mapped bones.
        std::vector<std::size_t> slot(chain.bones.size(), mapped);
        for (std::size_t b = 0; b < mapped; ++b)
            if (targets.bones[b].chain == c)
                slot[targets.bones[b].link] = b;
        for (std::size_t k = 0; k + 1 < chain.bones.size() && k < chain.bendSides.size(); ++k) {
            const int side = chain.bendSides[k];
            if (side == 0 || slot[k] == mapped || slot[k + 1] == mapped)
                continue;
            const double rest = map::wrapDegrees(
                map::directionDegrees(map::aimVector(chain.aims[k + 1], chain.boneIndices[k + 1], setup)) -
                map::directionDegrees(map::aimVector(chain.aims[k], chain.boneIndices[k], setup)));
            std::vector<std::size_t> wrong;
            std::size_t worst = 0;
            double worstAngle = 0;
            for (std::size_t f = 0; f < targets.frames; ++f) {
                double& upper = targets.angles[f * mapped + slot[k]];
                double& lower = targets.angles[f * mapped + slot[k + 1]];
                const double inner = map::wrapDegrees(lower - upper);
                if (inner * side >= -kBendSlack)
                    continue;
                if (wrong.empty() || std::abs(inner) > std::abs(worstAngle)) {
                    worst = f;
                    worstAngle = inner;
                }
                wrong.push_back(f);
                bends.push_back(
                    {chain.name, chain.joints[k + 1].name, {chain.bones[k], chain.bones[k + 1]}, f, inner, side, rest});
                if (options.bends == BendMode::Clamp)
                    lower = upper;
                else if (options.verbose)
                    refusals.add("POSE_BEND_ONE_WAY",
                                 mapName + ": chain \"" + chain.name + "\", hinge at \"" + chain.joints[k + 1].name +
                                     "\": frame " + std::to_string(f) + " bends " + formatFixed(inner, 3) +
                                     "°, against its side " + sideWord(side),
                                 {.frame = f, .chain = chain.name});
            }
            if (wrong.empty() || options.bends == BendMode::Clamp)
                continue;
            const auto runs = runsOf(wrong, 0);
            refusals.add("POSE_BEND_ONE_WAY",
                         mapName + ": chain \"" + chain.name + "\", hinge at \"" + chain.joints[k + 1].name + "\" (\"" +
                             chain.bones[k] + "\" -> \"" + chain.bones[k + 1] + "\") may fold only " + sideWord(side) +
                             " (rest " + formatFixed(rest, 3) + "°), but the pose folds it the other way on " +
                             std::to_string(wrong.size()) + " frame(s) in " + std::to_string(runs.size()) +
                             " run(s), frames " + std::to_string(wrong.front()) + "–" + std::to_string(wrong.back()) +
                             "; worst " + formatFixed(worstAngle, 3) + "° on frame " + std::to_string(worst) +
                             ". Seen from the front an elbow's side is no joint limit: for such material write "
                             "\"bend\": \"free\" on chain \"" +
                             chain.name + "\"; or give --bends clamp to straighten those frames",
                         {.frame = worst, .chain = chain.name});
        }
    }
}

}  // namespace rigpose::retarget::detail
