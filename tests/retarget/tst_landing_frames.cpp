// The gate's per-frame landing errors: one per pose frame for every landing, their largest the
// landing's worst at its frame; a key turned by a known amount shows as that error on that frame
// only, on the bone and on the bone it carries.

#include <QTest>

#include <algorithm>
#include <cmath>

#include "retarget_fixture.h"

using namespace rigpose;

class TestLandingFrames : public QObject {
    Q_OBJECT
private slots:
    void theWorstOfEveryFrameIsTheLandingsWorst()
    {
        const auto run = test::runRetarget(test::cleanedWave(), test::exampleRig());
        QVERIFY(run.result.ok());
        const std::size_t frames = run.sequence.frames.size();
        QCOMPARE(frames, std::size_t(72));
        QCOMPARE(run.result.gate.landings.size(), std::size_t(12));  // 11 angles and the hip's origin
        std::size_t nonzero = 0;
        for (const retarget::Landing& l : run.result.gate.landings) {
            QCOMPARE(l.errors.size(), frames);
            const auto worst = std::max_element(l.errors.begin(), l.errors.end());  // the first of equals
            QCOMPARE(*worst, l.worst);
            QCOMPARE(static_cast<std::size_t>(worst - l.errors.begin()), l.frame);
            QCOMPARE(l.errors[l.frame], l.worst);
            for (double e : l.errors) {
                QVERIFY(e >= 0 && e <= l.tolerance);
                nonzero += e > 0;
            }
        }
        qInfo("%zu of %zu frame errors are not zero", nonzero, frames * run.result.gate.landings.size());
    }

    void aTurnedKeyIsItsFramesError()
    {
        auto run = test::runRetarget(test::cleanedWave(), test::exampleRig());
        QVERIFY(run.result.ok());
        motion::Motion turned = run.result.motion;
        motion::Track& upper = turned.animations.back().tracks[3];
        QCOMPARE(upper.target, std::string("r_upper_arm"));
        upper.keys[10].v[0] = upper.keys[10].v[0].get<double>() + 0.05;
        const retarget::GateResult gate = retarget::gateWithAnimation(run.rig, turned, "wave", run.result.targets,
                                                                      retarget::GateNames{});
        QVERIFY(!gate.green);
        // The upper arm and the forearm it carries both turn 0.05° in the world on frame 10; the
        // green run's own errors are below 1e-5°, so that frame reads 0.05 to that, the others
        // stay what they were.
        for (const char* bone : {"r_upper_arm", "r_forearm"}) {
            const auto it = std::find_if(gate.landings.begin(), gate.landings.end(),
                                         [bone](const retarget::Landing& l) { return l.bone == bone; });
            QVERIFY2(it != gate.landings.end(), bone);
            const auto before = std::find_if(run.result.gate.landings.begin(), run.result.gate.landings.end(),
                                             [bone](const retarget::Landing& l) { return l.bone == bone; });
            QVERIFY(before != run.result.gate.landings.end());
            QVERIFY2(std::abs(it->errors[10] - 0.05) < 1e-4, qPrintable(QString::number(it->errors[10], 'g', 9)));
            QCOMPARE(it->frame, std::size_t(10));
            for (std::size_t f = 0; f < it->errors.size(); ++f)
                if (f != 10)
                    QVERIFY2(std::abs(it->errors[f] - before->errors[f]) < 1e-5, qPrintable(QString::number(f)));
        }
    }
};

QTEST_GUILESS_MAIN(TestLandingFrames)
#include "tst_landing_frames.moc"
