// clean's record (rig-pose-clean/1) as a reader sees it: the keys other rules depend on are
// checked (params, the hold, the hips' record, frame ranges); the rest is kept as read.

#include <set>
#include <vector>

#include "read_context.h"

namespace rigpose::sequence::detail {

namespace {

struct RecordChecker {
    const ReadContext& ctx;
    std::size_t frameCount;

    void refuse(const std::string& where, const std::string& what, RefusalPlace place = {}) const
    {
        ctx.refuse("POSE_CLEANED", "cleaned." + where,
                   what +
                       "; the record is clean's own: clean the raw "
                       "sequence again rather than editing it",
                   std::move(place));
    }

    bool isWindow(const json& v) const
    {
        if (!v.is_number_integer())
            return false;
        long long w = v.get<long long>();
        return w == 1 || (w >= 5 && w % 2 == 1);
    }

    bool isFrame(const json& v) const
    {
        return v.is_number_integer() && v.get<long long>() >= 0 &&
               static_cast<std::size_t>(v.get<long long>()) < frameCount;
    }

    // [first, last] inside the sequence.
    bool isRun(const json& v) const
    {
        return v.is_array() && v.size() == 2 && isFrame(v[0]) && isFrame(v[1]) &&
               v[0].get<long long>() <= v[1].get<long long>();
    }

    bool isPositiveNumber(const json& v) const { return v.is_number() && v.get<double>() > 0; }

    void checkParams(const json& params) const
    {
        if (!params.is_object()) {
            refuse("params", "must be an object { loop, legs, rest, ... }");
            return;
        }
        if (!params.contains("loop") || !params["loop"].is_boolean())
            refuse("params.loop", "must be true or false");
        for (const char* key : {"legs", "rest"})
            if (!params.contains(key) || !isWindow(params[key]))
                refuse(std::string("params.") + key, "must be a window of 1, or odd and at least 5");
        if (auto hold = params.find("hold"); hold != params.end())
            checkHoldParams(*hold);
        if (auto hips = params.find("hipsInferred"); hips != params.end())
            checkHipsInferred(*hips);
        if (auto pelvis = params.find("pelvis"); pelvis != params.end())
            if (!pelvis->is_object() || !pelvis->contains("window") || !isWindow((*pelvis)["window"]))
                refuse("params.pelvis", "must be { \"window\": <the legs' window> }");
    }

    void checkHoldParams(const json& hold) const
    {
        if (hold == "off")
            return;
        if (!hold.is_object()) {
            refuse("params.hold", "must be \"off\" or { speed, reach, minSeconds, blend }");
            return;
        }
        for (const char* key : {"speed", "reach", "minSeconds"})
            if (!hold.contains(key) || !isPositiveNumber(hold[key]))
                refuse(std::string("params.hold.") + key, "must be a number greater than 0");
        if (!hold.contains("blend") || !hold["blend"].is_number_integer() || hold["blend"].get<long long>() < 0)
            refuse("params.hold.blend", "must be a whole number of frames >= 0");
    }

    // Runs named under `key`: each [first, last] inside the sequence, increasing and disjoint.
    std::vector<std::pair<long long, long long>> runs(const json& hips, const char* key, bool required) const
    {
        std::vector<std::pair<long long, long long>> out;
        auto it = hips.find(key);
        if (it == hips.end()) {
            if (required)
                refuse(std::string("params.hipsInferred.") + key, "is missing");
            return out;
        }
        if (!it->is_array()) {
            refuse(std::string("params.hipsInferred.") + key, "must be a list of [first, last] runs");
            return out;
        }
        for (const json& run : *it) {
            const json& frames = run.is_object() && run.contains("frames") ? run["frames"] : run;
            if (!isRun(frames)) {
                refuse(std::string("params.hipsInferred.") + key,
                       "holds " + frames.dump() + ", not a [first, last] run inside the sequence's " +
                           std::to_string(frameCount) + " frames");
                continue;
            }
            long long a = frames[0].get<long long>(), b = frames[1].get<long long>();
            if (!out.empty() && a <= out.back().second)
                refuse(std::string("params.hipsInferred.") + key, "runs must increase and not overlap");
            out.emplace_back(a, b);
        }
        return out;
    }

