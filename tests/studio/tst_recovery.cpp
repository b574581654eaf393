// Crash recovery (issue #16): unsaved edits are written to a recovery file on every command and
// brought back after the process is killed; the file goes on save, discard, undo back to clean
// and a normal close; a running session's file is not offered, and a malformed one is refused
// by name. The test binary runs itself as the child that is killed.

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <cstdio>
#include <functional>
#include <memory>
#include <optional>

#include "autosaver.h"
#include "document.h"
#include "main_window.h"
#include "recovery_file.h"
#include "recovery_folder.h"
#include "testutils.h"
#include "wave_project_copy.h"

using namespace rigpose;
using studio::MainWindow;
using Json = nlohmann::ordered_json;

namespace {

// Set in the child's environment: the project it opens and edits before it is killed.
constexpr char kChildProject[] = "RIGPOSE_RECOVERY_CHILD_PROJECT";
constexpr double kEditedMinScore = 0.45;
const char* const kEditedBendPath = "/chains/3/bend";  // arm_r: "free" in the example

// A copy of the wave example in `dir` (project, sequence, rig, map), so saves may write there.
QString copyOfWave(const QTemporaryDir& dir) { return test::copyWaveExample(dir); }

// The edit both sides agree on: one run option and one map value.
void makeTheEdit(studio::Document& document)
{
    document.set(studio::fields::retargetMinScore, kEditedMinScore, QStringLiteral("Minimum Score"));
    document.setMapValue(studio::MapPath::of(kEditedBendPath), "ccw", QStringLiteral("Bend"));
}

bool holdsTheEdit(const Json& map) { return map.at("chains").at(3).at("bend") == Json("ccw"); }

// A well-formed recovery file with one change, for the malformed cases.
QByteArray withChange(const std::function<void(Json&)>& change)
{
    Json file{{"spec", studio::kRecoverySpec},
              {"project", nullptr},
              {"projectDir", "/"},
              {"projectText", studio::projectText(studio::Project{}, QStringLiteral("/"))},
              {"maps", Json::array()},
              {"saved", "2026-12-01T10:00:00Z"}};
    change(file);
    return QByteArray::fromStdString(file.dump(2));
}

void clearFolder() { QDir(studio::recoveryFolder()).removeRecursively(); }

// The child: opens the project, edits it, says where its recovery file is once it holds the
// edit, and runs until it is killed.
int runChild(const QString& project)
{
    auto* window = new MainWindow;  // never deleted: the process is killed
    // A project becomes the document once its sequence is read: edit it after that.
    QObject::connect(
        window, &MainWindow::settled, window, [window] { makeTheEdit(*window->document()); }, Qt::SingleShotConnection);
    window->openProject(project);
    const QString file = window->autosaver()->filePath();
    auto* poll = new QTimer(window);
    QObject::connect(poll, &QTimer::timeout, window, [poll, file] {
        const Loaded<studio::RecoveryFile> read = studio::readRecoveryFile(file);
        if (read.ok() && read.value.maps.size() == 1 && holdsTheEdit(read.value.maps.front().json)) {
            std::printf("READY %s\n", file.toUtf8().constData());
            std::fflush(stdout);
            poll->stop();
        }
    });
    poll->start(20);
    return QApplication::exec();
}

// The Problems panel's rows, "CODE: message" (a run's refusals as the window shows them).
QStringList problems(const MainWindow& window)
{
    QStringList out;
    const auto* table = window.findChild<QTableView*>(QStringLiteral("problemsTable"));
    for (int row = 0; table && row < table->model()->rowCount(); ++row)
        out << table->model()->index(row, 0).data().toString() + QStringLiteral(": ") +
                   table->model()->index(row, 1).data().toString();
    return out;
}

// Answers the next question box with `button` (the window's maybeSave asks modally).
void answerNextQuestion(QMessageBox::StandardButton button)
{
    QTimer::singleShot(0, [button] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (box && box->button(button))
            box->button(button)->click();
    });
}

}  // namespace

