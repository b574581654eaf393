#pragma once
// One option of a command, said once: its flag and help for the CLI, its label, range and step
// for the studio's widget, its key in the project file, the report's options and the build
// record's flags, and how it reaches the options struct. Each command's table is a list of these
// rows (stage/option_table.h, clean/option_table.h); every shell reads the table, so a bound or a
// default cannot differ between them.

#include <functional>
#include <limits>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace rigpose::util {

enum class OptionKind {
    Switch,   // a flag without a value: on when given
    Number,   // a finite number within the row's bounds
    Integer,  // a whole number within the row's bounds
    Choice,   // one of the row's words
    Text,     // a word that is not empty
};

inline constexpr double kUnbounded = std::numeric_limits<double>::infinity();

// One end of a range: the value, and whether the value itself is allowed.
struct Bound {
    double value = 0;
    bool inclusive = true;
};

// What a row holds: nothing (an optional row not given), on/off, a number, or a word.
using OptionValue = std::variant<std::monostate, bool, double, std::string>;

// The row without its member: everything a shell shows or checks.
struct OptionSpec {
    std::string flag;       // the CLI's flag without dashes: "min-score"
    std::string alias;      // another name the CLI takes for the flag (ref #243), or empty
    std::string key;        // the project's, report's and record's key: "minScore"
    std::string label;      // the studio's label and the undo step's name: "Minimum Score"
    std::string valueName;  // what the flag takes, for --help ("S"); empty for a switch
    std::string help;       // one line on what it does and its default
    std::string takes;      // what a good value is, for the refusal of a bad one
    OptionKind kind = OptionKind::Number;
    Bound lowest{-kUnbounded, false};
    Bound highest{kUnbounded, false};
    std::vector<std::string> choices;  // a Choice's words, the default first
    std::string unit;                  // the studio's suffix: "°", " s", " leg lengths"
    bool optional = false;             // absent unless given: null in the project and the report
    std::vector<std::string> needs;    // the flags it only works with, each given ("plant-feet")
    std::string offWord;               // a switch on by default: the one word its flag takes ("off")
    std::vector<int> picks;            // an Integer row's values the studio's combo offers, in order
    int decimals = 0;                  // the studio box's decimals; its step is `step`
    double step = 1;
    double offered = 0;  // what an optional row's box shows when it is turned on
    bool echoed = true;  // carried by the project, the report's options and the record's flags
    // Echoed only when given: a row added after runs were written, so a run without its flag
    // writes the bytes it wrote before the row existed.
    bool onlyWhenSet = false;
    bool widget = true;  // the studio's Run Options show it (false: shown elsewhere, or CLI only)
    // A Text row's own check of the word (--leg-scale's "min,max"); empty: any word but "".
    std::function<bool(const std::string&)> accepts;
};

template <typename Options>
struct OptionRow : OptionSpec {
    std::function<OptionValue(const Options&)> get;
    std::function<void(Options&, const OptionValue&)> set;
};

// Building a table: a row's words first, then its range, then the member it reaches.
OptionSpec described(std::string flag, std::string key, std::string label, std::string valueName, std::string help,
                     std::string takes, OptionKind kind);
OptionSpec ranged(OptionSpec spec, Bound lowest, Bound highest, int decimals, double step);

// A row over a member read and written as its value holds it (bool, double, std::string).
template <typename Options, typename T>
OptionRow<Options> withMember(OptionSpec spec, T Options::*member)
{
    OptionRow<Options> row{std::move(spec), {}, {}};
    row.get = [member](const Options& o) -> OptionValue { return o.*member; };
    row.set = [member](Options& o, const OptionValue& v) {
        if (const T* value = std::get_if<T>(&v))
            o.*member = *value;
    };
    return row;
}

// A row over an optional member: absent is the row's nothing, null in the project and report.
template <typename Options, typename T>
OptionRow<Options> withOptional(OptionSpec spec, std::optional<T> Options::*member)
{
    OptionRow<Options> row{std::move(spec), {}, {}};
    row.optional = true;
    row.get = [member](const Options& o) -> OptionValue {
        return o.*member ? OptionValue(*(o.*member)) : OptionValue();
    };
    row.set = [member](Options& o, const OptionValue& v) {
        const T* value = std::get_if<T>(&v);
        o.*member = value ? std::optional<T>(*value) : std::nullopt;
    };
    return row;
}

// Whether a number is inside the row's range (and finite, and whole for an Integer row).
bool inBounds(const OptionSpec& row, double value);

// A word typed for the row, as its value; nullopt when the word is not one it takes.
std::optional<OptionValue> valueOfWord(const OptionSpec& row, const std::string& word);

// Whether `value` is a switch's "on" (true); anything else, off or absent, is not.
inline bool isOn(const OptionValue& value) { return value == OptionValue(true); }
// Whether a row another row needs is given: a switch on, or any value of another kind.
inline bool isGiven(const OptionValue& value)
{
    return std::holds_alternative<bool>(value) ? isOn(value) : !std::holds_alternative<std::monostate>(value);
}

// "--min-score takes a score from 0 to 1e9 on the detector's scale, not \"x\"": the CLI's usage error.
std::string badWordMessage(const OptionSpec& row, const std::string& word);

// A bound as a box can hold it: an open end moved in by one step of the last decimal, an
// unbounded end at the widest figure a box shows (kWidestBox).
inline constexpr double kWidestBox = 1e9;
double boxLowest(const OptionSpec& row);
double boxHighest(const OptionSpec& row);

// The row of a table by its key or flag; nullptr when there is none.
template <typename Row>
const Row* findOption(const std::vector<Row>& rows, const std::string& keyOrFlag)
{
    for (const Row& row : rows)
        if (row.key == keyOrFlag || row.flag == keyOrFlag)
            return &row;
    return nullptr;
}

// The first row `row` needs that `options` does not give; nullptr when it gives them all.
template <typename Row, typename Options>
const Row* unmetNeed(const std::vector<Row>& rows, const Row& row, const Options& options)
{
    for (const std::string& flag : row.needs)
        if (const Row* needed = findOption(rows, flag); needed && !isGiven(needed->get(options)))
            return needed;
    return nullptr;
}

}  // namespace rigpose::util
