#include "rigpose/widgets/span_lane.h"

#include <algorithm>
#include <utility>

namespace rigpose::widgets {

std::vector<SpanLane> splitLanes(const std::vector<SpanLane>& lanes, const std::vector<QString>& names, SplitKey key,
                                 const std::vector<QString>& order)
{
    // Where a key's lane goes: its place in `order`, or after every listed key.
    const auto rank = [&order](const QString& value) {
        return static_cast<std::size_t>(std::find(order.begin(), order.end(), value) - order.begin());
    };
    std::vector<SpanLane> out;
    for (const SpanLane& lane : lanes) {
        if (std::find(names.begin(), names.end(), lane.name) == names.end()) {
            out.push_back(lane);
            continue;
        }
        SpanLane rest{lane.name, lane.colour, {}};
        std::vector<std::pair<QString, SpanLane>> groups;  // by key value, in first appearance
        for (const Span& span : lane.spans) {
            const QString& value = span.*key;
            if (value.isEmpty()) {
                rest.spans.push_back(span);
                continue;
            }
            auto it = std::find_if(groups.begin(), groups.end(), [&value](const auto& g) { return g.first == value; });
            if (it == groups.end())
                it = groups.insert(groups.end(),
                                   {value, SpanLane{lane.name + QStringLiteral(" · ") + value, lane.colour, {}}});
            it->second.spans.push_back(span);
        }
        // Stable: values not in `order` keep their first-appearance order among themselves.
        std::stable_sort(groups.begin(), groups.end(),
                         [&rank](const auto& a, const auto& b) { return rank(a.first) < rank(b.first); });
        if (!rest.spans.empty() || groups.empty())
            out.push_back(std::move(rest));
        for (auto& g : groups)
            out.push_back(std::move(g.second));
    }
    return out;
}

void sortSpans(SpanLane& lane)
{
    std::sort(lane.spans.begin(), lane.spans.end(),
              [](const Span& a, const Span& b) { return a.from != b.from ? a.from < b.from : a.to < b.to; });
}

std::optional<std::size_t> spanAt(const SpanLane& lane, std::size_t frame)
{
    // Binary search for the last span starting at or before `frame`, then walk back over
    // overlapping ones: lanes of a long clip hold thousands of spans and hover asks often.
    const auto after = std::upper_bound(lane.spans.begin(), lane.spans.end(), frame,
                                        [](std::size_t f, const Span& s) { return f < s.from; });
    for (auto it = after; it != lane.spans.begin();) {
        --it;
        if (it->to >= frame)
            return static_cast<std::size_t>(it - lane.spans.begin());
        // Spans are sorted by start only; a long earlier span may still cover the frame, but a
        // lane rarely nests, so look a few back and stop.
        if (after - it > 8)
            break;
    }
    return std::nullopt;
}

std::optional<std::size_t> nextSpanStart(const SpanLane& lane, std::size_t frame)
{
    const auto it = std::upper_bound(lane.spans.begin(), lane.spans.end(), frame,
                                     [](std::size_t f, const Span& s) { return f < s.from; });
    if (it == lane.spans.end())
        return std::nullopt;
    return it->from;
}

std::optional<std::size_t> previousSpanStart(const SpanLane& lane, std::size_t frame)
{
    const auto it = std::lower_bound(lane.spans.begin(), lane.spans.end(), frame,
                                     [](const Span& s, std::size_t f) { return s.from < f; });
    if (it == lane.spans.begin())
        return std::nullopt;
    return std::prev(it)->from;
}

std::vector<double> spanEdges(const std::vector<SpanLane>& lanes)
{
    std::vector<double> edges;
    for (const SpanLane& lane : lanes)
        for (const Span& span : lane.spans) {
            edges.push_back(static_cast<double>(span.from));
            edges.push_back(static_cast<double>(span.to));
        }
    std::sort(edges.begin(), edges.end());
    edges.erase(std::unique(edges.begin(), edges.end()), edges.end());
    return edges;
}

}  // namespace rigpose::widgets
