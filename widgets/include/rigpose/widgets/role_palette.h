#pragma once
// The colour of each canonical 3D role (rigpose/r3d/roles.h), one palette for the 3D view and
// anything that names a role beside it. Families read at a glance: the spine warm yellows and
// oranges, the left limbs cool (arms blue, legs teal), the right limbs red and magenta; within
// a family the colour lightens down the limb, root to tip.

#include <QColor>

namespace rigpose::widgets {

// `role` is r3d::Role's index (0 .. kRoleCount - 1); any other (-1: no role) is grey.
QColor roleColour(int role);
QColor noRoleColour();

}  // namespace rigpose::widgets
