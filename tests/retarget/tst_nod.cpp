// The head's nod on a small rig made for it: a chest whose tip is where the rig puts the neck and
// a head 20 units further up (so the clamp is 2% of 20 = 0.4 units), and sequences built in code.
//   - a walk loop of 7 cycles (24 frames each) with the eyes bobbing 3 px twice a cycle: with the
//     loop's window wrapped, cycle 7 reads as cycle 1 to 0.001 units and 0.001°; cut at the ends
//     (the same clip not declared a loop) the two differ;
//   - two planted eye lifts on a still figure, figures by hand: +2 px on frame 50 is 4 units,
//     clamped to 0.4, coupled +0.64°; +0.1 px on frame 100 is 0.2 units, coupled +0.32°;
//   - in place: frame 0 is the baseline, no clamp, no coupling;
//   - and each reason the nod is not keyed.

#include <QTest>

#include <cmath>
#include <numbers>

#include "retarget_fixture.h"
#include "rigpose/report/report.h"
#include "rigpose/rig/poser.h"

using namespace rigpose;

namespace {

constexpr const char* kRig = test::kNodderRig;

std::string mapText(const std::string& headExtra, bool translate = true)
{
    return R"({ "spec": "rig-pose-map/1", "chains": [
      { "name": "trunk", "bones": ["chest"], "joints": ["mid_hip", "neck"] },
      { "name": "head", "bones": ["head"], "joints": ["r_eye", "l_eye"])" +
           headExtra + R"( } ])" +
           (translate ? R"(, "translate": { "bone": "hip", "joint": "mid_hip",
        "scale": { "pose": ["mid_hip", "neck"], "rig": ["hip", "chest:tip"] } } })"
                      : std::string(" }"));
}

void place(sequence::Person& p, body::Joint j, double x, double y)
{
    p.joint(j) = {sequence::JointState::Observed, Eigen::Vector2d(x, y), 1.0};
}

// A figure 100 px from mid-hip to neck (so the figure scale is 2), its eyes 10 px over the neck
// plus `lift(f)`; the hips travel `travel` px a frame and the neck sways `sway(f)` px.
sequence::Sequence figure(std::size_t frames, const std::function<double(std::size_t)>& lift, double travel,
                          const std::function<double(std::size_t)>& sway, bool loop)
{
    sequence::Sequence seq;
    seq.width = 1000;
    seq.height = 1000;
    seq.cleaned = nlohmann::ordered_json{{"spec", "rig-pose-clean/1"},
                                         {"params", {{"loop", loop}, {"legs", 1}, {"rest", 1}}}};
    for (std::size_t f = 0; f < frames; ++f) {
        sequence::Frame frame;
        frame.t = static_cast<double>(f) / 24;
        sequence::Person p;
        p.id = "a";
        const double x = 300 + travel * static_cast<double>(f);
        place(p, body::Joint::RHip, x - 20, 500);
        place(p, body::Joint::LHip, x + 20, 500);
        place(p, body::Joint::Neck, x + sway(f), 400);
        place(p, body::Joint::REye, x + sway(f) - 10, 390 - lift(f));
        place(p, body::Joint::LEye, x + sway(f) + 10, 390 - lift(f));
        frame.people.push_back(p);
        seq.frames.push_back(frame);
    }
    return seq;
}

struct Run {
    rig::Rig rig;
    map::Map map;
    sequence::Sequence seq;
    retarget::Result result;
};

Run runNod(sequence::Sequence seq, const std::string& map, const std::string& rigText = kRig)
{
    Run run;
    run.rig = rig::readRigText(rigText, "nodder.json").value;
    auto m = map::readMapText(map, "map.json", run.rig);
    if (!m.ok())
        qFatal("map: %s", m.refusals.items()[0].message.c_str());
    run.map = m.value;
    run.seq = std::move(seq);
    retarget::Inputs in;
    in.sequence = &run.seq;
    in.rig = &run.rig;
    in.map = &run.map;
    in.options.name = "nod";
    in.sequenceName = "walk.json";
    run.result = retarget::retarget(in);
    return run;
}

const motion::Track* track(const retarget::Result& r, const std::string& bone, const std::string& property)
{
    for (const motion::Track& t : r.motion.animations.back().tracks)
        if (t.target == bone && t.property == property)
            return &t;
    return nullptr;
}

double value(const motion::Track& t, std::size_t f, std::size_t i = 0) { return t.keys[f].v[i].get<double>(); }

