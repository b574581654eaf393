#pragma once
// The fast read of a motion: one parse that builds the DOM for everything but the tracks' key
// arrays, whose keys go straight into Key values. A long clip is ~650,000 small key objects,
// and building them as DOM objects was most of the read. Internal to core/src/motion.

#include <cstdint>
#include <map>
#include <optional>
#include <stop_token>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "rigpose/motion/motion.h"

namespace rigpose::motion::detail {

// What a captured key stated, beyond the Key's own t and v: its curve is settled only once
// the track's property and the motion's easings are known.
enum KeyField : std::uint8_t {
    kHasT = 1,
    kHasV = 2,
    kEase = 4,          // the name waits in Key::curve.easing
    kCurveStepped = 8,  // "curve": "stepped"
    kCurvePoints = 16,  // the numbers wait in Key::curve.points
};

struct CapturedTrack {
    std::vector<Key> keys;
    std::vector<std::uint8_t> fields;  // KeyField bits, one per key
};

// Keyed by animation name and track index; the DOM holds an empty "keys" array there.
using CapturedKeys = std::map<std::pair<std::string, std::size_t>, CapturedTrack>;

// The document with its key arrays captured, or nullopt when anything is unusual (not JSON, a
// key of another shape, a repeated key on the way to the keys): the caller then reads the
// whole text through the DOM, which says exactly what is wrong.
// `stop` is checked once a key.
std::optional<json> parseCapturingKeys(std::string_view text, CapturedKeys& captured, const std::stop_token& stop = {});

// Thrown while reading captured keys that the DOM reader would refuse or read differently.
struct NotFast {};

}  // namespace rigpose::motion::detail
