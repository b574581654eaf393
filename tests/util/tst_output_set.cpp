// A run's files are published together or not at all: staged temporaries renamed only on commit,
// a failure in any file leaving every old target and no temporary or directory behind; stale
// temporaries of dead writers removed, a live writer's kept; a kill mid-write removing its own.

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <stdexcept>
#include <string>

#include <sys/wait.h>
#include <unistd.h>

#include "rigpose/util/atomic_write.h"
#include "rigpose/util/output_set.h"
#include "rigpose/util/temporary_files.h"

using namespace rigpose;

namespace {

std::string bytesOf(const std::string& path) { return readFileBytes(path).value_or("<none>"); }

QStringList temporariesIn(const QString& dir)
{
    return QDir(dir).entryList({QStringLiteral("*.tmp")}, QDir::Files | QDir::Hidden);
}

void touch(const std::string& path, std::string_view bytes = "old") { QVERIFY(!writeFileAtomically(path, bytes)); }

// A PID that names no process: a child that has exited and been reaped.
pid_t deadPid()
{
    const pid_t child = ::fork();
    if (child == 0)
        ::_exit(0);
    int status = 0;
    ::waitpid(child, &status, 0);
    return child;
}

}  // namespace

class TestOutputSet : public QObject {
    Q_OBJECT
private slots:
    void nothingChangesUntilCommit();
    void aFailingSecondFileKeepsTheFirstTargetsOldBytes();
    void aSecondFileThatCannotBeWrittenKeepsTheFirst();
    void directoriesMadeForAFailedRunGoAgain();
    void aFailedRenameRemovesTheRestAndTheDirectoriesMade();
    void temporariesNameTheirWriter();
    void staleTemporariesOfDeadWritersAreRemoved();
    void aKillMidWriteLeavesNoTemporary();
};

void TestOutputSet::nothingChangesUntilCommit()
{
    QTemporaryDir dir;
    const std::string a = dir.filePath(QStringLiteral("a.json")).toStdString();
    const std::string b = dir.filePath(QStringLiteral("b.json")).toStdString();
    touch(a);
    OutputSet set;
    QVERIFY(!set.stage(a, std::string_view("new a")));
    QVERIFY(!set.stage(b, std::string_view("new b")));
    QCOMPARE(bytesOf(a), std::string("old"));
    QVERIFY(!QFile::exists(QString::fromStdString(b)));
    QCOMPARE(temporariesIn(dir.path()).size(), 2);
    QVERIFY(!set.commit());
    QCOMPARE(bytesOf(a), std::string("new a"));
    QCOMPARE(bytesOf(b), std::string("new b"));
    QVERIFY(temporariesIn(dir.path()).isEmpty());
}

void TestOutputSet::aFailingSecondFileKeepsTheFirstTargetsOldBytes()
{
    QTemporaryDir dir;
    const std::string a = dir.filePath(QStringLiteral("a.json")).toStdString();
    const std::string b = dir.filePath(QStringLiteral("b.json")).toStdString();
    touch(a);
    touch(b);
    bool thrown = false;
    try {
        OutputSet set;
        QVERIFY(!set.stage(a, std::string_view("new a")));
        set.stage(b, [](std::ostream& out) {
            out << "half";
            throw std::runtime_error("the writer failed");
        });
        set.commit();
    } catch (const std::runtime_error&) {
        thrown = true;
    }
    QVERIFY(thrown);
    QCOMPARE(bytesOf(a), std::string("old"));
    QCOMPARE(bytesOf(b), std::string("old"));
    QVERIFY(temporariesIn(dir.path()).isEmpty());
}

void TestOutputSet::aSecondFileThatCannotBeWrittenKeepsTheFirst()
{
    QTemporaryDir dir;
    const std::string a = dir.filePath(QStringLiteral("a.json")).toStdString();
    const std::string file = dir.filePath(QStringLiteral("plain")).toStdString();
    touch(a);
    touch(file);
    {
        OutputSet set;
        QVERIFY(!set.stage(a, std::string_view("new a")));
        // A file stands where the second target's directory should be: even root cannot write there.
        const auto refused = set.stage(file + "/b.json", std::string_view("new b"));
        QVERIFY(refused && refused->code == "ARG_PATH");
    }
    QCOMPARE(bytesOf(a), std::string("old"));
    QVERIFY(temporariesIn(dir.path()).isEmpty());
}

void TestOutputSet::directoriesMadeForAFailedRunGoAgain()
{
    QTemporaryDir dir;
    const QString made = dir.filePath(QStringLiteral("new"));
    const std::string file = dir.filePath(QStringLiteral("plain")).toStdString();
    touch(file);
    {
        OutputSet set;
        QVERIFY(!set.makeDirectory(QString(made + QStringLiteral("/deeper")).toStdString()));
        QCOMPARE(set.madeDirectories().size(), std::size_t(2));
        QVERIFY(!set.stage(QString(made + QStringLiteral("/deeper/a.json")).toStdString(), std::string_view("a")));
        QVERIFY(set.stage(file + "/b.json", std::string_view("b")));
    }
    QVERIFY(!QFileInfo::exists(made));
    {
        OutputSet set;
        QVERIFY(!set.makeDirectory(QString(made + QStringLiteral("/deeper")).toStdString()));
        QVERIFY(!set.stage(QString(made + QStringLiteral("/deeper/a.json")).toStdString(), std::string_view("a")));
        QVERIFY(!set.commit());
    }
    QCOMPARE(bytesOf(QString(made + QStringLiteral("/deeper/a.json")).toStdString()), std::string("a"));
}

