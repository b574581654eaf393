// The report (rig-pose-report/1) and the build's record (rig-pose-retarget/1).

#include "rigpose/report/report.h"

#include "rigpose/util/number_format.h"

namespace rigpose::report {

namespace {

// Every figure rounded once, here, at the writer; never "-0".
json num(double value, int decimals)
{
    const double r = roundTo(value, decimals);
    return r == 0 ? json(0) : json(r);
}

json inputJson(const InputIdentity& id)
{
    json o;
    o["path"] = id.path;
    o["sha256"] = id.sha256;
    return o;
}

}  // namespace

std::string gateVersion()
{
    return std::string(retarget::kGateName) + " " RIGPOSE_VERSION;
}

json optionsJson(const retarget::Options& options)
{
    json o;
    o["name"] = options.name;
    o["minScore"] = num(options.minScore, 4);
    o["person"] = options.person ? json(*options.person) : json(nullptr);
    return o;
}

json reportJson(const retarget::Result& result, const retarget::Options& options, const RunIdentity& identity,
                const sequence::Sequence& sequence, const rig::Rig& rig)
{
    json r;
    r["spec"] = std::string(kReportSpec);
    r["rigc"] = {{"version", gateVersion()},
                 {"entry", "core/retarget gateWithAnimation: our validation, the Spine build read back, our poser"}};
    r["rig"] = rig.name;
    r["animation"] = options.name;
    json inputs;
    inputs["rig"] = {{"path", identity.rigFile}, {"sha256", identity.rig.sha256}};
    inputs["map"] = inputJson(identity.map);
    inputs["sequence"] = inputJson(identity.sequence);
    r["inputs"] = std::move(inputs);
    r["frames"] = result.frameTimes.size();
    r["duration"] = num(result.frameTimes.empty() ? 0 : result.frameTimes.back(), 6);
    json times = json::array();
    for (double t : result.frameTimes)
        times.push_back(num(t, 6));
    r["frameTimes"] = std::move(times);
    r["render"] = nullptr;  // no renderer reads the motion here
    r["cleaned"] = sequence.cleaned ? *sequence.cleaned : json(nullptr);
    r["options"] = optionsJson(options);
    if (result.scale)
        r["scale"] = {{"rig", num(result.scale->rig, 6)}, {"pose", num(result.scale->pose, 6)},
                      {"factor", num(result.scale->factor, 6)}, {"frames", result.scale->frames}};
    else
        r["scale"] = nullptr;
    json holds = json::array();
    for (const retarget::Hold& h : result.holds)
        holds.push_back({{"point", h.point}, {"from", h.from}, {"to", h.to}, {"source", h.source}, {"why", h.why},
                         {"times", {num(result.frameTimes[h.from], 6), num(result.frameTimes[h.to], 6)}}});
    r["holds"] = std::move(holds);
    r["gate"] = result.gate.summary;
    json landings = json::array();
    for (const retarget::Landing& l : result.gate.landings)
        landings.push_back({{"bone", l.bone}, {"worst", num(l.worst, 6)}, {"frame", l.frame},
                            {"t", num(result.frameTimes[l.frame], 6)}, {"kind", l.kind}, {"tolerance", num(l.tolerance, 6)}});
    r["landings"] = std::move(landings);
    // Readings that need a renderer: present, and empty, since none reads the motion here.
    r["folds"] = nullptr;
    r["seams"] = json::array();
    r["seamPairs"] = json::array();
    // Only a sequence with depth writes the key; without it the report is what it was (ref #281).
    if (result.layers)
        r["layers"] = clean::layersJson(*result.layers);
    return r;
}

json recordJson(const retarget::Options& options, const RunIdentity& identity, const sequence::Sequence& sequence)
{
    json r;
    r["spec"] = std::string(kRecordSpec);
    r["pose"] = {{"version", RIGPOSE_VERSION}};
    r["rigc"] = {{"version", gateVersion()}};
    json inputs;
    inputs["rig"] = inputJson(identity.rig);
    inputs["map"] = inputJson(identity.map);
    json seq = inputJson(identity.sequence);
    seq["source"] = sequence.source ? json(*sequence.source) : json(nullptr);
    inputs["sequence"] = std::move(seq);
    r["inputs"] = std::move(inputs);
    r["flags"] = optionsJson(options);
    if (identity.reference)
        r["reference"] = *identity.reference;
    return r;
}

std::string jsonText(const json& document)
{
    return document.dump(2) + "\n";
}

}  // namespace rigpose::report
