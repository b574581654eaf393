#pragma once
// One studio run as a pure function of values: clean the sequence when it is raw, then (with a
// rig and a map) retarget it, exactly as rig-pose clean and rig-pose retarget would with the same
// option values; then everything the views need, computed here, off the GUI thread.

#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <optional>
#include <stop_token>

#include "rigpose/clean/clean.h"
#include "rigpose/legs/contact_keys.h"
#include "rigpose/motion/motion.h"
#include "rigpose/retarget/retarget.h"
#include "rigpose/rig/rig.h"
#include "rigpose/sequence/sequence.h"
#include "rigpose/util/refusal.h"
#include "rigpose/widgets/rig_playback.h"
#include "rigpose/widgets/skeleton_view.h"
#include "rigpose/widgets/span_lane.h"
#include "rigpose/widgets/track_timeline.h"

namespace rigpose::studio {

// A clean already done for this very sequence and these options: a run that changes only what
// the retarget reads (the map, the rig, retarget's options) takes it instead of cleaning again.
struct CleanedInput {
    std::shared_ptr<const sequence::Sequence> raw;  // the sequence it cleaned, as read
    QString cameraKeysPath;                         // the camera keys it was scanned by first, and their text
    std::string cameraKeysText;
    std::shared_ptr<const sequence::Sequence> scanned;  // the raw sequence normalised by them
    QString pelvisKeysPath;                             // the pelvis keys put on it before clean, and their text
    std::string pelvisKeysText;
    std::shared_ptr<const sequence::Sequence> keyed;  // the raw sequence with that track
    clean::CleanOptions options;
    std::shared_ptr<const sequence::Sequence> cleaned;
    std::optional<clean::CleanReport> report;
    QStringList lines;
};

struct RunRequest {
    std::shared_ptr<const sequence::Sequence> sequence;  // as read: raw, or cleaned before
    QString sequencePath;
    std::string convertLine;  // a COCO input's CONVERT line, printed before clean's
    QString rig, map;         // empty: clean only (rig: --rig as given, a folder or a rig.json)
    // --base-motion: the rig's own motion read from this file instead of the motion.json beside
    // the rig folder (empty: the one beside it, if any).
    QString baseMotion;
    // --merge: timed track fragments (rig-pose-tracks/1) merged into the new animation; empty: none.
    QString merge;
    // The map's text as the document holds it (the file's bytes until it is edited); the map's
    // path names it in messages.
    std::string mapText;
    // The project's camera keys (empty path: none) and their text as the document holds it: the
    // raw sequence is normalised by the camera they give first, as rig-pose scan --camera-file
    // writes it (before the pelvis keys and clean).
    QString cameraKeysPath;
    std::string cameraKeysText;
    // The project's pelvis keys (empty path: none) and their text as the document holds it: the
    // track is written into the raw sequence first, as rig-pose pelvis --pelvis-keys writes it.
    QString pelvisKeysPath;
    std::string pelvisKeysText;
    // The project's contact keys (empty path: none) and their text as the document holds it: the
    // retarget takes them as rig-pose retarget --contact-keys reads the file (only with a rig and
    // a map; clean does not read them).
    QString contactKeysPath;
    std::string contactKeysText;
    // The motion file an export would write, named by the MOTION line as --out names it.
    QString motionOut;
    clean::CleanOptions clean;
    retarget::Options retarget;
    // Taken when it cleaned `sequence` with `clean`; ignored otherwise.
    std::shared_ptr<const CleanedInput> cleanedBefore;
};

enum class RunStage { Cleaning, ReadingRig, Retargeting, Preparing, Done };
inline constexpr int kRunStages = 4;

struct RunControl {
    std::function<void(RunStage)> stage;  // may be empty
    std::stop_token stop;                 // checked inside clean's and retarget's stages
};

struct RunOutput {
    bool canceled = false;
    RefusalList refusals;
    std::shared_ptr<const sequence::Sequence> cleaned;  // the cleaned sequence (the input if it was)
    // The raw sequence normalised by the camera keys, as rig-pose scan writes it; null without.
    std::shared_ptr<const sequence::Sequence> scanned;
    // The raw sequence with the pelvis keys' track, as rig-pose pelvis writes it; null without keys.
    std::shared_ptr<const sequence::Sequence> keyed;
    // The contact keys the retarget was given, as read, and the SHA-256 of their bytes; null
    // without a contact keys file (or a run without rig and map).
    std::shared_ptr<const legs::ContactKeys> contactKeys;
    std::string contactKeysSha256;
    bool cleanedHere = false;
    // The clean done (or taken) here, for the next run to take; null for a cleaned input.
    std::shared_ptr<const CleanedInput> cleanedInput;
    std::optional<clean::CleanReport> cleanReport;
    std::shared_ptr<const retarget::Result> retarget;    // null without rig and map, or when refused
    std::shared_ptr<const motion::Animation> animation;  // the new animation, in `retarget`'s motion
    std::shared_ptr<const widgets::RigPlayback> rig;
    QStringList cleanLines;     // what rig-pose clean prints (a clean done here)
    QStringList retargetLines;  // what rig-pose retarget prints
    // The bones' rotate curves the track chart draws (with their dense keys, reduced).
    std::vector<widgets::BoneCurve> curves;
    std::vector<widgets::SpanLane> lanes;
    widgets::HeldSpans held;
    QString depthSource, gait;
    QString person;

    bool ok() const { return !canceled && refusals.empty(); }
};

RunOutput runPipeline(const RunRequest& request, const RunControl& control = {});

}  // namespace rigpose::studio
