#include "rigpose/rig/points.h"

namespace rigpose::rig {

namespace {

bool parseEnd(const Rig& rig, std::string_view text, PointRef::End& end)
{
    constexpr std::string_view kTip = ":tip";
    if (text.size() > kTip.size() && text.substr(text.size() - kTip.size()) == kTip) {
        end.tip = true;
        text.remove_suffix(kTip.size());
    }
    end.bone = rig.boneIndex(text);
    if (end.bone < 0)
        return false;
    end.length = rig.bones[static_cast<std::size_t>(end.bone)].length;
    return true;
}

}  // namespace

Loaded<PointRef> parsePoint(const Rig& rig, std::string_view text)
{
    Loaded<PointRef> out;
    out.value.text = std::string(text);
    std::vector<std::string_view> parts;
    if (auto plus = text.find('+'); plus != std::string_view::npos) {
        parts = {text.substr(0, plus), text.substr(plus + 1)};
    } else {
        parts = {text};
    }
    for (std::string_view part : parts) {
        PointRef::End end;
        if (part.empty() || part.find('+') != std::string_view::npos || !parseEnd(rig, part, end)) {
            out.refusals.add("RIG_POINT", "point \"" + std::string(text) + "\": \"" + std::string(part) +
                                              "\" is not a bone of rig \"" + rig.name +
                                              "\"; write bone, bone:tip or a+b");
            continue;
        }
        out.value.ends.push_back(end);
    }
    return out;
}

Eigen::Vector2d pointAt(const PointRef& point, std::span<const WorldTransform> pose)
{
    Eigen::Vector2d sum = Eigen::Vector2d::Zero();
    for (const PointRef::End& end : point.ends) {
        const WorldTransform& w = pose[static_cast<std::size_t>(end.bone)];
        sum += end.tip ? w.toWorld({end.length, 0}) : w.origin();
    }
    return point.ends.empty() ? sum : Eigen::Vector2d(sum / static_cast<double>(point.ends.size()));
}

}  // namespace rigpose::rig
