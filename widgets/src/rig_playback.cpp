#include "rigpose/widgets/rig_playback.h"

namespace rigpose::widgets {

QPointF RigPlacement::toPicture(const Eigen::Vector2d& world) const
{
    const double scale = worldPerPixel > 0 ? 1.0 / worldPerPixel : 1.0;
    // The picture's y runs down, the rig's up.
    return {pictureAnchor.x() + (world.x() - worldAnchor.x()) * scale,
            pictureAnchor.y() - (world.y() - worldAnchor.y()) * scale};
}

RigPlayback::RigPlayback(std::shared_ptr<const rig::Rig> rig, std::shared_ptr<const motion::BoneAnimation> animation,
                         std::vector<double> keyTimes, std::vector<RigPlacement> placements,
                         std::shared_ptr<const RigDrawings> drawings)
    : m_rig(std::move(rig))
    , m_animation(std::move(animation))
    , m_poser(*m_rig)
    , m_keyTimes(std::move(keyTimes))
    , m_placements(std::move(placements))
    , m_drawings(std::move(drawings))
{
    if (m_placements.empty())
        m_placements.emplace_back();
}

std::vector<rig::WorldTransform> RigPlayback::worldAt(std::size_t frame) const
{
    std::vector<rig::LocalPose> pose = m_poser.setupPose();
    if (m_animation && frame < m_keyTimes.size())
        m_animation->apply(m_keyTimes[frame], m_poser.setupPose(), pose);
    return m_poser.worldTransforms(pose);
}

std::optional<double> RigPlayback::timeAt(std::size_t frame) const
{
    // worldAt poses past-the-end frames at setup; the drawings follow it.
    if (!m_animation || frame >= m_keyTimes.size())
        return std::nullopt;
    return m_keyTimes[frame];
}

const RigPlacement& RigPlayback::placementAt(std::size_t frame) const
{
    return m_placements.size() == 1 ? m_placements.front() : m_placements[std::min(frame, m_placements.size() - 1)];
}

}  // namespace rigpose::widgets
