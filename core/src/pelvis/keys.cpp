#include "rigpose/pelvis/keys.h"

#include <algorithm>
#include <cmath>

#include "rigpose/map/aim.h"
#include "rigpose/util/atomic_write.h"
#include "rigpose/util/json_parse.h"
#include "rigpose/util/key_file.h"
#include "rigpose/util/number_format.h"

namespace rigpose::pelvis {

namespace {

using json = nlohmann::ordered_json;

// (-180, 180], as pelvisTilt is stated.
double tiltRange(double deg)
{
    const double w = map::wrapDegrees(deg);
    return w <= -180 ? w + 360 : w;
}

// A turn either way: any angle of the hip line has a spelling inside it, and past it the short
// way round between two keys is arithmetic on nonsense (issue 36: 1e308 was taken).
constexpr double kLargestDeg = 360;

std::optional<double> finiteNumber(const json& v)
{
    if (!v.is_number())
        return std::nullopt;
    const double d = v.get<double>();
    return std::isfinite(d) ? std::optional<double>(d) : std::nullopt;
}

// A key's frame as a frame of the sequence, when it is one (a key may sit between two).
std::optional<std::size_t> wholeFrame(double frame)
{
    if (frame < 0 || frame != std::floor(frame))
        return std::nullopt;
    return static_cast<std::size_t>(frame);
}

}  // namespace

Loaded<PelvisKeys> readPelvisKeysText(std::string_view text, const std::string& name, std::size_t frameCount)
{
    Loaded<PelvisKeys> out;
    auto refuse = [&](const std::string& what, RefusalPlace place = {}) {
        out.refusals.add("PELVIS_KEYS", name + ": " + what, std::move(place));
    };
    const KeyFileEnvelope envelope = readKeyFileEnvelope(
        text, name, {"PELVIS_KEYS", kPelvisKeysSpec, "pelvis keys", "{ \"frame\", \"deg\" }"}, out.refusals);
    out.value.note = envelope.note;
    if (!envelope.keys)
        return out;
    const json* keys = &*envelope.keys;
    const double last = frameCount == 0 ? 0 : static_cast<double>(frameCount - 1);
    for (std::size_t i = 0; i < keys->size(); ++i) {
        const json& k = (*keys)[i];
        const std::string where = "key " + std::to_string(i);
        const auto refuseKey = [&](const std::string& what, std::optional<std::size_t> frame = {}) {
            refuse(what, {.frame = frame, .key = i});
        };
        if (!k.is_object()) {
            refuseKey(where + " must be an object { \"frame\", \"deg\" }");
            continue;
        }
        for (const auto& item : k.items())
            if (item.key() != "frame" && item.key() != "deg" && item.key() != "curve")
                refuseKey(where + " has an unknown field \"" + item.key() +
                          "\"; a key holds frame, deg and an optional curve");
        const auto frame = k.contains("frame") ? finiteNumber(k["frame"]) : std::nullopt;
        const auto deg = k.contains("deg") ? finiteNumber(k["deg"]) : std::nullopt;
        if (!frame) {
            refuseKey(where +
                      ": \"frame\" must be a finite number, a frame index of the sequence (it may be fractional)");
            continue;
        }
        if (!deg || std::abs(*deg) > kLargestDeg) {
            refuseKey(where +
                      ": \"deg\" must be a number of degrees within ±360 (r_hip -> l_hip, counter-clockwise, "
                      "y up)");
            continue;
        }
        if (*frame < 0 || *frame > last) {
            refuseKey(where + ": frame " + formatFixed(*frame, 6) + " is outside the sequence's frames [0, " +
                      formatFixed(last, 0) + "]; key only frames the sequence has");
            continue;
        }
        if (!out.value.keys.empty() && *frame <= out.value.keys.back().frame) {
            refuseKey(where + ": frame " + formatFixed(*frame, 6) + " does not come after the key before it (frame " +
                          formatFixed(out.value.keys.back().frame, 6) + "); list keys in strictly increasing frames",
                      wholeFrame(*frame));
            continue;
        }
        const KeyCurveRead curve = k.contains("curve") ? readKeyCurve(k["curve"]) : KeyCurveRead{};
        if (curve.problem) {
            refuseKey(where + ": " + *curve.problem);
            continue;
        }
        out.value.keys.push_back({*frame, *deg, curve.curve});
    }
    return out;
}

Loaded<PelvisKeys> readPelvisKeysFile(const std::string& path, std::size_t frameCount)
{
    const auto [bytes, fault] = readJsonFileBytes(path);
    if (fault) {
        Loaded<PelvisKeys> out;
        out.refusals.add("PELVIS_KEYS", jsonFaultMessage(path, *fault, ""));
        return out;
    }
    if (!bytes) {
        Loaded<PelvisKeys> out;
        out.refusals.add("PELVIS_KEYS", path + ": cannot be opened; check the path given to --pelvis-keys");
        return out;
    }
    return readPelvisKeysText(*bytes, path, frameCount);
}

double tiltAt(const PelvisKeys& keys, double f)
{
    const std::vector<PelvisKey>& k = keys.keys;
    if (f <= k.front().frame)
        return tiltRange(k.front().deg);
    if (f >= k.back().frame)
        return tiltRange(k.back().deg);
    std::size_t i = 1;
    while (k[i].frame < f)
        ++i;
    const PelvisKey &a = k[i - 1], &b = k[i];
    const double u = curvedFraction(a.curve, (f - a.frame) / (b.frame - a.frame));
    return tiltRange(a.deg + map::wrapDegrees(b.deg - a.deg) * u);
}

sequence::Sequence withKeyedTrack(sequence::Sequence seq, const std::string& person, const PelvisKeys& keys)
{
    for (std::size_t f = 0; f < seq.frames.size(); ++f) {
        sequence::Frame& frame = seq.frames[f];
        std::erase_if(frame.people, [&](const sequence::Person& p) { return p.id != person; });
        frame.hasPelvisTilt = true;
        frame.pelvisTilt = tiltAt(keys, static_cast<double>(f));
    }
    seq.pelvisSource = "keys";
    return seq;
}

RefusalList checkTrackCanBeAdded(const sequence::Sequence& seq, const std::string& name)
{
    RefusalList out;
    if (seq.cleaned)
        out.add("PELVIS_AFTER_CLEAN",
                name +
                    ": already carries clean's record; clean must smooth the pelvis track, so "
                    "add it before cleaning: rig-pose pelvis on the uncleaned sequence, then clean");
    if (seq.hasPelvisTrack())
        out.add("PELVIS_TRACK", name + ": already carries a pelvis track (pelvisSource " +
                                    (seq.pelvisSource ? "\"" + *seq.pelvisSource + "\"" : std::string("not stated")) +
                                    "); start from the sequence without one to write another");
    return out;
}

std::optional<std::string> personForTrack(const sequence::Sequence& seq, const std::optional<std::string>& asked,
                                          const std::string& name, RefusalList& refusals)
{
    const std::vector<std::string> ids = seq.personIds();
    if (asked) {
        if (std::find(ids.begin(), ids.end(), *asked) != ids.end())
            return asked;
        refusals.add("POSE_PERSON", name + ": person \"" + *asked + "\" is on no frame; pick one the sequence holds");
        return std::nullopt;
    }
    if (ids.size() == 1)
        return ids.front();
    refusals.add("POSE_PERSON",
                 name + ": " +
                     (ids.empty() ? std::string("no frame holds a person")
                                  : std::to_string(ids.size()) + " people; pick one with --person <id>"));
    return std::nullopt;
}

std::string keyedTrackLine(const sequence::Sequence& written, const PelvisKeys& keys)
{
    // Unwrapped frame to frame, so a tilt through ±180° (a figure facing away) swings by its
    // turn, not by 360°.
    double unwrapped = written.frames.empty() ? 0 : written.frames.front().pelvisTilt.value_or(0);
    double low = unwrapped, high = unwrapped;
    for (std::size_t f = 1; f < written.frames.size(); ++f) {
        unwrapped += map::wrapDegrees(written.frames[f].pelvisTilt.value_or(0) -
                                      written.frames[f - 1].pelvisTilt.value_or(0));
        low = std::min(low, unwrapped);
        high = std::max(high, unwrapped);
    }
    // The last key's curve shapes no segment, so it alone does not make the track curved.
    const bool curved = std::any_of(keys.keys.begin(), keys.keys.empty() ? keys.keys.end() : keys.keys.end() - 1,
                                    [](const PelvisKey& k) { return k.curve.kind != KeyCurve::Kind::Linear; });
    return "PELVIS from keys (" + std::to_string(keys.keys.size()) + " key(s) over " +
           std::to_string(written.frames.size()) + " frame(s), " + (curved ? "along each key's curve" : "linear") +
           " the short way round, held past the ends): swing " + formatFixed(high - low, 3) + "°";
}

Loaded<KeyedTrack> keyTrack(const sequence::Sequence& raw, const std::optional<std::string>& person,
                            const Loaded<PelvisKeys>& keys, const std::string& name)
{
    Loaded<KeyedTrack> out;
    out.refusals = checkTrackCanBeAdded(raw, name);
    const auto who = personForTrack(raw, person, name, out.refusals);
    out.refusals.append(keys.refusals);
    if (!out.refusals.empty() || !who)
        return out;
    out.value.person = *who;
    out.value.sequence = withKeyedTrack(raw, *who, keys.value);
    out.value.line = keyedTrackLine(out.value.sequence, keys.value);
    return out;
}

}  // namespace rigpose::pelvis
