#pragma once
// The wave example copied with a pelvis keys file beside it, named by the project: the start of
// the key lane's tests. Keys are (frame, deg), optionally with a curve per key.

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <utility>
#include <vector>

#include "testutils.h"
#include "wave_project_copy.h"

namespace rigpose::test {

struct PelvisKeyText {
    double frame, deg;
    const char* curve = nullptr;  // written as "curve" when set
};

inline QString waveWithPelvisKeys(const QTemporaryDir& dir, const std::vector<PelvisKeyText>& keys)
{
    const QString project = copyWaveExample(dir);
    QByteArray list;
    for (const PelvisKeyText& k : keys)
        list += (list.isEmpty() ? "" : ", ") + QByteArray("{\"frame\": ") + QByteArray::number(k.frame) +
                ", \"deg\": " + QByteArray::number(k.deg) +
                (k.curve ? ", \"curve\": \"" + QByteArray(k.curve) + "\"" : QByteArray()) + "}";
    if (!writeText(dir.filePath(QStringLiteral("wave.pelvis.keys.json")),
                   "{\"spec\": \"rig-pose-pelvis-keys/1\", \"keys\": [" + list + "]}\n"))
        return {};
    QFile in(project);
    if (!in.open(QIODevice::ReadOnly))
        return {};
    QJsonObject p = QJsonDocument::fromJson(in.readAll()).object();
    in.close();
    QJsonObject k = p.value(QStringLiteral("keys")).toObject();
    k[QStringLiteral("pelvis")] = QStringLiteral("wave.pelvis.keys.json");
    p[QStringLiteral("keys")] = k;
    return writeText(project, QJsonDocument(p).toJson()) ? project : QString();
}

}  // namespace rigpose::test
