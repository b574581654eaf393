// The readings, each on a planted case with its figure worked out by hand:
//   JITTER  an eye line alternating ±1° about a still trunk: the pair's mean |second difference|
//           is |(-1 - 1) - (1 - (-1))| = 4 °/frame² on every triple, and so is the head's key;
//           with the head's range [-0.5, 0.5] the keys alternate ±0.5: 2 against 4, ratio 0.5;
//   TURN    the wave's eyes swapped on 4 frames (0.167 s at 24 fps) is a reversed eye line; on 3
//           frames (0.125 s) it is not;
//   PIVOT   the wave's hip sits on its thigh roots' midpoint: 0 units;
//   SCALE   the wave's bands: it is drawn at the rig's own proportions, so both read 1.00000;
//   POSTURE hips declared inferred at clean: the tilt is not read, and says why; a measured
//           record reads the tilt on its read, interpolated, scaled and held frames only (the
//           wave's hips turned 25° on its unmeasured frames would otherwise widen the range);
//   JITTER  groups: a chain's bones summed, and the bone furthest off its pair named;
//   CAMERA  a camera's range of s and the frames where it changes fastest.

#include <QTest>

#include <cmath>
#include <fstream>

#include <Eigen/Geometry>

#include "retarget_fixture.h"
#include "rigpose/report/report.h"

using namespace rigpose;

namespace {

constexpr const char* kRig = test::kNodderRig;

void place(sequence::Person& p, body::Joint j, const Eigen::Vector2d& at)
{
    p.joint(j) = {sequence::JointState::Observed, at, 1.0};
}

// A still figure whose eye line turns +1°, -1°, +1°, ... (y up) about its midpoint.
sequence::Sequence shakingEyes(std::size_t frames)
{
    sequence::Sequence seq;
    seq.cleaned = nlohmann::ordered_json{{"spec", "rig-pose-clean/1"}, {"params", {{"loop", false}}}};
    for (std::size_t f = 0; f < frames; ++f) {
        sequence::Frame frame;
        frame.t = static_cast<double>(f) / 24;
        sequence::Person p;
        p.id = "a";
        place(p, body::Joint::RHip, {280, 500});
        place(p, body::Joint::LHip, {320, 500});
        place(p, body::Joint::Neck, {300, 400});
        const double a = (f % 2 ? -1.0 : 1.0) * 3.14159265358979323846 / 180;
        const Eigen::Vector2d half(10 * std::cos(a), -10 * std::sin(a));  // picture y down
        place(p, body::Joint::REye, Eigen::Vector2d(300, 390) - half);
        place(p, body::Joint::LEye, Eigen::Vector2d(300, 390) + half);
        frame.people.push_back(p);
        seq.frames.push_back(frame);
    }
    return seq;
}

test::RetargetRun runOwn(sequence::Sequence seq, const std::string& mapJson)
{
    const rig::Rig rig = rig::readRigText(kRig, "nodder.json").value;
    auto map = map::readMapText(mapJson, "map.json", rig);
    if (!map.ok())
        qFatal("map: %s", map.refusals.items()[0].message.c_str());
    return test::runRetarget(std::move(seq), rig, &map.value, nullptr, "shake");
}

std::string mapWith(const std::string& headExtra)
{
    return R"({ "spec": "rig-pose-map/1", "chains": [
      { "name": "trunk", "bones": ["chest"], "joints": ["mid_hip", "neck"] },
      { "name": "head", "bones": ["head"], "joints": ["r_eye", "l_eye"])" +
           headExtra + R"( } ],
      "translate": { "bone": "hip", "joint": "mid_hip",
        "scale": { "pose": ["mid_hip", "neck"], "rig": ["hip", "chest:tip"] } } })";
}

bool hasLine(const std::vector<std::string>& lines, const std::string& start)
{
    return std::any_of(lines.begin(), lines.end(), [&](const std::string& l) { return l.rfind(start, 0) == 0; });
}

}  // namespace

