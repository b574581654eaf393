// README.md's commands work as typed: every `rig-pose …` line in its ```sh blocks runs, in the
// README's order, in a scratch copy of the repository (README.md, resources/ and any tests/ file
// a line names), with the built rig-pose, and exits 0 having written what its --out names. The
// set-up scripts and the studio line are not run here; the files they name must exist.

#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include "rigpose/util/atomic_write.h"
#include "testutils.h"

using namespace rigpose;

namespace {

// One command of a ```sh block: its backslash continuations joined, its comment taken off.
struct ShellLine {
    int number = 0;  // README line the command starts on (1-based)
    QString text;    // as joined, without the comment
    QStringList words;
};

// A `#` starting a word begins a comment (the README's lines quote nothing).
QString withoutComment(const QString& line)
{
    for (qsizetype i = 0; i < line.size(); ++i)
        if (line[i] == u'#' && (i == 0 || line[i - 1].isSpace()))
            return line.left(i);
    return line;
}

// The commands of every ```sh fence, in order, with the fence blocks they came from.
QList<QList<ShellLine>> shellBlocks(const QString& markdown)
{
    QList<QList<ShellLine>> blocks;
    const QStringList lines = markdown.split(u'\n');
    bool inFence = false, inShell = false;
    QString pending;
    int pendingStart = 0;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString line = lines[i];
        const QString trimmed = line.trimmed();
        if (trimmed.startsWith(QStringLiteral("```"))) {
            if (!inFence) {
                inFence = true;
                inShell = trimmed.mid(3).trimmed() == QStringLiteral("sh");
                if (inShell)
                    blocks.append(QList<ShellLine>());
            } else {
                inFence = inShell = false;
                pending.clear();
            }
            continue;
        }
        if (!inShell)
            continue;
        if (pending.isEmpty())
            pendingStart = static_cast<int>(i) + 1;
        QString part = line;
        while (part.endsWith(u' ') || part.endsWith(u'\t'))
            part.chop(1);
        if (part.endsWith(u'\\')) {
            part.chop(1);
            pending += part + u' ';
            continue;
        }
        pending += part;
        const QString command = withoutComment(pending).simplified();
        pending.clear();
        if (command.isEmpty())
            continue;
        blocks.last().append(ShellLine{pendingStart, command, command.split(u' ')});
    }
    return blocks;
}

QString fromCheckout(const QString& relative)
{
    return QDir(QString::fromStdString(test::sourcePath(""))).filePath(relative);
}

// Copies one file with the project's atomic writer.
bool copyFile(const QString& from, const QString& to)
{
    const auto bytes = readFileBytes(from.toStdString());
    if (!bytes || !QDir().mkpath(QFileInfo(to).absolutePath()))
        return false;
    return !writeFileAtomically(to.toStdString(), *bytes).has_value();
}

bool copyTree(const QString& from, const QString& to)
{
    if (QFileInfo(from).isFile())
        return copyFile(from, to);
    QDirIterator it(from, QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    int copied = 0;
    while (it.hasNext()) {
        const QString file = it.next();
        if (!copyFile(file, QDir(to).filePath(QDir(from).relativeFilePath(file))))
            return false;
        ++copied;
    }
    return copied > 0;
}

QString readme()
{
    const auto bytes = readFileBytes(fromCheckout(QStringLiteral("README.md")).toStdString());
    return bytes ? QString::fromStdString(*bytes) : QString();
}

QString where(const ShellLine& line) { return QStringLiteral("README.md line %1: %2").arg(line.number).arg(line.text); }

}  // namespace

class TestReadme : public QObject {
    Q_OBJECT

private slots:
    // The parser on a made-up page: only sh fences, continuations joined, comments dropped.
    void readsCommandsTheWayAShellWould()
    {
        const QString page = QStringLiteral(
            "# Title\n"
            "rig-pose prose --not-a-command\n"
            "```json\n"
            "rig-pose inside --json\n"
            "```\n"
            "```sh\n"
            "rig-pose a --x 1   # what a does\n"
            "# a whole-line comment\n"
            "\n"
            "rig-pose b --y 2 \\\n"
            "           --z 3\n"
            "```\n"
            "    rig-pose indented --not-fenced\n"
            "```sh\n"
            "./packaging/demo.sh\n"
            "```\n");
        const auto blocks = shellBlocks(page);
        QCOMPARE(blocks.size(), 2);
        QCOMPARE(blocks[0].size(), 2);
        QCOMPARE(blocks[0][0].number, 7);
        QCOMPARE(blocks[0][0].words, (QStringList{QStringLiteral("rig-pose"), QStringLiteral("a"),
                                                  QStringLiteral("--x"), QStringLiteral("1")}));
        QCOMPARE(blocks[0][1].number, 10);
        QCOMPARE(blocks[0][1].text, QStringLiteral("rig-pose b --y 2 --z 3"));
        QCOMPARE(blocks[1].size(), 1);
        QCOMPARE(blocks[1][0].text, QStringLiteral("./packaging/demo.sh"));
    }

