// The links of scan -> pelvis -> clean that every shell runs: held key bytes give what the key
// files give, the read back is the text the command writes, the chain of them writes what
// rig-pose scan, pelvis and clean write one after another, and a refused write leaves nothing,
// not even the directory it needed.

#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <limits>

#include "rigpose/run/sequence_chain.h"
#include "rigpose/run/sequence_steps.h"
#include "rigpose/sequence/reader.h"
#include "rigpose/sequence/writer.h"
#include "testutils.h"

using namespace rigpose;

namespace {

std::string example(const char* file)
{
    return test::sourcePath((std::string("resources/examples/wave/") + file).c_str());
}

sequence::Sequence rawWave()
{
    auto read = sequence::readSequenceFile(example("pose.raw.json"));
    return std::move(read.value);
}

run::Source byPath(const char* file) { return {{example(file), file}, std::nullopt}; }
run::Source held(const char* file) { return {{{}, file}, readFileBytes(example(file))}; }

}  // namespace

class TestSequenceSteps : public QObject {
    Q_OBJECT

private slots:
    void heldCameraKeysScanAsTheFileDoes()
    {
        const sequence::Sequence raw = rawWave();
        QVERIFY(!raw.frames.empty());
        const auto a = run::scanByKeys(raw, byPath("push-in.camera.json"));
        const auto b = run::scanByKeys(raw, held("push-in.camera.json"));
        QVERIFY(a.ok() && b.ok());
        QCOMPARE(a.value.camera.size(), raw.frames.size());
        QCOMPARE(sequence::sequenceToText(a.value.sequence), sequence::sequenceToText(b.value.sequence));
        QVERIFY(run::scanLine(a.value.camera, a.value.source).rfind("SCAN ", 0) == 0);
    }

    void heldPelvisKeysKeyAsTheFileDoes()
    {
        const sequence::Sequence raw = rawWave();
        const auto a = run::keyPelvis(raw, byPath("tilt.keys.json"), std::nullopt, "pose.raw.json");
        const auto b = run::keyPelvis(raw, held("tilt.keys.json"), std::nullopt, "pose.raw.json");
        QVERIFY(a.ok() && b.ok());
        QCOMPARE(a.value.line, b.value.line);
        QCOMPARE(sequence::sequenceToText(a.value.sequence), sequence::sequenceToText(b.value.sequence));
    }

    void keysThatCannotBeReadAreRefusedAsTheCommandsRefuseThem()
    {
        const sequence::Sequence raw = rawWave();
        const auto scan = run::scanByKeys(raw, {{"/nonexistent/camera.json", "camera.json"}, std::nullopt});
        QCOMPARE(scan.refusals.items().at(0).code, std::string("CAMERA_FILE"));
        QVERIFY(scan.refusals.items().at(0).message.find("--camera-file") != std::string::npos);
        const auto keyed = run::keyPelvis(raw, {{"/nonexistent/keys.json", "keys.json"}, std::nullopt}, std::nullopt,
                                          "pose.json");
        QCOMPARE(keyed.refusals.items().at(0).code, std::string("PELVIS_KEYS"));
        QVERIFY(keyed.refusals.items().at(0).message.find("--pelvis-keys") != std::string::npos);
    }

    void theReadBackIsTheFileTheCommandWrites()
    {
        QTemporaryDir dir;
        const sequence::Sequence raw = rawWave();
        const std::string out = dir.filePath(QStringLiteral("made/pose.json")).toStdString();
        const OutputPlan plan = planOutputFile(out, "--out");
        QVERIFY(!plan.refusal && plan.missingDir);
        QVERIFY(!run::writeSequenceFile(plan, out, raw));
        std::string text;
        const auto back = run::throughTheWriter(raw, "pose.json", &text);
        QVERIFY(back.ok());
        QCOMPARE(readFileBytes(out), std::optional<std::string>(text));
        QCOMPARE(back.value.frames.size(), raw.frames.size());
    }

    void theChainWritesWhatScanPelvisAndCleanWrite()
    {
        QTemporaryDir dir;
        const QString src = QString::fromStdString(example(""));
        const auto cli = [&](const QStringList& args) { return test::runCli(args, dir.path()).exitCode == 0; };
        QVERIFY(cli({QStringLiteral("scan"), QStringLiteral("--pose"), src + QStringLiteral("pose.raw.json"),
                     QStringLiteral("--camera-file"), src + QStringLiteral("push-in.camera.json"),
                     QStringLiteral("--out"), QStringLiteral("scanned.json")}));
        QVERIFY(cli({QStringLiteral("pelvis"), QStringLiteral("--pose"), QStringLiteral("scanned.json"),
                     QStringLiteral("--pelvis-keys"), src + QStringLiteral("tilt.keys.json"), QStringLiteral("--out"),
                     QStringLiteral("keyed.json")}));
        QVERIFY(cli({QStringLiteral("clean"), QStringLiteral("--pose"), QStringLiteral("keyed.json"),
                     QStringLiteral("--out"), QStringLiteral("cleaned.json"), QStringLiteral("--legs"),
                     QStringLiteral("1"), QStringLiteral("--rest"), QStringLiteral("1")}));

        run::SequenceSources links;
        links.raw = std::make_shared<const sequence::Sequence>(rawWave());
        links.names = {"pose.raw.json", "scanned.json", "cleaned.json"};
        links.cameraKeys = held("push-in.camera.json");
        links.pelvisKeys = byPath("tilt.keys.json");
        links.options.legs = 1;
        links.options.rest = 1;
        links.keepTexts = true;
        const run::SequenceChain chain = run::runSequenceChain(links);
        QVERIFY(chain.ok() && chain.cleanedHere && chain.scanned && chain.keyed && chain.report);
        QCOMPARE(chain.scannedText, *readFileBytes(dir.filePath(QStringLiteral("scanned.json")).toStdString()));
        QCOMPARE(chain.cleanedText, *readFileBytes(dir.filePath(QStringLiteral("cleaned.json")).toStdString()));
        QVERIFY(chain.pelvisLine.rfind("PELVIS", 0) == 0);
    }

    void aStoppedChainHoldsNothing()
    {
        std::stop_source stop;
        stop.request_stop();
        run::SequenceSources links;
        links.raw = std::make_shared<const sequence::Sequence>(rawWave());
        const run::SequenceChain chain = run::runSequenceChain(links, stop.get_token());
        QVERIFY(chain.stopped && !chain.ok());
        QVERIFY(!chain.cleaned && chain.refusals.empty());
    }

    void aRefusedWriteLeavesNoDirectory()
    {
        QTemporaryDir dir;
        const std::string made = dir.filePath(QStringLiteral("made")).toStdString();
        const std::string out = made + "/pose.json";
        const OutputPlan plan = planOutputFile(out, "--out");
        sequence::Sequence bad = rawWave();
        // A value the writer cannot spell: refused before any directory is made.
        for (auto& joint : bad.frames.front().people.front().joints)
            if (joint.at) {
                joint.at->x() = std::numeric_limits<double>::quiet_NaN();
                break;
            }
        const auto refused = run::writeSequenceFile(plan, out, bad);
        QVERIFY(refused);
        QVERIFY(!QFileInfo::exists(QString::fromStdString(made)));
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden), QStringList{});
    }
};

QTEST_GUILESS_MAIN(TestSequenceSteps)
#include "tst_sequence_steps.moc"