class TestReadings : public QObject {
    Q_OBJECT

private slots:
    void jitterOfAShakingHead()
    {
        const test::RetargetRun run = runOwn(shakingEyes(30), mapWith(""));
        QVERIFY(run.result.ok());
        QCOMPARE(run.result.readings.jitter.size(), std::size_t(2));
        const retarget::JitterReading& chest = run.result.readings.jitter[0];
        QCOMPARE(chest.bone, std::string("chest"));
        QVERIFY(!chest.against && !chest.ratio);  // a still trunk: no ratio
        const retarget::JitterReading& head = run.result.readings.jitter[1];
        QCOMPARE(*head.against, std::string("chest"));
        QCOMPARE(head.triples, std::size_t(28));
        QVERIFY(std::abs(head.pair - 4.0) < 1e-9);
        QVERIFY(std::abs(head.rig - 4.0) < 1e-6);
        QVERIFY(std::abs(*head.ratio - 1.0) < 1e-6);
        // The eyes turn about their midpoint: their height never moves, so there is no nod.
        QVERIFY(run.result.nod && !run.result.nod->keyed);

        const test::RetargetRun clamped = runOwn(shakingEyes(30), mapWith(R"(, "range": { "head": [-0.5, 0.5] })"));
        QVERIFY(clamped.result.ok());
        const retarget::JitterReading& held = clamped.result.readings.jitter[1];
        QVERIFY(std::abs(held.rig - 2.0) < 1e-6);
        QVERIFY(std::abs(*held.ratio - 0.5) < 1e-6);
        const auto lines = report::runLines(clamped.result, clamped.sequence, std::nullopt);
        QVERIFY(hasLine(lines,
                        "JITTER head (chain \"head\", r_eye → l_eye, against chest): rig 2.0000 °/frame² "
                        "against the pair's 4.0000 over 28 triple(s) (0.50×)"));
        const report::json j = report::reportJson(clamped.result, clamped.result.options, {}, clamped.sequence,
                                                  clamped.rig);
        QVERIFY(j["jitter"][1]["ratio"] == report::json(0.5));
        QVERIFY(j["jitter"][0]["ratio"].is_null());
    }

    void turnsNeedAQuarterSecondAndAHalf()
    {
        sequence::Sequence seq = test::cleanedWave();
        const auto swap = [&](std::size_t f) {
            sequence::Person& p = seq.frames[f].people[0];
            std::swap(p.joint(body::Joint::REye), p.joint(body::Joint::LEye));
        };
        for (std::size_t f = 10; f <= 13; ++f)
            swap(f);
        for (std::size_t f = 30; f <= 32; ++f)
            swap(f);
        const test::RetargetRun run = test::runRetarget(seq, test::exampleRig());
        QVERIFY(run.result.ok());
        QCOMPARE(run.result.readings.turns.size(), std::size_t(1));
        const retarget::TurnRun& t = run.result.readings.turns[0];
        QCOMPARE(t.line, std::string("eye"));
        QCOMPARE(t.from, std::size_t(10));
        QCOMPARE(t.to, std::size_t(13));
        QVERIFY(t.reversed);
        QVERIFY(std::abs(t.seconds - 4.0 / 24) < 1e-6);
        const report::json j = report::reportJson(run.result, run.result.options, {}, run.sequence, run.rig);
        QVERIFY(j["turns"][0]["frames"] == report::json::array({10, 13}));
        QVERIFY(j["turns"][0]["times"] == report::json::array({0.416667, 0.541667}));
    }

