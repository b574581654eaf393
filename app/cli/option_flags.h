#pragma once
// A command's option table (util/option_row.h) as the CLI sees it: the flags --help lists and the
// parser takes, and the given flags read into the options, each word held to its row's bounds.

#include <string>
#include <vector>

#include "args.h"
#include "rigpose/util/option_row.h"

namespace rigpose::cli {

// Every row's flag, then its other name where it has one.
template <typename Row>
std::vector<FlagSpec> flagsOf(const std::vector<Row>& rows)
{
    std::vector<FlagSpec> flags;
    for (const Row& row : rows) {
        flags.push_back({row.flag, row.valueName, row.help});
        if (!row.alias.empty())
            flags.push_back({row.alias, row.valueName, "another name for --" + row.flag});
    }
    return flags;
}

// "--reduce and --plant-feet": what a row works only with, for its usage error.
inline std::string neededFlags(const util::OptionSpec& row)
{
    std::string out;
    for (std::size_t i = 0; i < row.needs.size(); ++i)
        out += (i == 0 ? "--" : i + 1 == row.needs.size() ? " and --" : ", --") + row.needs[i];
    return out;
}

// The given flags into `options`; the usage error of the first bad one, or empty. A flag and its
// other name both given are the caller's to refuse first (ARG_ALIAS).
template <typename Options>
std::string readOptionFlags(const std::vector<util::OptionRow<Options>>& rows, const ParsedArgs& args, Options& options)
{
    const auto given = [&args](const util::OptionSpec& row) {
        return args.has(row.flag) || (!row.alias.empty() && args.has(row.alias));
    };
    for (const auto& row : rows) {
        if (!given(row))
            continue;
        if (row.kind == util::OptionKind::Switch && row.offWord.empty()) {
            row.set(options, true);
            continue;
        }
        const std::string word = *(args.has(row.flag) ? args.value(row.flag) : args.value(row.alias));
        const auto value = util::valueOfWord(row, word);
        if (!value)
            return util::badWordMessage(row, word);
        row.set(options, *value);
    }
    for (const auto& row : rows) {
        if (!given(row))
            continue;
        for (const std::string& flag : row.needs) {
            // A switch on by default is needed on: refused when its off word was given.
            const auto* needed = util::findOption(rows, flag);
            if (needed && !needed->offWord.empty()) {
                if (!util::isOn(needed->get(options)))
                    return "--" + row.flag + " works only with --" + flag + " on, which --" + flag + " " +
                           needed->offWord + " turns off; drop one of the two";
            } else if (!args.has(flag)) {
                return "--" + row.flag + " works only with " + neededFlags(row) + "; add --" + flag + " or drop --" +
                       row.flag;
            }
        }
    }
    return {};
}

}  // namespace rigpose::cli
