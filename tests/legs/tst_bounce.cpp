// POSTURE bounce (ref #107) on a stick figure that bobs on planted feet: the figure is drawn
// lower by a known sine while its ankles stay where they stand, so the hip and the neck bob by
// exactly that sine and the nose keeps its height above the neck. The pose's detrended standard
// deviation is worked out here by direct sums from the joints the test drew; the rig's must
// follow it; the line and the report carry it only with --plant-feet.
#include <QtTest>

#include <cmath>

#include "rigpose/report/report.h"
#include "stick_figure.h"
#include "testutils.h"

using namespace rigpose;
using namespace rigpose::test::stick;

namespace {

constexpr std::size_t kFrames = 100;
constexpr double kPeriod = 25;  // frames: one bob per ±12-frame window, so the window's mean is flat inside
constexpr double kAmplitude = 15;

double lift(std::size_t f) { return 20 + kAmplitude * std::sin(2 * M_PI * double(f) / kPeriod); }

sequence::Sequence bobbingClip()
{
    return stickClip(kFrames, [](std::size_t f) {
        LegPose p;
        p.rLift = p.lLift = lift(f);
        p.lDx = 40;
        p.shift = {0, lift(f)};  // the figure drawn lower by the lift: the ankles stay on the floor
        return p;
    });
}

// The test's own detrend: each value less the mean of the frames within 12 of it (fewer at the
// clip's ends), then the standard deviation over frames [a, b].
double detrendedDeviation(const std::vector<double>& v, std::size_t a, std::size_t b)
{
    std::vector<double> d(v.size());
    for (std::size_t i = 0; i < v.size(); ++i) {
        double sum = 0;
        int count = 0;
        for (std::size_t j = 0; j < v.size(); ++j)
            if (j + 12 >= i && j <= i + 12) {
                sum += v[j];
                ++count;
            }
        d[i] = v[i] - sum / count;
    }
    double mean = 0;
    for (std::size_t f = a; f <= b; ++f)
        mean += d[f];
    mean /= double(b - a + 1);
    double var = 0;
    for (std::size_t f = a; f <= b; ++f)
        var += (d[f] - mean) * (d[f] - mean);
    return std::sqrt(var / double(b - a + 1));
}

}  // namespace

class TestBounce : public QObject {
    Q_OBJECT

private slots:
    void theRigBobsAsThePoseDoes()
    {
        const sequence::Sequence seq = bobbingClip();
        const retarget::Result r = runFeet(seq, true);
        QVERIFY(r.ok());
        QVERIFY(r.readings.posture && r.readings.posture->bounce);
        const retarget::BounceReading& b = *r.readings.posture->bounce;
        QCOMPARE(b.headPoint, std::string("nose"));
        QCOMPARE(b.spans.size(), r.feet->supports.size());
        QVERIFY(!b.spans.empty());

        // The pose's hip height in rig units, y up, read off the drawn joints.
        std::vector<double> hip;
        for (const sequence::Frame& frame : seq.frames) {
            const sequence::Person& p = frame.people.front();
            hip.push_back(-(p.joint(body::Joint::RHip).at->y() + p.joint(body::Joint::LHip).at->y()) / 2 *
                          r.scale->factor);
        }
        for (const retarget::BounceSpan& s : b.spans) {
            if (s.frames.second - s.frames.first < 24)
                continue;  // a short span's bob is its few frames'
            const double expected = detrendedDeviation(hip, s.frames.first, s.frames.second);
            QVERIFY2(std::abs(s.hip.reference - expected) < 1e-9 * std::max(1.0, expected),
                     qPrintable(QStringLiteral("%1 against %2").arg(s.hip.reference).arg(expected)));
            // Inside the clip the window holds one whole bob, so the deviation is the sine's own.
            QVERIFY(std::abs(expected - kAmplitude / std::sqrt(2.0) * r.scale->factor) <
                    0.1 * kAmplitude * r.scale->factor);
            // The rig's hip follows the pose's on planted feet; the neck rides on it.
            QVERIFY2(s.hip.ratio && std::abs(*s.hip.ratio - 1) < 0.05, qPrintable(QString::number(*s.hip.ratio)));
            QVERIFY(s.hip.correlation && *s.hip.correlation > 0.99);
            QVERIFY(s.neck.ratio && std::abs(*s.neck.ratio - 1) < 0.05);
            QVERIFY(s.neck.correlation && *s.neck.correlation > 0.99);
            // The nose keeps its height above the neck: the pose holds still, no ratio is read.
            QVERIFY(s.head);
            QVERIFY(s.head->reference < 1e-6);
            QVERIFY(!s.head->ratio);
        }
    }

    void theLineAndTheReportOnlyWithThePlant()
    {
        const sequence::Sequence seq = bobbingClip();
        const retarget::Result planted = runFeet(seq, true), free = runFeet(seq, false);
        QVERIFY(planted.ok() && free.ok());
        QVERIFY(!free.readings.posture->bounce);
        const auto text = [&](const retarget::Result& r) {
            std::string out;
            for (const std::string& line : report::runLines(r, seq, std::nullopt))
                out += line + "\n";
            return out;
        };
        const std::string on = text(planted), off = text(free);
        QVERIFY2(on.find("POSTURE bounce ") != std::string::npos, on.c_str());
        QVERIFY(on.find("nose − neck") != std::string::npos);
        QVERIFY(on.find("the pose holds still") != std::string::npos);
        QVERIFY(off.find("POSTURE bounce") == std::string::npos);
        static const rig::Rig rig = test::exampleRig();
        const report::json j = report::reportJson(planted, planted.options, {}, seq, rig);
        const report::json& bounce = j["posture"]["bounce"];
        QCOMPARE(bounce["halfWindow"].get<int>(), 12);
        QCOMPARE(bounce["head"].get<std::string>(), std::string("nose"));
        QCOMPARE(bounce["spans"].size(), planted.feet->supports.size());
        QVERIFY(bounce["spans"][0]["head"]["ratio"].is_null());
        QVERIFY(std::abs(bounce["spans"][0]["hip"]["ratio"].get<double>() - 1) < 0.05);
        const report::json k = report::reportJson(free, free.options, {}, seq, rig);
        QVERIFY(!k["posture"].contains("bounce"));
    }
};

QTEST_GUILESS_MAIN(TestBounce)
#include "tst_bounce.moc"
