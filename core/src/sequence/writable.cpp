#include "rigpose/sequence/writable.h"

#include <cmath>

#include "rigpose/util/json_finite.h"

namespace rigpose::sequence {

namespace {

bool finite(double v) { return std::isfinite(v); }

std::optional<std::string> inFrame(const Frame& f, std::size_t index)
{
    const std::string where = "frame " + std::to_string(index);
    if (!finite(f.t))
        return where + " t";
    if (f.pelvisTilt && !finite(*f.pelvisTilt))
        return where + " pelvisTilt";
    if (f.depth)
        for (std::size_t s = 0; s < kSegmentCount; ++s)
            if ((*f.depth)[s] && !finite((*f.depth)[s]->ratio))
                return where + " depth " + std::string(kSegmentNames[s]) + " ratio";
    for (const Person& p : f.people)
        for (std::size_t j = 0; j < body::kJointCount; ++j) {
            const JointSample& s = p.joints[j];
            const std::string joint = where + " person \"" + p.id + "\" joint " + std::string(body::kJointNames[j]);
            if (s.at && (!finite(s.at->x()) || !finite(s.at->y())))
                return joint + " at";
            if (s.score && !finite(*s.score))
                return joint + " score";
        }
    return std::nullopt;
}

}  // namespace

std::optional<std::string> firstUnwritable(const Sequence& seq)
{
    if (!finite(seq.width) || !finite(seq.height))
        return std::string("width or height");
    if (seq.camera)
        for (std::size_t i = 0; i < seq.camera->size(); ++i) {
            const CameraEntry& c = (*seq.camera)[i];
            if (!finite(c.s) || !finite(c.tx) || !finite(c.ty))
                return "camera entry " + std::to_string(i);
        }
    for (std::size_t i = 0; i < seq.frames.size(); ++i)
        if (auto where = inFrame(seq.frames[i], i))
            return where;
    if (seq.cleaned)
        if (auto where = firstNonFinite(*seq.cleaned))
            return "cleaned." + *where;
    return std::nullopt;
}

std::optional<Refusal> checkWritable(const Sequence& seq, const std::string& file)
{
    if (auto where = firstUnwritable(seq))
        return unwritableNumber(file, *where);
    return std::nullopt;
}

}  // namespace rigpose::sequence