std::string nodLine(const Run& run)
{
    for (const std::string& l : rigpose::report::runLines(run.result, run.seq, std::nullopt))
        if (l.rfind("NOD ", 0) == 0)
            return l;
    return {};
}

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

std::string firstRefusal(const retarget::Result& r)
{
    return r.refusals.empty() ? std::string() : r.refusals.items()[0].code + ": " + r.refusals.items()[0].message;
}

}  // namespace

class TestNod : public QObject {
    Q_OBJECT

    // Cycle 7's keys less cycle 1's, the largest over the head's rotate and translate.
    static std::pair<double, double> cycleGap(const retarget::Result& r)
    {
        const motion::Track* rot = track(r, "head", "rotate");
        const motion::Track* tr = track(r, "head", "translate");
        double rotate = 0, translate = 0;
        for (std::size_t f = 0; f < 24; ++f) {
            rotate = std::max(rotate, std::abs(value(*rot, f + 144) - value(*rot, f)));
            for (std::size_t i = 0; i < 2; ++i)
                translate = std::max(translate, std::abs(value(*tr, f + 144, i) - value(*tr, f, i)));
        }
        return {rotate, translate};
    }

private slots:
    void aWrappedLoopPutsCycleSevenOnCycleOne()
    {
        const auto bob = [](std::size_t f) {
            return 3 * std::sin(2 * std::numbers::pi * 2 * static_cast<double>(f) / 24);
        };
        const auto sway = [](std::size_t f) {
            return 6 * std::sin(2 * std::numbers::pi * static_cast<double>(f) / 24);
        };
        const Run loop = runNod(figure(168, bob, 2.5, sway, true), mapText(""));
        QVERIFY2(loop.result.ok(), firstRefusal(loop.result).c_str());
        QVERIFY(loop.result.nod && loop.result.nod->keyed);
        QVERIFY(loop.result.nod->wrapped);
        QCOMPARE(loop.result.nod->window, std::size_t(12));
        QCOMPARE(loop.result.nod->clamp, 0.4);  // 2% of the neck's 20 units
        QVERIFY(loop.result.nod->coupled);      // a 6-unit bob passes the clamp
        const auto [rotate, translate] = cycleGap(loop.result);
        QVERIFY2(rotate < 0.001 && translate < 0.001,
                 (std::to_string(rotate) + " " + std::to_string(translate)).c_str());
        // The nod is really there on both cycles: the head's translate swings the clamp's width.
        QVERIFY(loop.result.nod->maxY - loop.result.nod->minY > 0.79);
        QVERIFY(has(nodLine(loop), "wrapped round the loop"));

        // The same clip, not a loop: the window is cut at the ends, and the ends read otherwise.
        const Run cut = runNod(figure(168, bob, 2.5, sway, false), mapText(""));
        QVERIFY2(cut.result.ok(), firstRefusal(cut.result).c_str());
        QVERIFY(!cut.result.nod->wrapped);
        const auto [cutRotate, cutTranslate] = cycleGap(cut.result);
        QVERIFY2(cutRotate > 0.01 || cutTranslate > 0.01,
                 (std::to_string(cutRotate) + " " + std::to_string(cutTranslate)).c_str());
    }

