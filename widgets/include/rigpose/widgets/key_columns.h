#pragma once
// The roles of a key file's table model, shared by the model (which edits the document) and the
// views that show it (the key lane, the key table): one row per key, column 0 its frame, the
// other columns the values the format keys: a number (spin box bounds below), or one of a few
// words (a choice: ChoicesRole lists them, the cell's edit value is the word itself).

#include <Qt>

namespace rigpose::widgets::key_columns {

enum Role {
    FrameRole = Qt::UserRole + 1,  // double: the key's frame, maybe fractional; on every column
    ProblemsRole,                  // QStringList: the key's problems as "CODE: message"; on every column
    // The bounds and decimals an editor of the cell offers (double, double, int).
    MinimumRole,
    MaximumRole,
    DecimalsRole,
    ChoicesRole,  // QStringList: the words a choice cell may hold; empty for a number
    ColorRole,    // QColor: what the key's choice is drawn in on the lane (and the state it holds); on column 0
    // QString: how the segment after the key is interpolated ("linear", "stepped", "ease",
    // "bezier" for raw handles); empty for a format that does not interpolate. On column 0.
    CurveRole,
};

}  // namespace rigpose::widgets::key_columns
