#include "rigpose/reduce/reduce_stage.h"

#include <algorithm>
#include <cmath>
#include <array>
#include <functional>
#include <future>
#include <span>

#include "kept_frames.h"
#include "tolerances.h"
#include "trunk_smoothing.h"
#include "rigpose/map/aim.h"
#include "rigpose/motion/evaluator.h"
#include "rigpose/reduce/fit.h"
#include "rigpose/rig/poser.h"
#include "rigpose/util/stop.h"

namespace rigpose::reduce {

namespace {

constexpr int kRefits = 12;         // rounds of keying a frame the poser finds past the tolerance
constexpr double kTurnStep = 1e-3;  // degrees: the step a rotate's effect on its aim is read over
constexpr int kNewtonSteps = 3;     // a rotate's needed value found to the float's last bits

struct BoneTracks {
    int rotate = -1, translate = -1, scalex = -1;  // into the animation's tracks
};

// A track's values frame by frame, [frame * channels + c]; empty when it does not key every
// frame once with numbers (then it stays as it is).
std::vector<double> denseValues(const motion::Track& track, std::size_t frames, std::size_t channels)
{
    std::vector<double> out;
    if (track.keys.size() != frames)
        return {};
    for (const motion::Key& key : track.keys) {
        if (!key.v.is_array() || key.v.size() != channels)
            return {};
        for (const auto& x : key.v) {
            if (!x.is_number())
                return {};
            out.push_back(x.get<double>());
        }
    }
    return out;
}

// A fitted track, and what the runtime plays from it on every frame.
struct Played {
    FittedTrack fit;
    std::vector<double> values;  // [frame * channels + c]
    double worst = 0;            // the error the caller measures, on the worst frame
    std::size_t frame = 0;
};

class Reducer {
public:
    Reducer(const stage::Inputs& in, stage::State& run, std::vector<std::vector<std::size_t>> kept,
            std::vector<std::vector<std::size_t>> planted, detail::BoneTolerances tolerances, std::vector<char> trunk)
        : m_in(in)
        , m_rig(*in.rig)
        , m_targets(run.shared.targets)
        , m_times(run.shared.frameTimes)
        , m_n(m_times.size())
        , m_bones(m_rig.bones.size())
        , m_poser(m_rig)
        , m_kept(std::move(kept))
        , m_planted(std::move(planted))
        , m_boneTolerance(std::move(tolerances))
        , m_trunk(std::move(trunk))
        , m_animation(run.shared.motion.animations.back())
    {
        m_setup = m_poser.setupPose();
        for (double t : m_times)
            m_sample.push_back(static_cast<double>(static_cast<float>(motion::gridTime(t))));
        m_tracks.resize(m_bones);
        m_rotate.resize(m_bones);
        m_translate.resize(m_bones);
        m_scalex.resize(m_bones);
        m_scaley.resize(m_bones);
        for (std::size_t t = 0; t < m_animation.tracks.size(); ++t) {
            const motion::Track& track = m_animation.tracks[t];
            const int bone = track.kind == motion::TargetKind::Bone ? m_rig.boneIndex(track.target) : -1;
            if (bone < 0)
                continue;
            const auto b = static_cast<std::size_t>(bone);
            if (track.property == "rotate" && m_tracks[b].rotate < 0) {
                m_rotate[b] = denseValues(track, m_n, 1);
                if (!m_rotate[b].empty())
                    m_tracks[b].rotate = static_cast<int>(t);
            } else if (track.property == "translate" && m_tracks[b].translate < 0) {
                m_translate[b] = denseValues(track, m_n, 2);
                if (!m_translate[b].empty())
                    m_tracks[b].translate = static_cast<int>(t);
            } else if (track.property == "scalex" && m_tracks[b].scalex < 0) {
                m_scalex[b] = denseValues(track, m_n, 1);
                if (!m_scalex[b].empty())
                    m_tracks[b].scalex = static_cast<int>(t);
            } else if (track.property == "scaley" && m_scaley[b].empty()) {
                // A trunk's length (ref #172): kept dense, but the bones below are posed under it.
                m_scaley[b] = denseValues(track, m_n, 1);
            }
        }
        m_tolerance.assign(m_animation.tracks.size(), 0);
        m_own.assign(m_animation.tracks.size(), 0);
        m_chainOf.assign(m_animation.tracks.size(), {});
        m_mapped.assign(m_bones, -1);
        for (std::size_t b = 0; b < m_targets.bones.size(); ++b)
            m_mapped[static_cast<std::size_t>(m_targets.bones[b].bone)] = static_cast<int>(b);
    }

