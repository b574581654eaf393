#pragma once
// Command-line parsing for rig-pose: each command declares its flags, and the reference's flags
// it does not have yet (not_built.cpp); anything else is a usage error (exit 2). Flags take the
// form --name value or --name=value.

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace rigpose::cli {

struct FlagSpec {
    std::string name;       // without the leading dashes
    std::string valueName;  // empty: a switch that takes no value
    std::string help;
    bool repeatable = false;
};

// A flag of the reference tool that this build does not have yet (the rows are in not_built.cpp).
struct NotBuiltFlag {
    std::string name;       // without the leading dashes
    std::string valueName;  // what it takes in the reference; empty: a switch
    std::string instead;    // what to do, a few words: drop it, or the flag that does the nearby job
};

struct CommandSpec {
    std::string name;
    std::string synopsis;  // one line: what the command does
    std::string usage;     // e.g. "rig-pose convert --coco in.json --out pose.json"
    std::vector<FlagSpec> flags;
    std::vector<NotBuiltFlag> notBuilt = {};  // attached from not_built.cpp by allCommands()
};

class ParsedArgs {
public:
    bool has(const std::string& flag) const { return m_values.count(flag) > 0; }
    std::optional<std::string> value(const std::string& flag) const;
    std::vector<std::string> values(const std::string& flag) const;
    void add(const std::string& flag, std::string v) { m_values[flag].push_back(std::move(v)); }

private:
    std::map<std::string, std::vector<std::string>> m_values;
};

struct ParseOutcome {
    ParsedArgs args;
    std::string error;  // non-empty: a usage error to print before exiting 2
    bool helpAsked = false;
    // The not-built flags given, once each in the order given. Read past any usage error, and
    // said before it: dropping them is the first thing to do either way.
    std::vector<std::string> notBuilt;
};

ParseOutcome parseArgs(const CommandSpec& spec, const std::vector<std::string>& argv);
std::string helpText(const CommandSpec& spec);

// Exit codes shared by every command.
inline constexpr int kExitWritten = 0;
inline constexpr int kExitRefused = 1;
inline constexpr int kExitUsage = 2;

}  // namespace rigpose::cli
