// Every clean and retarget option in the Run Options panel: set through its own widget, it runs
// as rig-pose clean and rig-pose retarget run with the flag (the same printed lines, the same
// motion bytes), and it goes through the project file and back into the widget.

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

#include <functional>
#include <map>

#include "document.h"
#include "live_run.h"
#include "main_window.h"
#include "opened_wave.h"
#include "printed_lines.h"
#include "testutils.h"

using namespace rigpose;
using studio::MainWindow;

namespace {

using Edit = std::function<void(MainWindow&)>;
using Shown = std::function<bool(MainWindow&)>;
using Flags = std::map<QString, QString>;  // flag -> value ("" for a switch)

template <typename W>
W* widget(MainWindow& window, const char* name)
{
    return window.findChild<W*>(QLatin1String(name));
}

Edit pick(const char* name, const QString& data)
{
    return [name, data](MainWindow& w) {
        auto* box = widget<QComboBox>(w, name);
        const int i = box->findData(data);
        box->setCurrentIndex(i);
        emit box->activated(i);
    };
}

Shown picked(const char* name, const QString& data)
{
    return [name, data](MainWindow& w) { return widget<QComboBox>(w, name)->currentData().toString() == data; };
}

Edit spin(const char* name, double value, const char* check = nullptr)
{
    return [name, value, check](MainWindow& w) {
        if (check)
            widget<QCheckBox>(w, check)->setChecked(true);
        widget<QDoubleSpinBox>(w, name)->setValue(value);
    };
}

Shown spun(const char* name, double value)
{
    return [name, value](MainWindow& w) { return qFuzzyCompare(widget<QDoubleSpinBox>(w, name)->value(), value); };
}

Edit tick(const char* name, bool on)
{
    return [name, on](MainWindow& w) { widget<QCheckBox>(w, name)->setChecked(on); };
}

Shown ticked(const char* name, bool on)
{
    return [name, on](MainWindow& w) { return widget<QCheckBox>(w, name)->isChecked() == on; };
}

using test::printedLines;

QStringList arguments(const QStringList& head, const Flags& flags)
{
    QStringList out = head;
    for (const auto& [flag, value] : flags) {
        out << QStringLiteral("--") + flag;
        if (!value.isEmpty())
            out << value;
    }
    return out;
}

}  // namespace

Q_DECLARE_METATYPE(Edit)
Q_DECLARE_METATYPE(Shown)
Q_DECLARE_METATYPE(Flags)

