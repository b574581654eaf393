// The studio's main window, offscreen: open a real sequence and read the status bar; a
// malformed file shows its refusals and opens nothing; menus, translations and screenshots.

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include "main_window.h"
#include "rigpose/widgets/summary_text.h"
#include "screenshot.h"
#include "testutils.h"
#include "translations.h"

using rigpose::studio::MainWindow;

namespace {

// 240 frames at 24 fps of person "a" (CMU 05_04, projected to the front).
QString cmuFront() { return QString::fromStdString(rigpose::test::dataPath("cmu/05_04-front-24.clean.pose.json")); }

// Waits for the load openSequence() started; false when none finished in time.
bool waitForLoad(QSignalSpy& finished) { return finished.wait(60000); }

}  // namespace

class TestMainWindow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        // Settings (last folder, window layout) go to a test location, not the user's.
        QStandardPaths::setTestModeEnabled(true);
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        QCOMPARE(rigpose::studio::installTranslators(*qApp, QStringLiteral("en")), QStringLiteral("en"));
        QVERIFY2(QFile::exists(cmuFront()), qPrintable(cmuFront()));
    }

    void opensASequenceAndDescribesItInTheStatusBar()
    {
        MainWindow window;
        window.show();
        QSignalSpy finished(&window, &MainWindow::sequenceLoadFinished);
        window.openSequence(cmuFront());
        QVERIFY(window.isLoading());
        QVERIFY(waitForLoad(finished));
        QCOMPARE(finished.count(), 1);
        QCOMPARE(finished.at(0).at(0).toBool(), true);
        QVERIFY(!window.isLoading());

        const auto* status = window.findChild<QLabel*>(QStringLiteral("sequenceStatus"));
        QVERIFY(status);
        const QString text = status->text();
        QVERIFY2(text.contains(QStringLiteral("240 frames")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("24 fps")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("people: a")), qPrintable(text));
        QCOMPARE(window.sequenceStatusText(), text);

        QVERIFY(window.sequence());
        QCOMPARE(window.sequence()->frames.size(), std::size_t(240));
        QCOMPARE(window.sequencePath(), cmuFront());
        QVERIFY(window.findChildren<QMessageBox*>().isEmpty());
    }

    // Issue 2's "done when": the studio opens the bundled example.
    void opensTheBundledExample()
    {
        const QString wave = QString::fromStdString(rigpose::test::sourcePath("resources/examples/wave/pose.json"));
        if (!QFile::exists(wave))
            QSKIP("the wave example has not been generated yet");
        MainWindow window;
        QSignalSpy finished(&window, &MainWindow::sequenceLoadFinished);
        window.openSequence(wave);
        QVERIFY(waitForLoad(finished));
        QCOMPARE(finished.at(0).at(0).toBool(), true);
        QVERIFY2(window.sequenceStatusText().contains(QStringLiteral("24 fps")),
                 qPrintable(window.sequenceStatusText()));
        QVERIFY(window.sequenceStatusText().contains(QStringLiteral("people: a")));
    }

    void refusesMalformedJsonWithoutCrashing()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("broken.pose.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"spec":"rig-pose-sequence/1","width":640,"height":480,"frames":[{"t":0,"people":[)");
        file.close();

        MainWindow window;
        window.show();
        QSignalSpy finished(&window, &MainWindow::sequenceLoadFinished);
        window.openSequence(path);
        QVERIFY(waitForLoad(finished));
        QCOMPARE(finished.at(0).at(0).toBool(), false);
        QVERIFY(!window.sequence());

        auto* box = window.findChild<QMessageBox*>(QStringLiteral("refusalBox"));
        QVERIFY(box);
        QTRY_VERIFY(box->isVisible());
        QVERIFY2(box->text().contains(QStringLiteral("broken.pose.json")), qPrintable(box->text()));
        // Every refusal line is "CODE: message".
        const QString lines = box->informativeText();
        QVERIFY2(lines.startsWith(QStringLiteral("POSE_")), qPrintable(lines));
        QVERIFY2(lines.contains(QStringLiteral(": ")), qPrintable(lines));
        box->close();
    }

    void aRefusedFileLeavesTheOpenSequenceOpen()
    {
        QTemporaryDir dir;
        const QString bad = dir.filePath(QStringLiteral("not-json.pose.json"));
        QFile file(bad);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("this is not json");
        file.close();

        MainWindow window;
        QSignalSpy finished(&window, &MainWindow::sequenceLoadFinished);
        window.openSequence(cmuFront());
        QVERIFY(waitForLoad(finished));
        window.openSequence(bad);
        QVERIFY(waitForLoad(finished));
        QCOMPARE(finished.at(1).at(0).toBool(), false);
        QVERIFY(window.sequence());
        QCOMPARE(window.sequencePath(), cmuFront());
        QVERIFY(window.sequenceStatusText().contains(QStringLiteral("240 frames")));
    }

    void aNewerOpenSupersedesARunningOne()
    {
        MainWindow window;
        QSignalSpy finished(&window, &MainWindow::sequenceLoadFinished);
        window.openSequence(QStringLiteral("/nonexistent/first.pose.json"));
        window.openSequence(cmuFront());
        QTRY_VERIFY_WITH_TIMEOUT(!window.isLoading(), 60000);
        // Let a late result of the first read arrive, if it is still on its way.
        QTest::qWait(50);
        QCOMPARE(finished.count(), 1);
        QCOMPARE(finished.at(0).at(0).toBool(), true);
        QCOMPARE(window.sequencePath(), cmuFront());
        QVERIFY(window.findChildren<QMessageBox*>().isEmpty());
    }

    void menusHoldTheirActions()
    {
        MainWindow window;
        QStringList titles;
        for (const QAction* menu : window.menuBar()->actions())
            titles.append(menu->text());
        QCOMPARE(titles, (QStringList{QStringLiteral("&File"), QStringLiteral("&Edit"), QStringLiteral("&View"),
                                      QStringLiteral("&Playback"), QStringLiteral("&Keys"), QStringLiteral("&Run"),
                                      QStringLiteral("&3D"), QStringLiteral("&Help")}));

        const auto* open = window.findChild<QAction*>(QStringLiteral("actionOpen"));
        QVERIFY(open);
        QCOMPARE(open->shortcut(), QKeySequence(QKeySequence::Open));
        QVERIFY(window.findChild<QAction*>(QStringLiteral("actionOpenSequence")));
        for (const char* name : {"actionNewProject", "actionSave", "actionSaveAs", "actionSetRig", "actionSetMap",
                                 "actionSetFrames", "actionExportChart", "actionPreferences"})
            QVERIFY2(window.findChild<QAction*>(QString::fromLatin1(name)), name);
        // The transport's keys.
        const auto key = [&window](const char* name) {
            const auto* a = window.findChild<QAction*>(QString::fromLatin1(name));
            return a ? a->shortcut() : QKeySequence();
        };
        QCOMPARE(key("actionPlay"), QKeySequence(Qt::Key_Space));
        QCOMPARE(key("actionNextFrame"), QKeySequence(Qt::Key_Right));
        QCOMPARE(key("actionBack10"), QKeySequence(Qt::SHIFT | Qt::Key_Left));
        QCOMPARE(key("actionFirstFrame"), QKeySequence(Qt::Key_Home));
        QCOMPARE(key("actionLastFrame"), QKeySequence(Qt::Key_End));
        QCOMPARE(key("actionPlayBackward"), QKeySequence(Qt::Key_J));
        QCOMPARE(key("actionStop"), QKeySequence(Qt::Key_K));
        QCOMPARE(key("actionPlayForward"), QKeySequence(Qt::Key_L));
        QCOMPARE(key("actionInsertKey"), QKeySequence(Qt::Key_I));
        for (const char* name : {"actionNewPelvisKeys", "actionOpenPelvisKeys", "actionSavePelvisKeys",
                                 "actionSavePelvisKeysAs", "actionClosePelvisKeys", "actionDeleteKey"})
            QVERIFY2(window.findChild<QAction*>(QString::fromLatin1(name)), name);
        QVERIFY(window.findChild<QAction*>(QStringLiteral("actionQuit")));

        const auto* about = window.findChild<QAction*>(QStringLiteral("actionAbout"));
        QVERIFY(about);
        QVERIFY(about->text().contains(QStringLiteral("About")));
        QVERIFY(window.findChild<QAction*>(QStringLiteral("actionAboutQt")));

        // Undo and redo are the undo stack's: disabled while it is empty.
        const auto* undo = window.findChild<QAction*>(QStringLiteral("actionUndo"));
        const auto* redo = window.findChild<QAction*>(QStringLiteral("actionRedo"));
        QVERIFY(undo && redo);
        QVERIFY(!undo->isEnabled());
        QVERIFY(!redo->isEnabled());
    }

    void koreanCatalogueIsBuiltIn()
    {
        QTranslator korean;
        QVERIFY(korean.load(QStringLiteral(":/i18n/rigpose_ko.qm")));
        // The contexts at run time must be the ones lupdate saw, or nothing is translated.
        QCOMPARE(korean.translate("rigpose::studio::MainWindow", "&File"), QStringLiteral("파일(&F)"));
        QCoreApplication::installTranslator(&korean);
        QCOMPARE(rigpose::widgets::SummaryText::people({}), QStringLiteral("없음"));
        QCoreApplication::removeTranslator(&korean);
        QCOMPARE(rigpose::widgets::SummaryText::people({}), QStringLiteral("none"));
    }

    void screenshotIsTheWindow()
    {
        MainWindow window;
        window.resize(1280, 900);
        window.show();
        QSignalSpy finished(&window, &MainWindow::sequenceLoadFinished);
        window.openSequence(cmuFront());
        QVERIFY(waitForLoad(finished));
        QTRY_VERIFY_WITH_TIMEOUT(!window.isBusy(), 60000);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("shot.png"));
        QVERIFY(!rigpose::studio::saveWindowScreenshot(window, path));
        const QImage image(path);
        QVERIFY(!image.isNull());
        QCOMPARE(image.size() / image.devicePixelRatio(), QSize(1280, 900));
    }
};

int main(int argc, char* argv[])
{
    rigpose::test::useOffscreenPlatformByDefault();
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("rigpose"));
    QApplication::setApplicationName(QStringLiteral("rigpose-studio-test"));
    TestMainWindow test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_mainwindow.moc"
