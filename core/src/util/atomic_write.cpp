#include "rigpose/util/atomic_write.h"
#include "rigpose/util/input_file.h"

#include <filesystem>
#include <fstream>
#include <sstream>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace rigpose {
namespace fs = std::filesystem;

namespace {

fs::path directoryOf(const std::string& path)
{
    fs::path dir = fs::path(path).parent_path();
    return dir.empty() ? fs::path(".") : dir;
}

Refusal pathRefusal(const std::string& path, const std::string& why)
{
    return {"ARG_PATH", "cannot write " + path + ": " + why + "; choose a path in an existing, writable directory"};
}

}  // namespace

std::optional<Refusal> checkWritablePath(const std::string& path, std::string_view flag)
{
    std::error_code ec;
    if (path.empty())
        return Refusal{"ARG_PATH", std::string(flag) + " names an empty path"};
    if (fs::is_directory(path, ec))
        return pathRefusal(path, "it is a directory (" + std::string(flag) + " takes a file path)");
    fs::path dir = directoryOf(path);
    if (!fs::exists(dir, ec))
        return pathRefusal(path, "the directory " + dir.string() + " does not exist");
    if (!fs::is_directory(dir, ec))
        return pathRefusal(path, dir.string() + " is a file, not a directory");
    if (::access(dir.c_str(), W_OK | X_OK) != 0)
        return pathRefusal(path, "the directory " + dir.string() + " is not writable");
    return std::nullopt;
}

OutputPlan planOutputFile(const std::string& path, std::string_view flag)
{
    OutputPlan plan;
    std::error_code ec;
    if (path.empty()) {
        plan.refusal = Refusal{"ARG_PATH", std::string(flag) + " names an empty path"};
        return plan;
    }
    if (fs::is_directory(path, ec)) {
        plan.refusal = pathRefusal(path, "it is a directory (" + std::string(flag) + " takes a file path)");
        return plan;
    }
    // Walk up to the nearest ancestor that exists: it must be a writable directory.
    fs::path dir = directoryOf(path);
    fs::path firstMissing;
    while (!fs::exists(dir, ec)) {
        firstMissing = dir;
        fs::path parent = dir.parent_path();
        if (parent.empty() || parent == dir) {
            dir = ".";
            break;
        }
        dir = parent;
    }
    if (!fs::is_directory(dir, ec)) {
        plan.refusal = pathRefusal(path, dir.string() + " is a file where a directory has to be");
        return plan;
    }
    if (::access(dir.c_str(), W_OK | X_OK) != 0) {
        plan.refusal = pathRefusal(path, "the directory " + dir.string() + " is not writable");
        return plan;
    }
    if (!firstMissing.empty())
        plan.missingDir = directoryOf(path).string();
    return plan;
}

std::optional<Refusal> makeMissingDirectory(const OutputPlan& plan)
{
    if (!plan.missingDir)
        return std::nullopt;
    std::error_code ec;
    fs::create_directories(*plan.missingDir, ec);
    if (ec)
        return Refusal{"ARG_PATH", "cannot make the directory " + *plan.missingDir + ": " + ec.message()};
    return std::nullopt;
}

std::optional<Refusal> writeFileAtomically(const std::string& path, const StreamWriter& write)
{
    if (auto refused = checkWritablePath(path, "the output"))
        return refused;
    OutputSet set;
    if (auto refused = set.stage(path, write))
        return refused;
    return set.commit();
}

std::optional<Refusal> writeFileAtomically(const std::string& path, std::string_view bytes)
{
    return writeFileAtomically(
        path, [bytes](std::ostream& out) { out.write(bytes.data(), static_cast<std::streamsize>(bytes.size())); });
}

std::optional<std::string> readFileBytes(const std::string& path)
{
    std::error_code ec;
    if (fs::is_directory(path, ec) || isSpecialFile(path))
        return std::nullopt;
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return std::nullopt;
    std::ostringstream buffer;
    buffer << in.rdbuf();
    return std::move(buffer).str();
}

}  // namespace rigpose
