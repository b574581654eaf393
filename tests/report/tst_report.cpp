// The report and the build's record as values: their keys in order, the record's reference only
// when given, paths as typed; the guards' findings rounded at the writer; an input that changed
// before the write is refused (INPUT_CHANGED).

#include <QTest>

#include <fstream>

#include "../retarget/retarget_fixture.h"
#include "rigpose/report/inputs.h"
#include "rigpose/report/report.h"
#include "rigpose/util/sha256.h"

using namespace rigpose;

namespace {

std::vector<std::string> keysOf(const report::json& j)
{
    std::vector<std::string> keys;
    for (const auto& [k, v] : j.items())
        keys.push_back(k);
    return keys;
}

report::RunIdentity identity()
{
    return {{"examples/wave/rig", "aa"},
            "examples/wave/rig/rig.json",
            {"map.json", "bb"},
            {"./pose.json", "cc"},
            std::nullopt};
}

}  // namespace

class TestReport : public QObject {
    Q_OBJECT
private slots:
    void theRecordsKeysAreInTheReferencesOrder()
    {
        const auto seq = test::cleanedWave();
        retarget::Result run;
        run.options.name = "wave";
        report::RunIdentity id = identity();
        const auto record = report::recordJson(run, id, seq);
        QCOMPARE(keysOf(record), (std::vector<std::string>{"spec", "pose", "rigc", "inputs", "flags"}));
        QVERIFY(record["inputs"]["rig"]["path"] == "examples/wave/rig");
        QVERIFY(record["inputs"]["sequence"]["path"] == "./pose.json");  // as typed, not normalised
        // Every figure, always, in the option table's order (issue 35), then the fixed switch
        // timing and the contact keys file.
        QCOMPARE(keysOf(record["flags"]),
                 (std::vector<std::string>{"name", "minScore", "person", "short", "flip", "bends", "plantFeet", "floor",
                                           "stance", "idle", "carryIdle", "switchTolerance", "switchMin", "switchAt",
                                           "contactKeys"}));
        QVERIFY(record["flags"] == report::optionsJson(run));
        QVERIFY(record["flags"]["short"].is_null() && record["flags"]["flip"].is_null());
        QVERIFY(record["flags"]["bends"] == "refuse");
        id.reference = "../video.mp4";
        const auto withReference = report::recordJson(run, id, seq);
        QCOMPARE(keysOf(withReference).back(), std::string("reference"));
        QVERIFY(withReference["reference"] == "../video.mp4");
        const std::string text = report::jsonText(withReference);
        QVERIFY(text.back() == '\n');
        QVERIFY(text.find("\n  \"pose\": {") != std::string::npos);  // two-space indent
    }

    void theReportCarriesTheRun()
    {
        auto seq = test::cleanedWave();
        seq.frames[3].people[0].joint(body::Joint::Nose).score = 0.01;
        const auto run = test::runRetarget(seq, test::exampleRig());
        QVERIFY(run.result.ok());
        retarget::Options options;
        options.name = "wave";
        const auto r = report::reportJson(run.result, options, identity(), run.sequence, run.rig);
        QVERIFY(r["inputs"]["rig"]["path"] == "examples/wave/rig/rig.json");
        QVERIFY(r["frames"] == 72);
        QCOMPARE(r["frameTimes"].size(), std::size_t(72));
        QCOMPARE(r["holds"].size(), std::size_t(1));
        QVERIFY(r["holds"][0]["point"] == "nose");
        QVERIFY(r["holds"][0]["from"] == 3);
        QVERIFY(r["cleaned"].is_object());
        QVERIFY(r["render"].is_null());
        QVERIFY(report::jsonText(r).find("-0,") == std::string::npos);
        const auto lines = report::runLines(run.result, run.sequence, std::nullopt);
        QVERIFY(std::find(lines.begin(), lines.end(),
                          "HOLD nose frame 3: scored under --min-score 0.3; held at frame 2's value") != lines.end());
    }

