#pragma once
// Freeing what a stopped run had built, off the stopping thread (internal to core). A stage
// stopped mid-way unwinds through everything it had made, and in a Debug build a 30-minute
// clip's keys take a few hundred milliseconds to free: more than a stop may take. The places
// that hold such a product catch Stopped, hand it here and rethrow; one background thread frees
// it, and is joined (with everything handed to it freed) when the program ends.
#include <functional>
#include <memory>
#include <type_traits>
#include <utility>

namespace rigpose::detail {

// Runs `free` on the background thread, after whatever was handed over before it.
void freeInBackground(std::function<void()> free);

// Takes `garbage` (moved from, so what stays behind is empty) and frees it in the background.
template <typename T>
void discard(T&& garbage)
{
    // Moved into the task, so its one reference is there: none is left here to free it, should
    // the background thread run the task before this returns.
    auto held = std::make_shared<std::decay_t<T>>(std::forward<T>(garbage));
    freeInBackground([held = std::move(held)]() mutable { held.reset(); });
}

}  // namespace rigpose::detail