    // The README opens with the two set-up commands, as its first code block.
    void setUpComesFirst()
    {
        const auto blocks = shellBlocks(readme());
        QVERIFY2(!blocks.isEmpty(), "README.md has no ```sh block");
        QStringList first;
        for (const ShellLine& line : blocks.first())
            first << line.text;
        QCOMPARE(first, (QStringList{QStringLiteral("./packaging/demo.sh"), QStringLiteral("./packaging/test.sh")}));
    }

    void everyRigPoseLineRunsAsTyped()
    {
        const QString page = readme();
        QVERIFY2(!page.isEmpty(), "README.md could not be read");
        QList<ShellLine> run, skipped;
        for (const auto& block : shellBlocks(page)) {
            for (const ShellLine& line : block) {
                const QString& program = line.words.first();
                if (program == QStringLiteral("rig-pose"))
                    run << line;
                else if (program.startsWith(QStringLiteral("./packaging/")) ||
                         program.endsWith(QStringLiteral("/rigpose-studio")))
                    skipped << line;
                else
                    QFAIL(qPrintable(where(line) + QStringLiteral(" is neither a rig-pose line nor one this test "
                                                                  "knows to leave out")));
            }
        }
        QVERIFY2(!run.isEmpty(), "README.md's ```sh blocks hold no rig-pose line");

        // The scratch copy: what a clone has that the lines may name.
        QTemporaryDir scratch;
        QVERIFY(scratch.isValid());
        const QDir root(scratch.path());
        QVERIFY(copyFile(fromCheckout(QStringLiteral("README.md")), root.filePath(QStringLiteral("README.md"))));
        QVERIFY(copyTree(fromCheckout(QStringLiteral("resources")), root.filePath(QStringLiteral("resources"))));
        static const QRegularExpression shellSyntax(QStringLiteral("[<>|;&$`\"'*?(){}\\[\\]~]"));
        for (const ShellLine& line : run) {
            QVERIFY2(!line.text.contains(shellSyntax),
                     qPrintable(where(line) + QStringLiteral(" uses shell syntax; write it as plain words")));
            for (const QString& word : line.words) {
                if (!word.startsWith(QStringLiteral("tests/")))
                    continue;
                QVERIFY2(QFileInfo::exists(fromCheckout(word)),
                         qPrintable(where(line) + QStringLiteral(" names ") + word +
                                    QStringLiteral(", which the "
                                                   "checkout does not have")));
                QVERIFY(copyTree(fromCheckout(word), root.filePath(word)));
            }
        }

        // The lines left out still name files that are there.
        for (const ShellLine& line : skipped) {
            QVERIFY2(QFileInfo::exists(fromCheckout(line.words.first())) ||
                         line.words.first().startsWith(QStringLiteral("build/")),
                     qPrintable(where(line) + QStringLiteral(" names a program the checkout does not have")));
            for (const QString& word : line.words.mid(1))
                if (!word.startsWith(u'-'))
                    QVERIFY2(QFileInfo::exists(root.filePath(word)),
                             qPrintable(where(line) + QStringLiteral(" names ") + word +
                                        QStringLiteral(", which the repository does not have")));
        }

        for (const ShellLine& line : run) {
            const test::CliRun result = test::runCli(line.words.mid(1), root.path());
            qInfo("%s -> exit %d", qPrintable(where(line)), result.exitCode);
            QVERIFY2(result.exitCode == 0,
                     qPrintable(where(line) + QStringLiteral("\nexited %1\n").arg(result.exitCode) +
                                QString::fromUtf8(result.err) + QString::fromUtf8(result.out.right(2000))));
            for (qsizetype i = 0; i + 1 < line.words.size(); ++i)
                if (line.words[i] == QStringLiteral("--out") || line.words[i] == QStringLiteral("--build") ||
                    line.words[i] == QStringLiteral("--cleaned"))
                    QVERIFY2(QFileInfo::exists(root.filePath(line.words[i + 1])),
                             qPrintable(where(line) + QStringLiteral(" exited 0 but wrote no ") + line.words[i + 1]));
        }
    }
};

QTEST_GUILESS_MAIN(TestReadme)
#include "tst_readme.moc"
