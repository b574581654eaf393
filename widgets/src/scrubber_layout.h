#pragma once
// The scrubber's geometry and limits, shared by its sources (scrubber.cpp: lanes and events;
// scrubber_view.cpp: zoom, pan and follow; scrubber_ruler.cpp: the ruler and the loop range).

namespace rigpose::widgets::scrubber_layout {

// Room for a lane's name ("Occluded", "END-ON") at the default font.
inline constexpr int kNameWidth = 96;
inline constexpr int kRulerHeight = 24;
inline constexpr int kLaneHeight = 14;
inline constexpr int kLaneGap = 2;
// The strip under the lanes the scroll bar shows in while zoomed.
inline constexpr int kBarHeight = 12;
// The time strip stops short of the right edge so the last tick and the head stay visible.
inline constexpr int kRightMargin = 4;
// The narrowest window the wheel zooms to: a few frames stay readable.
inline constexpr double kMinSpanSeconds = 0.25;
// A wheel notch (120 units) pans a tenth of the window, as a scroll bar's single step does.
inline constexpr double kPanPerNotch = 0.1;
// How near a loop marker (px) a press grabs it.
inline constexpr int kMarkerGrab = 5;

}  // namespace rigpose::widgets::scrubber_layout