    // The dense keys thinned in `run`'s motion; `played` takes what the thinned tracks play on
    // every frame.
    // `beforeTrunk`, when given, is called once the bones clear of the trunk are fitted and
    // before the first bone that is or hangs under a trunk bone (fitAll).
    Reduction run(Reduction out, stage::KeyTracks& played, const std::function<void()>& beforeTrunk = {})
    {
        std::vector<Played> fits(m_animation.tracks.size());
        std::vector<bool> fitted(m_animation.tracks.size(), false);
        fitAll(fits, fitted, out.hipUnits, beforeTrunk);
        for (std::size_t t = 0; t < m_animation.tracks.size(); ++t) {
            if (!fitted[t])
                continue;
            motion::Track& track = m_animation.tracks[t];
            const Played& p = fits[t];
            TrackRow row;
            row.bone = track.target;
            row.property = track.property;
            row.before = track.keys.size();
            row.after = p.fit.keys.size();
            row.curved = p.fit.curved();
            row.worst = p.worst;
            row.frame = p.frame;
            row.tolerance = m_tolerance[t];
            row.ownTolerance = m_own[t];
            row.chain = m_chainOf[t];
            if (const int bone = m_rig.boneIndex(track.target); track.property == "rotate" && bone >= 0)
                if (const int b = m_mapped[static_cast<std::size_t>(bone)]; b >= 0)
                    row.heldFor = m_boneTolerance.heldFor[static_cast<std::size_t>(b)];
            row.dense = denseValues(track, m_n, track.property == "translate" ? 2 : 1);
            row.kept = keptOf(track);
            out.tracks.push_back(std::move(row));
            rewrite(track, p.fit, track.property == "translate" ? 2 : 1);
        }
        out.held = m_boneTolerance.held;
        out.smoothed = std::move(m_smoothed);
        out.unsmoothed = std::move(m_unsmoothed);
        playedInto(played);
        return out;
    }

    // Every track fitted, bone by bone from the root, each under its parents as reduced. With
    // `beforeTrunk`, the bones clear of the trunk bones go first and the hook runs before the
    // rest: a bone's fit reads only the bones above it, so the order changes no value, and the
    // caller can finish the first pass's turns meanwhile (the legs need none of them).
    void fitAll(std::vector<Played>& fits, std::vector<bool>& fitted, const std::optional<double>& hipUnits,
                const std::function<void()>& beforeTrunk = {})
    {
        readDense();
        m_world.assign(m_bones, {});
        if (!beforeTrunk) {
            for (std::size_t bone = 0; bone < m_bones; ++bone)
                fitBone(bone, fits, fitted, hipUnits);
            return;
        }
        const std::vector<char> under = underTrunk();
        for (std::size_t bone = 0; bone < m_bones; ++bone)
            if (!under[bone])
                fitBone(bone, fits, fitted, hipUnits);
        beforeTrunk();
        for (std::size_t bone = 0; bone < m_bones; ++bone)
            if (under[bone])
                fitBone(bone, fits, fitted, hipUnits);
    }

