#pragma once
// A rig as rig-c's rigc-rig/1 spec states it: the skeleton header, bones (parents first),
// slots in draw order, skins with their attachments, constraints and events. Fields carry
// Spine 4.3's names and defaults; what this project does not interpret (mesh geometry,
// constraint settings, invariants) is kept as written so an export can pass it on.

#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include <nlohmann/json.hpp>

namespace rigpose::rig {

using json = nlohmann::ordered_json;

// How much of its parent's transform a bone takes (Spine 4.3's `inherit`).
enum class Inherit {
    Normal,                  // everything
    OnlyTranslation,         // the parent's position only
    NoRotationOrReflection,  // the parent's scale and shear, not its turn nor a mirror
    NoScale,                 // the parent's turn (and mirror), not its scale
    NoScaleOrReflection,     // the parent's turn, neither scale nor mirror
};

// The spelling Spine writes ("noScale").
std::string_view inheritName(Inherit mode);
// Reads a mode as rig-c does: the first letter's case is folded ("NoScale" = "noScale");
// nullopt for a word that names no mode.
std::optional<Inherit> parseInherit(std::string_view text);

// A string hash that also takes string_views, so a name is looked up without a copy.
struct NameHash {
    using is_transparent = void;
    std::size_t operator()(std::string_view s) const { return std::hash<std::string_view>{}(s); }
};
using NameTable = std::unordered_map<std::string, int, NameHash, std::equal_to<>>;

struct SkeletonHeader {
    double x = 0, y = 0;
    std::optional<double> width, height;
    std::optional<double> fps;
    std::optional<double> referenceScale;
    std::optional<std::string> images;  // the editor's import hint
};

struct BoneData {
    std::string name;
    std::string parent;    // empty for the root
    int parentIndex = -1;  // into Rig::bones; always smaller than the bone's own index
    double length = 0;
    double x = 0, y = 0;  // in the parent's space
    double rotation = 0;  // degrees, counter-clockwise, y up
    double scaleX = 1, scaleY = 1;
    double shearX = 0, shearY = 0;
    Inherit inherit = Inherit::Normal;
    bool skinRequired = false;         // `skin`
    std::optional<std::string> color;  // rrggbbaa, editor only
    std::optional<std::string> icon;   // editor only
    json written;                      // the bone object as the rig states it (its key order and which fields it names)
};

struct SlotData {
    std::string name;
    std::string bone;
    int boneIndex = -1;
    // The setup placeholder: absent (nullopt), "show nothing" (a null `attachment`, held as
    // an empty optional inside), or a name.
    std::optional<std::optional<std::string>> attachment;
    std::optional<std::string> color;  // rrggbbaa
    std::optional<std::string> dark;   // rrggbb
    std::optional<std::string> blend;  // normal, additive, multiply, screen
    json written;
};

// One attachment in a skin under its slot's placeholder name. A region's geometry is read;
// every other kind is kept whole in `written`.
struct Attachment {
    std::string placeholder;
    std::string type = "region";       // region, mesh, boundingbox, clipping, path, point, ...
    std::optional<std::string> image;  // rig-c: a PNG (relative to the rig's images dir) to measure
    std::optional<double> width, height;
    json written;
};

struct SkinSlot {
    std::string slot;
    std::vector<Attachment> attachments;
};

struct Skin {
    std::string name;
    std::vector<SkinSlot> slotList;
};

struct ConstraintData {
    std::string name;
    std::string type;                // ik, transform, path, physics, slider
    std::vector<std::string> bones;  // the bones it moves (`bones`, or a physics `bone`)
    json written;
};

struct EventData {
    std::string name;
    json written;  // int, float, string, audio, volume, balance as stated
};

struct Rig {
    std::string name;
    std::optional<std::string> note;
    std::optional<std::string> images;  // base directory of every `image`, relative to the rig file
    SkeletonHeader skeleton;
    std::vector<BoneData> bones;
    std::vector<SlotData> slotList;  // setup draw order: index 0 is drawn first
    std::vector<Skin> skins;
    std::vector<ConstraintData> constraints;
    std::vector<EventData> events;
    json invariants;  // rig-c's validator hints, carried

    // Each bone's index by name (the first of a name) over the first `bonesNamed` bones, kept by
    // appendBone: a 100,000-bone rig reads in linear time only when finding a bone is no walk.
    NameTable boneNames;
    std::size_t bonesNamed = 0;

    // The same for slots, kept by appendSlot.
    NameTable slotNames;
    std::size_t slotsNamed = 0;

    // Appends `bone` to `bones` and to the table.
    void appendBone(BoneData bone);
    void appendSlot(SlotData slot);
    // Index of the bone called `name`, or -1: from the table when it covers every bone (bones
    // pushed onto `bones` by hand are found by a walk).
    int boneIndex(std::string_view name) const;
    int slotIndex(std::string_view name) const;
};

}  // namespace rigpose::rig
