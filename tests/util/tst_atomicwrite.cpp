// Files are written whole or not at all, and bad output paths are refused before any work.

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <stdexcept>

#include "rigpose/util/atomic_write.h"

using namespace rigpose;

class TestAtomicWrite : public QObject {
    Q_OBJECT
private slots:
    void writesAndReplaces();
    void leavesNoTemporaryBehind();
    void refusesBadPaths();
    void plansMissingDirectories();
};

void TestAtomicWrite::writesAndReplaces()
{
    QTemporaryDir dir;
    const std::string path = dir.filePath(QStringLiteral("out.json")).toStdString();
    QVERIFY(!writeFileAtomically(path, std::string_view("first")));
    QVERIFY(!writeFileAtomically(path, std::string_view("second")));
    QCOMPARE(*readFileBytes(path), std::string("second"));
}

void TestAtomicWrite::leavesNoTemporaryBehind()
{
    QTemporaryDir dir;
    const std::string path = dir.filePath(QStringLiteral("out.json")).toStdString();
    QVERIFY(!writeFileAtomically(path, std::string_view("kept")));
    // A writer that fails half way leaves the old file untouched and no temporary file.
    try {
        writeFileAtomically(path, [](std::ostream& out) {
            out << "half";
            throw std::runtime_error("interrupted");
        });
    } catch (const std::runtime_error&) {
    }
    QCOMPARE(*readFileBytes(path), std::string("kept"));
    const QStringList left = QDir(dir.path()).entryList(QDir::Files | QDir::Hidden);
    QCOMPARE(left, QStringList{QStringLiteral("out.json")});
}

void TestAtomicWrite::refusesBadPaths()
{
    QTemporaryDir dir;
    auto asDirectory = checkWritablePath(dir.path().toStdString(), "--out");
    QVERIFY(asDirectory && asDirectory->code == "ARG_PATH");
    QFile file(dir.filePath(QStringLiteral("plain")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.close();
    auto underFile = planOutputFile(dir.filePath(QStringLiteral("plain/x.json")).toStdString(), "--out");
    QVERIFY(underFile.refusal && underFile.refusal->code == "ARG_PATH");
}

void TestAtomicWrite::plansMissingDirectories()
{
    QTemporaryDir dir;
    const std::string target = dir.filePath(QStringLiteral("a/b/out.json")).toStdString();
    OutputPlan plan = planOutputFile(target, "--out");
    QVERIFY(!plan.refusal);
    QVERIFY(plan.missingDir);
    QVERIFY(!QDir(dir.filePath(QStringLiteral("a"))).exists());  // nothing made before the run is green
    QVERIFY(!makeMissingDirectory(plan));
    QVERIFY(!writeFileAtomically(target, std::string_view("x")));
    QCOMPARE(*readFileBytes(target), std::string("x"));
}

QTEST_GUILESS_MAIN(TestAtomicWrite)
#include "tst_atomicwrite.moc"
