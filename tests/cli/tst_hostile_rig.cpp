// Every malformed rig of tests/data/malformed (the rig- rows of cases.tsv) given to a whole
// `retarget --build` run: exit 1 with the row's code first, and nothing on disk afterwards: no
// motion, no report, no build folder, no temporary (issue 36: such rigs once reached the build).

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include "cli_fixture.h"

using namespace rigpose;

namespace {

struct Case {
    QString file, code;
};

std::vector<Case> rigCases()
{
    std::vector<Case> out;
    QFile cases(QString::fromStdString(test::dataPath("malformed/cases.tsv")));
    if (!cases.open(QIODevice::ReadOnly))
        return out;
    for (const QByteArray& line : cases.readAll().split('\n')) {
        const QList<QByteArray> cells = line.split('\t');
        if (line.startsWith("rig-") && cells.size() >= 2)
            out.push_back({QString::fromUtf8(cells[0]), QString::fromUtf8(cells[1])});
    }
    return out;
}

// Every file under `dir`, relative to it.
QStringList filesUnder(const QString& dir)
{
    QStringList files;
    QDirIterator it(dir, QDir::Files | QDir::Hidden | QDir::System, QDirIterator::Subdirectories);
    while (it.hasNext())
        files << QDir(dir).relativeFilePath(it.next());
    files.sort();
    return files;
}

}  // namespace

class TestHostileRigCli : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_cleaned;

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_cleaned = m_dir.filePath(QStringLiteral("wave.cleaned.json"));
        const auto r = test::cleanExampleWave(m_cleaned);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(rigCases().size() >= 15);
    }

    void aMalformedRigBuildsNothing_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("code");
        for (const Case& c : rigCases())
            QTest::newRow(qPrintable(c.file)) << c.file << c.code;
    }
    void aMalformedRigBuildsNothing()
    {
        QFETCH(QString, file);
        QFETCH(QString, code);
        QTemporaryDir work(m_dir.filePath(QStringLiteral("run-XXXXXX")));
        QVERIFY(QDir(work.path()).mkpath(QStringLiteral("rig")));
        const QString rigJson = work.filePath(QStringLiteral("rig/rig.json"));
        QVERIFY(
            QFile::copy(QString::fromStdString(test::dataPath(("malformed/" + file.toStdString()).c_str())), rigJson));
        const QStringList before = filesUnder(work.path());

        QStringList args = test::retargetExample(m_cleaned, work.filePath(QStringLiteral("out/m.json")));
        args[args.indexOf(QStringLiteral("--rig")) + 1] = work.filePath(QStringLiteral("rig"));
        args << QStringLiteral("--build") << work.filePath(QStringLiteral("build"));
        const auto run = test::runCli(args);
        QVERIFY2(run.exitCode == 1, run.err.constData());
        QVERIFY2(run.err.startsWith((code + QStringLiteral(": ")).toUtf8()), run.err.constData());
        QVERIFY2(run.err.contains("nothing was written"), run.err.constData());
        QCOMPARE(filesUnder(work.path()), before);
        QVERIFY(!QFileInfo::exists(work.filePath(QStringLiteral("out"))));
        QVERIFY(!QFileInfo::exists(work.filePath(QStringLiteral("build"))));
    }
};

QTEST_GUILESS_MAIN(TestHostileRigCli)
#include "tst_hostile_rig.moc"
