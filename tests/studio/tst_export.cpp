// File → Export and rigpose-studio --export: each file equals, byte for byte, what rig-pose writes
// when run from the export's folder on the same inputs and options (the CLI run here, in that
// folder, after the export's files were taken out of it); a refused run exports nothing and
// says its code; the headless form writes the menu's bytes, prints the CLI's lines and exits
// with its codes.

#include <QAction>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTest>

#include "document.h"
#include "project_fields.h"
#include "export_fixture.h"
#include "key_table_model.h"
#include "rigpose/pelvis/keys.h"
#include "map_path.h"
#include "printed_lines.h"
#include "rigpose/body/body18.h"
#include "rigpose/sequence/reader.h"
#include "rigpose/util/number_format.h"
#include "rigpose/widgets/track_timeline.h"

using namespace rigpose;
using namespace rigpose::test;

Q_DECLARE_METATYPE(ExportKind)

namespace {

// rig-pose clean (the example's windows of 1) then rig-pose retarget with `flags`, run in the
// export's folder: true when every exported file is there with the same bytes.
bool sameAsCleanThenRetarget(const QString& folder, const Files& exported, const QStringList& flags)
{
    const test::CliRun clean = test::runCli(
        {QStringLiteral("clean"), QStringLiteral("--pose"), QStringLiteral("../pose.raw.json"), QStringLiteral("--out"),
         QStringLiteral("pose.cleaned.json"), QStringLiteral("--legs"), QStringLiteral("1"), QStringLiteral("--rest"),
         QStringLiteral("1")},
        folder);
    const test::CliRun retarget = test::runCli(
        QStringList{QStringLiteral("retarget"), QStringLiteral("--sequence"), QStringLiteral("pose.cleaned.json"),
                    QStringLiteral("--rig"), QStringLiteral("../rig"), QStringLiteral("--map"),
                    QStringLiteral("../map.json"), QStringLiteral("--animation"), QStringLiteral("wave"),
                    QStringLiteral("--out"), QStringLiteral("wave.motion.json"), QStringLiteral("--report"),
                    outName(ExportKind::Report)} +
            flags,
        folder);
    if (clean.exitCode != 0 || retarget.exitCode != 0) {
        qWarning("%s%s", clean.err.constData(), retarget.err.constData());
        return false;
    }
    const Files written = filesUnder(folder);
    for (const auto& [name, bytes] : exported)
        if (!written.count(name) || bytes != written.at(name)) {
            qWarning("%s differs from rig-pose's", qPrintable(name));
            return false;
        }
    return true;
}

}  // namespace

