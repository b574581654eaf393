#include "rigpose/util/output_set.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <set>

#include <fcntl.h>
#include <unistd.h>

#include "rigpose/util/temporary_files.h"

namespace rigpose {
namespace fs = std::filesystem;

namespace {

Refusal pathRefusal(const std::string& path, const std::string& why)
{
    return {"ARG_PATH", "cannot write " + path + ": " + why + "; choose a path in an existing, writable directory"};
}

fs::path directoryOf(const std::string& path)
{
    fs::path dir = fs::path(path).parent_path();
    return dir.empty() ? fs::path(".") : dir;
}

// Makes a file's bytes (or a directory's entries) durable.
bool syncPath(const std::string& path, int flags)
{
    int fd = ::open(path.c_str(), flags | O_CLOEXEC);
    if (fd < 0)
        return false;
    bool ok = ::fsync(fd) == 0;
    ::close(fd);
    return ok;
}

}  // namespace

OutputSet::~OutputSet() { discard(); }

void OutputSet::discard()
{
    for (const Staged& s : m_staged)
        if (!m_committed)
            removeTemporary(s.temporary);
    m_staged.clear();
    if (!m_committed) {
        // Innermost first; rmdir removes only what is empty, so nothing another writer put there.
        for (auto it = m_madeDirs.rbegin(); it != m_madeDirs.rend(); ++it) {
            ::rmdir(it->c_str());
            forgetMadeDirectory(*it);
        }
        m_madeDirs.clear();
    }
}

std::optional<Refusal> OutputSet::makeDirectory(const std::string& dir)
{
    std::vector<std::string> missing;  // innermost first
    std::error_code ec;
    fs::path p = fs::path(dir).lexically_normal();
    if (!p.has_filename())  // "a/b/" names "a/b"
        p = p.parent_path();
    for (; !p.empty() && !fs::exists(p, ec); p = p.parent_path()) {
        missing.push_back(p.string());
        if (p.parent_path() == p)
            break;
    }
    if (missing.empty())
        return std::nullopt;
    // Registered before they exist, as temporaries are: a signal in between would leave them.
    for (const std::string& made : missing)
        registerMadeDirectory(made);
    fs::create_directories(dir, ec);
    if (signalled()) {  // made after the handler's sweep, perhaps: removed here, innermost first
        for (const std::string& made : missing)
            ::rmdir(made.c_str());
        haltIfSignalled();
    }
    m_madeDirs.insert(m_madeDirs.end(), missing.rbegin(), missing.rend());
    if (ec)
        return Refusal{"ARG_PATH", "cannot make the directory " + dir + ": " + ec.message()};
    return std::nullopt;
}

std::optional<Refusal> OutputSet::stage(const std::string& path, const StreamWriter& write)
{
    removeStaleTemporaries(path);
    const auto temporary = createTemporaryFor(path);
    if (!temporary)
        return pathRefusal(path, std::strerror(errno));
    m_staged.push_back({path, *temporary});
    bool ok = false;
    {
        std::ofstream out(*temporary, std::ios::binary | std::ios::trunc);
        if (signalled()) {  // the handler may have removed the file this open made again
            out.close();
            ::unlink(temporary->c_str());
            haltIfSignalled();
        }
        if (out) {
            try {
                write(out);
            } catch (...) {  // this temporary now; the rest when the set is dropped
                out.close();
                removeTemporary(*temporary);
                m_staged.pop_back();
                throw;
            }
            out.flush();
            ok = static_cast<bool>(out);
        }
    }
    if (!ok || !syncPath(*temporary, O_RDONLY))
        return pathRefusal(path, "the write did not complete");
    return std::nullopt;
}

std::optional<Refusal> OutputSet::stage(const std::string& path, std::string_view bytes)
{
    return stage(path,
                 [bytes](std::ostream& out) { out.write(bytes.data(), static_cast<std::streamsize>(bytes.size())); });
}

std::optional<Refusal> OutputSet::commit()
{
    std::optional<Refusal> failed;
    std::set<std::string> dirs;
    for (const Staged& s : m_staged) {
        if (failed) {
            removeTemporary(s.temporary);
            continue;
        }
        haltIfSignalled();  // nothing more published once a signal is being handled
        if (std::rename(s.temporary.c_str(), s.target.c_str()) != 0) {
            failed = pathRefusal(s.target, std::strerror(errno));
            removeTemporary(s.temporary);
            continue;
        }
        forgetTemporary(s.temporary);
        dirs.insert(directoryOf(s.target).string());
    }
    // The renames themselves durable, so a crash after this returns cannot undo them.
    for (const std::string& dir : dirs)
        syncPath(dir, O_RDONLY | O_DIRECTORY);
    m_staged.clear();
    // On a failed commit the set stays uncommitted, so the directories it made go again, all but
    // those now holding a published file (rmdir leaves a directory that is not empty).
    m_committed = !failed;
    if (m_committed)
        for (const std::string& dir : m_madeDirs)
            forgetMadeDirectory(dir);  // published: theirs now, not ours to remove
    return failed;
}

}  // namespace rigpose
