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

// "bone 3 (\"arm\")" for messages.
std::string itemWhere(std::string_view kind, std::size_t index, const std::string& name);

}  // namespace rigpose::rig::detail
