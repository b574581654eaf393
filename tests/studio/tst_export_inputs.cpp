// No export writes over what its project reads: rigpose-studio --export motion|report|build|cleaned
// with OUT any input the project names (the project file itself, its sequence, rig folder, rig.json
// and the motion.json beside it, base motion, map, pelvis, contact and camera keys, merge tracks,
// frames folder), and a build put into a folder holding inputs, exits 1 as ARG_PATH naming the
// input, prints nothing on stdout and leaves every input's bytes; File → Export's items (the
// functions the menu calls) are refused alike, the status bar naming the code.

#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTest>

#include "document.h"
#include "export_fixture.h"

using namespace rigpose;
using namespace rigpose::test;

Q_DECLARE_METATYPE(ExportKind)

namespace {

QString s(const char* text) { return QString::fromUtf8(text); }

// The wave example copied, with every kind of input the project can name, each a file of its own
// bytes (they are refused before any is read, so they need not read).
struct FullProject {
    QTemporaryDir dir;
    QString project;

    bool make()
    {
        copyWaveExample(dir);
        project = dir.filePath(s("full.rigpose.json"));
        QDir(dir.path()).mkpath(s("frames"));
        for (const char* name :
             {"rig/motion.json", "base.motion.json", "contact.keys.json", "merge.tracks.json", "frames/0001.png"})
            if (!writeText(dir.filePath(s(name)), QByteArray("bytes of ") + name))
                return false;
        return writeText(project, R"({
  "spec": "rigpose-project/1",
  "sequence": "pose.raw.json",
  "rig": "rig",
  "map": "map.json",
  "keys": {"pelvis": "tilt.keys.json", "contact": "contact.keys.json", "camera": "push-in.camera.json"},
  "frames": "frames",
  "baseMotion": "base.motion.json",
  "merge": "merge.tracks.json"
})");
    }
};

}  // namespace

