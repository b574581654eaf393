#pragma once
// The one set of rules every JSON reader in rigpose applies, whatever its format (docs/formats.md,
// "How every reader takes JSON"). The scanner (util/json_scanner.h) enforces the rules on the bytes
// as it reads them, so the streaming readers pay no second pass; the size is checked before a
// file is read. A reader words the refusal under its own code, with the fault's words, its place
// and the advice below.

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <optional>
#include <string>
#include <string_view>

namespace rigpose {

// Deeper nesting is refused: no format of ours comes near it, and the limit keeps every
// reader's recursion (the DOM's and the validators') far from the stack's end.
inline constexpr std::size_t kJsonMaxDepth = 256;
// A larger file is refused before a byte of it is read.
inline constexpr std::uint64_t kJsonMaxFileBytes = std::uint64_t(2) << 30;  // 2 GiB

enum class JsonProblem {
    Syntax,        // not JSON at all
    Depth,         // arrays and objects nested deeper than kJsonMaxDepth
    Number,        // a number outside the finite range of a double (1e400, -1e400)
    DuplicateKey,  // one key twice in one object
    TooLarge,      // a file over kJsonMaxFileBytes
};

struct JsonFault {
    JsonProblem problem = JsonProblem::Syntax;
    std::string what;            // what was wrong, in the policy's words
    std::size_t byteOffset = 0;  // where the scanner stopped (0 for TooLarge)
};

// What the user can do about a fault of this kind, the same words from every reader.
std::string jsonAdvice(JsonProblem problem);

// The fault for a file of `bytes` bytes, or nullopt when the size is allowed.
std::optional<JsonFault> jsonSizeFault(std::uint64_t bytes, std::uint64_t limit = kJsonMaxFileBytes);
// The same for an open file (its size read with fstat; nullopt when that cannot be read).
std::optional<JsonFault> jsonSizeFault(std::FILE* file, std::uint64_t limit = kJsonMaxFileBytes);

// A whole file read for a DOM reader: its bytes, or the size fault (nothing read), or neither
// when the file cannot be opened.
struct JsonFileBytes {
    std::optional<std::string> bytes;
    std::optional<JsonFault> fault;
};
JsonFileBytes readJsonFileBytes(const std::string& path, std::uint64_t limit = kJsonMaxFileBytes);

// "line L, column C (byte N)" for a byte offset into text held in memory.
std::string jsonPlace(std::string_view text, std::size_t byteOffset);

// The refusal message for a policy fault: "<file>: <what> at <place>; <advice>", or without
// the place for a file refused by its size.
std::string jsonFaultMessage(const std::string& file, const JsonFault& fault, const std::string& place);

}  // namespace rigpose
