#pragma once
// What every key file by hand shares (the pelvis keys, the contact keys): the bytes through the
// JSON policy, an object of "spec", "keys" and an optional "note", and "keys" a non-empty array
// (a track fragment names its array "tracks").
// Each reader then checks its own keys.
#include <optional>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "rigpose/util/refusal.h"

namespace rigpose {

struct KeyFileFormat {
    std::string_view code;            // the refusal code, "PELVIS_KEYS"
    std::string_view spec;            // "rig-pose-pelvis-keys/1"
    std::string_view kind;            // what a file is called in a message: "pelvis keys"
    std::string_view keyShape;        // a key's fields as a message shows them: { "frame", "deg" }
    std::string_view array = "keys";  // the array's field: "tracks" for a track fragment
};

struct KeyFileEnvelope {
    std::optional<nlohmann::ordered_json> keys;  // the array (`format.array`), when the envelope reads
    std::optional<std::string> note;
};

// Every problem of the envelope is added to `refusals` under the format's code, each message
// starting with `name`; `keys` is empty when the keys cannot be read at all.
KeyFileEnvelope readKeyFileEnvelope(std::string_view text, const std::string& name, const KeyFileFormat& format,
                                    RefusalList& refusals);

}  // namespace rigpose
