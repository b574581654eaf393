#pragma once
// The playback speeds the clock takes and the transport offers, and how a rate reads ("¼×",
// "−4×"): one list, so the combo and the clock cannot drift apart.

#include <QString>

#include <array>

namespace rigpose::widgets {

inline constexpr std::array<double, 4> kPlaySpeeds{0.25, 0.5, 1.0, 2.0};

// The offered speed nearest `speed` by ratio (0.3 -> 0.25, 1.5 -> 2, 100 -> 2); 0 for a speed
// that is not a positive finite number (refused).
double nearestPlaySpeed(double speed);

// A rate as the transport shows it: "1×", "2×", "½×", "¼×", "−4×" (a true minus sign).
QString rateText(double rate);

}  // namespace rigpose::widgets