class TestRecovery : public QObject {
    Q_OBJECT

private slots:
    void init() { clearFolder(); }
    void cleanupTestCase() { clearFolder(); }

    void writtenOnEachCommandAndRemovedWhenCleanAgain()
    {
        MainWindow window;
        const QString file = window.autosaver()->filePath();
        QVERIFY(file.startsWith(studio::recoveryFolder()));
        QVERIFY(!QFile::exists(file));  // nothing unsaved, nothing written

        // Well under the 30 s interval: the command itself writes.
        window.document()->set(studio::fields::retargetMinScore, 0.5, QStringLiteral("Score"));
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(file), 2000);
        QVERIFY(QFile::exists(studio::recoveryLockPath(file)));
        window.document()->set(studio::fields::cleanLegs, 9, QStringLiteral("Legs"));
        QTRY_COMPARE_WITH_TIMEOUT(studio::readRecoveryFile(file).value.project.clean.legs, 9, 2000);
        const Loaded<studio::RecoveryFile> read = studio::readRecoveryFile(file);
        QVERIFY(read.ok());
        QCOMPARE(read.value.project.retarget.minScore, 0.5);
        QVERIFY(read.value.projectPath.isEmpty());  // untitled
        QVERIFY(read.value.saved.isValid());

        // Undo back to clean: gone at once, not at the next write.
        window.undoStack()->undo();
        QVERIFY(QFile::exists(file));
        window.undoStack()->undo();
        QVERIFY(!window.document()->isModified());
        QVERIFY(!QFile::exists(file));
        window.undoStack()->redo();
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(file), 2000);
    }

    void writtenAgainOnTheInterval()
    {
        MainWindow window;
        window.autosaver()->setInterval(50);  // 30 s in the studio
        const QString file = window.autosaver()->filePath();
        window.document()->set(studio::fields::cleanLegs, 9, QStringLiteral("Legs"));
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(file), 2000);
        const QDateTime first = studio::readRecoveryFile(file).value.saved;
        QFile::remove(file);  // whatever took it, the next tick writes it again, with a later time
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(file), 2000);
        QTRY_VERIFY_WITH_TIMEOUT(studio::readRecoveryFile(file).value.saved > first, 3000);
        window.undoStack()->undo();
        QVERIFY(!QFile::exists(file));
        QTest::qWait(200);  // clean: no tick writes it back
        QVERIFY(!QFile::exists(file));
    }

    void removedOnSaveOpenNewDiscardAndClose()
    {
        QTemporaryDir dir;
        const QString project = copyOfWave(dir);
        auto window = std::make_unique<MainWindow>();
        const QString file = window->autosaver()->filePath();
        studio::Document& document = *window->document();
        const auto edit = [&] {
            makeTheEdit(document);
            return QTest::qWaitFor([&] { return QFile::exists(file); }, 2000);
        };

        // A project is the document once its sequence has been read.
        const auto openAndWait = [&] {
            QSignalSpy loaded(window.get(), &MainWindow::sequenceLoadFinished);
            window->openProject(project);
            return loaded.wait(30000) && loaded.last().at(0).toBool();
        };
        QVERIFY(openAndWait());
        QVERIFY(edit());
        QVERIFY(window->saveProjectAs(project));
        QVERIFY(!QFile::exists(file));

        document.set(studio::fields::cleanLegs, 7, QStringLiteral("Legs"));
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(file), 2000);
        QVERIFY(openAndWait());  // another project (here the saved one) replaces this one
        QVERIFY(!QFile::exists(file));

        // New Project, answering Discard.
        document.set(studio::fields::cleanLegs, 9, QStringLiteral("Legs"));
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(file), 2000);
        answerNextQuestion(QMessageBox::Discard);
        window->findChild<QAction*>(QStringLiteral("actionNewProject"))->trigger();
        QVERIFY(!document.isModified());
        QVERIFY(!QFile::exists(file));

        // Closing, answering Discard: the document is still modified, but the file goes.
        window->show();
        document.set(studio::fields::cleanLegs, 9, QStringLiteral("Legs"));
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(file), 2000);
        answerNextQuestion(QMessageBox::Discard);
        QVERIFY(window->close());
        QVERIFY(!QFile::exists(file));

        // A window destroyed with unsaved edits (the application quit) leaves nothing either.
        QTRY_VERIFY_WITH_TIMEOUT(!window->isBusy(), 120000);
        window = std::make_unique<MainWindow>();
        const QString second = window->autosaver()->filePath();
        window->document()->set(studio::fields::cleanLegs, 9, QStringLiteral("Legs"));
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(second), 2000);
        QTRY_VERIFY_WITH_TIMEOUT(!window->isBusy(), 120000);
        window.reset();
        QVERIFY(!QFile::exists(second));
        QVERIFY(!QFile::exists(studio::recoveryLockPath(second)));
    }

    void notOfferedWhileItsSessionRuns()
    {
        MainWindow running;
        running.document()->set(studio::fields::cleanLegs, 9, QStringLiteral("Legs"));
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(running.autosaver()->filePath()), 2000);
        MainWindow next;
        const studio::PendingRecoveries pending = next.pendingRecoveries();
        QVERIFY(pending.offered.empty());
        QVERIFY(pending.refused.empty());
        QVERIFY(running.pendingRecoveries().offered.empty());  // nor its own
    }

    void aDiscardedOfferIsRemoved()
    {
        // A session that ended without its lock: its file alone, as a crash leaves it.
        studio::Document crashed;
        crashed.set(studio::fields::cleanLegs, 9, QStringLiteral("Legs"));
        QDir().mkpath(studio::recoveryFolder());
        const QString file = studio::recoveryFolder() + QStringLiteral("/gone") +
                             QLatin1String(studio::kRecoverySuffix);
        QVERIFY(test::writeText(
            file, QByteArray::fromStdString(studio::recoveryText(crashed, QDateTime::currentDateTimeUtc()))));

        MainWindow window;
        std::vector<studio::RecoveryFile> asked;
        window.offerRecoveries([&](const studio::RecoveryFile& offered) {
            asked.push_back(offered);
            return studio::RecoveryChoice::Later;
        });
        QCOMPARE(asked.size(), std::size_t(1));
        QCOMPARE(asked.front().file, file);
        QCOMPARE(asked.front().project.clean.legs, 9);
        QVERIFY(QFile::exists(file));                             // later: kept for the next start
        QVERIFY(!QFile::exists(studio::recoveryLockPath(file)));  // and claimed no more

        // While another studio has it open in its question, it is not offered here.
        {
            QLockFile claim(studio::recoveryLockPath(file));
            claim.setStaleLockTime(0);
            QVERIFY(claim.tryLock(0));
            int offeredHere = 0;
            window.offerRecoveries([&](const studio::RecoveryFile&) {
                ++offeredHere;
                return studio::RecoveryChoice::Discard;
            });
            QCOMPARE(offeredHere, 0);
            QVERIFY(QFile::exists(file));
        }
        // Asked the way the studio asks at start, answering Discard.
        QString question;
        QTimer::singleShot(0, [&question] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (box) {
                question = box->text();
                box->button(QMessageBox::Discard)->click();
            }
        });
        window.offerRecoveries();
        QVERIFY2(question.contains(QStringLiteral("did not close properly")), qPrintable(question));
        QVERIFY2(question.contains(QStringLiteral("an untitled project")), qPrintable(question));
        QVERIFY(!QFile::exists(file));
        QVERIFY(window.pendingRecoveries().offered.empty());
        QVERIFY(!window.document()->isModified());
    }

    void aMalformedFileIsRefusedByName_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("code");
        const auto bytes = [](const char* text) { return QByteArray(text); };
        QTest::newRow("not JSON") << bytes("{\"spec\": \"rigpose-recovery/1\", ") << QStringLiteral("RECOVERY_JSON");
        QTest::newRow("an array") << bytes("[1, 2]") << QStringLiteral("RECOVERY_JSON");
        QTest::newRow("a key twice") << bytes("{\"spec\": \"rigpose-recovery/1\", \"spec\": \"x\"}")
                                     << QStringLiteral("RECOVERY_JSON");
        QTest::newRow("too deep") << (QByteArray(300, '[') + QByteArray(300, ']')) << QStringLiteral("RECOVERY_JSON");
        QTest::newRow("no spec") << withChange([](Json& j) { j.erase("spec"); }) << QStringLiteral("RECOVERY_SPEC");
        QTest::newRow("another spec") << withChange([](Json& j) { j["spec"] = "rigpose-recovery/9"; })
                                      << QStringLiteral("RECOVERY_SPEC");
        QTest::newRow("fields missing") << withChange([](Json& j) {
            j = Json{{"spec", "rigpose-recovery/1"}};
        }) << QStringLiteral("RECOVERY_FIELD");
        QTest::newRow("an unknown key") << withChange([](Json& j) { j["extra"] = 1; })
                                        << QStringLiteral("RECOVERY_FIELD");
        QTest::newRow("a refused project")
            << withChange([](Json& j) { j["projectText"] = "{\"spec\": \"no\"}"; }) << QStringLiteral("RECOVERY_FIELD");
        QTest::newRow("a map not JSON") << withChange([](Json& j) {
            j["maps"] = Json::array({Json{{"path", "/m.json"}, {"text", "{"}}});
        }) << QStringLiteral("RECOVERY_FIELD");
        QTest::newRow("a relative dir") << withChange([](Json& j) { j["projectDir"] = "here"; })
                                        << QStringLiteral("RECOVERY_FIELD");
        QTest::newRow("a bad time") << withChange([](Json& j) { j["saved"] = "noon"; })
                                    << QStringLiteral("RECOVERY_FIELD");
        QTest::newRow("well formed (control)") << withChange([](Json&) {}) << QString();
    }

    void aMalformedFileIsRefusedByName()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, code);
        QDir().mkpath(studio::recoveryFolder());
        const QString file = studio::recoveryFolder() + QStringLiteral("/broken") +
                             QLatin1String(studio::kRecoverySuffix);
        QVERIFY(test::writeText(file, bytes));

        MainWindow window;
        const studio::PendingRecoveries pending = window.pendingRecoveries();
        if (code.isEmpty()) {
            QCOMPARE(pending.offered.size(), std::size_t(1));
            QVERIFY(pending.refused.empty());
            return;
        }
        QVERIFY(pending.offered.empty());
        QVERIFY2(pending.refused.has(code.toStdString()),
                 pending.refused.empty() ? "nothing refused" : pending.refused.items().front().code.c_str());
        for (const Refusal& refused : pending.refused.items())
            QVERIFY2(QString::fromStdString(refused.message).contains(QStringLiteral("broken.recovery.json")),
                     refused.message.c_str());
        QCOMPARE(pending.refusedFiles, QStringList{file});

        // Offered: nothing is asked, the file is set aside and the status bar names the code.
        int asked = 0;
        window.offerRecoveries([&](const studio::RecoveryFile&) {
            ++asked;
            return studio::RecoveryChoice::Later;
        });
        QCOMPARE(asked, 0);
        QVERIFY(!QFile::exists(file));
        QVERIFY(QFile::exists(file + QStringLiteral(".refused")));
        QVERIFY2(window.statusBar()->currentMessage().contains(code), qPrintable(window.statusBar()->currentMessage()));
        QVERIFY(window.pendingRecoveries().refused.empty());  // not read again
    }

    void anEditedKeyFileIsRecovered()
    {
        QTemporaryDir dir;
        const QString project = test::copyWaveExample(dir);
        MainWindow window;
        QSignalSpy settled(&window, &MainWindow::settled);
        window.openProject(project);
        QVERIFY(settled.wait(120000));
        const QString keys = dir.filePath(QStringLiteral("wave.pelvis.keys.json"));
        window.newKeyFileAt(studio::KeyKind::Pelvis, keys);  // held, not written
        QVERIFY(settled.wait(120000));
        QVERIFY(!QFile::exists(keys));
        const QString file = dir.filePath(QStringLiteral("recovered.json"));
        {
            QFile out(file);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(
                QByteArray::fromStdString(studio::recoveryText(*window.document(), QDateTime::currentDateTimeUtc())));
        }
        const Loaded<studio::RecoveryFile> read = studio::readRecoveryFile(file);
        QVERIFY(read.ok());
        QCOMPARE(read.value.keyFiles.size(), std::size_t(1));
        QCOMPARE(read.value.keyFiles[0].path, keys);
        QVERIFY(read.value.keyFiles[0].json == *window.document()->keyFileJson(studio::KeyKind::Pelvis));

        MainWindow restored;
        QSignalSpy restoredSettled(&restored, &MainWindow::settled);
        restored.restoreRecovery(read.value);
        const studio::MapSource* held = restored.document()->keyFile(studio::KeyKind::Pelvis);
        QVERIFY(held && held->edited);
        QVERIFY(*held->json == read.value.keyFiles[0].json);
        QVERIFY(restoredSettled.wait(120000));
        QVERIFY(restoredSettled.last().at(0).toBool());
        QVERIFY(restored.lastRun() && restored.lastRun()->keyed);  // the run read the restored keys
    }

    void aMissingFileIsRefusedAsUnreadable()
    {
        const Loaded<studio::RecoveryFile> read = studio::readRecoveryFile(
            QStringLiteral("/nonexistent/x.recovery.json"));
        QVERIFY(read.refusals.has("RECOVERY_READ"));
    }

    // The studio itself: a --screenshot run with a crashed session's file pending ends as usual,
    // neither restoring nor discarding it; the file waits for the next interactive start. (That
    // it shows no question is main()'s rule; a question would not block, since the screenshot's
    // quit ends its loop too.)
    void aScreenshotRunLeavesAPendingFileAlone()
    {
        QTemporaryDir data;
        const QString folder = data.filePath(QStringLiteral("rigpose/rigpose-studio/recovery"));
        QVERIFY(QDir().mkpath(folder));
        const QString file = folder + QStringLiteral("/old") + QLatin1String(studio::kRecoverySuffix);
        QVERIFY(test::writeText(file, withChange([](Json&) {})));
        QProcess studio;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("XDG_DATA_HOME"), data.path());
        environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        studio.setProcessEnvironment(environment);
        studio.start(QString::fromUtf8(RIGPOSE_STUDIO_PATH),
                     {QString::fromStdString(test::sourcePath("resources/examples/wave/wave.rigpose.json")),
                      QStringLiteral("--screenshot"), data.filePath(QStringLiteral("shot.png"))});
        const bool finished = studio.waitForFinished(120000);
        if (!finished) {
            studio.kill();
            studio.waitForFinished();
        }
        QVERIFY(finished);
        QCOMPARE(studio.exitCode(), 0);
        QVERIFY(QFile::exists(file));
    }

    // Issue #16's "done when": an unsaved edit survives the process being killed.
    void anUnsavedEditIsRestoredAfterTheProcessIsKilled()
    {
        QTemporaryDir dir;
        const QString project = copyOfWave(dir);
        const QByteArray mapOnDisk = test::readAll(dir.filePath(QStringLiteral("map.json")));

        QProcess child;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QLatin1String(kChildProject), project);
        child.setProcessEnvironment(environment);
        child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        child.start(QCoreApplication::applicationFilePath(), {});
        QVERIFY(child.waitForStarted(30000));
        QByteArray said;
        while (!said.contains('\n') && child.waitForReadyRead(60000))
            said += child.readAllStandardOutput();
        QVERIFY2(said.startsWith("READY "), said.constData());
        const QString file = QString::fromUtf8(said.mid(6).trimmed());
        QVERIFY(QFile::exists(file));

        MainWindow window;
        // While the child runs, its file is another studio's: not offered.
        QVERIFY(window.pendingRecoveries().offered.empty());
        child.kill();  // SIGKILL: no destructor runs, the file and the lock stay
        QVERIFY(child.waitForFinished(30000));
        QCOMPARE(child.exitStatus(), QProcess::CrashExit);
        QVERIFY(QFile::exists(file));

        QSignalSpy settled(&window, &MainWindow::settled);
        std::vector<studio::RecoveryFile> asked;
        window.offerRecoveries([&](const studio::RecoveryFile& offered) {
            asked.push_back(offered);
            return studio::RecoveryChoice::Restore;
        });
        QCOMPARE(asked.size(), std::size_t(1));
        QCOMPARE(asked.front().file, file);
        QCOMPARE(asked.front().projectPath, project);

        studio::Document& document = *window.document();
        QVERIFY(document.isModified());
        QCOMPARE(document.path(), project);
        QCOMPARE(document.project().retarget.minScore, kEditedMinScore);
        QVERIFY(document.mapJson() && holdsTheEdit(*document.mapJson()));
        QVERIFY(document.map()->edited);
        QCOMPARE(document.map()->text(), studio::mapFileText(*document.mapJson()));    // what the run reads
        QVERIFY(!QFile::exists(file));                                                 // the crashed session's
        QVERIFY(QFile::exists(window.autosaver()->filePath()));                        // now this one's
        QCOMPARE(test::readAll(dir.filePath(QStringLiteral("map.json"))), mapOnDisk);  // nothing saved yet
        // Undo cannot reach a clean state that is not on disk.
        QVERIFY(!document.undoStack()->canUndo());

        QVERIFY(settled.wait(120000));
        QTRY_VERIFY_WITH_TIMEOUT(!window.isBusy(), 120000);
        // The run read the restored map: arm_r may now fold only ccw, which the wave's elbow does not.
        const QStringList restoredRun = problems(window);
        QVERIFY2(!restoredRun.isEmpty() && restoredRun.front().startsWith(QStringLiteral("POSE_BEND_ONE_WAY")) &&
                     restoredRun.front().contains(QStringLiteral("arm_r")),
                 qPrintable(restoredRun.join(QLatin1Char('\n'))));
        QVERIFY(window.saveProjectAs(document.path()));
        QVERIFY(!document.isModified());
        QVERIFY(!QFile::exists(window.autosaver()->filePath()));
        const Loaded<studio::Project> saved = studio::readProjectFile(project);
        QVERIFY(saved.ok());
        QCOMPARE(saved.value.retarget.minScore, kEditedMinScore);
        const studio::MapSource map = studio::readMapSource(dir.filePath(QStringLiteral("map.json")));
        QVERIFY(map.json && holdsTheEdit(*map.json));
        QVERIFY(window.pendingRecoveries().offered.empty());

        // The saved files, opened afresh, run as the restored document did.
        MainWindow reopened;
        QSignalSpy reopenedSettled(&reopened, &MainWindow::settled);
        reopened.openProject(project);
        QVERIFY(reopenedSettled.wait(120000));
        QTRY_VERIFY_WITH_TIMEOUT(!reopened.isBusy(), 120000);
        QCOMPARE(problems(reopened), restoredRun);
    }
};

int main(int argc, char* argv[])
{
    test::useOffscreenPlatformByDefault();
    // The recovery folder and the settings under a folder of this run's own, which the child
    // inherits; QStandardPaths' test mode would ignore these.
    std::optional<QTemporaryDir> home;
    if (!qEnvironmentVariableIsSet(kChildProject)) {
        home.emplace();
        qputenv("XDG_DATA_HOME", QFile::encodeName(home->filePath(QStringLiteral("data"))));
        qputenv("XDG_CONFIG_HOME", QFile::encodeName(home->filePath(QStringLiteral("config"))));
    }
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("rigpose"));
    QApplication::setApplicationName(QStringLiteral("rigpose-studio-tests"));
    if (qEnvironmentVariableIsSet(kChildProject))
        return runChild(qEnvironmentVariable(kChildProject));
    TestRecovery test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_recovery.moc"
