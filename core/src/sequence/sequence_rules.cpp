// Rules that span frames: the pelvis track (minor 1.1), depth (minor 1.2) and the camera
// must each be on every frame or none, and agree with clean's record.

#include <algorithm>

#include "read_context.h"

namespace rigpose::sequence::detail {

namespace {

bool maxOnePerson(const Sequence& seq)
{
    return std::all_of(seq.frames.begin(), seq.frames.end(), [](const Frame& f) { return f.people.size() <= 1; }) &&
           seq.personIds().size() <= 1;
}

const json* cleanedParam(const Sequence& seq, const char* key)
{
    if (!seq.cleaned || !seq.cleaned->is_object())
        return nullptr;
    auto params = seq.cleaned->find("params");
    if (params == seq.cleaned->end() || !params->is_object())
        return nullptr;
    auto it = params->find(key);
    return it == params->end() ? nullptr : &*it;
}

void checkPelvis(const ReadContext& ctx, const Sequence& seq)
{
    std::size_t withTrack = std::count_if(seq.frames.begin(), seq.frames.end(),
                                          [](const Frame& f) { return f.hasPelvisTilt; });
    if (withTrack == 0) {
        if (seq.pelvisSource)
            ctx.refuse("POSE_PELVIS", "",
                       "pelvisSource is given but no frame carries a pelvisTilt; "
                       "drop pelvisSource, or write the track (rig-pose pelvis)");
        return;
    }
    if (withTrack < seq.frames.size()) {
        auto first = std::find_if(seq.frames.begin(), seq.frames.end(),
                                  [](const Frame& f) { return !f.hasPelvisTilt; });
        ctx.refuse("POSE_PELVIS", frameWhere(static_cast<std::size_t>(first - seq.frames.begin()), first->t),
                   "pelvisTilt is on " + std::to_string(withTrack) + " of " + std::to_string(seq.frames.size()) +
                       " frames; the track is on every frame (null where the reading declined)",
                   {.frame = static_cast<std::size_t>(first - seq.frames.begin())});
    }
    if (!seq.pelvisSource)
        ctx.refuse("POSE_PELVIS", "",
                   "the frames carry a pelvisTilt track but the sequence names no pelvisSource "
                   "(silhouette, waistband, below-cover or keys)");
    if (!maxOnePerson(seq))
        ctx.refuse("POSE_PELVIS", "", "a sequence with a pelvis track holds one person; pick one first (--person)");
    if (seq.cleaned && !cleanedParam(seq, "pelvis"))
        ctx.refuse("POSE_PELVIS", "",
                   "the pelvis track was added after clean (the cleaned record has no "
                   "params.pelvis); run rig-pose pelvis before clean, then clean again");
}

void checkDepth(const ReadContext& ctx, const Sequence& seq)
{
    const json* gait = cleanedParam(seq, "depth");
    std::size_t withDepth = 0;
    bool derived = false, measured = false;
    for (const Frame& f : seq.frames) {
        if (!f.depth)
            continue;
        ++withDepth;
        for (const auto& d : *f.depth) {
            if (!d)
                continue;
            (d->source == DepthSource::Derived ? derived : measured) = true;
        }
    }
    if (gait &&
        (!gait->is_object() || !gait->contains("gait") || ((*gait)["gait"] != "walk" && (*gait)["gait"] != "run")))
        ctx.refuse("POSE_CLEANED", "cleaned.params.depth", "must be { \"gait\": \"walk\" } or { \"gait\": \"run\" }");
    if (withDepth == 0) {
        if (gait)
            ctx.refuse("POSE_DEPTH", "",
                       "the cleaned record says depth was derived (params.depth) but no frame "
                       "carries depth; clean the raw sequence again");
        return;
    }
    if (withDepth < seq.frames.size())
        ctx.refuse("POSE_DEPTH", "",
                   "depth is on " + std::to_string(withDepth) + " of " + std::to_string(seq.frames.size()) +
                       " frames; it is on every frame ({} where "
                       "no segment is placed)");
    if (!maxOnePerson(seq))
        ctx.refuse("POSE_DEPTH", "", "a sequence with depth holds one person; pick one first (--person)");
    if (derived && measured)
        ctx.refuse("POSE_DEPTH", "", "derived and measured depth are mixed; a sequence carries one or the other");
    if (derived && !gait)
        ctx.refuse("POSE_DEPTH", "",
                   "derived depth needs the cleaned record's params.depth { \"gait\" }; derive it "
                   "with rig-pose clean --depth walk|run");
    if (gait && measured && !derived)
        ctx.refuse("POSE_DEPTH", "",
                   "the cleaned record says depth was derived, but the frames carry measured "
                   "depth");
}

void checkCamera(const ReadContext& ctx, const Sequence& seq)
{
    if (seq.camera && seq.camera->size() != seq.frames.size() && !ctx.refusals->has("POSE_CAMERA"))
        ctx.refuse("POSE_CAMERA", "",
                   "camera has " + std::to_string(seq.camera->size()) + " entries for " +
                       std::to_string(seq.frames.size()) + " frames; give one per frame");
    if (seq.cameraSource && !seq.camera)
        ctx.refuse("POSE_CAMERA_SOURCE", "", "cameraSource is given without a camera; drop it, or add the camera");
}

}  // namespace

void checkWholeSequence(const ReadContext& ctx, const Sequence& seq)
{
    checkPelvis(ctx, seq);
    checkDepth(ctx, seq);
    checkCamera(ctx, seq);
}

}  // namespace rigpose::sequence::detail
