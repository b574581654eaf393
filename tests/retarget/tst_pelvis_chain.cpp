// The pelvis chain keyed from a sequence's pelvis track. The wave's map keys its hip bone off the
// hip line (r_hip -> l_hip); here the cleaned wave is given a track made in the test from keys
// at fractional frames (linear between them, held before the first and after the last, as a
// rig-pose-pelvis-keys/1 file reads), with three frames declined. Read back from the motion's
// bytes and posed, the hip bone's world angle is the track's on every frame the track reads
// (within 0.0005°) and the hip line's on the declined ones; PELVIS and the report say so.
// POSTURE then reads its tilt off the same frames, and (with the chest raised 30 units up the hip
// bone, so the pelvis turn swings it) the second sway line's carry is 30 × the range of sin(hip
// angle) and the trunk alone 240 × the range of cos(trunk angle): the shoulders sit 240 units up
// the chest.

#include <QTest>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <numbers>

#include "retarget_fixture.h"
#include "rigpose/map/aim.h"
#include "rigpose/report/report.h"
#include "rigpose/rig/poser.h"

using namespace rigpose;

namespace {

struct PelvisKey {
    double frame, degrees;
};

// The keys' tilt on frame f: linear between the keys around it, held outside them.
double tiltAt(const std::vector<PelvisKey>& keys, double f)
{
    if (f <= keys.front().frame)
        return keys.front().degrees;
    if (f >= keys.back().frame)
        return keys.back().degrees;
    for (std::size_t i = 1; i < keys.size(); ++i)
        if (f <= keys[i].frame) {
            const double s = (f - keys[i - 1].frame) / (keys[i].frame - keys[i - 1].frame);
            return keys[i - 1].degrees + s * (keys[i].degrees - keys[i - 1].degrees);
        }
    return keys.back().degrees;
}

// The hip bone's world angle on every frame, posed from the motion as written (its bytes).
std::vector<double> hipAngles(const test::RetargetRun& run)
{
    const auto motion = nlohmann::json::parse(run.result.gate.motionBytes);
    const rig::Poser poser(run.rig);
    std::size_t hip = 0;
    while (run.rig.bones[hip].name != "hip")
        ++hip;
    std::vector<double> out;
    for (const auto& track : motion["animations"]["wave"]["tracks"]) {
        if (track["bone"] != "hip" || track["property"] != "rotate")
            continue;
        for (const auto& key : track["keys"]) {
            std::vector<rig::LocalPose> locals = poser.setupPose();
            locals[hip].rotation += key["v"][0].get<double>();
            out.push_back(poser.worldTransforms(locals)[hip].rotation());
        }
    }
    return out;
}

const std::vector<PelvisKey> kKeys = {{2.5, 4.0}, {10.25, -7.5}, {30.75, 11.0}, {51.5, 2.0}};

// The cleaned wave with a track from kKeys, frames 40-42 declined.
sequence::Sequence waveWithTrack()
{
    sequence::Sequence seq = test::cleanedWave();
    seq.pelvisSource = "keys";
    for (std::size_t f = 0; f < seq.frames.size(); ++f) {
        seq.frames[f].hasPelvisTilt = true;
        if (f < 40 || f > 42)
            seq.frames[f].pelvisTilt = tiltAt(kKeys, static_cast<double>(f));
    }
    return seq;
}

// The example rig with its chest's origin 30 units up the hip bone (hip-local y).
rig::Rig raisedChestRig()
{
    std::ifstream in(test::sourcePath("resources/examples/wave/rig/rig.json"));
    nlohmann::json doc = nlohmann::json::parse(in);
    for (auto& bone : doc["bones"])
        if (bone["name"] == "chest")
            bone["y"] = 30;
    return rig::readRigText(doc.dump(), "rig.json").value;
}

double rangeOf(const std::vector<double>& v)
{
    const auto [lo, hi] = std::minmax_element(v.begin(), v.end());
    return *hi - *lo;
}

}  // namespace

