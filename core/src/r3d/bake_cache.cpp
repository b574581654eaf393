#include "rigpose/r3d/bake_cache.h"

#include <iterator>

namespace rigpose::r3d {

std::string BakeCache::bakeKey(const std::string& cacheKey, const BakeOptions& options)
{
    return cacheKey + (options.absolute ? "#absolute" : "#relative");
}

Loaded<std::string> BakeCache::bakeBytes(std::string_view clipBytes, const Skeleton3& source, const Skeleton3& target,
                                         const std::string& cacheKey, const BakeOptions& options)
{
    Loaded<std::string> out;
    const std::string key = bakeKey(cacheKey, options);
    if (const auto it = m_bakes.find(key); it != m_bakes.end()) {
        if (!it->second.bytes)
            it->second.bytes = bytesOf(it->second.baked);
        out.value = *it->second.bytes;
        return out;
    }
    const Loaded<Bvh> clip = readBvhText(clipBytes, cacheKey);
    if (!clip.ok()) {
        out.refusals = clip.refusals;
        return out;
    }
    return bakeBytes(clipOf(clip.value), source, target, cacheKey, options);
}

Loaded<std::string> BakeCache::bakeBytes(const Clip3& clip, const Skeleton3& source, const Skeleton3& target,
                                         const std::string& cacheKey, const BakeOptions& options)
{
    Loaded<std::string> out;
    const Loaded<Baked> baked = bakeClip(clip, source, target, cacheKey, options);
    if (!baked.ok()) {
        out.refusals = baked.refusals;
        return out;
    }
    Entry& entry = m_bakes.at(bakeKey(cacheKey, options));
    if (!entry.bytes)
        entry.bytes = bytesOf(entry.baked);
    out.value = *entry.bytes;
    return out;
}

Loaded<BakeCache::Baked> BakeCache::bakeClip(const Clip3& clip, const Skeleton3& source, const Skeleton3& target,
                                             const std::string& cacheKey, const BakeOptions& options)
{
    Loaded<Baked> out;
    const std::string key = bakeKey(cacheKey, options);
    if (const auto it = m_bakes.find(key); it != m_bakes.end()) {
        out.value = it->second.baked;
        return out;
    }
    Loaded<Clip3> baked = bake(clip, source, target, options);
    if (!baked.ok()) {
        out.refusals = baked.refusals;
        return out;
    }
    out.value = {std::make_shared<const Clip3>(std::move(baked.value)),
                 std::make_shared<const Skeleton3>(bakedSkeleton(target, options))};
    m_bakes[key] = Entry{cacheKey, out.value, std::nullopt, std::nullopt};
    return out;
}

std::string BakeCache::bytesOf(const Baked& baked) { return bvhText(bvhWithClip(*baked.written, *baked.clip)); }

std::optional<std::string> BakeCache::aux(const std::string& bakeKey) const
{
    const auto it = m_bakes.find(bakeKey);
    return it == m_bakes.end() ? std::nullopt : it->second.aux;
}

bool BakeCache::setAux(const std::string& bakeKey, std::string value)
{
    const auto it = m_bakes.find(bakeKey);
    if (it == m_bakes.end())
        return false;
    it->second.aux = std::move(value);
    return true;
}

void BakeCache::clearCache() { m_bakes.clear(); }

void BakeCache::clearCache(const std::string& key)
{
    for (auto it = m_bakes.begin(); it != m_bakes.end();)
        it = it->first == key || it->second.cacheKey == key ? m_bakes.erase(it) : std::next(it);
}

}  // namespace rigpose::r3d