class TestOptions : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void aCocoFileOpensConvertedAndRunsAsCleanCoco()
    {
        const QString coco = QString::fromStdString(test::dataPath("cmu/05_04-front-24.noisy.coco.json"));
        QTemporaryDir cli;
        const test::CliRun clean = test::runCli({QStringLiteral("clean"), QStringLiteral("--coco"), coco,
                                                 QStringLiteral("--out"), cli.filePath(QStringLiteral("c.json"))});
        QVERIFY2(clean.exitCode == 0, clean.err.constData());
        QVERIFY(printedLines(clean.out).front().startsWith(QStringLiteral("CONVERT coco17-sequence/1 -> body-18: ")));

        MainWindow window;
        QSignalSpy settled(&window, &MainWindow::settled);
        window.openFile(coco);
        QVERIFY(settled.wait(120000) && settled.last().at(0).toBool());
        QVERIFY(window.lastRun() && window.lastRun()->cleanedHere);
        QCOMPARE(window.lastRun()->cleanLines, printedLines(clean.out));
        QCOMPARE(window.document()->project().sequence, coco);
        // The people it holds are offered for --person.
        auto* person = widget<QComboBox>(window, "cleanPerson");
        QVERIFY(person->count() >= 2);
        QVERIFY(person->findData(QString::fromStdString(window.sequence()->personIds().front())) > 0);
    }

    void everyOptionRunsAsItsFlagAndIsSaved_data()
    {
        QTest::addColumn<Edit>("edit");
        QTest::addColumn<Shown>("shown");
        QTest::addColumn<Flags>("cleanFlags");
        QTest::addColumn<Flags>("retargetFlags");
        const auto L = [](const char* s) { return QString::fromLatin1(s); };
        QTest::newRow("--legs") << pick("cleanLegs", L("9")) << picked("cleanLegs", L("9"))
                                << Flags{{L("legs"), L("9")}} << Flags{};
        QTest::newRow("--rest") << pick("cleanRest", L("15")) << picked("cleanRest", L("15"))
                                << Flags{{L("rest"), L("15")}} << Flags{};
        QTest::newRow("--hold off") << tick("cleanHold", false) << ticked("cleanHold", false)
                                    << Flags{{L("hold"), L("off")}} << Flags{};
        QTest::newRow("--hold-speed") << spin("cleanHoldSpeed", 0.02) << spun("cleanHoldSpeed", 0.02)
                                      << Flags{{L("hold-speed"), L("0.02")}} << Flags{};
        QTest::newRow("--hold-reach") << spin("cleanHoldReach", 0.05) << spun("cleanHoldReach", 0.05)
                                      << Flags{{L("hold-reach"), L("0.05")}} << Flags{};
        QTest::newRow("--loop") << tick("cleanLoop", true) << ticked("cleanLoop", true) << Flags{{L("loop"), QString()}}
                                << Flags{};
        QTest::newRow("--hips-inferred") << tick("cleanHipsInferred", true) << ticked("cleanHipsInferred", true)
                                         << Flags{{L("hips-inferred"), QString()}} << Flags{};
        QTest::newRow("--depth walk") << pick("cleanDepth", L("walk")) << picked("cleanDepth", L("walk"))
                                      << Flags{{L("depth"), L("walk")}} << Flags{};
        QTest::newRow("clean --person") << pick("cleanPerson", L("a")) << picked("cleanPerson", L("a"))
                                        << Flags{{L("person"), L("a")}} << Flags{};
        QTest::newRow("--animation") << Edit([](MainWindow& w) {
            auto* line = widget<QLineEdit>(w, "retargetName");
            line->setText(QStringLiteral("hello"));
            emit line->editingFinished();
        }) << Shown([](MainWindow& w) {
            return widget<QLineEdit>(w, "retargetName")->text() == QStringLiteral("hello");
        }) << Flags{} << Flags{{L("animation"), L("hello")}};
        QTest::newRow("--min-score") << spin("retargetMinScore", 0.9) << spun("retargetMinScore", 0.9) << Flags{}
                                     << Flags{{L("min-score"), L("0.9")}};
        QTest::newRow("retarget --person") << pick("retargetPerson", L("a")) << picked("retargetPerson", L("a"))
                                           << Flags{} << Flags{{L("person"), L("a")}};
        QTest::newRow("--short") << spin("retargetShort", 0.4, "retargetShortOn") << spun("retargetShort", 0.4)
                                 << Flags{} << Flags{{L("short"), L("0.4")}};
        QTest::newRow("--flip") << spin("retargetFlip", 45, "retargetFlipOn") << spun("retargetFlip", 45) << Flags{}
                                << Flags{{L("flip"), L("45")}};
        QTest::newRow("--bends clamp") << pick("retargetBends", L("clamp")) << picked("retargetBends", L("clamp"))
                                       << Flags{} << Flags{{L("bends"), L("clamp")}};
    }

    void everyOptionRunsAsItsFlagAndIsSaved()
    {
        QFETCH(Edit, edit);
        QFETCH(Shown, shown);
        QFETCH(Flags, cleanFlags);
        QFETCH(Flags, retargetFlags);

        // The CLI on the example's inputs with the example project's own options and the flag.
        QTemporaryDir cli;
        const QString example = QString::fromStdString(test::sourcePath("resources/examples/wave/"));
        const QString cleaned = cli.filePath(QStringLiteral("wave.cleaned.json"));
        Flags cleanAll{{QStringLiteral("legs"), QStringLiteral("1")}, {QStringLiteral("rest"), QStringLiteral("1")}};
        for (const auto& [flag, value] : cleanFlags)
            cleanAll[flag] = value;
        const test::CliRun clean = test::runCli(
            arguments({QStringLiteral("clean"), QStringLiteral("--pose"), example + QStringLiteral("pose.raw.json"),
                       QStringLiteral("--out"), cleaned},
                      cleanAll));
        QVERIFY2(clean.exitCode == 0, clean.err.constData());
        Flags retargetAll{{QStringLiteral("animation"), QStringLiteral("wave")}};
        for (const auto& [flag, value] : retargetFlags)
            retargetAll[flag] = value;
        const test::CliRun retarget = test::runCli(
            arguments({QStringLiteral("retarget"), QStringLiteral("--sequence"), cleaned, QStringLiteral("--rig"),
                       example + QStringLiteral("rig"), QStringLiteral("--map"), example + QStringLiteral("map.json"),
                       QStringLiteral("--out"), cli.filePath(QStringLiteral("wave.motion.json"))},
                      retargetAll));
        const bool cliGreen = retarget.exitCode == 0;

        // The studio, the option set through its widget.
        test::OpenedWave o;
        QVERIFY(o.open());
        edit(o.window);
        QVERIFY(o.window.undoStack()->count() >= 1);
        // Every one of these keeps the wave green, so the lines and bytes are always compared.
        QVERIFY2(cliGreen, retarget.err.constData());
        QVERIFY(o.settles());
        QCOMPARE(o.window.lastRun()->cleanLines, printedLines(clean.out));
        QCOMPARE(o.window.lastRun()->retargetLines, printedLines(retarget.out));
        QCOMPARE(QByteArray::fromStdString(o.window.lastRun()->retarget->gate.motionBytes),
                 test::readAll(cli.filePath(QStringLiteral("wave.motion.json"))));

        // Through the project file and back into the widget.
        const QString saved = o.dir.filePath(QStringLiteral("saved.rigpose.json"));
        QVERIFY(o.window.saveProjectAs(saved));
        MainWindow again;
        QSignalSpy settled(&again, &MainWindow::settled);
        again.openProject(saved);
        QVERIFY(settled.wait(120000));
        QVERIFY(shown(again));
        QVERIFY(again.document()->project() == o.window.document()->project());
    }
};

int main(int argc, char** argv)
{
    rigpose::test::useOffscreenPlatformByDefault();
    QApplication app(argc, argv);
    TestOptions test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_options.moc"
