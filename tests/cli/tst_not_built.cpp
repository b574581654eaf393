// The reference's flags and commands that this build lacks, through the built binary: each is
// refused one way (exit 2, one line on stderr naming the command and the flag, nothing written,
// nothing on stdout), wherever it stands on the line and whatever else is wrong there; a made-up
// flag is still an unknown flag; the same runs without them still write; --help lists them.
//
// The flags below were read off the reference's manual (its retarget, pelvis and scan sections,
// and its compare command) and are written out here rather than taken from app/cli/not_built.cpp,
// so a row lost from that table fails here.

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include "cli_fixture.h"

using namespace rigpose;
using test::src;

namespace {

QString s(const char* text) { return QString::fromUtf8(text); }

// One not-built flag of the reference, with a value of the kind its manual gives (empty: a switch).
struct ReferenceFlag {
    const char* command;
    const char* flag;
    const char* value;
};

const ReferenceFlag kReferenceFlags[] = {
    {"retarget", "--draw-order", "depth"}, {"retarget", "--raised-by-head", ""}, {"retarget", "--switch-at", "peak"},
    {"retarget", "--parts", "parts.json"}, {"retarget", "--render", "frames"},   {"pelvis", "--frames", "frames"},
    {"pelvis", "--mode", "waistband"},     {"scan", "--video", "dance.mp4"},     {"scan", "--plot", "ankles.png"},
};

int lineCount(const QByteArray& text) { return int(text.count('\n')); }

}  // namespace

class TestNotBuiltCli : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_pose;

    QString out(const char* command) const { return m_dir.filePath(s(command) + QStringLiteral(".out.json")); }

    // A run of `command` that writes `out(command)` as it stands.
    QStringList green(const QString& command) const
    {
        const QByteArray c = command.toUtf8();
        if (command == QLatin1String("retarget"))
            return test::retargetExample(m_pose, out(c.constData()));
        if (command == QLatin1String("pelvis"))
            return {command,
                    s("--pose"),
                    src("resources/examples/wave/pose.raw.json"),
                    s("--pelvis-keys"),
                    src("resources/examples/wave/pelvis.keys.json"),
                    s("--out"),
                    out(c.constData())};
        return {command,
                s("--pose"),
                src("resources/examples/wave/pose.raw.json"),
                s("--camera-file"),
                src("resources/examples/wave/push-in.camera.json"),
                s("--out"),
                out(c.constData())};
    }

    static QStringList withFlag(QStringList args, const ReferenceFlag& f, bool first)
    {
        QStringList flag{s(f.flag)};
        if (*f.value)
            flag << s(f.value);
        if (first) {
            const QString command = args.takeFirst();
            return QStringList{command} + flag + args;
        }
        return args + flag;
    }

    // Exit 2, the one line naming the command and the flag, nothing written.
    static void checkRefused(const test::CliRun& r, const QString& command, const QString& flag, const QString& path)
    {
        const QString why = QString::fromUtf8(r.err);
        QVERIFY2(r.exitCode == 2, qPrintable(command + QLatin1Char(' ') + flag + QStringLiteral(": ") + why));
        const QString head = QStringLiteral("rig-pose ") + command + QStringLiteral(": ") + flag +
                             QStringLiteral(" is not in this build;");
        QVERIFY2(why.startsWith(head), qPrintable(why));
        QVERIFY2(lineCount(r.err) == 1, qPrintable(why));
        QVERIFY2(r.out.isEmpty(), r.out.constData());
        QVERIFY2(!QFile::exists(path), qPrintable(path));
    }

