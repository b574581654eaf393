#pragma once
// What the rig-pose pelvis tests share: the wave example's raw clip, ref #294's four keys placed
// between frames (one segment across ±180°), and the command run in a test's folder.

#include <QByteArray>
#include <QString>

#include "testutils.h"

namespace rigpose::test {

inline QString wavePoseRaw() { return QString::fromStdString(sourcePath("resources/examples/wave/pose.raw.json")); }

// Keys at 4.75, 9.5, 14.25 and 19 of -6°, 10°, 170° and -170°; each `cN` is spliced in after its
// key's deg (a `, "curve": …` field, or nothing).
inline QByteArray fractionalPelvisKeys(const char* c0 = "", const char* c1 = "", const char* c2 = "",
                                       const char* c3 = "")
{
    return QByteArray(R"({"spec": "rig-pose-pelvis-keys/1", "keys": [{"frame": 4.75, "deg": -6)") + c0 +
           R"(}, {"frame": 9.5, "deg": 10)" + c1 + R"(}, {"frame": 14.25, "deg": 170)" + c2 +
           R"(}, {"frame": 19, "deg": -170)" + c3 + "}]}";
}

inline CliRun runPelvis(const QString& folder, const QString& pose, const QString& keys, const QString& out)
{
    return runCli({QStringLiteral("pelvis"), QStringLiteral("--pose"), pose, QStringLiteral("--pelvis-keys"), keys,
                   QStringLiteral("--out"), out},
                  folder);
}

}  // namespace rigpose::test
