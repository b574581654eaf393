// Hand windows snapped on the floor (ref #82). The floor is the one background feature every
// full-body clip has: a planted ankle is on it, so across a zoom its height about the picture's
// centre scales by the zoom's step.

#include "rigpose/camera/windows.h"

#include "jittery_ankles.h"

#include <algorithm>
#include <charconv>
#include <cmath>

#include "rigpose/legs/jumps.h"
#include "rigpose/pelvis/keys.h"
#include "rigpose/stage/frames.h"
#include "rigpose/util/number_format.h"

namespace rigpose::camera {

namespace {

using detail::creepOf;
using detail::fitStart;
using detail::fittedSpeed;
using detail::Gap;
using detail::gapsAround;
using detail::noiseOf;
using detail::plantedByFit;
using detail::runBeside;
using detail::Track;
using stage::medianOf;

constexpr const char* kCode = "CAMERA_WINDOWS";
const body::Joint kHips[2] = {body::Joint::RHip, body::Joint::LHip};
const body::Joint kAnkles[2] = {body::Joint::RAnkle, body::Joint::LAnkle};
const char* kSides[2] = {"r", "l"};

std::string frameList(const std::vector<std::size_t>& frames)
{
    std::string out;
    for (std::size_t f : frames)
        out += (out.empty() ? "" : ",") + std::to_string(f);
    return out;
}

// A track with every gap held at the nearest placed frame (the earlier one first), as the
// retarget holds a joint it cannot see; nullopt when the joint is never placed.
std::optional<std::vector<Eigen::Vector2d>> heldTrack(const Track& track)
{
    const auto first = std::find_if(track.begin(), track.end(), [](const auto& p) { return p.has_value(); });
    if (first == track.end())
        return std::nullopt;
    std::vector<Eigen::Vector2d> out;
    Eigen::Vector2d last = **first;
    for (const auto& p : track)
        out.push_back(last = p ? *p : last);
    return out;
}

// The jumps the retarget reads (ref #142: both ankles and mid_hip above their rolling floor),
// here on the picture as the detector saw it.
std::vector<Window> detectorJumps(const sequence::Sequence& raw, const std::array<Track, 2>& ankle,
                                  const std::array<Track, 2>& hip, double leg)
{
    legs::detail::LegTracks t;
    std::array<std::optional<std::vector<Eigen::Vector2d>>, 2> ankles{heldTrack(ankle[0]), heldTrack(ankle[1])};
    std::array<std::optional<std::vector<Eigen::Vector2d>>, 2> hips{heldTrack(hip[0]), heldTrack(hip[1])};
    if (!ankles[0] || !ankles[1] || !hips[0] || !hips[1] || raw.frames.empty() || !(leg > 0))
        return {};
    for (std::size_t s = 0; s < 2; ++s) {
        t.ankle[s] = *ankles[s];
        t.hip[s] = *hips[s];
    }
    for (std::size_t f = 0; f < raw.frames.size(); ++f) {
        t.midHip.push_back((t.hip[0][f] + t.hip[1][f]) / 2);
        t.times.push_back(raw.frames[f].t - raw.frames.front().t);
    }
    std::vector<Window> out;
    for (const legs::FrameRun& j : legs::detail::readJumps(t, leg))
        out.emplace_back(j.first, j.second);
    return out;
}

}  // namespace

std::optional<std::vector<Window>> parseWindows(std::string_view text)
{
    std::vector<Window> out;
    while (!text.empty()) {
        const std::size_t comma = text.find(',');
        const std::string_view item = text.substr(0, comma);
        const std::size_t dash = item.find('-');
        if (dash == std::string_view::npos)
            return std::nullopt;
        std::size_t a = 0, b = 0;
        const std::string_view left = item.substr(0, dash), right = item.substr(dash + 1);
        const auto ra = std::from_chars(left.data(), left.data() + left.size(), a);
        const auto rb = std::from_chars(right.data(), right.data() + right.size(), b);
        if (left.empty() || right.empty() || ra.ec != std::errc() || ra.ptr != left.data() + left.size() ||
            rb.ec != std::errc() || rb.ptr != right.data() + right.size() || a > kLargestWindowFrame ||
            b > kLargestWindowFrame)
            return std::nullopt;
        out.emplace_back(a, b);
        if (comma == std::string_view::npos)
            break;
        text.remove_prefix(comma + 1);
        if (text.empty())
            return std::nullopt;
    }
    if (out.empty())
        return std::nullopt;
    return out;
}

Loaded<WindowsCamera> cameraOfWindows(const sequence::Sequence& raw, const std::vector<Window>& windows,
                                      const std::optional<std::string>& asked, const std::string& name,
                                      PlantedRule rule)
{
    Loaded<WindowsCamera> out;
    const std::size_t n = raw.frames.size();
    for (std::size_t w = 0; w < windows.size(); ++w) {
        const auto [a, b] = windows[w];
        const std::string which = "window " + std::to_string(a) + "-" + std::to_string(b);
        if (a > b || b >= n)
            out.refusals.add(kCode, name + ": " + which + " is not a ≤ b inside the sequence's frames [0, " +
                                        std::to_string(n == 0 ? 0 : n - 1) + "]");
        else if (w > 0 && a <= windows[w - 1].second + 1)
            out.refusals.add(kCode, name + ": " + which +
                                        (a <= windows[w - 1].second ? " overlaps" : " leaves no frame after") +
                                        " window " + std::to_string(windows[w - 1].first) + "-" +
                                        std::to_string(windows[w - 1].second) +
                                        "; list the zooms in order with a frame between them");
    }
    const std::optional<std::string> person = pelvis::personForTrack(raw, asked, name, out.refusals);
    if (!out.refusals.empty())
        return out;

    // Each side's ankle and the clip's one picture leg (the median hip -> ankle, both sides).
    std::array<Track, 2> ankle, hip;
    std::vector<double> legs;
    std::array<std::vector<double>, 2> sideLegs;
    for (std::size_t f = 0; f < n; ++f) {
        const sequence::Person* p = raw.frames[f].person(*person);
        for (std::size_t s = 0; s < 2; ++s) {
            ankle[s].push_back(p ? p->joint(kAnkles[s]).at : std::nullopt);
            hip[s].push_back(p ? p->joint(kHips[s]).at : std::nullopt);
            if (p && p->joint(kHips[s]).at && p->joint(kAnkles[s]).at) {
                legs.push_back((*p->joint(kAnkles[s]).at - *p->joint(kHips[s]).at).norm());
                sideLegs[s].push_back(legs.back());
            }
        }
    }
    const double leg = medianOf(legs);
    // The strict rule (the reference's): two frame-to-frame moves under kStillLegs leg lengths.
    const auto planted = [&](std::size_t s, std::size_t f) {
        if (f == 0 || f + 1 >= n || !ankle[s][f - 1] || !ankle[s][f] || !ankle[s][f + 1] || !(leg > 0))
            return false;
        return (*ankle[s][f] - *ankle[s][f - 1]).norm() < kStillLegs * leg &&
               (*ankle[s][f + 1] - *ankle[s][f]).norm() < kStillLegs * leg;
    };
    const Eigen::Vector2d centre(raw.width / 2, raw.height / 2);
    // The jumps in the retarget's unit: the mean of each side's median leg (FEET's leg length).
    const std::vector<Window> jumps = detectorJumps(raw, ankle, hip,
                                                    (medianOf(sideLegs[0]) + medianOf(sideLegs[1])) / 2);
    const auto jumpOf = [&](std::size_t f) {
        const auto j = std::find_if(jumps.begin(), jumps.end(),
                                    [f](const Window& w) { return w.first <= f && f <= w.second; });
        return j == jumps.end() ? std::nullopt : std::optional<Window>(*j);
    };

    // The clip's own jitter picks the rule: past a third of the strict still step, the strict test
    // would miss planted frames for noise alone, and the robust rule reads them instead.
    Jitter jit;
    jit.strict = kStillLegs * leg;
    const std::vector<Gap> gaps = gapsAround(windows, n);
    for (std::size_t s = 0; s < 2; ++s)
        jit.noise[s] = noiseOf(ankle[s], gaps);
    jit.robust = rule == PlantedRule::Robust || (rule == PlantedRule::Auto && leg > 0 &&
                                                 std::max(jit.noise[0], jit.noise[1]) > jit.strict / kJitterGate);
    std::array<std::vector<char>, 2> fitPlanted;
    if (jit.robust) {
        // A line through kFitFrames frames with the noise of sigma has a slope off by sigma / sqrt(sum of
        // (f - mean f)^2) on each axis: still is under the strict step or kFitSigmas of that.
        const double spread = std::sqrt(static_cast<double>(kFitFrames * (kFitFrames * kFitFrames - 1)) / 12);
        for (std::size_t s = 0; s < 2; ++s) {
            jit.still[s] = std::max(jit.strict, kFitSigmas * jit.noise[s] / spread);
            fitPlanted[s] = leg > 0 ? plantedByFit(ankle[s], gaps, jit.still[s]) : std::vector<char>(n, 0);
        }
        jit.creep = creepOf(ankle, fitPlanted, gaps);
    }

    // The robust rule's reading of one ankle across window w: the planted run beside it on each side
    // (robust to the jitter), each side's level the mean of its samples' heights off the centre
    // (the creep taken back to the window's middle; a sample kLevelSigmas off their median left
    // out), and the ankle in place through the window: undone by its own step, linear across the
    // window, every frame from a - 1 to b + 1 still by the same fitted line and, from run to run,
    // at the level before.
    const auto readRobust = [&](std::size_t s, std::size_t w, WindowReading& r) {
        const auto [a, b] = windows[w];
        const std::vector<std::size_t> runBefore = runBeside(fitPlanted[s], gaps[w], a, true);
        const std::vector<std::size_t> runAfter = runBeside(fitPlanted[s], gaps[w + 1], b, false);
        const double middle = (static_cast<double>(a) + static_cast<double>(b)) / 2;
        // How far a planted sample may sit off its level: kLevelSigmas of the jitter, never under the
        // strict still step (the same band once the jitter picked this rule; a clean picture forced
        // onto it is not held to its exact values).
        const double band = std::max(kLevelSigmas * jit.noise[s], jit.strict);
        const auto level = [&](const std::vector<std::size_t>& run,
                               std::vector<std::size_t>& kept) -> std::optional<double> {
            std::vector<std::pair<std::size_t, double>> samples;
            std::vector<double> heights;
            for (std::size_t f : run)
                if (ankle[s][f]) {
                    heights.push_back(ankle[s][f]->y() - jit.creep * (static_cast<double>(f) - middle) - centre.y());
                    samples.emplace_back(f, heights.back());
                }
            if (samples.size() < kWindowFrames)
                return std::nullopt;
            const double median = medianOf(heights);
            double sum = 0;
            for (const auto& [f, y] : samples)
                if (std::abs(y - median) <= band) {
                    kept.push_back(f);
                    sum += y;
                }
            if (kept.size() < kWindowFrames)
                return std::nullopt;
            std::sort(kept.begin(), kept.end());
            return sum / static_cast<double>(kept.size());
        };
        const std::optional<double> before = level(runBefore, r.before[s]), after = level(runAfter, r.after[s]);
        const auto unread = [&] {
            r.before[s].clear();
            r.after[s].clear();
            return false;
        };
        if (!before || !after || std::abs(*before) < 1e-9)
            return unread();
        const double k = *after / *before;
        const std::size_t from = runBefore.back(), to = runAfter.back();  // each run's farthest frame
        Track undone(n);
        for (std::size_t f = from; f <= to; ++f)
            if (ankle[s][f]) {
                const double rel = f < a ? 1
                                   : f > b
                                       ? k
                                       : 1 + (k - 1) * static_cast<double>(f - a + 1) / static_cast<double>(b - a + 2);
                undone[f] = centre + (*ankle[s][f] - centre) / rel;
            }
        for (std::size_t f = a - 1; f <= b + 1; ++f) {
            const std::optional<double> speed = fittedSpeed(undone, fitStart(f, from, to - from + 1), kFitFrames);
            if (!speed || !(*speed < jit.still[s]))
                return unread();
        }
        // From each run to the window and through it, every frame is at the level before (the
        // picture undone by the step) within the band: a foot hovering before it lands, which a
        // front view barely sees move, then dropping to the floor is not one plant across the window.
        for (std::size_t f = std::min(runBefore.front() + 1, a - 1); f <= std::max(runAfter.front() - 1, b + 1); ++f)
            if (undone[f] &&
                std::abs(undone[f]->y() - jit.creep * (static_cast<double>(f) - middle) - centre.y() - *before) > band)
                return unread();
        r.ratio[s] = k;
        return true;
    };

    std::vector<WindowReading> readings;
    for (std::size_t w = 0; w < windows.size(); ++w) {
        const auto [a, b] = windows[w];
        const std::size_t lowest = w > 0 ? windows[w - 1].second + 1 : 0;
        const std::size_t highest = w + 1 < windows.size() ? windows[w + 1].first - 1 : n - 1;
        WindowReading r;
        r.frames = windows[w];
        std::vector<double> ratios;
        for (std::size_t s = 0; s < 2; ++s) {
            if (jit.robust) {
                if (!readRobust(s, w, r))
                    continue;
            } else {
                for (std::size_t k = 1;
                     k <= kSearchFrames && a >= k && a - k >= lowest && r.before[s].size() < kWindowFrames; ++k)
                    if (planted(s, a - k))
                        r.before[s].push_back(a - k);
                for (std::size_t k = 1; k <= kSearchFrames && b + k <= highest && r.after[s].size() < kWindowFrames;
                     ++k)
                    if (planted(s, b + k))
                        r.after[s].push_back(b + k);
                if (r.before[s].size() < kWindowFrames || r.after[s].size() < kWindowFrames)
                    continue;
                std::sort(r.before[s].begin(), r.before[s].end());
                std::sort(r.after[s].begin(), r.after[s].end());
                const auto medianY = [&](const std::vector<std::size_t>& frames) {
                    std::vector<double> y;
                    for (std::size_t f : frames)
                        y.push_back(ankle[s][f]->y());
                    return medianOf(y);
                };
                const double before = medianY(r.before[s]) - centre.y(), after = medianY(r.after[s]) - centre.y();
                if (std::abs(before) < 1e-9)
                    continue;  // an ankle on the centre line says nothing of the zoom
                r.ratio[s] = after / before;
            }
            ratios.push_back(*r.ratio[s]);
            for (const std::vector<std::size_t>* frames : {&r.before[s], &r.after[s]})
                for (std::size_t f : *frames)
                    if (const auto j = jumpOf(f)) {
                        if (r.inJumps.empty() || r.inJumps.back().side != s || r.inJumps.back().jump != *j)
                            r.inJumps.push_back({s, {}, *j});
                        r.inJumps.back().frames.push_back(f);
                    }
        }
        if (ratios.empty()) {
            const std::string which = name + ": window " + std::to_string(a) + "-" + std::to_string(b);
            if (jit.robust)
                out.refusals.add(kCode, which +
                                            ": no ankle stays planted across it (on the jittery ankles: a run of 3 " +
                                            "frames still on a " + std::to_string(kFitFrames) +
                                            "-frame line, starting within " + std::to_string(kTouchFrames) +
                                            " frames of it on both sides and within " + std::to_string(kSearchFrames) +
                                            ", and in place through it), so its step cannot be read off the floor; "
                                            "place the window where one foot is down all through it, or give the "
                                            "camera as a file");
            else
                out.refusals.add(kCode, which + ": no ankle is planted on 3 frames within " +
                                            std::to_string(kSearchFrames) +
                                            " frames on both sides of it, so its step cannot be read off the floor; "
                                            "widen the gap to the next window, or give the camera as a file");
            continue;
        }
        r.step = (ratios.front() + ratios.back()) / 2;
        readings.push_back(std::move(r));
    }
    if (!out.refusals.empty())
        return out;

    // s is 1 before the first window, multiplied by each step, linear across a window and held
    // between; no pan is read, so the zoom is about the centre: t = c (1 - s).
    std::vector<double> s(n, 1.0);
    double level = 1;
    std::size_t next = 0;
    for (std::size_t f = 0; f < n; ++f) {
        if (next < readings.size() && f >= readings[next].frames.first) {
            const auto [a, b] = readings[next].frames;
            const double after = level * readings[next].step;
            if (f <= b) {
                s[f] = level + (after - level) * static_cast<double>(f - a + 1) / static_cast<double>(b - a + 2);
                continue;
            }
            level = after;
            ++next;
        }
        s[f] = level;
    }
    WindowsCamera& cam = out.value;
    for (std::size_t f = 0; f < n; ++f)
        cam.camera.push_back({s[f], centre.x() * (1 - s[f]), centre.y() * (1 - s[f]), 0});
    std::string parts;
    for (const WindowReading& r : readings) {
        std::string part = std::to_string(r.frames.first) + "-" + std::to_string(r.frames.second) + " (";
        if (r.ratio[0] && r.ratio[1])
            part += "r+l, l/r " + formatFixed(100 * (*r.ratio[1] / *r.ratio[0] - 1), 1) + " %";
        else
            part += std::string(r.ratio[0] ? "r" : "l") + " alone";
        for (std::size_t side = 0; side < 2; ++side)
            if (r.ratio[side])
                part += std::string("; ") + kSides[side] + " " + frameList(r.before[side]) + "|" +
                        frameList(r.after[side]);
        for (const WindowReading::InJump& j : r.inJumps)
            part += std::string("; ") + kSides[j.side] + " " + frameList(j.frames) + " inside detector jump " +
                    std::to_string(j.jump.first) + "-" + std::to_string(j.jump.second);
        parts += (parts.empty() ? "" : ", ") + part + ")";
    }
    std::string ruleText;
    if (jit.robust) {
        // The figures the robust rule read with, so the same clip names the same reading.
        ruleText = " on jittery ankles (jitter r " + formatFixed(jit.noise[0], 1) + " px, l " +
                   formatFixed(jit.noise[1], 1) + " px against a " + formatFixed(jit.strict, 1) +
                   " px still step; still on a " + std::to_string(kFitFrames) + "-frame line under r " +
                   formatFixed(jit.still[0], 1) + ", l " + formatFixed(jit.still[1], 1) + " px a frame; creep " +
                   formatFixed(jit.creep, 2) + " px a frame)";
    }
    cam.source = "hand windows, floor-snapped" + ruleText + ": " + parts;
    cam.windows = std::move(readings);
    cam.jitter = jit;
    cam.jumps = jumps;
    return out;
}

}  // namespace rigpose::camera
