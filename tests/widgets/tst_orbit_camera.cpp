// OrbitCamera, the 3D view's orthographic camera: what each preset shows where, turns worked out
// by hand (cos 30° = √3/2, sin 30° = 1/2), the drag's degrees per pixel, the clamp and the wrap,
// and the fit of a figure into a viewport.

#include <QTest>

#include <cmath>
#include <limits>

#include "rigpose/widgets/orbit_camera.h"

using rigpose::widgets::OrbitCamera;
using rigpose::widgets::ViewFit;
using Preset = OrbitCamera::Preset;
using V = Eigen::Vector3d;

namespace {

constexpr double kTolerance = 1e-12;
const double kCos30 = std::sqrt(3.0) / 2;

bool near(QPointF a, QPointF b, double tolerance = kTolerance)
{
    return std::abs(a.x() - b.x()) < tolerance && std::abs(a.y() - b.y()) < tolerance;
}

bool near(double a, double b) { return std::abs(a - b) < kTolerance; }

QByteArray shown(QPointF p) { return QByteArray::number(p.x()) + ", " + QByteArray::number(p.y()); }

}  // namespace

class TestOrbitCamera : public QObject {
    Q_OBJECT

private slots:
    void frontFacesTheViewer()
    {
        const OrbitCamera front(Preset::Front);
        QCOMPARE(front.yaw(), 0.0);
        QCOMPARE(front.pitch(), 0.0);
        // The figure's left (+X) on the viewer's right, up up, its front toward the viewer.
        QVERIFY2(near(front.project(V(1, 0, 0)), {1, 0}), shown(front.project(V(1, 0, 0))));
        QVERIFY(near(front.project(V(0, 1, 0)), {0, 1}));
        QVERIFY(near(front.project(V(0, 0, 1)), {0, 0}));
        QVERIFY(near(front.depth(V(0, 0, 1)), -1));  // nearer than the origin
        QVERIFY(near(front.depth(V(0, 0, -1)), 1));
        QVERIFY(near(front.project(V(2, -3, 5)), {2, -3}));
    }

    void sideLooksFromTheFiguresLeft()
    {
        const OrbitCamera side(Preset::Side);
        QCOMPARE(side.yaw(), 90.0);
        // From +X: the front (+Z) on the screen's left, its back on the right, +X toward us.
        QVERIFY2(near(side.project(V(0, 0, 1)), {-1, 0}), shown(side.project(V(0, 0, 1))));
        QVERIFY(near(side.project(V(0, 0, -1)), {1, 0}));
        QVERIFY(near(side.project(V(0, 1, 0)), {0, 1}));
        QVERIFY(near(side.project(V(1, 0, 0)), {0, 0}));
        QVERIFY(near(side.depth(V(1, 0, 0)), -1));
    }

    void topLooksDownWithTheFrontBelow()
    {
        const OrbitCamera top(Preset::Top);
        QCOMPARE(top.pitch(), 90.0);
        QVERIFY2(near(top.project(V(0, 0, 1)), {0, -1}), shown(top.project(V(0, 0, 1))));
        QVERIFY(near(top.project(V(1, 0, 0)), {1, 0}));
        QVERIFY(near(top.project(V(0, 1, 0)), {0, 0}));
        QVERIFY(near(top.depth(V(0, 1, 0)), -1));  // the head is nearest from above
    }

    void inBetweenAngles()
    {
        OrbitCamera camera;
        // Yaw 30: the camera has moved toward +X, so +X turns away (x = cos 30°) and the front
        // slides left (x = -sin 30°).
        camera.setYawPitch(30, 0);
        QVERIFY(near(camera.project(V(1, 0, 0)), {kCos30, 0}));
        QVERIFY(near(camera.project(V(0, 0, 1)), {-0.5, 0}));
        QVERIFY(near(camera.depth(V(0, 0, 1)), -kCos30));
        QVERIFY(near(camera.depth(V(1, 0, 0)), -0.5));
        // Pitch 30 from the front: up shortens to cos 30° and the front drops by sin 30°.
        camera.setYawPitch(0, 30);
        QVERIFY(near(camera.project(V(0, 1, 0)), {0, kCos30}));
        QVERIFY(near(camera.project(V(0, 0, 1)), {0, -0.5}));
        QVERIFY(near(camera.project(V(1, 0, 0)), {1, 0}));
        QVERIFY(near(camera.depth(V(0, 1, 0)), -0.5));
    }

    void dragTurnsHalfADegreeAPixel()
    {
        QCOMPARE(OrbitCamera::kDegreesPerPixel, 0.5);
        OrbitCamera camera;
        camera.drag({60, 0});  // right: the front follows the mouse, yaw falls
        QCOMPARE(camera.yaw(), -30.0);
        QCOMPARE(camera.pitch(), 0.0);
        camera.drag({0, 40});  // down: seen from above
        QCOMPARE(camera.pitch(), 20.0);
        QCOMPARE(camera.yaw(), -30.0);
    }

