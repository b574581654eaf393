#pragma once
// The keys of rig-pose-map/1 in the order the writer puts them (map_json.h), and what a key left
// out reads as. The reader takes its defaults from here and the writer leaves a key out exactly
// when it holds its default, so the two cannot drift apart.
#include <string>
#include <string_view>
#include <vector>

namespace rigpose::map::keys {

// The map itself. The note comes before the chains: it says what the map is (automap's words on
// how it was proposed) before the chains it describes.
inline const std::vector<std::string> kMap = {"spec", "note", "chains", "translate", "alternates"};
// A chain. The reader lists these in MAP_KEYS messages, in this order.
inline const std::vector<std::string> kChain = {"name", "bones", "joints", "aim", "reach",
                                                "bend", "nod",   "range",  "note"};
// The translate and its scale.
inline const std::vector<std::string> kTranslate = {"bone", "joint", "scale"};
inline const std::vector<std::string> kScale = {"pose", "rig"};
// An alternate set. The writer puts a set's note second, beside its name, where the Alternates tab
// shows it; the reader's MAP_KEYS message keeps its own order (core/src/map/read_alternates.cpp).
inline const std::vector<std::string> kSet = {"name", "note", "slots", "hides", "chains", "pose", "drawn", "offsets"};

// Defaults: what a chain key left out reads as.
inline constexpr std::string_view kAimDefault = "x";      // each bone's entry of "aim"; no "aim": every bone "x"
inline constexpr std::string_view kBendDefault = "rest";  // "bend"
inline constexpr bool kReachDefault = false;              // "reach"
// "nod" has no default to write: left out, the nod is on (the head's eye-line chain only), and a
// stated true or false is kept as stated. "range" left out limits nothing; "note" left out says
// nothing. Of a set, "hides", "drawn", "offsets" and "note" may be left out (nothing hidden, no
// drawn angle, no offset, no note); "slots" and "pose" are written even empty, as a new set's
// places to fill.

}  // namespace rigpose::map::keys
