#include "rigpose/util/json_policy.h"
#include "rigpose/util/input_file.h"

#include <fstream>
#include <sstream>
#include <system_error>
#include <filesystem>

#include <sys/stat.h>

namespace rigpose {

std::string jsonAdvice(JsonProblem problem)
{
    switch (problem) {
    case JsonProblem::Syntax:
        return "fix the file or write it again";
    case JsonProblem::Depth:
        return "no rigpose format nests more than a few levels, so the file is damaged or not the one "
               "meant; write it again";
    case JsonProblem::Number:
        return "every number must be finite and fit in a double (up to about 1.8e308); write the value out "
               "or leave the field out";
    case JsonProblem::DuplicateKey:
        return "keep one of the two (readers do not guess which one was meant)";
    case JsonProblem::TooLarge:
        return "split the input into shorter files";
    }
    return {};
}

std::optional<JsonFault> jsonSizeFault(std::uint64_t bytes, std::uint64_t limit)
{
    if (bytes <= limit)
        return std::nullopt;
    const std::string limitText = limit == kJsonMaxFileBytes ? std::string("2 GiB (2147483648 bytes)")
                                                             : std::to_string(limit) + " bytes";
    return JsonFault{JsonProblem::TooLarge,
                     "the file is " + std::to_string(bytes) + " bytes, over the " + limitText +
                         " a JSON file may hold; it was not read",
                     0};
}

std::optional<JsonFault> jsonSizeFault(std::FILE* file, std::uint64_t limit)
{
    struct stat st {};
    if (!file || fstat(fileno(file), &st) != 0 || !S_ISREG(st.st_mode))
        return std::nullopt;
    return jsonSizeFault(static_cast<std::uint64_t>(st.st_size), limit);
}

JsonFileBytes readJsonFileBytes(const std::string& path, std::uint64_t limit)
{
    namespace fs = std::filesystem;
    std::error_code ec;
    if (fs::is_directory(path, ec) || isSpecialFile(path))
        return {};
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return {};
    const auto size = fs::file_size(path, ec);
    if (!ec)
        if (auto fault = jsonSizeFault(static_cast<std::uint64_t>(size), limit))
            return {std::nullopt, std::move(fault)};
    std::ostringstream buffer;
    buffer << in.rdbuf();
    return {std::move(buffer).str(), std::nullopt};
}

std::string jsonPlace(std::string_view text, std::size_t byteOffset)
{
    // The same count as lineAndColumn (json_stream.h) makes for a file.
    std::size_t line = 1, column = 1;
    for (std::size_t i = 0; i + 1 < byteOffset && i < text.size(); ++i) {
        if (text[i] == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
    }
    return "line " + std::to_string(line) + ", column " + std::to_string(column) + " (byte " +
           std::to_string(byteOffset) + ")";
}

std::string jsonFaultMessage(const std::string& file, const JsonFault& fault, const std::string& place)
{
    std::string message = file + ": " + fault.what;
    if (fault.problem != JsonProblem::TooLarge && !place.empty())
        message += " at " + place;
    return message + "; " + jsonAdvice(fault.problem);
}

}  // namespace rigpose
