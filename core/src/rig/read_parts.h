#pragma once
// The pieces of one rig read, each filling its part of the Rig and refusing what it finds.
// Internal to core/src/rig.

#include "rigpose/rig/field_reader.h"
#include "rigpose/rig/rig.h"

namespace rigpose::rig::detail {

void readHeader(const FieldReader& r, const json& doc, Rig& rig);
// Each bone object is moved into its BoneData::written once read (the document is not used again).
void readBones(const FieldReader& r, json& bones, Rig& rig);
void readSlots(const FieldReader& r, const json& slots, Rig& rig);
void readSkins(const FieldReader& r, const json& skins, Rig& rig);
void readConstraints(const FieldReader& r, const json& constraints, Rig& rig);
void readEvents(const FieldReader& r, const json& events, Rig& rig);

// "bone 3 (\"arm\")" for messages, the name as quotedName spells it.
std::string itemWhere(std::string_view kind, std::size_t index, const std::string& name);

// RIG_SHAPE when `name`, the name of a `kind` ("bone", "slot", ...), is empty or holds a control
// character; `foundBy` says who looks it up ("parents, slots, maps and motions"). False then.
bool checkName(const FieldReader& r, const std::string& where, std::string_view kind, std::string_view name,
               std::string_view foundBy);

// RIG_REFERENCE for each slot whose setup attachment no skin has under that slot.
void checkSetupAttachments(const FieldReader& r, const Rig& rig);

// RIG_MESH for a mesh attachment's arrays that Spine would read past or misread (read_mesh.cpp).
void checkMesh(const FieldReader& r, const std::string& where, const json& mesh, std::size_t boneCount);

}  // namespace rigpose::rig::detail
