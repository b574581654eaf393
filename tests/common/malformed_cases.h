#pragma once
// The malformed fixtures' table (tests/data/malformed/cases.tsv: file, code, a fragment of the
// message, and where the refusal points when it points somewhere), read once for every test that
// walks it, and refusals put into words for failures.

#include <QFile>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

#include "rigpose/util/refusal.h"
#include "testutils.h"

namespace rigpose::test {

struct MalformedCase {
    QString file;
    QString code;
    QString fragment;
    RefusalPlace place;  // the fourth column; none when it is absent
};

// "frame=3 chain=arm_r bone=r_forearm", any of the three, space-separated; nullopt for a word
// that is none of them.
inline std::optional<RefusalPlace> placeFromText(const QString& text)
{
    RefusalPlace place;
    for (const QString& part : text.split(u' ', Qt::SkipEmptyParts)) {
        const QString key = part.section(u'=', 0, 0), value = part.section(u'=', 1);
        bool ok = !value.isEmpty();
        if (key == QStringLiteral("frame"))
            place.frame = value.toULongLong(&ok);
        else if (key == QStringLiteral("chain"))
            place.chain = value.toStdString();
        else if (key == QStringLiteral("bone"))
            place.bone = value.toStdString();
        else
            ok = false;
        if (!ok)
            return std::nullopt;
    }
    return place;
}

// The same words back, for failure messages.
inline QString placeText(const RefusalPlace& place)
{
    QStringList parts;
    if (place.frame)
        parts << QStringLiteral("frame=%1").arg(static_cast<qulonglong>(*place.frame));
    if (!place.chain.empty())
        parts << QStringLiteral("chain=") + QString::fromStdString(place.chain);
    if (!place.bone.empty())
        parts << QStringLiteral("bone=") + QString::fromStdString(place.bone);
    return parts.isEmpty() ? QStringLiteral("(nowhere)") : parts.join(u' ');
}

// The rows whose file name starts with `prefix` (every row when it is empty); blank lines and
// `#` comments are skipped. A row that is not three or four tab-separated fields, or whose place
// does not parse, fails the caller's check through `wellFormed`.
inline std::vector<MalformedCase> malformedCases(const QString& prefix = {}, bool* wellFormed = nullptr)
{
    std::vector<MalformedCase> rows;
    bool ok = true;
    QFile cases(QString::fromStdString(dataPath("malformed/cases.tsv")));
    if (!cases.open(QIODevice::ReadOnly))
        ok = false;
    while (ok && !cases.atEnd()) {
        const QString line = QString::fromUtf8(cases.readLine()).trimmed();
        if (line.isEmpty() || line.startsWith(u'#'))
            continue;
        const QStringList parts = line.split(u'\t');
        const auto place = parts.size() == 4 ? placeFromText(parts[3]) : std::optional<RefusalPlace>(RefusalPlace{});
        if ((parts.size() != 3 && parts.size() != 4) || !place) {
            ok = false;
            break;
        }
        if (parts[0].startsWith(prefix))
            rows.push_back({parts[0], parts[1], parts[2], *place});
    }
    if (wellFormed)
        *wellFormed = ok;
    return rows;
}

// Every refusal as "CODE: message", one a line.
inline QString described(const RefusalList& refusals)
{
    QStringList all;
    for (const Refusal& r : refusals.items())
        all << QString::fromStdString(r.code + ": " + r.message);
    return all.join(u'\n');
}

}  // namespace rigpose::test
