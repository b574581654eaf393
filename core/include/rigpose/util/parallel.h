#pragma once
// Runs independent pieces of a pure computation on the machine's cores. Each index is run
// exactly once and results are written by index, so the output does not depend on timing.

#include <cstddef>
#include <functional>

namespace rigpose {

// Calls work(i) for every i in [0, count), spread over up to `threads` threads (0: the number
// of hardware threads). Returns when all are done.
void parallelFor(std::size_t count, const std::function<void(std::size_t)>& work, unsigned threads = 0);

}  // namespace rigpose
