// Reading the gated build's skeleton.json back: its bones (as the runtime would set them up)
// and one animation's bone timelines, so the gate poses what the build states and nothing else.
// Read as a stream of parse events straight into the timelines, without a DOM: a 30-minute clip's
// build is ~60 MB of small key objects, and building them as a DOM took longer than the whole
// rest of the gate.

#include "read_back.h"

#include <array>
#include <unordered_set>

#include "rigpose/util/discard.h"
#include "rigpose/util/json_scanner.h"
#include "rigpose/motion/timelines.h"

namespace rigpose::retarget::detail {

namespace {

std::optional<motion::BoneProperty> timelineProperty(std::string_view name)
{
    for (auto p : {motion::BoneProperty::Rotate, motion::BoneProperty::Translate, motion::BoneProperty::TranslateX,
                   motion::BoneProperty::TranslateY, motion::BoneProperty::Scale, motion::BoneProperty::ScaleX,
                   motion::BoneProperty::ScaleY, motion::BoneProperty::Shear, motion::BoneProperty::ShearX,
                   motion::BoneProperty::ShearY})
        if (motion::boneTimelineName(p) == name)
            return p;
    return std::nullopt;
}

// The parse events of skeleton.json, kept only where they say something about the bones or the
// wanted animation's bone timelines. Depth counts the containers open; m_keys[d] is the last key
// read in the object at depth d. So bones[i].<field> is a value at depth 3 and
// animations.<name>.bones.<bone>.<timeline>[k].<field> one at depth 7 (its keys array is depth 6),
// a Bézier curve's numbers one deeper.
class ReadBackSax {
public:
    // Reads the timelines of the animations named in `wanted`; with `keep` false each one's are
    // dropped when it ends (a check of many animations needs only that they read).
    ReadBackSax(const std::unordered_set<std::string_view>& wanted, bool keep, ReadBack& out,
                const std::stop_token& stop)
        : m_wanted(wanted), m_keep(keep), m_out(out), m_stop(stop)
    {}

    std::string why;  // set when the build cannot be posed; the parse then stops
    bool sawBones = false;
    std::unordered_set<std::string> seen;  // the wanted animations read to their end

    bool null() { return true; }
    bool boolean(bool) { return true; }
    bool number_integer(std::int64_t v) { return number(static_cast<double>(v)); }
    bool number_unsigned(std::uint64_t v) { return number(static_cast<double>(v)); }
    bool number_float(double v, const std::string&) { return number(v); }
    bool string(std::string& v)
    {
        if (inBone() && m_depth == 3)
            return boneString(v);
        if (inKey() && m_depth == 7 && keyField() == "curve") {
            if (v != "stepped")
                return fail("skeleton.json: a key of \"" + m_timeline.boneName + "\" has a malformed curve");
            m_key.curve = motion::TimelineKey::Curve::Stepped;
        }
        return true;
    }
    bool key(std::string& k)
    {
        if (m_depth <= kMaxDepth)
            m_keys[m_depth] = k;
        if (m_depth == 2)  // an animation's name is looked up once, not at every value inside it
            m_wantedHere = at(1) == "animations" && m_wanted.contains(k);
        return true;
    }
    bool start_object(std::size_t)
    {
        open();
        if (inBone() && m_depth == 3)
            m_bone = {};
        if (inKey() && m_depth == 7)
            m_key = {};
        return true;
    }
    bool end_object()
    {
        throwIfStopped(m_stop);
        if (inBone() && m_depth == 3 && !endBone())
            return false;
        if (inKey() && m_depth == 7)
            m_timeline.keys.push_back(std::move(m_key));
        if (m_depth == 3 && wanted()) {
            seen.insert(at(2));
            if (!m_keep)
                m_out.animation.boneTimelines.clear();
        }
        return close();
    }
    bool start_array(std::size_t)
    {
        if (m_depth == 1 && at(1) == "bones")
            sawBones = true;
        open();
        if (inTimeline() && m_depth == 6)
            return startTimeline();
        if (inKey() && m_depth == 8) {
            if (keyField() != "curve")
                return fail("skeleton.json: a key of \"" + m_timeline.boneName + "\" has a malformed curve");
            m_key.curve = motion::TimelineKey::Curve::Bezier;
        }
        return true;
    }
    bool end_array()
    {
        if (inTimeline() && m_depth == 6)
            m_out.animation.boneTimelines.push_back(std::move(m_timeline));
        return close();
    }

private:
    static constexpr std::size_t kMaxDepth = 16;
    const std::unordered_set<std::string_view>& m_wanted;
    bool m_keep;
    bool m_wantedHere = false;  // the animation at depth 2 is one of m_wanted
    ReadBack& m_out;
    const std::stop_token& m_stop;                  // checked once an object (a key, a bone)
    std::size_t m_depth = 0;                        // containers open
    std::array<std::string, kMaxDepth + 1> m_keys;  // the last key seen in the object at each depth
    rig::BoneData m_bone;
    motion::BoneTimeline m_timeline;
    motion::TimelineKey m_key;
    bool m_pair = false;

    void open()
    {
        ++m_depth;
        if (m_depth <= kMaxDepth)
            m_keys[m_depth].clear();
    }
    bool close()
    {
        --m_depth;
        return true;
    }
    bool fail(std::string reason)
    {
        why = std::move(reason);
        return false;
    }
    // The key the container at `depth` sits under in its parent (the parent's last key).
    const std::string& at(std::size_t depth) const { return m_keys[depth]; }
    bool wanted() const { return m_depth >= 2 && m_wantedHere && at(1) == "animations"; }
    bool inBone() const { return m_depth >= 2 && at(1) == "bones"; }
    bool inTimeline() const { return m_depth >= 6 && wanted() && at(3) == "bones"; }
    bool inKey() const { return m_depth >= 7 && inTimeline(); }
    const std::string& keyField() const { return m_keys[7]; }

