#include "rigpose/legs/contact_keys.h"

#include <cmath>

#include "rigpose/legs/feet.h"
#include "rigpose/util/json_parse.h"
#include "rigpose/util/key_file.h"
#include "rigpose/util/number_format.h"

namespace rigpose::legs {

namespace {

using json = nlohmann::ordered_json;

constexpr const char* kCode = "CONTACT_KEYS";

std::optional<double> finiteNumber(const json& v)
{
    if (!v.is_number())
        return std::nullopt;
    const double d = v.get<double>();
    return std::isfinite(d) ? std::optional<double>(d) : std::nullopt;
}

std::optional<Contact> contactNamed(const json& v)
{
    if (!v.is_string())
        return std::nullopt;
    const std::string& s = v.get_ref<const std::string&>();
    if (s == "l")
        return Contact::Left;
    if (s == "r")
        return Contact::Right;
    if (s == "both")
        return Contact::Both;
    if (s == "none")
        return Contact::None;
    return std::nullopt;
}

// The first whole frame a key takes effect on, when the key sits on one (a key may sit between two).
std::optional<std::size_t> wholeFrame(double frame)
{
    if (frame < 0 || frame != std::floor(frame))
        return std::nullopt;
    return static_cast<std::size_t>(frame);
}

// A foot's support index as feet.h counts sides: 0 r, 1 l; nullopt for both and none.
std::optional<int> footOf(Contact c)
{
    if (c == Contact::Right)
        return 0;
    if (c == Contact::Left)
        return 1;
    return std::nullopt;
}

}  // namespace

Loaded<ContactKeys> readContactKeysText(std::string_view text, const std::string& name, std::size_t frameCount)
{
    Loaded<ContactKeys> out;
    auto refuse = [&](const std::string& what, RefusalPlace place = {}) {
        out.refusals.add(kCode, name + ": " + what, std::move(place));
    };
    const KeyFileEnvelope envelope = readKeyFileEnvelope(
        text, name, {kCode, kContactKeysSpec, "contact keys", "{ \"frame\", \"side\" }"}, out.refusals);
    out.value.note = envelope.note;
    if (!envelope.keys)
        return out;
    const json* keys = &*envelope.keys;
    const double last = frameCount == 0 ? 0 : static_cast<double>(frameCount - 1);
    // The frame of the last key read in order: the next one must come after it, whatever its side.
    std::optional<double> previous;
    for (std::size_t i = 0; i < keys->size(); ++i) {
        const json& k = (*keys)[i];
        const std::string where = "key " + std::to_string(i);
        const auto refuseKey = [&](const std::string& what, std::optional<std::size_t> frame = {}) {
            refuse(what, {.frame = frame, .key = i});
        };
        if (!k.is_object()) {
            refuseKey(where + " must be an object { \"frame\", \"side\" }");
            continue;
        }
        for (const auto& item : k.items())
            if (item.key() != "frame" && item.key() != "side")
                refuseKey(where + " has an unknown field \"" + item.key() + "\"; a key holds frame and side");
        const auto frame = k.contains("frame") ? finiteNumber(k["frame"]) : std::nullopt;
        const auto side = k.contains("side") ? contactNamed(k["side"]) : std::nullopt;
        if (!frame)
            refuseKey(where +
                      ": \"frame\" must be a finite number, a frame index of the sequence (it may be fractional)");
        if (!side)
            refuseKey(where + ": \"side\" is " + (k.contains("side") ? k["side"].dump() : std::string("missing")) +
                      "; a key's side is one of \"l\", \"r\", \"both\" or \"none\"");
        if (!frame)
            continue;
        if (*frame < 0 || *frame > last) {
            refuseKey(where + ": frame " + formatFixed(*frame, 6) + " is outside the sequence's frames [0, " +
                      formatFixed(last, 0) + "]; key only frames the sequence has");
            continue;
        }
        if (previous && *frame <= *previous) {
            refuseKey(where + ": frame " + formatFixed(*frame, 6) + " does not come after the key before it (frame " +
                          formatFixed(*previous, 6) + "); list keys in strictly increasing frames",
                      wholeFrame(*frame));
            continue;
        }
        previous = *frame;
        if (side)
            out.value.keys.push_back({*frame, *side});
    }
    return out;
}

Loaded<ContactKeys> readContactKeysFile(const std::string& path, std::size_t frameCount)
{
    const auto [bytes, fault] = readJsonFileBytes(path);
    if (fault) {
        Loaded<ContactKeys> out;
        out.refusals.add(kCode, jsonFaultMessage(path, *fault, ""));
        return out;
    }
    if (!bytes) {
        Loaded<ContactKeys> out;
        out.refusals.add(kCode, path + ": cannot be opened; check the path given to --contact-keys");
        return out;
    }
    return readContactKeysText(*bytes, path, frameCount);
}

std::vector<std::optional<int>> contactSupport(const ContactKeys& keys, std::size_t frameCount)
{
    const std::vector<ContactKey>& k = keys.keys;
    // Each key's support, read once: a both key takes its side from the keys around its run.
    std::vector<std::optional<int>> support(k.size());
    for (std::size_t i = 0; i < k.size();) {
        if (k[i].side != Contact::Both) {
            support[i] = k[i].side == Contact::None ? std::optional<int>(kNoSide) : footOf(k[i].side);
            ++i;
            continue;
        }
        std::size_t end = i;  // one past the run of both keys
        while (end < k.size() && k[end].side == Contact::Both)
            ++end;
        std::optional<int> landed;
        if (i > 0 && footOf(k[i - 1].side))
            landed = 1 - *footOf(k[i - 1].side);  // the other foot came down
        else if (end < k.size())
            landed = footOf(k[end].side);  // nothing before (or flight): the foot that stays down after
        for (std::size_t j = i; j < end; ++j)
            support[j] = landed;
        i = end;
    }
    std::vector<std::optional<int>> out(frameCount);
    std::size_t held = 0;  // keys at or before the frame
    for (std::size_t f = 0; f < frameCount; ++f) {
        while (held < k.size() && k[held].frame <= static_cast<double>(f))
            ++held;
        if (held > 0)
            out[f] = support[held - 1];
    }
    return out;
}

}  // namespace rigpose::legs
