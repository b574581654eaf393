// The Poser against transforms derived by hand for each inherit mode, under rotated, scaled,
// sheared and mirrored parents (the figures in the comments are worked out on paper from
// Spine's definition of each mode, not read back from the code).

#include <QTest>

#include <cmath>

#include "rigpose/rig/points.h"
#include "rigpose/rig/poser.h"
#include "rigpose/rig/reader.h"

using namespace rigpose::rig;

namespace {

const double c30 = std::sqrt(3.0) / 2, s30 = 0.5;

// 1e-6: the runtime's pi (3.1415927) puts cos 90° at about -2.3e-8, not 0, and lengths scale it.
void expectMatrix(const WorldTransform& w, double a, double b, double c, double d, double x, double y)
{
    const double tol = 1e-6;
    QVERIFY2(std::abs(w.a - a) < tol, qPrintable(QStringLiteral("a %1 vs %2").arg(w.a).arg(a)));
    QVERIFY2(std::abs(w.b - b) < tol, qPrintable(QStringLiteral("b %1 vs %2").arg(w.b).arg(b)));
    QVERIFY2(std::abs(w.c - c) < tol, qPrintable(QStringLiteral("c %1 vs %2").arg(w.c).arg(c)));
    QVERIFY2(std::abs(w.d - d) < tol, qPrintable(QStringLiteral("d %1 vs %2").arg(w.d).arg(d)));
    QVERIFY2(std::abs(w.worldX - x) < tol, qPrintable(QStringLiteral("x %1 vs %2").arg(w.worldX).arg(x)));
    QVERIFY2(std::abs(w.worldY - y) < tol, qPrintable(QStringLiteral("y %1 vs %2").arg(w.worldY).arg(y)));
}

LocalPose local(double x, double y, double rotation, double sx = 1, double sy = 1, Inherit mode = Inherit::Normal)
{
    LocalPose l;
    l.x = x;
    l.y = y;
    l.rotation = rotation;
    l.scaleX = sx;
    l.scaleY = sy;
    l.inherit = mode;
    return l;
}

}  // namespace

class TestPoser : public QObject {
    Q_OBJECT
private slots:
    void rootIsItsLocalMatrix()
    {
        // rotation 90, scale (2, 1): x axis (0, 2), y axis at 180°: (-1, 0).
        expectMatrix(worldTransform(local(10, 20, 90, 2, 1), nullptr), 0, -1, 2, 0, 10, 20);
    }

    void shearTurnsOneAxis()
    {
        LocalPose l = local(0, 0, 0);
        l.shearY = 30;   // y axis at 90 + 30 = 120°
        l.shearX = -10;  // x axis at -10°
        expectMatrix(worldTransform(l, nullptr), std::cos(-10 * M_PI / 180), -0.5, std::sin(-10 * M_PI / 180), c30, 0,
                     0);
    }

    void normalChildTakesEverything()
    {
        const WorldTransform parent = worldTransform(local(10, 20, 90, 2, 1), nullptr);
        // Origin: P·(5, 0) + (10, 20) = (0·5, 2·5) + (10, 20) = (10, 30). Rotation 30 under P:
        // P·R30 = [0 -1; 2 0]·[c -s; s c] = [-s, -c; 2c, -2s].
        expectMatrix(worldTransform(local(5, 0, 30), &parent), -s30, -c30, 2 * c30, -2 * s30, 10, 30);
    }

    void onlyTranslationKeepsItsOwnAxes()
    {
        const WorldTransform parent = worldTransform(local(10, 20, 90, 2, 1), nullptr);
        expectMatrix(worldTransform(local(5, 0, 30, 1, 1, Inherit::OnlyTranslation), &parent), c30, -s30, s30, c30, 10,
                     30);
    }

    void noRotationOrReflectionKeepsScaleOnly()
    {
        const WorldTransform parent = worldTransform(local(0, 0, 90, 2, 1), nullptr);
        // P = [0 -1; 2 0]: x axis (0, 2), |x|² = 4, k = |det|/4 = 0.5, conformal [0 -1; 2 0];
        // r = 0 - 90 = -90, local R(-90) = [0 1; -1 0]; world = [1 0; 0 2].
        expectMatrix(worldTransform(local(3, 0, 0, 1, 1, Inherit::NoRotationOrReflection), &parent), 1, 0, 0, 2, 0, 6);
    }

