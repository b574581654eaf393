#pragma once
// Typed reads of JSON fields that refuse instead of throwing, shared by the rig and motion
// readers. A wrong type, a number that is not finite or a key the format does not know is
// refused under the reader's prefix (RIG_SHAPE, MOTION_KEYS, ...) and reading goes on, so one
// pass reports every problem.

#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "rigpose/util/refusal.h"

namespace rigpose::rig {

// No figure of a rig or a motion comes near it (units, degrees, seconds, weights), and past it
// the poser's and the gate's arithmetic stops meaning anything (issue 36: a base motion lasting
// 1e308 s, a bone 1e300 long); the sequence's positions and times stop at the same figure.
inline constexpr double kLargestField = 1e9;

class FieldReader {
public:
    using json = nlohmann::ordered_json;

    // `prefix` names the codes: "RIG" gives RIG_SHAPE and RIG_KEYS.
    FieldReader(std::string file, std::string prefix, RefusalList& refusals)
        : m_file(std::move(file)), m_prefix(std::move(prefix)), m_refusals(&refusals)
    {}

    const std::string& file() const { return m_file; }

    // This reader, with every refusal it adds pointing at `place` (a bone, say, while its
    // fields are read).
    FieldReader withPlace(RefusalPlace place) const
    {
        FieldReader placed = *this;
        placed.m_place = std::move(place);
        return placed;
    }

    // Adds `code` with "<file> <where>: <what>".
    void refuse(std::string_view code, const std::string& where, const std::string& what) const;
    // <PREFIX>_SHAPE: a value of the wrong kind.
    void refuseShape(const std::string& where, const std::string& what) const;

    // Refuses (<PREFIX>_KEYS) every key of `object` not in `known`, naming it.
    void checkKeys(const json& object, std::initializer_list<std::string_view> known, const std::string& where) const;

    // A field's value: nullopt when absent (refused when `required`) or of the wrong kind.
    std::optional<double> number(const json& object, std::string_view key, const std::string& where,
                                 bool required = false) const;
    std::optional<std::string> string(const json& object, std::string_view key, const std::string& where,
                                      bool required = false) const;
    std::optional<bool> boolean(const json& object, std::string_view key, const std::string& where) const;
    // True when `value` is a finite number within ±kLargestField; refuses it as `what` otherwise.
    bool finite(const json& value, const std::string& where, const std::string& what) const;

private:
    std::string m_file;
    std::string m_prefix;
    RefusalList* m_refusals;
    RefusalPlace m_place;
};

// `"name"` for a message, each control character (U+0000-U+001F, U+007F-U+009F) spelled as
// JSON spells it (\n, \t, \u0000): a name read from a file can then never break a refusal's
// line. Any other text is as written.
std::string quotedName(std::string_view name);

// The first control character of `text` (as above) as its code point, or nullopt.
std::optional<char32_t> firstControlCharacter(std::string_view text);

// Hex digits, exactly `digits` of them (rrggbbaa or rrggbb).
bool isHexColour(std::string_view text, std::size_t digits);

}  // namespace rigpose::rig