    void checkHipsInferred(const json& hips) const
    {
        if (!hips.is_object() || !hips.contains("by")) {
            refuse("params.hipsInferred", "must be { \"by\": \"declared\" } or a measured record");
            return;
        }
        if (hips["by"] == "declared")
            return;
        if (hips["by"] != "measured") {
            refuse("params.hipsInferred.by", "must be \"declared\" or \"measured\"");
            return;
        }
        // Every frame is in exactly one of these, and declined names exactly the frames not read.
        std::vector<int> cover(frameCount, 0);
        std::vector<bool> read(frameCount, false);
        for (const char* key : {"read", "interpolated", "scaled", "held", "unmeasured"}) {
            bool required = std::string(key) == "read" || std::string(key) == "interpolated" ||
                            std::string(key) == "held";
            for (auto [a, b] : runs(hips, key, required))
                for (long long f = a; f <= b; ++f) {
                    ++cover[static_cast<std::size_t>(f)];
                    if (std::string(key) == "read")
                        read[static_cast<std::size_t>(f)] = true;
                }
        }
        std::vector<bool> declined(frameCount, false);
        for (auto [a, b] : runs(hips, "declined", true))
            for (long long f = a; f <= b; ++f)
                declined[static_cast<std::size_t>(f)] = true;
        for (std::size_t f = 0; f < frameCount; ++f) {
            if (cover[f] != 1) {
                refuse("params.hipsInferred",
                       "frame " + std::to_string(f) + " is in " + std::to_string(cover[f]) +
                           " of read, interpolated, scaled, held and unmeasured; every frame is in exactly one",
                       {.frame = f});
                break;
            }
            if (declined[f] == read[f]) {
                refuse("params.hipsInferred.declined",
                       "must list exactly the frames not read (frame " + std::to_string(f) + " disagrees)",
                       {.frame = f});
                break;
            }
        }
    }

    void checkSpans(const json& record) const
    {
        for (const char* key : {"holds", "unheld"}) {
            auto it = record.find(key);
            if (it == record.end())
                continue;
            if (!it->is_array()) {
                refuse(key, "must be a list");
                continue;
            }
            for (const json& e : *it) {
                bool ok = e.is_object() && e.contains("joint") && e["joint"].is_string() &&
                          body::jointFromName(e["joint"].get<std::string>()) && e.contains("frames") &&
                          isRun(e["frames"]);
                if (!ok) {
                    refuse(key, "entry " + e.dump().substr(0, 80) +
                                    " must name a body-18 joint and a [first, "
                                    "last] run of frames inside the sequence");
                    break;
                }
            }
        }
        if (auto spikes = record.find("spikes"); spikes != record.end()) {
            bool ok = spikes->is_object() && spikes->contains("untested") && (*spikes)["untested"].is_array();
            if (ok)
                for (const json& f : (*spikes)["untested"])
                    ok = ok && isFrame(f);
            if (!ok)
                refuse("spikes", "must be { \"found\", \"untested\": [frames inside the sequence] }");
        }
        if (auto jitter = record.find("jitter"); jitter != record.end())
            if (!jitter->is_object() || !jitter->contains("before") || !jitter->contains("after") ||
                !(*jitter)["before"].is_number() || !(*jitter)["after"].is_number())
                refuse("jitter", "must be { \"before\": px/f², \"after\": px/f² }");
    }
};

}  // namespace

void checkCleanedRecord(const ReadContext& ctx, const json& record, std::size_t frameCount)
{
    RecordChecker checker{ctx, frameCount};
    if (!record.is_object()) {
        checker.refuse("", "the record must be an object");
        return;
    }
    if (!record.contains("spec") || record["spec"] != "rig-pose-clean/1")
        checker.refuse("spec", "must be \"rig-pose-clean/1\"");
    if (!record.contains("params"))
        checker.refuse("params", "is missing");
    else
        checker.checkParams(record["params"]);
    checker.checkSpans(record);
}

}  // namespace rigpose::sequence::detail
