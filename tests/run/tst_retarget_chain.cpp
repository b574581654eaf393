// The retarget's one chain in core: prepare names every input's refusal in one pass, held bytes
// give what the files give, and the files a run writes land all together or not at all.

#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

#include "rigpose/report/report.h"
#include "rigpose/run/retarget_prepare.h"
#include "rigpose/run/retarget_stage.h"
#include "rigpose/util/atomic_write.h"
#include "testutils.h"

using namespace rigpose;

namespace {

std::string example(const char* file)
{
    return test::sourcePath((std::string("resources/examples/raise/") + file).c_str());
}

// The raise example as rig-pose retarget is given it, every input by path.
run::RetargetSources raiseByPath()
{
    run::RetargetSources in;
    in.rig = {example("rig"), example("rig")};
    in.map = {{example("map.json"), "map.json"}, std::nullopt};
    in.sequence = {{example("pose.json"), "pose.json"}, std::nullopt};
    in.options.name = "raise";
    in.motionOut = "raise.motion.json";
    return in;
}

std::vector<std::string> codesOf(const RefusalList& list)
{
    std::vector<std::string> codes;
    for (const Refusal& r : list.items())
        codes.push_back(r.code);
    return codes;
}

bool has(const std::vector<std::string>& codes, const std::string& code)
{
    return std::find(codes.begin(), codes.end(), code) != codes.end();
}

}  // namespace

class TestRetargetChain : public QObject {
    Q_OBJECT

private slots:
    void everyUnreadableInputIsNamedInOnePass()
    {
        run::RetargetSources in = raiseByPath();
        in.map.path = "/nonexistent/map.json";
        in.sequence.path = "/nonexistent/pose.json";
        in.contactKeys = run::Source{{"/nonexistent/keys.json", "keys.json"}, std::nullopt};
        in.merge = run::Source{{"/nonexistent/tracks.json", "tracks.json"}, std::nullopt};
        const run::Prepared prepared = run::prepareRetarget(in);
        QCOMPARE(codesOf(prepared.refusals),
                 (std::vector<std::string>{"MAP_READ", "POSE_READ", "CONTACT_KEYS", "MERGE_SPEC"}));
        QVERIFY(prepared.refusals.items()[0].message.find("--map") != std::string::npos);
    }

    void everyInputThatDoesNotParseIsNamedInOnePass()
    {
        run::RetargetSources in = raiseByPath();
        in.map.bytes = R"({"spec": "rig-pose-map/1", "chains": 3})";
        in.sequence.bytes = R"({"spec": "rig-pose-sequence/1"})";
        in.merge = run::Source{{{}, "tracks.json"}, std::string(R"({"spec": "rig-pose-tracks/1"})")};
        const run::Prepared prepared = run::prepareRetarget(in);
        const auto codes = codesOf(prepared.refusals);
        QVERIFY(!prepared.ok());
        QVERIFY2(std::any_of(codes.begin(), codes.end(), [](const auto& c) { return c.rfind("MAP_", 0) == 0; }),
                 prepared.refusals.items()[0].message.c_str());
        QVERIFY(std::any_of(codes.begin(), codes.end(), [](const auto& c) { return c.rfind("POSE_", 0) == 0; }));
        QVERIFY(has(codes, "MERGE_SPEC"));
        QVERIFY(!prepared.rig && !prepared.map && !prepared.sequence);
    }

    void heldBytesGiveWhatTheFilesGive()
    {
        const run::RetargetSources byPath = raiseByPath();
        run::RetargetSources held = byPath;
        held.map = {{{}, "map.json"}, readFileBytes(example("map.json"))};
        held.sequence = {{{}, "pose.json"}, readFileBytes(example("pose.json"))};
        const run::Prepared a = run::prepareRetarget(byPath), b = run::prepareRetarget(held);
        QVERIFY(a.ok() && b.ok());
        QCOMPARE(a.identity.map.sha256, b.identity.map.sha256);
        QCOMPARE(a.identity.sequence.sha256, b.identity.sequence.sha256);
        // Held bytes have no file to check again before writing; read ones do.
        QCOMPARE(a.readBack.size(), std::size_t(3));
        QCOMPARE(b.readBack.size(), std::size_t(1));
        const retarget::Result ra = run::runRetarget(a), rb = run::runRetarget(b);
        QVERIFY(ra.ok() && rb.ok());
        QVERIFY(!ra.gate.motionBytes.empty());
        QCOMPARE(ra.gate.motionBytes, rb.gate.motionBytes);
        const auto reportOf = [](const run::Prepared& p, const retarget::Result& r) {
            return report::jsonText(report::reportJson(r, p.inputs.options, p.identity, *p.sequence, p.rig->rig));
        };
        QCOMPARE(reportOf(a, ra), reportOf(b, rb));
    }

