// rig-pose-camera/1: the camera's keys by hand, read through the key files' envelope and the one
// JSON policy, and the camera they give on every frame.

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
            if (item.key() != "frame" && item.key() != "s" && item.key() != "tx" && item.key() != "ty")
                refuseKey(where + " has an unknown field \"" + item.key() + "\"; a key holds frame, s, tx and ty");
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
        if (frame && *frame == std::floor(*frame) && *frame >= 0 && *frame <= last &&
            !(previous && *frame <= *previous))
            previous = *frame;
        if (good)
            out.value.keys.push_back({static_cast<std::size_t>(*frame), *s, *tx, *ty});
    }
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
    const double w = (frame - static_cast<double>(a.frame)) / static_cast<double>(b.frame - a.frame);
    return {a.frame, a.s + w * (b.s - a.s), a.tx + w * (b.tx - a.tx), a.ty + w * (b.ty - a.ty)};
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
