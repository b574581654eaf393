#include "bone_curves.h"

#include <QString>

#include "rigpose/motion/evaluator.h"

namespace rigpose::studio {

std::vector<widgets::BoneCurve> boneCurvesOf(const motion::CompiledAnimation& animation,
                                             const std::vector<double>& frameTimes, const reduce::Reduction* reduction)
{
    std::vector<widgets::BoneCurve> out;
    for (const motion::BoneTimeline& timeline : animation.boneTimelines) {
        if (timeline.property != motion::BoneProperty::Rotate || timeline.keys.empty())
            continue;
        widgets::BoneCurve curve;
        curve.bone = QString::fromStdString(timeline.boneName);
        curve.times = frameTimes;
        const motion::TimelineSampler sampler(timeline.keys, 1);
        curve.played.reserve(frameTimes.size());
        for (double t : frameTimes) {
            double v = 0;  // before the first key the bone is at setup: no offset
            sampler.sample(t, &v);
            curve.played.push_back(v);
        }
        for (const motion::TimelineKey& key : timeline.keys)
            if (!key.values.empty())
                curve.keys.emplace_back(key.time, key.values.front());
        if (reduction)
            for (const reduce::TrackRow& row : reduction->tracks)
                if (row.bone == timeline.boneName && row.property == "rotate") {
                    if (row.dense.size() == frameTimes.size())
                        curve.dense = row.dense;
                    curve.kept = row.kept;
                }
        out.push_back(std::move(curve));
    }
    return out;
}

}  // namespace rigpose::studio
