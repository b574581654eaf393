// The report and the build's record as values: their keys in order, the record's reference only
// when given, paths as typed; an input that changed before the write is refused (INPUT_CHANGED).

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
    return {{"examples/wave/rig", "aa"}, "examples/wave/rig/rig.json", {"map.json", "bb"}, {"./pose.json", "cc"}, std::nullopt};
}

}  // namespace

class TestReport : public QObject {
    Q_OBJECT
private slots:
    void theRecordsKeysAreInTheReferencesOrder()
    {
        const auto seq = test::cleanedWave();
        retarget::Options options;
        options.name = "wave";
        report::RunIdentity id = identity();
        const auto record = report::recordJson(options, id, seq);
        QCOMPARE(keysOf(record), (std::vector<std::string>{"spec", "pose", "rigc", "inputs", "flags"}));
        QVERIFY(record["inputs"]["rig"]["path"] == "examples/wave/rig");
        QVERIFY(record["inputs"]["sequence"]["path"] == "./pose.json");  // as typed, not normalised
        QCOMPARE(keysOf(record["flags"]), (std::vector<std::string>{"name", "minScore", "person", "short", "flip", "bends"}));
        QVERIFY(record["flags"]["short"].is_null() && record["flags"]["flip"].is_null());
        QVERIFY(record["flags"]["bends"] == "refuse");
        id.reference = "../video.mp4";
        const auto withReference = report::recordJson(options, id, seq);
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
        QVERIFY(std::find(lines.begin(), lines.end(), "HOLD nose frame 3: scored under --min-score 0.3; held at frame 2's value") != lines.end());
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
