#pragma once
// Shared test helpers: headless by default, paths to fixtures, running the CLI.

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <cstdlib>
#include <string>

namespace rigpose::test {

// GUI tests run offscreen unless the caller chose a platform (style.md: headless by default).
inline void useOffscreenPlatformByDefault()
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
}

inline std::string dataPath(const char* relative) { return std::string(RIGPOSE_TEST_DATA_DIR) + "/" + relative; }

inline std::string sourcePath(const char* relative) { return std::string(RIGPOSE_SOURCE_DIR) + "/" + relative; }

// The file's bytes, empty when it cannot be read (tests compare against what was written).
inline QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Writes `text` as the whole file at `path`; false when it cannot.
inline bool writeText(const QString& path, const QByteArray& text)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(text) == text.size();
}

struct CliRun {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

// Runs the built rig-pose with `arguments` in `workingDir`.
inline CliRun runCli(const QStringList& arguments, const QString& workingDir = QDir::currentPath())
{
    QProcess process;
    process.setWorkingDirectory(workingDir);
    process.start(QString::fromUtf8(RIGPOSE_CLI_PATH), arguments);
    process.waitForFinished(120000);
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1, process.readAllStandardOutput(),
            process.readAllStandardError()};
}

}  // namespace rigpose::test
