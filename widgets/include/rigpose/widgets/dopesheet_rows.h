#pragma once
// The rows of a dopesheet, as values: one row a keyed track of an animation (a bone's rotate, a
// slot's attachment, the draw order), its keys on the pose clock and the holds among them. Built
// by one pure function, so what the dopesheet shows is tested without a model or a widget.

#include <QString>

#include <cstddef>
#include <string>
#include <vector>

#include "rigpose/motion/motion.h"

namespace rigpose::widgets {

// What a row keys, in the order rows come: bone tracks (and group tracks, which key bones), then
// slot tracks, then the draw order.
enum class DopesheetKind { Bone, Group, Slot, DrawOrder };

struct DopesheetKey {
    // How the segment from this key to the next is shaped. Attachment and draw-order keys are
    // Stepped: the runtime switches at the key, whatever follows.
    enum class Style { Linear, Stepped, Curved };

    double time = 0;  // pose seconds: the key's t + the track's lag + the time offset
    Style style = Style::Linear;
    std::vector<double> values;  // the numbers it keys; empty for attachment and draw order
    QString label;               // what it shows when not numbers: the attachment, the offsets

    friend bool operator==(const DopesheetKey&, const DopesheetKey&) = default;
};

// Consecutive keys first..last (last > first) holding one value: the track does not move between
// their times.
struct DopesheetHold {
    std::size_t first = 0, last = 0;
    double from = 0, to = 0;  // the two keys' times

    friend bool operator==(const DopesheetHold&, const DopesheetHold&) = default;
};

struct DopesheetRow {
    DopesheetKind kind = DopesheetKind::Bone;
    std::string target;              // the bone, group or slot; empty for the draw order
    std::string property;            // rotate, translate, attachment, rgba, ...; "drawOrder" for the draw order
    std::vector<DopesheetKey> keys;  // by time
    std::vector<DopesheetHold> holds;

    // Who the row is across animations: a new animation's row with the same identity is the
    // same row, changed or not.
    std::string identity() const;
    bool sameIdentity(const DopesheetRow& other) const
    {
        return kind == other.kind && target == other.target && property == other.property;
    }
    friend bool operator==(const DopesheetRow&, const DopesheetRow&) = default;
};

// Two key values this close are one value for a hold: below what any channel shows (degrees,
// units, colour 0..1), above the 1e-6 the build rounds values to.
inline constexpr double kHoldTolerance = 1e-4;

// The rows of `animation`, its keys at t + lag + `timeOffset`. Targets come in the order the
// animation first keys them (the order its tracks were written, which follows the rig's bones);
// a bone's rows go rotate, translate, translatex, translatey, scale, ..., shear, ..., then any
// other property; a slot's go attachment, rgba, rgba2. Physics, path and slider tracks are left
// out: the build neither poses nor exports them.
std::vector<DopesheetRow> dopesheetRows(const motion::Animation& animation, double timeOffset);

// A property as the names column says it, short ("rot", "tx", "att") so the target's name keeps
// the room of a 96 px column; tooltips say it in full.
QString propertyLabel(const std::string& property);

// A key's value as a person reads it: "12.5", "0, -6", an attachment's name, "none".
QString keyValueText(const DopesheetKey& key);

}  // namespace rigpose::widgets
