// The output motion (rigc-motion/1): the rig's own animations carried, then the new one with
// a rotate track per mapped bone and a translate track on the translated bone (and on the head when it nods), one linear key
// per pose frame at t - t0.

#include "parts.h"

#include "rigpose/util/number_format.h"

namespace rigpose::retarget::detail {

motion::Motion buildMotion(const rig::Rig& rig, const motion::Motion* base, const std::string& name,
                           const std::vector<double>& frameTimes, const Targets& targets, const KeyTracks& keys)
{
    motion::Motion out;
    if (base)
        out = *base;
    out.archetype = rig.name;
    out.cut = name;
    motion::Animation animation;
    animation.name = name;
    animation.duration = frameTimes.empty() ? 0 : frameTimes.back();
    for (std::size_t b = 0; b < targets.bones.size(); ++b) {
        motion::Track track;
        track.target = rig.bones[static_cast<std::size_t>(targets.bones[b].bone)].name;
        track.property = "rotate";
        track.keys.reserve(frameTimes.size());
        for (std::size_t f = 0; f < frameTimes.size(); ++f)
            track.keys.push_back({frameTimes[f], motion::json::array({keys.rotate[b][f]}), {}, {}});
        animation.tracks.push_back(std::move(track));
    }
    if (targets.translatedBone >= 0) {
        motion::Track track;
        track.target = rig.bones[static_cast<std::size_t>(targets.translatedBone)].name;
        track.property = "translate";
        track.keys.reserve(frameTimes.size());
        for (std::size_t f = 0; f < frameTimes.size(); ++f)
            track.keys.push_back({frameTimes[f], motion::json::array({keys.translate[f].x(), keys.translate[f].y()}), {}, {}});
        animation.tracks.push_back(std::move(track));
    }
    // The head's nod (nod.cpp): a translate track on the head bone.
    if (keys.nodBone >= 0) {
        motion::Track track;
        track.target = rig.bones[static_cast<std::size_t>(keys.nodBone)].name;
        track.property = "translate";
        track.keys.reserve(frameTimes.size());
        for (std::size_t f = 0; f < frameTimes.size(); ++f)
            track.keys.push_back(
                {frameTimes[f], motion::json::array({keys.nodTranslate[f].x(), keys.nodTranslate[f].y()}), {}, {}});
        animation.tracks.push_back(std::move(track));
    }
    out.animations.push_back(std::move(animation));
    return out;
}

}  // namespace rigpose::retarget::detail
