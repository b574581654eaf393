// The studio's project reader under the one JSON policy (tests/util/tst_json_policy.cpp holds the
// core readers to the same rules): the project- rows of tests/data/malformed/cases.tsv, deep
// nesting made here, 1e400, a key twice, a leading byte order mark, a file over 2 GiB (sparse).

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include "project.h"
#include "rigpose/util/json_policy.h"
#include "malformed_cases.h"
#include "sparse_file.h"
#include "testutils.h"

using namespace rigpose;
using namespace rigpose::studio;
using rigpose::test::described;

namespace {

const std::string kBom = "\xEF\xBB\xBF";

QString exampleProject()
{
    return QString::fromStdString(test::sourcePath("resources/examples/wave/wave.rigpose.json"));
}

std::string exampleText()
{
    QFile f(exampleProject());
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read the example project");
    return f.readAll().toStdString();
}

}  // namespace

class TestProjectJson : public QObject {
    Q_OBJECT
private slots:
    void malformedFile_data();
    void malformedFile();
    void policy_data();
    void policy();
    void leadingByteOrderMarkIsSkipped();
    void fileOver2GiBIsRefusedUnread();
};

void TestProjectJson::malformedFile_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("fragment");
    bool wellFormed = false;
    const auto rows = test::malformedCases(QStringLiteral("project-"), &wellFormed);
    QVERIFY(wellFormed);
    for (const auto& row : rows)
        QTest::newRow(qPrintable(row.file)) << row.file << row.code << row.fragment;
    QVERIFY(rows.size() >= 3);
}

void TestProjectJson::malformedFile()
{
    QFETCH(QString, file);
    QFETCH(QString, code);
    QFETCH(QString, fragment);
    const QString path = QString::fromStdString(test::dataPath("malformed/")) + file;
    const auto read = readProjectFile(path);
    QVERIFY2(read.refusals.total() == 1, qPrintable(described(read.refusals)));
    const Refusal& r = read.refusals.items().front();
    QCOMPARE(QString::fromStdString(r.code), code);
    QVERIFY2(QString::fromStdString(r.message).startsWith(path), qPrintable(described(read.refusals)));
    QVERIFY2(QString::fromStdString(r.message).contains(fragment), qPrintable(described(read.refusals)));
}

void TestProjectJson::policy_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("says");
    const QByteArray valid = QByteArray::fromStdString(exampleText());
    const qsizetype brace = valid.indexOf('{') + 1;
    const auto inserted = [&](const QByteArray& s) -> QByteArray { return valid.left(brace) + s + valid.mid(brace); };
    QByteArray deepObjects;
    for (int i = 0; i < 100000; ++i)
        deepObjects += "{\"a\":";
    QTest::newRow("100,000 [") << QByteArray(100000, '[') << "nest deeper than 256 levels";
    QTest::newRow("100,000 [ inside") << inserted("\"deep\":" + QByteArray(100000, '['))
                                      << "nest deeper than 256 levels";
    QTest::newRow("100,000 { inside") << inserted("\"deep\":" + deepObjects) << "nest deeper than 256 levels";
    QTest::newRow("1e400") << inserted("\"n\": 1e400,") << "number 1e400 is too large for a double";
    QTest::newRow("-1e400") << inserted("\"n\": -1e400,") << "number -1e400 is too large for a double";
    QTest::newRow("key twice") << inserted("\"spec\": \"rigpose-project/1\",") << "key \"spec\" is given twice";
    QTest::newRow("two byte order marks") << QByteArray::fromStdString(kBom + kBom) + valid << "unexpected character";
}

void TestProjectJson::policy()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, says);
    const auto read = readProjectText(text.toStdString(), QDir::tempPath(), QStringLiteral("p.rigpose.json"));
    QVERIFY2(read.refusals.total() == 1, qPrintable(described(read.refusals)));
    const Refusal& r = read.refusals.items().front();
    QCOMPARE(r.code, std::string("PROJECT_JSON"));
    const QString message = QString::fromStdString(r.message);
    QVERIFY2(message.startsWith(QStringLiteral("p.rigpose.json: ")), qPrintable(message));
    QVERIFY2(message.contains(says), qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("byte ")), qPrintable(message));
}

void TestProjectJson::leadingByteOrderMarkIsSkipped()
{
    // The same project with and without the mark, from a file in one folder, read the same.
    QTemporaryDir dir;
    const QString plainPath = dir.filePath(QStringLiteral("plain.rigpose.json"));
    const QString markedPath = dir.filePath(QStringLiteral("marked.rigpose.json"));
    for (const auto& [path, bytes] :
         {std::pair{plainPath, exampleText()}, std::pair{markedPath, kBom + exampleText()}}) {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray::fromStdString(bytes));
    }
    const auto plain = readProjectFile(plainPath);
    QVERIFY2(plain.ok(), qPrintable(described(plain.refusals)));
    const auto marked = readProjectFile(markedPath);
    QVERIFY2(marked.ok(), qPrintable(described(marked.refusals)));
    QVERIFY(marked.value == plain.value);
    QCOMPARE(marked.value.retarget.name, std::string("wave"));
}

void TestProjectJson::fileOver2GiBIsRefusedUnread()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("huge.rigpose.json"));
    const test::SparseFile made = test::writeSparseFile(path, QByteArray::fromStdString(exampleText()),
                                                        kJsonMaxFileBytes + 1);
    QVERIFY(made != test::SparseFile::WriteFailed);
    if (made == test::SparseFile::NotSparse)
        QSKIP("this file system does not keep files sparse; not writing 2 GiB to test a size check");
    const auto read = readProjectFile(path);
    QVERIFY2(read.refusals.total() == 1, qPrintable(described(read.refusals)));
    QCOMPARE(read.refusals.items().front().code, std::string("PROJECT_JSON"));
    const QString message = QString::fromStdString(read.refusals.items().front().message);
    QVERIFY2(message.startsWith(path), qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("over the 2 GiB")), qPrintable(message));
}

QTEST_MAIN(TestProjectJson)
#include "tst_project_json.moc"