private slots:
    void initTestCase()
    {
        QByteArray why;
        m_pose = test::cleanedWaveIn(m_dir, why);
        QVERIFY2(!m_pose.isEmpty(), why.constData());
    }

    void theRunsWriteWithoutThem()
    {
        for (const char* command : {"retarget", "pelvis", "scan"}) {
            const auto r = test::runCli(green(s(command)));
            QVERIFY2(r.exitCode == 0, r.err.constData());
            QVERIFY(QFile::exists(out(command)));
            QVERIFY(QFile::remove(out(command)));
        }
        QVERIFY(QFile::remove(m_dir.filePath(QStringLiteral("retarget.out.report.json"))));
    }

    void eachIsRefusedTheOneWay()
    {
        for (const ReferenceFlag& f : kReferenceFlags)
            for (bool first : {false, true}) {
                const auto r = test::runCli(withFlag(green(s(f.command)), f, first));
                checkRefused(r, s(f.command), s(f.flag), out(f.command));
            }
    }

    void aValueGivenInlineIsTheFlags()
    {
        auto args = green(s("retarget"));
        args << s("--switch-at=peak");
        checkRefused(test::runCli(args), s("retarget"), s("--switch-at"), out("retarget"));
    }

    void severalAreNamedOnOneLine()
    {
        auto args = green(s("retarget"));
        args << s("--draw-order") << s("depth") << s("--switch-at") << s("peak") << s("--raised-by-head");
        const auto r = test::runCli(args);
        checkRefused(r, s("retarget"), s("--draw-order"), out("retarget"));
        QVERIFY2(r.err.contains("--switch-at") && r.err.contains("--raised-by-head"), r.err.constData());
    }

    // Dropping it is the first thing to do, whatever else is wrong on the line.
    void itIsSaidBeforeAnyOtherUsageError()
    {
        const auto r = test::runCli(
            {s("pelvis"), s("--made-up"), s("--mode"), s("silhouette"), s("--out"), out("pelvis")});
        checkRefused(r, s("pelvis"), s("--mode"), out("pelvis"));
        const auto missing = test::runCli({s("scan"), s("--video"), s("v.mp4"), s("--out"), out("scan")});
        checkRefused(missing, s("scan"), s("--video"), out("scan"));
    }

    void aMadeUpFlagIsStillUnknown()
    {
        for (const char* command : {"retarget", "pelvis", "scan"}) {
            auto args = green(s(command));
            args << s("--reduction") << s("2");
            const auto r = test::runCli(args);
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(r.err.contains(QByteArray("unknown flag --reduction for rig-pose ").append(command)),
                     r.err.constData());
            QVERIFY2(!r.err.contains("not in this build"), r.err.constData());
            QVERIFY(!QFile::exists(out(command)));
        }
        // Another command's not-built flag is not this one's.
        const auto r = test::runCli({s("clean"), s("--pose"), src("resources/examples/wave/pose.raw.json"), s("--out"),
                                     out("clean"), s("--reduce"), s("1")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("unknown flag --reduce for rig-pose clean"), r.err.constData());
        QVERIFY(!QFile::exists(out("clean")));
    }

    void compareIsNotInThisBuild()
    {
        const QString report = m_dir.filePath(QStringLiteral("compare.json"));
        const auto r = test::runCli({s("compare"), s("--reference"), m_pose, s("--render"), m_pose, s("--map"),
                                     src("resources/examples/wave/map.json"), s("--report"), report});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.startsWith("rig-pose: compare is not in this build"), r.err.constData());
        QCOMPARE(lineCount(r.err), 1);
        QVERIFY(r.out.isEmpty());
        QVERIFY(!QFile::exists(report));
        const auto unknown = test::runCli({s("comparison")});
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY2(unknown.err.contains("unknown command \"comparison\""), unknown.err.constData());
    }

    void helpListsThem()
    {
        const QByteArray section = "in the reference, not in this build";
        for (const char* command : {"retarget", "pelvis", "scan"}) {
            const auto r = test::runCli({s(command), s("--help")});
            QCOMPARE(r.exitCode, 0);
            const qsizetype at = r.out.indexOf(section);
            QVERIFY2(at >= 0, r.out.constData());
            const QByteArray listed = r.out.mid(at, r.out.indexOf("\nexit codes:", at) - at);
            for (const ReferenceFlag& f : kReferenceFlags)
                if (qstrcmp(f.command, command) == 0)
                    QVERIFY2(listed.contains(QByteArray(f.flag).append(',')) ||
                                 listed.endsWith(QByteArray(f.flag).append('\n')),
                             listed.constData());
        }
        QVERIFY(!test::runCli({s("clean"), s("--help")}).out.contains(section));
        const auto overview = test::runCli({s("--help")});
        QVERIFY2(overview.out.contains(QByteArray(section).append(": compare")), overview.out.constData());
    }
};

QTEST_GUILESS_MAIN(TestNotBuiltCli)
#include "tst_not_built.moc"
