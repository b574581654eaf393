// The idle through the retarget: the idler rig (tests/data/idle/idler, the wave's rig with a
// control between chest and head, hair, eyes and a tail) and its 1 s idle against a 2.5 s wave,
// two and a half cycles. Each track dropped or kept out for its reason, with the names; with
// --carry-idle the carried keys at hand-derived times and values in the gated motion, the gate
// green; the lines and the report's idleDropped / idleKeptOut; IDLE_NAME by name.

#include <QTest>

#include <cmath>

#include "../retarget/retarget_fixture.h"
#include "rigpose/motion/reader.h"
#include "rigpose/report/report.h"

using namespace rigpose;

namespace {

struct IdleRun {
    rig::Rig rig;
    map::Map map;
    motion::Motion base;
    sequence::Sequence sequence;
    retarget::Result result;
};

// The wave cut to 61 frames at 24 fps: 0 … 2.5 s.
IdleRun runIdler(bool carry, std::optional<std::string> idleName = std::nullopt)
{
    IdleRun run;
    run.rig = rig::readRigFile(test::dataPath("idle/idler/rig.json")).value;
    run.map = test::exampleMap(run.rig);
    auto base = motion::readMotionFile(test::dataPath("idle/idler/motion.json"), &run.rig);
    if (!base.ok())
        qFatal("%s", base.refusals.items()[0].message.c_str());
    run.base = std::move(base.value);
    run.sequence = test::cleanedWave([](sequence::Sequence& s) { s.frames.resize(61); });
    retarget::Inputs in;
    in.sequence = &run.sequence;
    in.rig = &run.rig;
    in.map = &run.map;
    in.baseMotion = &run.base;
    in.baseMotionName = "idler/motion.json";
    in.options.name = "wave";
    in.options.carryIdle = carry;
    in.options.idle = std::move(idleName);
    run.result = retarget::retarget(in);
    return run;
}

const motion::Track* trackOf(const motion::Animation& a, const std::string& target, const std::string& property)
{
    for (const motion::Track& t : a.tracks)
        if (t.target == target && t.property == property)
            return &t;
    return nullptr;
}

void compareKeys(const motion::Track* track, const std::vector<double>& times, const std::vector<double>& values)
{
    QVERIFY(track);
    QCOMPARE(track->keys.size(), times.size());
    for (std::size_t i = 0; i < times.size(); ++i) {
        QVERIFY2(std::abs(track->keys[i].t - times[i]) < 1e-9, qPrintable(QString::number(track->keys[i].t)));
        QVERIFY2(std::abs(track->keys[i].v[0].get<double>() - values[i]) < 1e-9,
                 qPrintable(QString::number(track->keys[i].v[0].get<double>())));
    }
}

bool hasLine(const std::vector<std::string>& lines, const std::string& part)
{
    for (const std::string& l : lines)
        if (l.find(part) != std::string::npos)
            return true;
    for (const std::string& l : lines)
        if (l.rfind("IDLE", 0) == 0)
            qWarning("%s", l.c_str());
    return false;
}

}  // namespace