    void aGreenRunWritesEveryFileAndSaysSo()
    {
        QTemporaryDir dir;
        const run::Prepared prepared = run::prepareRetarget(raiseByPath());
        QVERIFY(prepared.ok());
        const retarget::Result result = run::runRetarget(prepared);
        QVERIFY(result.ok());
        const std::string motion = dir.filePath(QStringLiteral("raise.motion.json")).toStdString();
        const std::string reportDir = dir.filePath(QStringLiteral("reports")).toStdString();
        run::RetargetOutputs outputs;
        outputs.motion = run::OutputFile{motion, "raise.motion.json", std::nullopt};
        outputs.report = run::OutputFile{reportDir + "/raise.report.json", "reports/raise.report.json", reportDir};
        const run::Staged written = run::writeRetarget(prepared, result, outputs);
        QVERIFY(written.ok());
        QVERIFY(!written.printed.empty());
        QCOMPARE(readFileBytes(motion), std::optional<std::string>(result.gate.motionBytes));
        QVERIFY(QFileInfo::exists(QString::fromStdString(reportDir + "/raise.report.json")));
        // The directory made first, then the wrote lines in the CLI's order.
        QCOMPARE(written.wrote.size(), std::size_t(3));
        QVERIFY(written.wrote[0].rfind("made directory " + reportDir, 0) == 0);
        QVERIFY(written.wrote[1].rfind("wrote raise.motion.json", 0) == 0);
        QVERIFY(written.wrote[2].rfind("wrote reports/raise.report.json", 0) == 0);
    }

    void aFailingRenameLeavesNothing()
    {
        QTemporaryDir dir;
        const run::Prepared prepared = run::prepareRetarget(raiseByPath());
        const retarget::Result result = run::runRetarget(prepared);
        QVERIFY(result.ok());
        // The motion's target is a directory that is not empty: no rename can replace it, and
        // it is the first the set renames.
        const QString motion = dir.filePath(QStringLiteral("raise.motion.json"));
        QVERIFY(QDir().mkpath(motion + QStringLiteral("/inside")));
        const std::string made = dir.filePath(QStringLiteral("new")).toStdString();
        run::RetargetOutputs outputs;
        outputs.motion = run::OutputFile{motion.toStdString(), "raise.motion.json", std::nullopt};
        outputs.report = run::OutputFile{made + "/raise.report.json", "new/raise.report.json", made};
        outputs.build = run::OutputFile{made + "/build", "new/build", made + "/build"};
        const run::Staged written = run::writeRetarget(prepared, result, outputs);
        QCOMPARE(codesOf(written.refusals), std::vector<std::string>{"ARG_PATH"});
        QVERIFY(written.wrote.empty());
        QVERIFY(!QFileInfo::exists(QString::fromStdString(made)));
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
                 QStringList{QStringLiteral("raise.motion.json")});
    }

    void aChangedInputIsRefusedBeforeAnythingIsStaged()
    {
        QTemporaryDir dir;
        const QString map = dir.filePath(QStringLiteral("map.json"));
        QVERIFY(QFile::copy(QString::fromStdString(example("map.json")), map));
        run::RetargetSources in = raiseByPath();
        in.map.path = map.toStdString();
        const run::Prepared prepared = run::prepareRetarget(in);
        const retarget::Result result = run::runRetarget(prepared);
        QVERIFY(result.ok());
        QVERIFY(test::writeText(map, test::readAll(map) + "\n"));
        run::RetargetOutputs outputs;
        outputs.motion = run::OutputFile{dir.filePath(QStringLiteral("m.json")).toStdString(), "m.json", std::nullopt};
        OutputSet set;
        const run::Staged staged = run::stageRetarget(prepared, result, outputs, set);
        QCOMPARE(codesOf(staged.refusals), std::vector<std::string>{"INPUT_CHANGED"});
        QVERIFY(staged.printed.empty());
        QVERIFY(!set.commit());
        QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("m.json"))));
    }
};

QTEST_GUILESS_MAIN(TestRetargetChain)
#include "tst_retarget_chain.moc"