class TestPelvisChain : public QObject {
    Q_OBJECT

private slots:
    void theTrackKeysThePelvisBoneWhereItReads()
    {
        const std::vector<PelvisKey>& keys = kKeys;
        const sequence::Sequence seq = waveWithTrack();
        const test::RetargetRun run = test::runRetarget(seq, test::exampleRig());
        QVERIFY(run.result.ok());
        const std::vector<double> angles = hipAngles(run);
        QCOMPARE(angles.size(), seq.frames.size());
        // The hip line of the wave, for the declined frames.
        const test::RetargetRun plain = test::runRetarget(test::cleanedWave(), test::exampleRig());
        const std::vector<double> hipLine = hipAngles(plain);
        double worst = 0;
        for (std::size_t f = 0; f < seq.frames.size(); ++f) {
            const double want = f >= 40 && f <= 42 ? hipLine[f] : tiltAt(keys, static_cast<double>(f));
            worst = std::max(worst, std::abs(map::wrapDegrees(angles[f] - want)));
        }
        QVERIFY2(worst <= 0.0005, std::to_string(worst).c_str());
        // Frame 6 lies between the keys at 2.5 and 10.25: 4 + (3.5 / 7.75) × (−11.5).
        QVERIFY(std::abs(angles[6] - (4.0 - 3.5 / 7.75 * 11.5)) <= 0.0005);

        const retarget::PelvisReading& p = *run.result.pelvis;
        QCOMPARE(p.source, std::string("keys"));
        QCOMPARE(*p.bone, std::string("hip"));
        QCOMPARE(p.track, seq.frames.size() - 3);
        QCOMPARE(p.hipLine, std::size_t(3));
        QCOMPARE(p.declined.size(), std::size_t(1));
        QCOMPARE(p.declined[0], (std::pair<std::size_t, std::size_t>{40, 42}));
        // The swing is the rotate keys' peak to peak, on whole frames: the keys' −7.5 at 10.25 and
        // 11 at 30.75 fall between frames, so frame 31's 11 − 9 × 0.25 / 20.75 = 10.891566 less
        // frame 10's 4 − 11.5 × 7.5 / 7.75 = −7.129032 (the wave's level hips lie inside it).
        QVERIFY2(std::abs(*p.swing - 18.020598) < 0.000001, std::to_string(*p.swing).c_str());

        const auto lines = report::runLines(run.result, run.sequence, std::nullopt);
        const auto pelvis = std::find_if(lines.begin(), lines.end(),
                                         [](const std::string& l) { return l.rfind("PELVIS:", 0) == 0; });
        QVERIFY(pelvis != lines.end());
        QVERIFY2(pelvis->find("PELVIS: from keys, swing 18.021°") == 0, pelvis->c_str());
        QVERIFY(pelvis->find("frames 40–42") != std::string::npos);
        const report::json j = report::reportJson(run.result, run.result.options, {}, run.sequence, run.rig);
        QVERIFY(j["pelvis"]["declined"] == report::json::array({report::json::array({40, 42})}));
        QVERIFY(j["pelvis"]["trackSource"] == report::json("keys"));
    }

    void withoutATrackTheHipLineKeysIt()
    {
        const test::RetargetRun run = test::runRetarget(test::cleanedWave(), test::exampleRig());
        QVERIFY(run.result.ok());
        const retarget::PelvisReading& p = *run.result.pelvis;
        QCOMPARE(p.source, std::string("hip line"));
        QVERIFY(!p.trackSource);
        QCOMPARE(p.track, std::size_t(0));
        QCOMPARE(p.hipLine, run.sequence.frames.size());
        const auto lines = report::runLines(run.result, run.sequence, std::nullopt);
        QVERIFY(std::any_of(lines.begin(), lines.end(), [](const std::string& l) {
            return l.rfind("PELVIS: from hip line (no track), swing", 0) == 0;
        }));
    }