    void fitBone(std::size_t bone, std::vector<Played>& fits, std::vector<bool>& fitted,
                 const std::optional<double>& hipUnits)
    {
        throwIfStopped(m_in.stop);
        const BoneTracks& tracks = m_tracks[bone];
        const auto keep = [&](int track, Played played) {
            fits[static_cast<std::size_t>(track)] = std::move(played);
            fitted[static_cast<std::size_t>(track)] = true;
        };
        const bool every = m_turnsFor.empty();
        if (every && tracks.translate >= 0 && static_cast<int>(bone) == m_targets.translatedBone && hipUnits)
            keep(tracks.translate, fitTranslate(bone, *hipUnits));
        // The rotate first: under a stretched parent the bone's world length turns with it,
        // while its own stretch leaves its aim alone.
        if (tracks.rotate >= 0 && m_mapped[bone] >= 0 && (every || m_turnsFor[bone]))
            keep(tracks.rotate, fitRotate(bone, static_cast<std::size_t>(m_mapped[bone])));
        if (tracks.scalex >= 0 && (every || m_turnsFor[bone] == kAbove))
            keep(tracks.scalex, fitScale(bone));
        placeBone(bone);
    }

    // [bone]: it or a bone above it is smoothed as the trunk (rig bones come parents first).
    std::vector<char> underTrunk() const
    {
        std::vector<char> out(m_bones, 0);
        for (std::size_t b = 0; b < m_trunk.size() && b < m_targets.bones.size(); ++b)
            if (m_trunk[b])
                out[static_cast<std::size_t>(m_targets.bones[b].bone)] = 1;
        for (std::size_t bone = 0; bone < m_bones; ++bone)
            if (const int p = m_rig.bones[bone].parentIndex; p >= 0 && out[static_cast<std::size_t>(p)])
                out[bone] = 1;
        return out;
    }

    // A first pass for the trunk smoothing needs the world turns of the trunk bones' children
    // only: it fits the rotates of those bones and of every bone above them, and the stretch of
    // a bone with one of them below it; the rest stay dense, which moves no turn it reads (a
    // bone turns with what is above it, and the hip's translate turns nothing).
    void turnsOnlyFor(const std::vector<char>& trunk)  // trunk: [mapped bone]
    {
        std::vector<char> isTrunkBone(m_bones, 0);
        for (std::size_t b = 0; b < trunk.size() && b < m_targets.bones.size(); ++b)
            if (trunk[b])
                isTrunkBone[static_cast<std::size_t>(m_targets.bones[b].bone)] = 1;
        m_turnsFor.assign(m_bones, 0);
        for (std::size_t bone = m_bones; bone-- > 0;) {
            const int parent = m_rig.bones[bone].parentIndex;
            const bool isTrunk = isTrunkBone[bone];
            const bool underTrunk = parent >= 0 && isTrunkBone[static_cast<std::size_t>(parent)];
            if (isTrunk)
                m_turnsFor[bone] = kAbove;
            else if (underTrunk && !m_turnsFor[bone])
                m_turnsFor[bone] = kRead;
            if (m_turnsFor[bone] && parent >= 0)
                m_turnsFor[static_cast<std::size_t>(parent)] = kAbove;
        }
    }

    // [bone][frame]: each bone's world x axis as the reduced keys pose it, degrees (unwrapped).
    std::vector<std::vector<double>> worldTurns() const
    {
        std::vector<std::vector<double>> out(m_bones);
        for (std::size_t bone = 0; bone < m_bones; ++bone)
            for (const rig::WorldTransform& w : m_world[bone]) {
                const double d = map::directionDegrees({w.a, w.c});
                out[bone].push_back(out[bone].empty() ? d : out[bone].back() + map::wrapDegrees(d - out[bone].back()));
            }
        return out;
    }

    // With a first pass's world turns, the trunk smoothing reads the children's turns from them.
    void childrenFrom(std::vector<std::vector<double>> turns) { m_childTurns = std::move(turns); }

private:
    rig::LocalPose localAt(std::size_t bone, std::size_t f) const
    {
        rig::LocalPose p = m_setup[bone];
        if (!m_rotate[bone].empty())
            p.rotation += m_rotate[bone][f];
        if (!m_translate[bone].empty()) {
            p.x += m_translate[bone][2 * f];
            p.y += m_translate[bone][2 * f + 1];
        }
        if (!m_scalex[bone].empty())
            p.scaleX *= m_scalex[bone][f];
        if (!m_scaley[bone].empty())
            p.scaleY *= m_scaley[bone][f];
        return p;
    }

