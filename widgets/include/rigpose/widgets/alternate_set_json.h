#pragma once
// Edits of one set of the map's `alternates`, as JSON: what the map editor's Alternates tab
// changes, kept apart from the widgets so each rule is tested alone. Keys a set lacks are put
// where the map format lists them, and the keys and order a file already has are kept, so an
// edit changes only the lines it means to.

#include <QString>
#include <QStringList>

#include <Eigen/Core>
#include <nlohmann/json.hpp>

#include <optional>

namespace rigpose::widgets::alternate_json {

using json = nlohmann::ordered_json;

// `value` under `key`: in place when the set has it, else before the first key that the format
// lists after it (name, note, slots, hides, chains, pose, drawn, offsets), else at the end.
void put(json& set, const std::string& key, json value);

// What one slot shows while the set shows.
struct SlotChoice {
    enum class Kind { Setup, Hidden, Shows } kind = Kind::Setup;  // Setup: the set leaves it alone
    QString attachment;                                           // for Shows
    friend bool operator==(const SlotChoice&, const SlotChoice&) = default;
};
SlotChoice slotChoice(const json& set, const QString& slot);
// Moves the slot between `slots` and `hides`; `hides` goes when it empties, `slots` stays.
void setSlotChoice(json& set, const QString& slot, const SlotChoice& choice);
// Every slot the set names, shown or hidden, in the order it names them.
QStringList namedSlots(const json& set);

// A number as a person types it: an integral value is written without a fraction (285, not 285.0).
json number(double value);
// A finite number from a table cell ("" and anything else: nullopt).
std::optional<double> parseNumber(const QString& text);
// How a table shows a number of the set: the JSON's own digits.
QString numberText(const json& value);

// `block` (pose, offsets) name → [x, y]: set, or removed with nullopt; an emptied `offsets` goes,
// `pose` stays (the format needs it).
void setPair(json& set, const char* block, const QString& name, const std::optional<Eigen::Vector2d>& at);
// drawn name → degrees, or removed; an emptied `drawn` goes.
void setAngle(json& set, const QString& bone, std::optional<double> degrees);

// The set's `chains` as names (what is not a string is skipped).
QStringList chainsOf(const json& set);
QString nameOf(const json& set);
// `stem`, or `stem` with the first free number after it, among the sets' names.
QString freeName(const json& sets, const QString& stem);

}  // namespace rigpose::widgets::alternate_json