    void aMapWithoutAPelvisChainAndNoTrackHasNoReading()
    {
        const rig::Rig rig = test::exampleRig();
        auto map = map::readMapText(R"({ "spec": "rig-pose-map/1", "chains": [
            { "name": "trunk", "bones": ["chest"], "joints": ["mid_hip", "neck"] } ] })",
                                    "map.json", rig);
        QVERIFY(map.ok());
        const test::RetargetRun run = test::runRetarget(test::cleanedWave(), rig, &map.value);
        QVERIFY(run.result.ok());
        QVERIFY(!run.result.pelvis);
        const report::json j = report::reportJson(run.result, run.result.options, {}, run.sequence, run.rig);
        QVERIFY(j["pelvis"].is_null());
    }

    void postureReadsTheTrackAndTheSwayItCarries()
    {
        const test::RetargetRun run = test::runRetarget(waveWithTrack(), raisedChestRig());
        QVERIFY(run.result.ok());
        const std::vector<double> angles = hipAngles(run);
        const retarget::PostureReading& p = *run.result.readings.posture;
        // The tilt's reference is the hip bone's own angle on every frame: the track's where it
        // reads, the hip line's on 40-42.
        QVERIFY(p.track);
        QCOMPARE(p.track->source, std::string("keys"));
        QCOMPARE(p.track->track, run.sequence.frames.size() - 3);
        QCOMPARE(p.track->hipLine, std::size_t(3));
        QVERIFY2(std::abs(*p.tilt - rangeOf(angles)) < 0.001, std::to_string(*p.tilt).c_str());

        // The carry: the chest's origin sits at R(hip) (0, 30) from the hip's, so its x is -30 sin.
        std::vector<double> carry, trunk;
        for (std::size_t f = 0; f < angles.size(); ++f) {
            carry.push_back(-30 * std::sin(angles[f] * std::numbers::pi / 180));
            // The trunk's angle is the pose's mid_hip -> neck, flipped into y up.
            const sequence::Person& person = run.sequence.frames[f].people[0];
            const Eigen::Vector2d hip = (*person.joint(body::Joint::RHip).at + *person.joint(body::Joint::LHip).at) / 2;
            const Eigen::Vector2d d = *person.joint(body::Joint::Neck).at - hip;
            trunk.push_back(240 * std::cos(std::atan2(-d.y(), d.x())));
        }
        QVERIFY(p.carried);
        QCOMPARE(p.carried->bone, std::string("chest"));
        QVERIFY2(std::abs(p.carried->origin - rangeOf(carry)) < 0.001, std::to_string(p.carried->origin).c_str());
        QVERIFY(p.carried->origin > 5);  // the tilt swings about 19°: a carry worth reading
        QVERIFY2(std::abs(p.carried->trunk - rangeOf(trunk)) < 0.01, std::to_string(p.carried->trunk).c_str());
        QCOMPARE(p.carried->reference, p.swayPoseUnits);

        const auto lines = report::runLines(run.result, run.sequence, std::nullopt);
        const auto posture = std::find_if(lines.begin(), lines.end(),
                                          [](const std::string& l) { return l.rfind("POSTURE reference", 0) == 0; });
        QVERIFY(posture != lines.end());
        QVERIFY2(
            posture->find("from keys (69 frame(s) from the track, 3 from the hip line: 40–42)") != std::string::npos,
            posture->c_str());
        QVERIFY(std::next(posture) != lines.end() && std::next(posture)->rfind("POSTURE sway: ", 0) == 0);
        QVERIFY(std::next(posture)->find("carries the trunk's origin (chest)") != std::string::npos);

        const report::json j = report::reportJson(run.result, run.result.options, {}, run.sequence, run.rig);
        QVERIFY(j["posture"]["tiltTrack"]["source"] == report::json("keys"));
        QVERIFY(j["posture"]["tiltTrack"]["hipLineRuns"][0]["frames"] == report::json::array({40, 42}));
        QVERIFY(j["posture"]["sway"]["carried"]["bone"] == report::json("chest"));
        // The declined run's times are the key times of frames 40 and 42 (24 fps).
        QVERIFY(j["pelvis"]["declinedEvents"][0]["frames"] == report::json::array({40, 42}));
        QVERIFY(j["pelvis"]["declinedEvents"][0]["times"] == report::json::array({1.666667, 1.75}));
    }

    void withoutATrackNoCarriedSway()
    {
        const test::RetargetRun run = test::runRetarget(test::cleanedWave(), raisedChestRig());
        QVERIFY(run.result.ok());
        QVERIFY(!run.result.readings.posture->track && !run.result.readings.posture->carried);
        const report::json j = report::reportJson(run.result, run.result.options, {}, run.sequence, run.rig);
        QVERIFY(j["posture"]["tiltTrack"].is_null());
        QVERIFY(j["posture"]["sway"]["carried"].is_null());
    }
};

QTEST_GUILESS_MAIN(TestPelvisChain)
#include "tst_pelvis_chain.moc"