    void theWavesPivotScaleAndPosture()
    {
        const test::RetargetRun run = test::runRetarget(test::cleanedWave(), test::exampleRig());
        QVERIFY(run.result.ok());
        QVERIFY(run.result.readings.pivot);
        QVERIFY(std::abs(run.result.readings.pivot->units) < 1e-9);
        QVERIFY(run.result.readings.scaleFit && run.result.readings.scaleFit->leg && run.result.readings.scaleFit->hip);
        const retarget::ScaleFit& fit = *run.result.readings.scaleFit;
        // The rig's thigh roots are 90 units apart and its legs 330 long (rig.json).
        QCOMPARE(fit.hip->rig, 90.0);
        QCOMPARE(fit.leg->rig, 330.0);
        QVERIFY(fit.leg->within && fit.hip->within && !fit.outside);
        QVERIFY2(std::abs(fit.hip->lo - 1.0) < 5e-6, std::to_string(fit.hip->lo).c_str());
        // Our wave draws its legs at the rig's length (the reference's own wave reads 0.99698).
        QVERIFY2(std::abs(fit.leg->lo - 1.0) < 5e-6, std::to_string(fit.leg->lo).c_str());
        QVERIFY(run.result.readings.posture && run.result.readings.posture->tilt);
        QVERIFY(run.result.bothLegs);
        const auto lines = report::runLines(run.result, run.sequence, std::nullopt);
        QVERIFY(hasLine(lines,
                        "SCALE bands (rig over picture, per unit of the figure scale): leg 1.00000–1.00000 within, "
                        "hip 1.00000–1.00000 within"));
        QVERIFY(!hasLine(lines, "SCALE outside both bands"));
        QVERIFY(hasLine(lines, "PIVOT bone \"hip\" sits 0.000 units"));
        // The wave stands on both feet without moving them: one support span, on the right (a tie
        // goes to r), and the posed ankles do not move.
        QVERIFY(hasLine(lines, "FEET supports 1: r 0–71"));
        QVERIFY(hasLine(lines, "FEET jumps 0: none"));
        QVERIFY(hasLine(lines,
                        "FEET posed, outside the jumps: the lowest ankle's vertical range 0.0000 leg lengths; "
                        "the supporting ankle's worst vertical range 0.0000 and horizontal drift 0.0000"));
    }

    void hipsDeclaredInferredLeaveTheTiltUnread()
    {
        sequence::Sequence seq = test::cleanedWave();
        (*seq.cleaned)["params"]["hipsInferred"] = true;
        for (sequence::Frame& f : seq.frames)
            for (body::Joint j : {body::Joint::RHip, body::Joint::LHip})
                f.people[0].joint(j).state = sequence::JointState::Inferred;
        const test::RetargetRun run = test::runRetarget(seq, test::exampleRig());
        QVERIFY(run.result.ok());
        const retarget::PostureReading& p = *run.result.readings.posture;
        QVERIFY(!p.tilt);
        QCOMPARE(p.tiltWhy, std::string("hips inferred (declared at clean)"));
        QCOMPARE(p.hipsInferred, seq.frames.size());
        const report::json j = report::reportJson(run.result, run.result.options, {}, run.sequence, run.rig);
        QVERIFY(j["posture"]["tilt"].is_null());
        QVERIFY(j["posture"]["tiltWhy"] == report::json("hips inferred (declared at clean)"));
    }

    void theCameraIsReadNotApplied()
    {
        sequence::Sequence seq = test::cleanedWave();
        std::vector<sequence::CameraEntry> camera(seq.frames.size());
        for (std::size_t f = 0; f < camera.size(); ++f)
            camera[f].s = f < 5 ? 1.0 : f < 20 ? 1.05 : f < 21 ? 1.06 : 1.2;
        seq.camera = camera;
        seq.cameraSource = "tracked";
        const test::RetargetRun run = test::runRetarget(seq, test::exampleRig());
        QVERIFY(run.result.ok());
        QVERIFY(run.result.readings.camera);
        // |Δs| / s: frame 21 (0.14 / 1.06), frame 5 (0.05), frame 20 (0.01 / 1.05).
        QCOMPARE(run.result.readings.camera->fastest, (std::vector<std::size_t>{21, 5, 20}));
        const auto lines = report::runLines(run.result, run.sequence, std::nullopt);
        QVERIFY(hasLine(lines, "CAMERA tracked: s 1.0000–1.2000; it changes fastest on frame(s) 21, 5, 20"));
        // The same keys as without it: the joints already carry the camera.
        const test::RetargetRun plain = test::runRetarget(test::cleanedWave(), test::exampleRig());
        QCOMPARE(run.result.gate.motionBytes, plain.result.gate.motionBytes);
    }

