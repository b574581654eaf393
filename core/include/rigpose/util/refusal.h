#pragma once
// A refusal is a value: a named code, a message that says what to do, and where it points
// when it points at one frame, map chain or bone (the studio selects that place; the CLI prints
// only code and message). Readers and the pipeline collect every refusal they find in one pass.

#include <cstddef>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace rigpose {

// Where a refusal points; every part is empty when it is about no one frame, chain, bone, key or set.
struct RefusalPlace {
    std::optional<std::size_t> frame{};  // 0-based index of the frame in the sequence
    std::string chain{};                 // a map chain's name, as the map file names it
    std::string bone{};                  // a rig bone's name, as the file names it (it may be the unknown one)
    std::optional<std::size_t> key{};    // 0-based index of a key in a key file (the studio's key table)
    std::string set{};  // a set of the map's alternate drawings, by name (the map editor's Alternates tab)

    bool empty() const { return !frame && chain.empty() && bone.empty() && !key && set.empty(); }
    friend bool operator==(const RefusalPlace&, const RefusalPlace&) = default;
};

struct Refusal {
    std::string code;      // e.g. POSE_SPEC, MAP_CHAIN_JOINTS, ARG_PATH
    std::string message;   // names the file and place, and says what to do
    RefusalPlace place{};  // the same place again, for the studio to go to; never printed

    friend bool operator==(const Refusal&, const Refusal&) = default;
};

// Collects refusals, keeping at most `limit` messages: a badly broken 30-minute file
// would otherwise print a million lines. The number left out is still counted.
class RefusalList {
public:
    explicit RefusalList(std::size_t limit = 200) : m_limit(limit) {}

    void add(std::string code, std::string message, RefusalPlace place = {});
    void add(const Refusal& refusal) { add(refusal.code, refusal.message, refusal.place); }
    void append(const RefusalList& other);

    bool empty() const { return m_total == 0; }
    std::size_t total() const { return m_total; }
    std::size_t omitted() const { return m_total - m_items.size(); }
    const std::vector<Refusal>& items() const { return m_items; }
    bool has(std::string_view code) const;

private:
    std::size_t m_limit;
    std::size_t m_total = 0;
    std::vector<Refusal> m_items;
};

// A value or the reasons there is none.
template <typename T>
struct Loaded {
    T value{};
    RefusalList refusals;
    bool ok() const { return refusals.empty(); }
};

}  // namespace rigpose
