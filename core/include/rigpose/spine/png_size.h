#pragma once
// The pixel size of a PNG read from its header (signature and IHDR), without decoding it:
// what a region attachment and its atlas page need.

#include <optional>
#include <string>
#include <string_view>

namespace rigpose::spine {

struct PixelSize {
    int width = 0, height = 0;
};

std::optional<PixelSize> pngSizeOfBytes(std::string_view bytes);
std::optional<PixelSize> pngSize(const std::string& path);

}  // namespace rigpose::spine
