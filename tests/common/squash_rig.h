#pragma once
// rig-c's gallery squash rig as a test can retarget onto it: its rig.json and motion.json (with
// its own "bounce") copied, and a grey picture for every image its skins name, since rig-c's
// art is not redistributed here (tests/data/rigc/README.md).

#include <QDir>
#include <QFile>
#include <QImage>
#include <QString>

#include "rigpose/util/json_parse.h"
#include "testutils.h"

namespace rigpose::test {

// Copies the rig into `folder`; false when anything could not be written.
inline bool copySquashRig(const QString& folder)
{
    QDir().mkpath(folder + QStringLiteral("/parts"));
    for (const char* name : {"rig.json", "motion.json"}) {
        const QString from = QString::fromStdString(test::dataPath("rigc/gallery/squash/")) + QLatin1String(name);
        if (!QFile::copy(from, folder + QLatin1Char('/') + QLatin1String(name)))
            return false;
    }
    const auto rig = parseJson(test::readAll(folder + QStringLiteral("/rig.json")).toStdString());
    if (!rig)
        return false;
    QImage grey(8, 8, QImage::Format_ARGB32);
    grey.fill(Qt::gray);
    for (const auto& skin : (*rig)["skins"])
        for (const auto& slot : skin)
            for (const auto& attachment : slot)
                if (attachment.contains("image") &&
                    !grey.save(folder + QStringLiteral("/parts/") +
                               QString::fromStdString(attachment["image"].get<std::string>())))
                    return false;
    return true;
}

}  // namespace rigpose::test