    void poseAll(std::size_t f, std::vector<rig::LocalPose>& locals, std::vector<rig::WorldTransform>& world) const
    {
        locals.resize(m_bones);
        world.resize(m_bones);
        for (std::size_t bone = 0; bone < m_bones; ++bone)
            locals[bone] = localAt(bone, f);
        m_poser.worldTransforms(locals, world);
    }

    // Where every mapped bone aims, and where the translated bone's origin sits, on the dense keys.
    void readDense()
    {
        const std::size_t mapped = m_targets.bones.size();
        m_denseAim.assign(mapped, std::vector<double>(m_n));
        m_denseOrigin.assign(m_n, Eigen::Vector2d::Zero());
        m_denseLength.assign(m_bones, {});
        const std::vector<rig::WorldTransform> setupWorld = m_poser.setupWorld();
        m_setupLength.resize(m_bones);
        for (std::size_t bone = 0; bone < m_bones; ++bone) {
            m_setupLength[bone] = std::hypot(setupWorld[bone].a, setupWorld[bone].c);
            if (!m_scalex[bone].empty())
                m_denseLength[bone].resize(m_n);
        }
        std::vector<rig::LocalPose> locals;
        std::vector<rig::WorldTransform> world;
        for (std::size_t f = 0; f < m_n; ++f) {
            throwIfStopped(m_in.stop);
            poseAll(f, locals, world);
            for (std::size_t b = 0; b < mapped; ++b)
                m_denseAim[b][f] = aimOf(b, world);
            if (m_targets.translatedBone >= 0)
                m_denseOrigin[f] = world[static_cast<std::size_t>(m_targets.translatedBone)].origin();
            for (std::size_t bone = 0; bone < m_bones; ++bone)
                if (!m_denseLength[bone].empty())
                    m_denseLength[bone][f] = lengthShare(bone, world[bone]);
        }
    }

    double aimOf(std::size_t b, std::span<const rig::WorldTransform> world) const
    {
        return map::directionDegrees(map::aimVector(m_targets.aims[b], m_targets.bones[b].bone, world));
    }

    const rig::WorldTransform* parentWorld(std::size_t bone, std::size_t f) const
    {
        const int parent = m_rig.bones[bone].parentIndex;
        return parent < 0 ? nullptr : &m_world[static_cast<std::size_t>(parent)][f];
    }

    // Mapped bone b's aim on frame f with its rotate at `value`, under its parents as reduced.
    double aimWith(std::size_t bone, std::size_t b, std::size_t f, double value)
    {
        rig::LocalPose local = localAt(bone, f);
        local.rotation = m_setup[bone].rotation + value;
        if (m_targets.aims[b].kind == map::AimKind::X) {
            const rig::WorldTransform w = rig::worldTransform(local, parentWorld(bone, f));
            return map::directionDegrees({w.a, w.c});
        }
        // An aim at points: the whole pose, the bones below still on their dense keys.
        const double kept = m_rotate[bone][f];
        m_rotate[bone][f] = value;
        poseAll(f, m_locals, m_pose);
        m_rotate[bone][f] = kept;
        return aimOf(b, m_pose);
    }

