// CLI, export and live run give the same bytes: rig-pose retarget, the studio's export and its
// live run all go through core's one chain (run/), so on the wave, the raise and the idle
// examples the motion and the report rig-pose writes are the export's, and the motion the live
// run holds is the same; with --reduce the export is the reduced motion.

#include <QApplication>
#include <QDir>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

#include "export_run.h"
#include "pipeline_run.h"
#include "rigpose/sequence/reader.h"
#include "rigpose/stage/reduce_text.h"
#include "testutils.h"

using namespace rigpose;

namespace {

QString src(const char* relative) { return QString::fromStdString(test::sourcePath(relative)); }
QString data(const char* relative) { return QString::fromStdString(test::dataPath(relative)); }

studio::ExportOutcome exported(studio::ExportKind kind, const QString& out, const studio::Project& project)
{
    studio::ExportRequest request;
    request.kind = kind;
    request.out = out;
    request.project = project;
    return studio::runExport(request);
}

// The live run's function on the project's values, as LiveRun asks it.
studio::RunOutput liveRun(const studio::Project& p, const QString& motionOut)
{
    studio::RunOutput none;
    studio::RunRequest request;
    auto read = sequence::readSequenceFile(QFile::encodeName(p.sequence).toStdString());
    if (!read.ok())
        return none;
    request.sequence = std::make_shared<const sequence::Sequence>(std::move(read.value));
    request.sequencePath = p.sequence;
    request.rig = p.rig;
    request.map = p.map;
    request.merge = p.merge;
    request.motionOut = motionOut;
    request.clean = p.clean;
    request.retarget = p.retarget;
    return studio::runPipeline(request);
}

// The first refusal's message, for a failed check to show.
const char* firstOf(const RefusalList& list) { return list.empty() ? "" : list.items().front().message.c_str(); }

}  // namespace

class TestSameBytes : public QObject {
    Q_OBJECT

private slots:
    void cliExportAndLiveRunGiveTheSameBytes_data()
    {
        QTest::addColumn<QString>("sequence");
        QTest::addColumn<QString>("rig");
        QTest::addColumn<QString>("map");
        QTest::addColumn<QString>("merge");
        QTest::addColumn<bool>("carryIdle");
        QTest::addColumn<QString>("reduce");  // --reduce's text, empty: off
        const QString wavePose = src("resources/examples/wave/pose.json");
        const QString waveMap = src("resources/examples/wave/map.json");
        QTest::newRow("wave") << wavePose << src("resources/examples/wave/rig") << waveMap << QString() << false
                              << QString();
        // Export writes the reduced motion, as rig-pose retarget --reduce does (issue 37).
        QTest::newRow("wave, reduced") << wavePose << src("resources/examples/wave/rig") << waveMap << QString()
                                       << false << QStringLiteral("1.5,arm_r=0.4");
        QTest::newRow("raise") << src("resources/examples/raise/pose.json") << src("resources/examples/raise/rig")
                               << src("resources/examples/raise/map.json") << QString() << false << QString();
        QTest::newRow("idle, carried") << wavePose << data("idle/idler") << waveMap << QString() << true << QString();
        QTest::newRow("idle, merged") << wavePose << data("idle/idler") << waveMap << data("idle/blink.tracks.json")
                                      << false << QString();
    }

    void cliExportAndLiveRunGiveTheSameBytes()
    {
        QFETCH(QString, sequence);
        QFETCH(QString, rig);
        QFETCH(QString, map);
        QFETCH(QString, merge);
        QFETCH(bool, carryIdle);
        QFETCH(QString, reduce);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QDir folder(dir.path());
        studio::Project project;
        project.sequence = sequence;
        project.rig = rig;
        project.map = map;
        project.merge = merge;
        project.retarget.name = "clip";
        project.retarget.carryIdle = carryIdle;
        if (!reduce.isEmpty())
            stage::readReduceText(reduce.toStdString(), project.retarget);

        const QString motion = folder.filePath(QStringLiteral("clip.motion.json"));
        const QString report = folder.filePath(QStringLiteral("clip.report.json"));
        const auto byMotion = exported(studio::ExportKind::Motion, motion, project);
        QVERIFY2(byMotion.ok(), firstOf(byMotion.refusals));
        const auto byReport = exported(studio::ExportKind::Report, report, project);
        QVERIFY2(byReport.ok(), firstOf(byReport.refusals));
        const QByteArray exportedMotion = test::readAll(motion), exportedReport = test::readAll(report);
        QVERIFY(!exportedMotion.isEmpty() && !exportedReport.isEmpty());
        QVERIFY(QFile::remove(motion) && QFile::remove(report));

        // rig-pose in the export's folder, every path typed from there.
        QStringList args{
            QStringLiteral("retarget"),   QStringLiteral("--sequence"),      folder.relativeFilePath(sequence),
            QStringLiteral("--rig"),      folder.relativeFilePath(rig),      QStringLiteral("--map"),
            folder.relativeFilePath(map), QStringLiteral("--animation"),     QStringLiteral("clip"),
            QStringLiteral("--out"),      QStringLiteral("clip.motion.json")};
        args << QStringLiteral("--report") << QStringLiteral("clip.report.json");
        if (!merge.isEmpty())
            args << QStringLiteral("--merge") << folder.relativeFilePath(merge);
        if (carryIdle)
            args << QStringLiteral("--carry-idle");
        if (!reduce.isEmpty())
            args << QStringLiteral("--reduce") << reduce;
        const test::CliRun cli = test::runCli(args, dir.path());
        QVERIFY2(cli.exitCode == 0, cli.err.constData());
        QCOMPARE(test::readAll(motion), exportedMotion);
        QCOMPARE(test::readAll(report), exportedReport);
        // The motion export says what rig-pose says, but for the report it does not write.
        QStringList cliLines = QString::fromUtf8(cli.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        cliLines.removeIf([](const QString& l) { return l.startsWith(QLatin1String("wrote clip.report.json")); });
        QCOMPARE(byMotion.lines, cliLines);

        const studio::RunOutput live = liveRun(project, motion);
        QVERIFY(live.ok() && live.retarget);
        QCOMPARE(QByteArray::fromStdString(live.retarget->gate.motionBytes), exportedMotion);
        // A reduced export holds the reduced keys: fewer than one a pose frame on the arm.
        QCOMPARE(live.retarget->reduce.has_value(), !reduce.isEmpty());
        if (live.retarget->reduce) {
            const auto& tracks = live.retarget->reduce->tracks;
            const auto arm = std::find_if(tracks.begin(), tracks.end(),
                                          [](const reduce::TrackRow& r) { return r.bone == "r_forearm"; });
            QVERIFY(arm != tracks.end() && arm->after < arm->before);
            QCOMPARE(arm->tolerance, 0.4);
            std::size_t written = 0;
            const auto motionJson = nlohmann::json::parse(exportedMotion.toStdString());
            for (const auto& t : motionJson["animations"]["clip"]["tracks"])
                if (t.value("bone", "") == "r_forearm" && t.value("property", "") == "rotate")
                    written = t["keys"].size();
            QCOMPARE(written, arm->after);
        }
    }
};

int main(int argc, char** argv)
{
    rigpose::test::useOffscreenPlatformByDefault();
    QApplication app(argc, argv);
    TestSameBytes test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_same_bytes.moc"
