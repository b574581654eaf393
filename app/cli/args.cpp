#include "args.h"

#include <algorithm>

namespace rigpose::cli {

std::optional<std::string> ParsedArgs::value(const std::string& flag) const
{
    auto it = m_values.find(flag);
    if (it == m_values.end() || it->second.empty())
        return std::nullopt;
    return it->second.back();
}

std::vector<std::string> ParsedArgs::values(const std::string& flag) const
{
    auto it = m_values.find(flag);
    return it == m_values.end() ? std::vector<std::string>{} : it->second;
}

ParseOutcome parseArgs(const CommandSpec& spec, const std::vector<std::string>& argv)
{
    ParseOutcome outcome;
    // The first usage error is the one said; the words after it are still read for not-built flags.
    auto fail = [&outcome](std::string message) {
        if (outcome.error.empty())
            outcome.error = std::move(message);
    };
    for (std::size_t i = 0; i < argv.size(); ++i) {
        const std::string& word = argv[i];
        if (word == "--help" || word == "-h") {
            if (!outcome.error.empty())
                continue;
            outcome.helpAsked = true;
            return outcome;
        }
        if (word.rfind("--", 0) != 0) {
            fail("unexpected argument \"" + word + "\"");
            continue;
        }
        std::string name = word.substr(2);
        std::optional<std::string> inlineValue;
        if (auto eq = name.find('='); eq != std::string::npos) {
            inlineValue = name.substr(eq + 1);
            name = name.substr(0, eq);
        }
        auto flag = std::find_if(spec.flags.begin(), spec.flags.end(),
                                 [&](const FlagSpec& f) { return f.name == name; });
        if (flag == spec.flags.end()) {
            auto missing = std::find_if(spec.notBuilt.begin(), spec.notBuilt.end(),
                                        [&](const NotBuiltFlag& f) { return f.name == name; });
            if (missing == spec.notBuilt.end()) {
                fail("unknown flag --" + name + " for rig-pose " + spec.name);
                continue;
            }
            if (std::find(outcome.notBuilt.begin(), outcome.notBuilt.end(), name) == outcome.notBuilt.end())
                outcome.notBuilt.push_back(name);
            // Its value is its own (the next word, unless that is a flag), not a stray argument.
            if (!missing->valueName.empty() && !inlineValue && i + 1 < argv.size() && argv[i + 1].rfind("--", 0) != 0)
                ++i;
            continue;
        }
        const bool takesValue = !flag->valueName.empty();
        if (!outcome.error.empty()) {
            if (takesValue && !inlineValue)
                ++i;
            continue;
        }
        if (!flag->repeatable && outcome.args.has(name)) {
            fail("--" + name + " is given twice");
            continue;
        }
        if (!takesValue) {
            if (inlineValue)
                fail("--" + name + " takes no value");
            else
                outcome.args.add(name, "");
            continue;
        }
        if (inlineValue) {
            outcome.args.add(name, *inlineValue);
        } else if (i + 1 < argv.size()) {
            outcome.args.add(name, argv[++i]);
        } else {
            fail("--" + name + " needs a value (" + flag->valueName + ")");
        }
    }
    return outcome;
}

namespace {

// "--a, --b, ..." wrapped to lines of at most `width` after a two-space indent.
std::string wrappedNames(const std::vector<NotBuiltFlag>& flags, std::size_t width)
{
    std::string text, line = " ";
    for (std::size_t k = 0; k < flags.size(); ++k) {
        const std::string item = " --" + flags[k].name + (k + 1 < flags.size() ? "," : "");
        if (line.size() + item.size() > width) {
            text += line + "\n";
            line = " ";
        }
        line += item;
    }
    return text + line + "\n";
}

}  // namespace

std::string helpText(const CommandSpec& spec)
{
    std::string text = spec.synopsis + "\n\nusage: " + spec.usage + "\n";
    if (!spec.flags.empty())
        text += "\nflags:\n";
    for (const FlagSpec& f : spec.flags) {
        std::string head = "  --" + f.name + (f.valueName.empty() ? "" : " " + f.valueName);
        if (head.size() < 26)
            head.resize(26, ' ');
        else
            head += "\n" + std::string(26, ' ');
        text += head + f.help + "\n";
    }
    if (!spec.notBuilt.empty())
        text += "\nin the reference, not in this build (refused with exit 2 if given):\n" +
                wrappedNames(spec.notBuilt, 100);
    text += "\nexit codes: 0 written, 1 refused (nothing written), 2 bad invocation\n";
    return text;
}

}  // namespace rigpose::cli