class TestIdleRun : public QObject {
    Q_OBJECT

private slots:
    void eachTrackIsDroppedOrKeptOutForItsReason()
    {
        const IdleRun run = runIdler(false);
        QVERIFY2(run.result.ok(), run.result.refusals.empty() ? "" : run.result.refusals.items()[0].message.c_str());
        QCOMPARE(run.result.frameTimes.back(), 2.5);
        QVERIFY(run.result.idle);
        const idle::Idle& idle = *run.result.idle;
        QCOMPARE(idle.animation, std::string("idle"));
        QCOMPARE(idle.tracks, std::size_t(7));
        QCOMPARE(idle.dropped.size(), std::size_t(4));
        const std::vector<std::pair<std::string, std::string>> dropped = {{"hair", "rotate"},
                                                                          {"neck_ctrl", "translatey"},
                                                                          {"eyes", "scaley"},
                                                                          {"tail", "rotate"}};
        for (std::size_t i = 0; i < dropped.size(); ++i) {
            QCOMPARE(idle.dropped[i].target, dropped[i].first);
            QCOMPARE(idle.dropped[i].property, dropped[i].second);
            QCOMPARE(idle.dropped[i].carried, std::size_t(0));
        }
        QVERIFY(idle.dropped[2].members == (std::vector<std::string>{"eye_r", "eye_l"}));
        QCOMPARE(idle.keptOut.size(), std::size_t(4));
        // The arm's rotate: the new animation keys it.
        QVERIFY(idle.keptOut[0].why == idle::KeptOutWhy::Keyed && idle.keptOut[0].target == "r_upper_arm");
        QVERIFY(idle.keptOut[0].names == (std::vector<std::string>{"bone \"r_upper_arm\" rotate"}));
        // The control above the head: its rotate would turn the mapped head; its translate is carried.
        QVERIFY(idle.keptOut[1].why == idle::KeptOutWhy::TurnsMapped && idle.keptOut[1].target == "neck_ctrl");
        QVERIFY(idle.keptOut[1].names == (std::vector<std::string>{"head"}));
        // The root's translate sits above the translated hip.
        QVERIFY(idle.keptOut[2].why == idle::KeptOutWhy::AboveTranslated && idle.keptOut[2].target == "root");
        QVERIFY(idle.keptOut[2].names == (std::vector<std::string>{"hip"}));
        QVERIFY(idle.keptOut[3].why == idle::KeptOutWhy::Timeline && idle.keptOut[3].property == "events");
        // Without --carry-idle the new animation holds only its own tracks.
        const motion::Animation& fresh = run.result.motion.animations.back();
        QVERIFY(!trackOf(fresh, "hair", "rotate"));

        const auto lines = report::runLines(run.result, run.sequence, std::nullopt);
        QVERIFY(hasLine(lines, "IDLE \"idle\" (1 s, 7 track(s)) against \"wave\": 4 dropped, 4 kept out"));
        QVERIFY(hasLine(
            lines, "IDLE-DROPPED group \"eyes\" (eye_r, eye_l) scaley: 3 key(s) over the idle's 1 s; not carried"));
        QVERIFY(hasLine(lines,
                        "IDLE-KEPT-OUT bone \"neck_ctrl\" rotate: it would turn the mapped bone(s) below it (head)"));
        QVERIFY(hasLine(lines, "IDLE-KEPT-OUT bone \"root\" translate: it sits above the translated bone \"hip\""));
        QVERIFY(hasLine(lines, "IDLE-KEPT-OUT events: not a track"));
    }

    void carryIdleLoopsTheDroppedIntoTheNewAnimation()
    {
        const IdleRun run = runIdler(true);
        QVERIFY2(run.result.ok(), run.result.refusals.empty() ? "" : run.result.refusals.items()[0].message.c_str());
        QVERIFY(run.result.gate.green);
        const motion::Animation& fresh = run.result.motion.animations.back();
        QCOMPARE(fresh.name, std::string("wave"));
        // hair: 0 → 10 at 0.4 → 0 at 1; seams at 1 and 2; cut on 2.4 → 3.0 at 2.5.
        compareKeys(trackOf(fresh, "hair", "rotate"), {0, 0.4, 1, 1.4, 2, 2.4, 2.5},
                    {0, 10, 0, 10, 0, 10, 10 - 10 * 0.1 / 0.6});
        // eyes: the blink's last key at 0.2 holds stepped to each cycle's end.
        compareKeys(trackOf(fresh, "eyes", "scaley"), {0, 0.1, 0.2, 1, 1.1, 1.2, 2, 2.1, 2.2, 2.5},
                    {1, 0.12, 1, 1, 0.12, 1, 1, 0.12, 1, 1});
        // tail: first key late (0.25), so 1 and 2 open on rotate's setup 0, stepped.
        compareKeys(trackOf(fresh, "tail", "rotate"), {0.25, 0.75, 1, 1.25, 1.75, 2, 2.25, 2.5},
                    {0, 20, 0, 0, 20, 0, 0, 10});
        // neck_ctrl translatey: ends on 1, starts on 0 — the loop jumps at 1 and 2 s.
        const idle::Idle& idle = *run.result.idle;
        QCOMPARE(idle.dropped[1].jumps.size(), std::size_t(2));
        QCOMPARE(idle.dropped[1].carried, std::size_t(6));
        QVERIFY(!trackOf(fresh, "neck_ctrl", "rotate") && !trackOf(fresh, "root", "translate"));
        // The rig's own idle is carried untouched beside the new animation.
        QVERIFY(run.result.motion.animation("idle")->tracks.size() == 7);

        const auto lines = report::runLines(run.result, run.sequence, std::nullopt);
        QVERIFY(hasLine(lines, "--carry-idle looped 4 of the dropped in, to 2.5 s"));
        QVERIFY(hasLine(lines,
                        "IDLE-DROPPED bone \"neck_ctrl\" translatey: 3 key(s) over the idle's 1 s; carried as 6 "
                        "key(s); the loop jumps at 1, 2 s"));
        QVERIFY(hasLine(lines,
                        "IDLE-DROPPED bone \"tail\" rotate: 2 key(s) over the idle's 1 s; carried as 8 key(s), "
                        "its last key stepped to hold to each cycle's end, each later cycle opening on a stepped "
                        "setup key; cut at 2.5 s"));
    }

