#include "r3d_io.h"

#include "output.h"
#include "rigpose/r3d/bake_run.h"
#include "rigpose/util/output_set.h"

namespace rigpose::cli {

Loaded<r3d::RigFile> readRigArgument(const ParsedArgs& args, const std::string& rigFlag, const std::string& profileFlag,
                                     const std::string& animation)
{
    return r3d::readRigFileWithProfile(*args.value(rigFlag), args.value(profileFlag), animation);
}

Loaded<ClipOut> planClipOut(const ParsedArgs& args, const std::vector<NamedPath>& inputs)
{
    Loaded<ClipOut> out;
    out.value.path = *args.value("out");
    const std::optional<r3d::ClipOutFormat> format = r3d::clipOutFormatOf(out.value.path);
    if (!format) {
        out.refusals.add("R3D_FORMAT", out.value.path +
                                           ": is not a file this build writes a 3D clip or rig as; "
                                           "end --out in .bvh, .glb or .json");
        return out;
    }
    out.value.format = *format;
    out.value.plan = planOutputFile(out.value.path, "--out");
    if (out.value.plan.refusal)
        out.refusals.add(*out.value.plan.refusal);
    else if (auto collision = checkOutputCollisions(inputs, {{"--out", out.value.path}}))
        out.refusals.add(*collision);
    return out;
}

std::optional<Refusal> writeClipOut(const ClipOut& out, const std::string& bytes)
{
    OutputSet set;
    if (out.plan.missingDir)
        if (auto refused = set.makeDirectory(*out.plan.missingDir))
            return refused;
    if (auto refused = set.stage(out.path, bytes))
        return refused;
    if (auto refused = set.commit())
        return refused;
    if (out.plan.missingDir)
        printLine("made directory " + *out.plan.missingDir + " (holds " + out.path + ")");
    return std::nullopt;
}

}  // namespace rigpose::cli
