#include "rigpose/util/temporary_files.h"

#include <atomic>
#include <cerrno>
#include <charconv>
#include <csignal>
#include <cstring>
#include <filesystem>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace rigpose {
namespace fs = std::filesystem;

namespace {

// The registries the signal handler reads: fixed slots of C strings, since a handler may not
// allocate or lock. A slot is Free, Filling (being written, skipped by the handler) or Live.
constexpr std::size_t kPathMax = 4096;
enum : int { Free = 0, Filling = 1, Live = 2 };
static_assert(std::atomic<int>::is_always_lock_free, "the signal handler reads these atomics");

template <int Slots>
struct Registry {
    std::atomic<int> state[Slots];
    char path[Slots][kPathMax];

    void add(const std::string& p)
    {
        if (p.size() >= kPathMax)
            return;  // too long for a slot: only the stale sweep will find it after a kill
        for (int i = 0; i < Slots; ++i) {
            int expected = Free;
            if (state[i].compare_exchange_strong(expected, Filling, std::memory_order_acq_rel)) {
                std::memcpy(path[i], p.c_str(), p.size() + 1);
                state[i].store(Live, std::memory_order_release);
                return;
            }
        }
        // Every slot taken: still removed on every ordinary path, only not on a signal.
    }

    void remove(const std::string& p)
    {
        for (int i = 0; i < Slots; ++i) {
            if (state[i].load(std::memory_order_acquire) != Live || p != path[i])
                continue;
            int expected = Live;
            if (state[i].compare_exchange_strong(expected, Filling, std::memory_order_acq_rel))
                state[i].store(Free, std::memory_order_release);
            return;
        }
    }

    bool live(int i) const { return state[i].load(std::memory_order_acquire) == Live; }
};

constexpr int kDirectorySlots = 16;
Registry<64> g_temporaries;
Registry<kDirectorySlots> g_directories;  // made for outputs not yet published

std::atomic<unsigned> g_counter{0};
// Set first by the handler: it may run on any thread while another goes on writing, so a writer
// checks it after making a file or folder and before each rename (haltIfSignalled).
std::atomic<bool> g_signalled{false};

void removeTemporariesAndDie(int sig)
{
    g_signalled.store(true);
    const int saved = errno;
    for (int i = 0; i < 64; ++i)
        if (g_temporaries.live(i))
            ::unlink(g_temporaries.path[i]);
    // Then the directories made for them, emptied now; a pass per level, innermost going first
    // whatever their slots' order, and rmdir leaves any that holds something else.
    for (int pass = 0; pass < kDirectorySlots; ++pass)
        for (int i = 0; i < kDirectorySlots; ++i)
            if (g_directories.live(i))
                ::rmdir(g_directories.path[i]);
    errno = saved;
    // Die of the signal itself, so the exit status still says killed.
    ::signal(sig, SIG_DFL);
    ::raise(sig);
}

void registerTemporary(const std::string& path) { g_temporaries.add(path); }

// This thread waits for the handler, on another, to end the process.
[[noreturn]] void waitForTheSignal()
{
    for (;;)
        ::pause();
}
void unregisterTemporary(const std::string& path) { g_temporaries.remove(path); }

fs::path directoryOf(const std::string& path)
{
    fs::path dir = fs::path(path).parent_path();
    return dir.empty() ? fs::path(".") : dir;
}

bool allDigits(std::string_view s) { return !s.empty() && s.find_first_not_of("0123456789") == std::string_view::npos; }

}  // namespace

void removeTemporariesOnSignals()
{
    for (int sig : {SIGINT, SIGTERM}) {
        struct sigaction current {};
        // A signal the process was started ignoring (nohup, a shell's background job) stays ignored.
        if (::sigaction(sig, nullptr, &current) != 0 || current.sa_handler == SIG_IGN)
            continue;
        struct sigaction action {};
        action.sa_handler = removeTemporariesAndDie;
        sigemptyset(&action.sa_mask);
        ::sigaction(sig, &action, nullptr);
    }
}

std::optional<std::string> createTemporaryFor(const std::string& target)
{
    const fs::path dir = directoryOf(target);
    const std::string stem = fs::path(target).filename().string() + "." + std::to_string(::getpid()) + ".";
    for (int attempt = 0; attempt < 100; ++attempt) {
        const std::string path = (dir / (stem + std::to_string(g_counter.fetch_add(1)) + ".tmp")).string();
        // Registered before it exists: a signal between the file's creation and its registration
        // would otherwise leave it behind (cli.output_paths kills a run the moment the file shows).
        registerTemporary(path);
        const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
        if (fd < 0) {
            const int error = errno;
            unregisterTemporary(path);
            errno = error;
            if (error == EEXIST)
                continue;
            return std::nullopt;
        }
        // An output is an ordinary file others may read, whatever the umask.
        ::fchmod(fd, 0644);
        ::close(fd);
        if (g_signalled.load()) {  // made after the handler's sweep, perhaps: this thread's to remove
            ::unlink(path.c_str());
            waitForTheSignal();
        }
        return path;
    }
    errno = EEXIST;
    return std::nullopt;
}

void removeTemporary(const std::string& temporary)
{
    ::unlink(temporary.c_str());
    unregisterTemporary(temporary);
}

void forgetTemporary(const std::string& temporary) { unregisterTemporary(temporary); }

void registerMadeDirectory(const std::string& directory) { g_directories.add(directory); }

bool signalled() { return g_signalled.load(); }

void haltIfSignalled()
{
    if (g_signalled.load())
        waitForTheSignal();
}
void forgetMadeDirectory(const std::string& directory) { g_directories.remove(directory); }

std::optional<pid_t> temporaryOwner(const std::string& fileName, const std::string& targetName)
{
    const std::string_view name(fileName);
    const std::string_view suffix = ".tmp";
    if (name.size() <= targetName.size() + 1 + suffix.size() || name.substr(0, targetName.size()) != targetName ||
        name[targetName.size()] != '.' || name.substr(name.size() - suffix.size()) != suffix)
        return std::nullopt;
    const std::string_view middle = name.substr(targetName.size() + 1,
                                                name.size() - targetName.size() - 1 - suffix.size());
    const auto dot = middle.find('.');
    if (dot == std::string_view::npos || !allDigits(middle.substr(0, dot)) || !allDigits(middle.substr(dot + 1)))
        return std::nullopt;
    pid_t pid = 0;
    auto [end, ec] = std::from_chars(middle.data(), middle.data() + dot, pid);
    if (ec != std::errc() || end != middle.data() + dot || pid <= 0)
        return std::nullopt;
    return pid;
}

int removeStaleTemporaries(const std::string& target)
{
    const std::string targetName = fs::path(target).filename().string();
    std::error_code ec;
    int removed = 0;
    for (fs::directory_iterator it(directoryOf(target), ec), end; !ec && it != end; it.increment(ec)) {
        const auto owner = temporaryOwner(it->path().filename().string(), targetName);
        // Only ESRCH says the owner is gone; EPERM is a live process of another user.
        if (owner && ::kill(*owner, 0) != 0 && errno == ESRCH && ::unlink(it->path().c_str()) == 0)
            ++removed;
    }
    return removed;
}

}  // namespace rigpose