    void noRotationOrReflectionUndoesAMirror()
    {
        const WorldTransform parent = worldTransform(local(0, 0, 0, -1, 1), nullptr);  // [-1 0; 0 1]
        // x axis (-1, 0), k = 1, conformal [-1 0; 0 -1]; r = 30 - 180 = -150;
        // world = -R(-150) = R(30): no mirror, no turn from the parent.
        expectMatrix(worldTransform(local(0, 0, 30, 1, 1, Inherit::NoRotationOrReflection), &parent), c30, -s30, s30,
                     c30, 0, 0);
        // The same under normal keeps the mirror: P·R30 = [-c s; s c], det -1.
        expectMatrix(worldTransform(local(0, 0, 30), &parent), -c30, s30, s30, c30, 0, 0);
    }

    void noScaleKeepsTurnAndMirror()
    {
        const WorldTransform parent = worldTransform(local(0, 0, 0, -2, 3), nullptr);  // [-2 0; 0 3]
        // Direction P·(1, 0) = (-2, 0) → (-1, 0); det < 0, so the y axis turns the other way:
        // [ux, uy; uy, -ux]·… = [-1 0; 0 1]. Scale 2 on x is the bone's own: [-2 0; 0 1].
        expectMatrix(worldTransform(local(1, 1, 0, 2, 1, Inherit::NoScale), &parent), -2, 0, 0, 1, -2, 3);
    }

    void noScaleOrReflectionKeepsTurnOnly()
    {
        const WorldTransform parent = worldTransform(local(0, 0, 0, -2, 3), nullptr);
        // Same direction (-1, 0), y axis +90° from it: (0, -1). World = rotation by 180°.
        expectMatrix(worldTransform(local(1, 1, 0, 2, 1, Inherit::NoScaleOrReflection), &parent), -2, 0, 0, -1, -2, 3);
        // Rotation 30 under the mirror: direction P·(c, s) = (-2c, 3s) normalised.
        const double len = std::hypot(2 * c30, 3 * s30), ux = -2 * c30 / len, uy = 3 * s30 / len;
        expectMatrix(worldTransform(local(0, 0, 30, 1, 1, Inherit::NoScaleOrReflection), &parent), ux, -uy, uy, ux, 0,
                     0);
    }

    void noScaleUnderRotatedScaledParent()
    {
        const WorldTransform parent = worldTransform(local(0, 0, 90, 3, 3), nullptr);  // [0 -3; 3 0]
        // Direction P·(cos 30, sin 30) = (-3s, 3c) → (-s, c): 120°. det > 0: plain rotation 120°.
        const double c120 = -0.5, s120 = c30;
        expectMatrix(worldTransform(local(0, 0, 30, 1, 1, Inherit::NoScale), &parent), c120, -s120, s120, c120, 0, 0);
    }

    void poserWalksParentsFirst()
    {
        const auto loaded = readRigText(R"({"spec":"rigc-rig/1","name":"t","skeleton":{"width":1,"height":1},
            "bones":[{"name":"root","x":1},{"name":"a","parent":"root","x":2,"rotation":90,"length":4},
                     {"name":"b","parent":"a","x":3}],"slots":[]})",
                                        "inline");
        QVERIFY(loaded.ok());
        const Poser poser(loaded.value);
        const auto world = poser.setupWorld();
        QCOMPARE(world.size(), std::size_t(3));
        // b sits 3 along a's x axis, which points up: (3, 0) + (0, 3).
        expectMatrix(world[2], 0, -1, 1, 0, 3, 3);
        QVERIFY(std::abs(world[1].rotation() - 90) < 1e-5);

        auto tip = parsePoint(loaded.value, "a:tip");
        QVERIFY(tip.ok());
        const Eigen::Vector2d t = pointAt(tip.value, world);
        QVERIFY(std::abs(t.x() - 3) < 1e-6 && std::abs(t.y() - 4) < 1e-6);  // 4 up from (3, 0)
        auto mid = parsePoint(loaded.value, "root+b");
        QVERIFY(mid.ok());
        const Eigen::Vector2d m = pointAt(mid.value, world);
        QVERIFY(std::abs(m.x() - 2) < 1e-6 && std::abs(m.y() - 1.5) < 1e-6);  // between (1, 0) and (3, 3)
        QVERIFY(parsePoint(loaded.value, "nose").refusals.has("RIG_POINT"));
        QVERIFY(parsePoint(loaded.value, "a+").refusals.has("RIG_POINT"));
    }
};

QTEST_GUILESS_MAIN(TestPoser)
#include "tst_poser.moc"
