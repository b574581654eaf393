#include "rigpose/examples/raise.h"

namespace rigpose::examples {

namespace {

// 0 before `from`, 1 after `to`, eased in and out between.
double eased(double t, double from, double to)
{
    if (t <= from)
        return 0;
    if (t >= to)
        return 1;
    const double u = (t - from) / (to - from);
    return u * u * (3 - 2 * u);
}

}  // namespace

WaveAngles raiseAnglesAt(double t)
{
    // The wave's standing figure, its left arm hanging; only the right arm is the raise's.
    WaveAngles a = waveAnglesAt(0);
    const RaiseTimes times;
    double arm = kRaiseRest;
    arm += (kRaiseOut - kRaiseRest) * eased(t, times.outFrom, times.outTo);
    arm += (kRaiseUp - kRaiseOut) * eased(t, times.upFrom, times.upTo);
    arm += (kRaiseRest - kRaiseUp) * eased(t, times.downFrom, times.downTo);
    a.rUpperArm = arm;
    a.rForearm = arm - kRaiseElbowBend;
    return a;
}

sequence::Sequence makeRaiseSequence(WaveOptions options)
{
    return makeFigureSequence(options, raiseAnglesAt, "rigpose raise generator");
}

}  // namespace rigpose::examples