    void aMeasuredRecordReadsTheTiltOnItsMeasuredFrames()
    {
        // The raw wave's hips turned 25° about their midpoint on frames 60-71, which the record
        // calls unmeasured.
        const auto turnHips = [](sequence::Sequence& raw) {
            for (std::size_t f = 60; f < raw.frames.size(); ++f) {
                sequence::Person& p = raw.frames[f].people[0];
                const Eigen::Vector2d r = *p.joint(body::Joint::RHip).at, l = *p.joint(body::Joint::LHip).at;
                const Eigen::Vector2d mid = (r + l) / 2;
                const Eigen::Rotation2Dd turn(25 * 3.14159265358979323846 / 180);
                p.joint(body::Joint::RHip).at = mid + turn * (r - mid);
                p.joint(body::Joint::LHip).at = mid + turn * (l - mid);
            }
        };
        sequence::Sequence seq = test::cleanedWave(turnHips);
        QCOMPARE(seq.frames.size(), std::size_t(72));
        const auto run = [](int a, int b) { return nlohmann::ordered_json::array({a, b}); };
        (*seq.cleaned)["params"]["hipsInferred"] = {{"by", "measured"},
                                                    {"method", "waistband"},
                                                    {"read", {run(0, 29)}},
                                                    {"interpolated", {run(30, 39)}},
                                                    {"scaled", {run(40, 44)}},
                                                    {"held", {run(45, 52), run(55, 59)}},
                                                    {"unmeasured", {run(53, 54), run(60, 71)}},
                                                    {"declined", {{{"frames", run(30, 71)}, {"why", "no garment"}}}}};
        for (sequence::Frame& f : seq.frames)
            for (body::Joint j : {body::Joint::RHip, body::Joint::LHip})
                f.people[0].joint(j).state = sequence::JointState::Inferred;
        const test::RetargetRun measured = test::runRetarget(seq, test::exampleRig());
        QVERIFY(measured.result.ok());
        const retarget::PostureReading& p = *measured.result.readings.posture;
        QVERIFY(p.measured);
        QCOMPARE(p.measured->frames, std::size_t(58));
        QCOMPARE(p.measured->read, std::size_t(30));
        QCOMPARE(p.measured->interpolated, std::size_t(10));
        QCOMPARE(p.measured->scaled, std::size_t(5));
        QCOMPARE(p.measured->held, std::size_t(13));
        QCOMPARE(p.measured->unmeasured, std::size_t(14));
        QCOMPARE(p.tiltFrames, std::size_t(58));
        QCOMPARE(p.hipsInferred, std::size_t(0));
        // The tilt is the range of the hip line's angle (y up) over the 58 measured frames.
        double lo = 1e9, hi = -1e9;
        for (std::size_t f = 0; f < 60; ++f) {
            if (f == 53 || f == 54)
                continue;
            const sequence::Person& person = seq.frames[f].people[0];
            const Eigen::Vector2d d = *person.joint(body::Joint::LHip).at - *person.joint(body::Joint::RHip).at;
            const double a = std::atan2(-d.y(), d.x()) * 180 / 3.14159265358979323846;
            lo = std::min(lo, a);
            hi = std::max(hi, a);
        }
        QVERIFY2(std::abs(*p.tilt - (hi - lo)) < 1e-6, std::to_string(*p.tilt).c_str());
        QVERIFY(*p.tilt < 5);  // the turned frames (25°) are out
        const auto lines = report::runLines(measured.result, measured.sequence, std::nullopt);
        QVERIFY(hasLine(lines, "POSTURE hip tilt "));
        const auto line = std::find_if(lines.begin(), lines.end(),
                                       [](const std::string& l) { return l.rfind("POSTURE", 0) == 0; });
        QVERIFY2(
            line->find("; tilt measured (waistband) on 58 frame(s): 30 read, 10 interpolated, 5 scaled (scaled: "
                       "40–44), 13 held (held: 45–52, 55–59); 14 unmeasured, left out (unmeasured: 53–54, 60–71)") !=
                std::string::npos,
            line->c_str());
        const report::json j = report::reportJson(measured.result, measured.result.options, {}, measured.sequence,
                                                  measured.rig);
        QVERIFY(j["posture"]["tiltMeasured"]["method"] == report::json("waistband"));
        QVERIFY(j["posture"]["tiltMeasured"]["runs"]["unmeasured"][1]["frames"] == report::json::array({60, 71}));
        QVERIFY(j["posture"]["tiltMeasured"]["runs"]["unmeasured"][1]["times"] == report::json::array({2.5, 2.958333}));
        QVERIFY(j["posture"]["hipsSource"] == report::json("measured at clean (waistband)"));

        // The same sequence without the record: the joints carry the state, the record does not.
        sequence::Sequence unstated = seq;
        (*unstated.cleaned)["params"].erase("hipsInferred");
        const test::RetargetRun bare = test::runRetarget(unstated, test::exampleRig());
        QVERIFY(bare.result.ok());
        QVERIFY(!bare.result.readings.posture->tilt);
        QCOMPARE(bare.result.readings.posture->tiltWhy, std::string("hips inferred (source not stated)"));
    }

