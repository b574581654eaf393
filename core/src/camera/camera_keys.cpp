// rig-pose-camera/1: the camera's keys by hand, read through the key files' envelope and the one
// JSON policy, and the camera they give on every frame along each key's curve.

#include "rigpose/camera/camera_keys.h"

#include <algorithm>
#include <cmath>

#include "rigpose/util/json_parse.h"
#include "rigpose/util/key_file.h"
#include "rigpose/util/number_format.h"

namespace rigpose::camera {

namespace {

using json = nlohmann::ordered_json;

constexpr const char* kCode = "CAMERA_FILE";

std::optional<double> finiteNumber(const json& object, const char* key)
{
    if (!object.contains(key) || !object[key].is_number())
        return std::nullopt;
    const double d = object[key].get<double>();
    return std::isfinite(d) ? std::optional<double>(d) : std::nullopt;
}

std::string shown(const json& object, const char* key)
{
    return object.contains(key) ? object[key].dump() : std::string("missing");
}

// A curve that overshoots carries the camera past its keys' values: the first of s, tx and ty
// it takes out of the ranges a key may hold, on the way from `a` to `b`, in words.
std::optional<std::string> overshoot(const CameraKey& a, const CameraKey& b)
{
    const auto [low, high] = curvedFractionRange(a.curve);
    if (low >= 0 && high <= 1)
        return std::nullopt;
    struct Channel {
        const char* name;
        double from, to, lowest, highest;
    };
    for (const Channel& c :
         {Channel{"s", a.s, b.s, kLowestScale, kHighestScale}, Channel{"tx", a.tx, b.tx, -kLargestShift, kLargestShift},
          Channel{"ty", a.ty, b.ty, -kLargestShift, kLargestShift}})
        for (const double w : {low, high})
            if (const double v = c.from + w * (c.to - c.from); !(v >= c.lowest && v <= c.highest))
                return std::string("its curve takes \"") + c.name + "\" to " + formatForMessage(v, 6) +
                       " on the way to the next key, outside [" + formatForMessage(c.lowest, 4) + ", " +
                       formatForMessage(c.highest, 0) +
                       "]; bring the curve's y1 and y2 within [0, 1], where it cannot overshoot its keys";
    return std::nullopt;
}

}  // namespace

Loaded<CameraKeys> readCameraKeysText(std::string_view text, const std::string& name, std::size_t frameCount)
{
    Loaded<CameraKeys> out;
    const KeyFileEnvelope envelope = readKeyFileEnvelope(
        text, name, {kCode, kCameraKeysSpec, "camera keys", "{ \"frame\", \"s\", \"tx\", \"ty\" }"}, out.refusals);
    out.value.note = envelope.note;
    if (!envelope.keys)
        return out;
    const json& keys = *envelope.keys;
    const double last = frameCount == 0 ? 0 : static_cast<double>(frameCount - 1);
    std::optional<double> previous;
    std::vector<std::size_t> readAt;  // the file's index of each key read
    for (std::size_t i = 0; i < keys.size(); ++i) {
        const json& k = keys[i];
        const std::string where = "key " + std::to_string(i);
        const auto refuseKey = [&](const std::string& what, std::optional<std::size_t> frame = {}) {
            out.refusals.add(kCode, name + ": " + what, {.frame = frame, .key = i});
        };
        if (!k.is_object()) {
            refuseKey(where + " must be an object { \"frame\", \"s\", \"tx\", \"ty\" }");
            continue;
        }
        for (const auto& item : k.items())
            if (item.key() != "frame" && item.key() != "s" && item.key() != "tx" && item.key() != "ty" &&
                item.key() != "curve")
                refuseKey(where + " has an unknown field \"" + item.key() +
                          "\"; a key holds frame, s, tx, ty and an optional curve");
        const auto frame = finiteNumber(k, "frame");
        const auto s = finiteNumber(k, "s"), tx = finiteNumber(k, "tx"), ty = finiteNumber(k, "ty");
        bool good = true;
        if (!frame || *frame != std::floor(*frame)) {
            refuseKey(where + ": \"frame\" is " + shown(k, "frame") +
                      "; a camera key sits on a whole frame of the sequence");
            good = false;
        } else if (*frame < 0 || *frame > last) {
            refuseKey(where + ": frame " + formatFixed(*frame, 0) + " is outside the sequence's frames [0, " +
                      formatFixed(last, 0) + "]; key only frames the sequence has");
            good = false;
        } else if (previous && *frame <= *previous) {
            refuseKey(where + ": frame " + formatFixed(*frame, 0) + " does not come after the key before it (frame " +
                          formatFixed(*previous, 0) + "); list keys in strictly increasing frames",
                      static_cast<std::size_t>(*frame));
            good = false;
        }
        if (!s || !(*s >= kLowestScale && *s <= kHighestScale)) {
            refuseKey(where + ": \"s\" is " + shown(k, "s") + "; the picture's scale against frame 0 is a number in [" +
                          formatFixed(kLowestScale, 4) + ", " + formatFixed(kHighestScale, 0) + "]",
                      frame && good ? std::optional<std::size_t>(static_cast<std::size_t>(*frame)) : std::nullopt);
            good = false;
        }
        for (const auto& [key, value] : {std::pair{"tx", tx}, std::pair{"ty", ty}})
            if (!value || std::abs(*value) > kLargestShift) {
                refuseKey(where + ": \"" + key + "\" is " + shown(k, key) +
                          "; the picture's move against frame 0 is a number of px within ±" +
                          formatFixed(kLargestShift, 0));
                good = false;
            }
        const KeyCurveRead curve = k.contains("curve") ? readKeyCurve(k["curve"]) : KeyCurveRead{};
        if (curve.problem) {
            refuseKey(where + ": " + *curve.problem);
            good = false;
        }
        if (frame && *frame == std::floor(*frame) && *frame >= 0 && *frame <= last &&
            !(previous && *frame <= *previous))
            previous = *frame;
        if (good) {
            out.value.keys.push_back({static_cast<std::size_t>(*frame), *s, *tx, *ty, curve.curve});
            readAt.push_back(i);
        }
    }
    // A segment is checked only between neighbours in the file: a key refused between them would
    // make two keys that never meet look like one.
    for (std::size_t j = 0; j + 1 < out.value.keys.size(); ++j)
        if (readAt[j + 1] == readAt[j] + 1)
            if (const auto problem = overshoot(out.value.keys[j], out.value.keys[j + 1]))
                out.refusals.add(kCode, name + ": key " + std::to_string(readAt[j]) + ": " + *problem,
                                 {.frame = out.value.keys[j].frame, .key = readAt[j]});
    return out;
}

Loaded<CameraKeys> readCameraKeysFile(const std::string& path, std::size_t frameCount)
{
    const auto [bytes, fault] = readJsonFileBytes(path);
    Loaded<CameraKeys> out;
    if (fault) {
        out.refusals.add(kCode, jsonFaultMessage(path, *fault, ""));
        return out;
    }
    if (!bytes) {
        out.refusals.add(kCode, path + ": cannot be opened; check the path given to --camera-file");
        return out;
    }
    return readCameraKeysText(*bytes, path, frameCount);
}

CameraKey cameraAt(const CameraKeys& keys, double frame)
{
    const std::vector<CameraKey>& k = keys.keys;
    if (k.empty())
        return {};
    if (frame <= static_cast<double>(k.front().frame))
        return k.front();
    if (frame >= static_cast<double>(k.back().frame))
        return k.back();
    const auto after = std::upper_bound(
        k.begin(), k.end(), frame, [](double f, const CameraKey& key) { return f < static_cast<double>(key.frame); });
    const CameraKey& b = *after;
    const CameraKey& a = *(after - 1);
    const double w = curvedFraction(a.curve,
                                    (frame - static_cast<double>(a.frame)) / static_cast<double>(b.frame - a.frame));
    return {a.frame, a.s + w * (b.s - a.s), a.tx + w * (b.tx - a.tx), a.ty + w * (b.ty - a.ty), a.curve};
}

std::vector<sequence::CameraEntry> cameraOfKeys(const CameraKeys& keys, std::size_t frameCount)
{
    std::vector<sequence::CameraEntry> out;
    out.reserve(frameCount);
    for (std::size_t f = 0; f < frameCount; ++f) {
        const CameraKey at = cameraAt(keys, static_cast<double>(f));
        out.push_back({at.s, at.tx, at.ty, 0});
    }
    return out;
}

std::string keysSource(const CameraKeys& keys)
{
    return "hand-labelled, " + std::to_string(keys.keys.size()) + " keys";
}

}  // namespace rigpose::camera
