#pragma once
// Reads a JSON document whose bulk is one long top-level array (a sequence's "frames")
// without building the whole document: the SAX parser feeds a small DOM per element, handed
// over and dropped one at a time. Everything else at the top level arrives as its own DOM.

#include <cstdint>
#include <cstdio>
#include <functional>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

namespace rigpose {

struct JsonStreamError {
    std::string what;        // the parser's words, trimmed to the reason
    std::size_t byteOffset;  // where it stopped
    bool numberOverflow = false;  // a number too large for a double (1e999): not finite
};

struct JsonStreamHandlers {
    // The top-level array streamed element by element (e.g. "frames").
    std::string streamedKey;
    // A top-level key other than streamedKey, with its whole value. Keys come in file order.
    std::function<void(const std::string& key, nlohmann::ordered_json&& value)> onTopLevel;
    // One element of the streamed array.
    std::function<void(std::size_t index, nlohmann::ordered_json&& element)> onElement;
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

JsonStreamResult streamJsonFile(std::FILE* file, const JsonStreamHandlers& handlers);
JsonStreamResult streamJsonText(std::string_view text, const JsonStreamHandlers& handlers);

// Line and column (1-based) of a byte offset in a file, for messages.
std::pair<std::size_t, std::size_t> lineAndColumn(const std::string& path, std::size_t byteOffset);

}  // namespace rigpose