    void jitterGroupsSumTheirBones()
    {
        const test::RetargetRun run = test::runRetarget(test::cleanedWave(), test::exampleRig());
        QVERIFY(run.result.ok());
        // The wave's four limbs have two bones each; the pelvis, trunk and head one.
        QCOMPARE(run.result.readings.jitterGroups.size(), std::size_t(4));
        for (const retarget::JitterGroup& g : run.result.readings.jitterGroups) {
            double rig = 0, pair = 0, worst = -1;
            std::string moved;
            for (const retarget::JitterReading& b : run.result.readings.jitter)
                if (b.chain == g.chain) {
                    rig += b.rig;
                    pair += b.pair;
                    if (std::abs(b.rig - b.pair) > worst) {
                        worst = std::abs(b.rig - b.pair);
                        moved = b.bone;
                    }
                }
            QVERIFY(std::abs(g.rig - rig) < 1e-12 && std::abs(g.pair - pair) < 1e-12);
            // The wave's legs stand still: their pairs' sums round to 0 and get no ratio.
            if (pair >= 0.00005)
                QVERIFY(g.ratio && std::abs(*g.ratio - rig / pair) < 1e-12);
            else
                QVERIFY(!g.ratio);
            if (worst >= 0.00005)
                QCOMPARE(*g.movedBy, moved);
            else
                QVERIFY(!g.movedBy);
        }
        const retarget::JitterGroup& arm = run.result.readings.jitterGroups[0];
        QCOMPARE(arm.chain, std::string("arm_r"));
        QCOMPARE(arm.bones, (std::vector<std::string>{"r_upper_arm", "r_forearm"}));
        QVERIFY(arm.ratio);  // the waving arm moves
        const auto lines = report::runLines(run.result, run.sequence, std::nullopt);
        QVERIFY(hasLine(lines, "JITTER group \"arm_r\" (r_upper_arm, r_forearm): rig "));
        const report::json j = report::reportJson(run.result, run.result.options, {}, run.sequence, run.rig);
        QCOMPARE(j["jitterGroups"].size(), std::size_t(4));
        QVERIFY(j["jitterGroups"][0]["movedBy"].is_null());  // the wave's arm lands on its pairs exactly
        QVERIFY(hasLine(lines,
                        "JITTER group \"leg_r\" (r_thigh, r_shin): rig 0.0000 °/frame² against the pairs' 0.0000 "
                        "(the pairs are still), every bone on its pair"));

        // The forearm held in a narrow range: its keys stop following its pair, and the group
        // names it, below its pair.
        const rig::Rig rig = test::exampleRig();
        std::ifstream in(test::sourcePath("resources/examples/wave/map.json"));
        nlohmann::json doc = nlohmann::json::parse(in);
        doc["chains"][3]["range"] = {{"r_forearm", {-5, 5}}};
        auto clampedMap = map::readMapText(doc.dump(), "map.json", rig);
        QVERIFY(clampedMap.ok());
        const test::RetargetRun clamped = test::runRetarget(test::cleanedWave(), rig, &clampedMap.value);
        QVERIFY(clamped.result.ok());
        const retarget::JitterGroup& held = clamped.result.readings.jitterGroups[0];
        QCOMPARE(*held.movedBy, std::string("r_forearm"));
        QVERIFY(held.movedByExcess < 0 && *held.ratio < 1);

        // A shaking head on a still trunk: one bone a chain, no group.
        QVERIFY(runOwn(shakingEyes(30), mapWith("")).result.readings.jitterGroups.empty());
    }
};

QTEST_GUILESS_MAIN(TestReadings)
#include "tst_readings.moc"
