#include "rigpose/util/output_paths.h"

#include <filesystem>

#include <sys/stat.h>

namespace rigpose {
namespace fs = std::filesystem;

namespace {

// The path with symlinks and ".." resolved; weakly_canonical also takes a file not made yet.
fs::path realPath(const std::string& path)
{
    std::error_code ec;
    fs::path real = fs::weakly_canonical(fs::absolute(path, ec), ec);
    if (!ec)
        return real;
    return fs::absolute(path, ec).lexically_normal();
}

std::optional<std::pair<dev_t, ino_t>> inodeOf(const std::string& path)
{
    struct stat st {};
    if (::stat(path.c_str(), &st) != 0)
        return std::nullopt;
    return std::pair{st.st_dev, st.st_ino};
}

}  // namespace

bool sameFile(const std::string& a, const std::string& b)
{
    if (realPath(a) == realPath(b))
        return true;
    const auto ia = inodeOf(a), ib = inodeOf(b);
    return ia && ib && *ia == *ib;
}

bool insideFolder(const std::string& path, const std::string& folder)
{
    for (fs::path at = realPath(path);; at = at.parent_path()) {
        if (sameFile(at.string(), folder))
            return true;
        if (!at.has_relative_path())
            return false;  // the root, not the folder
    }
}

std::optional<Refusal> checkOutputFolder(const std::vector<NamedPath>& inputs, const NamedPath& folder)
{
    for (const NamedPath& in : inputs)
        if (insideFolder(in.path, folder.path))
            return Refusal{"ARG_PATH", folder.flag + " " + folder.path + " is or holds the input " + in.flag + " " +
                                           in.path + "; its files would land among the inputs, so give " + folder.flag +
                                           " a folder of its own"};
    return std::nullopt;
}

std::optional<Refusal> checkOutputCollisions(const std::vector<NamedPath>& inputs,
                                             const std::vector<NamedPath>& outputs)
{
    for (std::size_t i = 0; i < outputs.size(); ++i) {
        const NamedPath& out = outputs[i];
        for (const NamedPath& in : inputs)
            if (sameFile(out.path, in.path))
                return Refusal{"ARG_PATH", out.flag + " " + out.path + " is the same file as the input " + in.flag +
                                               " " + in.path + "; writing it would destroy the input, so give " +
                                               out.flag + " a path of its own"};
        for (std::size_t j = 0; j < i; ++j)
            if (sameFile(out.path, outputs[j].path))
                return Refusal{"ARG_PATH", out.flag + " " + out.path + " and " + outputs[j].flag + " " +
                                               outputs[j].path +
                                               " are the same file; one would overwrite the other, so give each "
                                               "output a path of its own"};
    }
    return std::nullopt;
}

}  // namespace rigpose
