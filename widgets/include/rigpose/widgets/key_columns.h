#pragma once
// The roles of a key file's table model, shared by the model (which edits the document) and the
// views that show it (the key lane, the key table): one row per key, column 0 its frame, the
// other columns the values the format keys.

#include <Qt>

namespace rigpose::widgets::key_columns {

enum Role {
    FrameRole = Qt::UserRole + 1,  // double: the key's frame, maybe fractional; on every column
    ProblemsRole,                  // QStringList: the key's problems as "CODE: message"; on every column
    // The bounds and decimals an editor of the cell offers (double, double, int).
    MinimumRole,
    MaximumRole,
    DecimalsRole,
};

}  // namespace rigpose::widgets::key_columns
