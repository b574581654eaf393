#pragma once
// The columns and roles of a map's chain model, shared by the model (which edits the document)
// and the map editor's views (which only read and ask): one row per chain of rig-pose-map/1.

#include <Qt>

namespace rigpose::widgets::map_columns {

enum Column {
    Name,      // QString
    Bones,     // QStringList, each bone descending from the one before
    Joints,    // QStringList, one more than bones: body-18 names, mid_hip, mid_shoulder
    Aim,       // QStringList, one per bone ("x", a point of the rig, or "a>b")
    Bend,      // QString: rest (the default), ccw, cw, free
    Reach,     // bool
    Nod,       // QVariant: invalid when not stated, else bool
    Range,     // QVariantMap: bone -> QVariantList{min, max}, rotate-key degrees
    Problems,  // the row's MAP_* problems, read only
    Count
};

enum Role {
    // The row's problems as "CODE: message" lines (QStringList), on every column.
    ProblemsRole = Qt::UserRole + 1,
    // setData with this role is an edit that goes on (typing, a drag): it merges with the
    // previous edit of the same cell until the model's submit() closes it.
    ContinuousEditRole,
    // setData with this role on any cell of a row sets several fields of that chain as one edit:
    // a QVariantMap from the column's number (as text) to the value its EditRole takes.
    FieldsRole,
};

}  // namespace rigpose::widgets::map_columns