    void theReportListsTheIdleAfterTheStance()
    {
        const IdleRun run = runIdler(true);
        QVERIFY(run.result.ok());
        report::RunIdentity identity;
        const auto j = report::reportJson(run.result, run.result.options, identity, run.sequence, run.rig);
        std::vector<std::string> keys;
        for (const auto& [k, v] : j.items())
            keys.push_back(k);
        const auto at = [&](const char* k) { return std::find(keys.begin(), keys.end(), k) - keys.begin(); };
        QVERIFY(at("stance") + 1 == at("idleDropped") && at("idleDropped") + 1 == at("idleKeptOut") &&
                at("idleKeptOut") + 1 == at("switches"));
        QVERIFY(j["options"]["carryIdle"] == true && j["options"]["idle"].is_null());
        const auto& eyes = j["idleDropped"][2];
        std::vector<std::string> rowKeys;
        for (const auto& [k, v] : eyes.items())
            rowKeys.push_back(k);
        QVERIFY(rowKeys == (std::vector<std::string>{"target", "members", "property", "keys", "duration", "carried",
                                                     "notCarried"}));
        QVERIFY(eyes["target"] == report::json({{"group", "eyes"}}));
        QVERIFY(eyes["members"] == report::json::array({"eye_r", "eye_l"}));
        QVERIFY(eyes["keys"] == 3 && eyes["duration"] == 1 && eyes["notCarried"].is_null());
        QVERIFY(eyes["carried"]["keys"] == 10 && eyes["carried"]["holdsLast"] == true);
        QVERIFY(j["idleDropped"][0]["members"].is_null());
        QVERIFY(j["idleDropped"][1]["carried"]["jumps"] == report::json::array({1, 2}));
        QVERIFY(j["idleKeptOut"][1]["why"] == "turnsMapped" &&
                j["idleKeptOut"][1]["names"] == report::json::array({"head"}));
        QVERIFY(j["idleKeptOut"][3]["target"].is_null() && j["idleKeptOut"][3]["property"] == "events");
        // A run without --carry-idle: carried null, notCarried null (nothing was asked).
        const IdleRun plain = runIdler(false);
        const auto p = report::reportJson(plain.result, plain.result.options, identity, plain.sequence, plain.rig);
        QVERIFY(p["idleDropped"][0]["carried"].is_null() && p["idleDropped"][0]["notCarried"].is_null());
        QVERIFY(p["options"]["carryIdle"] == false);
    }

    void idleNamesAnotherAnimationOrIsRefused()
    {
        const IdleRun bow = runIdler(false, "bow");
        QVERIFY(bow.result.ok());
        QCOMPARE(bow.result.idle->animation, std::string("bow"));
        // The bow's one track keys the chest, which the wave keys too.
        QCOMPARE(bow.result.idle->keptOut.size(), std::size_t(1));
        const IdleRun missing = runIdler(false, "breathe");
        QVERIFY(!missing.result.ok());
        QVERIFY(missing.result.refusals.has("IDLE_NAME"));
        const std::string& message = missing.result.refusals.items()[0].message;
        QVERIFY2(
            message.find("\"breathe\"") != std::string::npos && message.find("\"idle\", \"bow\"") != std::string::npos,
            message.c_str());
        QVERIFY(missing.result.motion.animations.empty());
    }
};

QTEST_GUILESS_MAIN(TestIdleRun)
#include "tst_idle_run.moc"
