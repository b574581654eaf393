#pragma once
// A child process caught at a chosen point of its run and killed there, with no sleep and no
// clock: the test polls until the point is reached (the input read, a temporary on disk), stops
// the child with SIGSTOP so what it has on disk holds still while the test looks, then sends the
// signal. Whether the point was really reached is read while it is stopped, never guessed.

#include <QDirIterator>
#include <QFileInfo>
#include <QFile>
#include <QProcess>
#include <QString>
#include <QStringList>

#include <csignal>
#include <functional>
#include <optional>

#include <sys/types.h>

#include "rigpose/util/temporary_files.h"

namespace rigpose::test {

// Every "*.tmp" under `folder`, by path relative to it.
inline QStringList temporariesUnder(const QString& folder)
{
    QStringList out;
    QDirIterator it(folder, {QStringLiteral("*.tmp")}, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext())
        out << QDir(folder).relativeFilePath(it.next());
    out.sort();
    return out;
}

// The bytes the process has read so far (/proc/<pid>/io's rchar), or nullopt once it is gone.
inline std::optional<qint64> bytesRead(qint64 pid)
{
    QFile io(QStringLiteral("/proc/%1/io").arg(pid));
    if (!io.open(QIODevice::ReadOnly))
        return std::nullopt;
    for (const QByteArray& line : io.readAll().split('\n'))
        if (line.startsWith("rchar: "))
            return line.mid(7).toLongLong();
    return std::nullopt;
}

// The process's state letter in /proc/<pid>/stat ('T' once stopped), or 0 once it is gone.
inline char processState(qint64 pid)
{
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return 0;
    const QByteArray text = stat.readAll();
    const qsizetype close = text.lastIndexOf(')');  // the name may hold spaces and parentheses
    return close >= 0 && close + 2 < text.size() ? text.at(close + 2) : 0;
}

// Polls `reached` while `process` runs; once true, stops the process and waits until it is.
// False when the process ended first.
inline bool stopWhen(QProcess& process, const std::function<bool()>& reached)
{
    while (process.state() == QProcess::Running && !reached())
        process.waitForFinished(1);
    if (process.state() != QProcess::Running)
        return false;
    const auto pid = static_cast<pid_t>(process.processId());
    if (::kill(pid, SIGSTOP) != 0)
        return false;
    for (char state = processState(pid); state != 'T' && state != 't'; state = processState(pid))
        if (state == 0 || state == 'Z' || process.waitForFinished(1))
            return false;  // it ended before the stop took
    return true;
}

// Sends `sig` to the stopped process (SIGCONT after it, so a handled signal runs) and waits for
// it to die of it. True when it died of `sig`.
inline bool killStopped(QProcess& process, int sig)
{
    const auto pid = static_cast<pid_t>(process.processId());
    ::kill(pid, sig);
    ::kill(pid, SIGCONT);
    return process.waitForFinished(120000) && process.exitStatus() == QProcess::CrashExit && process.exitCode() == sig;
}

// One try at killing a run while it writes: started by `start`, stopped the moment its first
// temporary shows under `folder`, then sent `sig`. `caught` when `published` was still false
// at the stop (nothing renamed yet), so what is on disk afterwards is what the kill left; a run
// that ended or renamed first is not caught and is tried again. `ok` is false when the run did
// not start or did not die of `sig`.
struct KillTry {
    bool ok = true, caught = false;
    pid_t pid = 0;
};
inline KillTry killAtFirstTemporary(const std::function<void(QProcess&)>& start, const QString& folder,
                                    const std::function<bool()>& published, int sig)
{
    QProcess run;
    start(run);
    if (!run.waitForStarted())
        return {false, false, 0};
    const auto pid = static_cast<pid_t>(run.processId());
    if (!stopWhen(run, [&] { return !temporariesUnder(folder).isEmpty(); }))
        return {true, false, pid};
    const bool caught = !published();
    return {killStopped(run, sig), caught, pid};
}

// The run after a kill, to its end: empty when it exited 0, else what it printed on stderr.
inline QByteArray rerunFails(const std::function<void(QProcess&)>& start)
{
    QProcess again;
    start(again);
    if (!again.waitForFinished(300000))
        return "the run after the kill did not finish";
    if (again.exitStatus() != QProcess::NormalExit || again.exitCode() != 0)
        return "the run after the kill failed: " + again.readAllStandardError();
    return {};
}

// Whether `temporary` (relative to the output folder) is the temporary of one of `outputs` beside
// it, written by `pid`.
inline bool ownedBy(const QString& temporary, const QStringList& outputs, pid_t pid)
{
    for (const QString& output : outputs)
        if (QFileInfo(output).path() == QFileInfo(temporary).path() &&
            temporaryOwner(QFileInfo(temporary).fileName().toStdString(), QFileInfo(output).fileName().toStdString()) ==
                pid)
            return true;
    return false;
}

}  // namespace rigpose::test