    // Fits `track`, then measures what the runtime plays with `error`; a frame past the
    // tolerance becomes a key and the fit is made again (the fit's error is the caller's to a
    // first order only, under a stretched or mirrored parent).
    Played refit(TrackToFit track, const std::function<double(std::size_t, const double*)>& error)
    {
        Played out;
        for (int round = 0;; ++round) {
            throwIfStopped(m_in.stop);
            out.fit = fitTrack(track);
            const motion::TimelineSampler sampler(timelineKeys(out.fit, m_times, track.channels), track.channels);
            out.values.assign(m_n * track.channels, 0);
            out.worst = 0;
            out.frame = 0;
            std::vector<std::size_t> missed;
            double runWorst = -1;
            std::size_t runFrame = 0;
            for (std::size_t f = 0; f < m_n; ++f) {
                double* v = &out.values[f * track.channels];
                sampler.sample(m_sample[f], v);
                const double e = error(f, v);
                if (e > out.worst) {
                    out.worst = e;
                    out.frame = f;
                }
                // The worst frame of each run past the tolerance becomes a key.
                if (e > track.tolerance) {
                    if (e > runWorst) {
                        runWorst = e;
                        runFrame = f;
                    }
                } else if (runWorst >= 0) {
                    missed.push_back(runFrame);
                    runWorst = -1;
                }
            }
            if (runWorst >= 0)
                missed.push_back(runFrame);
            if (missed.empty() || round + 1 == kRefits)
                return out;
            track.kept.insert(track.kept.end(), missed.begin(), missed.end());
        }
    }

    Played fitRotate(std::size_t bone, std::size_t b)
    {
        TrackToFit track;
        track.times = m_times;
        track.values.resize(m_n);
        track.weights.resize(m_n);
        for (std::size_t f = 0; f < m_n; ++f) {
            // The key that puts the aim where the dense keys did, under the parents as reduced.
            // The aim's turn per degree of key is read once (1 under a parent that only turns
            // and scales evenly, so one step is exact there); the steps after it reuse it.
            double v = m_rotate[bone][f], aim = aimWith(bone, b, f, v);
            const double gain = map::wrapDegrees(aimWith(bone, b, f, v + kTurnStep) - aim) / kTurnStep;
            for (int step = 0; step < kNewtonSteps && std::abs(gain) >= 1e-9; ++step) {
                const double miss = map::wrapDegrees(m_denseAim[b][f] - aim);
                if (std::abs(miss) < 1e-12)
                    break;
                v += miss / gain;
                aim = aimWith(bone, b, f, v);
            }
            track.values[f] = v;
            track.weights[f] = std::abs(gain);
        }
        const double tolerance = m_boneTolerance.degrees[b];
        const bool own = m_boneTolerance.own[b] != 0;
        track.tolerance = tolerance;
        track.kept = m_kept[bone];
        track.kept.insert(track.kept.end(), m_planted[bone].begin(), m_planted[bone].end());
        const auto t = static_cast<std::size_t>(m_tracks[bone].rotate);
        m_tolerance[t] = tolerance;
        m_own[t] = own;
        m_chainOf[t] = m_in.map->chains[m_targets.bones[b].chain].name;
        Played played = refit(std::move(track), [&](std::size_t f, const double* v) {
            return std::abs(map::wrapDegrees(aimWith(bone, b, f, *v) - m_denseAim[b][f]));
        });
        if (b < m_trunk.size() && m_trunk[b])
            smoothTrunk(bone, b, played);
        m_rotate[bone].assign(played.values.begin(), played.values.end());
        return played;
    }

