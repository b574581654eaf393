// skeleton.json: header, bones, slots, constraints, skins, events, animations.

#include <algorithm>
#include <filesystem>

#include "rigpose/util/discard.h"
#include "build_parts.h"
#include "rigpose/motion/json_emit.h"
#include "rigpose/spine/png_size.h"
#include "rigpose/util/json_dom_builder.h"
#include "rigpose/util/output_set.h"
#include "rigpose/util/stop.h"

namespace rigpose::spine {

namespace {

namespace fs = std::filesystem;

// Copies the fields `from` states, in Spine's key order (R1: a field is emitted exactly when
// the spec declares it).
void copyStated(const json& from, std::initializer_list<const char*> keys, json& to)
{
    for (const char* key : keys)
        if (auto it = from.find(key); it != from.end())
            to[key] = *it;
}

json headerJson(const rig::Rig& rig)
{
    json h;
    h["spine"] = std::string(kSpineVersion);
    h["x"] = rig.skeleton.x;
    h["y"] = rig.skeleton.y;
    if (rig.skeleton.width)
        h["width"] = *rig.skeleton.width;
    if (rig.skeleton.height)
        h["height"] = *rig.skeleton.height;
    if (rig.skeleton.fps)
        h["fps"] = *rig.skeleton.fps;
    if (rig.skeleton.referenceScale)
        h["referenceScale"] = *rig.skeleton.referenceScale;
    if (rig.skeleton.images)
        h["images"] = *rig.skeleton.images;
    return h;
}

json bonesJson(const rig::Rig& rig)
{
    json bones = json::array();
    for (const rig::BoneData& bone : rig.bones) {
        json b;
        copyStated(bone.written,
                   {"name", "parent", "length", "x", "y", "rotation", "scaleX", "scaleY", "shearX", "shearY"}, b);
        if (bone.written.contains("inherit"))
            b["inherit"] = std::string(rig::inheritName(bone.inherit));  // the folded spelling
        copyStated(bone.written, {"skin", "color", "icon"}, b);
        bones.push_back(std::move(b));
    }
    return bones;
}

json slotsJson(const rig::Rig& rig, const motion::Motion* motion)
{
    json slots = json::array();
    for (const rig::SlotData& slot : rig.slotList) {
        json s;
        copyStated(slot.written, {"name", "bone", "color", "dark", "attachment"}, s);
        // The motion may own the setup attachment instead of the rig (one author, R3).
        if (motion && motion->setup.is_object() && motion->setup.contains(slot.name)) {
            const json& entry = motion->setup[slot.name];
            if (entry.contains("attachment") && !entry["attachment"].is_null())
                s["attachment"] = entry["attachment"];
            if (entry.contains("color"))
                s["color"] = detail::hexChannels(entry["color"].get<std::vector<double>>(), 0, 4);
        }
        if (slot.blend && *slot.blend != "normal")
            s["blend"] = *slot.blend;
        slots.push_back(std::move(s));
    }
    return slots;
}

struct AtlasPage {
    std::string path;  // relative to the atlas
    std::string region;
    PixelSize size;
};

json attachmentJson(const rig::Attachment& a, const BuildInputs& in, std::vector<AtlasPage>& pages,
                    RefusalList& refusals, const std::string& where)
{
    json out;
    if (a.type != "region")
        out["type"] = a.type;
    copyStated(a.written, {"name"}, out);
    std::optional<PixelSize> size;
    if (a.image) {
        const fs::path image = fs::path(in.imagesDir) / *a.image;
        size = pngSize(image.string());
        if (!size) {
            refusals.add("SPINE_IMAGE", where + ": image \"" + image.string() +
                                            "\" is missing or not a PNG; put the picture there or fix \"images\"");
        } else {
            const std::string region = fs::path(*a.image).stem().string();
            // The region is named after the PNG; say so when the placeholder differs.
            if (!a.written.contains("path") && region != a.written.value("name", a.placeholder))
                out["path"] = region;
            const fs::path base = in.outDir.empty() ? fs::current_path() : fs::absolute(in.outDir);
            const std::string page =
                fs::absolute(image).lexically_normal().lexically_relative(base.lexically_normal()).generic_string();
            if (std::none_of(pages.begin(), pages.end(), [&](const AtlasPage& p) { return p.path == page; }))
                pages.push_back({page, region, *size});
        }
    }
    copyStated(a.written, {"path"}, out);
    if (a.written.contains("width") || size)
        out["width"] = a.width ? json(*a.width) : json(size->width);
    if (a.written.contains("height") || size)
        out["height"] = a.height ? json(*a.height) : json(size->height);
    for (const auto& item : a.written.items())
        if (!out.contains(item.key()) && item.key() != "type" && item.key() != "image")
            out[item.key()] = item.value();
    if (a.type == "mesh" &&
        (a.written.contains("generator") || (a.written.contains("weights") && !a.written.contains("vertices"))))
        refusals.add("SPINE_MESH", where +
                                       ": a generated or by-name weighted mesh is compiled by rigc itself; "
                                       "state its uvs, triangles and vertices");
    return out;
}

json skinsJson(const BuildInputs& in, std::vector<AtlasPage>& pages, RefusalList& refusals)
{
    std::vector<const rig::Skin*> order;
    for (const rig::Skin& skin : in.rig->skins)
        order.push_back(&skin);
    // "default" first, the rest in rig-c's natural case-insensitive order.
    std::stable_sort(order.begin(), order.end(), [](const rig::Skin* a, const rig::Skin* b) {
        if ((a->name == "default") != (b->name == "default"))
            return a->name == "default";
        return detail::naturalLess(a->name, b->name);
    });
    json skins = json::array();
    for (const rig::Skin* skin : order) {
        json attachments = json::object();
        for (const rig::SkinSlot& slot : skin->slotList)
            for (const rig::Attachment& a : slot.attachments)
                attachments[slot.slot][a.placeholder] = attachmentJson(
                    a, in, pages, refusals,
                    "skin \"" + skin->name + "\" slot \"" + slot.slot + "\" attachment \"" + a.placeholder + "\"");
        json s;
        s["name"] = skin->name;
        s["attachments"] = std::move(attachments);
        skins.push_back(std::move(s));
    }
    return skins;
}

std::string atlasText(const std::vector<AtlasPage>& pages)
{
    std::string out;
    for (const AtlasPage& p : pages) {
        if (!out.empty())
            out += "\n";
        const std::string w = std::to_string(p.size.width), h = std::to_string(p.size.height);
        out += p.path + "\nsize: " + w + ", " + h + "\nfilter: Linear, Linear\npma: false\n" + p.region +
               "\nbounds: 0, 0, " + w + ", " + h + "\noffsets: 0, 0, " + w + ", " + h + "\nrotate: 0\n";
    }
    return out;
}

}  // namespace

namespace {

// The build's document. With `keys`, each bone timeline stands as an index and the compiled
// animations are handed back in document order for the text writer.
Loaded<SpineBuild> compileDocument(const BuildInputs& in, std::vector<motion::CompiledAnimation>* keys)
{
    Loaded<SpineBuild> out;
    const rig::Rig& rig = *in.rig;
    json& doc = out.value.skeleton;
    doc["skeleton"] = headerJson(rig);
    doc["bones"] = bonesJson(rig);
    doc["slots"] = slotsJson(rig, in.motion);
    if (!rig.constraints.empty()) {
        json constraints = json::array();
        for (const rig::ConstraintData& c : rig.constraints)
            constraints.push_back(c.written);
        doc["constraints"] = std::move(constraints);
    }
    std::vector<AtlasPage> pages;
    if (!rig.skins.empty())
        doc["skins"] = skinsJson(in, pages, out.refusals);
    if (!rig.events.empty()) {
        json events = json::object();
        for (const rig::EventData& e : rig.events)
            rigpose::detail::appendNewKey(events, e.name, e.written);
        doc["events"] = std::move(events);
    }
    json animations = json::object();
    if (in.motion) {
        std::vector<const motion::Animation*> order;
        for (const motion::Animation& a : in.motion->animations)
            order.push_back(&a);
        std::stable_sort(order.begin(), order.end(), [](const motion::Animation* a, const motion::Animation* b) {
            return detail::naturalLess(a->name, b->name);
        });
        for (const motion::Animation* a : order) {
            auto compiled = motion::compileAnimation(rig, *in.motion, *a, in.stop);
            out.refusals.append(compiled.refusals);
            rigpose::detail::appendNewKey(animations, a->name, detail::animationJson(compiled.value, keys != nullptr));
            if (keys)
                keys->push_back(std::move(compiled.value));
        }
    }
    doc["animations"] = std::move(animations);
    if (!pages.empty())
        out.value.atlas = atlasText(pages);
    return out;
}

}  // namespace

Loaded<SpineBuild> compileBuild(const BuildInputs& in) { return compileDocument(in, nullptr); }

Loaded<SpineBuild> compileBuildText(const BuildInputs& in)
{
    std::vector<motion::CompiledAnimation> keys;
    try {
        Loaded<SpineBuild> out = compileDocument(in, &keys);
        if (out.ok()) {
            out.value.text = detail::skeletonTextWithKeys(out.value.skeleton, keys, in.stop);
            out.value.skeleton = nullptr;
        }
        return out;
    } catch (const Stopped&) {
        // The animations compiled so far are freed off this thread (util/discard.h).
        rigpose::detail::discard(std::move(keys));
        throw;
    }
}

std::string skeletonText(const SpineBuild& build)
{
    return build.text ? *build.text : motion::jsonText(build.skeleton, motion::kBuildDecimals);
}

RefusalList stageBuild(OutputSet& set, const std::string& dir, const SpineBuild& build)
{
    RefusalList refusals;
    if (auto r = set.stage((fs::path(dir) / "skeleton.json").string(), skeletonText(build)))
        refusals.add(r->code, r->message);
    if (build.atlas && refusals.empty())
        if (auto r = set.stage((fs::path(dir) / "skeleton.atlas").string(), *build.atlas))
            refusals.add(r->code, r->message);
    return refusals;
}

// A skeleton.json beside an atlas of another build would not load, so the two go together.
RefusalList writeBuild(const std::string& dir, const SpineBuild& build)
{
    OutputSet set;
    RefusalList refusals = stageBuild(set, dir, build);
    if (refusals.empty())
        if (auto r = set.commit())
            refusals.add(r->code, r->message);
    return refusals;
}

std::string imagesDirOf(const rig::Rig& rig, const std::string& rigPath)
{
    const fs::path base = fs::path(rigPath).parent_path();
    return (rig.images ? base / *rig.images : base).string();
}

}  // namespace rigpose::spine
