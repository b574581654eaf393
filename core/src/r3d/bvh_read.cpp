// The BVH reader: HIERARCHY (ROOT, JOINT and End Site blocks, each with an OFFSET and, for a
// joint, its CHANNELS), then MOTION (Frames, Frame Time, the values). The skeleton is read with
// an explicit stack, never recursion, so a file nested past kBvhMaxDepth is refused, not a crash.

#include "rigpose/r3d/bvh.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <limits>

#include "rigpose/util/atomic_write.h"

namespace rigpose::r3d {

namespace {

// Walks the text word by word, counting lines for the messages.
class Cursor {
public:
    explicit Cursor(std::string_view text) : m_text(text) {}

    bool atEnd()
    {
        skipSpace();
        return m_at >= m_text.size();
    }
    std::size_t line() const { return m_line; }

    std::string_view word()
    {
        skipSpace();
        const std::size_t start = m_at;
        while (m_at < m_text.size() && !std::isspace(static_cast<unsigned char>(m_text[m_at])))
            ++m_at;
        return m_text.substr(start, m_at - start);
    }

    // What is left of the line, trimmed: a joint's name, which may hold spaces.
    std::string_view restOfLine()
    {
        while (m_at < m_text.size() && (m_text[m_at] == ' ' || m_text[m_at] == '\t'))
            ++m_at;
        const std::size_t start = m_at;
        while (m_at < m_text.size() && m_text[m_at] != '\n' && m_text[m_at] != '\r')
            ++m_at;
        std::string_view rest = m_text.substr(start, m_at - start);
        while (!rest.empty() && std::isspace(static_cast<unsigned char>(rest.back())))
            rest.remove_suffix(1);
        return rest;
    }

private:
    void skipSpace()
    {
        while (m_at < m_text.size() && std::isspace(static_cast<unsigned char>(m_text[m_at]))) {
            if (m_text[m_at] == '\n')
                ++m_line;
            ++m_at;
        }
    }

    std::string_view m_text;
    std::size_t m_at = 0, m_line = 1;
};

std::string quoted(std::string_view w)
{
    std::string out(w.substr(0, 40));
    if (w.size() > 40)
        out += "…";
    return "\"" + out + "\"";
}

std::optional<double> numberOf(std::string_view w)
{
    double v = 0;
    const char* first = w.data();
    if (!w.empty() && w.front() == '+')
        ++first;
    const auto [end, ec] = std::from_chars(first, w.data() + w.size(), v);
    if (ec != std::errc() || end != w.data() + w.size() || !std::isfinite(v))
        return std::nullopt;
    return v;
}

std::optional<Channel> channelOf(std::string_view w)
{
    if (w.size() != 9)
        return std::nullopt;
    const char a = static_cast<char>(std::toupper(static_cast<unsigned char>(w[0])));
    std::string rest;
    for (char c : w.substr(1))
        rest += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (a != 'X' && a != 'Y' && a != 'Z')
        return std::nullopt;
    const Axis axis = a == 'X' ? Axis::X : a == 'Y' ? Axis::Y : Axis::Z;
    if (rest == "position")
        return Channel{true, axis};
    if (rest == "rotation")
        return Channel{false, axis};
    return std::nullopt;
}

class Reader {
public:
    Reader(std::string_view text, const std::string& name) : m_in(text), m_name(name) {}

    Loaded<Bvh> read()
    {
        Loaded<Bvh> out;
        if (expect("HIERARCHY", "a BVH file starts with HIERARCHY") && hierarchy() && motion())
            out.value = std::move(m_bvh);
        out.refusals = std::move(m_refusals);
        return out;
    }

private:
    bool refuse(const std::string& code, const std::string& what)
    {
        m_refusals.add(code, m_name + ": line " + std::to_string(m_in.line()) + ": " + what);
        return false;
    }

    bool expect(std::string_view want, const std::string& why)
    {
        const std::string_view w = m_in.word();
        if (w == want)
            return true;
        return refuse("BVH_SYNTAX", (w.empty() ? std::string("the file ends") : quoted(w) + " found") + " where " +
                                        std::string(want) + " belongs (" + why + ")");
    }

