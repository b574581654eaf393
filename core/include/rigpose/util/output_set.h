#pragma once
// The files one run writes, published all together or not at all: every file is staged into a
// temporary beside its target first, and only when all are complete are they renamed onto their
// targets. Until commit() nothing a reader can see has changed; a set dropped uncommitted
// removes its temporaries and the directories it made, so a failed run leaves what was there.

#include <functional>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "rigpose/util/refusal.h"

namespace rigpose {

using StreamWriter = std::function<void(std::ostream&)>;

class OutputSet {
public:
    OutputSet() = default;
    OutputSet(const OutputSet&) = delete;
    OutputSet& operator=(const OutputSet&) = delete;
    ~OutputSet();

    // Makes `dir` and its missing parents; the ones this call made are removed again unless the
    // set is committed. ARG_PATH when that fails.
    std::optional<Refusal> makeDirectory(const std::string& dir);

    // Writes `path`'s new content into a fresh temporary beside it (after removing the stale
    // temporaries of dead writers). ARG_PATH when it cannot be written; a writer that throws has
    // its temporary removed and the exception passed on.
    std::optional<Refusal> stage(const std::string& path, const StreamWriter& write);
    std::optional<Refusal> stage(const std::string& path, std::string_view bytes);

    // Renames every temporary onto its target, in the order staged. ARG_PATH when a rename fails:
    // the targets before it hold their new bytes, the rest keep their old (their temporaries are
    // removed). A set commits once; staging after it is a programming error.
    std::optional<Refusal> commit();

    // Removes the temporaries and the directories made, as the destructor does.
    void discard();

    const std::vector<std::string>& madeDirectories() const { return m_madeDirs; }

private:
    struct Staged {
        std::string target;
        std::string temporary;
    };
    std::vector<Staged> m_staged;
    std::vector<std::string> m_madeDirs;  // outermost first
    bool m_committed = false;
};

}  // namespace rigpose