    bool boneString(const std::string& v)
    {
        const std::string& field = m_keys[3];
        if (field == "name")
            m_bone.name = v;
        else if (field == "parent")
            m_bone.parent = v;
        else if (field == "inherit") {
            auto mode = rig::parseInherit(v);
            if (!mode)
                return fail("skeleton.json: bone \"" + m_bone.name + "\" has an unknown inherit");
            m_bone.inherit = *mode;
        }
        return true;
    }
    bool endBone()
    {
        m_bone.parentIndex = m_bone.parent.empty() ? -1 : m_out.rig.boneIndex(m_bone.parent);
        if (!m_bone.parent.empty() && m_bone.parentIndex < 0)
            return fail("skeleton.json: bone \"" + m_bone.name + "\" names parent \"" + m_bone.parent + "\" before it");
        m_out.rig.appendBone(std::move(m_bone));
        return true;
    }
    bool startTimeline()
    {
        m_timeline = {};
        m_timeline.boneName = at(4);
        m_timeline.bone = m_out.rig.boneIndex(m_timeline.boneName);
        const auto property = timelineProperty(at(5));
        if (!property || m_timeline.bone < 0)
            return fail("skeleton.json: animation \"" + at(2) + "\" keys \"" + at(5) + "\" of \"" +
                        m_timeline.boneName + "\", which the read-back cannot pose");
        m_timeline.property = *property;
        m_pair = motion::channelCount(*property) == 2;
        return true;
    }
    // A timeline's key opens with its channels at 0 (Spine's default for a missing value).
    void keyNumber(double v)
    {
        if (m_key.values.empty())
            m_key.values.assign(m_pair ? 2 : 1, 0.0);
        const std::string& field = keyField();
        if (field == "time")
            m_key.time = v;
        else if (m_pair && field == "x")
            m_key.values[0] = v;
        else if (m_pair && field == "y")
            m_key.values[1] = v;
        else if (!m_pair && field == "value")
            m_key.values[0] = v;
    }
    bool number(double v)
    {
        if (inBone() && m_depth == 3) {
            const std::string& f = m_keys[3];
            if (f == "length")
                m_bone.length = v;
            else if (f == "x")
                m_bone.x = v;
            else if (f == "y")
                m_bone.y = v;
            else if (f == "rotation")
                m_bone.rotation = v;
            else if (f == "scaleX")
                m_bone.scaleX = v;
            else if (f == "scaleY")
                m_bone.scaleY = v;
            else if (f == "shearX")
                m_bone.shearX = v;
            else if (f == "shearY")
                m_bone.shearY = v;
        } else if (inKey() && m_depth == 7) {
            keyNumber(v);
        } else if (inKey() && m_depth == 8) {
            m_key.bezier.push_back(v);
        }
        return true;
    }
};

}  // namespace

namespace {

// One pass of the sax over the build: false (and `why`) when the bytes do not parse or cannot be
// posed; otherwise `seen` names the wanted animations found.
bool scan(std::string_view skeletonJson, const std::unordered_set<std::string_view>& wanted, bool keep, ReadBack& out,
          std::unordered_set<std::string>& seen, std::string& why, const std::stop_token& stop)
{
    ReadBackSax sax(wanted, keep, out, stop);
    rigpose::detail::ByteSource source(skeletonJson);
    rigpose::detail::JsonScanner scanner(source, sax);
    try {
        scanner.parse();
    } catch (const Stopped&) {
        // The timelines read so far are freed off this thread (util/discard.h).
        rigpose::detail::discard(std::move(out));
        throw;
    }
    if (scanner.failed) {
        why = "skeleton.json does not parse back: " + scanner.error.what + " at byte " +
              std::to_string(scanner.error.offset);
        return false;
    }
    if (!sax.why.empty()) {
        why = sax.why;
        return false;
    }
    if (!sax.sawBones) {
        why = "skeleton.json has no bones";
        return false;
    }
    seen = std::move(sax.seen);
    return true;
}

std::string noAnimation(const std::string& animation) { return "skeleton.json has no animation \"" + animation + "\""; }

}  // namespace

std::optional<ReadBack> readBack(std::string_view skeletonJson, const std::string& animation, std::string& why,
                                 const std::stop_token& stop)
{
    ReadBack out;
    out.animation.name = animation;
    std::unordered_set<std::string> seen;
    if (!scan(skeletonJson, {animation}, true, out, seen, why, stop))
        return std::nullopt;
    if (seen.empty()) {
        why = noAnimation(animation);
        return std::nullopt;
    }
    // A key with no channel named keeps Spine's default of 0.
    for (motion::BoneTimeline& t : out.animation.boneTimelines)
        for (motion::TimelineKey& k : t.keys)
            if (k.values.empty())
                k.values.assign(motion::channelCount(t.property) == 2 ? 2 : 1, 0.0);
    return out;
}

std::vector<std::string> readBackEvery(std::string_view skeletonJson, const std::vector<std::string>& animations,
                                       const std::stop_token& stop)
{
    const std::unordered_set<std::string_view> wanted(animations.begin(), animations.end());
    ReadBack out;
    std::unordered_set<std::string> seen;
    std::string why;
    if (!scan(skeletonJson, wanted, false, out, seen, why, stop))
        return {why};
    std::vector<std::string> reasons;
    for (const std::string& a : animations)
        if (!seen.contains(a))
            reasons.push_back(noAnimation(a));
    return reasons;
}

}  // namespace rigpose::retarget::detail
