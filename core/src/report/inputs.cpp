// Re-hashing the inputs before any write.

#include "rigpose/report/inputs.h"

#include "rigpose/util/atomic_write.h"
#include "rigpose/util/sha256.h"

namespace rigpose::report {

std::optional<Refusal> checkUnchanged(const InputIdentity& identity, const std::string& file, const std::string& flag)
{
    auto bytes = readFileBytes(file);
    if (bytes && sha256Hex(*bytes) == identity.sha256)
        return std::nullopt;
    return Refusal{"INPUT_CHANGED", identity.path + ": " + (bytes ? "changed" : "could no longer be read") +
                                        " while the run read it (" + flag + "; sha256 " + identity.sha256.substr(0, 12) +
                                        "… when read); nothing is written: run again once it is settled"};
}

}  // namespace rigpose::report
