// Hand windows snapped on the floor (ref #82). The floor is the one background feature every
// full-body clip has: a planted ankle is on it, so across a zoom its height about the picture's
// centre scales by the zoom's step.

#include "rigpose/camera/windows.h"

#include <algorithm>
#include <charconv>
#include <cmath>

#include "rigpose/legs/jumps.h"
#include "rigpose/pelvis/keys.h"
#include "rigpose/util/number_format.h"

namespace rigpose::camera {

namespace {

constexpr const char* kCode = "CAMERA_WINDOWS";
const body::Joint kHips[2] = {body::Joint::RHip, body::Joint::LHip};
const body::Joint kAnkles[2] = {body::Joint::RAnkle, body::Joint::LAnkle};
const char* kSides[2] = {"r", "l"};

using Track = std::vector<std::optional<Eigen::Vector2d>>;

double medianOf(std::vector<double> v)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    const std::size_t m = v.size() / 2;
    return v.size() % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
}

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
                                      const std::optional<std::string>& asked, const std::string& name)
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

    std::vector<WindowReading> readings;
    for (std::size_t w = 0; w < windows.size(); ++w) {
        const auto [a, b] = windows[w];
        const std::size_t lowest = w > 0 ? windows[w - 1].second + 1 : 0;
        const std::size_t highest = w + 1 < windows.size() ? windows[w + 1].first - 1 : n - 1;
        WindowReading r;
        r.frames = windows[w];
        std::vector<double> ratios;
        for (std::size_t s = 0; s < 2; ++s) {
            for (std::size_t k = 1;
                 k <= kSearchFrames && a >= k && a - k >= lowest && r.before[s].size() < kWindowFrames; ++k)
                if (planted(s, a - k))
                    r.before[s].push_back(a - k);
            for (std::size_t k = 1; k <= kSearchFrames && b + k <= highest && r.after[s].size() < kWindowFrames; ++k)
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
            out.refusals.add(kCode, name + ": window " + std::to_string(a) + "-" + std::to_string(b) +
                                        ": no ankle is planted on 3 frames within " + std::to_string(kSearchFrames) +
                                        " frames on both sides of it, so its step cannot be read off the floor; widen "
                                        "the gap to the next window, or give the camera as a file");
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
    cam.source = "hand windows, floor-snapped: " + parts;
    cam.windows = std::move(readings);
    cam.jumps = jumps;
    return out;
}

}  // namespace rigpose::camera
