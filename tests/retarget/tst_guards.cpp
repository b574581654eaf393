// The guards, each on a planted case with its frames known in advance: the short hold and
// END-ON, the across-body hold (ref #184), the flip guard, the hinge check (refused, clamped),
// the range clamp (parents first, a key on its limit), and the reach lever (ref #282).

#include <QFile>
#include <QTest>

#include <cmath>
#include <cstdio>
#include <numbers>

#include "retarget_fixture.h"
#include "rigpose/map/aim.h"
#include "rigpose/report/report.h"

using namespace rigpose;
using body::Joint;

namespace {

Eigen::Vector2d& at(sequence::Sequence& s, std::size_t f, Joint j) { return *s.frames[f].people[0].joint(j).at; }

// The picture angle of a -> b, y up (degrees): what the test expects a target to be.
double upAngle(const Eigen::Vector2d& a, const Eigen::Vector2d& b)
{
    return std::atan2(-(b.y() - a.y()), b.x() - a.x()) * 180.0 / std::numbers::pi;
}

// b moved to `fraction` of its distance from a, turned `degrees` counter-clockwise (y up).
Eigen::Vector2d turned(const Eigen::Vector2d& a, const Eigen::Vector2d& b, double degrees, double fraction = 1.0)
{
    const double r = degrees * std::numbers::pi / 180.0;
    const Eigen::Vector2d up(b.x() - a.x(), -(b.y() - a.y()));
    const Eigen::Vector2d rot(up.x() * std::cos(r) - up.y() * std::sin(r), up.x() * std::sin(r) + up.y() * std::cos(r));
    return a + fraction * Eigen::Vector2d(rot.x(), -rot.y());
}

struct Run {
    rig::Rig rig;
    map::Map map;
    sequence::Sequence sequence;
    retarget::Result result;
    std::size_t slot(const std::string& bone) const
    {
        for (std::size_t b = 0; b < result.targets.bones.size(); ++b)
            if (result.targets.bones[b].bone == rig.boneIndex(bone))
                return b;
        return result.targets.bones.size();
    }
    double target(const std::string& bone, std::size_t f) const
    {
        return result.targets.angles[f * result.targets.bones.size() + slot(bone)];
    }
    double key(const std::string& bone, std::size_t f) const
    {
        for (const motion::Track& t : result.motion.animations.back().tracks)
            if (t.target == bone && t.property == "rotate")
                return t.keys[f].v[0].get<double>();
        return NAN;
    }
};

Run runWith(sequence::Sequence seq, const retarget::Options& options, const std::string& mapText = {},
            rig::Rig rig = test::exampleRig())
{
    Run run;
    run.rig = std::move(rig);
    run.sequence = std::move(seq);
    if (mapText.empty())
        run.map = test::exampleMap(run.rig);
    else {
        auto m = map::readMapText(mapText, "map.json", run.rig);
        if (!m.ok())
            qWarning("%s", m.refusals.items()[0].message.c_str());
        run.map = m.value;
    }
    retarget::Inputs in;
    in.sequence = &run.sequence;
    in.rig = &run.rig;
    in.map = &run.map;
    in.options = options;
    in.options.name = "wave";
    in.sequenceName = "wave.pose.json";
    in.rigName = "rig.json";
    in.mapName = "map.json";
    run.result = retarget::retarget(in);
    return run;
}

// The example map with one chain's text replaced.
std::string exampleMapWith(const std::string& chainName, const std::string& chainText)
{
    QFile f(QString::fromStdString(test::sourcePath("resources/examples/wave/map.json")));
    f.open(QIODevice::ReadOnly);
    std::string text = f.readAll().toStdString();
    const std::size_t start = text.find("{ \"name\": \"" + chainName + "\"");
    const std::size_t end = text.find('}', start);
    return text.replace(start, end + 1 - start, chainText);
}

void dump(const retarget::Result& r)
{
    for (const Refusal& x : r.refusals.items())
        qWarning("%s: %s", x.code.c_str(), x.message.c_str());
}

}  // namespace

