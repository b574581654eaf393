// The head's nod (ref #241): how far the eyes rise and fall against the neck, less a slow
// baseline, carried into rig units and keyed as a translate on the head bone. Off a declared
// in-place sequence the nod is clamped to a share of the neck's setup length, and when the clamp
// acts the clamped nod also turns the head, in phase.
//
// The neck's setup length: the rig's distance, at setup, from where it puts the pose's neck
// joint to the head bone's origin. Where the rig puts the neck is read off the map: the end of a
// mapped segment that ends at "neck" (a bone aimed "x" ends at its tip, an aimed one at its aim
// point), else the start of one that starts there (the bone's origin, or a between-aim's first
// point), else the translated bone's origin when the translate follows the neck.

#include "guards.h"

#include <algorithm>
#include <cmath>

#include <Eigen/LU>

#include "rigpose/rig/points.h"
#include "rigpose/rig/poser.h"
#include "rigpose/util/number_format.h"

namespace rigpose::retarget::detail {

namespace {

std::optional<Eigen::Vector2d> rigNeck(const map::Map& map, std::span<const rig::WorldTransform> setup,
                                       const rig::Rig& rig)
{
    for (const map::Chain& chain : map.chains)
        for (std::size_t k = 0; k < chain.bones.size(); ++k) {
            if (chain.joints[k + 1].name != "neck")
                continue;
            const map::Aim& aim = chain.aims[k];
            const auto bone = static_cast<std::size_t>(chain.boneIndices[k]);
            if (aim.kind == map::AimKind::X)
                return setup[bone].toWorld({rig.bones[bone].length, 0});
            return rig::pointAt(aim.to, setup);
        }
    for (const map::Chain& chain : map.chains)
        for (std::size_t k = 0; k < chain.bones.size(); ++k) {
            if (chain.joints[k].name != "neck")
                continue;
            const map::Aim& aim = chain.aims[k];
            if (aim.kind == map::AimKind::Between)
                return rig::pointAt(aim.from, setup);
            return setup[static_cast<std::size_t>(chain.boneIndices[k])].origin();
        }
    if (map.translate && map.translate->joint.name == "neck")
        return setup[static_cast<std::size_t>(map.translate->boneIndex)].origin();
    return std::nullopt;
}

// Median and mean over frames f - w .. f + w, wrapped round the clip or cut at its ends.
std::vector<double> windowed(const std::vector<double>& v, std::size_t w, bool wrap, bool median)
{
    const std::size_t n = v.size();
    std::vector<double> out(n), window;
    for (std::size_t f = 0; f < n; ++f) {
        window.clear();
        if (wrap) {
            for (std::size_t d = 0; d <= 2 * w; ++d)
                window.push_back(v[(f + n * (w / n + 1) + d - w) % n]);
        } else {
            for (std::size_t g = f > w ? f - w : 0; g <= std::min(n - 1, f + w); ++g)
                window.push_back(v[g]);
        }
        if (median) {
            out[f] = medianOf(window);
        } else {
            double sum = 0;
            for (double x : window)
                sum += x;
            out[f] = sum / static_cast<double>(window.size());
        }
    }
    return out;
}

Eigen::Matrix2d linear(const rig::WorldTransform& w)
{
    Eigen::Matrix2d m;
    m << w.a, w.b, w.c, w.d;
    return m;
}

}  // namespace

std::optional<NodReading> readNod(const map::Map& map, const rig::Rig& rig, const sequence::Sequence& seq,
                                  const HeldJoints& held, const std::optional<ScaleReading>& scale, Targets& targets,
                                  KeyGuides& guides)
{
    const map::Chain* chain = nullptr;
    std::size_t link = 0;
    for (const map::Chain& c : map.chains)
        for (std::size_t k = 0; k + 1 < c.joints.size() && !chain; ++k) {
            const std::string &a = c.joints[k].name, &b = c.joints[k + 1].name;
            if ((a == "r_eye" && b == "l_eye") || (a == "l_eye" && b == "r_eye")) {
                chain = &c;
                link = k;
            }
        }
    if (!chain)
        return std::nullopt;
    NodReading out;
    out.chain = chain->name;
    out.bone = chain->bones[link];
    out.joints = {chain->joints[link].name, chain->joints[link + 1].name};
    const int head = chain->boneIndices[link];
    const auto why = [&](std::string text) {
        out.why = std::move(text);
        return out;
    };
    if (!chain->nod.value_or(true))
        return why("\"nod\": false on the chain");
    if (map.translate && map.translate->boneIndex == head)
        return why("the map's translate already moves bone \"" + out.bone + "\"");
    // A set's offsets key the bone's translate while it shows (stepped), so the nod would fight them.
    for (const map::AlternateSet& set : map.alternates)
        for (const map::BoneOffset& o : set.offsets)
            if (o.boneIndex == head)
                return why("set \"" + set.name + "\" offsets bone \"" + out.bone + "\", which keys its translate");
    for (int p = rig.bones[static_cast<std::size_t>(head)].parentIndex; p >= 0;
         p = rig.bones[static_cast<std::size_t>(p)].parentIndex) {
        const rig::BoneData& b = rig.bones[static_cast<std::size_t>(p)];
        if (b.scaleX != 1 || b.scaleY != 1)
            return why("bone \"" + b.name + "\" above it is scaled at setup, so a translate would not be in units");
    }
    if (!scale)
        return why("no scale: the map has no translate to carry picture px into rig units");
    const rig::Poser poser(rig);
    const std::vector<rig::WorldTransform> setup = poser.setupWorld();
    const std::optional<Eigen::Vector2d> neckAt = rigNeck(map, setup, rig);
    const std::size_t neck = body::index(body::Joint::Neck);
    if (!neckAt)
        return why("no good neck: no mapped segment or translate says where the rig puts the neck");
    if (!held.everGood[neck])
        return why("no good neck: the pose's neck is never good");
    out.neckLength = (setup[static_cast<std::size_t>(head)].origin() - *neckAt).norm();

    // The eyes' height over the neck, px, up positive (the picture's y points down).
    const std::size_t n = targets.frames;
    const map::PosePoint& e0 = chain->joints[link];
    const map::PosePoint& e1 = chain->joints[link + 1];
    std::vector<double> height(n);
    for (std::size_t f = 0; f < n; ++f)
        height[f] = held.at[neck][f].y() - (held.point(e0, f).y() + held.point(e1, f).y()) / 2;

    out.inPlace = seq.travel && *seq.travel == "in-place";
    std::vector<double> baseline(n, height.front());
    if (!out.inPlace) {
        const double fps = sequence::framesPerSecond(seq).value_or(24.0);
        out.window = static_cast<std::size_t>(std::lround(0.5 * fps));
        out.windowSeconds = static_cast<double>(out.window) / fps;
        out.wrapped = seq.cleaned && seq.cleaned->contains("params") && (*seq.cleaned)["params"].is_object() &&
                      (*seq.cleaned)["params"].value("loop", false);
        baseline = windowed(windowed(height, out.window, out.wrapped, true), out.window, out.wrapped, false);
    }
    std::vector<double> nod(n);
    double most = 0;
    for (std::size_t f = 0; f < n; ++f) {
        nod[f] = (height[f] - baseline[f]) * scale->factor;
        most = std::max(most, std::abs(nod[f]));
    }
    if (most < 0.0005)
        return why("the eyes do not move against the neck (the nod would be 0 on every frame)");
    if (!out.inPlace) {
        if (!(out.neckLength > 1e-9))
            return why("no good neck: the head's origin sits where the rig puts the neck, so its setup length is 0");
        out.clamp = kNodClampShare * out.neckLength;
        for (std::size_t f = 0; f < n; ++f)
            if (std::abs(nod[f]) > out.clamp) {
                nod[f] = std::clamp(nod[f], -out.clamp, out.clamp);
                if (out.clampedFrames++ == 0)
                    out.firstClamped = f;
                out.lastClamped = f;
            }
        out.coupled = out.clampedFrames > 0;
    }
    out.keyed = true;
    out.nod = nod;
    out.minY = *std::min_element(nod.begin(), nod.end());
    out.maxY = *std::max_element(nod.begin(), nod.end());

    // Vertical as the rig stands at setup, stated in the head's parent's axes.
    const int parent = rig.bones[static_cast<std::size_t>(head)].parentIndex;
    const Eigen::Matrix2d toParent = parent >= 0
                                         ? Eigen::Matrix2d(linear(setup[static_cast<std::size_t>(parent)]).inverse())
                                         : Eigen::Matrix2d::Identity();
    guides.nodBone = head;
    guides.nodTranslate.resize(n);
    for (std::size_t f = 0; f < n; ++f)
        guides.nodTranslate[f] = toParent * Eigen::Vector2d(0, nod[f]);
    if (out.coupled) {
        const auto slot = static_cast<std::size_t>(
            std::find_if(targets.bones.begin(), targets.bones.end(), [&](const auto& m) { return m.bone == head; }) -
            targets.bones.begin());
        for (std::size_t f = 0; f < n; ++f)
            targets.angles[f * targets.bones.size() + slot] += kNodGain * nod[f];
    }
    return out;
}

}  // namespace rigpose::retarget::detail
