// coco17-sequence/1 -> a body-18 sequence. COCO's left_/right_ are the subject's sides, as
// body-18's l_/r_ are; a score of 0 marks a keypoint missing; the neck is the shoulders'
// midpoint scored the lower of the two (OpenPose's definition), missing if either is.

#include "rigpose/sequence/coco.h"
#include "rigpose/util/input_file.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <memory>

#include "rigpose/body/coco17.h"
#include "rigpose/sequence/bounds.h"
#include "rigpose/util/json_stream.h"
#include "rigpose/util/number_format.h"

namespace rigpose::sequence {

namespace {

using json = nlohmann::ordered_json;
constexpr std::string_view kFormat = "coco17-sequence/1";

struct CocoState {
    std::string file;
    RefusalList refusals;
    Sequence seq;
    bool sawFormat = false, sawFrames = false;
    std::optional<Refusal> wrongKind;  // a rig-pose sequence given as COCO: this alone is said
    std::optional<double> lastT;
    std::size_t lastIndex = 0;                  // the frame lastT is from
    std::optional<std::size_t> frameBeingRead;  // every refusal raised meanwhile points at it

    void refuse(const char* code, const std::string& where, const std::string& what)
    {
        refusals.add(code, file + (where.empty() ? "" : " " + where) + ": " + what, {.frame = frameBeingRead});
    }

    std::optional<double> number(const json& v, const std::string& where, const std::string& what)
    {
        if (!v.is_number()) {
            refuse("COCO_SHAPE", where, what + " must be a number");
            return std::nullopt;
        }
        double d = v.get<double>();
        if (!std::isfinite(d)) {
            refuse("COCO_NUMBER", where, what + " is not a finite number");
            return std::nullopt;
        }
        return d;
    }

    void topLevel(const std::string& key, json&& v)
    {
        if (key == "format") {
            sawFormat = true;
            if (v != kFormat)
                refuse("COCO_FORMAT", "",
                       "format " + v.dump() + " is not \"" + std::string(kFormat) + "\"" +
                           (v.is_string() && v.get<std::string>().rfind("rig-pose", 0) == 0
                                ? "; this looks like a rig-pose sequence: read it with --pose"
                                : ""));
        } else if (key == "spec") {
            sawFormat = true;
            wrongKind = Refusal{"COCO_FORMAT",
                                file + ": this file has a spec (" + v.dump() +
                                    "), not a COCO-17 format key; a rig-pose sequence is read with --pose"};
        } else if (key == "width" || key == "height") {
            auto n = number(v, "", key);
            if (n && *n <= 0)
                refuse("COCO_SHAPE", "", key + " must be greater than 0");
            else if (n && !withinBound(*n, kCoordinateBound))
                refuse("COCO_NUMBER", "",
                       key + " " + formatFixed(*n, 3) +
                           " is beyond 1e9 px; give the picture's "
                           "real size in px");
            else if (n)
                (key == "width" ? seq.width : seq.height) = *n;
        } else if (key == "source") {
            if (v.is_string())
                seq.source = v.get<std::string>();
            else
                refuse("COCO_SHAPE", "", "source must be a string");
        } else if (key == "frames") {
            sawFrames = true;
            refuse("COCO_SHAPE", "", "frames must be an array of { t, keypoints }");
        } else {
            refuse("COCO_KEYS", "",
                   "unknown key \"" + key +
                       "\" (a COCO-17 sequence has format, width, height, "
                       "source and frames)");
        }
    }

