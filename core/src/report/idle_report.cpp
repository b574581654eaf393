// The idle's lines and its two report keys (ref #43): what the retarget drops, what it keeps out
// and why, and what --carry-idle put back.

#include "idle_report.h"

#include "legs_text.h"
#include "rigpose/util/comma_list.h"

namespace rigpose::report::detail {

namespace {

using json = nlohmann::ordered_json;

std::string trackText(motion::TargetKind kind, const std::string& target, const std::vector<std::string>& members,
                      const std::string& property)
{
    std::string text = std::string(motion::targetKey(kind)) + " \"" + target + "\"";
    if (!members.empty()) {
        text += " (";
        for (std::size_t i = 0; i < members.size(); ++i)
            text += (i ? ", " : "") + members[i];
        text += ")";
    }
    return text + " " + property;
}

std::string listed(const std::vector<std::string>& names) { return commaList(names); }

std::string seconds(const std::vector<double>& times)
{
    std::string text;
    for (std::size_t i = 0; i < times.size(); ++i)
        text += (i ? ", " : "") + formatFixed(times[i], 3);
    return text + " s";
}

std::string droppedLine(const idle::Idle& idle, const idle::DroppedTrack& d)
{
    std::string line = "IDLE-DROPPED " + trackText(d.kind, d.target, d.members, d.property) + ": " +
                       std::to_string(d.keys) + " key(s) over the idle's " + formatFixed(idle.duration, 3) + " s; ";
    if (!idle.carry)
        return line + "not carried (--carry-idle loops it in)";
    if (d.carried == 0)
        return line + "not carried: " + d.notCarried;
    line += "carried as " + std::to_string(d.carried) + " key(s)";
    if (d.holdsLast)
        line += ", its last key stepped to hold to each cycle's end";
    if (d.opensWithSetup)
        line += ", each later cycle opening on a stepped setup key";
    if (!d.jumps.empty())
        line += "; the loop jumps at " + seconds(d.jumps) + " (the idle ends on another value than it starts on)";
    if (d.cut)
        line += "; cut at " + formatFixed(idle.until, 3) + " s, the value interpolated there";
    return line;
}

std::string keptOutLine(const idle::KeptOut& k)
{
    if (!k.kind)
        return "IDLE-KEPT-OUT " + k.property + ": not a track; the idle's " + k.property + " timeline is not carried";
    const std::string head = "IDLE-KEPT-OUT " + trackText(*k.kind, k.target, k.members, k.property) + ": ";
    switch (k.why) {
    case idle::KeptOutWhy::Keyed:
        return head + "the new animation keys it (" + listed(k.names) + ")";
    case idle::KeptOutWhy::TurnsMapped:
        return head + "it would turn the mapped bone(s) below it (" + listed(k.names) +
               ") off the angles the pose asks, since the keys hold every unmapped bone at setup";
    case idle::KeptOutWhy::AboveTranslated:
        return head + "it sits above the translated bone \"" + listed(k.names) + "\", whose origin the retarget places";
    case idle::KeptOutWhy::Timeline:
        break;
    }
    return head + "not a track";
}

json targetJson(motion::TargetKind kind, const std::string& target)
{
    json t;
    t[std::string(motion::targetKey(kind))] = target;
    return t;
}

json membersJson(const std::vector<std::string>& members) { return members.empty() ? json(nullptr) : json(members); }

}  // namespace

void idleLines(const retarget::Result& result, std::vector<std::string>& lines)
{
    if (!result.idle) {
        if (result.options.carryIdle)
            lines.push_back("IDLE none: the rig's motion has no animation \"" + result.options.idle.value_or("idle") +
                            "\", so --carry-idle carries nothing");
        return;
    }
    const idle::Idle& idle = *result.idle;
    std::size_t carried = 0;
    for (const idle::DroppedTrack& d : idle.dropped)
        carried += d.carried > 0 ? 1 : 0;
    lines.push_back(
        "IDLE \"" + idle.animation + "\" (" + formatFixed(idle.duration, 3) + " s, " + std::to_string(idle.tracks) +
        " track(s)) against \"" + result.options.name + "\": " + std::to_string(idle.dropped.size()) + " dropped, " +
        std::to_string(idle.keptOut.size()) + " kept out; " +
        (idle.carry ? "--carry-idle looped " + std::to_string(carried) + " of the dropped in, to " +
                          formatFixed(idle.until, 3) + " s"
                    : std::string("the new animation keys none of the dropped (--carry-idle loops them in)")));
    for (const idle::DroppedTrack& d : idle.dropped)
        lines.push_back(droppedLine(idle, d));
    for (const idle::KeptOut& k : idle.keptOut)
        lines.push_back(keptOutLine(k));
}

void idleJson(const retarget::Result& result, json& report)
{
    if (!result.idle)
        return;
    const idle::Idle& idle = *result.idle;
    json dropped = json::array();
    for (const idle::DroppedTrack& d : idle.dropped) {
        json carried = nullptr;
        if (d.carried > 0) {
            json jumps = json::array();
            for (double t : d.jumps)
                jumps.push_back(legsNumber(t, 6));
            carried = {{"keys", d.carried},
                       {"jumps", std::move(jumps)},
                       {"holdsLast", d.holdsLast},
                       {"opensWithSetup", d.opensWithSetup},
                       {"cut", d.cut}};
        }
        dropped.push_back({{"target", targetJson(d.kind, d.target)},
                           {"members", membersJson(d.members)},
                           {"property", d.property},
                           {"keys", d.keys},
                           {"duration", legsNumber(idle.duration, 6)},
                           {"carried", std::move(carried)},
                           {"notCarried", d.notCarried.empty() ? json(nullptr) : json(d.notCarried)}});
    }
    json keptOut = json::array();
    for (const idle::KeptOut& k : idle.keptOut)
        keptOut.push_back({{"target", k.kind ? targetJson(*k.kind, k.target) : json(nullptr)},
                           {"members", membersJson(k.members)},
                           {"property", k.property},
                           {"why", std::string(idle::keptOutWhyName(k.why))},
                           {"names", k.names}});
    report["idleDropped"] = std::move(dropped);
    report["idleKeptOut"] = std::move(keptOut);
}

void mergeLines(const retarget::Result& result, std::vector<std::string>& lines)
{
    if (!result.merge)
        return;
    for (const idle::MergedTrack& m : result.merge->tracks)
        lines.push_back("MERGE " + trackText(m.kind, m.target, m.members, m.property) + ": " + std::to_string(m.keys) +
                        " key(s), " + formatFixed(m.from, 3) + " to " + formatFixed(m.to, 3) + " s, from " +
                        result.merge->file + " into \"" + result.options.name + "\"");
}

void mergeJson(const retarget::Result& result, json& report)
{
    if (!result.merge)
        return;
    json merged = json::array();
    for (const idle::MergedTrack& m : result.merge->tracks)
        merged.push_back({{"target", targetJson(m.kind, m.target)},
                          {"members", membersJson(m.members)},
                          {"property", m.property},
                          {"keys", m.keys},
                          {"from", legsNumber(m.from, 6)},
                          {"to", legsNumber(m.to, 6)}});
    report["merged"] = std::move(merged);
}

}  // namespace rigpose::report::detail
