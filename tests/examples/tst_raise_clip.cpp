// The raise generator (rig-pose generate --figure raise): its arm angles at the held poses and
// half way through a move, read back out of the clip it writes; the clip's length; and the
// bundled resources/examples/raise/pose.raw.json and pose.json are what it writes today.

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <numbers>

#include "rigpose/examples/raise.h"
#include "rigpose/examples/wave_example.h"
#include "rigpose/sequence/reader.h"
#include "rigpose/sequence/writer.h"
#include "picture_angle.h"
#include "testutils.h"

using namespace rigpose;
using body::Joint;

namespace {

using test::pictureAngle;

QByteArray fileBytes(const char* relative)
{
    QFile file(QString::fromStdString(test::sourcePath(relative)));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

}  // namespace

class TestRaiseClip : public QObject {
    Q_OBJECT

private slots:
    void theArmHoldsEachPoseAndMovesEased_data()
    {
        QTest::addColumn<double>("t");
        QTest::addColumn<double>("upperArm");
        // Held poses, and the moves' midpoints, where smoothstep is exactly one half.
        QTest::newRow("rest") << 0.25 << -96.0;
        QTest::newRow("half way out") << 0.75 << -138.0;  // -96 + (-180 + 96) / 2
        QTest::newRow("level") << 1.25 << -180.0;
        QTest::newRow("half way up") << 2.0 << -223.0;  // -180 + (-266 + 180) / 2
        QTest::newRow("overhead") << 3.0 << -266.0;
        QTest::newRow("half way down") << 3.625 << -181.0;  // -266 + (-96 + 266) / 2
        QTest::newRow("rest again") << 4.2 << -96.0;        // past the clip: the sweep has ended
    }

    void theArmHoldsEachPoseAndMovesEased()
    {
        QFETCH(double, t);
        QFETCH(double, upperArm);
        const examples::WaveAngles a = examples::raiseAnglesAt(t);
        QVERIFY2(std::abs(a.rUpperArm - upperArm) < 1e-9, qPrintable(QString::number(a.rUpperArm)));
        QVERIFY(std::abs(a.rForearm - (a.rUpperArm - examples::kRaiseElbowBend)) < 1e-12);
        // The rest of the figure is the wave's standing one: the left arm hangs as it does.
        QCOMPARE(a.lUpperArm, examples::waveAnglesAt(0).lUpperArm);
        QCOMPARE(a.trunk, 90.0);
    }

    void theClipCarriesTheAnglesItWasMadeFrom()
    {
        const sequence::Sequence seq = examples::makeRaiseSequence();
        QCOMPARE(seq.frames.size(), std::size_t(96));  // 4 s at 24 fps
        for (const sequence::Frame& frame : seq.frames) {
            const sequence::Person& p = frame.people.front();
            const examples::WaveAngles a = examples::raiseAnglesAt(frame.t);
            const double upper = pictureAngle(*p.joint(Joint::RShoulder).at, *p.joint(Joint::RElbow).at);
            const double fore = pictureAngle(*p.joint(Joint::RElbow).at, *p.joint(Joint::RWrist).at);
            QVERIFY2(test::angleDifference(upper, a.rUpperArm) < 1e-9, qPrintable(QString::number(frame.t)));
            QVERIFY2(test::angleDifference(fore, a.rForearm) < 1e-9, qPrintable(QString::number(frame.t)));
        }
        // Frame 30 (1.25 s) is level: the wrist is left of the shoulder by the whole arm, less the bend.
        const sequence::Person& level = seq.frames[30].people.front();
        const double reach = level.joint(Joint::RShoulder).at->x() - level.joint(Joint::RWrist).at->x();
        const double expected = 120 + 110 * std::cos(examples::kRaiseElbowBend * std::numbers::pi / 180);
        QVERIFY2(std::abs(reach - expected) < 1e-9, qPrintable(QString::number(reach)));
    }

    void theBundledClipsAreWhatTheGeneratorWrites()
    {
        const sequence::Sequence raw = examples::makeRaiseSequence();
        QCOMPARE(QByteArray::fromStdString(sequence::sequenceToText(raw)),
                 fileBytes("resources/examples/raise/pose.raw.json"));
        const clean::CleanResult cleaned = examples::cleanAsWritten(raw, examples::waveExampleCleanOptions());
        QVERIFY(cleaned.ok());
        QCOMPARE(QByteArray::fromStdString(sequence::sequenceToText(cleaned.sequence)),
                 fileBytes("resources/examples/raise/pose.json"));
    }
};

QTEST_GUILESS_MAIN(TestRaiseClip)
#include "tst_raise_clip.moc"