    // The guards' findings as the writer puts them: keys in order, every figure rounded once,
    // frames with their key times, reachOrigin only when there is a reach chain.
    void theGuardsFindingsAreWrittenRounded()
    {
        auto run = test::runRetarget(test::cleanedWave(), test::exampleRig());
        QVERIFY(run.result.ok());
        retarget::Result& r = run.result;
        r.options.shortFraction = 0.35;
        r.guards.shortSpans.push_back(
            {"arm_r", "r_forearm", {"r_elbow", "r_wrist"}, 10, 15, 0.29999999994, false, false});
        r.guards.shortSpans.push_back({"pelvis", "hip", {"r_hip", "l_hip"}, 50, 52, 0.8, true, true});
        r.guards.endOn.push_back({"arm_r", "r_forearm", {"r_elbow", "r_wrist"}, 10, 15, 0.25000000002, 0.29999999994});
        r.guards.bends.push_back({"leg_r", "r_knee", {"r_thigh", "r_shin"}, 24, -30.000049, 1, 0.00001});
        r.guards.flips.push_back(
            {"arm_l", "l_forearm", {"l_elbow", "l_wrist"}, 30, 148.00001, 28, 31, 2, false, false});
        r.limits.ranges.push_back({"arm_r", "r_upper_arm", 3, 7, 0.2083333333, 12.345678, 5, 72.345678, -180, 60});
        retarget::Options options;
        options.name = "wave";
        const auto j = report::reportJson(r, options, identity(), run.sequence, run.rig);
        const std::vector<std::string> keys = {
            "spec",         "rigc",   "rig",     "animation", "inputs",     "frames",    "duration",
            "frameTimes",   "render", "cleaned", "options",   "scale",      "scaleFit",  "holds",
            "short",        "endOn",  "bends",   "flips",     "gate",       "landings",  "jitter",
            "jitterGroups", "reach",  "posture", "folds",     "seams",      "seamPairs", "pivot",
            "pelvis",       "feet",   "stance",  "switches",  "switchRuns", "turns",     "range"};
        QCOMPARE(keysOf(j), keys);
        QVERIFY(j["short"][0]["minFraction"] == 0.3);
        QVERIFY(j["short"][0]["times"] == report::json::array({j["frameTimes"][10], j["frameTimes"][15]}));
        QVERIFY(!j["short"][0].contains("across"));
        QVERIFY(j["short"][1]["across"] == true && j["short"][1]["reversed"] == true);
        QVERIFY(j["endOn"][0]["seconds"] == 0.25);
        QVERIFY(j["endOn"][0]["frames"] == report::json::array({10, 15}));
        QCOMPARE(keysOf(j["bends"][0]),
                 (std::vector<std::string>{"chain", "joint", "frame", "t", "angle", "side", "rest"}));
        QVERIFY(j["bends"][0]["angle"] == -30 && j["bends"][0]["rest"] == 0);
        QVERIFY(j["bends"][0]["t"] == j["frameTimes"][24]);
        QVERIFY(j["flips"][0]["jump"] == 148 && j["flips"][0]["h"] == 2 && j["flips"][0]["cut"].is_null());
        QVERIFY(j["range"][0]["maxOverflow"] == 12.3457 && j["range"][0]["key"] == 72.3457);
        QVERIFY(j["range"][0]["seconds"] == 0.208333);
        QVERIFY(j["range"][0]["limits"] == report::json::array({-180, 60}));

        // A reach chain adds reachOrigin after reach; a reach that does not depart is not in reach.
        retarget::ReachReading along;
        along.chain = "trunk";
        along.bone = "chest";
        r.limits.reach.push_back(along);
        r.limits.reachOrigin.push_back({"trunk", "chest", "hip", {"mid_hip", "neck"}, 0, 0, 0, 260, 0, false});
        const auto withReach = report::reportJson(r, options, identity(), run.sequence, run.rig);
        QVERIFY(withReach["reach"].empty());
        QCOMPARE(keysOf(withReach)[23], std::string("reachOrigin"));
        QVERIFY(withReach["reachOrigin"][0]["threshold"] == 0.2);

        // A run whose rig motion has the idle adds idleDropped and idleKeptOut after stance (this one
        // also keeps the reach chain above).
        r.idle = idle::Idle{"idle", 1, 1, false, 2.958333, {}, {}};
        const auto withIdle = report::reportJson(r, options, identity(), run.sequence, run.rig);
        const std::vector<std::string> idleKeys = {
            "spec",         "rigc",   "rig",         "animation", "inputs",      "frames",      "duration",
            "frameTimes",   "render", "cleaned",     "options",   "scale",       "scaleFit",    "holds",
            "short",        "endOn",  "bends",       "flips",     "gate",        "landings",    "jitter",
            "jitterGroups", "reach",  "reachOrigin", "posture",   "folds",       "seams",       "seamPairs",
            "pivot",        "pelvis", "feet",        "stance",    "idleDropped", "idleKeptOut", "switches",
            "switchRuns",   "turns",  "range"};
        QCOMPARE(keysOf(withIdle), idleKeys);
        QVERIFY(withIdle["idleDropped"].is_array() && withIdle["idleDropped"].empty());
    }

    void anInputThatChangedIsRefused()
    {
        QTemporaryDir dir;
        const std::string path = dir.filePath(QStringLiteral("map.json")).toStdString();
        std::ofstream(path) << "{}";
        const report::InputIdentity id{"map.json", sha256Hex("{}")};
        QVERIFY(!report::checkUnchanged(id, path, "--map"));
        std::ofstream(path) << "{ }";
        const auto changed = report::checkUnchanged(id, path, "--map");
        QVERIFY(changed);
        QCOMPARE(changed->code, std::string("INPUT_CHANGED"));
        QVERIFY(changed->message.rfind("map.json: changed", 0) == 0);
    }
};

QTEST_GUILESS_MAIN(TestReport)
#include "tst_report.moc"
