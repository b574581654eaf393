#include "rigpose/widgets/play_speed.h"

#include <cmath>

namespace rigpose::widgets {

double nearestPlaySpeed(double speed)
{
    if (!std::isfinite(speed) || speed <= 0)
        return 0;
    // By ratio: 1.5 is nearer 2 than 1 for a speed, as it is for the ear.
    double best = kPlaySpeeds.front();
    for (double s : kPlaySpeeds)
        if (std::abs(std::log2(speed / s)) < std::abs(std::log2(speed / best)))
            best = s;
    return best;
}

QString rateText(double rate)
{
    const QString sign = rate < 0 ? QStringLiteral("\u2212") : QString();
    const double size = std::abs(rate);
    const double whole = std::floor(size);
    const double part = size - whole;
    QString number;
    if (std::abs(part - 0.25) < 1e-9)
        number = (whole > 0 ? QString::number(whole) : QString()) + QStringLiteral("\u00bc");
    else if (std::abs(part - 0.5) < 1e-9)
        number = (whole > 0 ? QString::number(whole) : QString()) + QStringLiteral("\u00bd");
    else if (std::abs(part - 0.75) < 1e-9)
        number = (whole > 0 ? QString::number(whole) : QString()) + QStringLiteral("\u00be");
    else
        number = QString::number(size, 'g', 3);
    return sign + number + QStringLiteral("\u00d7");
}

}  // namespace rigpose::widgets
