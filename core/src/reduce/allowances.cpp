// What the reduction allows the landings (ref #94, #240), and its refusals (POSE_REDUCE).

#include <algorithm>
#include <cmath>
#include <numbers>

#include "rigpose/map/aim.h"
#include "rigpose/reduce/reduce_stage.h"
#include "rigpose/rig/poser.h"

namespace rigpose::reduce {

RefusalList checkReduce(const map::Map& map, const stage::Options& options, const std::string& mapName)
{
    RefusalList out;
    if (options.reduceProblem) {
        out.add("POSE_REDUCE", "--reduce: " + *options.reduceProblem);
        return out;
    }
    std::string chains;
    for (const map::Chain& chain : map.chains)
        chains += (chains.empty() ? "\"" : ", \"") + chain.name + "\"";
    for (const auto& item : options.reduceChains) {
        const std::string& name = item.first;  // a plain name: clang 14 lambdas cannot capture bindings
        const bool known = std::any_of(map.chains.begin(), map.chains.end(),
                                       [&](const map::Chain& chain) { return chain.name == name; });
        if (!known)
            out.add("POSE_REDUCE", "--reduce: " + mapName + " has no chain \"" + name +
                                       "\" (its chains: " + (chains.empty() ? std::string("none") : chains) +
                                       "); name one of them or drop the item");
    }
    return out;
}

namespace {

// [frame]: whether `side` supports on it.
std::vector<char> supportFrames(const legs::Feet& feet, int side, std::size_t frames)
{
    std::vector<char> out(frames, 0);
    for (const legs::SupportSpan& span : feet.supports)
        if (span.side == side)
            for (std::size_t f = span.frames.first; f <= span.frames.second && f < frames; ++f)
                out[f] = 1;
    return out;
}

// The ankle's landing split in two (ref #251): its support frames, where its leg is kept, within
// the plant's tolerance and the hip's share; and the rest within the whole allowance. A part
// with no frame has no row.
void splitAtSupports(stage::OriginTarget ankle, double plant, double hipShare, const std::vector<char>& support,
                     bool anySupport, std::vector<stage::OriginTarget>& out)
{
    const bool anyOther = std::find(support.begin(), support.end(), 0) != support.end();
    if (anySupport) {
        stage::OriginTarget on = ankle;
        on.on = "support";
        on.what += ", on its support frames (kept dense)";
        on.tolerance = plant + hipShare;
        on.counted = support;
        out.push_back(std::move(on));
    }
    if (anyOther) {
        ankle.on = "off-support";
        ankle.what += ", off its support frames";
        ankle.counted = support;
        for (char& c : ankle.counted)
            c = c ? 0 : 1;
        out.push_back(std::move(ankle));
    }
}

}  // namespace

void allowReduction(const rig::Rig& rig, stage::Targets& targets, Reduction& reduction, const legs::Feet* feet)
{
    const std::size_t mapped = targets.bones.size();
    // Each bone's own tolerance, as its rotate's row states it.
    std::vector<double> tolerance(rig.bones.size(), 0);
    for (const TrackRow& row : reduction.tracks)
        if (row.property == "rotate")
            if (const int bone = rig.boneIndex(row.bone); bone >= 0)
                tolerance[static_cast<std::size_t>(bone)] = row.tolerance;
    targets.angleTolerances.resize(mapped);
    for (std::size_t b = 0; b < mapped; ++b)
        targets.angleTolerances[b] = stage::kAngleTolerance +
                                     tolerance[static_cast<std::size_t>(targets.bones[b].bone)];
    const bool hipReduced = std::any_of(reduction.tracks.begin(), reduction.tracks.end(),
                                        [](const TrackRow& row) { return row.property == "translate"; });
    const double hipShare = hipReduced ? *reduction.hipUnits : 0;
    if (hipReduced)
        targets.originTolerance = stage::kOriginTolerance + hipShare;

    // A stretched leg reaches further: its lever counts at the largest stretch asked.
    double stretch = 1;
    for (const stage::ScaleTarget& s : targets.scales)
        for (double length : s.lengths)
            stretch = std::max(stretch, length);
    const rig::Poser poser(rig);
    const std::vector<rig::WorldTransform> setup = poser.setupWorld();
    std::vector<stage::OriginTarget> landed;
    for (stage::OriginTarget& o : targets.moreOrigins) {
        // Up from the point's bone to the translated bone: each bone's setup offset from its
        // parent, and the point's own from its bone; the largest tolerance among them.
        const auto bone = static_cast<std::size_t>(o.bone);
        double lever = (setup[bone].toWorld(o.local) - setup[bone].origin()).norm();
        double degrees = tolerance[bone];
        bool underHip = false;
        std::size_t top = bone;
        for (int at = o.bone; at >= 0;) {
            const auto a = static_cast<std::size_t>(at);
            if (at == targets.translatedBone) {
                underHip = true;
                degrees = std::max(degrees, tolerance[a]);
                break;
            }
            degrees = std::max(degrees, tolerance[a]);
            const int parent = rig.bones[a].parentIndex;
            if (parent >= 0)
                lever += (setup[a].origin() - setup[static_cast<std::size_t>(parent)].origin()).norm();
            top = a;
            at = parent;
        }
        const double share = (underHip ? hipShare : 0) +
                             lever * stretch * (degrees * std::numbers::pi / 180 + kScaleTolerance);
        const double plant = o.tolerance;
        o.tolerance += share;
        if (o.side < 0) {
            landed.push_back(std::move(o));
            continue;
        }
        AnkleDrift drift;
        drift.bone = o.label.empty() ? rig.bones[bone].name : o.label;
        drift.side = o.side == 0 ? "r" : "l";
        drift.plant = plant;
        drift.reduce = share;
        drift.units = o.tolerance;
        const double leg = (setup[bone].toWorld(o.local) - setup[top].origin()).norm();
        drift.legLengths = leg > 0 ? drift.units / leg : 0;
        drift.legTolerance = degrees;
        if (reduction.keepPlanted && feet) {
            const std::vector<char> support = supportFrames(*feet, o.side, targets.frames);
            const bool anySupport = std::find(support.begin(), support.end(), 1) != support.end();
            if (anySupport)
                drift.support = SupportDrift{hipShare, plant + hipShare, leg > 0 ? (plant + hipShare) / leg : 0};
            splitAtSupports(std::move(o), plant, hipShare, support, anySupport, landed);
        } else {
            landed.push_back(std::move(o));
        }
        reduction.ankleDrift.push_back(std::move(drift));
    }
    targets.moreOrigins = std::move(landed);
}

namespace {

std::size_t keysOf(const Reduction& r, const std::string& property, std::size_t TrackRow::*count)
{
    std::size_t n = 0;
    for (const TrackRow& row : r.tracks)
        if (row.property == property)
            n += row.*count;
    return n;
}

}  // namespace

std::size_t Reduction::keysBefore(const std::string& property) const
{
    return keysOf(*this, property, &TrackRow::before);
}

std::size_t Reduction::keysAfter(const std::string& property) const
{
    return keysOf(*this, property, &TrackRow::after);
}

}  // namespace rigpose::reduce
