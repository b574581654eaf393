// The output motion (rigc-motion/1): the rig's own animations carried, then the new one with
// a rotate track per mapped bone and a translate track on the translated bone (and on the head when it nods), one linear key
// per pose frame at t - t0.

#include "parts.h"

#include "rigpose/util/number_format.h"

namespace rigpose::retarget::detail {

namespace {

// A new track on `animation`, its keys filled in place (see buildMotion).
std::vector<motion::Key>& newTrack(motion::Animation& animation, const std::string& bone, const char* property,
                                   std::size_t frames)
{
    motion::Track& track = animation.tracks.emplace_back();
    track.target = bone;
    track.property = property;
    track.keys.reserve(frames);
    return track.keys;
}

}  // namespace

void buildMotion(const rig::Rig& rig, const motion::Motion* base, const std::string& name,
                 const std::vector<double>& frameTimes, const Targets& targets, const KeyTracks& keys,
                 motion::Motion& out, const std::stop_token& stop)
{
    if (base)
        out = *base;
    out.archetype = rig.name;
    out.cut = name;
    motion::Animation& animation = out.animations.emplace_back();
    animation.name = name;
    animation.duration = frameTimes.empty() ? 0 : frameTimes.back();
    const std::size_t frames = frameTimes.size();
    for (std::size_t b = 0; b < targets.bones.size(); ++b) {
        auto& track = newTrack(animation, rig.bones[static_cast<std::size_t>(targets.bones[b].bone)].name, "rotate",
                               frames);
        for (std::size_t f = 0; f < frames; ++f) {
            throwIfStopped(stop);
            track.push_back({frameTimes[f], motion::json::array({keys.rotate[b][f]}), {}, {}});
        }
    }
    if (targets.translatedBone >= 0) {
        auto& track = newTrack(animation, rig.bones[static_cast<std::size_t>(targets.translatedBone)].name, "translate",
                               frames);
        for (std::size_t f = 0; f < frames; ++f) {
            throwIfStopped(stop);
            track.push_back(
                {frameTimes[f], motion::json::array({keys.translate[f].x(), keys.translate[f].y()}), {}, {}});
        }
    }
    // The head's nod (nod.cpp): a translate track on the head bone.
    if (keys.nodBone >= 0) {
        auto& track = newTrack(animation, rig.bones[static_cast<std::size_t>(keys.nodBone)].name, "translate", frames);
        for (std::size_t f = 0; f < frames; ++f) {
            throwIfStopped(stop);
            track.push_back(
                {frameTimes[f], motion::json::array({keys.nodTranslate[f].x(), keys.nodTranslate[f].y()}), {}, {}});
        }
    }
    // A scaled or stretched leg (legs/): a scalex track per bone scaled on some frame; a trunk's
    // length is a scaley one.
    for (const KeyTracks::ScaleKeys& scale : keys.scaleX) {
        auto& track = newTrack(animation, rig.bones[static_cast<std::size_t>(scale.bone)].name,
                               scale.axis == 'y' ? "scaley" : "scalex", frames);
        for (std::size_t f = 0; f < frames; ++f) {
            throwIfStopped(stop);
            track.push_back({frameTimes[f], motion::json::array({scale.values[f]}), {}, {}});
        }
    }
}

}  // namespace rigpose::retarget::detail
