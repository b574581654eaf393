#include "bounce_lane.h"

#include <QColor>
#include <QCoreApplication>

namespace rigpose::studio {

namespace {

class BounceLane {
    Q_DECLARE_TR_FUNCTIONS(rigpose::studio::BounceLane)
};

QString seriesText(const QString& name, const retarget::BounceSeries& s)
{
    if (!s.ratio)
        return BounceLane::tr("%1: the pose holds still").arg(name);
    QString text = BounceLane::tr("%1 %2\u00d7 the pose's").arg(name, QString::number(*s.ratio, 'f', 2));
    if (s.correlation)
        text += BounceLane::tr(" (r %1)").arg(QString::number(*s.correlation, 'f', 2));
    return text;
}

}  // namespace

widgets::SpanLane bounceLane(const retarget::BounceReading& bounce)
{
    widgets::SpanLane lane{QStringLiteral("BOUNCE"), QColor(90, 150, 150), {}};
    for (const retarget::BounceSpan& s : bounce.spans) {
        QString label = BounceLane::tr("%1 supports, bob on the rig: %2, %3")
                            .arg(QString::fromLatin1(legs::sideName(s.side)), seriesText(BounceLane::tr("hip"), s.hip),
                                 seriesText(BounceLane::tr("neck"), s.neck));
        if (s.head)
            label += QStringLiteral(", ") +
                     seriesText(BounceLane::tr("%1 above the neck").arg(QString::fromStdString(bounce.headPoint)),
                                *s.head);
        widgets::Span one{s.frames.first, s.frames.second, label};
        if (s.hip.ratio && (*s.hip.ratio < kBounceLow || *s.hip.ratio > kBounceHigh))
            one.colour = QColor(210, 120, 40);
        lane.spans.push_back(std::move(one));
    }
    return lane;
}

}  // namespace rigpose::studio
