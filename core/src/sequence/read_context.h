#pragma once
// Shared state of one sequence read: the file's name and version, and where refusals go.
// Internal to core/src/sequence.

#include <map>
#include <string>
#include <utility>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "rigpose/sequence/sequence.h"
#include "rigpose/util/json_stream.h"
#include "rigpose/util/refusal.h"

namespace rigpose::sequence::detail {

using json = nlohmann::ordered_json;

struct ReadContext {
    std::string file;           // as typed, for messages
    std::string spec;           // the spec string the file carries
    int minor = 0;              // the rig-pose-sequence/1 minor the file says it is
    bool legacyFrames = false;  // rig-c-pose-frames/0
    bool wrongKind = false;     // another kind of file (COCO-17): its first refusal says so
    RefusalList* refusals = nullptr;
    // The frame being read: every refusal raised meanwhile points at it (its messages say
    // "frame N" already; the studio is told the index).
    mutable std::optional<std::size_t> frameBeingRead;

    // Keys are judged against the file's minor at the end of the read, since "spec" may
    // come after "frames" in a file.
    struct KeySeen {
        std::string key, where;  // where it first stood
        int minor;               // -1: no minor knows the key
        std::size_t count;
        std::optional<std::size_t> frame;  // the frame it first stood in, if any
    };
    mutable std::vector<KeySeen> keysToJudge;  // one entry per distinct key and level
    // Each entry's place in keysToJudge by key and minor: a file of n unknown keys was n²/2
    // compares when each key walked the entries before it.
    mutable std::map<std::pair<std::string, int>, std::size_t> keyIndex;

    // A place without a frame takes the frame being read, if any.
    void refuse(std::string_view code, const std::string& where, const std::string& what, RefusalPlace place = {}) const
    {
        if (!place.frame)
            place.frame = frameBeingRead;
        refusals->add(std::string(code), file + (where.empty() ? "" : " " + where) + ": " + what, std::move(place));
    }

    // True when `key` (introduced in `keyMinor`, -1 for none) is one this reader knows;
    // keys newer than minor 0 are noted and judged once the file's minor is known.
    bool keyAllowed(const std::string& key, int keyMinor, const std::string& where) const;
    // Refuses the noted keys the file's minor does not carry (POSE_SPEC, POSE_KEYS).
    void judgeKeys() const;
};

// Points every refusal raised while it lives at frame `index` (ReadContext::frameBeingRead).
class ReadingFrame {
public:
    ReadingFrame(const ReadContext& ctx, std::size_t index) : m_ctx(ctx) { m_ctx.frameBeingRead = index; }
    ~ReadingFrame() { m_ctx.frameBeingRead.reset(); }
    ReadingFrame(const ReadingFrame&) = delete;
    ReadingFrame& operator=(const ReadingFrame&) = delete;

private:
    const ReadContext& m_ctx;
};

// "frame 12 (t 0.5)" and its person and joint, for messages.
std::string frameWhere(std::size_t index, const std::optional<double>& t);

// A finite number, or nullopt (refused as POSE_SHAPE/POSE_NUMBER under `where`).
std::optional<double> readNumber(const ReadContext& ctx, const json& value, const std::string& where,
                                 const std::string& what);

void readFrame(const ReadContext& ctx, std::size_t index, json&& element, Frame& frame);
// The common, valid frame straight from tokens; false sends it to readFrame (fast_frame.cpp).
bool readFrameFast(const JsonTokens& tokens, Frame& frame);
void checkCleanedRecord(const ReadContext& ctx, const json& record, std::size_t frameCount);
void checkWholeSequence(const ReadContext& ctx, const Sequence& seq);

}  // namespace rigpose::sequence::detail