    void aQuarterTurnFromTheFrontIsTheSide()
    {
        OrbitCamera camera(Preset::Front);
        camera.drag({-180, 0});
        QCOMPARE(camera.yaw(), 90.0);
        const OrbitCamera side(Preset::Side);
        for (const V& p : {V(1, 0, 0), V(0, 1, 0), V(0, 0, 1), V(0.3, -1.2, 2.5)}) {
            QVERIFY(near(camera.project(p), side.project(p)));
            QVERIFY(near(camera.depth(p), side.depth(p)));
        }
    }

    void pitchClampsAndYawWraps()
    {
        OrbitCamera camera;
        camera.setYawPitch(0, 120);
        QCOMPARE(camera.pitch(), 90.0);
        camera.setYawPitch(0, -200);
        QCOMPARE(camera.pitch(), -90.0);
        camera.setYawPitch(0, 0);
        camera.drag({0, 400});  // 200° asked, 90° given
        QCOMPARE(camera.pitch(), 90.0);
        camera.setYawPitch(270, 0);
        QCOMPARE(camera.yaw(), -90.0);
        camera.setYawPitch(-180, 0);
        QCOMPARE(camera.yaw(), 180.0);
        camera.setYawPitch(540, 0);
        QCOMPARE(camera.yaw(), 180.0);
        camera.setYawPitch(std::numeric_limits<double>::quiet_NaN(), 10);
        QCOMPARE(camera.yaw(), 180.0);  // ignored
        QCOMPARE(camera.pitch(), 0.0);
        // Straight down the screen's right is still +X, not undefined.
        camera.setYawPitch(0, -90);
        QVERIFY(near(camera.project(V(1, 0, 0)), {1, 0}));
        QVERIFY(near(camera.project(V(0, 0, 1)), {0, 1}));  // from below the front is up
    }

    void fitFillsTheViewportInsideItsMargins()
    {
        const OrbitCamera front;
        // A 2 × 2 box in a 200 × 300 rect at (10, 20), 20 px margins: 160 × 260 free, so the
        // width decides, 80 px a unit, and the box's centre (0, 1) lands on the rect's (110, 170).
        const ViewFit fit = front.fit({V(-1, 0, 0), V(1, 2, 0)}, QRectF(10, 20, 200, 300), 20);
        QCOMPARE(fit.scale, 80.0);
        QVERIFY(near(fit.toWidget(front.project(V(-1, 0, 0))), {30, 250}));
        QVERIFY(near(fit.toWidget(front.project(V(1, 2, 0))), {190, 90}));
        QVERIFY(near(fit.toWidget(front.project(V(0, 1, 0))), {110, 170}));
        // A box flat in x is fitted by its height alone: 260 px over 4 units.
        const ViewFit tall = front.fit({V(0, 0, 0), V(0, 4, 0)}, QRectF(10, 20, 200, 300), 20);
        QCOMPARE(tall.scale, 65.0);
        // Nothing finite to fit: one unit a pixel about the rect's centre.
        const double nan = std::numeric_limits<double>::quiet_NaN();
        const ViewFit none = front.fit({V(nan, 0, 0)}, QRectF(0, 0, 100, 50), 10);
        QCOMPARE(none.scale, 1.0);
        QVERIFY(near(none.toWidget({0, 0}), {50, 25}));
        // A point that is not finite is left out of the box.
        const ViewFit withNan = front.fit({V(-1, 0, 0), V(1, 2, 0), V(nan, 9, 9)}, QRectF(10, 20, 200, 300), 20);
        QCOMPARE(withNan.scale, fit.scale);
    }

    void aTurnedBoxStaysInsideAndTouchesTheMargins()
    {
        OrbitCamera camera;
        camera.setYawPitch(37, 21);
        std::vector<V> corners;
        for (double x : {-0.4, 0.4})
            for (double y : {0.0, 1.8})
                for (double z : {-0.2, 0.3})
                    corners.emplace_back(x, y, z);
        const QRectF viewport(0, 0, 320, 240);
        const double margin = 16;
        const QRectF inside = viewport.adjusted(margin, margin, -margin, -margin);
        const ViewFit fit = camera.fit(corners, viewport, margin);
        double left = 1e9, right = -1e9, top = 1e9, bottom = -1e9;
        for (const V& p : corners) {
            const QPointF w = fit.toWidget(camera.project(p));
            left = std::min(left, w.x());
            right = std::max(right, w.x());
            top = std::min(top, w.y());
            bottom = std::max(bottom, w.y());
        }
        QVERIFY(left >= inside.left() - 1e-9 && right <= inside.right() + 1e-9);
        QVERIFY(top >= inside.top() - 1e-9 && bottom <= inside.bottom() + 1e-9);
        // Filled: centred, and flush with the margins on one axis at least.
        QVERIFY(std::abs((left + right) / 2 - viewport.center().x()) < 1e-9);
        QVERIFY(std::abs((top + bottom) / 2 - viewport.center().y()) < 1e-9);
        const bool flushAcross = std::abs(left - inside.left()) < 1e-9 && std::abs(right - inside.right()) < 1e-9;
        const bool flushDown = std::abs(top - inside.top()) < 1e-9 && std::abs(bottom - inside.bottom()) < 1e-9;
        QVERIFY(flushAcross || flushDown);
    }
};

QTEST_APPLESS_MAIN(TestOrbitCamera)
#include "tst_orbit_camera.moc"
