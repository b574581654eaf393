#pragma once
// Inputs are regular files. A device or a FIFO named as one would block at the open or never end
// (/dev/zero has no size for the 2 GiB limit to read), so every reader asks this before it opens
// the path and refuses it as a file it cannot read (issue 36).

#include <string>

namespace rigpose {

// True when the path exists and is not a regular file (a device, a FIFO, a socket); a directory
// is the readers' own case and a missing path the open's.
bool isSpecialFile(const std::string& path);

}  // namespace rigpose