class TestExport : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void eachExportIsTheClisBytes_data()
    {
        QTest::addColumn<ExportKind>("kind");
        QTest::addColumn<bool>("raw");
        QTest::addColumn<QStringList>("expected");  // what the export writes in its folder
        QTest::addColumn<bool>("image");            // the rig's head wears a picture
        const QString cleaned = QStringLiteral("pose.cleaned.json");
        QTest::newRow("motion, raw") << ExportKind::Motion << true << QStringList{QStringLiteral("wave.motion.json")}
                                     << false;
        QTest::newRow("motion, cleaned") << ExportKind::Motion << false
                                         << QStringList{QStringLiteral("wave.motion.json")} << false;
        // The report and the record name the sequence by path and hash: a raw project's cleaned
        // sequence is written with them.
        QTest::newRow("report, raw") << ExportKind::Report << true
                                     << QStringList{cleaned, QStringLiteral("wave.report.json")} << false;
        QTest::newRow("report, cleaned") << ExportKind::Report << false
                                         << QStringList{QStringLiteral("wave.report.json")} << false;
        QTest::newRow("build, raw") << ExportKind::Build << true
                                    << QStringList{QStringLiteral("build/retarget.json"),
                                                   QStringLiteral("build/skeleton.json"), cleaned}
                                    << false;
        QTest::newRow("build, cleaned") << ExportKind::Build << false
                                        << QStringList{QStringLiteral("build/retarget.json"),
                                                       QStringLiteral("build/skeleton.json")}
                                        << false;
        QTest::newRow("build with an atlas, cleaned")
            << ExportKind::Build << false
            << QStringList{QStringLiteral("build/retarget.json"), QStringLiteral("build/skeleton.atlas"),
                           QStringLiteral("build/skeleton.json")}
            << true;
        QTest::newRow("cleaned, raw") << ExportKind::Cleaned << true << QStringList{cleaned} << false;
    }

    void eachExportIsTheClisBytes()
    {
        QFETCH(ExportKind, kind);
        QFETCH(bool, raw);
        QFETCH(QStringList, expected);
        QFETCH(bool, image);
        Opened o;
        QVERIFY(o.open(raw, {}, image));
        const QString folder = o.folder("exports");
        const QString said = o.exportFromMenu(kind, QDir(folder).filePath(outName(kind)));
        QVERIFY2(said.startsWith(QStringLiteral("Exported ")), qPrintable(said));
        const Files exported = filesUnder(folder);
        QStringList names;
        for (const auto& [name, bytes] : exported)
            names << name;
        QCOMPARE(names, expected);

        // rig-pose in the same folder, the export's files taken out first.
        QVERIFY(emptied(folder));
        const Cli cli = runRigPose(kind, raw, folder);
        QVERIFY2(cli.exitCode == 0, cli.err.constData());
        const Files written = filesUnder(folder);
        for (const auto& [name, bytes] : exported) {
            QVERIFY2(written.count(name), qPrintable(name));
            QVERIFY2(!bytes.isEmpty(), qPrintable(name));
            QVERIFY2(bytes == written.at(name), qPrintable(name + QStringLiteral(" differs from rig-pose's")));
        }
        // The paths inside are typed from the export's folder, as the user there typed them.
        if (kind == ExportKind::Report)
            QVERIFY(exported.at(QStringLiteral("wave.report.json")).contains("\"path\": \"../map.json\""));
        // The atlas page is found from the build folder, two levels under the copy.
        if (image)
            QVERIFY(exported.at(QStringLiteral("build/skeleton.atlas")).startsWith("../../rig/images/head.png\n"));

        // Headless, from another folder beside it: the menu's bytes, the CLI's lines and code.
        const QString beside = o.folder("headless");
        const Cli headless = runHeadless(kind, QDir(beside).filePath(outName(kind)), o.project);
        QVERIFY2(headless.exitCode == 0, headless.err.constData());
        QVERIFY(filesUnder(beside) == exported);
        QCOMPARE(printedLines(headless.out), printedLines(cli.out));
    }

    void aRefusedRunExportsNothingAndSaysItsCode_data()
    {
        QTest::addColumn<ExportKind>("kind");
        QTest::addColumn<bool>("raw");
        QTest::addColumn<QByteArray>("map");
        QTest::addColumn<QByteArray>("code");
        // A map that is not JSON is refused as it is read.
        const QByteArray broken = "{\"spec\": \"rig-pose-map/1\", ";
        QTest::newRow("motion, map not JSON") << ExportKind::Motion << false << broken << QByteArray("MAP_JSON");
        QTest::newRow("report, raw, map not JSON") << ExportKind::Report << true << broken << QByteArray("MAP_JSON");
        QTest::newRow("build, raw, map not JSON") << ExportKind::Build << true << broken << QByteArray("MAP_JSON");
        // The right elbow let fold only ccw, which the wave's right arm does not: refused by the
        // retarget itself, after clean.
        QByteArray oneWay = test::readAll(QString::fromStdString(test::sourcePath("resources/examples/wave/map.json")));
        const qsizetype arm = oneWay.indexOf("\"name\": \"arm_r\"");
        const QByteArray free = "\"bend\": \"free\"";
        const qsizetype bend = oneWay.indexOf(free, arm);
        if (arm >= 0 && bend > arm && bend < oneWay.indexOf('\n', arm))
            oneWay.replace(bend, free.size(), "\"bend\": \"ccw\"");
        QTest::newRow("report, raw, wrong-way elbow")
            << ExportKind::Report << true << oneWay << QByteArray("POSE_BEND_ONE_WAY");
        QTest::newRow("motion, wrong-way elbow")
            << ExportKind::Motion << false << oneWay << QByteArray("POSE_BEND_ONE_WAY");
    }

    void aRefusedRunExportsNothingAndSaysItsCode()
    {
        QFETCH(ExportKind, kind);
        QFETCH(bool, raw);
        QFETCH(QByteArray, map);
        QFETCH(QByteArray, code);
        // The studio's run is refused, and so is rig-pose's.
        Opened o;
        QVERIFY(o.open(raw, map));
        QVERIFY(!o.window.lastRun());
        const QString folder = o.folder("exports");
        const QString said = o.exportFromMenu(kind, QDir(folder).filePath(outName(kind)));
        QVERIFY(filesUnder(folder).empty());

        const Cli cli = runRigPose(kind, raw, o.folder("cli"));
        QCOMPARE(cli.exitCode, 1);
        QVERIFY2(cli.err.startsWith(QByteArray(code + ": ")), cli.err.constData());
        QVERIFY2(said.contains(QString::fromLatin1(QByteArray(code + ": "))), qPrintable(said));
        QVERIFY(said.startsWith(QStringLiteral("Nothing was exported")));

        const QString beside = o.folder("headless");
        const Cli headless = runHeadless(kind, QDir(beside).filePath(outName(kind)), o.project);
        QCOMPARE(headless.exitCode, cli.exitCode);
        QVERIFY2(headless.err.startsWith(QByteArray(code + ": ")), headless.err.constData());
        QVERIFY(headless.err.endsWith("nothing was written\n"));
        QVERIFY(filesUnder(beside).empty());
    }

    void aCleanedSequenceHasNoCleanedExport()
    {
        Opened o;
        QVERIFY(o.open(false));
        const QString folder = o.folder("exports");
        const QString said = o.exportFromMenu(ExportKind::Cleaned, QDir(folder).filePath(outName(ExportKind::Cleaned)));
        QVERIFY2(said.contains(QStringLiteral("EXPORT_CLEANED_INPUT: ")), qPrintable(said));
        QVERIFY(filesUnder(folder).empty());
        const Cli headless = runHeadless(ExportKind::Cleaned, QDir(folder).filePath(outName(ExportKind::Cleaned)),
                                         o.project);
        QCOMPARE(headless.exitCode, 1);
        QVERIFY2(headless.err.startsWith("EXPORT_CLEANED_INPUT: "), headless.err.constData());
    }

    void theMapIsExportedAsHeldAndAnEditedOneIsNotRetargeted()
    {
        Opened o;
        QVERIFY(o.open(true));
        const QString folder = o.folder("exports");
        const QString original = o.dir.filePath(QStringLiteral("map.json"));
        QVERIFY(o.exportFromMenu("actionExportMap", QDir(folder).filePath(QStringLiteral("copy.map.json")))
                    .startsWith(QStringLiteral("Exported copy.map.json")));
        QCOMPARE(test::readAll(QDir(folder).filePath(QStringLiteral("copy.map.json"))), test::readAll(original));

        // Edited and not saved: rig-pose would read the file on disk, so nothing that retargets
        // is exported; the map itself is, with the edit.
        QVERIFY(o.window.document()->setMapValue(studio::MapPath::of("/note"), "edited in the studio",
                                                 QStringLiteral("Note")));
        QVERIFY(emptied(folder));
        const QString said = o.exportFromMenu(ExportKind::Report, QDir(folder).filePath(outName(ExportKind::Report)));
        QVERIFY2(said.contains(QStringLiteral("EXPORT_MAP_EDITED: map.json")), qPrintable(said));
        QVERIFY(filesUnder(folder).empty());
        const QString edited = QDir(folder).filePath(QStringLiteral("edited.map.json"));
        QVERIFY(o.exportFromMenu("actionExportMap", edited).startsWith(QStringLiteral("Exported ")));
        // What Save writes for the edited map, and a map rig-pose reads.
        QVERIFY(o.window.saveProjectAs(o.project));
        QCOMPARE(test::readAll(edited), test::readAll(original));
        QVERIFY(test::readAll(edited).contains("\"note\": \"edited in the studio\""));
        const test::CliRun cli = test::runCli(
            {QStringLiteral("retarget"), QStringLiteral("--sequence"), QStringLiteral("../pose.json"),
             QStringLiteral("--rig"), QStringLiteral("../rig"), QStringLiteral("--map"),
             QStringLiteral("edited.map.json"), QStringLiteral("--out"), QStringLiteral("m.json")},
            folder);
        QVERIFY2(cli.exitCode == 0, cli.err.constData());
    }

    // Pelvis keys: the export runs rig-pose pelvis before clean, so the report equals the three
    // commands' run from the export folder; Key Files… writes the keys as held, edits included.
    void aKeyedProjectExportsAsPelvisCleanRetarget()
    {
        Opened o;
        QVERIFY(o.open(true));
        const QString keys = o.dir.filePath(QStringLiteral("wave.pelvis.keys.json"));
        QVERIFY(test::writeText(keys,
                                "{\"spec\": \"rig-pose-pelvis-keys/1\", \"keys\": [{\"frame\": 0, \"deg\": 4}, "
                                "{\"frame\": 40.5, \"deg\": -9}]}\n"));
        QSignalSpy settled(&o.window, &MainWindow::settled);
        o.window.openKeyFile(studio::KeyKind::Pelvis, keys);
        QVERIFY(settled.wait(120000) && settled.last().at(0).toBool());
        const QString folder = o.folder("exports");
        const QString said = o.exportFromMenu(ExportKind::Report, QDir(folder).filePath(outName(ExportKind::Report)));
        QVERIFY2(said.startsWith(QStringLiteral("Exported ")), qPrintable(said));
        const Files exported = filesUnder(folder);
        QVERIFY(emptied(folder));
        const test::CliRun pelvis = test::runCli(
            {QStringLiteral("pelvis"), QStringLiteral("--pose"), QStringLiteral("../pose.raw.json"),
             QStringLiteral("--pelvis-keys"), QStringLiteral("../wave.pelvis.keys.json"), QStringLiteral("--out"),
             QStringLiteral("pose.pelvis.json")},
            folder);
        QVERIFY2(pelvis.exitCode == 0, pelvis.err.constData());
        const test::CliRun clean = test::runCli(
            {QStringLiteral("clean"), QStringLiteral("--pose"), QStringLiteral("pose.pelvis.json"),
             QStringLiteral("--out"), QStringLiteral("pose.cleaned.json"), QStringLiteral("--legs"),
             QStringLiteral("1"), QStringLiteral("--rest"), QStringLiteral("1")},
            folder);
        QVERIFY2(clean.exitCode == 0, clean.err.constData());
        const test::CliRun retarget = test::runCli(
            {QStringLiteral("retarget"), QStringLiteral("--sequence"), QStringLiteral("pose.cleaned.json"),
             QStringLiteral("--rig"), QStringLiteral("../rig"), QStringLiteral("--map"), QStringLiteral("../map.json"),
             QStringLiteral("--animation"), QStringLiteral("wave"), QStringLiteral("--out"),
             QStringLiteral("wave.motion.json"), QStringLiteral("--report"), outName(ExportKind::Report)},
            folder);
        QVERIFY2(retarget.exitCode == 0, retarget.err.constData());
        const Files written = filesUnder(folder);
        for (const auto& [name, bytes] : exported) {
            QVERIFY2(written.count(name), qPrintable(name));
            QVERIFY2(bytes == written.at(name), qPrintable(name + QStringLiteral(" differs from rig-pose's")));
        }
        QVERIFY(exported.count(QStringLiteral("pose.cleaned.json")));
        // The keys moved the hip: not the unkeyed report.
        QVERIFY(exported.at(QStringLiteral("pose.cleaned.json")).contains("\"pelvisSource\":\"keys\""));

        // An edit not saved: rig-pose pelvis would read the file on disk, so nothing is exported
        // that cleans; Key Files… writes the edit.
        QVERIFY(o.window.pelvisKeysModel()->setData(o.window.pelvisKeysModel()->index(1, 1), 7.0));
        QVERIFY(emptied(folder));
        const QString refused = o.exportFromMenu(ExportKind::Motion,
                                                 QDir(folder).filePath(outName(ExportKind::Motion)));
        QVERIFY2(refused.contains(QStringLiteral("EXPORT_KEYS_EDITED: wave.pelvis.keys.json")), qPrintable(refused));
        QVERIFY(filesUnder(folder).empty());
        const QString copy = QDir(folder).filePath(QStringLiteral("copy.keys.json"));
        QVERIFY(o.exportFromMenu("actionExportKeyFiles", copy).startsWith(QStringLiteral("Exported ")));
        const auto read = rigpose::pelvis::readPelvisKeysFile(QFile::encodeName(copy).toStdString(), 72);
        QVERIFY(read.ok());
        QCOMPARE(read.value.keys[1].deg, 7.0);
        QCOMPARE(read.value.keys[1].frame, 40.5);
    }

    // Contact keys: the report export is rig-pose clean then rig-pose retarget --contact-keys,
    // byte for byte; an unsaved edit of the keys exports nothing that retargets.
    void aProjectWithContactKeysExportsAsRetargetWithThem()
    {
        Opened o;
        QVERIFY(o.open(true));
        const QString keys = o.dir.filePath(QStringLiteral("wave.contact.keys.json"));
        QVERIFY(test::writeText(keys,
                                "{\"spec\": \"rig-pose-contact-keys/1\", \"keys\": [{\"frame\": 0, \"side\": \"l\"}, "
                                "{\"frame\": 35.5, \"side\": \"r\"}]}\n"));
        QSignalSpy settled(&o.window, &MainWindow::settled);
        o.window.openKeyFile(studio::KeyKind::Contact, keys);
        QVERIFY(settled.wait(120000) && settled.last().at(0).toBool());
        const QString folder = o.folder("contact");
        const QString said = o.exportFromMenu(ExportKind::Report, QDir(folder).filePath(outName(ExportKind::Report)));
        QVERIFY2(said.startsWith(QStringLiteral("Exported ")), qPrintable(said));
        const Files exported = filesUnder(folder);
        QVERIFY(emptied(folder));
        QVERIFY(sameAsCleanThenRetarget(
            folder, exported, {QStringLiteral("--contact-keys"), QStringLiteral("../wave.contact.keys.json")}));
        QVERIFY(exported.at(outName(ExportKind::Report)).contains("\"contactKeys\""));

        QVERIFY(emptied(folder));
        o.window.addKeyAt(studio::KeyKind::Contact, 50);
        const QString refused = o.exportFromMenu(ExportKind::Motion,
                                                 QDir(folder).filePath(outName(ExportKind::Motion)));
        QVERIFY2(refused.contains(QStringLiteral("EXPORT_KEYS_EDITED: wave.contact.keys.json")), qPrintable(refused));
        QVERIFY(filesUnder(folder).empty());
    }

    // The feet's options: a planted project with a stance exports what rig-pose retarget
    // --plant-feet --stance writes.
    void aPlantedProjectExportsAsRetargetWithTheFeetFlags()
    {
        Opened o;
        QVERIFY(o.open(true));
        QSignalSpy settled(&o.window, &MainWindow::settled);
        o.window.document()->set(studio::fields::retargetPlantFeet, true, QStringLiteral("Plant feet"));
        o.window.document()->set(studio::fields::retargetStance, std::optional<double>(0.07), QStringLiteral("Stance"));
        QVERIFY(settled.wait(120000) && settled.last().at(0).toBool());
        const QString folder = o.folder("stance");
        const QString said = o.exportFromMenu(ExportKind::Report, QDir(folder).filePath(outName(ExportKind::Report)));
        QVERIFY2(said.startsWith(QStringLiteral("Exported ")), qPrintable(said));
        const Files exported = filesUnder(folder);
        QVERIFY(emptied(folder));
        QVERIFY(sameAsCleanThenRetarget(
            folder, exported, {QStringLiteral("--plant-feet"), QStringLiteral("--stance"), QStringLiteral("0.07")}));
        QVERIFY(exported.at(outName(ExportKind::Report)).contains("\"tolerance\": 0.07"));
    }

    void theChartsCsvHoldsThePlottedPoints()
    {
        Opened o;
        QVERIFY(o.open(true));
        QVERIFY(o.window.lastRun());
        o.window.trackTimeline()->selectTracks({QStringLiteral("r_wrist")});
        const QString folder = o.folder("exports");
        const QString csv = QDir(folder).filePath(QStringLiteral("tracks.csv"));
        QVERIFY(o.exportFromMenu("actionExportChart", csv).startsWith(QStringLiteral("Exported tracks.csv")));
        const QStringList rows = QString::fromUtf8(test::readAll(csv)).split(u'\n', Qt::SkipEmptyParts);
        QVERIFY(!rows.isEmpty());
        QCOMPARE(rows.front(), QStringLiteral("series,t,value"));

        // The raw x of r_wrist, frame by frame, read from the file itself (72 frames: fewer than
        // the chart's buckets, so every one is plotted).
        const auto raw = sequence::readSequenceFile(o.dir.filePath(QStringLiteral("pose.raw.json")).toStdString());
        QVERIFY(raw.ok());
        QStringList expected;
        for (const sequence::Frame& f : raw.value.frames) {
            const auto& at = f.person("a")->joint(body::Joint::RWrist).at;
            QVERIFY(at);
            expected << QStringLiteral("r_wrist x raw,%1,%2")
                            .arg(QString::fromStdString(formatFixed(f.t, 6)),
                                 QString::fromStdString(formatFixed(at->x(), 4)));
        }
        QCOMPARE(expected.size(), 72);
        QCOMPARE(rows.filter(QRegularExpression(QStringLiteral("^r_wrist x raw,"))), expected);
        QVERIFY(!rows.filter(QRegularExpression(QStringLiteral("^r_wrist y cleaned,"))).isEmpty());
    }

    void eachItemOffersTheFolderItLastUsed()
    {
        Opened o;
        QVERIFY(o.open(false));
        const QString motions = o.folder("motions"), maps = o.folder("maps");
        const auto offered = [&o](const char* action) {
            o.exportFromMenu(action, QString());  // the dialog canceled: nothing is written
            return QFileInfo(o.suggested);
        };
        QVERIFY(o.exportFromMenu(ExportKind::Motion, QDir(motions).filePath(QStringLiteral("a.motion.json")))
                    .startsWith(QStringLiteral("Exported ")));
        // An item not used yet starts where the last export went, with its own file name.
        QCOMPARE(offered("actionExportReport").absolutePath(), QFileInfo(motions).absoluteFilePath());
        QCOMPARE(o.suggested, QDir(motions).filePath(QStringLiteral("wave.motion.report.json")));
        QVERIFY(o.exportFromMenu("actionExportMap", QDir(maps).filePath(QStringLiteral("m.json")))
                    .startsWith(QStringLiteral("Exported ")));
        // Each item used keeps its own.
        QCOMPARE(offered("actionExportMotion").absolutePath(), QFileInfo(motions).absoluteFilePath());
        QCOMPARE(offered("actionExportMap").absolutePath(), QFileInfo(maps).absoluteFilePath());
        QCOMPARE(offered("actionExportReport").absolutePath(), QFileInfo(maps).absoluteFilePath());
        QCOMPARE(filesUnder(motions).size(), std::size_t(1));
        QCOMPARE(filesUnder(maps).size(), std::size_t(1));
    }

    void oneExportRunsAtATime()
    {
        Opened o;
        QVERIFY(o.open(true));
        auto* actions = o.window.findChild<studio::ExportActions*>();
        auto* report = o.window.findChild<QAction*>(QStringLiteral("actionExportReport"));
        QVERIFY(actions && report && report->isEnabled());
        const QString folder = o.folder("exports");
        QSignalSpy exported(actions, &studio::ExportActions::exported);
        QVERIFY(actions->exportTo(ExportKind::Motion, QDir(folder).filePath(QStringLiteral("a.motion.json"))));
        // Running: the items that run are off, and a second export is not started.
        QVERIFY(actions->isExporting());
        QVERIFY(!report->isEnabled());
        QVERIFY(o.window.statusBar()->currentMessage().startsWith(QStringLiteral("Exporting a.motion.json")));
        QVERIFY(!actions->exportTo(ExportKind::Report, QDir(folder).filePath(QStringLiteral("b.json"))));
        QVERIFY(exported.wait(120000));
        QVERIFY(exported.last().at(0).toBool());
        QVERIFY(report->isEnabled());
        QCOMPARE(filesUnder(folder).size(), std::size_t(1));
        QVERIFY(filesUnder(folder).count(QStringLiteral("a.motion.json")));
    }

    void aBadExportInvocationExitsTwo()
    {
        const Cli kind = runStudio(
            {QStringLiteral("--export"), QStringLiteral("video"), QStringLiteral("out"), QStringLiteral("p")});
        QCOMPARE(kind.exitCode, 2);
        QVERIFY2(kind.err.contains("video"), kind.err.constData());
        const Cli missing = runStudio(
            {QStringLiteral("--export"), QStringLiteral("motion"), QStringLiteral("out.json")});
        QCOMPARE(missing.exitCode, 2);
    }

    void aProjectThatDoesNotReadExitsOne()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("m.json"));
        const Cli run = runHeadless(ExportKind::Motion, out, dir.filePath(QStringLiteral("none.rigpose.json")));
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.startsWith("PROJECT_READ: "), run.err.constData());
        QVERIFY(run.err.endsWith("nothing was written\n"));
        QVERIFY(!QFileInfo::exists(out));
    }
};

int main(int argc, char** argv)
{
    rigpose::test::useOffscreenPlatformByDefault();
    QApplication app(argc, argv);
    TestExport test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_export.moc"