    // Ref #116: a trunk bone's curve reshaped within its tolerance so that it, and what its
    // mapped children must turn under it, bend least; kept only when the poser finds every frame
    // within the tolerance. The children are fitted after it, under it as smoothed.
    void smoothTrunk(std::size_t bone, std::size_t b, Played& played)
    {
        detail::TrunkToSmooth t;
        t.times = m_times;
        t.tolerance = m_boneTolerance.degrees[b];
        t.miss.resize(m_n);
        t.gain.resize(m_n);
        std::vector<double> turn(m_n);  // the bone's world x axis, degrees
        for (std::size_t f = 0; f < m_n; ++f) {
            const double v = played.values[f], aim = aimWith(bone, b, f, v);
            t.miss[f] = map::wrapDegrees(aim - m_denseAim[b][f]);
            t.gain[f] = map::wrapDegrees(aimWith(bone, b, f, v + kTurnStep) - aim) / kTurnStep;
            rig::LocalPose local = localAt(bone, f);
            local.rotation = m_setup[bone].rotation + v;
            const rig::WorldTransform w = rig::worldTransform(local, parentWorld(bone, f));
            turn[f] = map::directionDegrees({w.a, w.c});
        }
        for (std::size_t c = 0; c < m_targets.bones.size(); ++c) {
            if (m_rig.bones[static_cast<std::size_t>(m_targets.bones[c].bone)].parentIndex != static_cast<int>(bone))
                continue;
            const auto child = static_cast<std::size_t>(m_targets.bones[c].bone);
            const bool reduced = child < m_childTurns.size() && m_childTurns[child].size() == m_n;
            std::vector<double>& need = t.childLocal.emplace_back(m_n);
            for (std::size_t f = 0; f < m_n; ++f) {
                const double d = map::wrapDegrees((reduced ? m_childTurns[child][f] : m_denseAim[c][f]) - turn[f]);
                need[f] = f == 0 ? d : need[f - 1] + map::wrapDegrees(d - need[f - 1]);
            }
        }
        detail::SmoothedTrunk s = detail::smoothTrunk(played.fit, played.values, t);
        double worst = 0;
        std::size_t frame = 0;
        for (std::size_t f = 0; f < m_n; ++f)
            if (const double e = std::abs(map::wrapDegrees(aimWith(bone, b, f, s.played[f]) - m_denseAim[b][f]));
                e > worst) {
                worst = e;
                frame = f;
            }
        const std::string& name = m_rig.bones[bone].name;
        if (worst > t.tolerance) {
            m_unsmoothed.push_back({name, name, worst, t.tolerance});
            return;
        }
        m_smoothed.push_back({name, s.before, s.after});
        played.fit = std::move(s.fit);
        played.values = std::move(s.played);
        played.worst = worst;
        played.frame = frame;
    }

    Played fitTranslate(std::size_t bone, double units)
    {
        TrackToFit track;
        track.times = m_times;
        track.channels = 2;
        track.values = m_translate[bone];
        track.weights.resize(4 * m_n);
        for (std::size_t f = 0; f < m_n; ++f) {
            const rig::WorldTransform* p = parentWorld(bone, f);
            const rig::WorldTransform identity;
            const rig::WorldTransform& w = p ? *p : identity;
            std::copy_n(std::array<double, 4>{w.a, w.b, w.c, w.d}.begin(), 4, &track.weights[4 * f]);
        }
        track.tolerance = units;
        m_tolerance[static_cast<std::size_t>(m_tracks[bone].translate)] = units;
        Played played = refit(std::move(track), [&](std::size_t f, const double* v) {
            rig::LocalPose local = localAt(bone, f);
            local.x = m_setup[bone].x + v[0];
            local.y = m_setup[bone].y + v[1];
            return (rig::worldTransform(local, parentWorld(bone, f)).origin() - m_denseOrigin[f]).norm();
        });
        m_translate[bone] = played.values;
        return played;
    }

    // A stretched bone's world length as a share of its setup length (the scale landing's).
    double lengthShare(std::size_t bone, const rig::WorldTransform& w) const
    {
        return std::hypot(w.a, w.c) / m_setupLength[bone];
    }

    // The scalex track, held to the world length the dense keys gave the bone (its error read
    // through its parents as reduced and its own rotate as fitted).
    Played fitScale(std::size_t bone)
    {
        TrackToFit track;
        track.times = m_times;
        track.values.resize(m_n);
        track.weights.resize(m_n);
        for (std::size_t f = 0; f < m_n; ++f) {
            rig::LocalPose unit = localAt(bone, f);
            unit.scaleX = m_setup[bone].scaleX;
            const double gain = lengthShare(bone, rig::worldTransform(unit, parentWorld(bone, f)));
            track.values[f] = gain > 0 ? m_denseLength[bone][f] / gain : m_scalex[bone][f];
            track.weights[f] = gain;
        }
        track.tolerance = kScaleTolerance;
        track.kept = m_planted[bone];
        m_tolerance[static_cast<std::size_t>(m_tracks[bone].scalex)] = kScaleTolerance;
        Played played = refit(std::move(track), [&](std::size_t f, const double* v) {
            rig::LocalPose local = localAt(bone, f);
            local.scaleX = m_setup[bone].scaleX * *v;
            return std::abs(lengthShare(bone, rig::worldTransform(local, parentWorld(bone, f))) -
                            m_denseLength[bone][f]);
        });
        m_scalex[bone] = played.values;
        return played;
    }

