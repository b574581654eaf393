#include "rigpose/widgets/summary_text.h"

#include <QLocale>

#include <cmath>

namespace rigpose::widgets {

QString SummaryText::number(double value, int decimals)
{
    // Sizes and rates read better without digit grouping ("1080", not "1,080").
    QLocale locale;
    locale.setNumberOptions(QLocale::OmitGroupSeparator);
    QString text = locale.toString(value, 'f', decimals);
    const QString point = locale.decimalPoint();
    if (decimals > 0 && text.contains(point)) {
        while (text.endsWith(QLatin1Char('0')))
            text.chop(1);
        if (text.endsWith(point))
            text.chop(point.size());
    }
    return text;
}

QString SummaryText::frames(qsizetype count) { return tr("%Ln frame(s)", nullptr, static_cast<int>(count)); }

QString SummaryText::framesPerSecond(std::optional<double> fps)
{
    if (!fps)
        return tr("unknown fps");
    // Two places tell 29.97 from 30 without printing the median's noise.
    return tr("%1 fps").arg(number(*fps, 2));
}

QString SummaryText::duration(double seconds)
{
    // Tenths of a second, counted as a whole number so 59.96 s rounds up to 1:00.0.
    const auto tenths = static_cast<long long>(std::llround(seconds * 10));
    if (tenths < 600)
        return tr("%1 s").arg(QLocale().toString(static_cast<double>(tenths) / 10.0, 'f', 1));
    const long long hours = tenths / 36000;
    const long long minutes = (tenths / 600) % 60;
    const double secondsPart = static_cast<double>(tenths % 600) / 10.0;
    const QString secondsText = QStringLiteral("%1").arg(secondsPart, 4, 'f', 1, QLatin1Char('0'));
    if (hours > 0)
        return QStringLiteral("%1:%2:%3").arg(hours).arg(minutes, 2, 10, QLatin1Char('0')).arg(secondsText);
    return QStringLiteral("%1:%2").arg(minutes).arg(secondsText);
}

QString SummaryText::people(const QStringList& ids)
{
    if (ids.isEmpty())
        return tr("none");
    return ids.join(QStringLiteral(", "));
}

QString SummaryText::pictureSize(double width, double height)
{
    return tr("%1 × %2 px").arg(number(width, 1), number(height, 1));
}

QString SummaryText::content(const SequenceSummary& summary)
{
    QStringList carries;
    if (summary.hasPelvisTrack)
        carries.append(tr("pelvis tilt"));
    if (summary.hasDepth)
        carries.append(tr("depth"));
    if (summary.hasCamera)
        carries.append(tr("camera"));
    // Minor 0 is spelled without it, as the writer spells it.
    const QString spec = summary.minorNeeded == 0 ? QStringLiteral("rig-pose-sequence/1")
                                                  : QStringLiteral("rig-pose-sequence/1.%1").arg(summary.minorNeeded);
    if (carries.isEmpty())
        return spec;
    return tr("%1 (%2)").arg(spec, carries.join(QStringLiteral(", ")));
}

QString SummaryText::statusLine(const SequenceSummary& summary)
{
    return tr("%1 · %2 · people: %3")
        .arg(frames(summary.frameCount), framesPerSecond(summary.framesPerSecond), people(summary.people));
}

QString SummaryText::refusalLines(const RefusalList& refusals)
{
    QStringList lines;
    for (const Refusal& refusal : refusals.items())
        lines.append(QStringLiteral("%1: %2").arg(QString::fromStdString(refusal.code),
                                                  QString::fromStdString(refusal.message)));
    if (refusals.omitted() > 0)
        lines.append(tr("… and %Ln more", nullptr, static_cast<int>(refusals.omitted())));
    return lines.join(QLatin1Char('\n'));
}

}  // namespace rigpose::widgets
