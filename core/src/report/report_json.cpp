// The report (rig-pose-report/1) and the build's record (rig-pose-retarget/1).

#include "rigpose/report/report.h"

#include "bounce_report.h"
#include "feet_report.h"
#include "leg_scale_report.h"
#include "idle_report.h"
#include "reduce_report.h"
#include "stance_report.h"
#include "switches_report.h"
#include "rigpose/stage/option_table.h"

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

json pairOf(const std::array<std::string, 2>& joints) { return json::array({joints[0], joints[1]}); }

// ---- The guards' findings (short, endOn, bends, flips; reach, reachOrigin; range).

json shortJson(const retarget::Result& result)
{
    json out = json::array();
    for (const retarget::ShortSpan& s : result.guards.shortSpans) {
        json o = {{"chain", s.chain},
                  {"bone", s.bone},
                  {"joints", pairOf(s.joints)},
                  {"from", s.from},
                  {"to", s.to},
                  {"times", timesOf(result.frameTimes, s.from, s.to)},
                  {"minFraction", num(s.minFraction, 4)}};
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
    for (const retarget::EndOn& e : result.guards.endOn)
        out.push_back({{"chain", e.chain},
                       {"bone", e.bone},
                       {"joints", pairOf(e.joints)},
                       {"frames", json::array({e.from, e.to})},
                       {"times", timesOf(result.frameTimes, e.from, e.to)},
                       {"seconds", num(e.seconds, 6)},
                       {"minFraction", num(e.minFraction, 4)}});
    return out;
}

json bendsJson(const retarget::Result& result)
{
    json out = json::array();
    for (const retarget::BendFrame& b : result.guards.bends)
        out.push_back({{"chain", b.chain},
                       {"joint", b.joint},
                       {"frame", b.frame},
                       {"t", num(result.frameTimes[b.frame], 6)},
                       {"angle", num(b.angle, 4)},
                       {"side", b.side},
                       {"rest", num(b.rest, 4)}});
    return out;
}

json flipsJson(const retarget::Result& result)
{
    json out = json::array();
    for (const retarget::FlipSpread& f : result.guards.flips) {
        json cut = f.cutAtStart && f.cutAtEnd ? json("both")
                   : f.cutAtStart             ? json("start")
                   : f.cutAtEnd               ? json("end")
                                              : json(nullptr);
        out.push_back({{"chain", f.chain},
                       {"bone", f.bone},
                       {"joints", pairOf(f.joints)},
                       {"jump", num(f.jump, 4)},
                       {"jumpFrame", f.jumpFrame},
                       {"frames", json::array({f.from, f.to})},
                       {"times", timesOf(result.frameTimes, f.from, f.to)},
                       {"h", f.h},
                       {"cut", std::move(cut)}});
    }
    return out;
}

json reachJson(const retarget::Result& result)
{
    json out = json::array();
    for (const retarget::ReachReading& r : result.limits.reach) {
        if (!r.departs)
            continue;
        json above = json::array();
        for (const auto& a : r.above)
            above.push_back({{"bone", a.bone}, {"property", a.property}, {"chain", a.chain}});
        out.push_back({{"chain", r.chain},
                       {"bone", r.bone},
                       {"joints", pairOf(r.joints)},
                       {"anchor", r.anchor},
                       {"offset", {{"units", num(r.offset, 4)}, {"ofLength", num(r.offsetOfLength, 4)}}},
                       {"above", std::move(above)},
                       {"departure",
                        {{"max", num(r.departureMax, 4)},
                         {"frame", r.departureFrame},
                         {"t", num(result.frameTimes[r.departureFrame], 6)},
                         {"meanD2", num(r.departureD2, 6)}}},
                       {"aimD2", num(r.aimD2, 6)},
                       {"pairD2", num(r.pairD2, 6)},
                       {"ratio", r.ratio ? num(*r.ratio, 4) : json(nullptr)}});
    }
    return out;
}

json reachOriginJson(const retarget::Result& result)
{
    json out = json::array();
    for (const retarget::ReachOrigin& o : result.limits.reachOrigin)
        out.push_back(
            {{"chain", o.chain},
             {"bone", o.bone},
             {"joints", pairOf(o.joints)},
             {"anchor", o.anchor},
             {"setup", num(o.setup, 4)},
             {"posed",
              {{"max", num(o.posedMax, 4)}, {"frame", o.posedFrame}, {"t", num(result.frameTimes[o.posedFrame], 6)}}},
             {"segment", num(o.segment, 4)},
             {"ofSegment", num(o.ofSegment, 4)},
             {"warn", o.warn},
             {"threshold", num(retarget::kReachOriginWarn, 2)}});
    return out;
}

json rangeJson(const retarget::Result& result)
{
    json out = json::array();
    for (const retarget::RangeRun& r : result.limits.ranges)
        out.push_back({{"chain", r.chain},
                       {"bone", r.bone},
                       {"frames", json::array({r.from, r.to})},
                       {"times", timesOf(result.frameTimes, r.from, r.to)},
                       {"seconds", num(r.seconds, 6)},
                       {"maxOverflow", num(r.maxOverflow, 4)},
                       {"frame", r.worstFrame},
                       {"t", num(result.frameTimes[r.worstFrame], 6)},
                       {"key", num(r.key, 4)},
                       {"limits", json::array({num(r.min, 4), num(r.max, 4)})}});
    return out;
}

// ---- The readings (scaleFit, jitter, posture, pivot, pelvis, turns).

json optNum(const std::optional<double>& v, int decimals) { return v ? num(*v, decimals) : json(nullptr); }

json bandJson(const std::optional<retarget::ScaleBand>& b)
{
    if (!b)
        return nullptr;
    return {{"rig", num(b->rig, 4)},
            {"p95", num(b->p95, 4)},
            {"median", num(b->median, 4)},
            {"ratio", json::array({num(b->lo, 5), num(b->hi, 5)})},
            {"within", b->within}};
}

json scaleFitJson(const retarget::Result& result)
{
    if (!result.readings.scaleFit)
        return nullptr;
    const retarget::ScaleFit& f = *result.readings.scaleFit;
    const auto axis = [](const retarget::TravelAxis& a) {
        return json{{"px", num(a.px, 4)},
                    {"units", num(a.units, 4)},
                    {"legs", {{"pose", optNum(a.legsPose, 4)}, {"rig", optNum(a.legsRig, 4)}}},
                    {"hips", {{"pose", optNum(a.hipsPose, 4)}, {"rig", optNum(a.hipsRig, 4)}}}};
    };
    return {
        {"segment", {{"median", num(f.segmentMedian, 4)}, {"p95", num(f.segmentP95, 4)}, {"share", num(f.share, 4)}}},
        {"leg", bandJson(f.leg)},
        {"hip", bandJson(f.hip)},
        {"outside", f.outside},
        {"travel", {{"x", axis(f.x)}, {"y", axis(f.y)}}}};
}

json jitterJson(const retarget::Result& result)
{
    json out = json::array();
    for (const retarget::JitterReading& j : result.readings.jitter)
        out.push_back({{"bone", j.bone},
                       {"chain", j.chain},
                       {"joints", pairOf(j.joints)},
                       {"against", j.against ? json(*j.against) : json(nullptr)},
                       {"rig", num(j.rig, 4)},
                       {"pair", num(j.pair, 4)},
                       {"ratio", optNum(j.ratio, 4)},
                       {"triples", j.triples},
                       {"reach", j.reach}});
    return out;
}

json runEvents(const retarget::FrameRuns& runs, const std::vector<double>& frameTimes)
{
    json out = json::array();
    for (const auto& [from, to] : runs)
        out.push_back({{"frames", json::array({from, to})}, {"times", timesOf(frameTimes, from, to)}});
    return out;
}

json jitterGroupsJson(const retarget::Result& result)
{
    json out = json::array();
    for (const retarget::JitterGroup& g : result.readings.jitterGroups)
        out.push_back({{"chain", g.chain},
                       {"bones", g.bones},
                       {"rig", num(g.rig, 4)},
                       {"pair", num(g.pair, 4)},
                       {"ratio", optNum(g.ratio, 4)},
                       {"movedBy", g.movedBy ? json(*g.movedBy) : json(nullptr)},
                       {"movedByExcess", num(g.movedByExcess, 4)}});
    return out;
}

json postureJson(const retarget::Result& result)
{
    if (!result.readings.posture)
        return nullptr;
    const retarget::PostureReading& p = *result.readings.posture;
    json o;
    o["tilt"] = optNum(p.tilt, 4);
    if (!p.tilt)
        o["tiltWhy"] = p.tiltWhy;
    o["tiltFrames"] = p.tiltFrames;
    o["hipsInferred"] = p.hipsInferred;
    o["hipsSource"] = p.source;
    o["tiltMeasured"] = nullptr;
    if (const auto& m = p.measured)
        o["tiltMeasured"] = {{"method", m->method},
                             {"frames", m->frames},
                             {"read", m->read},
                             {"interpolated", m->interpolated},
                             {"scaled", m->scaled},
                             {"held", m->held},
                             {"unmeasured", m->unmeasured},
                             {"runs",
                              {{"held", runEvents(m->heldRuns, result.frameTimes)},
                               {"scaled", runEvents(m->scaledRuns, result.frameTimes)},
                               {"unmeasured", runEvents(m->unmeasuredRuns, result.frameTimes)}}}};
    o["tiltTrack"] = nullptr;
    if (const auto& t = p.track)
        o["tiltTrack"] = {{"source", t->source},
                          {"track", t->track},
                          {"hipLine", t->hipLine},
                          {"hipLineRuns", runEvents(t->hipLineRuns, result.frameTimes)}};
    json carried = nullptr;
    if (const auto& c = p.carried)
        carried = {{"bone", c->bone},
                   {"origin", num(c->origin, 4)},
                   {"trunk", num(c->trunk, 4)},
                   {"reference", num(c->reference, 4)}};
    o["sway"] = {{"pose",
                  {{"px", num(p.swayPosePx, 4)},
                   {"units", num(p.swayPoseUnits, 4)},
                   {"shoulders", num(p.swayPoseShoulders, 4)}}},
                 {"rig", {{"units", num(p.swayRigUnits, 4)}, {"shoulders", num(p.swayRigShoulders, 4)}}},
                 {"carried", std::move(carried)}};
    if (p.bounce)
        o["bounce"] = detail::bounceJson(*p.bounce);
    return o;
}

json pelvisJson(const retarget::Result& result)
{
    if (!result.pelvis)
        return nullptr;
    const retarget::PelvisReading& p = *result.pelvis;
    json declined = json::array();
    for (const auto& [from, to] : p.declined)
        declined.push_back(json::array({from, to}));
    return {{"source", p.source},
            {"trackSource", p.trackSource ? json(*p.trackSource) : json(nullptr)},
            {"bone", p.bone ? json(*p.bone) : json(nullptr)},
            {"chain", p.chain ? json(*p.chain) : json(nullptr)},
            {"swing", optNum(p.swing, 4)},
            {"track", p.track},
            {"hipLine", p.hipLine},
            {"declined", std::move(declined)},
            {"declinedEvents", runEvents(p.declined, result.frameTimes)}};
}

json turnsJson(const retarget::Result& result)
{
    json out = json::array();
    for (const retarget::TurnRun& t : result.readings.turns)
        out.push_back({{"line", t.line},
                       {"joints", pairOf(t.joints)},
                       {"frames", json::array({t.from, t.to})},
                       {"times", timesOf(result.frameTimes, t.from, t.to)},
                       {"seconds", num(t.seconds, 6)},
                       {"minFraction", num(t.minFraction, 4)},
                       {"reversed", t.reversed}});
    return out;
}

}  // namespace

