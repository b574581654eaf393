#include "channels.h"

namespace rigpose::idle::detail {

namespace {

std::vector<std::string> boneChannels(const std::string& property)
{
    if (property == "translate")
        return {"translatex", "translatey"};
    if (property == "scale")
        return {"scalex", "scaley"};
    if (property == "shear")
        return {"shearx", "sheary"};
    return {property};
}

std::vector<std::string> slotChannels(const std::string& property)
{
    if (property == "rgba")
        return {"rgb", "alpha"};
    if (property == "rgba2")
        return {"rgb", "alpha", "dark"};
    return {property};
}

}  // namespace

std::vector<std::string> bonesOf(const motion::Motion& motion, const motion::Track& track)
{
    if (track.kind == motion::TargetKind::Bone)
        return {track.target};
    if (track.kind == motion::TargetKind::Group)
        if (const std::vector<std::string>* members = motion.group(track.target))
            return *members;
    return {};
}

std::vector<Channel> channelsOf(const motion::Motion& motion, const motion::Track& track)
{
    std::vector<Channel> out;
    switch (track.kind) {
    case motion::TargetKind::Bone:
    case motion::TargetKind::Group:
        for (const std::string& bone : bonesOf(motion, track))
            for (const std::string& c : boneChannels(track.property))
                out.push_back({"bone:" + bone, c});
        break;
    case motion::TargetKind::Slot:
        for (const std::string& c : slotChannels(track.property))
            out.push_back({"slot:" + track.target, c});
        break;
    default:
        out.push_back({std::string(motion::targetKey(track.kind)) + ":" + track.target, track.property});
        break;
    }
    return out;
}

std::string trackName(const motion::Track& track)
{
    return std::string(motion::targetKey(track.kind)) + " \"" + track.target + "\" " + track.property;
}

}  // namespace rigpose::idle::detail