class TestGuards : public QObject {
    Q_OBJECT
private slots:
    // A forearm drawn at 0.3 of its length, turned 40° off, on frames 10-15 (6 frames, 0.25 s
    // at 24 fps) and 40-41 (2 frames, 0.083 s): both are SHORT, only the first END-ON.
    void aShortSegmentIsHeldAndALongRunIsEndOn()
    {
        auto seq = test::cleanedWave();
        for (std::size_t f : {10, 11, 12, 13, 14, 15, 40, 41})
            at(seq, f, Joint::RWrist) = turned(at(seq, f, Joint::RElbow), at(seq, f, Joint::RWrist), 40, 0.3);
        retarget::Options options;
        options.shortFraction = 0.35;
        const Run run = runWith(seq, options);
        QVERIFY(run.result.ok());
        QCOMPARE(run.result.guards.shortSpans.size(), std::size_t(2));
        const auto& a = run.result.guards.shortSpans[0];
        QCOMPARE(a.bone, std::string("r_forearm"));
        QCOMPARE(a.from, std::size_t(10));
        QCOMPARE(a.to, std::size_t(15));
        QVERIFY(std::abs(a.minFraction - 0.3) < 1e-6);
        QCOMPARE(run.result.guards.shortSpans[1].from, std::size_t(40));
        QCOMPARE(run.result.guards.shortSpans[1].to, std::size_t(41));
        QCOMPARE(run.result.guards.endOn.size(), std::size_t(1));
        QCOMPARE(run.result.guards.endOn[0].from, std::size_t(10));
        QCOMPARE(run.result.guards.endOn[0].to, std::size_t(15));
        QVERIFY(std::abs(run.result.guards.endOn[0].seconds - 0.25) < 1e-9);
        // The angle on frame 12 is drawn from frame 9's to frame 16's: 3 of 7 steps.
        const double a9 = upAngle(at(seq, 9, Joint::RElbow), at(seq, 9, Joint::RWrist));
        const double a16 = upAngle(at(seq, 16, Joint::RElbow), at(seq, 16, Joint::RWrist));
        QVERIFY(std::abs(map::wrapDegrees(run.target("r_forearm", 12) - (a9 + (a16 - a9) * 3 / 7))) < 1e-9);
        // Without --short every frame is read.
        const Run off = runWith(seq, {});
        QVERIFY(off.result.guards.shortSpans.empty());
        const double read = upAngle(at(seq, 12, Joint::RElbow), at(seq, 12, Joint::RWrist));
        QVERIFY(std::abs(map::wrapDegrees(off.target("r_forearm", 12) - read)) < 1e-9);
        // The report and the lines.
        const auto lines = report::runLines(run.result, run.sequence, std::nullopt);
        const auto has = [&](const std::string& start) {
            return std::any_of(lines.begin(), lines.end(),
                               [&](const std::string& l) { return l.rfind(start, 0) == 0; });
        };
        QVERIFY(has("SHORT chain \"arm_r\" r_forearm (r_elbow → r_wrist) frames 10–15: under --short 0.35 "));
        QVERIFY(has("SHORT chain \"arm_r\" r_forearm (r_elbow → r_wrist) frames 40–41"));
        QVERIFY(has("END-ON chain \"arm_r\" r_forearm (r_elbow → r_wrist) frames 10–15 (0.25 s, lowest 0.3)"));
        QVERIFY(!has("END-ON chain \"arm_r\" r_forearm (r_elbow → r_wrist) frames 40"));
    }

