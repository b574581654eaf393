#pragma once
// The rig's idle against the new animation (ref #43, item 2): which of its tracks the retarget
// drops (IDLE-DROPPED), which it keeps out and why (IDLE-KEPT-OUT), and with --carry-idle what
// each dropped track put back, looped key by key into the new animation. The retarget's Result
// holds one of these (`Result::idle`) when the rig's motion has the idle it reads.

#include <optional>
#include <string>
#include <vector>

#include "rigpose/motion/motion.h"

namespace rigpose::idle {

// An idle track the new animation leaves alone on every channel, which turns no mapped bone either.
struct DroppedTrack {
    motion::TargetKind kind = motion::TargetKind::Bone;
    std::string target;
    std::vector<std::string> members;  // a group's members; empty for any other target
    std::string property;
    std::size_t keys = 0;  // the idle track's keys
    // --carry-idle: keys written into the new animation (0 when not carried), or why not.
    std::size_t carried = 0;
    std::string notCarried;       // empty when carried, or when --carry-idle was not given
    std::vector<double> jumps;    // seams (new animation's seconds) where the loop's value jumps
    bool holdsLast = false;       // the last key is before the idle's end: keyed stepped
    bool opensWithSetup = false;  // the first key is after 0: later cycles open on a setup key
    bool cut = false;             // a segment was split at the new animation's end
};

// Why an idle track (or timeline) is never carried.
enum class KeptOutWhy {
    Keyed,            // the new animation keys one of its channels (`names`: the tracks that do)
    TurnsMapped,      // a rotate, scale or shear of a bone above a mapped bone (`names`: those below)
    AboveTranslated,  // a translate of a bone above the translated bone (`names`: that bone)
    Timeline,         // drawOrder, events, ik, transform, deform, sequence: not a track
};

struct KeptOut {
    std::optional<motion::TargetKind> kind;  // none for a timeline
    std::string target;                      // empty for a timeline
    std::vector<std::string> members;        // a group's members
    std::string property;                    // the track's property, or the timeline's name
    KeptOutWhy why = KeptOutWhy::Keyed;
    std::vector<std::string> names;
};

struct Idle {
    std::string animation;  // "idle", or what --idle named
    double duration = 0;    // the idle's declared duration, seconds
    std::size_t tracks = 0;
    bool carry = false;  // --carry-idle
    double until = 0;    // the new animation's duration, where a carried loop is cut
    std::vector<DroppedTrack> dropped;
    std::vector<KeptOut> keptOut;
};

std::string_view keptOutWhyName(KeptOutWhy why);  // "keyed", "turnsMapped", ...

}  // namespace rigpose::idle
