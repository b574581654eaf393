#include "rigpose/run/source.h"

#include "rigpose/util/sha256.h"

namespace rigpose::run {

std::optional<report::ReadInput> readSource(const Source& source, const SourceCodes& codes, RefusalList& refusals)
{
    if (source.bytes)
        return report::ReadInput{*source.bytes, {source.typed, sha256Hex(*source.bytes)}};
    return report::readInput(source.path, source.typed, codes.code, codes.jsonCode, codes.flag, refusals);
}

}  // namespace rigpose::run
