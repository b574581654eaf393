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

json timesOf(const std::vector<double>& frameTimes, std::size_t from, std::size_t to)
{
    return json::array({num(frameTimes[from], 6), num(frameTimes[to], 6)});
}

json pairOf(const std::array<std::string, 2>& joints)
{
    return json::array({joints[0], joints[1]});
}

// ---- The guards' findings (short, endOn, bends, flips; reach, reachOrigin; range).

json shortJson(const retarget::Result& result)
{
    json out = json::array();
    for (const retarget::ShortSpan& s : result.shortSpans) {
        json o = {{"chain", s.chain}, {"bone", s.bone}, {"joints", pairOf(s.joints)}, {"from", s.from}, {"to", s.to},
                  {"times", timesOf(result.frameTimes, s.from, s.to)}, {"minFraction", num(s.minFraction, 4)}};
        if (s.across) {
            o["across"] = true;
            o["reversed"] = s.reversed;
        }
        out.push_back(std::move(o));
    }
    return out;
}

json endOnJson(const retarget::Result& result)
{
    json out = json::array();
    for (const retarget::EndOn& e : result.endOn)
        out.push_back({{"chain", e.chain}, {"bone", e.bone}, {"joints", pairOf(e.joints)},
                       {"frames", json::array({e.from, e.to})}, {"times", timesOf(result.frameTimes, e.from, e.to)},
                       {"seconds", num(e.seconds, 6)}, {"minFraction", num(e.minFraction, 4)}});
    return out;
}

json bendsJson(const retarget::Result& result)
{
    json out = json::array();
    for (const retarget::BendFrame& b : result.bends)
        out.push_back({{"chain", b.chain}, {"joint", b.joint}, {"frame", b.frame}, {"t", num(result.frameTimes[b.frame], 6)},
                       {"angle", num(b.angle, 4)}, {"side", b.side}, {"rest", num(b.rest, 4)}});
    return out;
}

json flipsJson(const retarget::Result& result)
{
    json out = json::array();
    for (const retarget::FlipSpread& f : result.flips) {
        json cut = f.cutAtStart && f.cutAtEnd ? json("both") : f.cutAtStart ? json("start") : f.cutAtEnd ? json("end") : json(nullptr);
        out.push_back({{"chain", f.chain}, {"bone", f.bone}, {"joints", pairOf(f.joints)}, {"jump", num(f.jump, 4)},
                       {"jumpFrame", f.jumpFrame}, {"frames", json::array({f.from, f.to})},
                       {"times", timesOf(result.frameTimes, f.from, f.to)}, {"h", f.h}, {"cut", std::move(cut)}});
    }
    return out;
}

json reachJson(const retarget::Result& result)
{
    json out = json::array();
    for (const retarget::ReachReading& r : result.reach) {
        if (!r.departs)
            continue;
        json above = json::array();
        for (const auto& a : r.above)
            above.push_back({{"bone", a.bone}, {"property", a.property}, {"chain", a.chain}});
        out.push_back({{"chain", r.chain}, {"bone", r.bone}, {"joints", pairOf(r.joints)}, {"anchor", r.anchor},
                       {"offset", {{"units", num(r.offset, 4)}, {"ofLength", num(r.offsetOfLength, 4)}}},
                       {"above", std::move(above)},
                       {"departure", {{"max", num(r.departureMax, 4)}, {"frame", r.departureFrame},
                                      {"t", num(result.frameTimes[r.departureFrame], 6)}, {"meanD2", num(r.departureD2, 6)}}},
                       {"aimD2", num(r.aimD2, 6)}, {"pairD2", num(r.pairD2, 6)},
                       {"ratio", r.ratio ? num(*r.ratio, 4) : json(nullptr)}});
    }
    return out;
}

json reachOriginJson(const retarget::Result& result)
{
    json out = json::array();
    for (const retarget::ReachOrigin& o : result.reachOrigin)
        out.push_back({{"chain", o.chain}, {"bone", o.bone}, {"joints", pairOf(o.joints)}, {"anchor", o.anchor},
                       {"setup", num(o.setup, 4)},
                       {"posed", {{"max", num(o.posedMax, 4)}, {"frame", o.posedFrame}, {"t", num(result.frameTimes[o.posedFrame], 6)}}},
                       {"segment", num(o.segment, 4)}, {"ofSegment", num(o.ofSegment, 4)}, {"warn", o.warn},
                       {"threshold", num(retarget::kReachOriginWarn, 2)}});
    return out;
}

json rangeJson(const retarget::Result& result)
{
    json out = json::array();
    for (const retarget::RangeRun& r : result.ranges)
        out.push_back({{"chain", r.chain}, {"bone", r.bone}, {"frames", json::array({r.from, r.to})},
                       {"times", timesOf(result.frameTimes, r.from, r.to)}, {"seconds", num(r.seconds, 6)},
                       {"maxOverflow", num(r.maxOverflow, 4)}, {"frame", r.worstFrame},
                       {"t", num(result.frameTimes[r.worstFrame], 6)}, {"key", num(r.key, 4)},
                       {"limits", json::array({num(r.min, 4), num(r.max, 4)})}});
    return out;
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
    o["short"] = options.shortFraction ? num(*options.shortFraction, 4) : json(nullptr);
    o["flip"] = options.flipDegrees ? num(*options.flipDegrees, 4) : json(nullptr);
    o["bends"] = options.bends == retarget::BendMode::Clamp ? "clamp" : "refuse";
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
    r["short"] = shortJson(result);
    r["endOn"] = endOnJson(result);
    r["bends"] = bendsJson(result);
    r["flips"] = flipsJson(result);
    r["gate"] = result.gate.summary;
    json landings = json::array();
    for (const retarget::Landing& l : result.gate.landings)
        landings.push_back({{"bone", l.bone}, {"worst", num(l.worst, 6)}, {"frame", l.frame},
                            {"t", num(result.frameTimes[l.frame], 6)}, {"kind", l.kind}, {"tolerance", num(l.tolerance, 6)}});
    r["landings"] = std::move(landings);
    r["reach"] = reachJson(result);
    // Only a map with a reach chain writes the key (ref #282).
    if (!result.reachOrigin.empty())
        r["reachOrigin"] = reachOriginJson(result);
    // Readings that need a renderer: present, and empty, since none reads the motion here.
    r["folds"] = nullptr;
    r["seams"] = json::array();
    r["seamPairs"] = json::array();
    r["range"] = rangeJson(result);
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
