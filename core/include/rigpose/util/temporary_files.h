#pragma once
// The temporaries an output is written into before it is renamed onto its target:
// "<target-name>.<pid>.<n>.tmp" beside the target, so a temporary names the process that owns it.
// Live ones are registered so SIGINT and SIGTERM remove them before the process dies; ones left by
// a process that no longer runs (killed hard, machine down) are removed by the next writer of
// the same target.

#include <optional>
#include <string>

#include <sys/types.h>

namespace rigpose {

// Handles SIGINT and SIGTERM by removing every live temporary and the directories made for them
// while still empty, then dying of the signal as if
// unhandled (so the exit status still says killed). A process calls it once, at start: rig-pose's
// main and rigpose-studio's do. A signal ignored at start stays so.
void removeTemporariesOnSignals();

// A fresh temporary beside `target`, created empty (mode 0644) and registered; nullopt with errno
// set when it cannot be made.
std::optional<std::string> createTemporaryFor(const std::string& target);

// Removes the temporary and forgets it.
void removeTemporary(const std::string& temporary);
// Forgets the temporary without removing it: it has been renamed onto its target.
void forgetTemporary(const std::string& temporary);

// A directory an OutputSet made for outputs not yet published, removed (when empty) on a signal
// as its temporaries are; registered before it is made, forgotten once published or removed.
void registerMadeDirectory(const std::string& directory);
void forgetMadeDirectory(const std::string& directory);

// Whether SIGINT or SIGTERM is being handled (on any thread); haltIfSignalled then parks this
// thread until the handler ends the process, so nothing more is made or renamed meanwhile.
bool signalled();
void haltIfSignalled();

// The writer's PID when `fileName` is a temporary of the target named `targetName`.
std::optional<pid_t> temporaryOwner(const std::string& fileName, const std::string& targetName);

// Removes the temporaries of `target` whose owner no longer runs (kill(pid, 0) says ESRCH);
// a live process's, this one's included, are kept. Returns how many were removed.
int removeStaleTemporaries(const std::string& target);

}  // namespace rigpose
