#include "rigpose/widgets/rig_drawings.h"

#include <algorithm>

namespace rigpose::widgets {

QTransform RegionDrawing::boxToBone() const
{
    // The box's pixels run y down from its top-left; the region's own space is y up about
    // its centre, scaled, then turned, then moved to (x, y), as a Spine region's corners are.
    const QTransform centred(1, 0, 0, -1, -width / 2, height / 2);
    QTransform turned;
    turned.rotate(rotation);
    return centred * QTransform::fromScale(scaleX, scaleY) * turned * QTransform::fromTranslate(x, y);
}

std::optional<std::string> RigDrawings::attachmentAt(std::size_t slot, std::optional<double> time) const
{
    if (slot >= m_slots.size())
        return std::nullopt;
    const SlotDrawing& s = m_slots[slot];
    // Key times compared as float32, as the runtime stores them; before the first key the
    // slot shows its setup placeholder.
    if (!time || s.keyTimes.empty() || static_cast<float>(*time) < s.keyTimes.front())
        return s.setup;
    const auto after = std::upper_bound(s.keyTimes.begin(), s.keyTimes.end(), static_cast<float>(*time));
    return s.keyNames[static_cast<std::size_t>(after - s.keyTimes.begin()) - 1];
}

const RegionDrawing* RigDrawings::regionAt(std::size_t slot, std::optional<double> time) const
{
    const std::optional<std::string> name = attachmentAt(slot, time);
    if (!name)
        return nullptr;
    for (const RegionDrawing& r : m_slots[slot].regions)
        if (r.placeholder == *name)
            return &r;
    return nullptr;
}

bool RigDrawings::hasRegions() const
{
    return std::any_of(m_slots.begin(), m_slots.end(), [](const SlotDrawing& s) { return !s.regions.empty(); });
}

std::size_t RigDrawings::imagesRead() const
{
    std::size_t n = 0;
    for (const SlotDrawing& s : m_slots)
        n += static_cast<std::size_t>(std::count_if(s.regions.begin(), s.regions.end(),
                                                    [](const RegionDrawing& r) { return !r.image.isNull(); }));
    return n;
}

}  // namespace rigpose::widgets
