#pragma once
// What rig-pose prints as its report, without the lines about the files it wrote: the lines a
// studio run's report is compared with.

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace rigpose::test {

inline QStringList printedLines(const QByteArray& out)
{
    QStringList lines;
    for (const QString& line : QString::fromUtf8(out).split(QLatin1Char('\n'), Qt::SkipEmptyParts))
        if (!line.startsWith(QStringLiteral("wrote ")) && !line.startsWith(QStringLiteral("made directory")))
            lines << line;
    return lines;
}

}  // namespace rigpose::test
