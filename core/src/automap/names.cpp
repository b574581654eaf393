// Reading a bone's name: the namespace and tool prefixes taken off, the rest split into lower-case
// tokens at separators, case changes and digits, and the side word picked out.

#include <algorithm>
#include <cctype>

#include "figure.h"

namespace rigpose::automap::detail {

namespace {

bool startsWithFolded(std::string_view text, std::string_view prefix)
{
    if (text.size() < prefix.size())
        return false;
    for (std::size_t i = 0; i < prefix.size(); ++i)
        if (std::tolower(static_cast<unsigned char>(text[i])) != std::tolower(static_cast<unsigned char>(prefix[i])))
            return false;
    return true;
}

std::string lower(std::string_view text)
{
    std::string out(text);
    std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    return out;
}

std::vector<std::string> splitWords(std::string_view name)
{
    std::vector<std::string> words;
    std::string word;
    auto flush = [&] {
        if (!word.empty())
            words.push_back(lower(word));
        word.clear();
    };
    for (std::size_t i = 0; i < name.size(); ++i) {
        const unsigned char c = static_cast<unsigned char>(name[i]);
        if (!std::isalnum(c)) {
            flush();
            continue;
        }
        if (!word.empty()) {
            const unsigned char before = static_cast<unsigned char>(word.back());
            const bool digitEdge = bool(std::isdigit(before)) != bool(std::isdigit(c));
            const bool camel = std::islower(before) && std::isupper(c);
            // "FKArm": the last capital of a run starts the next word when a lower-case letter follows.
            const bool runEnd = std::isupper(before) && std::isupper(c) && i + 1 < name.size() &&
                                std::islower(static_cast<unsigned char>(name[i + 1]));
            if (digitEdge || camel || runEnd)
                flush();
        }
        word.push_back(char(c));
    }
    flush();
    return words;
}

char sideWord(const std::string& token)
{
    if (token == "l" || token == "left")
        return 'l';
    if (token == "r" || token == "right")
        return 'r';
    if (token == "f" || token == "front" || token == "near")
        return 'f';
    if (token == "b" || token == "rear" || token == "back" || token == "far")
        return 'b';
    return 0;
}

}  // namespace

std::string strippedName(std::string_view name)
{
    if (auto colon = name.rfind(':'); colon != std::string_view::npos)  // mixamorig:, mixamorig1:, a scene's namespace
        name.remove_prefix(colon + 1);
    for (std::string_view prefix :
         {"DEF-", "ORG-", "MCH-", "CC_Base_", "Bip01 ", "Bip001 ", "Bip01_", "Bip001_", "mixamorig_"})
        if (startsWithFolded(name, prefix) && name.size() > prefix.size()) {
            name.remove_prefix(prefix.size());
            break;
        }
    return std::string(name);
}

NameReading readName(std::string_view name)
{
    NameReading out;
    out.stripped = strippedName(name);
    out.tokens = splitWords(out.stripped);
    bool sideTaken = false;
    for (const std::string& token : out.tokens) {
        if (!sideTaken)
            if (char side = sideWord(token)) {
                out.side = side;
                sideTaken = true;
                continue;
            }
        if (!std::isdigit(static_cast<unsigned char>(token[0])))
            out.role += token;
    }
    return out;
}

bool isHelperBone(const NameReading& reading)
{
    static const std::vector<std::string> helpers = {"twist", "roll",   "thumb", "index", "middle", "ring",
                                                     "pinky", "finger", "toe",   "ik",    "pole",   "target"};
    return std::any_of(reading.tokens.begin(), reading.tokens.end(), [](const std::string& t) {
        return std::find(helpers.begin(), helpers.end(), t) != helpers.end();
    });
}

Side sideOf(char letter, const AutoMapOptions& options)
{
    const Side front = options.front == 'l' ? Left : Right;
    switch (letter) {
    case 'r':
        return Right;
    case 'l':
        return Left;
    case 'f':
        return front;
    default:
        return front == Right ? Left : Right;
    }
}

std::string frontEvidence(const AutoMapOptions& options)
{
    return options.front == 'l' ? "front taken as the subject's left; --front r swaps"
                                : "front taken as the subject's right; --front l swaps";
}

}  // namespace rigpose::automap::detail
