// clean's record, rig-pose-clean/1: written into the sequence it cleaned. Numbers are rounded
// to 4 decimals here, once.

#include "rigpose/clean/clean.h"
#include "rigpose/util/number_format.h"

namespace rigpose::clean {

namespace {

using json = nlohmann::ordered_json;

json rounded(double v) { return roundTo(v, 4); }
json roundedOrNull(const std::optional<double>& v) { return v ? rounded(*v) : json(nullptr); }
json frames(std::size_t a, std::size_t b) { return json::array({a, b}); }
std::string jointName(body::Joint j) { return std::string(body::name(j)); }

}  // namespace

nlohmann::ordered_json cleanRecord(const CleanReport& report, const CleanOptions& options, bool hasPelvisTrack)
{
    json params = {{"loop", options.loop}, {"legs", options.legs}, {"rest", options.rest}};
    if (options.hold)
        params["hold"] = {{"speed", options.holdParams.speed},
                          {"reach", options.holdParams.reach},
                          {"minSeconds", options.holdParams.minSeconds},
                          {"blend", options.holdParams.blend}};
    else
        params["hold"] = "off";
    if (options.hipsInferred)
        params["hipsInferred"] = {{"by", "declared"}};
    if (hasPelvisTrack)
        params["pelvis"] = {{"window", options.legs}};
    if (options.depth)
        params["depth"] = {{"gait", std::string(gaitName(*options.depth))}};

    json found = json::array();
    for (const SpikeFound& s : report.spikes)
        found.push_back({{"frame", s.frame}, {"joint", jointName(s.joint)}});
    json record = {{"spec", "rig-pose-clean/1"},
                   {"params", params},
                   {"spikes", {{"found", found}, {"untested", report.untested}}}};
    // Jitter needs three frames in a row with positions; where there are none (a clip of one or
    // two frames) the pair is left out, as the reader takes it: present means two numbers.
    if (report.jitterBefore && report.jitterAfter)
        record["jitter"] = {{"before", rounded(*report.jitterBefore)}, {"after", rounded(*report.jitterAfter)}};
    if (!options.hold)
        return record;

    json holds = json::array();
    for (const JointHold& h : report.holds) {
        json entry = {{"joint", jointName(h.joint)}, {"frames", frames(h.first, h.last)}};
        if (h.excursion)
            entry["excursion"] = frames(h.excursion->first, h.excursion->second);
        entry["jitter"] = {{"before", roundedOrNull(h.jitterBefore)}, {"after", roundedOrNull(h.jitterAfter)}};
        holds.push_back(entry);
    }
    json seams = json::array();
    for (const Seam& s : report.seams)
        seams.push_back({{"joint", jointName(s.joint)}, {"frame", s.frame}, {"step", rounded(s.step)}, {"gap", s.gap}});
    json unheld = json::array();
    for (const Unheld& u : report.unheld)
        unheld.push_back({{"joint", jointName(u.joint)},
                          {"frames", frames(u.first, u.last)},
                          {"test", u.test},
                          {"value", rounded(u.value)}});
    record["holds"] = holds;
    record["seams"] = seams;
    record["unheld"] = unheld;
    return record;
}

}  // namespace rigpose::clean