    void theClampAndTheCouplingByHand()
    {
        // Eyes 10 px over the neck on every frame but two. The ±12-frame median of each window
        // is 10 (one lifted frame among 25), and so is its mean: the nod is the lift, times 2.
        const auto lift = [](std::size_t f) { return f == 50 ? 2.0 : f == 100 ? 0.1 : 0.0; };
        const Run run = runNod(figure(
                                   150, lift, 0, [](std::size_t) { return 0.0; }, false),
                               mapText(""));
        QVERIFY2(run.result.ok(), firstRefusal(run.result).c_str());
        const retarget::NodReading& nod = *run.result.nod;
        QVERIFY(nod.keyed && !nod.inPlace && !nod.wrapped);
        QCOMPARE(nod.neckLength, 20.0);
        QCOMPARE(nod.clampedFrames, std::size_t(1));
        QCOMPARE(nod.firstClamped, std::size_t(50));
        QVERIFY(nod.coupled);
        const motion::Track* rot = track(run.result, "head", "rotate");
        const motion::Track* tr = track(run.result, "head", "translate");
        QVERIFY(rot && tr);
        // The chest stands at 90°: "up" at setup is the chest's own +x, so the key is (nod, 0).
        QVERIFY2(std::abs(value(*tr, 50, 0) - 0.4) < 1e-9 && std::abs(value(*tr, 50, 1)) < 1e-6,
                 (std::to_string(value(*tr, 50, 0)) + " " + std::to_string(value(*tr, 50, 1)) + " rot " +
                  std::to_string(value(*rot, 50)) + " " + std::to_string(value(*rot, 49)))
                     .c_str());
        QVERIFY(std::abs(value(*tr, 100, 0) - 0.2) < 1e-9);
        QVERIFY(std::abs(value(*tr, 49, 0)) < 1e-9 && std::abs(value(*tr, 101, 0)) < 1e-9);
        // (The head's key sits 3e-6° off 0 on every frame: the chest's 90° in floating point.)
        QVERIFY(std::abs(value(*rot, 50) - value(*rot, 49) - 0.64) < 1e-7);   // 1.6°/unit × 0.4
        QVERIFY(std::abs(value(*rot, 100) - value(*rot, 99) - 0.32) < 1e-7);  // 1.6°/unit × 0.2
        QVERIFY(std::abs(value(*rot, 10)) < 1e-5 && std::abs(value(*rot, 10) - value(*rot, 49)) < 1e-9);
        // Posed, the head's origin rises by the clamped nod on frame 50: (0, 320) -> (0, 320.4).
        const rig::Poser poser(run.rig);
        std::vector<rig::LocalPose> locals = poser.setupPose();
        locals[3].x += value(*tr, 50, 0);
        locals[3].y += value(*tr, 50, 1);
        locals[3].rotation += value(*rot, 50);
        const auto world = poser.worldTransforms(locals);
        QVERIFY(std::abs(world[3].worldX - 0.0) < 1e-4 && std::abs(world[3].worldY - 320.4) < 1e-4);
        // The gate measured the turned head against its turned target, and it landed; the head's
        // origin, posed from the build read back, is a LAND row of its own.
        QVERIFY(run.result.gate.green);
        const std::string line = nodLine(run);
        QVERIFY2(line.rfind("NOD bone \"head\" (chain \"head\", r_eye → l_eye): translate y +0.000 … +0.400 units over "
                            "150 frame(s); baseline a running median over ±12 frame(s) (0.5 s), averaged again, cut at "
                            "the clip's ends; clamp ±0.400 units (2% of the neck's setup length 20.000) acted on 1 "
                            "frame(s) (frame 50)",
                            0) == 0,
                 line.c_str());
        QVERIFY(has(line, "+1.6°/unit"));
        const retarget::Landing& last = run.result.gate.landings.back();
        QCOMPARE(last.bone, std::string("head"));
        QCOMPARE(last.kind, std::string("origin"));
        QVERIFY(last.worst <= last.tolerance);

        // Mutation: the head's translate moved 0.05 units on frame 50 is caught by the gate as
        // the nod's origin missing there, and by nothing else (a translate turns no aim).
        motion::Motion corrupted = run.result.motion;
        for (motion::Track& t : corrupted.animations.back().tracks)
            if (t.target == "head" && t.property == "translate")
                t.keys[50].v[0] = t.keys[50].v[0].get<double>() + 0.05;
        const retarget::GateResult gate = retarget::gateWithAnimation(run.rig, corrupted, "nod", run.result.targets,
                                                                      retarget::GateNames{});
        QVERIFY(!gate.green);
        QCOMPARE(gate.refusals.items().size(), std::size_t(1));
        const std::string& refusal = gate.refusals.items()[0].message;
        QCOMPARE(gate.refusals.items()[0].code, std::string("POSE_LANDS"));
        QVERIFY2(refusal.find("bone \"head\" misses its origin target (the nod) by 0.05 units on frame 50") !=
                     std::string::npos,
                 refusal.c_str());
    }

    void inPlaceReadsFrameZeroWithoutAClamp()
    {
        const auto lift = [](std::size_t f) { return f == 50 ? 2.0 : 0.0; };
        sequence::Sequence seq = figure(
            150, lift, 0, [](std::size_t) { return 0.0; }, false);
        seq.travel = "in-place";
        const Run run = runNod(seq, mapText(""));
        QVERIFY2(run.result.ok(), firstRefusal(run.result).c_str());
        const retarget::NodReading& nod = *run.result.nod;
        QVERIFY(nod.keyed && nod.inPlace && !nod.coupled);
        QCOMPARE(nod.clampedFrames, std::size_t(0));
        const motion::Track* tr = track(run.result, "head", "translate");
        QVERIFY(std::abs(value(*tr, 50, 0) - 4.0) < 1e-9);  // 2 px × 2, unclamped
        QVERIFY2(has(nodLine(run), "baseline frame 0 (declared in place): no window, no clamp, no coupling"),
                 nodLine(run).c_str());
        QVERIFY2(std::abs(value(*track(run.result, "head", "rotate"), 50) -
                          value(*track(run.result, "head", "rotate"), 49)) < 1e-9,
                 std::to_string(value(*track(run.result, "head", "rotate"), 50)).c_str());
    }

