#include "key_moves.h"

#include <algorithm>
#include <cmath>
#include <set>

#include "key_file.h"
#include "rigpose/util/key_curve.h"

namespace rigpose::studio {

using json = nlohmann::ordered_json;

namespace {

// Frames to a thousandth, as the key table writes them.
constexpr int kFrameDecimals = 3;

struct Tagged {
    json key;
    double frame;  // for ordering: a key without a frame sorts with the one before it
    bool edited;
};

const json* keyList(const json& file)
{
    const json* keys = keysOf(file);
    return keys && !keys->empty() ? keys : nullptr;
}

std::set<int> validRows(const json& keys, const std::vector<int>& rows)
{
    std::set<int> out;
    for (int row : rows)
        if (row >= 0 && row < static_cast<int>(keys.size()) && keys[static_cast<std::size_t>(row)].is_object())
            out.insert(row);
    return out;
}

std::vector<Tagged> tagged(const json& keys, const std::set<int>& edited)
{
    std::vector<Tagged> out;
    double last = 0;
    for (std::size_t i = 0; i < keys.size(); ++i) {
        last = keyFrame(keys[i]).value_or(last);
        out.push_back({keys[i], last, edited.count(static_cast<int>(i)) > 0});
    }
    return out;
}

// Keys left where they were that share a frame with an edited key give way to it; then the
// list is put back in frame order, the rows of the edited keys collected.
KeyEdit settled(const json& file, std::vector<Tagged> keys)
{
    std::set<double> taken;
    for (const Tagged& k : keys)
        if (k.edited)
            taken.insert(k.frame);
    std::erase_if(keys, [&](const Tagged& k) { return !k.edited && taken.count(k.frame) > 0; });
    std::stable_sort(keys.begin(), keys.end(), [](const Tagged& a, const Tagged& b) { return a.frame < b.frame; });
    KeyEdit out{file, {}};
    json& list = out.file["keys"];
    list = json::array();
    for (std::size_t i = 0; i < keys.size(); ++i) {
        if (keys[i].edited)
            out.rows.push_back(static_cast<int>(i));
        list.push_back(std::move(keys[i].key));
    }
    return out;
}

}  // namespace

json keyFileNumber(double value, int decimals)
{
    const double scale = std::pow(10.0, decimals);
    const double rounded = std::round(value * scale) / scale;
    if (rounded == std::floor(rounded) && std::abs(rounded) < 1e15)
        return static_cast<std::int64_t>(rounded);
    return rounded;
}

std::optional<KeyEdit> movedKeys(const json& file, const std::vector<int>& rows, double frames, double lastFrame,
                                 const std::optional<ValueShift>& value)
{
    const json* keys = keyList(file);
    const std::set<int> edited = keys ? validRows(*keys, rows) : std::set<int>();
    if (edited.empty())
        return std::nullopt;
    std::vector<Tagged> list = tagged(*keys, edited);
    // The whole selection stops at the clip's ends, so the keys keep their spacing.
    double first = lastFrame, last = 0;
    for (const Tagged& k : list)
        if (k.edited) {
            first = std::min(first, k.frame);
            last = std::max(last, k.frame);
        }
    const double by = std::clamp(frames, -first, std::max(-first, lastFrame - last));
    for (Tagged& k : list) {
        if (!k.edited)
            continue;
        if (keyFrame(k.key)) {
            k.key["frame"] = keyFileNumber(k.frame + by, kFrameDecimals);
            k.frame = k.key["frame"].get<double>();
        }
        if (value && k.key.contains(value->field) && k.key[value->field].is_number()) {
            const double v = std::clamp(k.key[value->field].get<double>() + value->by, value->minimum, value->maximum);
            k.key[value->field] = keyFileNumber(v, value->decimals);
        }
    }
    return settled(file, std::move(list));
}

json copiedKeys(const json& file, const std::vector<int>& rows)
{
    json clip = json::array();
    const json* keys = keyList(file);
    if (!keys)
        return clip;
    const std::set<int> picked = validRows(*keys, rows);
    std::optional<double> origin;
    for (int row : picked) {
        json key = (*keys)[static_cast<std::size_t>(row)];
        const auto frame = keyFrame(key);
        if (!frame)
            continue;
        if (!origin)
            origin = *frame;
        key["frame"] = keyFileNumber(*frame - *origin, kFrameDecimals);
        clip.push_back(std::move(key));
    }
    return clip;
}

std::optional<KeyEdit> pastedKeys(const json& file, const json& clip, double frame, double lastFrame)
{
    if (!file.is_object() || !clip.is_array())
        return std::nullopt;
    const json* keys = keysOf(file);
    std::vector<Tagged> list = keys ? tagged(*keys, {}) : std::vector<Tagged>();
    bool any = false;
    for (const json& k : clip) {
        const auto offset = keyFrame(k);
        if (!offset || frame + *offset < 0 || frame + *offset > lastFrame)
            continue;
        json key = k;
        key["frame"] = keyFileNumber(frame + *offset, kFrameDecimals);
        const double at = key["frame"].get<double>();
        list.push_back({std::move(key), at, true});
        any = true;
    }
    if (!any)
        return std::nullopt;
    return settled(file, std::move(list));
}

std::optional<json> removedKeys(const json& file, const std::vector<int>& rows)
{
    const json* keys = keyList(file);
    const std::set<int> gone = keys ? validRows(*keys, rows) : std::set<int>();
    if (gone.empty())
        return std::nullopt;
    json after = file;
    json& list = after["keys"];
    for (auto it = gone.rbegin(); it != gone.rend(); ++it)
        list.erase(list.begin() + *it);
    return after;
}

std::optional<KeyEdit> curvedKeys(const json& file, const std::vector<int>& rows, const json& curve)
{
    const json* keys = keyList(file);
    const std::set<int> edited = keys ? validRows(*keys, rows) : std::set<int>();
    if (edited.empty())
        return std::nullopt;
    KeyEdit out{file, {edited.begin(), edited.end()}};
    const bool linear = curve.is_null() || curve == "linear";
    for (int row : edited) {
        json& key = out.file["keys"][static_cast<std::size_t>(row)];
        if (linear)
            key.erase("curve");
        else
            key["curve"] = curve;
    }
    return out;
}

namespace {

// A curve as the file keeps it: handles to a millionth, linear as no field.
void writeCurve(json& key, const KeyCurve& curve)
{
    std::optional<json> value = curveJson(curve);
    if (!value) {
        key.erase("curve");
        return;
    }
    if (value->is_array())
        for (json& handle : *value)
            handle = keyFileNumber(handle.get<double>(), 6);
    key["curve"] = std::move(*value);
}

}  // namespace

void splitCurveAt(json& file, int row)
{
    json* keys = file.is_object() && file.contains("keys") ? &file["keys"] : nullptr;
    if (!keys || !keys->is_array() || row < 1 || static_cast<std::size_t>(row) + 1 >= keys->size())
        return;
    json& before = (*keys)[static_cast<std::size_t>(row - 1)];
    json& added = (*keys)[static_cast<std::size_t>(row)];
    const json& after = (*keys)[static_cast<std::size_t>(row) + 1];
    if (!before.is_object() || !added.is_object() || !before.contains("curve"))
        return;
    const KeyCurveRead read = readKeyCurve(before["curve"]);
    const auto from = keyFrame(before), at = keyFrame(added), to = keyFrame(after);
    if (read.problem || !from || !at || !to || !(*from < *at && *at < *to))
        return;
    const auto [first, second] = splitKeyCurve(read.curve, (*at - *from) / (*to - *from));
    writeCurve(before, first);
    writeCurve(added, second);
}

}  // namespace rigpose::studio
