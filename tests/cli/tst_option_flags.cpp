// rig-pose's flags as the option table gives them (issue 35): `rig-pose --help` lists every
// command with every flag its own --help has, the retarget's flags are its table's rows, and a
// value past a row's bound is a usage error naming what the row takes.

#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include "rigpose/stage/option_table.h"
#include "testutils.h"

using namespace rigpose;

namespace {

QString s(const std::string& text) { return QString::fromStdString(text); }

// The flags a command's --help lists, one per line under "flags:" (not the reference's flags
// this build lacks, listed apart).
QStringList flagsOfHelp(const QByteArray& help)
{
    QStringList flags;
    const QString text = QString::fromUtf8(help);
    const int from = text.indexOf(QStringLiteral("\nflags:\n"));
    const int to = text.indexOf(QStringLiteral("\n\n"), from + 1);
    static const QRegularExpression line(QStringLiteral("^  (--[a-z0-9-]+)"), QRegularExpression::MultilineOption);
    for (auto it = line.globalMatch(text.mid(from, to < 0 ? -1 : to - from)); it.hasNext();)
        flags << it.next().captured(1);
    return flags;
}

// The overview's block of one command: its line and the flag lines under it.
QString blockOf(const QString& overview, const QString& command)
{
    const int at = overview.indexOf(QStringLiteral("\n  ") + command + QLatin1Char(' '));
    if (at < 0)
        return {};
    int end = at + 1;
    for (;;) {
        const int next = overview.indexOf(QLatin1Char('\n'), end);
        if (next < 0 || !overview.mid(next + 1).startsWith(QString(14, QLatin1Char(' '))))
            return overview.mid(at, next < 0 ? -1 : next - at);
        end = next + 1;
    }
}

}  // namespace

class TestOptionFlags : public QObject {
    Q_OBJECT

private slots:
    void theOverviewListsEveryCommandWithEveryFlag()
    {
        const test::CliRun overview = test::runCli({QStringLiteral("--help")});
        QCOMPARE(overview.exitCode, 0);
        const QString text = QString::fromUtf8(overview.out);
        int commands = 0;
        for (const char* command :
             {"convert", "clean", "generate", "pose", "retarget", "plan", "pelvis", "scan", "automap"}) {
            const QString block = blockOf(text, QString::fromLatin1(command));
            QVERIFY2(!block.isEmpty(), command);
            const test::CliRun own = test::runCli({QString::fromLatin1(command), QStringLiteral("--help")});
            const QStringList flags = flagsOfHelp(own.out);
            QVERIFY2(!flags.isEmpty(), command);
            for (const QString& flag : flags) {
                QVERIFY2(block.contains(QRegularExpression(QRegularExpression::escape(flag) + QStringLiteral("( |$)"),
                                                           QRegularExpression::MultilineOption)),
                         qPrintable(QString::fromLatin1(command) + QLatin1Char(' ') + flag));
            }
            ++commands;
        }
        QCOMPARE(commands, 9);
    }

    void theRetargetsFlagsAreItsTablesRows()
    {
        const QStringList flags = flagsOfHelp(test::runCli({QStringLiteral("retarget"), QStringLiteral("--help")}).out);
        for (const stage::OptionRow& row : stage::optionTable()) {
            QVERIFY2(flags.contains(s("--" + row.flag)), row.flag.c_str());
            if (!row.alias.empty())
                QVERIFY(flags.contains(s("--" + row.alias)));
        }
    }

    // Each number row, one figure past its bound: exit 2, the row's words, nothing written.
    void aValuePastARowsBoundIsAUsageError()
    {
        const QString ex = QString::fromStdString(test::sourcePath("resources/examples/wave"));
        const struct {
            const char* flag;
            const char* value;
        } past[] = {{"min-score", "-0.01"},
                    {"short", "0"},
                    {"short", "1.01"},
                    {"flip", "180"},
                    {"stance", "0"},
                    {"switch-tolerance", "0"},
                    {"switch-min", "-1"},
                    {"bends", "straighten"},
                    {"floor", "nan"},
                    // Issue 36: the upper bounds that keep arithmetic out of nonsense.
                    {"floor", "1e100"},
                    {"floor", "-1000000.001"},
                    {"stance", "1e308"},
                    {"stance", "1.001"},
                    {"switch-min", "1e10"},
                    {"min-score", "1e999"}};
        for (const auto& bad : past) {
            QTemporaryDir dir;
            QStringList args{QStringLiteral("retarget"),
                             QStringLiteral("--rig"),
                             ex + QStringLiteral("/rig"),
                             QStringLiteral("--map"),
                             ex + QStringLiteral("/map.json"),
                             QStringLiteral("--sequence"),
                             ex + QStringLiteral("/pose.json"),
                             QStringLiteral("--out"),
                             dir.filePath(QStringLiteral("m.json"))};
            if (std::string(bad.flag) == "floor" || std::string(bad.flag) == "stance")
                args << QStringLiteral("--plant-feet");
            args << QStringLiteral("--") + QLatin1String(bad.flag) << QLatin1String(bad.value);
            const test::CliRun run = test::runCli(args);
            QCOMPARE(run.exitCode, 2);
            const stage::OptionRow* row = util::findOption(stage::optionTable(), bad.flag);
            QVERIFY(row);
            QVERIFY2(run.err.contains(QByteArray::fromStdString(row->takes)), run.err.constData());
            QVERIFY(QDir(dir.path()).isEmpty());
        }
    }

    void aRowThatNeedsASwitchIsAUsageErrorWithoutIt()
    {
        const QString ex = QString::fromStdString(test::sourcePath("resources/examples/wave"));
        QTemporaryDir dir;
        const test::CliRun run = test::runCli(
            {QStringLiteral("retarget"), QStringLiteral("--rig"), ex + QStringLiteral("/rig"), QStringLiteral("--map"),
             ex + QStringLiteral("/map.json"), QStringLiteral("--sequence"), ex + QStringLiteral("/pose.json"),
             QStringLiteral("--out"), dir.filePath(QStringLiteral("m.json")), QStringLiteral("--stance"),
             QStringLiteral("0.07")});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("--stance works only with --plant-feet"), run.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestOptionFlags)
#include "tst_option_flags.moc"