    // A one-frame gap joins two short runs into one END-ON: 2 + 1 + 2 frames (0.208 s).
    void endOnJoinsAcrossOneFrame()
    {
        auto seq = test::cleanedWave();
        for (std::size_t f : {20, 21, 23, 24})
            at(seq, f, Joint::RWrist) = turned(at(seq, f, Joint::RElbow), at(seq, f, Joint::RWrist), 0, 0.2);
        retarget::Options options;
        options.shortFraction = 0.35;
        const Run run = runWith(seq, options);
        QCOMPARE(run.result.guards.shortSpans.size(), std::size_t(2));
        QCOMPARE(run.result.guards.endOn.size(), std::size_t(1));
        QCOMPARE(run.result.guards.endOn[0].from, std::size_t(20));
        QCOMPARE(run.result.guards.endOn[0].to, std::size_t(24));
        QVERIFY(std::abs(run.result.guards.endOn[0].minFraction - 0.2) < 1e-6);
    }

    // The hip line reversed (r_hip and l_hip swapped) on frames 50-52: with --flip it is held
    // across, listed as an across-body hold, and never END-ON.
    void aReversedHipLineIsHeldNotEndOn()
    {
        auto seq = test::cleanedWave();
        for (std::size_t f : {50, 51, 52})
            std::swap(at(seq, f, Joint::RHip), at(seq, f, Joint::LHip));
        retarget::Options options;
        options.flipDegrees = 90;
        const Run run = runWith(seq, options);
        QVERIFY(run.result.ok());
        QCOMPARE(run.result.guards.shortSpans.size(), std::size_t(1));
        const auto& s = run.result.guards.shortSpans[0];
        QCOMPARE(s.bone, std::string("hip"));
        QVERIFY(s.across && s.reversed);
        QCOMPARE(s.from, std::size_t(50));
        QCOMPARE(s.to, std::size_t(52));
        QVERIFY(run.result.guards.endOn.empty());
        for (std::size_t f = 50; f <= 52; ++f)
            QVERIFY(std::abs(run.target("hip", f)) < 1e-9);  // the wave's hip line is level
        for (const auto& flip : run.result.guards.flips)
            QVERIFY(flip.bone != "hip");
        // Without --flip (and --short) the reversal is read, and the hip turns round.
        const Run off = runWith(seq, {});
        QVERIFY(std::abs(std::abs(off.target("hip", 51)) - 180) < 1e-9);
    }

    // The left forearm hangs still; from frame 30 on it is turned 148° (one frame's turn). At
    // --flip 30 the smallest h is 2 (148 / 5 = 29.6 <= 30; 148 / 3 > 30): frames 28-31 follow
    // the line from frame 27 to frame 32, 29.6° a frame.
    void aOneFrameTurnIsSpreadOverTwoHFrames()
    {
        auto seq = test::cleanedWave();
        for (std::size_t f = 30; f < seq.frames.size(); ++f)
            at(seq, f, Joint::LWrist) = turned(at(seq, f, Joint::LElbow), at(seq, f, Joint::LWrist), 148);
        retarget::Options options;
        options.flipDegrees = 30;
        const Run run = runWith(seq, options);
        QVERIFY(run.result.ok());
        QCOMPARE(run.result.guards.flips.size(), std::size_t(1));
        const auto& s = run.result.guards.flips[0];
        QCOMPARE(s.bone, std::string("l_forearm"));
        QCOMPARE(s.jumpFrame, std::size_t(30));
        QCOMPARE(s.h, std::size_t(2));
        QCOMPARE(s.from, std::size_t(28));
        QCOMPARE(s.to, std::size_t(31));
        QVERIFY(std::abs(s.jump - 148) < 1e-6);
        const double start = run.target("l_forearm", 27);
        for (std::size_t i = 0; i <= 5; ++i)
            QVERIFY(std::abs(map::wrapDegrees(run.target("l_forearm", 27 + i) - (start + 29.6 * i))) < 1e-6);
        double largest = 0;
        for (std::size_t f = 1; f < run.sequence.frames.size(); ++f)
            largest = std::max(largest,
                               std::abs(map::wrapDegrees(run.target("l_forearm", f) - run.target("l_forearm", f - 1))));
        QVERIFY(largest <= 30);
        // The gated build turns the bone as the spread asks (the keys follow the targets).
        QVERIFY(run.result.gate.green);
        const auto lines = report::runLines(run.result, run.sequence, std::nullopt);
        QVERIFY(std::find(lines.begin(), lines.end(),
                          "FLIP chain \"arm_l\" l_forearm (l_elbow → l_wrist): a 148° turn into frame 30 spread over "
                          "frames 28–31 (h 2)") != lines.end());
    }

