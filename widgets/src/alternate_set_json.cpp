#include "rigpose/widgets/alternate_set_json.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace rigpose::widgets::alternate_json {

namespace {

constexpr std::array<const char*, 8> kOrder = {"name", "note", "slots", "hides", "chains", "pose", "drawn", "offsets"};

std::ptrdiff_t rank(const std::string& key)
{
    const auto at = std::find_if(kOrder.begin(), kOrder.end(), [&key](const char* k) { return key == k; });
    return at == kOrder.end() ? std::ptrdiff_t(kOrder.size()) : at - kOrder.begin();
}

std::string text(const QString& s) { return s.toStdString(); }

}  // namespace

void put(json& set, const std::string& key, json value)
{
    if (!set.is_object())
        set = json::object();
    if (set.contains(key)) {
        set[key] = std::move(value);
        return;
    }
    // ordered_json appends; rebuild to put the key where the format lists it.
    json out = json::object();
    bool placed = false;
    for (auto it = set.begin(); it != set.end(); ++it) {
        const std::string& k = it.key();
        if (!placed && rank(k) > rank(key) && rank(k) < std::ptrdiff_t(kOrder.size())) {
            out[key] = std::move(value);
            placed = true;
        }
        out[k] = std::move(it.value());
    }
    if (!placed)
        out[key] = std::move(value);
    set = std::move(out);
}

SlotChoice slotChoice(const json& set, const QString& slot)
{
    const std::string name = text(slot);
    if (set.contains("slots") && set["slots"].is_object() && set["slots"].contains(name) &&
        set["slots"][name].is_string())
        return {SlotChoice::Kind::Shows, QString::fromStdString(set["slots"][name].get<std::string>())};
    if (set.contains("hides") && set["hides"].is_array())
        for (const json& h : set["hides"])
            if (h.is_string() && h.get<std::string>() == name)
                return {SlotChoice::Kind::Hidden, {}};
    return {};
}

void setSlotChoice(json& set, const QString& slot, const SlotChoice& choice)
{
    const std::string name = text(slot);
    json shown = set.contains("slots") && set["slots"].is_object() ? set["slots"] : json::object();
    json hides = set.contains("hides") && set["hides"].is_array() ? set["hides"] : json::array();
    shown.erase(name);
    hides.erase(std::remove(hides.begin(), hides.end(), json(name)), hides.end());
    if (choice.kind == SlotChoice::Kind::Shows)
        shown[name] = text(choice.attachment);
    else if (choice.kind == SlotChoice::Kind::Hidden)
        hides.push_back(name);
    put(set, "slots", std::move(shown));
    if (hides.empty())
        set.erase("hides");
    else
        put(set, "hides", std::move(hides));
}

QStringList namedSlots(const json& set)
{
    QStringList out;
    if (set.contains("slots") && set["slots"].is_object())
        for (const auto& item : set["slots"].items())
            out << QString::fromStdString(item.key());
    if (set.contains("hides") && set["hides"].is_array())
        for (const json& h : set["hides"])
            if (h.is_string() && !out.contains(QString::fromStdString(h.get<std::string>())))
                out << QString::fromStdString(h.get<std::string>());
    return out;
}

json number(double value)
{
    if (std::isfinite(value) && value == std::floor(value) && std::abs(value) < 1e15)
        return static_cast<std::int64_t>(value);
    return value;
}

std::optional<double> parseNumber(const QString& text)
{
    bool ok = false;
    const double v = text.trimmed().toDouble(&ok);
    return ok && std::isfinite(v) ? std::optional<double>(v) : std::nullopt;
}

QString numberText(const json& value) { return value.is_number() ? QString::fromStdString(value.dump()) : QString(); }

namespace {

// `block` name → value, or removed; an emptied block goes unless the format needs it (pose).
void setEntry(json& set, const char* block, const QString& name, std::optional<json> value)
{
    json entries = set.contains(block) && set[block].is_object() ? set[block] : json::object();
    if (value)
        entries[text(name)] = std::move(*value);
    else
        entries.erase(text(name));
    if (entries.empty() && std::string(block) != "pose")
        set.erase(block);
    else
        put(set, block, std::move(entries));
}

}  // namespace

void setPair(json& set, const char* block, const QString& name, const std::optional<Eigen::Vector2d>& at)
{
    setEntry(set, block, name,
             at ? std::optional<json>(json::array({number(at->x()), number(at->y())})) : std::nullopt);
}

void setAngle(json& set, const QString& bone, std::optional<double> degrees)
{
    setEntry(set, "drawn", bone, degrees ? std::optional<json>(number(*degrees)) : std::nullopt);
}

QStringList chainsOf(const json& set)
{
    QStringList out;
    if (set.contains("chains") && set["chains"].is_array())
        for (const json& c : set["chains"])
            if (c.is_string())
                out << QString::fromStdString(c.get<std::string>());
    return out;
}

QString nameOf(const json& set)
{
    return set.is_object() && set.contains("name") && set["name"].is_string()
               ? QString::fromStdString(set["name"].get<std::string>())
               : QString();
}

QString freeName(const json& sets, const QString& stem)
{
    QStringList taken;
    if (sets.is_array())
        for (const json& s : sets)
            taken << nameOf(s);
    if (!taken.contains(stem))
        return stem;
    for (int n = 2;; ++n)
        if (!taken.contains(stem + QString::number(n)))
            return stem + QString::number(n);
}

}  // namespace rigpose::widgets::alternate_json
