#include "rigpose/stage/option_table.h"

#include "rigpose/stage/leg_scale_text.h"
#include "rigpose/stage/reduce_text.h"

namespace rigpose::stage {

namespace {

using util::Bound;
using util::described;
using util::OptionKind;
using util::OptionValue;
using util::ranged;
using util::withMember;
using util::withOptional;

// Upper bounds where a figure past them is a slip that arithmetic would carry into the motion
// (issue 36: --floor 1e100 keyed the hip's y at 1e100): a floor a million units from the rig's
// origin, a set shown for 31 years. A free foot more than a leg length from the supporting one's
// height is in the air, so --stance stops at 1.
constexpr double kLargestFloor = 1e6;
constexpr double kLongestSwitchMin = 1e9;
// Scores have no scale of their own (RTMPose's pass 1), but none reaches a billion.
constexpr double kHighestMinScore = 1e9;

std::vector<OptionRow> makeTable()
{
    std::vector<OptionRow> rows;
    OptionRow name = withMember(described("animation", "name", "Animation Name", "name",
                                          "the new animation's name (default: --out's name up to its first dot)",
                                          "a name (not empty)", OptionKind::Text),
                                &Options::name);
    name.alias = "name";
    rows.push_back(name);
    rows.push_back(withMember(ranged(described("min-score", "minScore", "Minimum Score", "S",
                                               "a joint scored under S holds its last good value (default 0.3)",
                                               "a score from 0 to 1e9 on the detector's scale", OptionKind::Number),
                                     {0, true}, {kHighestMinScore, true}, 2, 0.05),
                              &Options::minScore));
    OptionRow person = withOptional(described("person", "person", "Retarget Person", "id",
                                              "the person to retarget when the sequence holds more than one",
                                              "a person id (not empty)", OptionKind::Text),
                                    &Options::person);
    rows.push_back(person);
    // The guards' flags: off unless given (ref issue 7).
    OptionRow shortRow = withOptional(
        ranged(described("short", "short", "Short Segments", "fraction",
                         "hold a segment's angle where it is shorter than this share of its median length (SHORT, "
                         "END-ON; off by default)",
                         "a fraction of a segment's median length, above 0 and at most 1", OptionKind::Number),
               {0, false}, {1, true}, 2, 0.05),
        &Options::shortFraction);
    shortRow.offered = 0.5;
    rows.push_back(shortRow);
    OptionRow flip = withOptional(
        ranged(described("flip", "flip", "Flip Guard", "deg",
                         "spread a one-frame turn larger than this over the frames around it (FLIP; off by default)",
                         "the largest one-frame turn in degrees, above 0 and under 180", OptionKind::Number),
               {0, false}, {180, false}, 1, 5),
        &Options::flipDegrees);
    flip.offered = 60;
    flip.unit = "\u00b0";
    rows.push_back(flip);
    OptionRow bends{described("bends", "bends", "Bends", "refuse|clamp",
                              "a hinge bent the wrong way: refuse the run (default) or straighten it on that frame "
                              "(BEND)",
                              "refuse (the default) or clamp", OptionKind::Choice),
                    {},
                    {}};
    bends.choices = {"refuse", "clamp"};
    bends.get = [](const Options& o) -> OptionValue { return std::string(bendModeName(o.bends)); };
    bends.set = [](Options& o, const OptionValue& v) {
        if (const auto* word = std::get_if<std::string>(&v))
            o.bends = bendModeFromName(*word).value_or(BendMode::Refuse);
    };
    rows.push_back(bends);
    // The feet (ref #47): --plant-feet places the hip; --floor and --stance only with it.
    rows.push_back(withMember(described("plant-feet", "plantFeet", "Plant Feet", "",
                                        "place the hip so the supporting foot stays where it took support, every "
                                        "support on one floor (FEET; off by default)",
                                        "no value", OptionKind::Switch),
                              &Options::plantFeet));
    OptionRow floor = withOptional(
        ranged(described("floor", "floor", "Floor", "y",
                         "the floor's world y (units, y up, within ±1e6) for --plant-feet (default: the median of "
                         "the supports' planted heights)",
                         "a world y (units, y up) within ±1e6", OptionKind::Number),
               {-kLargestFloor, true}, {kLargestFloor, true}, 3, 1),
        &Options::floor);
    floor.needs = {"plant-feet"};
    rows.push_back(floor);
    OptionRow stance = withOptional(
        ranged(described("stance", "stance", "Stance", "leg-lengths",
                         "with --plant-feet: plant the free foot too while its ankle is within this distance of the "
                         "supporting one's height (STANCE; off by default)",
                         "a distance in leg lengths above 0 and at most 1 (0.07 is a start)", OptionKind::Number),
               {0, false}, {1, true}, 3, 0.01),
        &Options::stance);
    stance.needs = {"plant-feet"};
    stance.offered = 0.07;  // the reference's figure, measured where both shoes stood flat
    stance.unit = " leg lengths";
    rows.push_back(stance);
    // The legs' length (ref #148): echoed only when given, as its two figures (report_json.cpp).
    OptionRow legScale{
        described("leg-scale", "legScale", "Leg Scale", "min,max",
                  "scale each leg segment along its bone by its picture length over its straight "
                  "length, held within min,max (LEG-SCALE, SHEAR; off by default; 0.8,1.05 is a "
                  "start)",
                  "two shares min,max of a segment's straight length, 0 < min <= 1 <= max", OptionKind::Text),
        {},
        {}};
    legScale.optional = true;
    legScale.onlyWhenSet = true;
    legScale.accepts = [](const std::string& word) { return readLegScaleText(word).has_value(); };
    legScale.get = [](const Options& o) -> OptionValue {
        return o.legScale ? OptionValue(legScaleText(*o.legScale)) : OptionValue();
    };
    legScale.set = [](Options& o, const OptionValue& v) {
        const auto* text = std::get_if<std::string>(&v);
        o.legScale = text ? readLegScaleText(*text) : std::nullopt;
    };
    rows.push_back(legScale);
    // The rig's idle (ref #43): the studio's idle box shows these two beside the base motion.
    OptionRow idle = withOptional(
        described("idle", "idle", "Idle Animation", "name",
                  "the rig's animation read as its idle (default: the one named idle; IDLE, IDLE-DROPPED, "
                  "IDLE-KEPT-OUT)",
                  "the name of one of the rig's animations (not empty)", OptionKind::Text),
        &Options::idle);
    idle.widget = false;
    rows.push_back(idle);
    OptionRow carry = withMember(described("carry-idle", "carryIdle", "Carry Idle", "",
                                           "loop every idle track the new animation drops into it, key by key, cut at "
                                           "its end (off by default)",
                                           "no value", OptionKind::Switch),
                                 &Options::carryIdle);
    carry.widget = false;
    rows.push_back(carry);
    // The alternate drawings (issue 22): figures read only with alternates in the map.
    OptionRow tolerance = withMember(
        ranged(described("switch-tolerance", "switchTolerance", "Switch Tolerance", "deg",
                         "with alternates in the map: a set shows where the pose is within this of its key skeleton "
                         "(default 25; SWITCH)",
                         "degrees from a set's key skeleton, above 0 and under 180", OptionKind::Number),
               {0, false}, {180, false}, 1, 1),
        &Options::switchTolerance);
    tolerance.unit = "\u00b0";
    rows.push_back(tolerance);
    OptionRow minimum = withMember(
        ranged(described("switch-min", "switchMin", "Switch Minimum", "s",
                         "with alternates in the map: a set's run shorter than this is not shown (default 0.25; "
                         "SWITCH-MIN)",
                         "the seconds a set must show for, from 0 to 1e9", OptionKind::Number),
               {0, true}, {kLongestSwitchMin, true}, 3, 0.05),
        &Options::switchMin);
    minimum.unit = " s";
    rows.push_back(minimum);
    // Few keys (issue 37). --reduce's text holds a tolerance per chain too (reduce_text.h); the
    // report echoes it as figures (options.reduce, options.reduceChains), so the row itself is
    // the project's text. Neither row writes a byte on a run without it.
    OptionRow reduce{described("reduce", "reduce", "Reduce Keys", "deg[,chain=deg...]",
                               "thin every mapped bone's rotate keys to curves, each bone's world aim within deg of "
                               "the dense keys on every frame; chain=deg gives a chain its own (REDUCE; off by "
                               "default)",
                               "deg[,chain=deg...], each tolerance in degrees above 0 and under 180", OptionKind::Text),
                     {},
                     {}};
    reduce.optional = true;
    reduce.onlyWhenSet = true;
    reduce.offered = 1;
    reduce.get = [](const Options& o) -> OptionValue { return o.reduce ? OptionValue(reduceText(o)) : OptionValue(); };
    reduce.set = [](Options& o, const OptionValue& v) {
        if (const auto* text = std::get_if<std::string>(&v)) {
            readReduceText(*text, o);
        } else {
            o.reduce.reset();
            o.reduceChains.clear();
            o.reduceProblem.reset();
        }
    };
    rows.push_back(reduce);
    OptionRow reduceHip = withOptional(
        ranged(described("reduce-hip", "reduceHip", "Reduce Hip", "units",
                         "with --reduce: thin the hip's translate keys too, its world origin within this many units "
                         "of the dense keys (off: the hip keeps a key on every frame)",
                         "a distance in world units above 0 and at most 1e6", OptionKind::Number),
               {0, false}, {kLargestFloor, true}, 3, 0.5),
        &Options::reduceHip);
    reduceHip.needs = {"reduce"};
    reduceHip.onlyWhenSet = true;
    reduceHip.offered = 1;
    reduceHip.unit = " units";
    rows.push_back(reduceHip);
    // Echoed only when on (ref #251): the report's reduceKeepPlanted is true or absent.
    OptionRow keepPlanted{described("reduce-keep-planted", "reduceKeepPlanted", "Keep Planted", "",
                                    "with --reduce and --plant-feet: every frame a foot supports stays a key down "
                                    "its leg, so the planted ankle lands as the dense keys put it (off by default)",
                                    "no value", OptionKind::Switch),
                          {},
                          {}};
    keepPlanted.needs = {"reduce", "plant-feet"};
    keepPlanted.onlyWhenSet = true;
    keepPlanted.get = [](const Options& o) -> OptionValue {
        return o.reduceKeepPlanted ? OptionValue(true) : OptionValue();
    };
    keepPlanted.set = [](Options& o, const OptionValue& v) { o.reduceKeepPlanted = util::isOn(v); };
    rows.push_back(keepPlanted);
    // How the CLI prints: not a figure of the run, so neither saved nor echoed.
    for (auto [flag, label, help, member] :
         {std::tuple{"verbose", "Verbose",
                     "print every line in full: the CLEAN line's record, a BEND line and a refusal per wrong-way frame",
                     &Options::verbose},
          std::tuple{"summary", "Summary",
                     "print the RUN line, one line per measure (GATE, FEET, LIFT, JITTER, LAND) and the wrote lines",
                     &Options::summary}}) {
        OptionRow row = withMember(described(flag, flag, label, "", help, "no value", OptionKind::Switch), member);
        row.echoed = false;
        row.widget = false;
        rows.push_back(row);
    }
    return rows;
}

}  // namespace

const std::vector<OptionRow>& optionTable()
{
    static const std::vector<OptionRow> rows = makeTable();
    return rows;
}

std::string_view bendModeName(BendMode mode) { return mode == BendMode::Clamp ? "clamp" : "refuse"; }

std::optional<BendMode> bendModeFromName(std::string_view name)
{
    if (name == "refuse")
        return BendMode::Refuse;
    if (name == "clamp")
        return BendMode::Clamp;
    return std::nullopt;
}

}  // namespace rigpose::stage