    // The same turn into the last frame (71): the window stops at the clip's end and grows
    // backwards until 148 / 5 <= 30: frames 67-70, from frame 66's angle to frame 71's.
    void aWindowStopsAtTheClipsEnd()
    {
        auto seq = test::cleanedWave();
        const std::size_t last = seq.frames.size() - 1;
        QCOMPARE(last, std::size_t(71));
        at(seq, last, Joint::LWrist) = turned(at(seq, last, Joint::LElbow), at(seq, last, Joint::LWrist), 148);
        retarget::Options options;
        options.flipDegrees = 30;
        const Run run = runWith(seq, options);
        QCOMPARE(run.result.guards.flips.size(), std::size_t(1));
        QCOMPARE(run.result.guards.flips[0].from, std::size_t(67));
        QCOMPARE(run.result.guards.flips[0].to, std::size_t(70));
        QVERIFY(run.result.guards.flips[0].cutAtEnd && !run.result.guards.flips[0].cutAtStart);
        const double start = run.target("l_forearm", 66);
        QVERIFY(std::abs(map::wrapDegrees(run.target("l_forearm", 71) - (start + 148))) < 1e-6);
        QVERIFY(std::abs(map::wrapDegrees(run.target("l_forearm", 69) - (start + 3 * 29.6))) < 1e-6);
        const auto lines = report::runLines(run.result, run.sequence, std::nullopt);
        QVERIFY(std::any_of(lines.begin(), lines.end(), [](const std::string& l) {
            return l.find("spread over frames 67–70 (h 4); the window stops at the clip's last frame") !=
                   std::string::npos;
        }));
    }