void TestOutputSet::aFailedRenameRemovesTheRestAndTheDirectoriesMade()
{
    QTemporaryDir dir;
    const QString first = dir.filePath(QStringLiteral("first.json"));
    const QString made = dir.filePath(QStringLiteral("new"));
    OutputSet set;
    QVERIFY(!set.stage(first.toStdString(), std::string_view("first")));
    QVERIFY(!set.makeDirectory(made.toStdString()));
    QVERIFY(!set.stage(QString(made + QStringLiteral("/second.json")).toStdString(), std::string_view("second")));
    // The first target becomes a directory that is not empty: no rename can replace it.
    QVERIFY(QDir(dir.path()).mkpath(first + QStringLiteral("/inside")));
    const auto refused = set.commit();
    QVERIFY(refused && refused->code == "ARG_PATH");
    QVERIFY(refused->message.find("first.json") != std::string::npos);
    set.discard();
    QVERIFY(!QFileInfo::exists(made));
    QVERIFY(temporariesIn(dir.path()).isEmpty());
}

void TestOutputSet::temporariesNameTheirWriter()
{
    QTemporaryDir dir;
    const std::string target = dir.filePath(QStringLiteral("out.json")).toStdString();
    const auto temporary = createTemporaryFor(target);
    QVERIFY(temporary);
    const std::string name = QFileInfo(QString::fromStdString(*temporary)).fileName().toStdString();
    QCOMPARE(temporaryOwner(name, "out.json"), std::optional<pid_t>(::getpid()));
    QVERIFY(!temporaryOwner(name, "out"));
    QVERIFY(!temporaryOwner("out.json.12.tmp", "out.json"));
    QVERIFY(!temporaryOwner("out.json.x.1.tmp", "out.json"));
    removeTemporary(*temporary);
    QVERIFY(temporariesIn(dir.path()).isEmpty());
}

void TestOutputSet::staleTemporariesOfDeadWritersAreRemoved()
{
    QTemporaryDir dir;
    int hold[2];
    QVERIFY(::pipe(hold) == 0);
    const pid_t alive = ::fork();
    if (alive == 0) {  // lives until the test closes its end of the pipe
        ::close(hold[1]);
        char c;
        while (::read(hold[0], &c, 1) > 0) {
        }
        ::_exit(0);
    }
    ::close(hold[0]);
    const pid_t dead = deadPid();
    auto name = [&](pid_t pid, const char* target = "out.json") {
        return dir.filePath(QStringLiteral("%1.%2.0.tmp").arg(QLatin1String(target)).arg(pid));
    };
    const QStringList kept{name(alive), name(::getpid()), name(dead, "other.json"),
                           dir.filePath(QStringLiteral("out.json.tmp"))};
    for (const QString& path : kept + QStringList{name(dead)})
        touch(path.toStdString(), "temporary");

    OutputSet set;
    QVERIFY(!set.stage(dir.filePath(QStringLiteral("out.json")).toStdString(), std::string_view("new")));
    QVERIFY(!set.commit());
    QVERIFY(!QFile::exists(name(dead)));
    for (const QString& path : kept)
        QVERIFY2(QFile::exists(path), qPrintable(path));

    ::close(hold[1]);
    int status = 0;
    ::waitpid(alive, &status, 0);
}

void TestOutputSet::aKillMidWriteLeavesNoTemporary()
{
    QTemporaryDir dir;
    const std::string target = dir.filePath(QStringLiteral("out.json")).toStdString();
    touch(target);
    int started[2];
    QVERIFY(::pipe(started) == 0);
    const pid_t writer = ::fork();
    if (writer == 0) {  // stages a file, says so, and waits in the writer for the signal
        ::close(started[0]);
        removeTemporariesOnSignals();
        OutputSet set;
        set.stage(target, [&](std::ostream& out) {
            out << "half" << std::flush;
            const char c = 's';
            if (::write(started[1], &c, 1) != 1)
                ::_exit(3);
            for (;;)
                ::pause();
        });
        ::_exit(4);
    }
    ::close(started[1]);
    char c = 0;
    QCOMPARE(::read(started[0], &c, 1), ssize_t(1));
    ::close(started[0]);
    QCOMPARE(temporariesIn(dir.path()).size(), 1);
    QCOMPARE(::kill(writer, SIGTERM), 0);
    int status = 0;
    QCOMPARE(::waitpid(writer, &status, 0), writer);
    QVERIFY(WIFSIGNALED(status));
    QCOMPARE(WTERMSIG(status), SIGTERM);
    QVERIFY(temporariesIn(dir.path()).isEmpty());
    QCOMPARE(bytesOf(target), std::string("old"));
}

QTEST_GUILESS_MAIN(TestOutputSet)
#include "tst_output_set.moc"