    // What the reduced tracks play on every frame, as the keys the readings read.
    void playedInto(stage::KeyTracks& keys) const
    {
        for (std::size_t b = 0; b < m_targets.bones.size() && b < keys.rotate.size(); ++b)
            if (const auto bone = static_cast<std::size_t>(m_targets.bones[b].bone); !m_rotate[bone].empty())
                keys.rotate[b] = m_rotate[bone];
        if (m_targets.translatedBone >= 0)
            if (const auto& t = m_translate[static_cast<std::size_t>(m_targets.translatedBone)];
                !t.empty() && keys.translate.size() == m_n)
                for (std::size_t f = 0; f < m_n; ++f)
                    keys.translate[f] = {t[2 * f], t[2 * f + 1]};
        for (stage::KeyTracks::ScaleKeys& scale : keys.scaleX)
            if (const auto& v = m_scalex[static_cast<std::size_t>(scale.bone)]; scale.axis == 'x' && !v.empty())
                scale.values = v;
    }

    void placeBone(std::size_t bone)
    {
        std::vector<rig::WorldTransform>& world = m_world[bone];
        world.resize(m_n);
        for (std::size_t f = 0; f < m_n; ++f)
            world[f] = rig::worldTransform(localAt(bone, f), parentWorld(bone, f));
    }

    // The frames a track kept whatever the fit found, as its fit was given them.
    std::vector<std::size_t> keptOf(const motion::Track& track) const
    {
        const int bone = m_rig.boneIndex(track.target);
        if (bone < 0 || track.property == "translate")
            return {};
        const auto b = static_cast<std::size_t>(bone);
        std::vector<std::size_t> kept = m_planted[b];
        if (track.property == "rotate")
            kept.insert(kept.end(), m_kept[b].begin(), m_kept[b].end());
        std::sort(kept.begin(), kept.end());
        kept.erase(std::unique(kept.begin(), kept.end()), kept.end());
        return kept;
    }

    void rewrite(motion::Track& track, const FittedTrack& fit, std::size_t channels) const
    {
        const std::vector<motion::TimelineKey> keys = timelineKeys(fit, m_times, channels);
        std::vector<motion::Key> out;
        out.reserve(fit.keys.size());
        for (std::size_t k = 0; k < fit.keys.size(); ++k) {
            motion::Key key;
            key.t = m_times[fit.keys[k]];
            key.v = motion::json::array();
            for (std::size_t c = 0; c < channels; ++c)
                key.v.push_back(fit.values[k * channels + c]);
            if (keys[k].curve == motion::TimelineKey::Curve::Bezier) {
                key.curve.kind = motion::KeyCurve::Kind::Bezier;
                key.curve.points = keys[k].bezier;
            }
            out.push_back(std::move(key));
        }
        track.keys = std::move(out);
    }