    // The right knee may fold only ccw; the pose folds it cw on frames 20-25 (30°), 30 (35°)
    // and 31 (20°): refused, one line for the hinge, or straightened with --bends clamp.
    void aKneeBentTheWrongWayIsRefusedOrClamped()
    {
        auto seq = test::cleanedWave();
        const std::map<std::size_t, double> planted = {{20, -30}, {21, -30}, {22, -30}, {23, -30},
                                                       {24, -30}, {25, -30}, {30, -35}, {31, -20}};
        for (const auto& [f, deg] : planted)
            at(seq, f, Joint::RAnkle) = turned(at(seq, f, Joint::RKnee), at(seq, f, Joint::RAnkle), deg);
        const std::string mapText = exampleMapWith(
            "leg_r",
            R"({ "name": "leg_r", "bones": ["r_thigh", "r_shin"], "joints": ["r_hip", "r_knee", "r_ankle"], "bend": "ccw" })");
        const Run refused = runWith(seq, {}, mapText);
        QVERIFY(!refused.result.ok());
        QCOMPARE(refused.result.refusals.total(), std::size_t(1));
        const Refusal& r = refused.result.refusals.items()[0];
        QCOMPARE(r.code, std::string("POSE_BEND_ONE_WAY"));
        QVERIFY2(r.message.find("hinge at \"r_knee\"") != std::string::npos, r.message.c_str());
        QVERIFY2(r.message.find("8 frame(s) in 2 run(s), frames 20–31; worst -35° on frame 30") != std::string::npos,
                 r.message.c_str());
        QVERIFY(r.message.find("\"bend\": \"free\" on chain \"leg_r\"") != std::string::npos);
        QVERIFY(r.message.find("--bends clamp") != std::string::npos);
        QCOMPARE(r.place, (RefusalPlace{.frame = 30, .chain = "leg_r"}));  // the worst frame, for the studio
        QVERIFY(refused.result.motion.animations.empty());

        retarget::Options verbose;
        verbose.verbose = true;
        const Run each = runWith(seq, verbose, mapText);
        QCOMPARE(each.result.refusals.total(), std::size_t(9));  // a line per frame, then the hinge's
        QVERIFY(each.result.refusals.items()[0].message.find("frame 20 bends -30°") != std::string::npos);
        QVERIFY(each.result.refusals.items()[8].message.find("8 frame(s) in 2 run(s)") != std::string::npos);
        std::size_t line = 0;
        for (const auto& [f, deg] : planted)  // each wrong-way frame's line points at it
            QCOMPARE(each.result.refusals.items()[line++].place, (RefusalPlace{.frame = f, .chain = "leg_r"}));

        retarget::Options clamp;
        clamp.bends = retarget::BendMode::Clamp;
        const Run clamped = runWith(seq, clamp, mapText);
        dump(clamped.result);
        QVERIFY(clamped.result.ok());
        QCOMPARE(clamped.result.guards.bends.size(), planted.size());
        for (std::size_t i = 0; i < clamped.result.guards.bends.size(); ++i) {
            const auto& b = clamped.result.guards.bends[i];
            QCOMPARE(b.joint, std::string("r_knee"));
            QVERIFY(planted.count(b.frame));
            QVERIFY(std::abs(b.angle - planted.at(b.frame)) < 1e-6);
            QCOMPARE(b.side, 1);
            // Straightened: the shin keeps the thigh's angle, and its key is 0.
            QVERIFY(std::abs(clamped.target("r_shin", b.frame) - clamped.target("r_thigh", b.frame)) < 1e-12);
            QVERIFY(std::abs(clamped.key("r_shin", b.frame)) < 1e-6);
        }
        // Frames off the planted ones are keyed as read.
        const double read = upAngle(at(seq, 26, Joint::RKnee), at(seq, 26, Joint::RAnkle));
        QVERIFY(std::abs(map::wrapDegrees(clamped.target("r_shin", 26) - read)) < 1e-9);
        const auto lines = report::runLines(clamped.result, clamped.sequence, std::nullopt);
        QVERIFY(std::find(lines.begin(), lines.end(),
                          "BEND chain \"leg_r\" hinge r_knee: straightened on 8 frame(s) in 2 run(s), frames 20–31; "
                          "worst -35° on frame 30 (it may fold only ccw)") != lines.end());
    }

