#pragma once
// The malformed fixtures' table (tests/data/malformed/cases.tsv: file, code, a fragment of the
// message), read once for every test that walks it, and refusals put into words for failures.

#include <QFile>
#include <QString>
#include <QStringList>

#include <vector>

#include "rigpose/util/refusal.h"
#include "testutils.h"

namespace rigpose::test {

struct MalformedCase {
    QString file;
    QString code;
    QString fragment;
};

// The rows whose file name starts with `prefix` (every row when it is empty); blank lines and
// `#` comments are skipped. A row that is not three tab-separated fields fails the caller's check
// through `wellFormed`.
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
        if (parts.size() != 3) {
            ok = false;
            break;
        }
        if (parts[0].startsWith(prefix))
            rows.push_back({parts[0], parts[1], parts[2]});
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