    // 17 [x, y, score] or 51 numbers -> per keypoint (x, y, score); nullopt when malformed.
    std::optional<std::array<std::array<double, 3>, body::kCocoCount>> keypoints(const json& v,
                                                                                 const std::string& where)
    {
        std::array<std::array<double, 3>, body::kCocoCount> out{};
        auto fill = [&](std::size_t k, std::size_t c, const json& n) {
            auto d = number(n, where, "keypoint " + std::string(body::kCocoNames[k]));
            if (!d)
                return false;
            out[k][c] = *d;
            return true;
        };
        bool ok = true;
        if (v.is_array() && v.size() == body::kCocoCount &&
            std::all_of(v.begin(), v.end(), [](const json& e) { return e.is_array() && e.size() == 3; })) {
            for (std::size_t k = 0; k < body::kCocoCount; ++k)
                for (std::size_t c = 0; c < 3; ++c)
                    ok = fill(k, c, v[k][c]) && ok;
        } else if (v.is_array() && v.size() == body::kCocoCount * 3) {
            for (std::size_t k = 0; k < body::kCocoCount; ++k)
                for (std::size_t c = 0; c < 3; ++c)
                    ok = fill(k, c, v[k * 3 + c]) && ok;
        } else {
            refuse("COCO_KEYPOINTS", where,
                   "keypoints must be 17 [x, y, score], 51 numbers, or null for a frame "
                   "with nobody");
            return std::nullopt;
        }
        for (std::size_t k = 0; ok && k < body::kCocoCount; ++k)
            if (!withinBound(out[k][0], kCoordinateBound) || !withinBound(out[k][1], kCoordinateBound)) {
                refuse("COCO_NUMBER", where,
                       "keypoint " + std::string(body::kCocoNames[k]) +
                           " lies beyond 1e9 px "
                           "of the picture's corner; no picture is that large: fix it, or score it "
                           "0 (missing)");
                ok = false;
            }
        for (std::size_t k = 0; ok && k < body::kCocoCount; ++k)
            if (out[k][2] < 0) {
                refuse("COCO_KEYPOINTS", where,
                       "keypoint " + std::string(body::kCocoNames[k]) + " has a negative score");
                ok = false;
            }
        if (!ok)
            return std::nullopt;
        return out;
    }

    void element(std::size_t index, json&& v)
    {
        sawFrames = true;
        std::string where = "frame " + std::to_string(index);
        if (!v.is_object() || !v.contains("t") || !v.contains("keypoints") || v.size() != 2) {
            refuse("COCO_SHAPE", where, "a frame is exactly { \"t\", \"keypoints\" }");
            return;
        }
        auto t = number(v["t"], where, "t");
        if (!t)
            return;
        where += " (t " + formatFixed(*t, 6) + ")";
        if (!withinBound(*t, kTimeBound)) {
            refuse("COCO_NUMBER", where, "t is beyond 1e9 seconds; give times in seconds from the clip's start");
            return;
        }
        if (lastT && *t <= *lastT)
            refuse("COCO_TIME", where, "t must strictly increase; the frame before is at t " + formatFixed(*lastT, 6));
        else if (lastT && timesCollapse(*lastT, *t))
            refuse("COCO_TIME", where,
                   "t is under a microsecond after frame " + std::to_string(lastIndex) +
                       "'s, so both would be written as t " + formatFixed(*t, 6) +
                       " (times keep 6 decimals); drop one of the two frames, or retime them at "
                       "least 0.000001 s apart");
        lastT = *t;
        lastIndex = index;
        Frame& frame = seq.frames.emplace_back();
        frame.t = *t;
        if (v["keypoints"].is_null())
            return;  // nobody on this frame
        auto points = keypoints(v["keypoints"], where);
        if (!points)
            return;
        Person& person = frame.people.emplace_back();
        person.id = "a";
        for (std::size_t k = 0; k < body::kCocoCount; ++k) {
            const auto& [x, y, score] = (*points)[k];
            JointSample& j = person.joint(body::kCocoToBody18[k]);
            if (score == 0)
                continue;  // stays missing
            j.state = JointState::Observed;
            j.at = Eigen::Vector2d(x, y);
            j.score = score;
        }
        const JointSample& r = person.joint(body::Joint::RShoulder);
        const JointSample& l = person.joint(body::Joint::LShoulder);
        if (r.at && l.at) {
            JointSample& neck = person.joint(body::Joint::Neck);
            neck.state = JointState::Observed;
            neck.at = Eigen::Vector2d((*r.at + *l.at) / 2.0);
            neck.score = std::min(*r.score, *l.score);
        }
    }

