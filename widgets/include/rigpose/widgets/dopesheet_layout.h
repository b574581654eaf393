#pragma once
// Where the dopesheet draws things, as a value: each row's names cell and lane, each key's mark
// on the scrubber's time axis, and which key or hold lies under a point. The widget paints and
// hit-tests through it; tests check its figures without a widget.

#include <QPointF>
#include <QRectF>

#include <algorithm>
#include <cstddef>
#include <optional>
#include <utility>
#include <vector>

#include "rigpose/widgets/dopesheet_rows.h"
#include "rigpose/widgets/time_axis.h"

namespace rigpose::widgets {

struct DopesheetLayout {
    static constexpr int kTop = 2;          // px above the first row
    static constexpr int kRowPitch = 18;    // a row and the gap under it
    static constexpr int kLaneHeight = 16;  // the row itself
    static constexpr double kMarkRadius = 5;
    // How far from a mark a click or the hover still takes it.
    static constexpr double kHitRadius = 7;

    TimeAxis axis;  // the scrubber's: its `left` is where the names column ends
    int rows = 0;
    int scroll = 0;  // px of rows scrolled off the top
    int height = 0;  // the view's height

    // The height that shows `rows` rows without scrolling.
    static int heightForRows(int rows) { return kTop + std::max(1, rows) * kRowPitch; }
    int contentHeight() const { return heightForRows(rows); }
    int maxScroll() const { return std::max(0, contentHeight() - height); }

    double rowTop(int row) const { return kTop + row * kRowPitch - scroll; }
    // A row's lane: from the axis' left to its clip end.
    QRectF laneRect(int row) const { return {axis.left, rowTop(row), axis.width, double(kLaneHeight)}; }
    // A row's names cell, left of the lane.
    QRectF nameRect(int row) const { return {0, rowTop(row), axis.left, double(kLaneHeight)}; }
    // The row at widget y `y` (its gap below counts as the row), or -1.
    int rowAt(double y) const;
    // Rows any part of which shows: [first, last).
    std::pair<int, int> visibleRows() const;

    double keyX(const DopesheetKey& key) const { return axis.toPixel(key.time); }
    QPointF keyPoint(int row, const DopesheetKey& key) const { return {keyX(key), rowTop(row) + kLaneHeight / 2.0}; }
    // The keys (by time) whose marks fall on the axis' pixels, `slack` px either side: [first, last).
    std::pair<std::size_t, std::size_t> keysShown(const std::vector<DopesheetKey>& keys, double slack) const;
    // The key whose mark is nearest widget x `x`, within kHitRadius.
    std::optional<std::size_t> keyNear(const std::vector<DopesheetKey>& keys, double x) const;
    // The hold whose bar covers widget x `x`.
    std::optional<std::size_t> holdAt(const std::vector<DopesheetHold>& holds, double x) const;
};

}  // namespace rigpose::widgets
