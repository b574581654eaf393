// STANCE's lines, LIFT, and the report's stance: the unit the tolerance is in, each run of the
// free foot planted both, lifted or past the tolerance below, the crossings absorbed, and the
// stretches held at their bounds.

#include "stance_report.h"

#include <algorithm>

#include "legs_text.h"
#include "padded.h"

namespace rigpose::report::detail {

namespace {

using json = nlohmann::ordered_json;
using legs::FrameRun;
using legs::sideName;

json num(double value, int decimals) { return legsNumber(value, decimals); }
std::string run(const FrameRun& r) { return frameRunText(r); }

std::size_t length(const FrameRun& r) { return r.second - r.first + 1; }

const legs::Stance* stanceOf(const retarget::Result& result)
{
    return result.feet && result.feet->stance ? &*result.feet->stance : nullptr;
}

// Ref #237: where a --leg-scale clamp drew the free leg at another length than the picture's.
std::string movedText(const legs::StanceRun& r)
{
    if (!r.moved)
        return "";
    const legs::FreeMove& m = *r.moved;
    const std::size_t frames = r.frames.second - r.frames.first + 1;
    std::string runs;
    for (const FrameRun& f : m.frames)
        runs += (runs.empty() ? "" : ", ") + run(f);
    std::string text = " on " + std::to_string(frames - m.count) + " of its " + std::to_string(frames) +
                       " frame(s); the --leg-scale clamp moved the free ankle on " + runs;
    if (m.below)
        text += ", down to " + padded(m.below->legLengths, 4) + " leg lengths below the picture's";
    if (m.above)
        text += std::string(m.below ? " and" : ",") + " up to " + padded(m.above->legLengths, 4) +
                " leg lengths above it";
    return text;
}

}  // namespace

void stanceLines(const retarget::Result& result, std::vector<std::string>& lines)
{
    const legs::Stance* st = stanceOf(result);
    if (!st)
        return;
    const auto px = [&](int side) { return padded(st->tolerance * st->unitPx[static_cast<std::size_t>(side)], 1); };
    lines.push_back("STANCE unit: a leg length, r " + padded(st->unitPx[0], 1) + " px (" +
                    padded(st->unitOfStraight[0], 3) + " of the straight leg), l " + padded(st->unitPx[1], 1) +
                    " px (" + padded(st->unitOfStraight[1], 3) + "); tolerance " + padded(st->tolerance, 3) +
                    " leg lengths, planted again under " + padded(st->release, 3) + "; a change of state holds " +
                    padded(st->minSeconds, 2) + " s");
    for (const legs::StanceRun& r : st->runs) {
        const std::string who = std::string("free ") + sideName(r.side) + " " + run(r.frames);
        if (r.absorbed)
            lines.push_back("STANCE absorbed: " + who + " read " + r.state + " (at most " + padded(r.maxHeight, 3) +
                            " leg lengths) for under " + padded(st->minSeconds, 2) +
                            " s between runs of one state, and kept theirs");
        else if (r.state == "both")
            lines.push_back("STANCE planted both: " + who + ", within " + padded(st->tolerance, 3) + " leg lengths (" +
                            px(r.side) + " px; at most " + padded(r.maxHeight, 3) + "), the free leg stretched by k " +
                            padded(r.k, 4) + " at most");
        else if (r.state == "lifted")
            lines.push_back("STANCE lifted: " + who + ", past " + padded(st->tolerance, 3) + " leg lengths (" +
                            px(r.side) + " px) above, up to " + padded(r.maxHeight, 3) + "; the pose's height kept" +
                            movedText(r));
        else
            lines.push_back("STANCE past the tolerance below: " + who + ", down to " +
                            padded(r.maxDepth.value_or(0), 3) + " leg lengths under the supporting ankle (tolerance " +
                            padded(st->tolerance, 3) + ", " + px(r.side) +
                            " px): the foot read as supporting may be the one in the air, so the pose's "
                            "height is kept" +
                            movedText(r));
    }
    for (const legs::BoundsOver& o : st->over)
        lines.push_back("STANCE past the bounds: free " + std::string(sideName(o.side)) + " " + run(o.frames) +
                        " needed k " + padded(o.needed, 4) + ", held at " + padded(o.bound, 4) + "; the foot left " +
                        padded(o.left, 3) + " units from the supporting ankle's height");
    if (st->rangeLowest)
        lines.push_back("STANCE bound from the leg's own range: r " + padded((*st->rangeLowest)[0], 4) + ", l " +
                        padded((*st->rangeLowest)[1], 4) + " (the lowest k a planted-both frame allowed, under 0.92)");
}

std::string liftLine(const retarget::Result& result)
{
    const legs::Stance* st = stanceOf(result);
    if (!st)
        return result.feet ? "LIFT not read (no --stance)" : "LIFT not read: the map does not key both legs";
    struct Count {
        std::size_t runs = 0, frames = 0;
    };
    Count lifted, both, below;
    const legs::StanceRun* highest = nullptr;
    for (const legs::StanceRun& r : st->runs) {
        if (r.absorbed)
            continue;
        Count& c = r.state == "both" ? both : r.state == "lifted" ? lifted : below;
        ++c.runs;
        c.frames += length(r.frames);
        if (r.state == "lifted" && (!highest || r.maxHeight > highest->maxHeight))
            highest = &r;
    }
    const auto counted = [](const char* what, const Count& c) {
        return std::string(what) + " " + std::to_string(c.runs) + " run(s), " + std::to_string(c.frames) + " frame(s)";
    };
    return "LIFT " + counted("lifted", lifted) + "; " + counted("planted both", both) + "; " + counted("below", below) +
           "; highest lifted run " +
           (highest ? std::string(sideName(highest->side)) + " " + run(highest->frames) + " at " +
                          padded(highest->maxHeight, 3) + " leg lengths"
                    : std::string("none")) +
           "; " + std::to_string(st->over.size()) + " run(s) past the bounds";
}

json stanceJson(const retarget::Result& result)
{
    const legs::Stance* st = stanceOf(result);
    if (!st)
        return nullptr;
    json o;
    o["tolerance"] = num(st->tolerance, 4);
    o["release"] = num(st->release, 4);
    o["minSeconds"] = num(st->minSeconds, 4);
    o["unit"] = {{"r", {{"px", num(st->unitPx[0], 3)}, {"ofStraight", num(st->unitOfStraight[0], 4)}}},
                 {"l", {{"px", num(st->unitPx[1], 3)}, {"ofStraight", num(st->unitOfStraight[1], 4)}}}};
    o["bounds"] = {num(st->lower, 4), num(st->upper, 4)};
    json runs = json::array();
    for (const legs::StanceRun& r : st->runs) {
        json j{{"state", r.state},
               {"side", sideName(r.side)},
               {"frames", {r.frames.first, r.frames.second}},
               {"maxHeight", num(r.maxHeight, 4)}};
        if (r.maxDepth)
            j["maxDepth"] = num(*r.maxDepth, 4);
        j["k"] = num(r.k, 4);
        if (r.absorbed)
            j["absorbed"] = true;
        if (r.moved)
            j["moved"] = freeMoveJson(*r.moved);
        runs.push_back(std::move(j));
    }
    o["runs"] = std::move(runs);
    json over = json::array();
    for (const legs::BoundsOver& b : st->over)
        over.push_back({{"side", sideName(b.side)},
                        {"frames", {b.frames.first, b.frames.second}},
                        {"needed", num(b.needed, 4)},
                        {"bound", num(b.bound, 4)},
                        {"left", num(b.left, 4)}});
    o["over"] = std::move(over);
    if (st->rangeLowest)
        o["range"] = {{"r", num((*st->rangeLowest)[0], 4)}, {"l", num((*st->rangeLowest)[1], 4)}};
    return o;
}

}  // namespace rigpose::report::detail
