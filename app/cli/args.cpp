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
    for (std::size_t i = 0; i < argv.size(); ++i) {
        const std::string& word = argv[i];
        if (word == "--help" || word == "-h") {
            outcome.helpAsked = true;
            return outcome;
        }
        if (word.rfind("--", 0) != 0) {
            outcome.error = "unexpected argument \"" + word + "\"";
            return outcome;
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
            outcome.error = "unknown flag --" + name + " for rig-pose " + spec.name;
            return outcome;
        }
        if (!flag->repeatable && outcome.args.has(name)) {
            outcome.error = "--" + name + " is given twice";
            return outcome;
        }
        if (flag->valueName.empty()) {
            if (inlineValue) {
                outcome.error = "--" + name + " takes no value";
                return outcome;
            }
            outcome.args.add(name, "");
            continue;
        }
        if (inlineValue) {
            outcome.args.add(name, *inlineValue);
        } else if (i + 1 < argv.size()) {
            outcome.args.add(name, argv[++i]);
        } else {
            outcome.error = "--" + name + " needs a value (" + flag->valueName + ")";
            return outcome;
        }
    }
    return outcome;
}

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
    text += "\nexit codes: 0 written, 1 refused (nothing written), 2 bad invocation\n";
    return text;
}

}  // namespace rigpose::cli
