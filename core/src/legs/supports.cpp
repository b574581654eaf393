// Which foot supports on each frame: the jumps (ref #142, #101), the lower ankle with its margin
// and confirmation (ref #102), steps that release a plant, and ref #113's rule that a foot in the
// air never takes support (with ref #119's tracked foot); with --plant-feet, the rules that pick
// the foot the plant can hold and the jumps one foot stands through dropped (issue 38); then the
// spans and changes they make.

#include "legs.h"

#include <algorithm>
#include <cmath>

#include "rigpose/stage/frames.h"

namespace rigpose::legs::detail {

namespace {

// The rolling floor: the 95th-percentile picture y (the lowest the point goes, y down) over
// ±kJumpWindowSeconds around each frame.
// The same ranks as percentileOf, found with nth_element: the window moves a frame at a time
// over clips of tens of thousands of frames.
double windowP95(std::vector<double>& w)
{
    const double at = 0.95 * static_cast<double>(w.size() - 1);
    const auto lo = static_cast<std::size_t>(std::floor(at));
    std::nth_element(w.begin(), w.begin() + static_cast<std::ptrdiff_t>(lo), w.end());
    const double a = w[lo];
    if (lo + 1 >= w.size())
        return a;
    const double b = *std::min_element(w.begin() + static_cast<std::ptrdiff_t>(lo) + 1, w.end());
    return a + (b - a) * (at - static_cast<double>(lo));
}

std::vector<double> rollingFloor(const std::vector<double>& y, const std::vector<double>& times,
                                 const std::stop_token& stop)
{
    std::vector<double> out(y.size());
    std::size_t lo = 0, hi = 0;
    std::vector<double> window;
    for (std::size_t f = 0; f < y.size(); ++f) {
        throwIfStopped(stop);
        while (times[lo] < times[f] - kJumpWindowSeconds - 1e-9)
            ++lo;
        while (hi < y.size() && times[hi] <= times[f] + kJumpWindowSeconds + 1e-9)
            ++hi;
        window.assign(y.begin() + static_cast<std::ptrdiff_t>(lo), y.begin() + static_cast<std::ptrdiff_t>(hi));
        out[f] = windowP95(window);
    }
    return out;
}

std::vector<double> ys(const std::vector<Eigen::Vector2d>& points)
{
    std::vector<double> out(points.size());
    for (std::size_t f = 0; f < points.size(); ++f)
        out[f] = points[f].y();
    return out;
}

int other(int side) { return 1 - side; }

// A frame's move, leg lengths, from the frame before (0 on the first frame or past the end).
double speedInto(const std::vector<Eigen::Vector2d>& ankle, std::size_t f, double L)
{
    return f > 0 && f < ankle.size() ? (ankle[f] - ankle[f - 1]).norm() / L : 0;
}

}  // namespace

// clean's legs window (a quadratic over 5 frames) carries a lift into the last planted frame:
// for a foot leaving at a steady speed that frame moves 9/35 of a frame's travel and the first
// frame off the floor 26/35, and a foot leaves the floor speeding up, so the next frame moves
// at least kLeadInRatio times as far (3.2-5.0 on the synthetic runs). A foot that has really
// lifted, under a hold easing out or not, moves at most 2.4 times as far on the next frame (on
// the synthetic walks and the CMU dances).
bool isLeadIn(double before, double now, double after) { return before <= kStepSpeed && after >= kLeadInRatio * now; }

double windowSpeed(const std::vector<Eigen::Vector2d>& ankle, std::size_t first, std::size_t last, double L)
{
    last = std::min(last, ankle.size() - 1);
    if (ankle.empty() || last <= first)
        return 0;
    const double mid = 0.5 * static_cast<double>(first + last);
    Eigen::Vector2d num = Eigen::Vector2d::Zero();
    double den = 0;
    for (std::size_t g = first; g <= last; ++g) {
        const double dt = static_cast<double>(g) - mid;
        num += dt * ankle[g];
        den += dt * dt;
    }
    return (num / den).norm() / L;
}

std::vector<FrameRun> readJumps(const LegTracks& t, double L)
{
    const std::size_t n = t.frames();
    std::vector<FrameRun> out;
    if (n == 0 || !(L > 0))
        return out;
    const std::array<std::vector<double>, 3> y{ys(t.ankle[0]), ys(t.ankle[1]), ys(t.midHip)};
    std::array<std::vector<double>, 3> floor;
    for (std::size_t i = 0; i < 3; ++i)
        floor[i] = rollingFloor(y[i], t.times, t.stop);
    const auto above = [&](std::size_t i, std::size_t f) { return (floor[i][f] - y[i][f]) / L > kJumpHeight; };
    const auto airborne = [&](std::size_t f) { return above(0, f) && above(1, f) && above(2, f); };
    // A raised heel (ref #101): an ankle that holds its height all through the run is on the
    // ground, heel up, while the other foot has not landed yet.
    const auto holds = [&](std::size_t side, std::size_t a, std::size_t b) {
        for (std::size_t f = std::max<std::size_t>(a, 1); f <= b; ++f)
            if (std::abs(y[side][f] - y[side][f - 1]) / L >= kStillSpeed)
                return false;
        return b > a;
    };
    // A flight rises with how long it lasts: up from its first to its last frame, T seconds, the
    // hips go g T^2 / 8 up at the top. A floor sinking in the picture as the dancer comes toward
    // the camera lifts every point off its rolling floor for as long as she comes, while the hips
    // hardly rise. The run outlasts the flight by its push-off and landing, and the hip is not the
    // body's centre of mass: hence only a share of the rise is asked.
    // The rise is asked twice: above the hip's rolling floor, and above the straight line from
    // its take-off to its landing (the frames just outside the run), since the rolling floor is
    // the deepest plié near by, not the level the body left from: a leg raised high off a
    // standing foot lifts both ankles off floors that sink as the dancer comes near while the
    // hip rises and falls only with the leg.
    const auto ballistic = [&](std::size_t a, std::size_t b) {
        const double T = t.times[b] - t.times[a];
        const std::size_t off = a > 0 ? a - 1 : a, on = std::min(b + 1, n - 1);
        double rise = 0, overChord = 0;
        for (std::size_t f = a; f <= b; ++f) {
            rise = std::max(rise, (floor[2][f] - y[2][f]) / L);
            const double w = on > off ? static_cast<double>(f - off) / static_cast<double>(on - off) : 0;
            overChord = std::max(overChord, ((1 - w) * y[2][off] + w * y[2][on] - y[2][f]) / L);
        }
        const double asked = kFlightRiseShare * kGravity * T * T / 8 / kFlightLegMetres;
        return rise >= asked && overChord >= asked;
    };
    for (std::size_t f = 0; f < n;) {
        if (!airborne(f)) {
            ++f;
            continue;
        }
        std::size_t a = f, b = f;
        while (b + 1 < n && airborne(b + 1))
            ++b;
        f = b + 1;
        // The push-off: both ankles already up while the hip lags behind them.
        while (a > 0 && above(0, a - 1) && above(1, a - 1) && !above(2, a - 1))
            --a;
        if (!out.empty() && a <= out.back().second + 1)
            a = out.back().second + 1;
        if (b + 1 - a < kJumpFrames || holds(0, a, b) || holds(1, a, b) || !ballistic(a, b))
            continue;
        out.emplace_back(a, b);
    }
    return out;
}

std::vector<FrameRun> withoutStandingJumps(const LegTracks& tracks, double L, const std::vector<FrameRun>& jumps)
{
    const LegTracks t = withBridgedAnkles(tracks);
    std::vector<FrameRun> out;
    const std::size_t half = kStillWindow / 2;
    // Still about every frame of the run: a flight's foot rises and falls, so some window moves.
    const auto standsThrough = [&](std::size_t s, const FrameRun& j) {
        for (std::size_t f = j.first; f <= j.second; ++f)
            if (windowSpeed(t.ankle[s], f > half ? f - half : 0, f + half, L) >= kStepSpeed / 2)
                return false;
        return true;
    };
    for (const FrameRun& j : jumps) {
        if (!standsThrough(0, j) && !standsThrough(1, j))
            out.push_back(j);
    }
    return out;
}

SupportReading readSupport(const LegTracks& tracks, double L, const std::vector<FrameRun>& jumps, bool lowerOnly,
                           bool planted)
{
    const LegTracks t = withBridgedAnkles(tracks);
    const std::size_t n = t.frames();
    SupportReading r;
    r.jumps = jumps;
    r.support.assign(n, kNoSide);
    r.tracked.assign(n, 0);
    if (n == 0 || !(L > 0))
        return r;
    std::vector<char> inJump(n, 0);
    for (const FrameRun& j : jumps)
        std::fill(inJump.begin() + static_cast<std::ptrdiff_t>(j.first),
                  inJump.begin() + static_cast<std::ptrdiff_t>(j.second) + 1, 1);

    std::array<bool, 2> released{};
    std::array<bool, 2> flownSinceRelease{};  // a released foot that has since been up in the air
    std::array<std::size_t, 2> still{};
    int sup = kNoSide;
    bool tracked = false;
    bool pivoting = false;                // tracked because it turns on its ball (pivots), not under ref #119
    char cause = kNotTracked;             // why the foot is tracked, while it is
    std::optional<std::size_t> crossing;  // the frame the other ankle went the margin lower
    std::optional<std::size_t> stepOpen;  // index into r.steps of the step still moving
    // A step's first frame that is the smoothing's lead-in keeps its support (isLeadIn).
    const auto leadsIn = [&](std::size_t s, std::size_t f) {
        const auto& a = t.ankle[s];
        return f > 1 && isLeadIn(speedInto(a, f - 1, L), speedInto(a, f, L), speedInto(a, f + 1, L));
    };
    // A foot that steps off from still at the step speed moves its track over the kStillWindow
    // frames about the step's first frame at 5/7 of that speed; a jitter spike on a standing ankle
    // leaves the track in place. Half the step speed is asked.
    const auto carried = [&](std::size_t s, std::size_t f) {
        const std::size_t half = kStillWindow / 2;
        return f < half || windowSpeed(t.ankle[s], f - half, f + half, L) >= kStepSpeed / 2;
    };
    // Each ankle's height alone (x left out), for the pivot's windowed speed.
    std::array<std::vector<Eigen::Vector2d>, 2> heightOnly;
    for (std::size_t s = 0; s < 2; ++s)
        for (const Eigen::Vector2d& p : t.ankle[s])
            heightOnly[s].emplace_back(0.0, p.y());
    // A supporting foot that turns on its ball (a pirouette, a pivot) or slides moves its ankle
    // across the picture at a step's speed while its height holds (under half the step speed over
    // the kStillWindow frames about the move): a foot that steps off lifts. It stays down,
    // followed on its track (ref #119).
    const auto pivots = [&](std::size_t s, std::size_t f) {
        const std::size_t half = kStillWindow / 2;
        return f >= half && f + half < n && windowSpeed(heightOnly[s], f - half, f + half, L) < kStepSpeed / 2;
    };
    // A foot sliding on the floor (brushed out, drawn in): over the kStillWindow frames about the
    // frame its track moves at half the step speed or more (as `carried` asks of a step) while
    // its height holds (as `pivots` asks); a foot about to lift rises instead.
    const auto slides = [&](std::size_t s, std::size_t f) {
        const std::size_t half = kStillWindow / 2;
        return f >= half && f + half < n && windowSpeed(t.ankle[s], f - half, f + half, L) >= kStepSpeed / 2 &&
               pivots(s, f);
    };
    // A foot holding still: its track over the same frames moves under the still speed.
    const auto holdsStill = [&](std::size_t s, std::size_t f) {
        const std::size_t half = kStillWindow / 2;
        return f >= half && f + half < n && windowSpeed(t.ankle[s], f - half, f + half, L) < kStillSpeed;
    };
    // A foot come down on frame f: its track from the frame before to kStillWindow / 2 after
    // moves under half the step speed (as `carried` asks a step to move at least).
    const auto landedOn = [&](std::size_t s, std::size_t f) {
        return windowSpeed(t.ankle[s], f == 0 ? 0 : f - 1, f + kStillWindow / 2, L) < kStepSpeed / 2;
    };
    for (std::size_t f = 0; f < n; ++f) {
        throwIfStopped(t.stop);
        std::array<bool, 2> moving{}, settles{};
        for (std::size_t s = 0; s < 2; ++s) {
            const double speed = f > 0 ? (t.ankle[s][f] - t.ankle[s][f - 1]).norm() / L : 0;
            // Still: under the still speed from the frame before, or over the last kStillWindow
            // frames, so that jitter on a standing ankle does not keep it moving.
            const bool isStill = speed < kStillSpeed ||
                                 (f + 1 >= kStillWindow &&
                                  windowSpeed(t.ankle[s], f + 1 - kStillWindow, f, L) < kStillSpeed);
            still[s] = isStill ? still[s] + 1 : 0;
            moving[s] = speed > kStepSpeed;
            // A foot that arrives on this frame and does not move on out of it has landed here.
            settles[s] = f + 1 < n && (t.ankle[s][f + 1] - t.ankle[s][f]).norm() / L <= kStepSpeed;
            const std::size_t o = 1 - s;
            if (released[s] && (t.ankle[o][f].y() - t.ankle[s][f].y()) / L >= kSupportMargin)
                flownSinceRelease[s] = true;
            // Still again for two frames, or come down again after being up: it may support.
            const bool landedAgain = flownSinceRelease[s] && settles[s] &&
                                     (t.ankle[s][f].y() - t.ankle[o][f].y()) / L >= kSupportMargin;
            if (released[s] && (still[s] >= kStillFrames || landedAgain)) {
                flownSinceRelease[s] = false;
                released[s] = false;
                for (Step& step : r.steps)
                    if (step.side == static_cast<int>(s) && !step.replanted)
                        step.replanted = f;
            }
        }
        if (stepOpen && !moving[static_cast<std::size_t>(r.steps[*stepOpen].side)])
            stepOpen.reset();
        if (stepOpen)
            r.steps[*stepOpen].frames.second = f;
        if (inJump[f]) {
            sup = kNoSide;
            tracked = pivoting = false;
            crossing.reset();
            released = {};
            flownSinceRelease = {};
            continue;
        }
        // y grows down the picture: the lower ankle has the larger y.
        const int lower = t.ankle[0][f].y() >= t.ankle[1][f].y() ? 0 : 1;
        const auto higherByMargin = [&](int s) {
            return (t.ankle[static_cast<std::size_t>(other(s))][f].y() - t.ankle[static_cast<std::size_t>(s)][f].y()) /
                       L >=
                   kSupportMargin;
        };
        const auto freeToTake = [&](int s) {
            const auto i = static_cast<std::size_t>(s);
            // In place a planted foot slides with the ground, so its speed says nothing (ref #92).
            return !released[i] && (t.inPlace || !moving[i] || settles[i]);
        };
        const auto mayTake = [&](int s) { return freeToTake(s) && !(lowerOnly && higherByMargin(s)); };
        // The foot to support when none does: the lower one when it may; else, under ref #113,
        // the lower one tracked on the floor when only the higher foot is free (ref #119).
        const auto pick = [&]() {
            if (mayTake(lower))
                return std::pair{lower, false};
            if (!lowerOnly && mayTake(other(lower)))
                return std::pair{other(lower), false};
            if (lowerOnly && freeToTake(other(lower)))
                return std::pair{lower, true};
            return std::pair{kNoSide, false};
        };

        // The hand-over: the other ankle the margin lower for kSupportSeconds, from the crossing.
        // A tracked foot (ref #119) hands over the same way once it is the higher one: tracking
        // follows the lower foot on the floor, and a foot that keeps rising without ever being
        // still (an arabesque's working leg) is in the air, while the other is down.
        const auto handOver = [&]() {
            const int o = other(sup);
            const double lowerBy = (t.ankle[static_cast<std::size_t>(o)][f].y() -
                                    t.ankle[static_cast<std::size_t>(sup)][f].y()) /
                                   L;
            if (lowerBy < kSupportMargin) {
                crossing.reset();
                return;
            }
            if (!crossing)
                crossing = f;
            if (stage::runSeconds(t.times, *crossing, f) < kSupportSeconds - 1e-9)
                return;
            // With the plant on, the lower foot takes support once it has come down: seen turned,
            // a foot swinging in toward the camera is drawn lower before it lands.
            std::size_t from = *crossing;
            if (planted && !t.inPlace) {
                while (from <= f && !landedOn(static_cast<std::size_t>(o), from))
                    ++from;
                if (from > f)
                    return;
            }
            if (mayTake(o)) {
                for (std::size_t g = from; g < f; ++g)
                    if (r.support[g] == sup) {
                        r.support[g] = o;
                        r.tracked[g] = 0;
                    }
                sup = o;
                tracked = pivoting = false;
            } else if (lowerOnly && !tracked) {
                // With the plant on, a foot still on the floor is not let go for a lower one still
                // coming down at a step's speed (a leg landing from a kick): it holds, the crossing
                // kept, until that one may take support.
                if (planted && still[static_cast<std::size_t>(sup)] >= kStillFrames)
                    return;
                sup = kNoSide;  // released: the lower foot may not take it yet
            }
            crossing.reset();
        };

        if (tracked && sup != kNoSide && still[static_cast<std::size_t>(sup)] >= kStillFrames)
            tracked = pivoting = false;
        // A pivoting foot is tracked and still steps off: once it lifts it is released.
        const bool stepsOff = sup != kNoSide && !t.inPlace && (!tracked || pivoting) &&
                              moving[static_cast<std::size_t>(sup)] && !leadsIn(static_cast<std::size_t>(sup), f) &&
                              carried(static_cast<std::size_t>(sup), f);
        if (sup == kNoSide) {
            std::tie(sup, tracked) = pick();
            cause = kTrackedHigher;
            pivoting = false;
            crossing.reset();
        } else if (stepsOff && pivots(static_cast<std::size_t>(sup), f)) {
            tracked = pivoting = true;
            cause = kTrackedPivot;
            // With the plant on, a foot turning on its ball hands over as a tracked foot does: once
            // the other is the margin lower and may take support, that one is down.
            if (planted)
                handOver();
        } else if (stepsOff) {
            // A step: the supporting ankle moves; the other foot takes support if it may.
            pivoting = false;
            const int stepping = sup;
            released[static_cast<std::size_t>(stepping)] = true;
            // With the plant on, a foot that steps off already the margin above the other is in the
            // air already: coming down again it has landed (landedAgain), with no rise asked first.
            if (planted && higherByMargin(stepping))
                flownSinceRelease[static_cast<std::size_t>(stepping)] = true;
            Step step;
            step.side = stepping;
            step.frames = {f, f};
            const int o = other(stepping);
            if (mayTake(o)) {
                sup = o;
                tracked = false;
                step.tookSupport = o;
            } else {
                std::tie(sup, tracked) = pick();
                cause = kTrackedHigher;
                if (sup == o)
                    step.tookSupport = o;
                // With the plant on, a foot stepping off slower than the other moves, while no
                // foot may take support, is still on the floor, rolling onto its ball as the other
                // swings in (a walk): it stays down, followed on its track (ref #119), until the
                // other lands and takes over. A foot lifting faster than that is in the air.
                const auto si = static_cast<std::size_t>(stepping);
                if (planted && sup == kNoSide && speedInto(t.ankle[si], f, L) < speedInto(t.ankle[1 - si], f, L)) {
                    sup = stepping;
                    tracked = true;
                    cause = kTrackedRolling;
                }
            }
            r.steps.push_back(step);
            stepOpen = r.steps.size() - 1;
            crossing.reset();
        } else if (planted && !t.inPlace && std::abs(t.ankle[0][f].y() - t.ankle[1][f].y()) / L < kSupportMargin &&
                   slides(static_cast<std::size_t>(sup), f) && holdsStill(static_cast<std::size_t>(other(sup)), f) &&
                   mayTake(other(sup))) {
            // The plant holds the supporting ankle where it took support: of two feet level on the
            // floor that must be the still one, not one sliding away from under the hip.
            sup = other(sup);
            tracked = pivoting = false;
            crossing.reset();
        } else {
            handOver();
        }
        r.support[f] = sup;
        r.tracked[f] = tracked && sup != kNoSide ? cause : static_cast<char>(kNotTracked);
    }
    return r;
}

std::string trackedWhy(char cause)
{
    switch (cause) {
    case kTrackedPivot:
        return "pivot";
    case kTrackedRolling:
        return "rolling";
    default:
        return "higher";
    }
}

std::vector<SupportSpan> spansOf(const std::vector<int>& support, const std::vector<char>& tracked)
{
    std::vector<SupportSpan> out;
    for (std::size_t f = 0; f < support.size(); ++f) {
        if (support[f] == kNoSide)
            continue;
        // A tracked run is a span of its own: the foot follows its track there, it is not planted.
        const bool isTracked = f < tracked.size() && tracked[f];
        if (!out.empty() && out.back().side == support[f] && out.back().frames.second + 1 == f &&
            out.back().tracked == isTracked)
            out.back().frames.second = f;
        else
            out.push_back({support[f], {f, f}, isTracked, isTracked ? trackedWhy(tracked[f]) : std::string()});
    }
    return out;
}

std::vector<Change> changesOf(const std::vector<int>& support)
{
    std::vector<Change> out;
    for (std::size_t f = 1; f < support.size(); ++f)
        if (support[f] != support[f - 1])
            out.push_back({f, support[f - 1], support[f]});
    return out;
}

std::vector<Lowered> loweredRuns(const std::vector<int>& was, const SupportReading& now)
{
    std::vector<Lowered> out;
    for (std::size_t f = 0; f < was.size(); ++f) {
        if (was[f] == now.support[f])
            continue;
        std::string cause = now.support[f] == kNoSide ? "released" : now.tracked[f] ? "higher" : "";
        if (!out.empty() && out.back().frames.second + 1 == f && out.back().was == was[f] &&
            out.back().now == now.support[f] && out.back().cause == cause) {
            out.back().frames.second = f;
            continue;
        }
        out.push_back({{f, f}, was[f], now.support[f], std::move(cause)});
    }
    return out;
}

}  // namespace rigpose::legs::detail
