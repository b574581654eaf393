#pragma once
// The links of scan -> pelvis -> clean, one for every shell: rig-pose scan, pelvis and clean each
// run one and write its file; the studio's export and live run chain them in memory, each
// sequence read back through the writer as the next command would read the file.

#include <optional>
#include <stop_token>
#include <string>
#include <vector>

#include "rigpose/pelvis/keys.h"
#include "rigpose/run/source.h"
#include "rigpose/sequence/sequence.h"
#include "rigpose/util/atomic_write.h"
#include "rigpose/util/refusal.h"

namespace rigpose::run {

// rig-pose scan --camera-file: the keys (held, or read from their path) against the raw
// sequence's frames, the camera they give, and the sequence normalised by it. CAMERA_FILE, SCAN_*.
struct Scanned {
    sequence::Sequence sequence;
    std::vector<sequence::CameraEntry> camera;
    std::string source;  // the sequence's cameraSource
};
Loaded<Scanned> scanByKeys(const sequence::Sequence& raw, const Source& keys);

// Scan's output as clean and the retarget would read it (issue 36: a camera that sent the
// joints past what a sequence holds was written, then refused by clean). The reader's refusals
// of the text the writer makes of `seq`, each under SCAN_READ_BACK with the reader's own code in
// its message; WRITE_NUMBER as it is; empty when the sequence reads back.
RefusalList scanReadBack(const sequence::Sequence& seq, const std::string& name);
// The same words for refusals the caller had from throughTheWriter itself (the studio's chain).
RefusalList asScanReadBack(const RefusalList& reader);

// The SCAN line rig-pose scan prints: the camera's range of s over its frames.
std::string scanLine(const std::vector<sequence::CameraEntry>& camera, const std::string& source);

// rig-pose pelvis --pelvis-keys: the track from the keys (held, or read), written into the raw
// sequence named `input`. PELVIS_KEYS and the track's refusals.
Loaded<pelvis::KeyedTrack> keyPelvis(const sequence::Sequence& raw, const Source& keys,
                                     const std::optional<std::string>& person, const std::string& input);

// rig-pose clean's refusals as it prints them: each message starts with the input as typed.
RefusalList namedFor(const std::string& input, const RefusalList& refusals);

// A sequence as the next command reads the file this one writes: WRITE_NUMBER for a value the
// writer cannot spell, else the text read back under `name`, each value rounded once. `text`,
// when given, keeps the text. A stop requested on the way throws rigpose::Stopped.
Loaded<sequence::Sequence> throughTheWriter(const sequence::Sequence& seq, const std::string& name,
                                            std::string* text = nullptr, const std::stop_token& stop = {});

// A command's sequence at `out`, all or nothing: the writer's checks, the directory the plan
// needs (gone again when the write fails), the file.
std::optional<Refusal> writeSequenceFile(const OutputPlan& plan, const std::string& out, const sequence::Sequence& seq);

}  // namespace rigpose::run
