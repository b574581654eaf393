// An output folder never holds an input: insideFolder says whether a path is the folder or lies
// under it however either is spelled (a symlink to the folder, "..", a trailing slash), and not
// for a sibling whose name merely starts with the folder's; checkOutputFolder refuses such a
// folder as ARG_PATH naming both.

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <string>

#include "rigpose/util/atomic_write.h"
#include "rigpose/util/output_paths.h"

using namespace rigpose;

class TestOutputFolder : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    std::string at(const char* relative) const
    {
        return QDir(m_dir.path()).filePath(QLatin1String(relative)).toStdString();
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("rig/images")));
        QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("rig2")));
        QVERIFY(!writeFileAtomically(at("rig/rig.json"), "{}"));
        QVERIFY(!writeFileAtomically(at("rig/images/head.png"), "png"));
        QVERIFY(!writeFileAtomically(at("rig2/rig.json"), "{}"));
        QVERIFY(QFile::link(QString::fromStdString(at("rig")), QString::fromStdString(at("link-to-rig"))));
    }

    void aFolderHoldsItselfAndWhatIsUnderIt()
    {
        QVERIFY(insideFolder(at("rig"), at("rig")));
        QVERIFY(insideFolder(at("rig/rig.json"), at("rig")));
        QVERIFY(insideFolder(at("rig/images/head.png"), at("rig")));
        QVERIFY(insideFolder(at("rig/rig.json"), at("rig/")));
        // A file not made yet still lies in the folder it would be made in.
        QVERIFY(insideFolder(at("rig/motion.json"), at("rig")));
        QVERIFY(insideFolder(at("rig/rig.json"), at("rig2/../rig")));
    }

    void aSymlinkToTheFolderIsTheFolder()
    {
        QVERIFY(insideFolder(at("rig/rig.json"), at("link-to-rig")));
        QVERIFY(insideFolder(at("link-to-rig/images/head.png"), at("rig")));
    }

    void aSiblingOrAParentIsNotInside()
    {
        QVERIFY(!insideFolder(at("rig2/rig.json"), at("rig")));
        QVERIFY(!insideFolder(at("rig"), at("rig/images")));
        QVERIFY(!insideFolder(at("rig"), at("rig2")));
    }

    void anOutputFolderHoldingAnInputIsRefused()
    {
        const std::vector<NamedPath> inputs{{"--map", at("map.json")}, {"--rig", at("rig/rig.json")}};
        const auto refused = checkOutputFolder(inputs, {"--build", at("rig")});
        QVERIFY(refused);
        QCOMPARE(refused->code, std::string("ARG_PATH"));
        QCOMPARE(refused->message, "--build " + at("rig") + " is or holds the input --rig " + at("rig/rig.json") +
                                       "; its files would land among the inputs, so give --build a folder of its own");
        QVERIFY(!checkOutputFolder(inputs, {"--build", at("rig/build")}));
        QVERIFY(!checkOutputFolder(inputs, {"--build", at("rig2")}));
        // The folder holding the map (not there yet) holds it too.
        QVERIFY(checkOutputFolder(inputs, {"--build", m_dir.path().toStdString()}));
    }
};

QTEST_GUILESS_MAIN(TestOutputFolder)
#include "tst_output_folder.moc"
