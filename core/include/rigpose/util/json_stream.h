#pragma once
// Reads a JSON document whose bulk is one long top-level array (a sequence's "frames")
// without building the whole document: the SAX parser feeds a small DOM per element, handed
// over and dropped one at a time. Everything else at the top level arrives as its own DOM.

#include <cstdint>
#include <cstdio>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "rigpose/util/json_policy.h"

namespace rigpose {

struct JsonStreamError {
    std::string what;                           // the parser's words, trimmed to the reason
    std::size_t byteOffset;                     // where it stopped
    bool numberOverflow = false;                // a number too large for a double (1e999): not finite
    JsonProblem problem = JsonProblem::Syntax;  // which rule of the JSON policy the bytes broke
};

// One element of the streamed array as a flat list of parse events, for readers that take the
// common shape straight into their model without building a DOM (a 30-minute sequence is
// millions of small objects). Strings live in one shared buffer.
struct JsonToken {
    enum class Kind : std::uint8_t {
        Null,
        Bool,
        Int,
        Uint,
        Float,
        String,
        Key,
        BeginObject,
        EndObject,
        BeginArray,
        EndArray
    };
    Kind kind;
    bool boolean = false;
    std::int64_t integer = 0;
    std::uint64_t unsignedInteger = 0;
    double number = 0;
    std::uint32_t textStart = 0, textLength = 0;

    bool isNumber() const { return kind == Kind::Int || kind == Kind::Uint || kind == Kind::Float; }
    // The value of a number token as a double.
    double asDouble() const
    {
        return kind == Kind::Int    ? static_cast<double>(integer)
               : kind == Kind::Uint ? static_cast<double>(unsignedInteger)
                                    : number;
    }
};

struct JsonTokens {
    std::vector<JsonToken> tokens;
    std::string text;

    std::string_view textOf(const JsonToken& t) const
    {
        return std::string_view(text).substr(t.textStart, t.textLength);
    }
    void clear()
    {
        tokens.clear();
        text.clear();
    }
};

// The DOM of a token list (for the validating path); `duplicate` names the first key repeated
// within one object, if any.
nlohmann::ordered_json domFromTokens(const JsonTokens& tokens, std::optional<std::string>* duplicate = nullptr);

struct JsonStreamHandlers {
    // The top-level array streamed element by element (e.g. "frames").
    std::string streamedKey;
    // A top-level key other than streamedKey, with its whole value. Keys come in file order.
    std::function<void(const std::string& key, nlohmann::ordered_json&& value)> onTopLevel;
    // One element of the streamed array, as a DOM.
    std::function<void(std::size_t index, nlohmann::ordered_json&& element)> onElement;
    // Or, when set, as tokens (onElement is then not called).
    std::function<void(std::size_t index, const JsonTokens& element)> onElementTokens;
    // The streamed key was present, but its value was not an array: the value arrives whole
    // through onTopLevel instead.
};

enum class JsonRoot { Object, NotObject };

struct JsonStreamResult {
    std::optional<JsonStreamError> error;
    JsonRoot root = JsonRoot::Object;
    std::optional<std::string> duplicateKey;  // the first key repeated within one object
    bool streamedKeySeen = false;             // the streamed array was there (maybe empty)
};

// A file over `sizeLimit` is refused (JsonProblem::TooLarge) before any of it is read.
JsonStreamResult streamJsonFile(std::FILE* file, const JsonStreamHandlers& handlers,
                                std::uint64_t sizeLimit = kJsonMaxFileBytes);
JsonStreamResult streamJsonText(std::string_view text, const JsonStreamHandlers& handlers);

// Line and column (1-based) of a byte offset in a file, for messages.
std::pair<std::size_t, std::size_t> lineAndColumn(const std::string& path, std::size_t byteOffset);

}  // namespace rigpose
