#include "mpfb_io.h"

#include "rigpose/r3d/mpfb_capture_run.h"

#include <algorithm>
#include <cctype>

#include "number_args.h"

namespace rigpose::cli {

namespace {

std::string lower(std::string s)
{
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return s;
}

}  // namespace

std::optional<r3d::CaptureMode> captureModeFlag(const ParsedArgs& args, std::string& error)
{
    const auto word = args.value("mode");
    if (!word)
        return std::nullopt;
    const auto mode = r3d::captureModeNamed(*word);
    if (!mode)
        error = "--mode takes fk, ik or partial, not \"" + *word + "\"";
    return mode;
}

Loaded<ClipOut> planPoseOut(const ParsedArgs& args, const std::vector<NamedPath>& inputs)
{
    Loaded<ClipOut> out;
    out.value.path = *args.value("out");
    if (!lower(out.value.path).ends_with(".json")) {
        out.refusals.add("R3D_FORMAT", out.value.path + ": an MPFB pose is a JSON file; end --out in .json");
        return out;
    }
    out.value.format = r3d::ClipOutFormat::ClipJson;  // not used: the bytes are the pose's
    out.value.plan = planOutputFile(out.value.path, "--out");
    if (out.value.plan.refusal)
        out.refusals.add(*out.value.plan.refusal);
    else if (auto collision = checkOutputCollisions(inputs, {{"--out", out.value.path}}))
        out.refusals.add(*collision);
    return out;
}

std::optional<std::size_t> frameFlag(const ParsedArgs& args, std::string& error)
{
    const auto word = args.value("frame");
    if (!word)
        return std::nullopt;
    const auto n = parseInteger(*word);
    if (!n || *n < 0) {
        error = "--frame takes a frame's index counted from 0, not \"" + *word + "\"";
        return std::nullopt;
    }
    return static_cast<std::size_t>(*n);
}

}  // namespace rigpose::cli
