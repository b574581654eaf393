#pragma once
// What the CLI tests share: paths as QStrings, and the example wave cleaned with
// windows of 1 and the hold off (the generator's own positions), ready to retarget.

#include <QFile>
#include <QTemporaryDir>

#include "testutils.h"

namespace rigpose::test {

inline QString src(const char* relative) { return QString::fromStdString(sourcePath(relative)); }
inline QString data(const char* relative) { return QString::fromStdString(dataPath(relative)); }

// rig-pose clean on the example's raw pose.raw.json into `out`, keeping the generator's positions.
inline CliRun cleanExampleWave(const QString& out)
{
    return runCli({QStringLiteral("clean"), QStringLiteral("--pose"), src("resources/examples/wave/pose.raw.json"),
                   QStringLiteral("--out"), out, QStringLiteral("--legs"), QStringLiteral("1"),
                   QStringLiteral("--rest"), QStringLiteral("1"), QStringLiteral("--hold"), QStringLiteral("off")});
}

// The example wave cleaned into `dir` as wave.cleaned.json, the input most CLI tests retarget:
// its path, or empty with clean's error in `why`.
inline QString cleanedWaveIn(const QTemporaryDir& dir, QByteArray& why)
{
    if (!dir.isValid()) {
        why = "no temporary folder";
        return {};
    }
    const QString pose = dir.filePath(QStringLiteral("wave.cleaned.json"));
    const CliRun r = cleanExampleWave(pose);
    if (r.exitCode != 0) {
        why = r.err;
        return {};
    }
    return pose;
}

// rig-pose retarget's arguments for the example rig with `map` (the example's by default).
inline QStringList retargetExample(const QString& pose, const QString& out, const QString& map = {})
{
    return {QStringLiteral("retarget"),
            QStringLiteral("--rig"),
            src("resources/examples/wave/rig"),
            QStringLiteral("--map"),
            map.isEmpty() ? src("resources/examples/wave/map.json") : map,
            QStringLiteral("--sequence"),
            pose,
            QStringLiteral("--out"),
            out};
}

}  // namespace rigpose::test