    Loaded<Sequence> finish(const JsonStreamResult& result, bool isFile)
    {
        if (wrongKind) {
            RefusalList only;
            only.add(*wrongKind);
            return {{}, std::move(only)};
        }
        if (result.error) {
            std::string at = "byte " + std::to_string(result.error->byteOffset);
            if (isFile) {
                auto [line, column] = lineAndColumn(file, result.error->byteOffset);
                at = "line " + std::to_string(line) + ", column " + std::to_string(column);
            }
            RefusalList only;
            const JsonStreamError& e = *result.error;
            // The JSON policy's faults; a number and a repeated key keep the codes this reader had
            // for them before the policy (COCO_NUMBER, COCO_KEYS).
            switch (e.problem) {
            case JsonProblem::Number:
                only.add("COCO_NUMBER", file + ": a number at " + at + " is too large to be finite (" + e.what + "); " +
                                            jsonAdvice(e.problem));
                break;
            case JsonProblem::DuplicateKey:
                only.add("COCO_KEYS", jsonFaultMessage(file, {e.problem, e.what, e.byteOffset}, at));
                break;
            case JsonProblem::Depth:
            case JsonProblem::TooLarge:
                only.add("COCO_JSON", jsonFaultMessage(file, {e.problem, e.what, e.byteOffset}, at));
                break;
            case JsonProblem::Syntax:
                only.add("COCO_JSON",
                         file + ": not valid JSON at " + at + " (" + e.what + "); " + jsonAdvice(e.problem));
                break;
            }
            return {{}, std::move(only)};
        }
        if (result.root == JsonRoot::NotObject) {
            RefusalList only;
            only.add("COCO_JSON", file +
                                      ": the file is not a JSON object; a COCO-17 sequence is { \"format\", "
                                      "\"frames\", ... }");
            return {{}, std::move(only)};
        }
        if (result.duplicateKey)
            refuse("COCO_KEYS", "", "key \"" + *result.duplicateKey + "\" is given twice in one object");
        if (!sawFormat)
            refuse("COCO_FORMAT", "",
                   "the file has no format; a COCO-17 sequence says \"format\": \"" + std::string(kFormat) + "\"");
        if (!sawFrames || seq.frames.empty())
            refuse("COCO_SHAPE", "", "the file has no frames");
        if (seq.width <= 0 || seq.height <= 0)
            refuse("COCO_SHAPE", "", "width and height (the picture's size in px) are required");
        seq.format = SourceFormat::Coco17;
        seq.specRead = std::string(kFormat);
        return {std::move(seq), std::move(refusals)};
    }
};

JsonStreamHandlers handlersFor(CocoState& state)
{
    JsonStreamHandlers h;
    h.streamedKey = "frames";
    h.onTopLevel = [&state](const std::string& key, json&& v) { state.topLevel(key, std::move(v)); };
    h.onElement = [&state](std::size_t i, json&& v) {
        state.frameBeingRead = i;
        state.element(i, std::move(v));
        state.frameBeingRead.reset();
    };
    return h;
}

}  // namespace

Loaded<Sequence> readCocoFile(const std::string& path)
{
    CocoState state;
    state.file = path;
    std::unique_ptr<std::FILE, int (*)(std::FILE*)> file(isSpecialFile(path) ? nullptr : std::fopen(path.c_str(), "rb"),
                                                         &std::fclose);
    if (!file) {
        RefusalList only;
        only.add("COCO_READ", path + ": cannot open the file; check the path");
        return {{}, std::move(only)};
    }
    return state.finish(streamJsonFile(file.get(), handlersFor(state)), true);
}

Loaded<Sequence> readCocoText(std::string_view text, const std::string& displayName)
{
    CocoState state;
    state.file = displayName;
    return state.finish(streamJsonText(text, handlersFor(state)), false);
}

}  // namespace rigpose::sequence
