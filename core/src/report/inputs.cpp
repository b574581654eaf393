// Re-hashing the inputs before any write.

#include "rigpose/report/inputs.h"

#include "rigpose/util/atomic_write.h"
#include "rigpose/util/json_policy.h"
#include "rigpose/util/sha256.h"

namespace rigpose::report {

std::optional<Refusal> checkUnchanged(const InputIdentity& identity, const std::string& file, const std::string& flag)
{
    auto bytes = readFileBytes(file);
    if (bytes && sha256Hex(*bytes) == identity.sha256)
        return std::nullopt;
    return Refusal{"INPUT_CHANGED", identity.path + ": " + (bytes ? "changed" : "could no longer be read") +
                                        " while the run read it (" + flag + "; sha256 " +
                                        identity.sha256.substr(0, 12) +
                                        "… when read); nothing is written: run again once it is settled"};
}

std::optional<ReadInput> readInput(const std::string& path, const std::string& typed, const char* code,
                                   const char* jsonCode, const char* flag, RefusalList& refusals)
{
    auto [bytes, fault] = readJsonFileBytes(path);
    if (fault) {
        refusals.add(jsonCode, jsonFaultMessage(path, *fault, ""));
        return std::nullopt;
    }
    if (!bytes) {
        refusals.add(code, path + ": cannot be opened; check the path given to " + flag);
        return std::nullopt;
    }
    return ReadInput{*bytes, {typed, sha256Hex(*bytes)}};
}

}  // namespace rigpose::report
