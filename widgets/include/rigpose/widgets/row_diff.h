#pragma once
// Which rows of a list survive its replacement by another, matched by identity: a model that
// moves from one list to the next with removals and insertions (no reset) keeps these and
// removes and re-inserts the rest. Kept rows are in the same order in both lists.

#include <string>
#include <vector>

namespace rigpose::widgets {

// For each row of `before`: whether it stays. The kept rows are the longest run of `before`
// whose identities appear in `after` in the same order, so a reordering re-inserts as few rows
// as it can. Identities are unique within each list.
std::vector<bool> rowsKept(const std::vector<std::string>& before, const std::vector<std::string>& after);

}  // namespace rigpose::widgets
