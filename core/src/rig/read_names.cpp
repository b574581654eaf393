// The names a rig's parts are found by: bones, slots, skins and attachments. An empty name
// cannot be told from "none" (a parent, a slot's bone, a set's slot), and a control character
// in one breaks every line that prints it (automap's proposals, the plan, refusals).

#include <cstdio>

#include "read_parts.h"

namespace rigpose::rig::detail {

namespace {

std::string describeControl(char32_t code)
{
    char hex[8];
    std::snprintf(hex, sizeof hex, "U+%04X", static_cast<unsigned>(code));
    switch (code) {
    case 0x00:
        return std::string(hex) + ", NUL";
    case 0x09:
        return std::string(hex) + ", a tab";
    case 0x0a:
        return std::string(hex) + ", a line feed";
    case 0x0d:
        return std::string(hex) + ", a carriage return";
    default:
        return hex;
    }
}

}  // namespace

bool checkName(const FieldReader& r, const std::string& where, std::string_view kind, std::string_view name,
               std::string_view foundBy)
{
    if (name.empty()) {
        r.refuseShape(where, "the " + std::string(kind) + "'s name is empty; name it (" + std::string(foundBy) +
                                 " find it by name)");
        return false;
    }
    if (auto control = firstControlCharacter(name)) {
        r.refuseShape(where, "the " + std::string(kind) + "'s name holds a control character (" +
                                 describeControl(*control) +
                                 "); rename it with printable characters (maps, motions and printed lines name it, "
                                 "and it would break them)");
        return false;
    }
    return true;
}

}  // namespace rigpose::rig::detail
