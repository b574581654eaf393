#pragma once
// What each clean option may be: the flags' bounds read the option table (clean/option_table.h),
// the hold's figures without a flag are said here. The CLI's flags and the studio's project file
// hold a value to the same bounds, so a project can never ask for a run the CLI would refuse.

namespace rigpose::clean {

// --legs / --rest: a whole number of frames. Whether it is a usable window (1, or odd and at
// least 5) is isValidWindow's rule; this is only the range a flag may name.
inline constexpr long kLargestWindow = 999;
bool isWindowInRange(long frames);

// --hold-speed / --hold-reach: trunk lengths (a frame, or from the median), above 0 and at
// most kLargestHoldLength.
inline constexpr double kLargestHoldLength = 1000;
bool isHoldLength(double trunkLengths);

// The hold's shortest span in seconds: from 0 to the sequence's longest time (1e9 s).
inline constexpr double kLongestHold = 1e9;
bool isHoldMinSeconds(double seconds);

// Frames blended in and out of a hold: at least 1 (the blend divides by it), at most a window.
bool isHoldBlend(long frames);

}  // namespace rigpose::clean