std::string gateVersion() { return std::string(retarget::kGateName) + " " RIGPOSE_VERSION; }

json optionsJson(const retarget::Result& result)
{
    json o = json::object();
    for (const stage::OptionRow& row : stage::optionTable()) {
        if (!row.echoed)
            continue;
        const util::OptionValue value = row.get(result.options);
        if (row.onlyWhenSet && std::holds_alternative<std::monostate>(value))
            continue;
        // --reduce's text echoed as its figures: every bone's tolerance, then each chain's own.
        if (&row == util::findOption(stage::optionTable(), "reduce")) {
            o["reduce"] = num(*result.options.reduce, 4);
            if (!result.options.reduceChains.empty()) {
                json chains = json::object();
                for (const auto& [chain, degrees] : result.options.reduceChains)
                    chains[chain] = num(degrees, 4);
                o["reduceChains"] = std::move(chains);
            }
            continue;
        }
        if (&row == util::findOption(stage::optionTable(), "legScale")) {
            o["legScale"] = json::array(
                {num(result.options.legScale->first, 4), num(result.options.legScale->second, 4)});
            continue;
        }
        if (const bool* on = std::get_if<bool>(&value))
            o[row.key] = *on;
        else if (const double* figure = std::get_if<double>(&value))
            o[row.key] = num(*figure, 4);
        else if (const std::string* word = std::get_if<std::string>(&value))
            o[row.key] = *word;
        else
            o[row.key] = nullptr;
    }
    // The one switch timing this build has (--switch-at is not in it).
    o["switchAt"] = "first";
    // --contact-keys is a file, not a figure: echoed as given (ref #303).
    const bool keyed = result.feet && result.feet->contactKeys;
    o["contactKeys"] = keyed ? json(result.feet->contactKeys->path) : json(nullptr);
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
    r["options"] = optionsJson(result);
    // --contact-keys: the file, in the options and as a reading of its own (ref #303).
    if (result.feet && result.feet->contactKeys) {
        const legs::ContactKeysReading& c = *result.feet->contactKeys;
        json runs = json::array();
        for (const auto& run : c.runsChanged)
            runs.push_back(json::array({run.first, run.second}));
        r["contactKeys"] = {{"path", c.path},
                            {"sha256", c.sha256},
                            {"keys", c.keys},
                            {"firstCovered", c.firstCovered},
                            {"covered", c.covered},
                            {"changed", c.changed},
                            {"runsChanged", std::move(runs)}};
    }
    if (result.scale)
        r["scale"] = {{"rig", num(result.scale->rig, 6)},
                      {"pose", num(result.scale->pose, 6)},
                      {"factor", num(result.scale->factor, 6)},
                      {"frames", result.scale->frames}};
    else
        r["scale"] = nullptr;
    r["scaleFit"] = scaleFitJson(result);
    json holds = json::array();
    for (const retarget::Hold& h : result.holds)
        holds.push_back({{"point", h.point},
                         {"from", h.from},
                         {"to", h.to},
                         {"source", h.source},
                         {"why", h.why},
                         {"times", {num(result.frameTimes[h.from], 6), num(result.frameTimes[h.to], 6)}}});
    r["holds"] = std::move(holds);
    r["short"] = shortJson(result);
    r["endOn"] = endOnJson(result);
    r["bends"] = bendsJson(result);
    r["flips"] = flipsJson(result);
    r["gate"] = result.gate.summary;
    json landings = json::array();
    for (const retarget::Landing& l : result.gate.landings) {
        json row{{"bone", l.bone},   {"worst", num(l.worst, 6)},
                 {"frame", l.frame}, {"t", num(result.frameTimes[l.frame], 6)},
                 {"kind", l.kind},   {"tolerance", num(l.tolerance, 6)}};
        if (!l.on.empty())
            row["on"] = l.on;
        landings.push_back(std::move(row));
    }
    r["landings"] = std::move(landings);
    r["jitter"] = jitterJson(result);
    r["jitterGroups"] = jitterGroupsJson(result);
    r["reach"] = reachJson(result);
    // Only a map with a reach chain writes the key (ref #282).
    if (!result.limits.reachOrigin.empty())
        r["reachOrigin"] = reachOriginJson(result);
    r["posture"] = postureJson(result);
    // Readings that need a renderer: present, and empty, since none reads the motion here.
    r["folds"] = nullptr;
    r["seams"] = json::array();
    r["seamPairs"] = json::array();
    r["pivot"] = result.readings.pivot ? json{{"bone", result.readings.pivot->bone},
                                              {"units", num(result.readings.pivot->units, 4)},
                                              {"hipWidths", num(result.readings.pivot->hipWidths, 4)}}
                                       : json(nullptr);
    r["pelvis"] = pelvisJson(result);
    r["feet"] = detail::feetJson(result);
    r["stance"] = detail::stanceJson(result);
    detail::legScaleJson(result, r);
    // Only a run whose rig motion has the idle writes the two keys (ref #43).
    detail::idleJson(result, r);
    detail::mergeJson(result, r);
    // Only a run with --reduce writes the key (issue 37).
    detail::reduceJson(result, r);
    // Only a map with alternates writes switches, switchRuns and the switch options (issue 22).
    detail::switchJson(result, r);
    r["turns"] = turnsJson(result);
    r["range"] = rangeJson(result);
    // Only a sequence with depth writes the key; without it the report is what it was (ref #281).
    if (result.layers)
        r["layers"] = clean::layersJson(*result.layers);
    return r;
}

json recordJson(const retarget::Result& result, const RunIdentity& identity, const sequence::Sequence& sequence)
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
    r["flags"] = optionsJson(result);
    if (identity.reference)
        r["reference"] = *identity.reference;
    return r;
}

std::string jsonText(const json& document) { return document.dump(2) + "\n"; }

}  // namespace rigpose::report
