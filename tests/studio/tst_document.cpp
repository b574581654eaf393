// The document: edits through its one undo stack (a field, a value), merging and closing a
// merge, the typed changes it announces, the map it holds and edits as JSON, and saving the
// project with its edited maps all together or not at all.

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include "document.h"
#include "document_save.h"
#include "project.h"
#include "rigpose/util/json_parse.h"
#include "testutils.h"

using namespace rigpose::studio;
using json = nlohmann::ordered_json;

Q_DECLARE_METATYPE(rigpose::studio::ProjectParts)

namespace {

QString example(const char* relative)
{
    return QDir::cleanPath(QString::fromStdString(rigpose::test::sourcePath("resources/examples/wave/")) +
                           QString::fromLatin1(relative));
}

// The parts of every `changed` the spy saw, in order.
QList<ProjectParts> partsSeen(const QSignalSpy& spy)
{
    QList<ProjectParts> out;
    for (const QList<QVariant>& call : spy)
        out << call.at(0).value<ProjectParts>();
    return out;
}

// A copy of the example's map in `dir`, so a save may write it.
QString copyOfExampleMap(const QTemporaryDir& dir)
{
    const QString path = dir.filePath(QStringLiteral("map.json"));
    QFile::copy(example("map.json"), path);
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    return path;
}

}  // namespace

