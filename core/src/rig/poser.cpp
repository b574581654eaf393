#include "rigpose/rig/poser.h"

#include <cmath>

namespace rigpose::rig {

namespace {

// The runtime converts degrees with pi written as the decimal 3.1415927 (in double
// arithmetic), and back by multiplying with 180/pi; using the same constants keeps us on
// its last bits rather than 1e-8 away.
constexpr double kRuntimePi = 3.1415927;
constexpr double kDegToRad = kRuntimePi / 180;
constexpr double kRadToDeg = 180 / kRuntimePi;
// Below this squared length the parent's x axis has collapsed and its angle means nothing;
// noRotationOrReflection then reads the parent's y axis instead.
constexpr double kCollapsedAxisSquared = 0.00001 * 0.00001;

struct Matrix2 {
    double a, b, c, d;
};

Matrix2 multiply(const Matrix2& p, const Matrix2& q)
{
    return {p.a * q.a + p.b * q.c, p.a * q.b + p.b * q.d, p.c * q.a + p.d * q.c, p.c * q.b + p.d * q.d};
}

// The bone's own matrix: its x axis at rotation + shearX, scaled by scaleX; its y axis at
// rotation + 90 + shearY (always taken as cos/sin of that angle, as the runtime does),
// scaled by scaleY.
Matrix2 localMatrix(double rotation, double shearX, double shearY, double scaleX, double scaleY)
{
    const double xAngle = (rotation + shearX) * kDegToRad;
    const double yAngle = (rotation + 90 + shearY) * kDegToRad;
    return {std::cos(xAngle) * scaleX, std::cos(yAngle) * scaleY, std::sin(xAngle) * scaleX, std::sin(yAngle) * scaleY};
}

// noRotationOrReflection: the parent's matrix made conformal about its x axis (the y axis
// turned to 90° from it, long enough to keep |det|, so scale stays and a mirror goes), and
// the bone's rotation taken relative to that axis, so the parent's turn cancels out.
Matrix2 withoutRotationOrReflection(const LocalPose& l, const Matrix2& p)
{
    double lengthSquared = p.a * p.a + p.c * p.c;
    Matrix2 conformal{};
    double r = 0;
    if (lengthSquared > kCollapsedAxisSquared) {
        const double k = std::abs(p.a * p.d - p.b * p.c) / lengthSquared;
        conformal = {p.a, -p.c * k, p.c, p.a * k};
        r = l.rotation - std::atan2(p.c, p.a) * kRadToDeg;
    } else {
        conformal = {0, -p.b, 0, p.d};
        r = l.rotation - 90 + std::atan2(p.d, p.b) * kRadToDeg;
    }
    // The runtime adds shearY before the right angle here (not in localMatrix).
    const double xAngle = (r + l.shearX) * kDegToRad;
    const double yAngle = (r + l.shearY + 90) * kDegToRad;
    const Matrix2 local{std::cos(xAngle) * l.scaleX, std::cos(yAngle) * l.scaleY, std::sin(xAngle) * l.scaleX,
                        std::sin(yAngle) * l.scaleY};
    return multiply(conformal, local);
}

// noScale / noScaleOrReflection: the bone's rotation carried through the parent as a unit
// direction; the frame's y axis is that direction turned +90°, or -90° when the parent
// mirrors and the mode keeps the mirror (noScale). Shear and scale are the bone's own.
Matrix2 withoutScale(const LocalPose& l, const Matrix2& p, bool keepReflection)
{
    const double r = l.rotation * kDegToRad;
    const double cos = std::cos(r), sin = std::sin(r);
    double ux = p.a * cos + p.b * sin;
    double uy = p.c * cos + p.d * sin;
    const double inverseLength = 1 / std::sqrt(ux * ux + uy * uy);
    ux *= inverseLength;
    uy *= inverseLength;
    const double turn = keepReflection && p.a * p.d - p.b * p.c < 0 ? -1 : 1;
    const Matrix2 frame{ux, -uy * turn, uy, ux * turn};
    return multiply(frame, localMatrix(0, l.shearX, l.shearY, l.scaleX, l.scaleY));
}

}  // namespace

double WorldTransform::rotation() const { return std::atan2(c, a) * kRadToDeg; }

WorldTransform worldTransform(const LocalPose& l, const WorldTransform* parent)
{
    WorldTransform w;
    if (!parent) {
        const Matrix2 m = localMatrix(l.rotation, l.shearX, l.shearY, l.scaleX, l.scaleY);
        return {m.a, m.b, m.c, m.d, l.x, l.y};
    }
    const Matrix2 p{parent->a, parent->b, parent->c, parent->d};
    // The origin always follows the parent's full matrix; the modes shape only the axes.
    w.worldX = p.a * l.x + p.b * l.y + parent->worldX;
    w.worldY = p.c * l.x + p.d * l.y + parent->worldY;
    Matrix2 m{};
    switch (l.inherit) {
    case Inherit::Normal:
        m = multiply(p, localMatrix(l.rotation, l.shearX, l.shearY, l.scaleX, l.scaleY));
        break;
    case Inherit::OnlyTranslation:
        m = localMatrix(l.rotation, l.shearX, l.shearY, l.scaleX, l.scaleY);
        break;
    case Inherit::NoRotationOrReflection:
        m = withoutRotationOrReflection(l, p);
        break;
    case Inherit::NoScale:
        m = withoutScale(l, p, true);
        break;
    case Inherit::NoScaleOrReflection:
        m = withoutScale(l, p, false);
        break;
    }
    w.a = m.a;
    w.b = m.b;
    w.c = m.c;
    w.d = m.d;
    return w;
}

Poser::Poser(const Rig& rig)
{
    m_parents.reserve(rig.bones.size());
    m_setup.reserve(rig.bones.size());
    for (const BoneData& bone : rig.bones) {
        m_parents.push_back(bone.parentIndex);
        m_setup.push_back(
            {bone.x, bone.y, bone.rotation, bone.scaleX, bone.scaleY, bone.shearX, bone.shearY, bone.inherit});
    }
}

void Poser::worldTransforms(std::span<const LocalPose> locals, std::span<WorldTransform> out) const
{
    for (std::size_t i = 0; i < m_parents.size(); ++i) {
        const int parent = m_parents[i];
        out[i] = worldTransform(locals[i], parent >= 0 ? &out[static_cast<std::size_t>(parent)] : nullptr);
    }
}

std::vector<WorldTransform> Poser::worldTransforms(std::span<const LocalPose> locals) const
{
    std::vector<WorldTransform> out(m_parents.size());
    worldTransforms(locals, out);
    return out;
}

}  // namespace rigpose::rig
