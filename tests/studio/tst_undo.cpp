// Every edit the studio makes today goes through the document's one undo stack and re-runs:
// the run options driven through their real widgets, the guard options, and map edits. Undo
// brings back the very motion bytes the run made before the edit; redo the ones after it.

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QUndoStack>

#include <functional>

#include "document.h"
#include "live_run.h"
#include "main_window.h"
#include "testutils.h"

using namespace rigpose;
using studio::MainWindow;

namespace {

QString example(const char* relative)
{
    return QDir::cleanPath(QString::fromStdString(test::sourcePath("resources/examples/wave/")) +
                           QString::fromLatin1(relative));
}

// Waits for the run an edit started, and says whether it ended green.
bool settles(QSignalSpy& settled) { return settled.wait(120000) && settled.last().at(0).toBool(); }

std::string motionBytes(const MainWindow& window)
{
    // A refused run leaves the last good one on screen, stale: it is not this edit's motion.
    const studio::RunOutput* run = window.lastRun();
    if (window.liveRun()->isStale())
        return std::string();
    return run && run->retarget ? run->retarget->gate.motionBytes : std::string();
}

using Edit = std::function<void(MainWindow&)>;

}  // namespace

Q_DECLARE_METATYPE(Edit)

class TestUndo : public QObject {
    Q_OBJECT

