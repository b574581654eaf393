#pragma once
// The built rigpose-studio run as a separate process, as a user or a batch script runs it: what
// it printed and how it ended, in an environment the test chooses (no display at all, or
// offscreen). RIGPOSE_STUDIO_PATH is the binary's path, defined for the studio tests.

#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace rigpose::test {

struct StudioRun {
    int exitCode = -1;  // -1 when it crashed or did not end
    QByteArray out, err;
};

// No window system of any kind: what a CI box or an ssh session without X gives.
inline QProcessEnvironment withoutDisplay()
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char* name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"})
        env.remove(QString::fromLatin1(name));
    return env;
}

inline StudioRun runStudio(const QStringList& arguments, const QProcessEnvironment& env, const QString& workingDir = {})
{
    QProcess process;
    process.setProcessEnvironment(env);
    if (!workingDir.isEmpty())
        process.setWorkingDirectory(workingDir);
    process.start(QString::fromUtf8(RIGPOSE_STUDIO_PATH), arguments);
    if (!process.waitForFinished(180000)) {
        process.kill();
        process.waitForFinished();
        return {};
    }
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1, process.readAllStandardOutput(),
            process.readAllStandardError()};
}

}  // namespace rigpose::test
