#pragma once
// Command-line parsing for rig-pose: each command declares its flags; anything else is a
// usage error (exit 2). Flags take the form --name value or --name=value.

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

struct CommandSpec {
    std::string name;
    std::string synopsis;  // one line: what the command does
    std::string usage;     // e.g. "rig-pose convert --coco in.json --out pose.json"
    std::vector<FlagSpec> flags;
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
};

ParseOutcome parseArgs(const CommandSpec& spec, const std::vector<std::string>& argv);
std::string helpText(const CommandSpec& spec);

// Exit codes shared by every command.
inline constexpr int kExitWritten = 0;
inline constexpr int kExitRefused = 1;
inline constexpr int kExitUsage = 2;

}  // namespace rigpose::cli
