// rig-pose-sequence/1.x and rig-c-pose-frames/0: streamed through the SAX splitter, a frame
// at a time, so a 30-minute sequence never exists as one DOM.

#include "rigpose/sequence/reader.h"
#include "rigpose/util/input_file.h"

#include <cmath>
#include <cstdio>
#include <memory>

#include "read_context.h"
#include "rigpose/util/stop.h"
#include "rigpose/util/json_stream.h"
#include "rigpose/sequence/bounds.h"
#include "rigpose/sequence/writer.h"
#include "rigpose/util/number_format.h"

namespace rigpose::sequence {

using detail::json;
using detail::ReadContext;

namespace {

constexpr std::string_view kSpecPrefix = "rig-pose-sequence/1";
constexpr std::string_view kLegacySpec = "rig-c-pose-frames/0";

// Reads the spec string: sets the minor, or refuses it.
void readSpec(ReadContext& ctx, const json& v, Sequence& seq)
{
    if (!v.is_string()) {
        ctx.refuse("POSE_SPEC", "", "spec must be a string such as \"rig-pose-sequence/1\"");
        return;
    }
    const std::string& spec = v.get_ref<const std::string&>();
    ctx.spec = spec;
    seq.specRead = spec;
    if (spec == kLegacySpec) {
        ctx.legacyFrames = true;
        ctx.minor = 0;
        seq.format = SourceFormat::RigCPoseFrames;
        return;
    }
    if (spec == kSpecPrefix) {
        ctx.minor = 0;
        return;
    }
    std::string_view rest(spec);
    if (rest.substr(0, kSpecPrefix.size()) == kSpecPrefix && rest.size() > kSpecPrefix.size() + 1 &&
        rest[kSpecPrefix.size()] == '.') {
        std::string digits(rest.substr(kSpecPrefix.size() + 1));
        bool allDigits = digits.size() <= 6 && digits.find_first_not_of("0123456789") == std::string::npos;
        if (allDigits) {
            ctx.minor = std::stoi(digits);
            return;
        }
    }
    ctx.refuse("POSE_SPEC", "",
               "spec \"" + spec + "\" is not a pose sequence this reader knows (\"" + std::string(kSpecPrefix) +
                   "\" up to \"" + specString(kNewestMinor) + "\", or \"" + std::string(kLegacySpec) + "\")");
}

void readSpace(const ReadContext& ctx, const json& v, Sequence& seq)
{
    bool ok = v.is_object() && v.size() == 3 && v.contains("units") && v.contains("origin") && v.contains("y");
    if (ok) {
        const json& units = v["units"];
        bool unitsOk = units == "picture-px" || (units == "painting-px");
        ok = unitsOk && v["origin"] == "top-left" && v["y"] == "down";
        if (ok)
            seq.space = Space{units.get<std::string>(), "top-left", "down"};
    }
    if (!ok)
        ctx.refuse("POSE_SPACE", "",
                   "space must be { \"units\": \"picture-px\", \"origin\": \"top-left\", "
                   "\"y\": \"down\" }: rig-pose reads picture coordinates only");
}

void readCamera(const ReadContext& ctx, const json& v, Sequence& seq)
{
    if (!v.is_array()) {
        ctx.refuse("POSE_CAMERA", "", "camera must be an array with one { s, tx, ty, inliers } per frame");
        return;
    }
    std::vector<CameraEntry> entries;
    entries.reserve(v.size());
    for (std::size_t i = 0; i < v.size(); ++i) {
        const json& e = v[i];
        std::string where = "camera entry " + std::to_string(i);
        bool shape = e.is_object() && e.size() == 4 && e.contains("s") && e.contains("tx") && e.contains("ty") &&
                     e.contains("inliers");
        if (!shape) {
            ctx.refuse("POSE_CAMERA", where, "an entry is exactly { \"s\", \"tx\", \"ty\", \"inliers\" }",
                       {.frame = i});
            continue;
        }
        CameraEntry c;
        bool ok = e["s"].is_number() && e["tx"].is_number() && e["ty"].is_number();
        if (ok) {
            c.s = e["s"].get<double>();
            c.tx = e["tx"].get<double>();
            c.ty = e["ty"].get<double>();
            ok = std::isfinite(c.s) && c.s > 0 && std::isfinite(c.tx) && std::isfinite(c.ty);
        }
        if (!ok) {
            ctx.refuse("POSE_CAMERA", where, "s must be a number > 0, and tx and ty finite numbers", {.frame = i});
            continue;
        }
        if (!e["inliers"].is_number_integer() || e["inliers"].get<long long>() < 0) {
            ctx.refuse("POSE_CAMERA", where, "inliers must be a whole number >= 0", {.frame = i});
            continue;
        }
        c.inliers = e["inliers"].get<std::int64_t>();
        entries.push_back(c);
    }
    seq.camera = std::move(entries);
}

int topKeyMinor(const std::string& key, bool legacy)
{
    static const char* const base[] = {"spec",   "space",  "width",  "height",       "source",
                                       "frames", "travel", "camera", "cameraSource", "cleaned"};
    for (const char* k : base)
        if (key == k)
            return 0;
    if (legacy && key == "fps")
        return 0;
    if (!legacy && key == "pelvisSource")
        return 1;
    return -1;
}

void readTopLevel(ReadContext& ctx, const std::string& key, json&& v, Sequence& seq)
{
    if (key == "spec") {
        readSpec(ctx, v, seq);
        return;
    }
    if (key == "format" && v == "coco17-sequence/1") {
        ctx.wrongKind = true;
        ctx.refuse("POSE_SPEC", "",
                   "this is a COCO-17 sequence (coco17-sequence/1), not a rig-pose sequence; "
                   "read it with --coco (rig-pose convert --coco, or rig-pose clean --coco)");
        return;
    }
    if (!ctx.keyAllowed(key, topKeyMinor(key, ctx.legacyFrames), ""))
        return;
    if (key == "space") {
        readSpace(ctx, v, seq);
    } else if (key == "width" || key == "height" || key == "fps") {
        auto n = detail::readNumber(ctx, v, "", key);
        if (n && *n <= 0)
            ctx.refuse("POSE_SHAPE", "", key + " must be greater than 0");
        else if (n && key != "fps" && !withinBound(*n, kCoordinateBound))
            ctx.refuse("POSE_NUMBER", "",
                       key + " " + formatFixed(*n, 3) +
                           " is beyond 1e9 px; give the picture's "
                           "real size in px");
        else if (n)
            (key == "width" ? seq.width : key == "height" ? seq.height : seq.fps.emplace()) = *n;
    } else if (key == "source") {
        if (v.is_string())
            seq.source = v.get<std::string>();
        else
            ctx.refuse("POSE_SHAPE", "", "source must be a string");
    } else if (key == "travel") {
        if (v == "in-place")
            seq.travel = "in-place";
        else
            ctx.refuse("POSE_TRAVEL", "",
                       "travel " + v.dump() +
                           " is not known; its one value is \"in-place\" "
                           "(a gait filmed without travelling, or a loop); drop it otherwise");
    } else if (key == "camera") {
        readCamera(ctx, v, seq);
    } else if (key == "cameraSource") {
        if (v.is_string() && !v.get_ref<const std::string&>().empty())
            seq.cameraSource = v.get<std::string>();
        else
            ctx.refuse("POSE_CAMERA_SOURCE", "",
                       "cameraSource must be a non-empty string saying where the "
                       "camera came from");
    } else if (key == "pelvisSource") {
        static const char* const sources[] = {"silhouette", "waistband", "below-cover", "keys"};
        bool known = false;
        for (const char* s : sources)
            known = known || v == s;
        if (known)
            seq.pelvisSource = v.get<std::string>();
        else
            ctx.refuse("POSE_PELVIS", "",
                       "pelvisSource " + v.dump() + " is not one of silhouette, waistband, below-cover, keys");
    } else if (key == "cleaned") {
        seq.cleaned = std::move(v);
    } else if (key == "frames") {
        ctx.refuse("POSE_SHAPE", "", "frames must be an array of { t, people }");
    }
}

struct StreamState {
    ReadContext ctx;
    Sequence seq;
    bool sawFrames = false;
    bool sawSpec = false;
    bool validatingOnly = false;  // every frame through the DOM path (tests compare the two)
    std::optional<double> lastT;
    std::size_t lastIndex = 0;  // the frame lastT is from
    std::stop_token stop{};     // checked once a frame (the studio reads its cleaned sequence back)
};

JsonStreamHandlers handlersFor(StreamState& state)
{
    JsonStreamHandlers h;
    h.streamedKey = "frames";
    h.onTopLevel = [&state](const std::string& key, json&& v) {
        state.sawSpec = state.sawSpec || key == "spec";
        state.sawFrames = state.sawFrames || key == "frames";
        readTopLevel(state.ctx, key, std::move(v), state.seq);
    };
    h.onElementTokens = [&state](std::size_t index, const JsonTokens& tokens) {
        throwIfStopped(state.stop);
        const detail::ReadingFrame reading(state.ctx, index);
        state.sawFrames = true;
        Frame& frame = state.seq.frames.emplace_back();
        bool hadT = true;
        if (!state.validatingOnly && detail::readFrameFast(tokens, frame)) {
            // read straight from the tokens
        } else {
            frame = Frame{};
            std::optional<std::string> duplicate;
            json element = domFromTokens(tokens, &duplicate);
            if (duplicate)
                state.ctx.refuse("POSE_KEYS", detail::frameWhere(index, std::nullopt),
                                 "key \"" + *duplicate + "\" is given twice in one object; keep one");
            hadT = element.is_object() && element.contains("t") && element["t"].is_number();
            detail::readFrame(state.ctx, index, std::move(element), frame);
        }
        if (!hadT || !std::isfinite(frame.t))
            return;
        const std::string where = detail::frameWhere(index, frame.t);
        if (!withinBound(frame.t, kTimeBound)) {
            state.ctx.refuse("POSE_NUMBER", where,
                             "t is beyond 1e9 seconds; give times in seconds from the "
                             "clip's start");
            return;
        }
        if (state.lastT && frame.t <= *state.lastT)
            state.ctx.refuse("POSE_TIME", where,
                             "t must strictly increase; the frame before is at t " + formatFixed(*state.lastT, 6));
        else if (state.lastT && timesCollapse(*state.lastT, frame.t))
            state.ctx.refuse("POSE_TIME", where,
                             "t is under a microsecond after frame " + std::to_string(state.lastIndex) +
                                 "'s, so both "
                                 "would be written as t " +
                                 formatFixed(frame.t, decimals::kTime) +
                                 " (times keep 6 decimals); drop one of the two frames, or retime them at least "
                                 "0.000001 s apart");
        state.lastT = frame.t;
        state.lastIndex = index;
    };
    return h;
}

Loaded<Sequence> finish(StreamState& state, const JsonStreamResult& result, const std::string& path, bool isFile)
{
    ReadContext& ctx = state.ctx;
    if (ctx.wrongKind) {  // every frame would fail too: the one line that matters is enough
        RefusalList only;
        only.add(ctx.refusals->items().front());
        return {{}, std::move(only)};
    }
    if (result.error) {
        std::string at = "byte " + std::to_string(result.error->byteOffset);
        if (isFile) {
            auto [line, column] = lineAndColumn(path, result.error->byteOffset);
            at = "line " + std::to_string(line) + ", column " + std::to_string(column);
        }
        RefusalList only;
        const JsonStreamError& e = *result.error;
        // The JSON policy's faults; a number and a repeated key keep the codes this reader had
        // for them before the policy (POSE_NUMBER, POSE_KEYS).
        switch (e.problem) {
        case JsonProblem::Number:
            only.add("POSE_NUMBER", ctx.file + ": a number at " + at + " is too large to be finite (" + e.what + "); " +
                                        jsonAdvice(e.problem));
            break;
        case JsonProblem::DuplicateKey:
            only.add("POSE_KEYS", jsonFaultMessage(ctx.file, {e.problem, e.what, e.byteOffset}, at));
            break;
        case JsonProblem::Depth:
        case JsonProblem::TooLarge:
            only.add("POSE_JSON", jsonFaultMessage(ctx.file, {e.problem, e.what, e.byteOffset}, at));
            break;
        case JsonProblem::Syntax:
            only.add("POSE_JSON",
                     ctx.file + ": not valid JSON at " + at + " (" + e.what + "); fix the file or write it again");
            break;
        }
        return {{}, std::move(only)};
    }
    if (result.root == JsonRoot::NotObject) {
        RefusalList only;
        only.add("POSE_JSON", ctx.file +
                                  ": the file is not a JSON object; a pose sequence is { \"spec\", "
                                  "\"frames\", ... }");
        return {{}, std::move(only)};
    }
    if (result.duplicateKey)
        ctx.refuse("POSE_KEYS", "", "key \"" + *result.duplicateKey + "\" is given twice in one object; keep one");
    if (!state.sawSpec && !ctx.refusals->has("POSE_SPEC"))
        ctx.refuse("POSE_SPEC", "",
                   "the file has no spec; a pose sequence says \"spec\": \"" + std::string(kSpecPrefix) + "\"");
    if (!state.sawFrames && !result.streamedKeySeen)
        ctx.refuse("POSE_SHAPE", "", "the file has no frames array");
    else if (state.seq.frames.empty())
        ctx.refuse("POSE_SHAPE", "", "frames is empty; a sequence needs at least one frame");
    if (state.seq.width <= 0 || state.seq.height <= 0)
        if (!ctx.refusals->has("POSE_SHAPE"))
            ctx.refuse("POSE_SHAPE", "", "width and height (the picture's size in px) are required");
    ctx.judgeKeys();
    if (state.seq.cleaned)
        detail::checkCleanedRecord(ctx, *state.seq.cleaned, state.seq.frames.size());
    detail::checkWholeSequence(ctx, state.seq);
    return {std::move(state.seq), std::move(*ctx.refusals)};
}

}  // namespace

Loaded<Sequence> readSequenceFile(const std::string& path)
{
    RefusalList refusals;
    StreamState state;
    state.ctx.file = path;
    state.ctx.refusals = &refusals;
    if (isSpecialFile(path)) {
        refusals.add("POSE_READ", path + ": is not a regular file (a device or a pipe); give the path of a file");
        return {{}, std::move(refusals)};
    }
    std::unique_ptr<std::FILE, int (*)(std::FILE*)> file(std::fopen(path.c_str(), "rb"), &std::fclose);
    if (!file) {
        refusals.add("POSE_READ", path + ": cannot open the file; check the path");
        return {{}, std::move(refusals)};
    }
    JsonStreamResult result = streamJsonFile(file.get(), handlersFor(state));
    return finish(state, result, path, true);
}

Loaded<Sequence> readSequenceText(std::string_view text, const std::string& displayName, FramePath path,
                                  const std::stop_token& stop)
{
    RefusalList refusals;
    StreamState state;
    state.stop = stop;
    state.validatingOnly = path == FramePath::ValidatingOnly;
    state.ctx.file = displayName;
    state.ctx.refusals = &refusals;
    JsonStreamResult result = streamJsonText(text, handlersFor(state));
    return finish(state, result, displayName, false);
}

}  // namespace rigpose::sequence
