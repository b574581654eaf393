#pragma once
// Bakes held by key (issue 39): a bake is the cold step, made once per clip and target rig, and
// a caller that asks again with the same key gets the bytes it was given before. Each correction
// mode (relative, absolute) is its own bake under its own key. A value a caller derives from a
// bake can be kept beside it (aux), and goes when the bake goes. A bake is held as its clip; its
// BVH bytes are made the first time they are asked for (issue 40: the studio's live bake draws
// the clip and needs the bytes only to export).

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "rigpose/r3d/bake.h"

namespace rigpose::r3d {

class BakeCache {
public:
    // The key a bake under `cacheKey` with these options is held at: the caller's key and the mode.
    static std::string bakeKey(const std::string& cacheKey, const BakeOptions& options);

    // A BVH clip's text baked from `source` onto `target`, as BVH text on the target's skeleton.
    // The first call bakes and keeps the bytes under bakeKey(cacheKey, options); a later one
    // with that key returns them without reading the clip (a refused bake is not kept).
    Loaded<std::string> bakeBytes(std::string_view clipBytes, const Skeleton3& source, const Skeleton3& target,
                                  const std::string& cacheKey, const BakeOptions& options = {});

    // The same for a clip already read (a glTF animation, a 3D clip): `clip` on `source`'s bones.
    Loaded<std::string> bakeBytes(const Clip3& clip, const Skeleton3& source, const Skeleton3& target,
                                  const std::string& cacheKey, const BakeOptions& options = {});

    // The bake itself, held under the same key as its bytes: the clip on `written`'s bones
    // (bakedSkeleton(target, options)), for a caller that draws it rather than writes it.
    struct Baked {
        std::shared_ptr<const Clip3> clip;
        std::shared_ptr<const Skeleton3> written;
    };
    Loaded<Baked> bakeClip(const Clip3& clip, const Skeleton3& source, const Skeleton3& target,
                           const std::string& cacheKey, const BakeOptions& options = {});
    // The BVH text of a bake written on its skeleton: what bakeBytes returns.
    static std::string bytesOf(const Baked& baked);
    // Whether a bake is held at bakeKey(cacheKey, options): the next bakeBytes returns it.
    bool holds(const std::string& cacheKey, const BakeOptions& options) const
    {
        return m_bakes.contains(bakeKey(cacheKey, options));
    }

    // What was kept beside the bake at `bakeKey`; none when nothing was or the bake is gone.
    std::optional<std::string> aux(const std::string& bakeKey) const;
    // Kept only while the bake at `bakeKey` is; false when there is no such bake.
    bool setAux(const std::string& bakeKey, std::string value);

    // Every bake and what was kept beside it; or those of one key, a caller's key (every mode of
    // it) or a bakeKey (that mode alone). After a rig's profile changes, so its clips bake again.
    void clearCache();
    void clearCache(const std::string& key);

    std::size_t size() const { return m_bakes.size(); }

private:
    struct Entry {
        std::string cacheKey;
        Baked baked;
        std::optional<std::string> bytes, aux;  // bytes: once asked for
    };
    std::map<std::string, Entry> m_bakes;  // by bakeKey
};

}  // namespace rigpose::r3d
