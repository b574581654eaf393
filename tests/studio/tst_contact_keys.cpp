// Contact keys in the studio: a new file from the Keys menu's entry, L, R, B and N on the contact
// lane setting the side at the current frame (a new key, or the one there changed), one undo step
// each, Delete taking one out; the file saved and read back by the core's reader; the project's
// keys.contact read, handed to the retarget and saved with the project; a malformed file refused
// by name on its key's row; an edited file kept by the recovery file. The pelvis lane beside it
// is tests/studio/tst_key_lane.cpp's.

#include <QComboBox>
#include <QDateTime>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QUndoStack>

#include "document.h"
#include "key_table_model.h"
#include "live_run.h"
#include "main_window.h"
#include "opened_wave.h"
#include "recovery_file.h"
#include "rigpose/legs/contact_keys.h"
#include "rigpose/util/sha256.h"
#include "rigpose/widgets/key_columns.h"
#include "rigpose/widgets/key_lane.h"
#include "rigpose/widgets/key_table_editor.h"
#include "testutils.h"

using namespace rigpose;
using studio::KeyKind;

namespace {

constexpr std::size_t kWaveFrames = 72;

std::vector<legs::ContactKey> keysOnDisk(const QString& path)
{
    const auto read = legs::readContactKeysFile(QFile::encodeName(path).toStdString(), kWaveFrames);
    return read.ok() ? read.value.keys : std::vector<legs::ContactKey>{};
}

QString sideOf(studio::KeyTableModel* model, int row) { return model->index(row, 1).data(Qt::EditRole).toString(); }

// The wave project copied, its keys.contact naming a file of `text` beside it.
QString waveWithContactKeys(const QTemporaryDir& dir, const QByteArray& text)
{
    const QString project = test::copyWaveExample(dir);
    if (!test::writeText(dir.filePath(QStringLiteral("wave.contact.keys.json")), text))
        return {};
    QJsonObject p = QJsonDocument::fromJson(test::readAll(project)).object();
    QJsonObject k = p.value(QStringLiteral("keys")).toObject();
    k[QStringLiteral("contact")] = QStringLiteral("wave.contact.keys.json");
    p[QStringLiteral("keys")] = k;
    return test::writeText(project, QJsonDocument(p).toJson()) ? project : QString();
}

}  // namespace

