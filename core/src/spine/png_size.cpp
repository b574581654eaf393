#include "rigpose/spine/png_size.h"
#include "rigpose/util/input_file.h"

#include <fstream>

namespace rigpose::spine {

namespace {

constexpr std::string_view kSignature{"\x89PNG\r\n\x1a\n", 8};

std::uint32_t bigEndian(std::string_view bytes, std::size_t at)
{
    std::uint32_t v = 0;
    for (std::size_t i = 0; i < 4; ++i)
        v = (v << 8) | static_cast<unsigned char>(bytes[at + i]);
    return v;
}

}  // namespace

std::optional<PixelSize> pngSizeOfBytes(std::string_view bytes)
{
    // Signature (8), then the first chunk, which must be IHDR: length (4), type (4),
    // width (4), height (4).
    if (bytes.size() < 24 || bytes.substr(0, 8) != kSignature || bytes.substr(12, 4) != "IHDR")
        return std::nullopt;
    const std::uint32_t w = bigEndian(bytes, 16), h = bigEndian(bytes, 20);
    if (w == 0 || h == 0 || w > 0x7fffffff || h > 0x7fffffff)
        return std::nullopt;
    return PixelSize{static_cast<int>(w), static_cast<int>(h)};
}

std::optional<PixelSize> pngSize(const std::string& path)
{
    if (isSpecialFile(path))
        return std::nullopt;
    std::ifstream in(path, std::ios::binary);
    std::string header(24, '\0');
    if (!in.read(header.data(), static_cast<std::streamsize>(header.size())))
        return std::nullopt;
    return pngSizeOfBytes(header);
}

}  // namespace rigpose::spine
