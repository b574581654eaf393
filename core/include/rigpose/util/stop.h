#pragma once
// Cancelling a long run from outside it (ref issue 15): the studio passes a std::stop_token into
// clean::cleanSequence and retarget::retarget and asks it to stop when an edit makes the run
// stale. Stages check the token in their loops through throwIfStopped; the function that took
// the token catches Stopped and returns its result marked stopped.
#include <stop_token>

namespace rigpose {

// Thrown by throwIfStopped inside a stage; the function that took the token catches it and
// returns its result marked stopped. Never escapes core's public functions.
struct Stopped {};

inline void throwIfStopped(const std::stop_token& stop)
{
    if (stop.stop_requested())
        throw Stopped{};
}

}  // namespace rigpose
