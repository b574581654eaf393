// The 3D figure generator: the wave's proportions in 3D, cycles that loop, a camera that draws
// what the 3D says, the limits the depth reading's sign table leans on, and rig-pose generate.

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <numbers>

#include "rigpose/examples/figure3d.h"
#include "rigpose/sequence/reader.h"
#include "testutils.h"

using namespace rigpose;
using body::Joint;
using examples::Stride;
using examples::View;

using rigpose::test::readAll;

namespace {

Eigen::Vector3d point(const std::array<Eigen::Vector3d, body::kJointCount>& p, Joint j) { return p[body::index(j)]; }

}  // namespace

class TestFigure3d : public QObject {
    Q_OBJECT
private slots:
    void keepsTheWaveProportions()
    {
        const examples::WaveFigure f;
        for (Stride s : {Stride::Walk, Stride::Run})
            for (int i = 0; i < 60; ++i) {
                const auto p = examples::figurePoints(f, examples::strideAnglesAt(s, i / 24.0));
                QCOMPARE(std::round((point(p, Joint::RKnee) - point(p, Joint::RHip)).norm() * 1e6), f.thigh * 1e6);
                QCOMPARE(std::round((point(p, Joint::LAnkle) - point(p, Joint::LKnee)).norm() * 1e6), f.shin * 1e6);
                QCOMPARE(std::round((point(p, Joint::RElbow) - point(p, Joint::RShoulder)).norm() * 1e6),
                         f.upperArm * 1e6);
                QCOMPARE(std::round((point(p, Joint::LWrist) - point(p, Joint::LElbow)).norm() * 1e6), f.forearm * 1e6);
                QCOMPARE((point(p, Joint::LHip) - point(p, Joint::RHip)).norm(), f.hipWidth);
            }
    }

    // One cycle later the figure is where it was, so the default clips loop.
    void cyclesLoop()
    {
        for (auto [s, period] : {std::pair{Stride::Walk, examples::kWalkPeriodSeconds},
                                 std::pair{Stride::Run, examples::kRunPeriodSeconds}})
            for (double t : {0.0, 0.1, 0.37}) {
                const auto a = examples::strideAnglesAt(s, t), b = examples::strideAnglesAt(s, t + period);
                QVERIFY(std::abs(a.rShin - b.rShin) < 1e-9 && std::abs(a.lUpperArm - b.lUpperArm) < 1e-9);
            }
        examples::Figure3dOptions walk, run;
        run.stride = Stride::Run;
        QCOMPARE(examples::figure3dFrameCount(walk), std::int64_t(48));
        QCOMPARE(examples::figure3dFrameCount(run), std::int64_t(60));
    }

    // What the sign table of clean --depth assumes of a body (ref #281): a thigh extends back at
    // most 10°, a shin leans forward at most 10°, a forearm never leans back, and each arm swings
    // with the other side's leg.
    void staysInsideTheTable()
    {
        for (Stride s : {Stride::Walk, Stride::Run})
            for (int i = 0; i < 240; ++i) {
                const auto a = examples::strideAnglesAt(s, i / 96.0);
                QVERIFY(a.rThigh >= -10 - 1e-9 && a.lThigh >= -10 - 1e-9);
                QVERIFY(a.rShin <= 10 + 1e-9 && a.lShin <= 10 + 1e-9);
                QVERIFY(a.rForearm >= 0 && a.lForearm >= 0);
                if (a.rUpperArm > 1e-9)
                    QVERIFY(a.lThigh > a.rThigh);
            }
    }

    // The camera draws the 3D: the hips' midpoint lands where the wave's stands, at the camera's
    // distance; a subject's right is on the picture's left from the front and on its right from
    // behind; seen from the side the shoulders are drawn nearly on top of each other.
    void theCameraDrawsWhatThe3dSays()
    {
        for (View v : {View::Front, View::Behind, View::Side}) {
            examples::Figure3dOptions o;
            o.stride = Stride::Run;
            o.view = v;
            const auto clip = examples::makeFigure3d(o);
            QCOMPARE(clip.sequence.frames.size(), std::size_t(60));
            QCOMPARE(clip.depth.size(), std::size_t(60));
            const auto& p = clip.sequence.frames[0].people[0];
            const double hipDepth = clip.depth[0][body::index(Joint::RHip)];
            const double dx = p.joint(Joint::LShoulder).at->x() - p.joint(Joint::RShoulder).at->x();
            if (v == View::Front) {
                QVERIFY(dx > 140);
                QCOMPARE(hipDepth, examples::kCameraDistance);
            } else if (v == View::Behind) {
                QVERIFY(dx < -140);
                QCOMPARE(hipDepth, examples::kCameraDistance);
            } else {
                QVERIFY(std::abs(dx) < 1);
                QCOMPARE(hipDepth, examples::kCameraDistance - 45);  // the near hip
            }
            const Eigen::Vector2d mid = (*p.joint(Joint::RHip).at + *p.joint(Joint::LHip).at) / 2;
            QVERIFY((mid - Eigen::Vector2d(360, 700)).norm() < 1e-9);
        }
    }

    void cliWritesTheFigures()
    {
        QTemporaryDir dir;
        for (const char* view : {"front", "behind", "side"}) {
            const QString out = dir.filePath(QStringLiteral("run-%1.json").arg(QLatin1String(view)));
            for (int twice = 0; twice < 2; ++twice) {
                const auto run = test::runCli({QStringLiteral("generate"), QStringLiteral("--figure"),
                                               QStringLiteral("run"), QStringLiteral("--view"), QLatin1String(view),
                                               QStringLiteral("--out"), out + QString::number(twice)});
                QCOMPARE(run.exitCode, 0);
                QVERIFY2(run.out.startsWith("GENERATE: run in place seen from"), run.out.constData());
            }
            QCOMPARE(readAll(out + QStringLiteral("0")), readAll(out + QStringLiteral("1")));
            const auto read = sequence::readSequenceFile(QString(out + QStringLiteral("0")).toStdString());
            QVERIFY(read.ok());
            QCOMPARE(read.value.frames.size(), std::size_t(60));
        }
        for (const QStringList& bad : {QStringList{QStringLiteral("--figure"), QStringLiteral("walk"),
                                                   QStringLiteral("--view"), QStringLiteral("above")},
                                       QStringList{QStringLiteral("--view"), QStringLiteral("side")}}) {
            const auto run = test::runCli(QStringList{QStringLiteral("generate"), QStringLiteral("--out"),
                                                      dir.filePath(QStringLiteral("bad.json"))} +
                                          bad);
            QCOMPARE(run.exitCode, 2);
            QVERIFY2(run.err.contains("--view"), run.err.constData());
        }
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("bad.json"))));
    }
};

QTEST_GUILESS_MAIN(TestFigure3d)
#include "tst_figure3d.moc"
