// Blender's rotation modes as turns and back: the names, and the Euler orders composed and taken
// apart generically over the order of their axes.

#include <algorithm>
#include <cmath>
#include <numbers>

#include "rigpose/r3d/mpfb_pose.h"

namespace rigpose::r3d {

namespace {

constexpr std::pair<RotationMode, std::string_view> kRotationNames[] = {
    {RotationMode::XYZ, "XYZ"},
    {RotationMode::XZY, "XZY"},
    {RotationMode::YXZ, "YXZ"},
    {RotationMode::YZX, "YZX"},
    {RotationMode::ZXY, "ZXY"},
    {RotationMode::ZYX, "ZYX"},
    {RotationMode::Quaternion, "QUATERNION"},
    {RotationMode::AxisAngle, "AXIS_ANGLE"},
};

constexpr std::pair<CaptureMode, std::string_view> kCaptureNames[] = {{CaptureMode::Fk, "fk"},
                                                                      {CaptureMode::Ik, "ik"},
                                                                      {CaptureMode::Partial, "partial"}};

// An Euler mode's axes in the order they are applied (0 = X).
std::array<int, 3> axesOf(RotationMode mode)
{
    const std::string_view name = rotationModeName(mode);
    return {name[0] - 'X', name[1] - 'X', name[2] - 'X'};
}

bool isEuler(RotationMode mode) { return mode != RotationMode::Quaternion && mode != RotationMode::AxisAngle; }

// +1 when the order is a cyclic turn of X, Y, Z (XYZ, YZX, ZXY), -1 otherwise: the sign the
// off-diagonal terms take in the decomposition.
double parityOf(const std::array<int, 3>& axes) { return (axes[1] - axes[0] + 3) % 3 == 1 ? 1.0 : -1.0; }

}  // namespace

std::string_view rotationModeName(RotationMode mode)
{
    for (const auto& [m, name] : kRotationNames)
        if (m == mode)
            return name;
    return "";
}

std::optional<RotationMode> rotationModeNamed(std::string_view name)
{
    for (const auto& [m, n] : kRotationNames)
        if (n == name)
            return m;
    return std::nullopt;
}

std::size_t rotationModeLength(RotationMode mode) { return isEuler(mode) ? 3 : 4; }

std::string_view captureModeName(CaptureMode mode)
{
    for (const auto& [m, name] : kCaptureNames)
        if (m == mode)
            return name;
    return "";
}

std::optional<CaptureMode> captureModeNamed(std::string_view name)
{
    for (const auto& [m, n] : kCaptureNames)
        if (n == name)
            return m;
    return std::nullopt;
}

Eigen::Quaterniond mpfbRotation(const MpfbBoneRotation& rotation)
{
    const auto& v = rotation.values;
    if (rotation.mode == RotationMode::Quaternion) {
        const Eigen::Quaterniond q(v[0], v[1], v[2], v[3]);
        return q.norm() > 0 ? q.normalized() : Eigen::Quaterniond::Identity();
    }
    if (rotation.mode == RotationMode::AxisAngle) {
        const Eigen::Vector3d axis(v[1], v[2], v[3]);
        if (!(axis.norm() > 0))
            return Eigen::Quaterniond::Identity();  // as Blender takes a null axis
        return Eigen::Quaterniond(Eigen::AngleAxisd(v[0], axis.normalized()));
    }
    // The first axis turns first, so it stands rightmost in the product.
    Eigen::Quaterniond q = Eigen::Quaterniond::Identity();
    for (const int axis : axesOf(rotation.mode))
        q = Eigen::Quaterniond(Eigen::AngleAxisd(v[static_cast<std::size_t>(axis)], Eigen::Vector3d::Unit(axis))) * q;
    return q.normalized();
}

std::array<double, 4> mpfbValuesOf(const Eigen::Quaterniond& turn, RotationMode mode)
{
    Eigen::Quaterniond q = turn.normalized();
    if (q.w() < 0)
        q.coeffs() *= -1;
    if (mode == RotationMode::Quaternion)
        return {q.w(), q.x(), q.y(), q.z()};
    if (mode == RotationMode::AxisAngle) {
        const double s = q.vec().norm();
        if (!(s > 0))
            return {0, 0, 1, 0};  // Blender's own null axis-angle: no angle about +Y
        const Eigen::Vector3d axis = q.vec() / s;
        return {2 * std::atan2(s, q.w()), axis.x(), axis.y(), axis.z()};
    }
    // R = R_k(c) R_j(b) R_i(a) for the axes i, j, k in the order applied.
    const std::array<int, 3> axes = axesOf(mode);
    const int i = axes[0], j = axes[1], k = axes[2];
    const double s = parityOf(axes);
    const Eigen::Matrix3d r = q.toRotationMatrix();
    const double cosB = std::hypot(r(k, j), r(k, k));
    double a = 0, b = std::atan2(-s * r(k, i), cosB), c = 0;
    if (cosB > 1e-12) {
        a = std::atan2(s * r(k, j), r(k, k));
        c = std::atan2(s * r(j, i), r(i, i));
    } else {
        // Gimbal lock: only a + c or a - c is known; the last turn is set to 0.
        a = std::atan2(-s * r(j, k), r(j, j));
    }
    std::array<double, 4> out{};
    out[static_cast<std::size_t>(i)] = a;
    out[static_cast<std::size_t>(j)] = b;
    out[static_cast<std::size_t>(k)] = c;
    return out;
}

}  // namespace rigpose::r3d
