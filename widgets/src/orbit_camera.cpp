#include "rigpose/widgets/orbit_camera.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>

#include <Eigen/Geometry>  // cross()

namespace rigpose::widgets {

namespace {

double radians(double degrees) { return degrees * std::numbers::pi / 180.0; }

// Below this a box's side counts as flat: it says nothing about the scale.
constexpr double kFlat = 1e-9;

}  // namespace

QPointF ViewFit::toWidget(QPointF viewPlane) const
{
    const QPointF d = viewPlane - viewPlaneCentre;
    return widgetCentre + QPointF(d.x() * scale, -d.y() * scale);
}

OrbitCamera::OrbitCamera(Preset preset) : m_yaw(presetYaw(preset)), m_pitch(presetPitch(preset)) {}

double OrbitCamera::presetYaw(Preset preset) { return preset == Preset::Side ? 90 : 0; }

double OrbitCamera::presetPitch(Preset preset) { return preset == Preset::Top ? 90 : 0; }

void OrbitCamera::setYawPitch(double yaw, double pitch)
{
    if (!std::isfinite(yaw) || !std::isfinite(pitch))
        return;
    double wrapped = std::remainder(yaw, 360.0);
    if (wrapped <= -180)
        wrapped += 360;
    m_yaw = wrapped;
    m_pitch = std::clamp(pitch, -90.0, 90.0);
}

void OrbitCamera::drag(QPointF widgetDelta)
{
    setYawPitch(m_yaw - widgetDelta.x() * kDegreesPerPixel, m_pitch + widgetDelta.y() * kDegreesPerPixel);
}

Eigen::Vector3d OrbitCamera::right() const
{
    // Depends on yaw alone, so straight above or below the screen's right is still defined.
    const double y = radians(m_yaw);
    return {std::cos(y), 0, -std::sin(y)};
}

Eigen::Vector3d OrbitCamera::towardViewer() const
{
    const double y = radians(m_yaw), p = radians(m_pitch);
    return {std::sin(y) * std::cos(p), std::sin(p), std::cos(y) * std::cos(p)};
}

Eigen::Vector3d OrbitCamera::up() const { return towardViewer().cross(right()); }

QPointF OrbitCamera::project(const Eigen::Vector3d& p) const { return {p.dot(right()), p.dot(up())}; }

double OrbitCamera::depth(const Eigen::Vector3d& p) const { return -p.dot(towardViewer()); }

ViewFit OrbitCamera::fit(const std::vector<Eigen::Vector3d>& points, const QRectF& viewport, double margin) const
{
    constexpr double inf = std::numeric_limits<double>::infinity();
    double left = inf, right = -inf, bottom = inf, top = -inf;
    for (const Eigen::Vector3d& p : points) {
        if (!p.allFinite())
            continue;
        const QPointF q = project(p);
        left = std::min(left, q.x());
        right = std::max(right, q.x());
        bottom = std::min(bottom, q.y());
        top = std::max(top, q.y());
    }
    ViewFit out;
    out.widgetCentre = viewport.center();
    if (left > right)
        return out;
    out.viewPlaneCentre = QPointF((left + right) / 2, (bottom + top) / 2);
    // A viewport smaller than its margins still draws, a pixel wide, rather than inside out.
    const double width = std::max(viewport.width() - 2 * margin, 1.0);
    const double height = std::max(viewport.height() - 2 * margin, 1.0);
    const double boxWidth = right - left, boxHeight = top - bottom;
    if (boxWidth > kFlat && boxHeight > kFlat)
        out.scale = std::min(width / boxWidth, height / boxHeight);
    else if (boxWidth > kFlat)
        out.scale = width / boxWidth;
    else if (boxHeight > kFlat)
        out.scale = height / boxHeight;
    return out;
}

}  // namespace rigpose::widgets
