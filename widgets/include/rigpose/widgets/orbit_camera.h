#pragma once
// An orthographic camera turning about a Y-up world (the body faces +Z, its left on +X), for
// the 3D skeleton view. A value with no widget, so its maths is tested alone.
//
// Yaw turns the camera about +Y, pitch lifts it above the horizon (degrees). At yaw 0, pitch 0
// (Front) it stands on +Z looking toward -Z: the figure faces the viewer, so its left (+X) is
// on the viewer's right. Yaw 90 (Side) stands on +X, the figure's left: its front (+Z) is on
// the screen's left. Pitch 90 (Top) looks down from +Y: +X on the right, the front (+Z) toward
// the screen's bottom.

#include <QPointF>
#include <QRectF>

#include <Eigen/Core>

#include <vector>

namespace rigpose::widgets {

// Where the view plane lands in a viewport: `viewPlaneCentre` on `widgetCentre`, `scale`
// widget px per world unit, the view plane's y (up) turned to the widget's (down).
struct ViewFit {
    QPointF viewPlaneCentre;
    QPointF widgetCentre;
    double scale = 1;

    QPointF toWidget(QPointF viewPlane) const;
};

class OrbitCamera {
public:
    enum class Preset { Front, Side, Top };

    // A drag of one widget px turns the camera half a degree: across a 360 px view is half a
    // turn, enough to see the back without letting go.
    static constexpr double kDegreesPerPixel = 0.5;

    explicit OrbitCamera(Preset preset = Preset::Front);

    static double presetYaw(Preset preset);
    static double presetPitch(Preset preset);

    double yaw() const { return m_yaw; }
    double pitch() const { return m_pitch; }
    // Yaw wrapped into (-180, 180], pitch clamped to [-90, 90]; a value that is not finite
    // leaves the camera as it was.
    void setYawPitch(double yaw, double pitch);
    // The figure follows the mouse: dragging right brings its front toward the screen's right
    // (yaw falls), dragging down tips its top toward the viewer (pitch rises).
    void drag(QPointF widgetDelta);

    // `p` on the view plane: x to the screen's right, y up, in world units.
    QPointF project(const Eigen::Vector3d& p) const;
    // How far `p` lies behind the view plane through the origin: larger is farther, so drawing
    // from the largest depth down draws back to front.
    double depth(const Eigen::Vector3d& p) const;

    // The camera's axes in the world: the screen's right, its up, and toward the viewer.
    Eigen::Vector3d right() const;
    Eigen::Vector3d up() const;
    Eigen::Vector3d towardViewer() const;

    // The fit that puts the projected bounding box of `points` (the finite ones) in the middle
    // of `viewport`, as large as fits `margin` px inside it. A box flat along one axis is
    // fitted by the other; a single point or none is drawn at one unit a pixel.
    ViewFit fit(const std::vector<Eigen::Vector3d>& points, const QRectF& viewport, double margin) const;

private:
    double m_yaw = 0;
    double m_pitch = 0;
};

}  // namespace rigpose::widgets
