// The readings, each on a planted case with its figure worked out by hand:
//   JITTER  an eye line alternating ±1° about a still trunk: the pair's mean |second difference|
//           is |(-1 - 1) - (1 - (-1))| = 4 °/frame² on every triple, and so is the head's key;
//           with the head's range [-0.5, 0.5] the keys alternate ±0.5: 2 against 4, ratio 0.5;
//   TURN    the wave's eyes swapped on 4 frames (0.167 s at 24 fps) is a reversed eye line; on 3
//           frames (0.125 s) it is not;
//   PIVOT   the wave's hip sits on its thigh roots' midpoint: 0 units;
//   SCALE   the wave's bands: it is drawn at the rig's own proportions, so both read 1.00000;
//   POSTURE hips declared inferred at clean: the tilt is not read, and says why;
//   CAMERA  a camera's range of s and the frames where it changes fastest.

#include <QTest>

#include <cmath>

#include "retarget_fixture.h"
#include "rigpose/report/report.h"

using namespace rigpose;

namespace {

constexpr const char* kRig = R"({ "spec": "rigc-rig/1", "name": "nodder", "bones": [
  { "name": "root" },
  { "name": "hip", "parent": "root", "y": 100, "length": 40 },
  { "name": "chest", "parent": "hip", "rotation": 90, "length": 200 },
  { "name": "head", "parent": "chest", "x": 220, "rotation": -90, "length": 30 } ], "slots": [] })";

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
      { "name": "head", "bones": ["head"], "joints": ["r_eye", "l_eye"])" + headExtra + R"( } ],
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
        QCOMPARE(run.result.jitter.size(), std::size_t(2));
        const retarget::JitterReading& chest = run.result.jitter[0];
        QCOMPARE(chest.bone, std::string("chest"));
        QVERIFY(!chest.against && !chest.ratio);  // a still trunk: no ratio
        const retarget::JitterReading& head = run.result.jitter[1];
        QCOMPARE(*head.against, std::string("chest"));
        QCOMPARE(head.triples, std::size_t(28));
        QVERIFY(std::abs(head.pair - 4.0) < 1e-9);
        QVERIFY(std::abs(head.rig - 4.0) < 1e-6);
        QVERIFY(std::abs(*head.ratio - 1.0) < 1e-6);
        // The eyes turn about their midpoint: their height never moves, so there is no nod.
        QVERIFY(run.result.nod && !run.result.nod->keyed);

        const test::RetargetRun clamped = runOwn(shakingEyes(30), mapWith(R"(, "range": { "head": [-0.5, 0.5] })"));
        QVERIFY(clamped.result.ok());
        const retarget::JitterReading& held = clamped.result.jitter[1];
        QVERIFY(std::abs(held.rig - 2.0) < 1e-6);
        QVERIFY(std::abs(*held.ratio - 0.5) < 1e-6);
        const auto lines = report::runLines(clamped.result, clamped.sequence, std::nullopt);
        QVERIFY(hasLine(lines, "JITTER head (chain \"head\", r_eye → l_eye, against chest): rig 2.0000 °/frame² "
                               "against the pair's 4.0000 over 28 triple(s) (0.50×)"));
        const report::json j = report::reportJson(clamped.result, clamped.result.options, {}, clamped.sequence, clamped.rig);
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
        QCOMPARE(run.result.turns.size(), std::size_t(1));
        const retarget::TurnRun& t = run.result.turns[0];
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
        QVERIFY(run.result.pivot);
        QVERIFY(std::abs(run.result.pivot->units) < 1e-9);
        QVERIFY(run.result.scaleFit && run.result.scaleFit->leg && run.result.scaleFit->hip);
        const retarget::ScaleFit& fit = *run.result.scaleFit;
        // The rig's thigh roots are 90 units apart and its legs 330 long (rig.json).
        QCOMPARE(fit.hip->rig, 90.0);
        QCOMPARE(fit.leg->rig, 330.0);
        QVERIFY(fit.leg->within && fit.hip->within && !fit.outside);
        QVERIFY2(std::abs(fit.hip->lo - 1.0) < 5e-6, std::to_string(fit.hip->lo).c_str());
        // Our wave draws its legs at the rig's length (the reference's own wave reads 0.99698).
        QVERIFY2(std::abs(fit.leg->lo - 1.0) < 5e-6, std::to_string(fit.leg->lo).c_str());
        QVERIFY(run.result.posture && run.result.posture->tilt);
        QVERIFY(run.result.bothLegs);
        const auto lines = report::runLines(run.result, run.sequence, std::nullopt);
        QVERIFY(hasLine(lines, "SCALE bands (rig over picture, per unit of the figure scale): leg 1.00000–1.00000 within, "
                               "hip 1.00000–1.00000 within"));
        QVERIFY(!hasLine(lines, "SCALE outside both bands"));
        QVERIFY(hasLine(lines, "PIVOT bone \"hip\" sits 0.000 units"));
        QVERIFY(hasLine(lines, "FEET not measured"));
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
        const retarget::PostureReading& p = *run.result.posture;
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
        QVERIFY(run.result.camera);
        // |Δs| / s: frame 21 (0.14 / 1.06), frame 5 (0.05), frame 20 (0.01 / 1.05).
        QCOMPARE(run.result.camera->fastest, (std::vector<std::size_t>{21, 5, 20}));
        const auto lines = report::runLines(run.result, run.sequence, std::nullopt);
        QVERIFY(hasLine(lines, "CAMERA tracked: s 1.0000–1.2000; it changes fastest on frame(s) 21, 5, 20"));
        // The same keys as without it: the joints already carry the camera.
        const test::RetargetRun plain = test::runRetarget(test::cleanedWave(), test::exampleRig());
        QCOMPARE(run.result.gate.motionBytes, plain.result.gate.motionBytes);
    }
};

QTEST_GUILESS_MAIN(TestReadings)
#include "tst_readings.moc"
