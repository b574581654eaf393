// Every C++ file of the project is as clang-format writes it under the tree's .clang-format, so a
// change that skipped the formatter fails here with the files it left. clang-format is installed
// by packaging/deps.sh; a machine without it fails rather than passing unchecked.

#include <algorithm>

#include <QDirIterator>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "testutils.h"

using namespace rigpose;

namespace {

// The project's own C++ sources: core, the apps, the widgets and the tests (their fixtures in
// tests/data are data, not code).
QStringList projectSources()
{
    const QDir top(QString::fromStdString(test::sourcePath("")));
    QStringList files;
    for (const char* folder : {"core", "app", "widgets", "tests"}) {
        QDirIterator it(top.filePath(QString::fromLatin1(folder)), {QStringLiteral("*.cpp"), QStringLiteral("*.h")},
                        QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            if (!top.relativeFilePath(path).startsWith(QLatin1String("tests/data/")))
                files << path;
        }
    }
    files.sort();
    return files;
}

struct Formatted {
    int exitCode = -1;
    QString errors;
};

Formatted dryRun(const QString& clangFormat, const QStringList& files)
{
    QProcess p;
    p.setWorkingDirectory(QString::fromStdString(test::sourcePath("")));
    // The tree's own style file, named, so a file outside the tree (the probe) is read by it too.
    const QString style = QStringLiteral("--style=file:") + QString::fromStdString(test::sourcePath(".clang-format"));
    p.start(clangFormat, QStringList{QStringLiteral("--dry-run"), QStringLiteral("--Werror"), style} + files);
    if (!p.waitForFinished(300000))
        return {};
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, QString::fromUtf8(p.readAllStandardError())};
}

// The files clang-format's warnings name ("path:line:col: error: code should be clang-formatted").
QStringList namedFiles(const QString& errors)
{
    QStringList out;
    for (const QString& line : errors.split(u'\n'))
        if (line.contains(QLatin1String("[-Wclang-format-violations]"))) {
            const QString file = line.section(u':', 0, 0);
            if (!out.contains(file))
                out << file;
        }
    return out;
}

}  // namespace

class TestFormat : public QObject {
    Q_OBJECT

    QString m_clangFormat;

private slots:
    void initTestCase()
    {
        m_clangFormat = QStandardPaths::findExecutable(QStringLiteral("clang-format"));
        QVERIFY2(!m_clangFormat.isEmpty(), "clang-format is not on PATH: packaging/deps.sh installs it");
        QVERIFY(QFile::exists(QString::fromStdString(test::sourcePath(".clang-format"))));
    }

    void theSourcesAreFound()
    {
        const QStringList files = projectSources();
        QVERIFY2(files.size() > 300, qPrintable(QString::number(files.size())));
        QVERIFY(files.contains(QString::fromStdString(test::sourcePath("core/src/retarget/retarget.cpp"))));
        QVERIFY(std::none_of(files.begin(), files.end(),
                             [](const QString& f) { return f.contains(QLatin1String("/tests/data/")); }));
    }

    // The check itself can fail: a file laid out against the style is named.
    void anUnformattedFileIsCaught()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString file = dir.filePath(QStringLiteral("probe.cpp"));
        QVERIFY(test::writeText(file, "int  f( int a ){return a;}\n"));
        const Formatted r = dryRun(m_clangFormat, {file});
        QVERIFY2(r.exitCode > 0, qPrintable(r.errors));
        QCOMPARE(namedFiles(r.errors), QStringList{file});
        QVERIFY(test::writeText(file, "int f(int a) { return a; }\n"));
        QCOMPARE(dryRun(m_clangFormat, {file}).exitCode, 0);
    }

    void everySourceIsFormatted()
    {
        const QStringList files = projectSources();
        QStringList unformatted;
        // In batches, so no command line grows past the system's limit.
        for (qsizetype i = 0; i < files.size(); i += 100) {
            const Formatted r = dryRun(m_clangFormat, files.mid(i, 100));
            QVERIFY2(r.exitCode >= 0, "clang-format did not finish");
            unformatted << namedFiles(r.errors);
            if (r.exitCode != 0 && namedFiles(r.errors).isEmpty())
                QFAIL(qPrintable(r.errors));
        }
        QVERIFY2(unformatted.isEmpty(),
                 qPrintable(QStringLiteral("not as clang-format writes them (run clang-format -i on them):\n") +
                            unformatted.join(u'\n')));
    }
};

QTEST_GUILESS_MAIN(TestFormat)
#include "tst_format.moc"
