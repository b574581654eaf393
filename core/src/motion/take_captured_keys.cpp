// A track's captured keys, settled the way read_animation.cpp reads a key from the DOM. The
// fast read only stands when that reader would refuse nothing in them, so every check here
// answers "clean or not" and leaves the wording of a refusal to the DOM reader.

#include "captured_keys.h"
#include "read_parts.h"

namespace rigpose::motion::detail {

namespace {

// True when the DOM reader's value check would pass `v` (captured numbers are finite).
bool cleanValue(const Track& track, std::size_t channels, const json& v)
{
    if (track.property == "attachment")
        return v.is_string() || v.is_null();
    if (track.property == "reset")
        return true;
    return v.is_array() && v.size() == channels;
}

}  // namespace

void takeCapturedKeys(const Motion& motion, const Track& track, bool targetOk, CapturedTrack& captured,
                      std::vector<Key>& out, std::vector<double>& stated)
{
    const std::size_t channels = channelCount(track.kind, track.property);
    const std::size_t count = captured.keys.size();
    stated.reserve(count);
    for (std::size_t i = 0; i < count; ++i) {
        Key& key = captured.keys[i];
        const std::uint8_t f = captured.fields[i];
        if (!(f & kHasT))
            throw NotFast{};
        if (f & kHasV) {
            if (targetOk && !cleanValue(track, channels, key.v))
                throw NotFast{};
        } else if (track.property != "reset") {
            throw NotFast{};
        }
        KeyCurve& curve = key.curve;
        if ((f & kEase) && (f & (kCurveStepped | kCurvePoints)))
            throw NotFast{};
        if (f & kEase) {
            if (curve.easing == "stepped") {
                curve.kind = KeyCurve::Kind::Stepped;
                curve.easing.clear();
            } else if (motion.easing(curve.easing)) {
                curve.kind = KeyCurve::Kind::Named;
            } else {
                throw NotFast{};
            }
        } else if (f & kCurveStepped) {
            curve.kind = KeyCurve::Kind::Stepped;
            curve.steppedAsCurve = true;
        } else if (f & kCurvePoints) {
            if (channels > 0 && curve.points.size() != 4 * channels)
                throw NotFast{};
            curve.kind = KeyCurve::Kind::Bezier;
        }
        // An attachment switch takes no curve, nor does the last key.
        if (curve.kind != KeyCurve::Kind::Linear && (track.property == "attachment" || i + 1 == count))
            throw NotFast{};
        stated.push_back(key.t);
    }
    out = std::move(captured.keys);
}

}  // namespace rigpose::motion::detail
