// POSTURE bounce (ref #107): one line per support span, the pose's and the posed rig's vertical
// bob (their standard deviation once a centred moving mean is taken out) for the hip, the neck
// and the head point above the neck, with the rig / pose ratio and their correlation.

#include "bounce_report.h"

#include "legs_text.h"
#include "padded.h"

namespace rigpose::report::detail {

namespace {

using json = nlohmann::ordered_json;

std::string seriesText(const std::string& name, const retarget::BounceSeries& s)
{
    std::string text = name + " " + padded(s.rig, 4) + " / " + padded(s.reference, 4) + " (";
    text += s.ratio ? padded(*s.ratio, 2) + "×" : std::string("the pose holds still");
    if (s.correlation)
        text += ", r " + padded(*s.correlation, 2);
    return text + ")";
}

json seriesJson(const retarget::BounceSeries& s)
{
    const auto opt = [](const std::optional<double>& v) { return v ? legsNumber(*v, 4) : json(nullptr); };
    return {{"reference", legsNumber(s.reference, 5)},
            {"rig", legsNumber(s.rig, 5)},
            {"ratio", opt(s.ratio)},
            {"correlation", opt(s.correlation)}};
}

}  // namespace

void bounceLines(const retarget::PostureReading& posture, std::vector<std::string>& lines)
{
    if (!posture.bounce)
        return;
    const retarget::BounceReading& b = *posture.bounce;
    for (const retarget::BounceSpan& s : b.spans) {
        std::string line = "POSTURE bounce " + std::string(legs::sideName(s.side)) + " " + frameRunText(s.frames) +
                           ": " + seriesText("hip", s.hip) + ", " + seriesText("neck", s.neck);
        if (s.head)
            line += ", " + seriesText(b.headPoint + " − neck", *s.head);
        line += " (rig / pose, units of vertical bob about the ±" + std::to_string(retarget::kBounceHalfWindow) +
                "-frame mean)";
        lines.push_back(std::move(line));
    }
}

json bounceJson(const retarget::BounceReading& bounce)
{
    json spans = json::array();
    for (const retarget::BounceSpan& s : bounce.spans)
        spans.push_back({{"side", legs::sideName(s.side)},
                         {"frames", json::array({s.frames.first, s.frames.second})},
                         {"hip", seriesJson(s.hip)},
                         {"neck", seriesJson(s.neck)},
                         {"head", s.head ? seriesJson(*s.head) : json(nullptr)}});
    return {{"halfWindow", retarget::kBounceHalfWindow},
            {"head", bounce.headPoint.empty() ? json(nullptr) : json(bounce.headPoint)},
            {"spans", std::move(spans)}};
}

}  // namespace rigpose::report::detail
