// The bundled example rig (resources/examples/wave/rig/rig.json) stands on the wave
// generator's figure: every joint of the figure at rest, mapped from picture px (y down) into
// the rig's world (x - 360, 1030 - y; 1 unit = 1 px), is where the rig's bones put it.

#include <QTest>

#include "rigpose/examples/wave_figure.h"
#include "rigpose/rig/points.h"
#include "rigpose/rig/reader.h"
#include "testutils.h"

using namespace rigpose;

class TestExampleRig : public QObject {
    Q_OBJECT
private slots:
    void bonesLandOnTheFiguresJoints()
    {
        const auto loaded = rig::readRigFile(test::sourcePath("resources/examples/wave/rig/rig.json"));
        QVERIFY(loaded.ok());
        const rig::Rig& rig = loaded.value;
        const examples::WaveFigure f;
        const double floor = f.midHip.y() + f.thigh + f.shin;  // the ankles' picture y
        const auto toRig = [&](double px, double py) { return Eigen::Vector2d(px - f.midHip.x(), floor - py); };

        // The figure at rest, in picture px: trunk and head up, arms and legs straight down.
        const double hipY = f.midHip.y(), neckY = hipY - f.trunk, shoulderY = neckY + f.shoulderDrop;
        const double cx = f.midHip.x(), hipHalf = f.hipWidth / 2, shoulderHalf = f.shoulderWidth / 2;
        const struct {
            const char* point;
            Eigen::Vector2d at;
        } joints[] = {
            {"hip", toRig(cx, hipY)},
            {"chest:tip", toRig(cx, neckY)},
            {"head:tip", toRig(cx, neckY - f.eyeUp)},
            {"r_upper_arm", toRig(cx - shoulderHalf, shoulderY)},
            {"r_upper_arm:tip", toRig(cx - shoulderHalf, shoulderY + f.upperArm)},
            {"r_forearm:tip", toRig(cx - shoulderHalf, shoulderY + f.upperArm + f.forearm)},
            {"l_upper_arm", toRig(cx + shoulderHalf, shoulderY)},
            {"l_forearm:tip", toRig(cx + shoulderHalf, shoulderY + f.upperArm + f.forearm)},
            {"r_thigh", toRig(cx - hipHalf, hipY)},
            {"r_thigh:tip", toRig(cx - hipHalf, hipY + f.thigh)},
            {"r_shin:tip", toRig(cx - hipHalf, floor)},
            {"l_shin:tip", toRig(cx + hipHalf, floor)},
            {"r_thigh+l_thigh", toRig(cx, hipY)},
        };
        const rig::Poser poser(rig);
        const auto world = poser.setupWorld();
        for (const auto& joint : joints) {
            const auto point = rig::parsePoint(rig, joint.point);
            QVERIFY2(point.ok(), joint.point);
            const Eigen::Vector2d at = rig::pointAt(point.value, world);
            QVERIFY2((at - joint.at).norm() < 1e-3, qPrintable(QStringLiteral("%1 at (%2, %3), expected (%4, %5)")
                                                                   .arg(QLatin1String(joint.point))
                                                                   .arg(at.x())
                                                                   .arg(at.y())
                                                                   .arg(joint.at.x())
                                                                   .arg(joint.at.y())));
        }
        // Limb bones run along their segments: x axes point down the arms and legs.
        for (const char* limb :
             {"r_upper_arm", "r_forearm", "l_upper_arm", "l_forearm", "r_thigh", "r_shin", "l_thigh", "l_shin"})
            QVERIFY(std::abs(world[std::size_t(rig.boneIndex(limb))].rotation() + 90) < 1e-4);
        // The skeleton's box is the whole picture.
        QCOMPARE(rig.skeleton.x, -f.width / 2);
        QCOMPARE(rig.skeleton.y, floor - f.height);
        QCOMPARE(*rig.skeleton.width, f.width);
        QCOMPARE(*rig.skeleton.height, f.height);
    }
};

QTEST_GUILESS_MAIN(TestExampleRig)
#include "tst_example_rig.moc"
