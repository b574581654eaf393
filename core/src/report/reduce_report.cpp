#include "reduce_report.h"

#include "legs_text.h"

namespace rigpose::report::detail {

namespace {

using json = nlohmann::ordered_json;

std::string unitOf(const std::string& property)
{
    return property == "rotate" ? "°" : property == "translate" ? " units" : " of setup";
}

int decimalsOf(const std::string& property) { return property == "scalex" ? 6 : 4; }

std::string ratio(std::size_t before, std::size_t after)
{
    return after == 0 ? std::string("–")
                      : formatFixed(static_cast<double>(before) / static_cast<double>(after), 2) + "×";
}

// chain "leg_r", chain "leg_l"
std::string chainList(const std::vector<std::string>& chains)
{
    std::string out;
    for (const std::string& chain : chains)
        out += (out.empty() ? "chain \"" : ", chain \"") + chain + "\"";
    return out;
}

std::string tolerances(const reduce::Reduction& r)
{
    std::string text = formatFixed(r.degrees, 4) + "°";
    for (const auto& [chain, degrees] : r.chains)
        text += ", chain \"" + chain + "\" " + formatFixed(degrees, 4) + "°";
    return text;
}

std::string totalLine(const reduce::Reduction& r)
{
    std::size_t curved = 0;
    for (const reduce::TrackRow& row : r.tracks)
        if (row.property == "rotate")
            curved += row.curved;
    const std::size_t before = r.keysBefore("rotate"), after = r.keysAfter("rotate");
    std::string line = "REDUCE total: rotate keys " + std::to_string(before) + " → " + std::to_string(after) + " (" +
                       ratio(before, after) + ", " + std::to_string(curved) + " span(s) curved) within " +
                       tolerances(r);
    if (r.hipUnits) {
        const std::size_t hb = r.keysBefore("translate"), ha = r.keysAfter("translate");
        line += "; hip translate " + std::to_string(hb) + " → " + std::to_string(ha) + " (" + ratio(hb, ha) +
                ") within " + formatFixed(*r.hipUnits, 4) + " units";
    } else {
        line += "; the hip's translate kept on every frame (--reduce-hip thins it)";
    }
    if (const std::size_t sb = r.keysBefore("scalex"); sb > 0)
        line += "; scalex " + std::to_string(sb) + " → " + std::to_string(r.keysAfter("scalex")) + " within " +
                formatFixed(reduce::kScaleTolerance, 5) + " of setup";
    return line;
}

}  // namespace

void reduceLines(const retarget::Result& result, std::vector<std::string>& lines)
{
    if (!result.reduce)
        return;
    for (const reduce::TrackRow& row : result.reduce->tracks) {
        const std::string unit = unitOf(row.property);
        std::string line = "REDUCE bone \"" + row.bone + "\" " + row.property + ": " + std::to_string(row.before) +
                           " → " + std::to_string(row.after) + " keys (" + std::to_string(row.curved) +
                           " curved), worst " + formatFixed(row.worst, decimalsOf(row.property)) + unit + " on frame " +
                           std::to_string(row.frame);
        if (!row.heldFor.empty())
            line += " — held to " + formatFixed(row.tolerance, 4) + unit + " for " + chainList(row.heldFor) +
                    " below it";
        else if (row.ownTolerance)
            line += " — within its chain's " + formatFixed(row.tolerance, 4) + unit;
        else
            line += " (within " + formatFixed(row.tolerance, decimalsOf(row.property)) + unit + ")";
        lines.push_back(std::move(line));
    }
    for (const reduce::Held& held : result.reduce->held) {
        std::string line = "REDUCE held: bone \"" + held.bone + "\" (chain \"" + held.chain + "\") reduced within " +
                           formatFixed(held.to, 4) + "°, not " + formatFixed(held.from, 4) + "° — for ";
        for (std::size_t i = 0; i < held.holders.size(); ++i) {
            const reduce::HeldFor& h = held.holders[i];
            line += (i ? ", chain \"" : "chain \"") + h.chain + "\" (" +
                    (h.by == "ankle" ? "a planted ankle" : "an aim other than x") + "; L = " + formatFixed(h.lever, 4) +
                    " units to bone \"" + h.bone + "\")";
        }
        lines.push_back(std::move(line));
    }
    for (const reduce::Smoothed& sm : result.reduce->smoothed)
        lines.push_back("REDUCE smoothing (ref #116): bone \"" + sm.bone +
                        "\" reshaped within its tolerance, its bend (mean |second difference| of its local angle "
                        "and of its mapped children's as they turn under it) " +
                        formatFixed(sm.before, 4) + " → " + formatFixed(sm.after, 4) + " °/frame²");
    for (const reduce::Unsmoothed& u : result.reduce->unsmoothed)
        lines.push_back("REDUCE smoothing (ref #116) from bone \"" + u.root + "\" down not kept: bone \"" + u.bone +
                        "\" " + formatFixed(u.worst, 4) + "° past its " + formatFixed(u.tolerance, 4) +
                        "°; the fitted keys stand");
    lines.push_back(totalLine(*result.reduce));
}

void ankleDriftLines(const retarget::Result& result, std::vector<std::string>& lines)
{
    if (!result.reduce)
        return;
    for (const reduce::AnkleDrift& d : result.reduce->ankleDrift) {
        std::string line = "REDUCE ankle drift allowed: bone \"" + d.bone + "\" " + formatFixed(d.units, 4) +
                           " units = " + formatFixed(d.legLengths, 4) + " leg lengths on any one frame (plant " +
                           formatFixed(d.plant, 4) + " + reduce " + formatFixed(d.reduce, 4) + ", its leg within " +
                           formatFixed(d.legTolerance, 4) + "°); " + formatFixed(2 * d.legLengths, 4) +
                           " leg lengths between two frames";
        if (result.reduce->keepPlanted) {
            if (const auto& s = d.support)
                line += "; on its support frames (kept dense) " + formatFixed(s->units, 4) +
                        " units = " + formatFixed(s->legLengths, 4) + " leg lengths (plant " + formatFixed(d.plant, 4) +
                        " + hip " + formatFixed(s->reduce, 4) + "), " + formatFixed(2 * s->legLengths, 4) +
                        " between two";
            else
                line += "; its side never supports";
        }
        lines.push_back(std::move(line));
    }
}

std::string reduceSummaryLine(const reduce::Reduction& reduction) { return totalLine(reduction); }

void reduceJson(const retarget::Result& result, json& report)
{
    if (!result.reduce)
        return;
    const reduce::Reduction& r = *result.reduce;
    json out;
    out["degrees"] = legsNumber(r.degrees, 4);
    if (!r.chains.empty()) {
        json chains = json::object();
        for (const auto& [chain, degrees] : r.chains)
            chains[chain] = legsNumber(degrees, 4);
        out["chains"] = std::move(chains);
    }
    out["hip"] = r.hipUnits ? legsNumber(*r.hipUnits, 4) : json(nullptr);
    json tracks = json::array();
    for (const reduce::TrackRow& row : r.tracks) {
        json t{{"bone", row.bone},     {"property", row.property},
               {"before", row.before}, {"after", row.after},
               {"curved", row.curved}, {"worst", legsNumber(row.worst, decimalsOf(row.property) + 2)},
               {"frame", row.frame},   {"tolerance", legsNumber(row.tolerance, 6)}};
        if (!row.chain.empty())
            t["chain"] = row.chain;
        tracks.push_back(std::move(t));
    }
    out["tracks"] = std::move(tracks);
    json total = json::object();
    for (const char* property : {"rotate", "translate", "scalex"})
        if (const std::size_t before = r.keysBefore(property); before > 0)
            total[property] = {{"before", before}, {"after", r.keysAfter(property)}};
    out["total"] = std::move(total);
    json drift = json::array();
    for (const reduce::AnkleDrift& d : r.ankleDrift) {
        json a{{"bone", d.bone},
               {"side", d.side},
               {"plant", legsNumber(d.plant, 4)},
               {"reduce", legsNumber(d.reduce, 4)},
               {"units", legsNumber(d.units, 4)},
               {"legLengths", legsNumber(d.legLengths, 4)}};
        if (!r.chains.empty())
            a["legTolerance"] = legsNumber(d.legTolerance, 4);
        if (r.keepPlanted)
            a["support"] = d.support ? json{{"reduce", legsNumber(d.support->reduce, 4)},
                                            {"units", legsNumber(d.support->units, 4)},
                                            {"legLengths", legsNumber(d.support->legLengths, 4)}}
                                     : json(nullptr);
        drift.push_back(std::move(a));
    }
    out["ankleDrift"] = std::move(drift);
    if (!r.held.empty()) {
        json held = json::array();
        for (const reduce::Held& h : r.held) {
            json holders = json::array();
            for (const reduce::HeldFor& f : h.holders)
                holders.push_back(
                    {{"chain", f.chain}, {"by", f.by}, {"bone", f.bone}, {"lever", legsNumber(f.lever, 4)}});
            held.push_back({{"bone", h.bone},
                            {"chain", h.chain},
                            {"from", legsNumber(h.from, 4)},
                            {"to", legsNumber(h.to, 4)},
                            {"for", std::move(holders)}});
        }
        out["held"] = std::move(held);
    }
    if (!r.smoothed.empty()) {
        json smoothed = json::array();
        for (const reduce::Smoothed& sm : r.smoothed)
            smoothed.push_back(
                {{"bone", sm.bone}, {"before", legsNumber(sm.before, 6)}, {"after", legsNumber(sm.after, 6)}});
        out["smoothed"] = std::move(smoothed);
    }
    if (!r.unsmoothed.empty()) {
        json unsmoothed = json::array();
        for (const reduce::Unsmoothed& u : r.unsmoothed)
            unsmoothed.push_back({{"root", u.root},
                                  {"bone", u.bone},
                                  {"worst", legsNumber(u.worst, 6)},
                                  {"tolerance", legsNumber(u.tolerance, 6)}});
        out["unsmoothed"] = std::move(unsmoothed);
    }
    report["reduce"] = std::move(out);
}

}  // namespace rigpose::report::detail
