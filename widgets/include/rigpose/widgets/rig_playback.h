#pragma once
// The retargeted rig, ready to pose at any frame: the rig, the new animation's bone timelines
// and where the rig stands in the picture. Posing is our Poser on the evaluator's local pose,
// the same arithmetic the gate checks, so what the viewport draws is what the gate measured.
// A value built by the runner off the GUI thread; views only ask it for a frame.

#include <QPointF>

#include <memory>
#include <optional>
#include <vector>

#include <Eigen/Core>

#include "rigpose/motion/evaluator.h"
#include "rigpose/rig/poser.h"
#include "rigpose/rig/rig.h"
#include "rigpose/widgets/rig_drawings.h"

namespace rigpose::widgets {

// How rig world units (y up) sit on the picture (px, y down) on one frame: the rig point
// `worldAnchor` lands on the picture point `pictureAnchor`, and `worldPerPixel` world units
// make one pixel.
struct RigPlacement {
    Eigen::Vector2d worldAnchor{0, 0};
    Eigen::Vector2d pictureAnchor{0, 0};
    double worldPerPixel = 1;

    QPointF toPicture(const Eigen::Vector2d& world) const;
};

class RigPlayback {
public:
    // `animation` may be null (the setup pose on every frame). `keyTimes` are the animation's
    // times per pose frame; `placements` one per frame, or one for all; `drawings` the rig's
    // pictures and attachment keys (null: the skeleton alone).
    RigPlayback(std::shared_ptr<const rig::Rig> rig, std::shared_ptr<const motion::BoneAnimation> animation,
                std::vector<double> keyTimes, std::vector<RigPlacement> placements,
                std::shared_ptr<const RigDrawings> drawings = nullptr);

    const rig::Rig& rig() const { return *m_rig; }
    std::size_t frameCount() const { return m_keyTimes.size(); }
    // Every bone's world transform at `frame` (rig order).
    std::vector<rig::WorldTransform> worldAt(std::size_t frame) const;
    const RigPlacement& placementAt(std::size_t frame) const;
    // The animation's time at `frame`; nullopt without an animation (the setup pose).
    std::optional<double> timeAt(std::size_t frame) const;
    // Null when the playback was given none.
    const RigDrawings* drawings() const { return m_drawings.get(); }

private:
    std::shared_ptr<const rig::Rig> m_rig;
    std::shared_ptr<const motion::BoneAnimation> m_animation;
    rig::Poser m_poser;
    std::vector<double> m_keyTimes;
    std::vector<RigPlacement> m_placements;
    std::shared_ptr<const RigDrawings> m_drawings;
};

}  // namespace rigpose::widgets