    // The right upper arm's range stops at the middle of its swing. Its key, as the generator
    // asks it, is the arm's picture angle + 90 (the chest and hip keep their setup): every frame
    // past the limit by more than 0.001° is a RANGE frame, and the forearm below is keyed from
    // the clamped arm, so it still points where the pose puts it.
    void aKeyPastItsRangeIsClampedParentsFirst()
    {
        const auto seq = test::cleanedWave();
        const std::size_t frames = seq.frames.size();
        std::vector<double> asked(frames);
        double lo = 1e9, hi = -1e9;
        for (std::size_t f = 0; f < frames; ++f) {
            const auto a = examples::waveAnglesAt(seq.frames[f].t);
            asked[f] = map::wrapDegrees(a.rUpperArm + 90);
            lo = std::min(lo, asked[f]);
            hi = std::max(hi, asked[f]);
        }
        const double limit = std::round((lo + hi) / 2);
        const std::string mapText = exampleMapWith(
            "arm_r",
            R"({ "name": "arm_r", "bones": ["r_upper_arm", "r_forearm"], "joints": ["r_shoulder", "r_elbow", "r_wrist"],
                          "bend": "free", "range": { "r_upper_arm": [-180, )" +
                std::to_string(limit) + "] } }");
        const Run run = runWith(seq, {}, mapText);
        dump(run.result);
        QVERIFY(run.result.ok());
        // The runs the generator's keys give, joined across one-frame gaps.
        std::vector<std::pair<std::size_t, std::size_t>> runs;
        for (std::size_t f = 0; f < frames; ++f)
            if (asked[f] - limit > 0.001) {
                if (!runs.empty() && f <= runs.back().second + 2)
                    runs.back().second = f;
                else
                    runs.push_back({f, f});
            }
        QVERIFY(!runs.empty());
        QCOMPARE(run.result.limits.ranges.size(), runs.size());
        for (std::size_t i = 0; i < runs.size(); ++i) {
            const auto& r = run.result.limits.ranges[i];
            QCOMPARE(r.bone, std::string("r_upper_arm"));
            QCOMPARE(r.from, runs[i].first);
            QCOMPARE(r.to, runs[i].second);
            double most = 0;
            for (std::size_t f = r.from; f <= r.to; ++f)
                most = std::max(most, asked[f] - limit);
            QVERIFY2(std::abs(r.maxOverflow - most) < 0.01, qPrintable(QString::number(r.maxOverflow)));
            QCOMPARE(r.max, limit);
        }
        const std::size_t f = run.result.limits.ranges[0].worstFrame;
        QVERIFY(std::abs(run.key("r_upper_arm", f) - limit) < 1e-6);
        QVERIFY(std::abs(map::wrapDegrees(run.target("r_upper_arm", f) - (limit - 90))) < 1e-6);
        // Parents first: the forearm's key is its picture angle less the clamped arm's world angle.
        const auto a = examples::waveAnglesAt(seq.frames[f].t);
        QVERIFY(std::abs(map::wrapDegrees(run.key("r_forearm", f) - (a.rForearm - (limit - 90)))) < 0.01);
        QVERIFY(std::abs(map::wrapDegrees(run.target("r_forearm", f) - a.rForearm)) < 0.01);
        QVERIFY(run.result.gate.green);

        // A key past its limit by under 0.001° is on it: clamped, but not listed; 0.002° is listed.
        const Run free = runWith(seq, {});
        std::size_t top = 0;
        for (std::size_t g = 0; g < frames; ++g)
            if (free.key("r_upper_arm", g) > free.key("r_upper_arm", top))
                top = g;
        const double most = free.key("r_upper_arm", top);
        const auto limited = [&](double past) {
            char limitText[32];
            std::snprintf(limitText, sizeof limitText, "%.7f", most - past);
            return runWith(seq, {},
                           exampleMapWith("arm_r", R"({ "name": "arm_r", "bones": ["r_upper_arm", "r_forearm"],
                "joints": ["r_shoulder", "r_elbow", "r_wrist"], "bend": "free", "range": { "r_upper_arm": [-180, )" +
                                                       std::string(limitText) + "] } }"));
        };
        const Run onLimit = limited(0.0005);
        QVERIFY(onLimit.result.ok());
        QVERIFY(onLimit.result.limits.ranges.empty());
        QVERIFY(std::abs(onLimit.key("r_upper_arm", top) - (most - 0.0005)) < 1e-7);
        // The wave peaks once a cycle: every frame within 0.001° of the top is listed, a run per peak.
        const Run past = limited(0.002);
        std::vector<std::size_t> over;
        for (std::size_t g = 0; g < frames; ++g)
            if (free.key("r_upper_arm", g) - (most - 0.002) > 0.001)
                over.push_back(g);
        std::size_t peaks = over.empty() ? 0 : 1;
        for (std::size_t i = 1; i < over.size(); ++i)
            peaks += over[i] > over[i - 1] + 2;
        QVERIFY(peaks >= 1);
        QCOMPARE(past.result.limits.ranges.size(), peaks);
        bool topListed = false;
        for (const auto& r : past.result.limits.ranges)
            if (r.worstFrame == top)
                topListed = std::abs(r.maxOverflow - 0.002) < 1e-6;
        QVERIFY(topListed);
    }

    // The reach lever (ref #282): a trunk whose origin sits 0, 15, 30, 45 and 75 units up a
    // 150-unit segment, aimed from there at the pair's end, turns 1 / (1 - f) times the pair:
    // 1.00, 1.11, 1.25, 1.43 and 2.00 times its mean |second difference|; REACH-ORIGIN warns
    // past 0.20 of the segment (45 and 75).
    void theReachLever()
    {
        auto seq = test::cleanedWave();
        for (std::size_t f = 0; f < seq.frames.size(); ++f) {
            const double fd = static_cast<double>(f);
            const double lean = (2 * std::sin(0.5 * fd) + 1.2 * std::sin(1.3 * fd + 0.4)) * std::numbers::pi / 180;
            at(seq, f, Joint::RHip) = {330, 600};
            at(seq, f, Joint::LHip) = {390, 600};
            at(seq, f, Joint::Neck) = Eigen::Vector2d(360, 600) +
                                      150 * Eigen::Vector2d(std::sin(lean), -std::cos(lean));
        }
        const std::string mapText = R"({ "spec": "rig-pose-map/1",
            "chains": [ { "name": "trunk", "reach": true, "bones": ["chest"], "joints": ["mid_hip", "neck"], "aim": ["chest:tip"] } ],
            "translate": { "bone": "hip", "joint": "mid_hip", "scale": { "pose": ["mid_hip", "neck"], "rig": ["hip", "chest:tip"] } } })";
        const std::vector<std::pair<int, std::string>> expected = {{0, "1.00"},
                                                                   {15, "1.11"},
                                                                   {30, "1.25"},
                                                                   {45, "1.43"},
                                                                   {75, "2.00"}};
        for (const auto& [up, ratio] : expected) {
            const std::string rigText =
                R"({ "spec": "rigc-rig/1", "name": "lever", "skeleton": { "width": 400, "height": 400 }, "bones": [ { "name": "root" },
                { "name": "hip", "parent": "root", "y": 100, "length": 20 },
                { "name": "chest", "parent": "hip", "y": )" +
                std::to_string(up) + R"(, "rotation": 90, "length": )" + std::to_string(150 - up) +
                " } ], \"slots\": [] }";
            auto rig = rig::readRigText(rigText, "lever.rig.json");
            QVERIFY2(rig.ok(), rig.refusals.items().empty() ? "" : rig.refusals.items()[0].message.c_str());
            const Run run = runWith(seq, {}, mapText, rig.value);
            dump(run.result);
            QVERIFY(run.result.ok());
            QCOMPARE(run.result.limits.reach.size(), std::size_t(1));
            const auto& r = run.result.limits.reach[0];
            QVERIFY(r.ratio);
            QCOMPARE(QString::number(*r.ratio, 'f', 2).toStdString(), ratio);
            // The chest's JITTER reads the same lever (the reference's 1.00× ... 2.00×).
            QCOMPARE(run.result.readings.jitter.size(), std::size_t(1));
            QVERIFY(run.result.readings.jitter[0].reach && run.result.readings.jitter[0].ratio);
            QCOMPARE(QString::number(*run.result.readings.jitter[0].ratio, 'f', 2).toStdString(), ratio);
            QCOMPARE(r.departs, up != 0);
            const auto& o = run.result.limits.reachOrigin[0];
            QVERIFY(std::abs(o.segment - 150) < 1e-6);
            QVERIFY(std::abs(o.setup - up) < 1e-4);
            QVERIFY(std::abs(o.ofSegment - up / 150.0) < 1e-6);
            QCOMPARE(o.warn, up > 30);
            // The aim lands the chest's tip on the pose's end point: the bone points at it.
            QVERIFY(run.result.gate.green);
            const auto lines = report::runLines(run.result, run.sequence, std::nullopt);
            const bool warned = std::any_of(lines.begin(), lines.end(), [](const std::string& l) {
                return l.rfind("WARN REACH_ORIGIN: chain \"trunk\"", 0) == 0;
            });
            QCOMPARE(warned, up > 30);
            // The warning names the JITTER line of the reach bone, where the lever's cost shows.
            if (up > 30)
                QVERIFY(std::any_of(lines.begin(), lines.end(), [](const std::string& l) {
                    return l.rfind("WARN REACH_ORIGIN:", 0) == 0 &&
                           l.find("JITTER chest shows the cost") != std::string::npos;
                }));
        }
    }

