#pragma once
// coco17-sequence/1: one COCO-17 skeleton per frame (or null for nobody), converted to a
// body-18 sequence whose one person is "a". Refusals carry the COCO_ prefix.

#include <string>
#include <string_view>

#include "rigpose/sequence/sequence.h"
#include "rigpose/util/refusal.h"

namespace rigpose::sequence {

Loaded<Sequence> readCocoFile(const std::string& path);
Loaded<Sequence> readCocoText(std::string_view text, const std::string& displayName);

}  // namespace rigpose::sequence