    std::string m_original;  // the example's motion, as opened

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        MainWindow window;
        QSignalSpy settled(&window, &MainWindow::settled);
        window.openProject(example("wave.rigpose.json"));
        QVERIFY(settles(settled));
        m_original = motionBytes(window);
        QVERIFY(!m_original.empty());
    }

    void everyOptionEditUndoesToTheSameMotion_data()
    {
        QTest::addColumn<Edit>("edit");
        QTest::addColumn<QString>("undoText");
        QTest::addColumn<bool>("changes");
        const auto widget = [](MainWindow& w, const char* name) { return w.findChild<QWidget*>(QLatin1String(name)); };
        const auto pick = [widget](const char* name, int value) {
            return Edit([widget, name, value](MainWindow& w) {
                auto* box = qobject_cast<QComboBox*>(widget(w, name));
                const int i = box->findData(value);
                box->setCurrentIndex(i);
                emit box->activated(i);
            });
        };
        QTest::newRow("legs") << pick("cleanLegs", 9) << QStringLiteral("Legs Window") << false;
        QTest::newRow("rest") << pick("cleanRest", 15) << QStringLiteral("Rest Window") << true;
        QTest::newRow("hold") << Edit([widget](MainWindow& w) {
            qobject_cast<QCheckBox*>(widget(w, "cleanHold"))->click();
        }) << QStringLiteral("Hold Still Joints")
                              << false;
        QTest::newRow("loop") << Edit([widget](MainWindow& w) {
            qobject_cast<QCheckBox*>(widget(w, "cleanLoop"))->click();
        }) << QStringLiteral("Loop")
                              << false;
        QTest::newRow("animation") << Edit([widget](MainWindow& w) {
            auto* line = qobject_cast<QLineEdit*>(widget(w, "retargetName"));
            line->setText(QStringLiteral("hello"));
            emit line->editingFinished();
        }) << QStringLiteral("Animation Name")
                                   << true;
        QTest::newRow("min score") << Edit([widget](MainWindow& w) {
            qobject_cast<QDoubleSpinBox*>(widget(w, "retargetMinScore"))->setValue(0.9);
        }) << QStringLiteral("Minimum Score")
                                   << false;
        QTest::newRow("short") << Edit([](MainWindow& w) {
            w.document()->set(studio::fields::retargetShort, std::optional<double>(0.9),
                              QStringLiteral("Short Segments"));
        }) << QStringLiteral("Short Segments")
                               << false;
        QTest::newRow("flip") << Edit([](MainWindow& w) {
            w.document()->set(studio::fields::retargetFlip, std::optional<double>(5.0), QStringLiteral("Flip Guard"));
        }) << QStringLiteral("Flip Guard")
                              << true;
        QTest::newRow("bends") << Edit([](MainWindow& w) {
            w.document()->set(studio::fields::retargetBends, retarget::BendMode::Clamp, QStringLiteral("Bends"));
        }) << QStringLiteral("Bends")
                               << false;
        QTest::newRow("map: a chain removed") << Edit([](MainWindow& w) {
            w.document()->removeMapItem(studio::MapPath::of("/chains"), 4, QStringLiteral("Remove Chain"));
        }) << QStringLiteral("Remove Chain") << true;
        QTest::newRow("map: two edits, the run refused") << Edit([](MainWindow& w) {
            w.document()->setMapValue(studio::MapPath::of("/chains/3/bend"), "free", QStringLiteral("Bend"));
            w.document()->setMapValue(studio::MapPath::of("/chains/3/reach"), true, QStringLiteral("Reach"));
        }) << QStringLiteral("Reach") << true;
    }

    void everyOptionEditUndoesToTheSameMotion()
    {
        QFETCH(Edit, edit);
        QFETCH(QString, undoText);
        MainWindow window;
        QSignalSpy settled(&window, &MainWindow::settled);
        window.openProject(example("wave.rigpose.json"));
        QVERIFY(settles(settled));
        QCOMPARE(motionBytes(window), m_original);
        QUndoStack* stack = window.undoStack();
        const int before = stack->count();

        edit(window);
        QVERIFY(stack->count() > before);  // a command was pushed ...
        QCOMPARE(stack->undoText(), undoText);
        QVERIFY(window.isRunning());  // ... and the run started again
        QVERIFY(window.document()->isModified());
        const bool green = settles(settled);
        const std::string edited = green ? motionBytes(window) : std::string();
        // The wave is synthetic: its legs and its still joints are exactly still, its scores
        // high and its segments long, so those options leave its motion as it was.
        QFETCH(bool, changes);
        QCOMPARE(edited != m_original, changes);

        // Every step back at once: each re-runs, superseding the one before; the last one counts.
        auto* undo = window.findChild<QAction*>(QStringLiteral("actionUndo"));
        while (stack->index() > before) {
            undo->trigger();
            QVERIFY(window.isRunning());
        }
        QVERIFY(!window.document()->isModified());
        QVERIFY(settles(settled));
        QCOMPARE(motionBytes(window), m_original);

        auto* redo = window.findChild<QAction*>(QStringLiteral("actionRedo"));
        while (stack->canRedo())
            redo->trigger();
        QCOMPARE(settles(settled), green);
        QCOMPARE(motionBytes(window), edited);
    }

    void aValueEditedTwiceInARowIsOneStep()
    {
        MainWindow window;
        QSignalSpy settled(&window, &MainWindow::settled);
        window.openProject(example("wave.rigpose.json"));
        QVERIFY(settles(settled));
        auto* score = window.findChild<QDoubleSpinBox*>(QStringLiteral("retargetMinScore"));
        QVERIFY(score);
        score->setValue(0.5);
        score->setValue(0.55);
        QCOMPARE(window.undoStack()->count(), 1);
        QCOMPARE(window.document()->project().retarget.minScore, 0.55);
        emit score->editingFinished();  // leaving the box closes the merge
        score->setValue(0.6);
        QCOMPARE(window.undoStack()->count(), 2);
        window.undoStack()->undo();
        QCOMPARE(score->value(), 0.55);  // the panel follows the document
        window.undoStack()->undo();
        QCOMPARE(score->value(), 0.3);
        QVERIFY(!window.document()->isModified());
        QTRY_VERIFY_WITH_TIMEOUT(!window.isBusy(), 120000);
    }

    void aGuardEditIsRunWithIt()
    {
        // The run's options are the document's: a guard set is the guard the retarget used.
        MainWindow window;
        QSignalSpy settled(&window, &MainWindow::settled);
        window.openProject(example("wave.rigpose.json"));
        QVERIFY(settles(settled));
        window.document()->set(studio::fields::retargetShort, std::optional<double>(0.5), QStringLiteral("Short"));
        window.document()->set(studio::fields::retargetFlip, std::optional<double>(60.0), QStringLiteral("Flip"));
        window.document()->set(studio::fields::retargetBends, retarget::BendMode::Clamp, QStringLiteral("Bends"));
        QCOMPARE(window.undoStack()->count(), 3);
        QVERIFY(settles(settled));
        const retarget::Options& used = window.lastRun()->retarget->options;
        QCOMPARE(used.shortFraction, std::optional<double>(0.5));
        QCOMPARE(used.flipDegrees, std::optional<double>(60.0));
        QVERIFY(used.bends == retarget::BendMode::Clamp);
    }
};

int main(int argc, char* argv[])
{
    test::useOffscreenPlatformByDefault();
    QApplication app(argc, argv);
    TestUndo test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_undo.moc"