class TestContactKeys : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void theKindIsInTheTable()
    {
        const studio::KeyFormat& f = studio::keyFormat(KeyKind::Contact);
        QCOMPARE(QByteArray(f.spec), QByteArray(legs::kContactKeysSpec.data()));
        QCOMPARE(QByteArray(f.code), QByteArray("CONTACT_KEYS"));
        QVERIFY(f.fractionalFrames);
        QCOMPARE(f.columns.size(), std::size_t(1));
        QVERIFY(f.columns[0].isChoice());
        QStringList words;
        for (const studio::KeyChoice& c : f.columns[0].choices)
            words << QString::fromLatin1(c.value);
        QCOMPARE(words, (QStringList{QStringLiteral("l"), QStringLiteral("r"), QStringLiteral("both"),
                                     QStringLiteral("none")}));
        QVERIFY(&studio::keyField(KeyKind::Contact) == &studio::fields::contactKeys);
        // Pelvis keeps its one number column.
        QVERIFY(!studio::keyFormat(KeyKind::Pelvis).columns[0].isChoice());
    }

    void sidesSetOnTheLaneAreUndoableSavedAndRun()
    {
        test::OpenedWave o;
        QVERIFY(o.open(true));
        studio::MainWindow& w = o.window;
        const QString path = o.dir.filePath(QStringLiteral("pose.contact.keys.json"));
        QCOMPARE(w.defaultKeyFilePath(KeyKind::Contact), o.dir.filePath(QStringLiteral("pose.contact.keys.json")));
        w.newKeyFileAt(KeyKind::Contact, path);
        QVERIFY(o.settles());
        studio::KeyTableModel* model = w.keysModel(KeyKind::Contact);
        widgets::KeyLane* lane = w.keyLane(KeyKind::Contact);
        QCOMPARE(model->rowCount(), 1);
        QCOMPARE(model->keyFrame(0), 0.0);
        QVERIFY(lane->isVisible());
        QVERIFY(!w.keyLane(KeyKind::Pelvis)->isVisible());  // one lane per open key file
        QCOMPARE(w.document()->project().contactKeys, path);
        const QString first = sideOf(model, 0);
        QVERIFY2(QStringList({QStringLiteral("l"), QStringLiteral("r"), QStringLiteral("none")}).contains(first),
                 qPrintable(first));

        // Frame 10, R on the lane: a key there, one step. B on the same frame: that key's side
        // changed, one step, no second key. B again changes nothing.
        w.setCurrentFrame(10);
        lane->setFocus();
        int steps = w.undoStack()->count();
        QTest::keyClick(lane, Qt::Key_R);
        QCOMPARE(w.undoStack()->count(), steps + 1);
        QCOMPARE(model->rowCount(), 2);
        QCOMPARE(model->keyFrame(1), 10.0);
        QCOMPARE(sideOf(model, 1), QStringLiteral("r"));
        QCOMPARE(lane->selectedKey(), 1);
        QTest::keyClick(lane, Qt::Key_B);
        QCOMPARE(w.undoStack()->count(), steps + 2);
        QCOMPARE(model->rowCount(), 2);
        QCOMPARE(sideOf(model, 1), QStringLiteral("both"));
        QTest::keyClick(lane, Qt::Key_B);
        QCOMPARE(w.undoStack()->count(), steps + 2);
        // N at 20, L at 30 (L and R are the window's transport keys elsewhere: the lane takes them).
        w.setCurrentFrame(20);
        QTest::keyClick(lane, Qt::Key_N);
        w.setCurrentFrame(30);
        QTest::keyClick(lane, Qt::Key_L);
        QCOMPARE(w.undoStack()->count(), steps + 4);
        QCOMPARE(model->rowCount(), 4);
        QCOMPARE(sideOf(model, 2), QStringLiteral("none"));
        QCOMPARE(sideOf(model, 3), QStringLiteral("l"));
        // Each key is drawn in its side's colour; the table shows the word's label.
        QCOMPARE(model->index(3, 0).data(widgets::key_columns::ColorRole).value<QColor>(),
                 studio::keyFormat(KeyKind::Contact).columns[0].choice("l")->color);
        QVERIFY(model->index(2, 1).data(Qt::DisplayRole).toString().startsWith(QStringLiteral("none")));

        // Undo takes the last keys out, then puts r back where B had set both; redo them again.
        w.undoStack()->undo();
        QCOMPARE(model->rowCount(), 3);
        w.undoStack()->undo();
        QCOMPARE(model->rowCount(), 2);
        QCOMPARE(sideOf(model, 1), QStringLiteral("both"));
        w.undoStack()->undo();
        QCOMPARE(sideOf(model, 1), QStringLiteral("r"));
        w.undoStack()->redo();
        w.undoStack()->redo();
        w.undoStack()->redo();
        QCOMPARE(model->rowCount(), 4);
        QCOMPARE(sideOf(model, 1), QStringLiteral("both"));

        // Delete on the lane takes the selected key out, one step.
        w.setCurrentFrame(20);
        QTest::keyClick(lane, Qt::Key_N);  // selects the key on frame 20, holding none already
        QCOMPARE(w.undoStack()->count(), steps + 4);
        QCOMPARE(lane->selectedKey(), 2);
        QTest::keyClick(lane, Qt::Key_Delete);
        QCOMPARE(w.undoStack()->count(), steps + 5);
        QCOMPARE(model->rowCount(), 3);
        QVERIFY(o.settles());

        // Saved, and read back by the core's reader as the CLI would read it.
        QVERIFY(w.saveKeyFile(KeyKind::Contact, QString()));
        const auto saved = keysOnDisk(path);
        QCOMPARE(saved.size(), std::size_t(3));
        QCOMPARE(saved[1].frame, 10.0);
        QVERIFY(saved[1].side == legs::Contact::Both);
        QCOMPARE(saved[2].frame, 30.0);
        QVERIFY(saved[2].side == legs::Contact::Left);

        // The run handed the keys to the retarget, with the SHA-256 of the bytes on disk.
        const studio::RunOutput* run = w.lastRun();
        QVERIFY(run && run->retarget && run->contactKeys);
        QCOMPARE(run->contactKeys->keys.size(), std::size_t(3));
        QCOMPARE(run->contactKeysSha256, sha256Hex(test::readAll(path).toStdString()));

        // Closed: the run has no contact keys; undo opens the file again.
        w.closeKeyFile(KeyKind::Contact);
        QVERIFY(o.settles());
        QVERIFY(!w.lastRun()->contactKeys);
        QVERIFY(!lane->isVisibleTo(&w));
        w.undoStack()->undo();
        QVERIFY(o.settles());
        QVERIFY(w.lastRun()->contactKeys);
    }

    void aFractionalKeyAndTheTablesChoice()
    {
        QTemporaryDir dir;
        const QString project = waveWithContactKeys(
            dir,
            R"({"spec": "rig-pose-contact-keys/1", "keys": [{"frame": 0, "side": "r"}, {"frame": 12.5, "side": "l"}]})");
        QVERIFY(!project.isEmpty());
        studio::MainWindow w;
        QSignalSpy settled(&w, &studio::MainWindow::settled);
        w.openProject(project);
        QVERIFY(settled.wait(120000) && settled.last().at(0).toBool());
        QCOMPARE(w.document()->project().contactKeys, dir.filePath(QStringLiteral("wave.contact.keys.json")));
        studio::KeyTableModel* model = w.keysModel(KeyKind::Contact);
        QCOMPARE(model->rowCount(), 2);
        QCOMPARE(model->keyFrame(1), 12.5);
        // The Keys dock shows the contact tab, the only kind with a file; the pelvis lane is hidden.
        auto* tabs = w.findChild<QTabWidget*>(QStringLiteral("keyTabs"));
        QVERIFY(tabs);
        QCOMPARE(tabs->currentWidget(), static_cast<QWidget*>(w.keyEditor(KeyKind::Contact)));
        QVERIFY(!w.keyLane(KeyKind::Pelvis)->isVisibleTo(&w));
        QVERIFY(w.keyLane(KeyKind::Contact)->isVisibleTo(&w));
        QVERIFY(w.lastRun()->contactKeys);
        QCOMPARE(w.lastRun()->contactKeys->keys[1].frame, 12.5);
        QCOMPARE(legs::contactSupport(*w.lastRun()->contactKeys, kWaveFrames)[12], std::optional<int>(0));
        QCOMPARE(legs::contactSupport(*w.lastRun()->contactKeys, kWaveFrames)[13], std::optional<int>(1));

        // The side typed into the table, through its own editor: a list of the four words.
        QTableView* table = w.keyEditor(KeyKind::Contact)->table();
        table->setCurrentIndex(model->index(1, 1));
        table->edit(model->index(1, 1));
        auto* combo = table->findChild<QComboBox*>();
        QVERIFY(combo);
        QCOMPARE(combo->count(), 4);
        QCOMPARE(combo->currentText(), QStringLiteral("l"));
        combo->setCurrentIndex(combo->findText(QStringLiteral("none")));
        QTest::keyClick(combo, Qt::Key_Return);
        QTRY_COMPARE(sideOf(model, 1), QStringLiteral("none"));
        // A word outside the four is not taken.
        QVERIFY(!model->setData(model->index(1, 1), QStringLiteral("left")));
        QVERIFY(settled.wait(120000) && settled.last().at(0).toBool());

        // Saved with the project: the project names the file and the file holds the edit.
        QVERIFY(w.saveProjectAs(project));
        QCOMPARE(QJsonDocument::fromJson(test::readAll(project))
                     .object()
                     .value(QStringLiteral("keys"))
                     .toObject()
                     .value(QStringLiteral("contact"))
                     .toString(),
                 QStringLiteral("wave.contact.keys.json"));
        const auto saved = keysOnDisk(dir.filePath(QStringLiteral("wave.contact.keys.json")));
        QCOMPARE(saved.size(), std::size_t(2));
        QCOMPARE(saved[1].frame, 12.5);
        QVERIFY(saved[1].side == legs::Contact::None);
        QVERIFY(!w.document()->isModified());
    }

    void aMalformedFileIsRefusedByName()
    {
        QTemporaryDir dir;
        const QString project = waveWithContactKeys(
            dir,
            R"({"spec": "rig-pose-contact-keys/1", "x": 1, "keys": [{"frame": 0, "side": "r"}, {"frame": 8, "side": "left"},
                    {"frame": 4, "side": "l"}]})");
        studio::MainWindow w;
        QSignalSpy settled(&w, &studio::MainWindow::settled);
        w.openProject(project);
        QVERIFY(settled.wait(120000));
        QVERIFY(!settled.last().at(0).toBool());  // the run refuses as the CLI would
        studio::KeyTableModel* model = w.keysModel(KeyKind::Contact);
        QCOMPARE(model->rowCount(), 3);
        QCOMPARE(model->keyProblems(0), QStringList());
        QCOMPARE(model->keyProblems(1).size(), 1);
        QVERIFY2(model->keyProblems(1).front().startsWith(
                     QStringLiteral("CONTACT_KEYS: wave.contact.keys.json: key 1: \"side\" is \"left\"")),
                 qPrintable(model->keyProblems(1).front()));
        QVERIFY(model->keyProblems(2).front().contains(QStringLiteral("key 2: frame 4 does not come after")));
        QCOMPARE(model->fileProblems().size(), 1);
        QVERIFY(model->fileProblems().front().contains(QStringLiteral("unknown field \"x\"")));
        QVERIFY(w.keyEditor(KeyKind::Contact)->fileProblems() == model->fileProblems());
        QVERIFY(!model->index(1, 0).data(widgets::key_columns::ProblemsRole).toStringList().isEmpty());

        // A file the project names that is not there: refused by name above the table.
        QVERIFY(QFile::remove(dir.filePath(QStringLiteral("wave.contact.keys.json"))));
        studio::MainWindow again;
        QSignalSpy settledAgain(&again, &studio::MainWindow::settled);
        again.openProject(project);
        QVERIFY(settledAgain.wait(120000));
        QVERIFY(!settledAgain.last().at(0).toBool());
        QVERIFY(again.keysModel(KeyKind::Contact)
                    ->fileProblems()
                    .front()
                    .startsWith(QStringLiteral("CONTACT_KEYS: wave.contact.keys.json: cannot be read")));
    }

    void recoveryKeepsAnEditedContactFile()
    {
        test::OpenedWave o;
        QVERIFY(o.open());
        studio::MainWindow& w = o.window;
        const QString path = o.dir.filePath(QStringLiteral("walk.contact.keys.json"));
        w.newKeyFileAt(KeyKind::Contact, path);
        QVERIFY(o.settles());
        QVERIFY(w.keysModel(KeyKind::Contact)->putKey(40, {QStringLiteral("none")}));
        QCOMPARE(w.keysModel(KeyKind::Contact)->rowCount(), 2);

        const QString file = o.dir.filePath(QStringLiteral("crashed.rigpose-recovery.json"));
        QVERIFY(test::writeText(
            file, QByteArray::fromStdString(studio::recoveryText(*w.document(), QDateTime::currentDateTimeUtc()))));
        const Loaded<studio::RecoveryFile> read = studio::readRecoveryFile(file);
        QVERIFY(read.ok());
        QCOMPARE(read.value.project.contactKeys, path);
        QCOMPARE(read.value.keyFiles.size(), std::size_t(1));
        QCOMPARE(read.value.keyFiles.front().path, path);

        studio::MainWindow restored;
        QSignalSpy settled(&restored, &studio::MainWindow::settled);
        restored.restoreRecovery(read.value);
        QVERIFY(settled.wait(120000) && settled.last().at(0).toBool());
        studio::KeyTableModel* model = restored.keysModel(KeyKind::Contact);
        QCOMPARE(model->rowCount(), 2);
        QCOMPARE(model->keyFrame(1), 40.0);
        QCOMPARE(sideOf(model, 1), QStringLiteral("none"));
        QVERIFY(restored.document()->keyFile(KeyKind::Contact)->edited);
        QVERIFY(restored.document()->isModified());
    }
};

int main(int argc, char** argv)
{
    rigpose::test::useOffscreenPlatformByDefault();
    QApplication app(argc, argv);
    TestContactKeys test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_contact_keys.moc"