class TestDocument : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void editsAreUndoableAndMerge()
    {
        Document document;
        document.reset(Project{}, QString());
        QVERIFY(!document.isModified());
        QCOMPARE(document.displayName(), QStringLiteral("Untitled"));

        document.set(fields::cleanLegs, 9, QStringLiteral("Legs"));
        QVERIFY(document.isModified());
        QCOMPARE(document.project().clean.legs, 9);
        QCOMPARE(document.undoStack()->undoText(), QStringLiteral("Legs"));
        document.undoStack()->undo();
        QCOMPARE(document.project().clean.legs, 5);  // CleanOptions' default
        QVERIFY(!document.isModified());
        document.undoStack()->redo();
        QCOMPARE(document.project().clean.legs, 9);

        // Two steps of one field with one merge id are one command ...
        document.set(fields::retargetMinScore, 0.35, QStringLiteral("Score"), MergeId::MinScore);
        document.set(fields::retargetMinScore, 0.4, QStringLiteral("Score"), MergeId::MinScore);
        QCOMPARE(document.undoStack()->count(), 2);
        document.undoStack()->undo();
        QCOMPARE(document.project().retarget.minScore, 0.3);
        document.undoStack()->redo();
        QCOMPARE(document.project().retarget.minScore, 0.4);
        // ... and stepping back to where it was leaves no command at all.
        document.set(fields::retargetMinScore, 0.3, QStringLiteral("Score"), MergeId::MinScore);
        QCOMPARE(document.undoStack()->count(), 1);
        // An edit that changes nothing pushes nothing.
        document.set(fields::cleanLegs, 9, QStringLiteral("Nothing"));
        QCOMPARE(document.undoStack()->count(), 1);
        document.markSaved(QStringLiteral("/tmp/a.rigpose.json"));
        QVERIFY(!document.isModified());
        QCOMPARE(document.displayName(), QStringLiteral("a.rigpose.json"));
    }

    void aClosedMergeStartsANewStep()
    {
        Document document;
        document.set(fields::retargetMinScore, 0.35, QStringLiteral("Score"), MergeId::MinScore);
        document.set(fields::retargetMinScore, 0.4, QStringLiteral("Score"), MergeId::MinScore);
        document.closeMerge();  // the spin box was left
        document.set(fields::retargetMinScore, 0.45, QStringLiteral("Score"), MergeId::MinScore);
        QCOMPARE(document.undoStack()->count(), 2);
        document.undoStack()->undo();
        QCOMPARE(document.project().retarget.minScore, 0.4);
        // Different fields never merge, whatever their ids.
        document.set(fields::retargetShort, std::optional<double>(0.2), QStringLiteral("Short"),
                     MergeId::ShortFraction);
        document.set(fields::retargetFlip, std::optional<double>(40.0), QStringLiteral("Flip"), MergeId::ShortFraction);
        QCOMPARE(document.undoStack()->count(), 3);
    }

    void aChangeSaysWhatItTouched()
    {
        Document document;
        QSignalSpy changed(&document, &Document::changed);
        document.set(fields::frames, QStringLiteral("/frames"), QStringLiteral("Frames"));
        document.set(fields::cleanHold, false, QStringLiteral("Hold"));
        document.set(fields::retargetBends, rigpose::retarget::BendMode::Clamp, QStringLiteral("Bends"));
        document.set(fields::pelvisKeys, QStringLiteral("/p.json"), QStringLiteral("Pelvis"));
        document.undoStack()->undo();
        const QList<ProjectParts> seen = partsSeen(changed);
        const QList<ProjectParts> expected{ProjectPart::Frames, ProjectPart::Clean, ProjectPart::Retarget,
                                           ProjectPart::Keys, ProjectPart::Keys};
        QCOMPARE(seen, expected);
        for (ProjectParts parts : seen.mid(1))
            QVERIFY(parts & kRunParts);
        QVERIFY(!(seen.front() & kRunParts));  // pictures under the pose re-run nothing
    }

    void everyFieldReachesItsOwnMember()
    {
        // Each field set alone changes exactly its member: the project differs from the default
        // in that one place, and setting it back makes them equal again.
        Document document;
        const Project blank;
        const auto check = [&](auto field, auto value) {
            document.set(field, value, QStringLiteral("Edit"));
            QVERIFY(!(document.project() == blank));
            QVERIFY(field.of(document.project()) == value);
            document.undoStack()->undo();
            QVERIFY(document.project() == blank);
        };
        check(fields::sequence, QStringLiteral("/s.json"));
        check(fields::rig, QStringLiteral("/rig"));
        check(fields::contactKeys, QStringLiteral("/c.json"));
        check(fields::cameraKeys, QStringLiteral("/k.json"));
        check(fields::cleanLoop, true);
        check(fields::cleanRest, 9);
        check(fields::cleanHipsInferred, true);
        check(fields::cleanHoldSpeed, 0.02);
        check(fields::cleanHoldReach, 0.05);
        check(fields::cleanHoldMinSeconds, 1.0);
        check(fields::cleanHoldBlend, 3);
        check(fields::cleanPerson, std::optional<std::string>("b"));
        check(fields::cleanDepth, std::optional<rigpose::clean::Gait>(rigpose::clean::Gait::Run));
        check(fields::retargetName, std::string("jump"));
        check(fields::retargetPerson, std::optional<std::string>("b"));
        check(fields::retargetShort, std::optional<double>(0.4));
        check(fields::retargetFlip, std::optional<double>(30.0));
        check(fields::retargetBends, rigpose::retarget::BendMode::Clamp);
    }

    void theMapIsReadAndEditedAsJson()
    {
        Document document;
        Project p;
        p.map = example("map.json");
        document.reset(p, QString());
        QVERIFY(document.map());
        QVERIFY(document.mapJson());
        QCOMPARE(document.map()->text(), rigpose::test::readAll(p.map).toStdString());  // unedited: the file's bytes
        const json original = *document.mapJson();
        QCOMPARE(original["chains"].size(), std::size_t(7));

        QSignalSpy changed(&document, &Document::changed);
        const MapPath chains = MapPath::of("/chains");
        QVERIFY(document.setMapValue(MapPath::of("/chains/3/bend"), "ccw", QStringLiteral("Bend")));
        QVERIFY(document.removeMapItem(chains, 4, QStringLiteral("Remove Chain")));  // arm_l
        QVERIFY(document.moveMapItem(chains, 0, 2, QStringLiteral("Move Chain")));
        QVERIFY(document.insertMapItem(chains, 6, original["chains"][4], QStringLiteral("Add Chain")));
        QCOMPARE(changed.count(), 4);
        for (const QList<QVariant>& call : changed)
            QCOMPARE(call.at(0).value<ProjectParts>(), ProjectParts(ProjectPart::Map));
        const json& now = *document.mapJson();
        QVERIFY(now["chains"][3]["bend"] == json("ccw"));
        QVERIFY(now["chains"][0]["name"] == json("trunk"));
        QVERIFY(now["chains"][2]["name"] == json("pelvis"));
        QVERIFY(now["chains"][6]["name"] == json("arm_l"));
        QVERIFY(document.map()->edited);
        QCOMPARE(document.map()->text(), mapFileText(now));
        QCOMPARE(document.editedMaps().size(), std::size_t(1));

        // Paths that do not fit change nothing and push nothing.
        QVERIFY(!document.setMapValue(MapPath::of("/chains/40/bend"), "cw", QStringLiteral("x")));
        QVERIFY(!document.removeMapItem(MapPath::of("/translate"), 0, QStringLiteral("x")));
        QVERIFY(!document.moveMapItem(chains, 0, 7, QStringLiteral("x")));
        QVERIFY(!document.insertMapItem(chains, 8, json::object(), QStringLiteral("x")));
        QCOMPARE(document.undoStack()->count(), 4);

        // All the way back: the very JSON read, and not edited any more.
        while (document.undoStack()->canUndo())
            document.undoStack()->undo();
        QVERIFY(*document.mapJson() == original);
        QVERIFY(!document.map()->edited);
        QCOMPARE(document.map()->text(), rigpose::test::readAll(p.map).toStdString());
    }

    void aMapSwitchedAwayKeepsItsEdits()
    {
        QTemporaryDir dir;
        Document document;
        Project p;
        p.map = copyOfExampleMap(dir);
        document.reset(p, QString());
        QVERIFY(document.removeMapItem(MapPath::of("/chains"), 0, QStringLiteral("Remove Chain")));
        document.set(fields::map, example("map.json"), QStringLiteral("Set Map"));
        QCOMPARE((*document.mapJson())["chains"].size(), std::size_t(7));  // the other file, as read
        document.undoStack()->undo();                                      // back to the edited one
        QCOMPARE((*document.mapJson())["chains"].size(), std::size_t(6));
        QVERIFY(document.map()->edited);
    }

    void aMapThatIsNotJsonIsKeptForTheRunToRefuse()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bad.map.json"));
        QVERIFY(rigpose::test::writeText(path, "{\"spec\": "));
        Document document;
        document.set(fields::map, path, QStringLiteral("Set Map"));
        QVERIFY(document.map());
        QVERIFY(!document.mapJson());
        QCOMPARE(document.map()->text(), std::string("{\"spec\": "));
        QVERIFY(!document.setMapValue(MapPath::of("/spec"), "x", QStringLiteral("x")));
    }

    void saveWritesTheProjectAndItsEditedMapTogether()
    {
        QTemporaryDir dir;
        Document document;
        Project p = readProjectFile(example("wave.rigpose.json")).value;
        p.map = copyOfExampleMap(dir);
        document.reset(p, QString());
        QVERIFY(document.setMapValue(MapPath::of("/chains/3/bend"), "ccw", QStringLiteral("Bend")));
        const QString project = dir.filePath(QStringLiteral("copy.rigpose.json"));
        QVERIFY(!saveDocument(document, project));
        QVERIFY(!document.isModified());
        QCOMPARE(document.path(), project);
        QVERIFY(!document.map()->edited);
        // What was written reads back as what the document holds.
        QVERIFY(readProjectFile(project).value == document.project());
        const auto written = rigpose::parseJson(rigpose::test::readAll(p.map).toStdString());
        QVERIFY(written);
        QVERIFY((*written)["chains"][3]["bend"] == json("ccw"));
        QCOMPARE(rigpose::test::readAll(p.map).toStdString(), mapFileText(*document.mapJson()));
    }

    void aMapThatCannotBeWrittenLeavesTheProjectUnwritten()
    {
        QTemporaryDir dir;
        const QString folder = dir.filePath(QStringLiteral("maps"));
        QVERIFY(QDir().mkdir(folder));
        const QString map = folder + QStringLiteral("/map.json");
        QVERIFY(QFile::copy(example("map.json"), map));
        Document document;
        Project p;
        p.map = map;
        document.reset(p, QString());
        QVERIFY(document.setMapValue(MapPath::of("/chains/3/bend"), "ccw", QStringLiteral("Bend")));
        // The map's folder is now a file: nothing can be staged beside the map, root or not.
        QVERIFY(QDir(folder).removeRecursively());
        QVERIFY(rigpose::test::writeText(folder, "not a folder"));
        const QString project = dir.filePath(QStringLiteral("p.rigpose.json"));
        const auto refused = saveDocument(document, project);
        QVERIFY(refused);
        QCOMPARE(refused->code, std::string("MAP_WRITE"));
        QVERIFY(!QFile::exists(project));                             // nothing of the set was published
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files).size(), 1);  // no temporary left beside it
        QVERIFY(document.isModified());
        QVERIFY(document.map()->edited);
    }
};

int main(int argc, char* argv[])
{
    rigpose::test::useOffscreenPlatformByDefault();
    QApplication app(argc, argv);
    TestDocument test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_document.moc"
