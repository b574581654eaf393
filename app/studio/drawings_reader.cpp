#include "drawings_reader.h"

#include <QDir>

#include <algorithm>

namespace rigpose::studio {

namespace {

double numberOr(const rig::json& written, const char* key, double fallback)
{
    const auto it = written.find(key);
    return it != written.end() && it->is_number() ? it->get<double>() : fallback;
}

widgets::RegionDrawing regionOf(const rig::Attachment& a, const QDir& images)
{
    widgets::RegionDrawing r;
    r.placeholder = a.placeholder;
    if (a.image) {
        r.imagePath = images.filePath(QString::fromStdString(*a.image));
        r.image = QImage(r.imagePath);
    }
    // A stated size wins over the PNG's, as the build writes it (build_skeleton.cpp).
    r.width = a.width.value_or(r.image.isNull() ? 0.0 : r.image.width());
    r.height = a.height.value_or(r.image.isNull() ? 0.0 : r.image.height());
    r.x = numberOr(a.written, "x", 0);
    r.y = numberOr(a.written, "y", 0);
    r.rotation = numberOr(a.written, "rotation", 0);
    r.scaleX = numberOr(a.written, "scaleX", 1);
    r.scaleY = numberOr(a.written, "scaleY", 1);
    return r;
}

// The skins in the order a placeholder is looked up: the default skin first (the one a
// skeleton without a skin set shows), then the rest as the rig lists them.
std::vector<const rig::Skin*> lookupOrder(const rig::Rig& rig)
{
    std::vector<const rig::Skin*> order;
    for (const rig::Skin& skin : rig.skins)
        order.push_back(&skin);
    std::stable_partition(order.begin(), order.end(), [](const rig::Skin* s) { return s->name == "default"; });
    return order;
}

}  // namespace

widgets::RigDrawings readRigDrawings(const rig::Rig& rig, const QString& imagesDir, const motion::json& motionSetup,
                                     const motion::CompiledAnimation* animation)
{
    const QDir images(imagesDir);
    const std::vector<const rig::Skin*> skins = lookupOrder(rig);
    std::vector<widgets::SlotDrawing> perSlot;
    perSlot.reserve(rig.slotList.size());
    for (const rig::SlotData& slot : rig.slotList) {
        widgets::SlotDrawing s;
        s.name = slot.name;
        s.bone = slot.boneIndex;
        if (slot.attachment)
            s.setup = *slot.attachment;
        // The motion may own the setup placeholder instead of the rig (rig-c R3).
        if (motionSetup.is_object() && motionSetup.contains(slot.name)) {
            const motion::json& entry = motionSetup[slot.name];
            if (entry.is_object() && entry.contains("attachment") && entry["attachment"].is_string())
                s.setup = entry["attachment"].get<std::string>();
        }
        for (const rig::Skin* skin : skins)
            for (const rig::SkinSlot& skinSlot : skin->slotList) {
                if (skinSlot.slot != slot.name)
                    continue;
                for (const rig::Attachment& a : skinSlot.attachments) {
                    // The first skin to name a placeholder is the one shown.
                    const bool known = std::any_of(
                        s.regions.begin(), s.regions.end(),
                        [&](const widgets::RegionDrawing& r) { return r.placeholder == a.placeholder; });
                    if (a.type == "region" && !known)
                        s.regions.push_back(regionOf(a, images));
                }
            }
        perSlot.push_back(std::move(s));
    }
    if (animation)
        for (const motion::SlotTimeline& timeline : animation->slotTimelines) {
            if (timeline.property != "attachment" || timeline.slot < 0 ||
                static_cast<std::size_t>(timeline.slot) >= perSlot.size())
                continue;
            // A later timeline on the same slot writes over an earlier one, as the runtime applies them.
            widgets::SlotDrawing& s = perSlot[static_cast<std::size_t>(timeline.slot)];
            s.keyTimes.clear();
            s.keyNames.clear();
            for (const motion::TimelineKey& key : timeline.keys) {
                s.keyTimes.push_back(static_cast<float>(key.time));
                s.keyNames.push_back(key.name);
            }
        }
    return widgets::RigDrawings(std::move(perSlot));
}

}  // namespace rigpose::studio
