#include "read_context.h"

#include <algorithm>

#include "rigpose/sequence/reader.h"
#include "rigpose/sequence/writer.h"

namespace rigpose::sequence::detail {

bool ReadContext::keyAllowed(const std::string& key, int keyMinor, const std::string& where) const
{
    if (keyMinor == 0)
        return true;
    const auto [at, added] = keyIndex.try_emplace({key, keyMinor}, keysToJudge.size());
    if (added)
        keysToJudge.push_back({key, where, keyMinor, 1, frameBeingRead});
    else
        ++keysToJudge[at->second].count;
    return keyMinor > 0;
}

void ReadContext::judgeKeys() const
{
    for (const KeySeen& seen : keysToJudge) {
        std::string where = seen.where;
        std::string more = seen.count > 1 ? " (and " + std::to_string(seen.count - 1) + " more places)" : "";
        if (seen.minor < 0 && minor > kNewestMinor) {
            refuse("POSE_SPEC", where,
                   "key \"" + seen.key + "\" is not one this reader knows: the file says it was written as \"" + spec +
                       "\", a newer minor than this reader's \"" + specString(kNewestMinor) +
                       "\"; read it with a rig-pose that reads that minor" + more,
                   {.frame = seen.frame});
        } else if (seen.minor < 0) {
            refuse("POSE_KEYS", where, "unknown key \"" + seen.key + "\" in a " + spec + " file" + more,
                   {.frame = seen.frame});
        } else if (seen.minor > minor) {
            refuse("POSE_SPEC", where,
                   "key \"" + seen.key + "\" belongs to \"" + specString(seen.minor) + "\", but the file says \"" +
                       spec + "\"; write the spec as \"" + specString(seen.minor) + "\" or drop the key" + more,
                   {.frame = seen.frame});
        }
    }
}

}  // namespace rigpose::sequence::detail
