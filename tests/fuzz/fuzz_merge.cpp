// The track fragment reader (rig-pose-tracks/1, --merge) against a motion with one easing and one
// group: an accepted fragment's tracks have keys at increasing times, and put into an animation
// that spans them they make a motion we write and read again without a refusal.

#include <algorithm>

#include "fuzz_target.h"
#include "rigpose/idle/merge.h"
#include "rigpose/motion/reader.h"
#include "rigpose/motion/writer.h"

using namespace rigpose;

namespace {

motion::Motion fixtureMotion()
{
    motion::Motion m;
    m.archetype = "fuzz";
    m.easings.push_back({"inOut", {0.42, 0, 0.58, 1}});
    m.groups.push_back({"eyes", {"eye_r", "eye_l"}});
    return m;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    static const motion::Motion base = fixtureMotion();
    const auto read = idle::readFragmentText(fuzz::textOf(data, size), fuzz::kName, &base);
    fuzz::checkRefusals(read.refusals);
    if (!read.ok())
        return 0;
    if (read.value.tracks.empty())
        fuzz::broken("an accepted fragment holds a track");
    double last = 0;
    bool shifted = false;
    for (const motion::Track& t : read.value.tracks) {
        if (t.keys.empty())
            fuzz::broken("an accepted track holds a key");
        for (std::size_t k = 0; k < t.keys.size(); ++k) {
            if (k > 0 && !(t.keys[k].t > t.keys[k - 1].t))
                fuzz::broken("an accepted track's key times increase", std::to_string(k));
            if (t.keys[k].t < 0)
                shifted = true;  // refused as MERGE_TIME by the run, not by the reader
        }
        shifted = shifted || t.lag || t.stagger;
        last = std::max(last, t.keys.back().t);
    }
    // Two tracks on one channel are the run's MERGE_CONFLICT, and a motion's duplicate; lag and
    // stagger move keys the motion reader checks against the duration: no round trip for those.
    for (std::size_t i = 0; i < read.value.tracks.size(); ++i)
        for (std::size_t j = 0; j < i; ++j)
            if (read.value.tracks[i].kind == read.value.tracks[j].kind &&
                read.value.tracks[i].target == read.value.tracks[j].target &&
                read.value.tracks[i].property == read.value.tracks[j].property)
                shifted = true;
    if (shifted)
        return 0;
    motion::Motion m = base;
    motion::Animation a;
    a.name = "merged";
    a.duration = last;
    a.tracks = read.value.tracks;
    m.animations.push_back(std::move(a));
    const auto back = motion::readMotionText(motion::motionText(m), fuzz::kName);
    if (!back.ok())
        fuzz::broken("an accepted fragment's tracks make a motion we read again", fuzz::listed(back.refusals));
    return 0;
}
