// The lines a retarget prints, each starting with its tag.

#include "rigpose/report/report.h"

#include "rigpose/spine/build.h"
#include "rigpose/util/number_format.h"

namespace rigpose::report {

namespace {

std::string numberAt(const json& object, const char* key, int decimals)
{
    if (!object.is_object() || !object.contains(key) || !object[key].is_number())
        return "?";
    return formatFixed(object[key].get<double>(), decimals);
}

std::string frames(std::size_t from, std::size_t to)
{
    return from == to ? "frame " + std::to_string(from) : "frames " + std::to_string(from) + "–" + std::to_string(to);
}

}  // namespace

std::string cleanLine(const sequence::Sequence& sequence)
{
    if (!sequence.cleaned)
        return "CLEAN no record";
    const json& rec = *sequence.cleaned;
    const json params = rec.value("params", json::object());
    std::string line = "CLEAN legs " + numberAt(params, "legs", 0) + ", rest " + numberAt(params, "rest", 0) +
                       (params.value("loop", false) ? ", loop" : "");
    if (rec.contains("spikes") && rec["spikes"].is_object()) {
        const json& s = rec["spikes"];
        line += "; spikes " + std::to_string(s.value("found", json::array()).size()) + " found, " +
                std::to_string(s.value("untested", json::array()).size()) + " frame(s) untested";
    }
    if (rec.contains("jitter"))
        line += "; jitter " + numberAt(rec["jitter"], "before", 2) + " → " + numberAt(rec["jitter"], "after", 2) + " px/f²";
    if (params.contains("hold") && params["hold"].is_string())
        line += "; hold off";
    else if (rec.contains("holds"))
        line += "; " + std::to_string(rec["holds"].size()) + " hold(s), " +
                std::to_string(rec.value("seams", json::array()).size()) + " seam(s), " +
                std::to_string(rec.value("unheld", json::array()).size()) + " unheld span(s)";
    if (params.contains("hipsInferred"))
        line += "; hips inferred";
    return line;
}

std::vector<std::string> runLines(const retarget::Result& result, const sequence::Sequence& sequence,
                                  const std::optional<std::string>& motionLine)
{
    std::vector<std::string> lines;
    lines.push_back(cleanLine(sequence));
    if (motionLine)
        lines.push_back(*motionLine);
    lines.push_back("RIGC " + gateVersion() + " (our rig and motion validation, the Spine " +
                    std::string(spine::kSpineVersion) + " build read back from its bytes, our poser): rig-c's own "
                    "rigc build is not run");
    if (result.scale)
        lines.push_back("SCALE figure scale " + formatFixed(result.scale->factor, 6) + " (rig " +
                        formatFixed(result.scale->rig, 3) + " units over the pose's median " +
                        formatFixed(result.scale->pose, 3) + " px, " + std::to_string(result.scale->frames) + " frames)");
    for (const retarget::Hold& h : result.holds)
        lines.push_back("HOLD " + h.point + " " + frames(h.from, h.to) + ": " + h.why + "; held at frame " +
                        std::to_string(h.source) + "'s value");
    if (result.layers)
        lines.push_back(clean::layersLine(*result.layers));
    lines.push_back("GATE " + result.gate.summary);
    for (const retarget::Landing& l : result.gate.landings) {
        const std::string unit = l.kind == "angle" ? "°" : " units";
        lines.push_back("LAND " + l.bone + " " + l.kind + ": worst " + formatFixed(l.worst, 6) + unit + " on frame " +
                        std::to_string(l.frame) + " (tolerance " + formatFixed(l.tolerance, 2) + unit + ")");
    }
    lines.push_back("SEAM not read: no renderer (seams: [], seamPairs: [])");
    lines.push_back("FOLD not read: no renderer (folds: null)");
    return lines;
}

}  // namespace rigpose::report
