#include "rigpose/clean/require_cleaned.h"

#include <filesystem>

namespace rigpose::clean {

namespace {
// in.json -> in.cleaned.json, beside it.
std::string cleanedName(const std::string& path)
{
    std::filesystem::path p(path);
    return (p.parent_path() / (p.stem().string() + ".cleaned.json")).string();
}
}  // namespace

std::optional<Refusal> requireCleaned(const sequence::Sequence& seq, const std::string& path)
{
    if (seq.cleaned)
        return std::nullopt;
    return Refusal{"POSE_NOT_CLEANED", path +
                                           ": the sequence has no cleaned record; clean it first: rig-pose clean "
                                           "--pose " +
                                           path + " --out " + cleanedName(path)};
}

Refusal cocoNeedsClean(const std::string& path)
{
    return {"POSE_NOT_CLEANED", path +
                                    ": a COCO-17 file is converted and cleaned in one step first: rig-pose clean "
                                    "--coco " +
                                    path + " --out " + cleanedName(path)};
}

}  // namespace rigpose::clean