    bool offset(Eigen::Vector3d& into)
    {
        if (!expect("OFFSET", "each block gives its OFFSET first"))
            return false;
        for (int i = 0; i < 3; ++i) {
            const std::string_view w = m_in.word();
            const auto v = numberOf(w);
            if (!v)
                return refuse("BVH_NUMBER", "OFFSET takes three finite numbers; " + quoted(w) + " is not one");
            into(i) = *v;
        }
        return true;
    }

    bool channels(BvhJoint& joint)
    {
        if (!expect("CHANNELS", "a joint lists its CHANNELS after its OFFSET"))
            return false;
        const std::string_view countWord = m_in.word();
        const auto count = numberOf(countWord);
        if (!count || *count < 0 || *count > 6 || *count != std::floor(*count))
            return refuse("BVH_CHANNELS",
                          "joint \"" + joint.name + "\": CHANNELS takes a count from 0 to 6, not " + quoted(countWord));
        for (int i = 0; i < static_cast<int>(*count); ++i) {
            const std::string_view w = m_in.word();
            const auto c = channelOf(w);
            if (!c)
                return refuse("BVH_CHANNELS", "joint \"" + joint.name + "\": " + quoted(w) +
                                                  " is not a channel (Xposition … Zrotation)");
            if (std::find(joint.channels.begin(), joint.channels.end(), *c) != joint.channels.end())
                return refuse("BVH_CHANNELS",
                              "joint \"" + joint.name + "\": channel " + quoted(w) + " is listed twice");
            joint.channels.push_back(*c);
        }
        return true;
    }

    // A ROOT or JOINT's name, and the brace that opens its block (on its line or the next).
    bool opened(std::string& name, const char* kind)
    {
        std::string_view rest = m_in.restOfLine();
        bool brace = false;
        if (!rest.empty() && rest.back() == '{') {
            rest.remove_suffix(1);
            while (!rest.empty() && std::isspace(static_cast<unsigned char>(rest.back())))
                rest.remove_suffix(1);
            brace = true;
        }
        if (rest.empty())
            return refuse("BVH_SYNTAX", std::string(kind) + " without a name");
        name = std::string(rest);
        return brace || expect("{", std::string(kind) + " \"" + name + "\" opens a block");
    }

    bool hierarchy()
    {
        if (!expect("ROOT", "the skeleton starts with its ROOT"))
            return false;
        std::vector<int> open;  // the joints whose blocks are open, innermost last
        if (!joint(-1, "ROOT", open))
            return false;
        while (!open.empty()) {
            const std::string_view w = m_in.word();
            if (w == "}") {
                open.pop_back();
            } else if (w == "JOINT") {
                if (!joint(open.back(), "JOINT", open))
                    return false;
            } else if (w == "End") {
                if (!endSite(m_bvh.joints[static_cast<std::size_t>(open.back())]))
                    return false;
            } else {
                return refuse("BVH_SYNTAX", (w.empty() ? std::string("the file ends") : quoted(w) + " found") +
                                                " inside joint \"" +
                                                m_bvh.joints[static_cast<std::size_t>(open.back())].name +
                                                "\", where JOINT, End Site or } belongs");
            }
        }
        return true;
    }

    bool joint(int parent, const char* kind, std::vector<int>& open)
    {
        BvhJoint j;
        j.parent = parent;
        if (!opened(j.name, kind))
            return false;
        if (m_bvh.jointIndex(j.name) >= 0)
            return refuse("BVH_JOINTS", "two joints are named \"" + j.name + "\"; name each joint once");
        if (m_bvh.joints.size() >= kBvhMaxJoints)
            return refuse("BVH_JOINTS", "more than " + std::to_string(kBvhMaxJoints) + " joints");
        if (open.size() >= kBvhMaxDepth)
            return refuse("BVH_JOINTS", "joints nested deeper than " + std::to_string(kBvhMaxDepth) + " levels");
        if (!offset(j.offset) || !channels(j))
            return false;
        m_bvh.joints.push_back(std::move(j));
        open.push_back(static_cast<int>(m_bvh.joints.size() - 1));
        return true;
    }

