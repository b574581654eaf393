#pragma once
// The rig's drawings as the viewport shows them: per slot (in draw order, index 0 furthest
// back), every region its skin gives it with the picture already read, and which placeholder
// the slot shows at a time: its setup one until the new animation's attachment timeline keys
// another, a key applying from its own time on (stepped, as the Spine runtime applies it).
// A value the runner builds off the GUI thread (QImage, not QPixmap, so it may be:
// app/studio/drawings_reader.h); the view only draws it and never reads a file.

#include <QImage>
#include <QString>
#include <QTransform>

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace rigpose::widgets {

// One region attachment, ready to draw.
struct RegionDrawing {
    std::string placeholder;
    QString imagePath;             // the PNG the region names, resolved (empty when it names none)
    QImage image;                  // as read; null when it names none or the file is not a picture
    double width = 0, height = 0;  // the attachment's, else the PNG's
    // The region's centre and turn in its bone's space (rig-c §1.5's x, y, rotation, scale).
    double x = 0, y = 0, rotation = 0, scaleX = 1, scaleY = 1;

    // From the region's box, (0, 0) its top-left corner and (width, height) its bottom-right
    // as a picture's pixels run (y down), to the bone's own space (y up).
    QTransform boxToBone() const;
};

struct SlotDrawing {
    std::string name;
    int bone = -1;
    // The placeholder shown in the setup pose; nullopt shows nothing.
    std::optional<std::string> setup;
    std::vector<RegionDrawing> regions;  // every region the skins give this slot
    // The new animation's attachment keys for this slot: times (float32, as the runtime
    // stores them) and the placeholder each shows from then on (nullopt: nothing).
    std::vector<float> keyTimes;
    std::vector<std::optional<std::string>> keyNames;
};

class RigDrawings {
public:
    RigDrawings() = default;
    explicit RigDrawings(std::vector<SlotDrawing> perSlot) : m_slots(std::move(perSlot)) {}

    const std::vector<SlotDrawing>& perSlot() const { return m_slots; }
    // The placeholder slot `slot` shows at `time` (seconds; nullopt time: the setup pose).
    std::optional<std::string> attachmentAt(std::size_t slot, std::optional<double> time) const;
    // The region drawn for slot `slot` at `time`; null when it shows nothing or a non-region.
    const RegionDrawing* regionAt(std::size_t slot, std::optional<double> time) const;
    // Whether any slot has a region to draw (View → Show Drawings is offered only then).
    bool hasRegions() const;
    // How many regions carry a picture read from their PNG.
    std::size_t imagesRead() const;

private:
    std::vector<SlotDrawing> m_slots;
};

}  // namespace rigpose::widgets
