#include "rigpose/widgets/ruler_labels.h"

#include <algorithm>
#include <cmath>

#include "rigpose/widgets/frame_times.h"

namespace rigpose::widgets {

namespace {

// Tiny slack so a tick exactly on a frame's time (f / fps) names that frame, not the one before.
constexpr double kEpsilon = 1e-9;
// Texts change with the step (decimals), so the step is found again a few times at most.
constexpr int kMaxRounds = 16;

RulerLabel labelAt(double t, double step, const std::vector<double>& times, double end)
{
    RulerLabel label;
    label.time = t + 0.0;  // never -0
    label.frame = t >= end - kEpsilon ? times.size() : frameShownAt(times, t + kEpsilon);
    label.text = rulerTimeText(label.time, step) + QStringLiteral(" · ") + QString::number(label.frame);
    return label;
}

std::vector<RulerLabel> labelsAt(const TimeAxis& axis, const std::vector<double>& times, double end, double step)
{
    std::vector<RulerLabel> labels;
    for (double k = std::ceil((axis.start - kEpsilon) / step); k * step <= axis.end + kEpsilon; k += 1)
        labels.push_back(labelAt(k * step, step, times, end));
    return labels;
}

}  // namespace

QString rulerTimeText(double seconds, double step)
{
    const int decimals = step >= 1 ? 0 : step >= 0.1 ? 1 : step >= 0.01 ? 2 : 3;
    // -0.0 and 59.9999 print as "0" and "1:00", not "-0" and "0:60".
    const double rounded = std::round(seconds * std::pow(10.0, decimals)) / std::pow(10.0, decimals) + 0.0;
    if (rounded >= 60) {
        const int minutes = static_cast<int>(rounded / 60);
        return QStringLiteral("%1:%2").arg(minutes).arg(rounded - minutes * 60.0, decimals ? 3 + decimals : 2, 'f',
                                                        decimals, QLatin1Char('0'));
    }
    return QString::number(rounded, 'f', decimals) + QStringLiteral(" s");
}

RulerLayout rulerLayout(const TimeAxis& axis, const std::vector<double>& times, double end, const QRect& ruler,
                        const TextWidth& width, int gap)
{
    RulerLayout layout;
    if (times.empty() || axis.pixelsPerSecond() <= 0 || ruler.width() <= 0)
        return layout;
    const double pps = axis.pixelsPerSecond();
    const auto fits = [&](int textWidth, double step) { return textWidth + gap <= step * pps * (1 + 1e-12); };
    // Start from ticks a gap apart and widen to the last tick's label first: it has the most
    // digits, and one text a round keeps a 30-minute clip's dozens of candidate ticks unwritten.
    layout.step = tickStep(axis, gap);
    for (int round = 0; round < kMaxRounds; ++round) {
        const int last = width(
            labelAt(std::floor((axis.end + kEpsilon) / layout.step) * layout.step, layout.step, times, end).text);
        if (fits(last, layout.step))
            break;
        layout.step = tickStep(axis, last + gap);
    }
    // Then every label of that step, widened again should another be wider.
    std::vector<RulerLabel> labels;
    std::vector<int> widths;
    for (int round = 0; round < kMaxRounds; ++round) {
        labels = labelsAt(axis, times, end, layout.step);
        widths.clear();
        for (const RulerLabel& label : labels)
            widths.push_back(width(label.text));
        const int widest = widths.empty() ? 0 : *std::max_element(widths.begin(), widths.end());
        if (fits(widest, layout.step))
            break;
        layout.step = tickStep(axis, widest + gap);
    }
    // Each label starts just right of its tick; the rest is keeping it inside and apart.
    int rightmost = ruler.left() - gap - 1;
    for (std::size_t i = 0; i < labels.size(); ++i) {
        RulerLabel& label = labels[i];
        const int w = widths[i];
        if (w > ruler.width())
            continue;
        const int tick = static_cast<int>(std::lround(axis.toPixel(label.time)));
        label.rect = QRect(tick + 3, ruler.top(), w, std::max(1, ruler.height() - 6));
        if (label.rect.right() > ruler.right())
            label.rect.moveRight(ruler.right());
        if (label.rect.left() < ruler.left())
            label.rect.moveLeft(ruler.left());
        if (label.rect.left() <= rightmost + gap)
            continue;
        rightmost = label.rect.right();
        layout.labels.push_back(std::move(label));
    }
    return layout;
}

}  // namespace rigpose::widgets