    // Parents first, with a reach below: the lever rig's hip keyed by its (level) hip line but
    // held to [10°, 20°] turns 10°, which swings the chest's origin 45 units up round it; the
    // chest is then aimed from that swung origin at the pair's end, not from where it sat.
    void aReachBelowAClampedBoneIsAimedFromTheClampedOrigin()
    {
        auto seq = test::cleanedWave();
        std::vector<double> lean(seq.frames.size());
        for (std::size_t f = 0; f < seq.frames.size(); ++f) {
            lean[f] = (3 * std::sin(0.4 * static_cast<double>(f))) * std::numbers::pi / 180;
            at(seq, f, Joint::RHip) = {330, 600};
            at(seq, f, Joint::LHip) = {390, 600};
            at(seq, f, Joint::Neck) = Eigen::Vector2d(360, 600) +
                                      150 * Eigen::Vector2d(std::sin(lean[f]), -std::cos(lean[f]));
        }
        auto rig = rig::readRigText(
            R"({ "spec": "rigc-rig/1", "name": "lever", "skeleton": { "width": 400, "height": 400 },
            "bones": [ { "name": "root" }, { "name": "hip", "parent": "root", "y": 100, "length": 20 },
                       { "name": "chest", "parent": "hip", "y": 45, "rotation": 90, "length": 105 } ], "slots": [] })",
            "lever.rig.json");
        QVERIFY(rig.ok());
        const std::string mapText = R"({ "spec": "rig-pose-map/1", "chains": [
            { "name": "pelvis", "bones": ["hip"], "joints": ["r_hip", "l_hip"], "range": { "hip": [10, 20] } },
            { "name": "trunk", "reach": true, "bones": ["chest"], "joints": ["mid_hip", "neck"], "aim": ["chest:tip"] } ],
            "translate": { "bone": "hip", "joint": "mid_hip", "scale": { "pose": ["mid_hip", "neck"], "rig": ["hip", "chest:tip"] } } })";
        const Run run = runWith(seq, {}, mapText, rig.value);
        dump(run.result);
        QVERIFY(run.result.ok());
        QCOMPARE(run.result.limits.ranges.size(), std::size_t(1));
        QCOMPARE(run.result.limits.ranges[0].from, std::size_t(0));
        QCOMPARE(run.result.limits.ranges[0].to, seq.frames.size() - 1);
        QVERIFY(std::abs(run.result.limits.ranges[0].maxOverflow - 10) < 1e-6);
        const double turn = 10 * std::numbers::pi / 180;
        const Eigen::Vector2d hip(0, 100), origin = hip + 45 * Eigen::Vector2d(-std::sin(turn), std::cos(turn));
        for (std::size_t f = 0; f < seq.frames.size(); ++f) {
            QVERIFY(std::abs(run.key("hip", f) - 10) < 1e-9);
            const Eigen::Vector2d end = hip + 150 * Eigen::Vector2d(std::sin(lean[f]), std::cos(lean[f]));
            const double expected = std::atan2(end.y() - origin.y(), end.x() - origin.x()) * 180 / std::numbers::pi;
            QVERIFY2(std::abs(map::wrapDegrees(run.target("chest", f) - expected)) < 1e-5,  // the rig is float32
                     qPrintable(QStringLiteral("frame %1: %2 against %3")
                                    .arg(f)
                                    .arg(run.target("chest", f), 0, 'f', 6)
                                    .arg(expected, 0, 'f', 6)));
        }
        QCOMPARE(run.result.limits.reach[0].above.size(), std::size_t(1));
        QCOMPARE(run.result.limits.reach[0].above[0].bone, std::string("hip"));
        QVERIFY(run.result.gate.green);
    }
};

QTEST_GUILESS_MAIN(TestGuards)
#include "tst_guards.moc"
