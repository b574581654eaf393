#include "rigpose/util/input_file.h"

#include <filesystem>

namespace rigpose {

bool isSpecialFile(const std::string& path)
{
    namespace fs = std::filesystem;
    std::error_code ec;
    const fs::file_status status = fs::status(path, ec);
    if (ec || !fs::exists(status))
        return false;
    return !fs::is_regular_file(status) && !fs::is_directory(status);
}

}  // namespace rigpose
