#pragma once
// SHA-256 of exact bytes, as lower-case hex (records name the inputs they were made from).

#include <string>
#include <string_view>

namespace rigpose {

std::string sha256Hex(std::string_view bytes);

}  // namespace rigpose
