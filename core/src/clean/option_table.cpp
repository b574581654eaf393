#include "rigpose/clean/option_table.h"

#include <cstdlib>

#include "rigpose/clean/option_bounds.h"

namespace rigpose::clean {

namespace {

using util::Bound;
using util::described;
using util::OptionKind;
using util::OptionValue;
using util::withMember;
using util::withOptional;

// A smoothing window: any whole number of frames up to the largest is read, and whether it is a
// usable window (1, or odd and at least 5) is isValidWindow's rule, refused by the run.
OptionRow window(util::OptionSpec spec, int CleanOptions::*member)
{
    OptionRow row{std::move(spec), {}, {}};
    row.lowest = {0, true};
    row.highest = {double(kLargestWindow), true};
    row.picks = {1, 5, 7, 9, 11, 13, 15, 21, 31};
    row.get = [member](const CleanOptions& o) -> OptionValue { return double(o.*member); };
    row.set = [member](CleanOptions& o, const OptionValue& v) {
        if (const double* frames = std::get_if<double>(&v))
            o.*member = int(*frames);
    };
    return row;
}

// A figure of the hold, in trunk lengths: above 0, read only with the hold on. A joint a
// thousand trunk lengths from its median is no longer in the picture, so nothing larger is read.
OptionRow holdLength(util::OptionSpec spec, double HoldParams::*member)
{
    OptionRow row{std::move(spec), {}, {}};
    row.lowest = {0, false};
    row.highest = {kLargestHoldLength, true};
    row.decimals = 3;
    row.step = 0.005;
    row.needs = {"hold"};
    row.get = [member](const CleanOptions& o) -> OptionValue { return o.holdParams.*member; };
    row.set = [member](CleanOptions& o, const OptionValue& v) {
        if (const double* length = std::get_if<double>(&v))
            o.holdParams.*member = *length;
    };
    return row;
}

std::vector<OptionRow> makeTable()
{
    std::vector<OptionRow> rows;
    rows.push_back(
        withMember(described("loop", "loop", "Loop", "",
                             "the sequence is one cycle: windows wrap, the floor is kept, travel is in-place",
                             "no value", OptionKind::Switch),
                   &CleanOptions::loop));
    rows.push_back(window(described("legs", "legs", "Legs Window", "N",
                                    "smoothing window over hips, knees and ankles: 1 (none) or odd >= 5 (default 5)",
                                    "a window in frames: 1 (none) or odd and at least 5", OptionKind::Integer),
                          &CleanOptions::legs));
    rows.push_back(window(described("rest", "rest", "Rest Window", "N",
                                    "smoothing window over every other joint: 1 or odd >= 5 (default 7)",
                                    "a window in frames: 1 (none) or odd and at least 5", OptionKind::Integer),
                          &CleanOptions::rest));
    rows.push_back(withMember(
        described("hips-inferred", "hipsInferred", "Hips Inferred", "",
                  "declare the hips unseen (under a skirt or cloak): marked inferred", "no value", OptionKind::Switch),
        &CleanOptions::hipsInferred));
    // On by default: the flag takes only its off.
    OptionRow hold = withMember(described("hold", "hold", "Hold Still Joints", "off", "turn the stillness hold off",
                                          "one value, off (the hold is on by default)", OptionKind::Switch),
                                &CleanOptions::hold);
    hold.offWord = "off";
    rows.push_back(hold);
    rows.push_back(holdLength(described("hold-speed", "speed", "Hold Speed", "L",
                                        "a still joint's 5-frame median speed, trunk lengths a frame (default 0.015)",
                                        "a number of trunk lengths above 0, at most 1000", OptionKind::Number),
                              &HoldParams::speed));
    rows.push_back(holdLength(described("hold-reach", "reach", "Hold Reach", "L",
                                        "how far a held joint may stray from its median, trunk lengths (default 0.03)",
                                        "a number of trunk lengths above 0, at most 1000", OptionKind::Number),
                              &HoldParams::reach));
    OptionRow depth{described("depth", "depth", "Depth", "gait",
                              "derive each limb segment's lean toward or away from the camera (walk or run)",
                              "the gait, walk or run", OptionKind::Choice),
                    {},
                    {}};
    depth.optional = true;
    depth.choices = {"walk", "run"};
    depth.get = [](const CleanOptions& o) -> OptionValue {
        return o.depth ? OptionValue(std::string(gaitName(*o.depth))) : OptionValue();
    };
    depth.set = [](CleanOptions& o, const OptionValue& v) {
        const auto* word = std::get_if<std::string>(&v);
        o.depth = word ? gaitFromName(*word) : std::nullopt;
    };
    rows.push_back(depth);
    rows.push_back(withOptional(
        described("person", "person", "Clean Person", "id", "the person to clean when the sequence holds more than one",
                  "a person id (not empty)", OptionKind::Text),
        &CleanOptions::person));
    // How the CLI prints: not a figure of the run, so neither saved nor shown.
    OptionRow verbose = withMember(
        described("verbose", "verbose", "Verbose", "", "print the hold record in full on the CLEAN line", "no value",
                  OptionKind::Switch),
        &CleanOptions::verbose);
    verbose.echoed = false;
    verbose.widget = false;
    rows.push_back(verbose);
    return rows;
}

}  // namespace

const std::vector<OptionRow>& optionTable()
{
    static const std::vector<OptionRow> rows = makeTable();
    return rows;
}

const OptionRow& optionRow(const char* keyOrFlag)
{
    const OptionRow* row = util::findOption(optionTable(), keyOrFlag);
    if (!row)
        std::abort();
    return *row;
}

}  // namespace rigpose::clean
