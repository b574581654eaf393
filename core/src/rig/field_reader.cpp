#include "rigpose/rig/field_reader.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <utility>

namespace rigpose::rig {

void FieldReader::refuse(std::string_view code, const std::string& where, const std::string& what) const
{
    m_refusals->add(std::string(code), m_file + (where.empty() ? "" : " " + where) + ": " + what, m_place);
}

void FieldReader::refuseShape(const std::string& where, const std::string& what) const
{
    refuse(m_prefix + "_SHAPE", where, what);
}

void FieldReader::checkKeys(const json& object, std::initializer_list<std::string_view> known,
                            const std::string& where) const
{
    if (!object.is_object())
        return;
    for (const auto& item : object.items()) {
        if (std::find(known.begin(), known.end(), item.key()) != known.end())
            continue;
        std::string list;
        for (std::string_view k : known)
            list += (list.empty() ? "" : ", ") + std::string(k);
        refuse(m_prefix + "_KEYS", where,
               quotedName(item.key()) + " is not a key rig-c knows here; remove it or rename it to one of: " + list);
    }
}

bool FieldReader::finite(const json& value, const std::string& where, const std::string& what) const
{
    if (value.is_number() && std::isfinite(value.get<double>()) && std::abs(value.get<double>()) <= kLargestField)
        return true;
    refuseShape(where, what + " must be a finite number within ±1e9, not " + value.dump());
    return false;
}

std::optional<double> FieldReader::number(const json& object, std::string_view key, const std::string& where,
                                          bool required) const
{
    auto it = object.find(key);
    if (it == object.end()) {
        if (required)
            refuseShape(where, "\"" + std::string(key) + "\" is required; add it (a number)");
        return std::nullopt;
    }
    if (!finite(*it, where, "\"" + std::string(key) + "\""))
        return std::nullopt;
    return it->get<double>();
}

std::optional<std::string> FieldReader::string(const json& object, std::string_view key, const std::string& where,
                                               bool required) const
{
    auto it = object.find(key);
    if (it == object.end()) {
        if (required)
            refuseShape(where, "\"" + std::string(key) + "\" is required; add it (a string)");
        return std::nullopt;
    }
    if (!it->is_string()) {
        refuseShape(where, "\"" + std::string(key) + "\" must be a string, not " + it->dump());
        return std::nullopt;
    }
    return it->get<std::string>();
}

std::optional<bool> FieldReader::boolean(const json& object, std::string_view key, const std::string& where) const
{
    auto it = object.find(key);
    if (it == object.end())
        return std::nullopt;
    if (!it->is_boolean()) {
        refuseShape(where, "\"" + std::string(key) + "\" must be true or false, not " + it->dump());
        return std::nullopt;
    }
    return it->get<bool>();
}

namespace {

// The control character text[i] starts and its length in bytes (0: none). U+0080-U+009F are
// C2 80-C2 9F in UTF-8; the JSON scanner lets no other spelling of them in.
std::pair<char32_t, std::size_t> controlAt(std::string_view text, std::size_t i)
{
    const auto c = static_cast<unsigned char>(text[i]);
    if (c < 0x20 || c == 0x7f)
        return {c, 1};
    if (c == 0xc2 && i + 1 < text.size()) {
        const auto next = static_cast<unsigned char>(text[i + 1]);
        if (next >= 0x80 && next <= 0x9f)
            return {next, 2};
    }
    return {0, 0};
}

}  // namespace

std::optional<char32_t> firstControlCharacter(std::string_view text)
{
    for (std::size_t i = 0; i < text.size(); ++i)
        if (auto [code, length] = controlAt(text, i); length)
            return code;
    return std::nullopt;
}

std::string quotedName(std::string_view name)
{
    static constexpr std::string_view kHex = "0123456789abcdef";
    std::string out = "\"";
    for (std::size_t i = 0; i < name.size(); ++i) {
        const auto [code, length] = controlAt(name, i);
        if (!length)
            out += name[i];
        else if (code == '\n')
            out += "\\n";
        else if (code == '\t')
            out += "\\t";
        else if (code == '\r')
            out += "\\r";
        else
            out += std::string("\\u00") + kHex[(code >> 4) & 0xf] + kHex[code & 0xf];
        if (length == 2)
            ++i;
    }
    return out + "\"";
}

bool isHexColour(std::string_view text, std::size_t digits)
{
    return text.size() == digits && std::all_of(text.begin(), text.end(), [](char c) {
               return std::isdigit(static_cast<unsigned char>(c)) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
           });
}

}  // namespace rigpose::rig