    void eachReasonTheNodIsNotKeyed()
    {
        const auto lift = [](std::size_t f) { return f == 50 ? 2.0 : 0.0; };
        const auto still = [](std::size_t) { return 0.0; };
        const sequence::Sequence lifted = figure(60, lift, 0, still, false);
        const auto why = [](const Run& run) { return run.result.nod ? run.result.nod->why : std::string("(none)"); };
        {
            const Run run = runNod(lifted, mapText(R"(, "nod": false)"));
            QVERIFY2(run.result.ok(), firstRefusal(run.result).c_str());
            QVERIFY(!run.result.nod->keyed);
            QVERIFY(why(run).find("\"nod\": false") != std::string::npos);
            QVERIFY(!track(run.result, "head", "translate"));
            QVERIFY2(has(nodLine(run), "): no nod keyed: \"nod\": false on the chain"), nodLine(run).c_str());
        }
        {
            const Run run = runNod(lifted, mapText("", false));
            QVERIFY2(run.result.ok(), firstRefusal(run.result).c_str());
            QVERIFY(why(run).find("no scale") != std::string::npos);
        }
        {
            const Run run = runNod(figure(60, still, 0, still, false), mapText(""));
            QVERIFY2(run.result.ok(), firstRefusal(run.result).c_str());
            QVERIFY(why(run).find("do not move against the neck") != std::string::npos);
        }
        {
            sequence::Sequence noNeck = lifted;
            for (sequence::Frame& f : noNeck.frames)
                f.people[0].joint(body::Joint::Neck) = {};
            // The trunk needs the neck too; map the head alone, with the scale off the hips.
            const Run run = runNod(noNeck, R"({ "spec": "rig-pose-map/1", "chains": [
              { "name": "head", "bones": ["head"], "joints": ["r_eye", "l_eye"] } ],
              "translate": { "bone": "hip", "joint": "mid_hip",
                "scale": { "pose": ["r_hip", "l_hip"], "rig": ["hip", "hip:tip"] } } })");
            QVERIFY2(run.result.ok(), firstRefusal(run.result).c_str());
            QVERIFY(why(run).find("no good neck") != std::string::npos);
        }
        {
            // A set that offsets the head keys the head's translate while it shows: no nod on top.
            std::string drawnRig = kRig;
            const std::string noSlots = R"("slots": [] })";
            drawnRig.replace(drawnRig.find(noSlots), noSlots.size(),
                             R"("slots": [ { "name": "face", "bone": "head", "attachment": "face" } ],
                 "skins": { "default": { "face": { "face": { "width": 20, "height": 20 },
                                                   "face_up": { "width": 20, "height": 20 } } } } })");
            std::string map = mapText("");
            map.replace(map.rfind('}'), 1, R"(, "alternates": [ { "name": "up", "slots": { "face": "face_up" },
                "chains": ["head"], "pose": { "r_eye": [290, 380], "l_eye": [310, 380] },
                "offsets": { "head": [0, 3] } } ] })");
            const Run run = runNod(lifted, map, drawnRig);
            QVERIFY2(run.result.ok(), firstRefusal(run.result).c_str());
            QVERIFY(!run.result.nod->keyed);
            QVERIFY2(why(run).find("set \"up\" offsets bone \"head\"") != std::string::npos, why(run).c_str());
            // The set shows on every frame (the eyes stay level), so the head's translate is its offset.
            const motion::Track* tr = track(run.result, "head", "translate");
            QVERIFY(tr && !tr->keys.empty());
            QVERIFY(tr->keys.back().v == motion::json::array({0.0, 3.0}));
        }
        {
            // No chain carries the eye line: no reading at all.
            const Run run = runNod(lifted, R"({ "spec": "rig-pose-map/1", "chains": [
              { "name": "trunk", "bones": ["chest"], "joints": ["mid_hip", "neck"] } ] })");
            QVERIFY2(run.result.ok(), firstRefusal(run.result).c_str());
            QVERIFY(!run.result.nod);
        }
    }
};

QTEST_GUILESS_MAIN(TestNod)
#include "tst_nod.moc"
