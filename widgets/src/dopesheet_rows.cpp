#include "rigpose/widgets/dopesheet_rows.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <optional>
#include <string_view>
#include <tuple>

namespace rigpose::widgets {

namespace {

QString tr(const char* text) { return QCoreApplication::translate("rigpose::widgets::DopesheetRows", text); }

// A row's place among its target's rows: the channels in Spine's order, unknown ones after.
int propertyRank(DopesheetKind kind, const std::string& property)
{
    static constexpr std::array<std::string_view, 10> bone{"rotate", "translate", "translatex", "translatey", "scale",
                                                           "scalex", "scaley",    "shear",      "shearx",     "sheary"};
    static constexpr std::array<std::string_view, 3> slot{"attachment", "rgba", "rgba2"};
    const auto rank = [&](const auto& order) {
        const auto it = std::find(order.begin(), order.end(), property);
        return it == order.end() ? static_cast<int>(order.size()) : static_cast<int>(it - order.begin());
    };
    return kind == DopesheetKind::Slot ? rank(slot) : rank(bone);
}

std::optional<DopesheetKind> kindOf(motion::TargetKind kind)
{
    switch (kind) {
    case motion::TargetKind::Bone:
        return DopesheetKind::Bone;
    case motion::TargetKind::Group:
        return DopesheetKind::Group;
    case motion::TargetKind::Slot:
        return DopesheetKind::Slot;
    default:
        return std::nullopt;
    }
}

DopesheetKey::Style styleOf(const motion::KeyCurve& curve)
{
    switch (curve.kind) {
    case motion::KeyCurve::Kind::Stepped:
        return DopesheetKey::Style::Stepped;
    case motion::KeyCurve::Kind::Named:
    case motion::KeyCurve::Kind::Bezier:
        return DopesheetKey::Style::Curved;
    case motion::KeyCurve::Kind::Linear:
        break;
    }
    return DopesheetKey::Style::Linear;
}

QString compact(const motion::json& v) { return QString::fromStdString(v.dump()); }

// "arm +1, hand -2": each slot moved and by how much; no offsets puts the setup order back.
QString offsetsText(const motion::json& offsets)
{
    if (!offsets.is_array() || offsets.empty())
        return tr("setup order");
    QStringList parts;
    for (const motion::json& o : offsets) {
        const int by = o.is_object() ? o.value("offset", 0) : 0;
        const std::string slot = o.is_object() ? o.value("slot", std::string()) : std::string();
        parts << QString::fromStdString(slot) + QLatin1Char(' ') + (by > 0 ? QStringLiteral("+") : QString()) +
                     QString::number(by);
    }
    return parts.join(QStringLiteral(", "));
}

// The numbers a key's value holds, or nullopt when it is not an array of numbers.
std::optional<std::vector<double>> numbersOf(const motion::json& v)
{
    if (!v.is_array())
        return std::nullopt;
    std::vector<double> out;
    for (const motion::json& n : v) {
        if (!n.is_number())
            return std::nullopt;
        out.push_back(n.get<double>());
    }
    return out;
}

// Whether the segment from key `a` to key `b` stays at one value: the same value at both ends
// and, for a Bézier, handles at that value too (else the curve swings out and back).
bool heldBetween(const motion::Key& a, const motion::Key& b)
{
    const auto x = numbersOf(a.v), y = numbersOf(b.v);
    if (!x || !y)
        return a.v == b.v;
    if (x->size() != y->size())
        return false;
    for (std::size_t c = 0; c < x->size(); ++c)
        if (std::abs((*x)[c] - (*y)[c]) > kHoldTolerance)
            return false;
    if (a.curve.kind == motion::KeyCurve::Kind::Bezier)
        for (std::size_t c = 0; c < x->size() && 4 * c + 3 < a.curve.points.size(); ++c)
            if (std::abs(a.curve.points[4 * c + 1] - (*x)[c]) > kHoldTolerance ||
                std::abs(a.curve.points[4 * c + 3] - (*x)[c]) > kHoldTolerance)
                return false;
    return true;
}

// Runs of held segments over keys in time order, `times` their pose times.
std::vector<DopesheetHold> holdsOf(const std::vector<const motion::Key*>& keys, const std::vector<double>& times)
{
    std::vector<DopesheetHold> holds;
    for (std::size_t i = 0; i + 1 < keys.size();) {
        std::size_t j = i;
        while (j + 1 < keys.size() && heldBetween(*keys[j], *keys[j + 1]))
            ++j;
        if (j > i)
            holds.push_back({i, j, times[i], times[j]});
        i = std::max(i + 1, j);
    }
    return holds;
}

DopesheetRow rowOf(DopesheetKind kind, const motion::Track& track, double shift)
{
    DopesheetRow row{kind, track.target, track.property, {}, {}};
    // The reader keeps keys in time order; sorted again so a hand-made animation draws right.
    std::vector<const motion::Key*> keys;
    for (const motion::Key& k : track.keys)
        keys.push_back(&k);
    std::stable_sort(keys.begin(), keys.end(), [](const motion::Key* a, const motion::Key* b) { return a->t < b->t; });
    const bool switches = track.property == "attachment";
    std::vector<double> times;
    for (const motion::Key* k : keys) {
        DopesheetKey key;
        key.time = k->t + shift;
        key.style = switches ? DopesheetKey::Style::Stepped : styleOf(k->curve);
        if (auto numbers = numbersOf(k->v); numbers && !switches)
            key.values = std::move(*numbers);
        else if (k->v.is_string())
            key.label = QString::fromStdString(k->v.get<std::string>());
        else if (k->v.is_null())
            key.label = tr("(none)");
        else
            key.label = compact(k->v);
        times.push_back(key.time);
        row.keys.push_back(std::move(key));
    }
    row.holds = holdsOf(keys, times);
    return row;
}

DopesheetRow drawOrderRow(const motion::json& drawOrder, double timeOffset)
{
    DopesheetRow row{DopesheetKind::DrawOrder, {}, "drawOrder", {}, {}};
    std::vector<motion::Key> keys;
    for (const motion::json& k : drawOrder)
        if (k.is_object())
            keys.push_back({k.value("t", 0.0), k.value("offsets", motion::json::array()), {}, {}});
    std::stable_sort(keys.begin(), keys.end(), [](const motion::Key& a, const motion::Key& b) { return a.t < b.t; });
    std::vector<const motion::Key*> pointers;
    std::vector<double> times;
    for (const motion::Key& k : keys) {
        row.keys.push_back({k.t + timeOffset, DopesheetKey::Style::Stepped, {}, offsetsText(k.v)});
        pointers.push_back(&k);
        times.push_back(k.t + timeOffset);
    }
    row.holds = holdsOf(pointers, times);
    return row;
}

}  // namespace

std::string DopesheetRow::identity() const
{
    return std::to_string(static_cast<int>(kind)) + '\n' + target + '\n' + property;
}

std::vector<DopesheetRow> dopesheetRows(const motion::Animation& animation, double timeOffset)
{
    // Each target's rank: where the animation first keys it, per kind's section.
    std::map<std::pair<int, std::string>, std::size_t> firstSeen;
    std::vector<DopesheetRow> out;
    for (std::size_t i = 0; i < animation.tracks.size(); ++i) {
        const motion::Track& track = animation.tracks[i];
        const auto kind = kindOf(track.kind);
        if (!kind || track.keys.empty())
            continue;
        // Bones and groups share a section: a group keys bones, and stays where it was written.
        const int section = *kind == DopesheetKind::Slot ? 1 : 0;
        firstSeen.try_emplace({section, track.target}, i);
        out.push_back(rowOf(*kind, track, timeOffset + track.lag.value_or(0)));
    }
    const auto sortKey = [&](const DopesheetRow& row) {
        const int section = row.kind == DopesheetKind::Slot ? 1 : 0;
        return std::tuple(section, firstSeen.at({section, row.target}), propertyRank(row.kind, row.property));
    };
    std::stable_sort(out.begin(), out.end(),
                     [&](const DopesheetRow& a, const DopesheetRow& b) { return sortKey(a) < sortKey(b); });
    if (animation.drawOrder.is_array() && !animation.drawOrder.empty())
        out.push_back(drawOrderRow(animation.drawOrder, timeOffset));
    return out;
}

QString propertyLabel(const std::string& property)
{
    static const std::map<std::string, const char*, std::less<>> labels{
        {"rotate", "rot"},     {"translate", "trans"}, {"translatex", "tx"}, {"translatey", "ty"}, {"scale", "scale"},
        {"scalex", "sx"},      {"scaley", "sy"},       {"shear", "shear"},   {"shearx", "shx"},    {"sheary", "shy"},
        {"attachment", "att"}, {"rgba", "rgba"},       {"rgba2", "rgba2"}};
    const auto it = labels.find(property);
    return it == labels.end() ? QString::fromStdString(property) : QString::fromLatin1(it->second);
}

QString keyValueText(const DopesheetKey& key)
{
    if (key.values.empty())
        return key.label;
    QStringList parts;
    for (double v : key.values)
        parts << QString::number(v, 'g', 6);
    return parts.join(QStringLiteral(", "));
}

}  // namespace rigpose::widgets