    bool endSite(BvhJoint& joint)
    {
        if (!expect("Site", "End is followed by Site"))
            return false;
        if (joint.endSite)
            return refuse("BVH_SYNTAX", "joint \"" + joint.name + "\" has two End Sites");
        Eigen::Vector3d tip;
        if (!expect("{", "End Site opens a block") || !offset(tip) || !expect("}", "End Site holds only its OFFSET"))
            return false;
        joint.endSite = tip;
        return true;
    }

    bool motion()
    {
        if (!expect("MOTION", "the skeleton is followed by MOTION") ||
            !expect("Frames:", "MOTION gives its frame count first"))
            return false;
        const std::string_view countWord = m_in.word();
        const auto frames = numberOf(countWord);
        if (!frames || *frames < 0 || *frames != std::floor(*frames) || *frames > 1e9)
            return refuse("BVH_MOTION", "Frames: takes a whole number of frames, not " + quoted(countWord));
        if (!expect("Frame", "the frame count is followed by Frame Time:") ||
            !expect("Time:", "the frame count is followed by Frame Time:"))
            return false;
        const std::string_view timeWord = m_in.word();
        const auto time = numberOf(timeWord);
        if (!time || *time <= 0)
            return refuse("BVH_MOTION", "Frame Time: takes a positive number of seconds, not " + quoted(timeWord));
        m_bvh.frames = static_cast<std::size_t>(*frames);
        m_bvh.frameTime = *time;
        const std::size_t perFrame = m_bvh.channelCount();
        const std::size_t want = m_bvh.frames * perFrame;
        m_bvh.values.reserve(std::min<std::size_t>(want, std::size_t(1) << 24));
        while (m_bvh.values.size() < want) {
            const std::string_view w = m_in.word();
            if (w.empty())
                return refuse("BVH_MOTION", "the file ends after " + std::to_string(m_bvh.values.size() / perFrame) +
                                                " whole frame(s); Frames: says " + std::to_string(m_bvh.frames) +
                                                " of " + std::to_string(perFrame) + " values each");
            const auto v = numberOf(w);
            if (!v)
                return refuse("BVH_NUMBER", "frame " + std::to_string(m_bvh.values.size() / perFrame) + ": " +
                                                quoted(w) + " is not a finite number");
            m_bvh.values.push_back(*v);
        }
        if (!m_in.atEnd())
            return refuse("BVH_MOTION", "more values than Frames: " + std::to_string(m_bvh.frames) + " × " +
                                            std::to_string(perFrame) + " channels; set Frames: to the lines given");
        return true;
    }

    Cursor m_in;
    const std::string& m_name;
    Bvh m_bvh;
    RefusalList m_refusals;
};

}  // namespace

std::size_t Bvh::channelCount() const
{
    std::size_t n = 0;
    for (const BvhJoint& j : joints)
        n += j.channels.size();
    return n;
}

std::size_t Bvh::firstChannel(std::size_t joint) const
{
    std::size_t n = 0;
    for (std::size_t j = 0; j < joint && j < joints.size(); ++j)
        n += joints[j].channels.size();
    return n;
}

int Bvh::jointIndex(std::string_view name) const
{
    for (std::size_t j = 0; j < joints.size(); ++j)
        if (joints[j].name == name)
            return static_cast<int>(j);
    return -1;
}

Loaded<Bvh> readBvhText(std::string_view text, const std::string& name)
{
    if (text.size() > kBvhMaxBytes) {
        Loaded<Bvh> out;
        out.refusals.add("BVH_SIZE", name + ": the file is over 2 GiB");
        return out;
    }
    if (text.substr(0, 3) == "\xEF\xBB\xBF")
        text.remove_prefix(3);
    return Reader(text, name).read();
}

Loaded<Bvh> readBvhFile(const std::string& path)
{
    const std::optional<std::string> bytes = readFileBytes(path);
    if (!bytes) {
        Loaded<Bvh> out;
        out.refusals.add("BVH_READ", path + ": cannot be read; check the path and that the file exists");
        return out;
    }
    return readBvhText(*bytes, path);
}

}  // namespace rigpose::r3d