    const stage::Inputs& m_in;
    const rig::Rig& m_rig;
    stage::Targets& m_targets;
    const std::vector<double>& m_times;
    std::size_t m_n, m_bones;
    rig::Poser m_poser;
    std::vector<std::vector<std::size_t>> m_kept, m_planted;  // [bone]: the guards' frames, the supports'
    detail::BoneTolerances m_boneTolerance;
    std::vector<char> m_trunk;  // [mapped bone]: smoothed under --leg-scale (ref #116)
    // [bone], in a first pass only (turnsOnlyFor): kRead, a turn the smoothing reads; kAbove,
    // a bone with one below it; 0, left dense. Empty: every track is fitted.
    static constexpr char kRead = 1, kAbove = 2;
    std::vector<char> m_turnsFor;
    std::vector<Smoothed> m_smoothed;
    std::vector<Unsmoothed> m_unsmoothed;
    std::vector<std::vector<double>> m_childTurns;  // [bone][frame]: a first pass's world turns
    motion::Animation& m_animation;
    std::vector<rig::LocalPose> m_setup;
    std::vector<double> m_sample;
    std::vector<BoneTracks> m_tracks;
    std::vector<std::vector<double>> m_rotate, m_translate, m_scalex;  // [bone]: the values as they stand
    std::vector<std::vector<double>> m_scaley;                         // [bone]: dense, never thinned
    std::vector<int> m_mapped;                                         // [bone]: its index in the targets
    std::vector<std::vector<double>> m_denseAim;                       // [mapped bone][frame]
    std::vector<Eigen::Vector2d> m_denseOrigin;                        // [frame]
    std::vector<std::vector<double>> m_denseLength;                    // [bone][frame]: stretched bones
    std::vector<double> m_setupLength;                                 // [bone]: its x axis at setup
    std::vector<std::vector<rig::WorldTransform>> m_world;             // [bone][frame], once placed
    // [track]: a thinned track's tolerance, whether it is its chain's own, the chain
    std::vector<double> m_tolerance;
    std::vector<char> m_own;
    std::vector<std::string> m_chainOf;
    std::vector<rig::LocalPose> m_locals;  // scratch for a whole pose
    std::vector<rig::WorldTransform> m_pose;
};

}  // namespace

std::optional<Reduction> reduceStage(const stage::Inputs& in, stage::State& run, const stage::Guards& guards,
                                     const stage::Limits& limits, const std::optional<switches::Switches>& switches,
                                     const std::optional<legs::Feet>& feet)
{
    if (!in.options.reduce || run.shared.motion.animations.empty())
        return std::nullopt;
    Reduction out;
    out.degrees = *in.options.reduce;
    out.chains = in.options.reduceChains;
    out.hipUnits = in.options.reduceHip;
    out.keepPlanted = in.options.reduceKeepPlanted && feet && feet->planted;
    const rig::Rig& rig = *in.rig;
    const stage::Targets& targets = run.shared.targets;
    auto kept = detail::keptFrames(rig, *in.map, run.shared.frameTimes.size(), guards, limits, switches);
    auto planted = out.keepPlanted ? detail::plantedFrames(rig, targets, *feet)
                                   : std::vector<std::vector<std::size_t>>(rig.bones.size());
    auto tolerances = detail::boneTolerances(rig, *in.map, targets, out);
    std::vector<char> trunk = feet && feet->legScale ? detail::trunkBones(rig, *in.map, targets, *feet->legScale)
                                                     : std::vector<char>{};
    stage::KeyTracks played = run.keys;
    Reducer reducer(in, run, kept, planted, tolerances, trunk);
    if (std::find(trunk.begin(), trunk.end(), 1) != trunk.end()) {
        // The trunk smoothing asks what the children's reduced curves turn: a first pass fits,
        // without it, the turns it reads, and they stand for the children's (ref #116).
        // That first pass runs on a second thread while the bones clear of the trunk are fitted
        // here; the trunk waits for its turns. Both only read the run. A stop thrown there
        // comes back out of get(); thrown here first, the future's destructor waits for it.
        Reducer first(in, run, kept, planted, tolerances, {});
        first.turnsOnlyFor(trunk);
        std::vector<Played> fits(run.shared.motion.animations.back().tracks.size());
        std::vector<bool> fitted(fits.size(), false);
        const std::optional<double> hipUnits = out.hipUnits;
        auto turns = std::async(std::launch::async, [&] {
            first.fitAll(fits, fitted, hipUnits);
            return first.worldTurns();
        });
        out = reducer.run(std::move(out), played, [&] { reducer.childrenFrom(turns.get()); });
    } else {
        out = reducer.run(std::move(out), played);
    }
    run.reducedKeys = std::move(played);
    run.shared.targets.keyTimes = run.shared.frameTimes;
    return out;
}

}  // namespace rigpose::reduce
