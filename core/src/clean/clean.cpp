// cleanSequence: the steps in order, on one person, and the record that says what they did.

#include "rigpose/clean/clean.h"

#include <algorithm>
#include <cmath>

#include "rigpose/util/discard.h"
#include "rigpose/util/stop.h"

namespace rigpose::clean {

bool isValidWindow(int window) { return window == 1 || (window >= 5 && window % 2 == 1); }

namespace {

// The person clean works on: the one asked for, or the only one there is.
std::optional<std::string> pickPerson(const sequence::Sequence& seq, const CleanOptions& options, RefusalList& refusals)
{
    const std::vector<std::string> ids = seq.personIds();
    auto list = [&] {
        std::string text;
        for (const auto& id : ids)
            text += (text.empty() ? "" : ", ") + id;
        return text;
    };
    if (options.person) {
        if (std::find(ids.begin(), ids.end(), *options.person) == ids.end()) {
            refusals.add("CLEAN_PERSON", "person \"" + *options.person + "\" is on no frame; the sequence holds " +
                                             (ids.empty() ? std::string("nobody") : list()));
            return std::nullopt;
        }
        return options.person;
    }
    if (ids.size() > 1) {
        refusals.add("CLEAN_PERSON", "the sequence holds " + std::to_string(ids.size()) + " people (" + list() +
                                         "); pick one with --person <id>");
        return std::nullopt;
    }
    if (ids.empty()) {
        refusals.add("CLEAN_PERSON", "no frame holds a person; there is nothing to clean");
        return std::nullopt;
    }
    return ids.front();
}

void checkOptions(const sequence::Sequence& seq, const CleanOptions& options, RefusalList& refusals,
                  const std::stop_token& stop)
{
    for (auto [flag, window] : {std::pair{"--legs", options.legs}, std::pair{"--rest", options.rest}})
        if (!isValidWindow(window))
            refusals.add("CLEAN_WINDOW", std::string(flag) + " " + std::to_string(window) +
                                             " is not a window clean takes: give 1 (no smoothing) or an odd number "
                                             "of at least 5 (a quadratic through 3 points smooths nothing)");
    const int widest = std::max({5, options.legs, options.rest});
    if (options.loop && seq.frames.size() < static_cast<std::size_t>(widest))
        refusals.add("CLEAN_LOOP", "--loop: the cycle has " + std::to_string(seq.frames.size()) +
                                       " frames, fewer than its widest window (" + std::to_string(widest) +
                                       "); clean it without --loop, or with smaller windows");
    bool derived = false, measured = false;
    for (const sequence::Frame& f : seq.frames) {
        throwIfStopped(stop);
        if (f.depth)
            for (const auto& d : *f.depth)
                if (d)
                    (d->source == sequence::DepthSource::Derived ? derived : measured) = true;
    }
    // Derived depth was read off positions this clean moves, so it is read again or not kept.
    if (derived && !options.depth)
        refusals.add("CLEAN_DEPTH",
                     "the sequence carries derived depth, read off positions this clean moves; "
                     "clean it with --depth walk|run to read it again, or clean the sequence it "
                     "was derived from");
    // A derived reading would replace a measurement.
    if (measured && options.depth)
        refusals.add("CLEAN_DEPTH", "--depth " + std::string(gaitName(*options.depth)) +
                                        ": the sequence carries measured depth (a 3D detector's), which clean "
                                        "carries through as read; drop --depth to keep it");
}

// Only the chosen person is written.
void keepOnlyPerson(sequence::Sequence& seq, const std::string& id, const std::stop_token& stop)
{
    for (sequence::Frame& f : seq.frames) {
        throwIfStopped(stop);
        f.people.erase(
            std::remove_if(f.people.begin(), f.people.end(), [&](const sequence::Person& p) { return p.id != id; }),
            f.people.end());
    }
}

// The steps, checking `stop` as they go: a stop throws Stopped out of whichever step is running.
// They work on the caller's `input`, so a stop leaves the half-cleaned sequence there.
CleanResult cleanSteps(sequence::Sequence& input, const CleanOptions& options, const std::stop_token& stop)
{
    CleanResult result;
    throwIfStopped(stop);
    checkOptions(input, options, result.refusals, stop);
    const auto person = pickPerson(input, options, result.refusals);
    if (!result.refusals.empty())
        return result;

    CleanReport& report = result.report;
    report.person = *person;
    report.holdOn = options.hold;
    keepOnlyPerson(input, *person, stop);
    sequence::Sequence& seq = input;
    const Tracks asRead = tracksOf(seq, *person, stop);
    report.trunk = trunkLength(asRead, stop);
    if (report.trunk <= 0) {
        result.refusals.add("CLEAN_TRUNK",
                            "no frame places the neck and both hips, so the trunk length that "
                            "scales clean's tests cannot be read");
        return result;
    }
    report.jitterBefore = jitterOf(asRead, options.loop, stop);

    SpikeResult spikes = replaceSpikes(asRead, report.trunk, options.loop, kSpikeLimit, stop);
    report.spikes = spikes.found;
    report.untested = spikes.untested;
    OcclusionResult occlusion = replaceOccluded(spikes.tracks, seq, *person, options.loop, kOccludedScore, stop);
    report.occluded = occlusion.runs;
    report.occludedFrames = occlusion.frames;
    Tracks smoothed = smoothTracks(occlusion.tracks, options.legs, options.rest, options.loop, stop);
    if (options.loop)
        report.floorShift = restoreFloor(smoothed, occlusion.tracks, stop);

    Tracks final = smoothed;
    if (options.hold) {
        std::vector<double> times;
        for (const auto& f : seq.frames)
            times.push_back(f.t);
        HoldResult held = holdStillJoints(smoothed, times, report.trunk, options.holdParams, stop);
        final = std::move(held.tracks);
        report.holds = std::move(held.holds);
        report.seams = std::move(held.seams);
        report.unheld = std::move(held.unheld);
    }
    report.jitterAfter = jitterOf(final, options.loop, stop);
    writeTracks(seq, *person, final, stop);

    if (options.hipsInferred)
        for (sequence::Frame& f : seq.frames)
            for (sequence::Person& p : f.people)
                for (body::Joint hip : {body::Joint::RHip, body::Joint::LHip})
                    if (p.joint(hip).at) {
                        p.joint(hip).state = sequence::JointState::Inferred;
                        ++report.hipsMarkedInferred;
                    }

    const bool track = seq.hasPelvisTrack();
    if (track) {
        std::vector<std::optional<double>> tilt;
        for (const auto& f : seq.frames)
            tilt.push_back(f.pelvisTilt);
        const auto smoothedTilt = smoothPelvisTilt(tilt, options.legs, options.loop);
        double largest = 0;
        for (std::size_t i = 0; i < tilt.size(); ++i) {
            if (!tilt[i])
                continue;
            ++report.pelvisFrames;
            double change = std::abs(std::remainder(*smoothedTilt[i] - *tilt[i], 360.0));
            largest = std::max(largest, change);
            seq.frames[i].pelvisTilt = smoothedTilt[i];
        }
        report.pelvisLargestChange = largest;
    }
    if (options.depth) {
        DerivedDepth derived = deriveDepth(seq, *person, report.trunk, stop);
        for (std::size_t i = 0; i < seq.frames.size(); ++i)
            seq.frames[i].depth = derived.frames[i];
        report.depth = derived.summary;
    } else {
        report.measuredDepthFrames = static_cast<std::size_t>(std::count_if(
            seq.frames.begin(), seq.frames.end(), [](const sequence::Frame& f) { return f.depth.has_value(); }));
    }
    if (options.loop)
        seq.travel = "in-place";
    // A sequence cleaned before is cleaned again from the positions it carries; its record
    // gives way to this one, and the report keeps it so the lines can say what was replaced.
    report.replacedRecord = std::move(seq.cleaned);
    seq.cleaned = cleanRecord(report, options, track);
    result.sequence = std::move(seq);
    return result;
}

}  // namespace

CleanResult cleanSequence(sequence::Sequence input, const CleanOptions& options, std::stop_token stop)
{
    try {
        return cleanSteps(input, options, stop);
    } catch (const Stopped&) {
        // A 30-minute sequence is freed off this thread (util/discard.h).
        rigpose::detail::discard(std::move(input));
        CleanResult stopped;
        stopped.stopped = true;
        return stopped;
    }
}

}  // namespace rigpose::clean