class TestExportInputs : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void headlessRefusesEveryInputAsOut_data()
    {
        QTest::addColumn<ExportKind>("kind");
        QTest::addColumn<QString>("out");   // under the copy; "." for the copy's folder itself
        QTest::addColumn<QString>("flag");  // how the refusal names the input
        const struct {
            const char* row;
            ExportKind kind;
            const char* out;
            const char* flag;
        } rows[] = {
            {"motion on the project", ExportKind::Motion, "full.rigpose.json", "the project"},
            {"motion on the sequence", ExportKind::Motion, "pose.raw.json", "--sequence"},
            {"motion on the rig folder", ExportKind::Motion, "rig", "--rig"},
            {"motion on the rig.json", ExportKind::Motion, "rig/rig.json", "--rig (its rig.json)"},
            {"motion on the rig's motion.json", ExportKind::Motion, "rig/motion.json", "--rig (its motion.json)"},
            {"motion on the base motion", ExportKind::Motion, "base.motion.json", "--base-motion"},
            {"motion on the map", ExportKind::Motion, "map.json", "--map"},
            {"motion on the pelvis keys", ExportKind::Motion, "tilt.keys.json", "--pelvis-keys"},
            {"motion on the contact keys", ExportKind::Motion, "contact.keys.json", "--contact-keys"},
            {"motion on the camera keys", ExportKind::Motion, "push-in.camera.json", "--camera-file"},
            {"motion on the merge tracks", ExportKind::Motion, "merge.tracks.json", "--merge"},
            {"motion on the frames folder", ExportKind::Motion, "frames", "the frames folder"},
            {"motion through ..", ExportKind::Motion, "rig/../map.json", "--map"},
            {"report on the project", ExportKind::Report, "full.rigpose.json", "the project"},
            {"report on the map", ExportKind::Report, "map.json", "--map"},
            {"cleaned on the project", ExportKind::Cleaned, "full.rigpose.json", "the project"},
            {"cleaned on the sequence", ExportKind::Cleaned, "pose.raw.json", "--sequence"},
            {"cleaned on the rig.json", ExportKind::Cleaned, "rig/rig.json", "--rig (its rig.json)"},
            {"cleaned on the camera keys", ExportKind::Cleaned, "push-in.camera.json", "--camera-file"},
            {"build as the rig folder", ExportKind::Build, "rig", "--rig"},
            {"build as the frames folder", ExportKind::Build, "frames", "the frames folder"},
            {"build as the project's folder", ExportKind::Build, ".", "the project"},
        };
        for (const auto& r : rows)
            QTest::newRow(r.row) << r.kind << s(r.out) << s(r.flag);
    }

    void headlessRefusesEveryInputAsOut()
    {
        QFETCH(ExportKind, kind);
        QFETCH(QString, out);
        QFETCH(QString, flag);
        FullProject p;
        QVERIFY(p.make());
        const Files before = filesUnder(p.dir.path());
        const Cli run = runHeadless(kind, p.dir.filePath(out), p.project);
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.startsWith("ARG_PATH: "), run.err.constData());
        QVERIFY2(run.err.contains(QByteArray(" is the same file as the input " + flag.toUtf8() + " ")) ||
                     run.err.contains(QByteArray(" is or holds the input " + flag.toUtf8() + " ")),
                 run.err.constData());
        QVERIFY2(run.err.endsWith("nothing was written\n"), run.err.constData());
        QCOMPARE(run.out, QByteArray());
        QVERIFY(filesUnder(p.dir.path()) == before);
    }

    // A hard link of the map is the map: compared as files, not as names.
    void headlessRefusesAHardLinkOfAnInput()
    {
        FullProject p;
        QVERIFY(p.make());
        const QString link = p.dir.filePath(s("linked.json"));
        QCOMPARE(
            ::link(QFile::encodeName(p.dir.filePath(s("map.json"))).constData(), QFile::encodeName(link).constData()),
            0);
        const QByteArray map = readAll(p.dir.filePath(s("map.json")));
        const Cli run = runHeadless(ExportKind::Motion, link, p.project);
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.startsWith("ARG_PATH: ") && run.err.contains("the input --map "), run.err.constData());
        QCOMPARE(readAll(p.dir.filePath(s("map.json"))), map);
    }

    // The menu's items, each through the function it calls once its path is chosen.
    void theMenusRefuseEveryInputAsOut_data()
    {
        QTest::addColumn<QString>("item");  // an export kind's name, or map, keys, chart
        QTest::addColumn<QString>("out");
        QTest::addColumn<QString>("flag");
        const struct {
            const char* row;
            const char* item;
            const char* out;
            const char* flag;
        } rows[] = {
            {"motion on the project", "motion", "wave-tilt.rigpose.json", "the project"},
            {"motion on the sequence", "motion", "pose.raw.json", "--sequence"},
            {"motion on the rig.json", "motion", "rig/rig.json", "--rig (its rig.json)"},
            {"motion on the rig's motion.json", "motion", "rig/motion.json", "--rig (its motion.json)"},
            {"report on the map", "report", "map.json", "--map"},
            {"report on the pelvis keys", "report", "tilt.keys.json", "--pelvis-keys"},
            {"build as the rig folder", "build", "rig", "--rig"},
            {"build as the project's folder", "build", ".", "the project"},
            {"cleaned on the project", "cleaned", "wave-tilt.rigpose.json", "the project"},
            {"cleaned on the sequence", "cleaned", "pose.raw.json", "--sequence"},
            {"map on the project", "map", "wave-tilt.rigpose.json", "the project"},
            {"map on the sequence", "map", "pose.raw.json", "--sequence"},
            {"key files on the project", "keys", "wave-tilt.rigpose.json", "the project"},
            {"key files on the rig.json", "keys", "rig/rig.json", "--rig (its rig.json)"},
            {"chart on the project", "chart", "wave-tilt.rigpose.json", "the project"},
            {"chart on the map", "chart", "map.json", "--map"},
        };
        for (const auto& r : rows)
            QTest::newRow(r.row) << s(r.item) << s(r.out) << s(r.flag);
    }

    void theMenusRefuseEveryInputAsOut()
    {
        QFETCH(QString, item);
        QFETCH(QString, out);
        QFETCH(QString, flag);
        QTemporaryDir dir;
        const QString project = copyExample(dir, "wave", "wave-tilt.rigpose.json");
        MainWindow window;
        QSignalSpy settled(&window, &MainWindow::settled);
        window.openProject(project);
        QVERIFY(settled.wait(120000));
        const Files before = filesUnder(dir.path());
        auto* actions = window.findChild<studio::ExportActions*>();
        QVERIFY(actions);
        const QString path = dir.filePath(out);
        RefusalList refusals;
        if (const auto kind = studio::exportKindFromName(item)) {
            QSignalSpy exported(actions, &studio::ExportActions::exported);
            QVERIFY(actions->exportTo(*kind, path));
            QVERIFY(exported.wait(120000));
            QCOMPARE(exported.last().at(0).toBool(), false);
        } else if (item == s("map")) {
            refusals = actions->exportMapTo(path);
        } else if (item == s("keys")) {
            refusals = actions->exportKeyFilesTo(path);
        } else {
            refusals = actions->exportChartTo(path);
        }
        const QString said = window.statusBar()->currentMessage();
        QVERIFY2(said.startsWith(s("Nothing was exported: ARG_PATH: ")), qPrintable(said));
        QVERIFY2(said.contains(s(" the input ") + flag + s(" ")), qPrintable(said));
        if (!studio::exportKindFromName(item)) {
            QCOMPARE(refusals.total(), std::size_t(1));
            QCOMPARE(refusals.items().front().code, std::string("ARG_PATH"));
        }
        QVERIFY(filesUnder(dir.path()) == before);
    }

    // The key files land beside the first under their own names: into the project's folder, the
    // second would be the contact keys themselves. Nothing is written, the first file included.
    void keyFilesBesideTheirOwnAreRefusedWhole()
    {
        QTemporaryDir dir;
        const QString project = copyExample(dir, "wave", "wave-tilt.rigpose.json");
        QVERIFY(writeText(dir.filePath(s("contact.keys.json")),
                          R"({"spec": "rig-pose-contact-keys/1", "keys": [{"frame": 0, "side": "both"}]})"));
        MainWindow window;
        QSignalSpy settled(&window, &MainWindow::settled);
        window.openProject(project);
        QVERIFY(settled.wait(120000));
        window.openKeyFile(studio::KeyKind::Contact, dir.filePath(s("contact.keys.json")));
        QCOMPARE(window.document()->project().contactKeys, dir.filePath(s("contact.keys.json")));
        const Files before = filesUnder(dir.path());
        auto* actions = window.findChild<studio::ExportActions*>();
        const RefusalList refusals = actions->exportKeyFilesTo(dir.filePath(s("new.keys.json")));
        QCOMPARE(refusals.total(), std::size_t(1));
        QVERIFY2(refusals.items().front().message.find("the input --contact-keys ") != std::string::npos,
                 refusals.items().front().message.c_str());
        QVERIFY(filesUnder(dir.path()) == before);
    }
};

int main(int argc, char* argv[])
{
    rigpose::test::useOffscreenPlatformByDefault();
    QApplication app(argc, argv);
    TestExportInputs test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_export_inputs.moc"
