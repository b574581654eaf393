#pragma once
// A key's "curve" in the key files by hand (pelvis keys, camera keys): the shape of the segment
// from that key to the next, on the segment scaled to the unit square (time fraction in, value
// fraction out). motion::KeyCurve is the motion's, with absolute handles; these are fractions so
// that moving a key keeps its segment's shape.
#include <optional>
#include <string>
#include <utility>

#include <nlohmann/json.hpp>

namespace rigpose {

struct KeyCurve {
    enum class Kind { Linear, Stepped, Bezier };
    Kind kind = Kind::Linear;
    // A Bézier's handles, between the fixed ends (0, 0) and (1, 1); unused by the other kinds.
    double x1 = 0, y1 = 0, x2 = 1, y2 = 1;

    // The handles count only for a Bézier, so every linear curve equals every other.
    friend constexpr bool operator==(const KeyCurve& a, const KeyCurve& b)
    {
        return a.kind == b.kind &&
               (a.kind != Kind::Bezier || (a.x1 == b.x1 && a.y1 == b.y1 && a.x2 == b.x2 && a.y2 == b.y2));
    }
};

// "ease": slow out of the key and slow into the next, the handles CSS calls ease-in-out.
inline constexpr KeyCurve kEaseCurve{KeyCurve::Kind::Bezier, 0.42, 0, 0.58, 1};

// A handle's y within ±10: room for any overshoot an animator means, while the value a segment
// reaches stays within a few times its keys' difference.
inline constexpr double kLargestHandleY = 10;

struct KeyCurveRead {
    KeyCurve curve;                      // linear when the value is refused
    std::optional<std::string> problem;  // what is wrong and what the field may hold
};

// The "curve" field's value: "linear", "stepped", "ease", or [x1, y1, x2, y2], four finite
// numbers with x1 and x2 in [0, 1] (time must not run back) and y1, y2 within ±kLargestHandleY.
// `problem` starts with "\"curve\"", for the reader to put after its key's name.
KeyCurveRead readKeyCurve(const nlohmann::ordered_json& value);

// The value fraction at time fraction `u` (clamped to [0, 1]): u for linear; 0 until the segment's
// end for stepped; a Bézier's y where its x is u, solved to about 1e-15 in x. 0 and 1 map to
// exactly 0 and 1 (stepped: 1 only at 1), so a segment starts and ends on its keys.
double curvedFraction(const KeyCurve& curve, double u);

// The least and the greatest value fraction over the segment ([0, 1] unless a Bézier overshoots):
// what a reader checks when its values have a range.
std::pair<double, double> curvedFractionRange(const KeyCurve& curve);

// The segment cut at time fraction `u` (strictly inside it) into the curves of its two halves,
// so a key added there on the curve's own value leaves the line drawn as it was. Linear and
// stepped halves are what the whole was. A Bézier half is its de Casteljau piece scaled back to
// the unit square; a half whose value does not move (its ends at one fraction) or whose handles
// would pass ±kLargestHandleY is made linear, since no fraction can scale it. A half whose handle
// x would leave [0, 1] (a curve such as (1, 0, 0, 1), steep at both ends) has it clamped, so it is
// close to the whole but not exact.
std::pair<KeyCurve, KeyCurve> splitKeyCurve(const KeyCurve& curve, double u);

// The field as a writer spells it: nullopt for linear (the field is left out), "stepped", "ease"
// for kEaseCurve's handles, otherwise the four handles.
std::optional<nlohmann::ordered_json> curveJson(const KeyCurve& curve);

}  // namespace rigpose
