#pragma once
// What every fuzz target shares: the bytes as text, and the checks a reader's answer must pass
// whatever the input (a refusal has a code and a message naming the file; an accepted input is
// written by our own writer and read back without refusal).

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "rigpose/rig/reader.h"
#include "rigpose/util/refusal.h"

namespace rigpose::fuzz {

inline constexpr char kName[] = "fuzz.json";

inline std::string_view textOf(const std::uint8_t* data, std::size_t size)
{
    return {reinterpret_cast<const char*>(data), size};
}

// A broken promise is a crash, so libFuzzer keeps the input that broke it.
[[noreturn]] inline void broken(const char* promise, const std::string& detail = {})
{
    std::fprintf(stderr, "broken promise: %s\n%s\n", promise, detail.c_str());
    std::abort();
}

inline std::string listed(const RefusalList& refusals)
{
    std::string out;
    for (const Refusal& r : refusals.items())
        out += r.code + ": " + r.message + "\n";
    return out;
}

// Every refusal is named and says which file it is about.
inline void checkRefusals(const RefusalList& refusals, std::string_view name = kName)
{
    for (const Refusal& r : refusals.items()) {
        if (r.code.empty() || r.message.empty())
            broken("a refusal has a code and a message", listed(refusals));
        if (r.message.rfind(name, 0) != 0)
            broken("a refusal's message starts with the file's name", listed(refusals));
    }
}

// Two reads of one input (a fast path and a validating one) refuse the same way.
inline void checkSameRefusals(const RefusalList& a, const RefusalList& b, const char* promise)
{
    if (a.total() != b.total() || a.items() != b.items())
        broken(promise, "first:\n" + listed(a) + "second:\n" + listed(b));
}

// The one rig a target reads its files against (one per target: it is read on the first call);
// a fixture rig that does not read is a broken build.
inline const rig::Rig& fixtureRig(const char* path)
{
    static const rig::Rig rig = [path] {
        auto read = rig::readRigFile(path);
        if (!read.ok())
            broken("the fixture rig reads", listed(read.refusals));
        return read.value;
    }();
    return rig;
}

}  // namespace rigpose::fuzz
