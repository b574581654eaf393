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
