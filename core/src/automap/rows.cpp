// A merged figure made into rows of a map: each chain's joints, its aims read off the setup pose
// (the bone's own x axis when it already runs along the segment, else a point it must face), the
// limbs' bend left free, and the translate on the hips.

#include <algorithm>
#include <cmath>
#include <numbers>

#include "figure.h"
#include "rigpose/util/number_format.h"

namespace rigpose::automap::detail {

namespace {

// "Within a few degrees": an x axis this close to the segment is the segment.
constexpr double kAlignDegrees = 5.0;
constexpr double kTiny = 1e-6;

Eigen::Vector2d originOf(const RigView& view, int bone) { return view.setup[static_cast<std::size_t>(bone)].origin(); }

double degreesOffX(const RigView& view, int bone, const Eigen::Vector2d& v)
{
    const rig::WorldTransform& w = view.setup[static_cast<std::size_t>(bone)];
    const double x = std::atan2(w.c, w.a), to = std::atan2(v.y(), v.x());
    double d = std::abs(to - x) * 180.0 / std::numbers::pi;
    return d > 180.0 ? 360.0 - d : d;
}

// Where a bone's line carries on: a point of the rig and its text.
struct AimTarget {
    std::string text;
    Eigen::Vector2d at;
};

// The child that carries a bone's line on: not a twist or finger helper, an unsided one before
// a pair (a head's face before its ears), the farthest from the bone's origin; with only a pair
// of sided children (two ears), their midpoint.
std::optional<AimTarget> continuation(const RigView& view, int bone)
{
    int best = -1;
    bool bestSided = true;
    double bestDistance = kTiny;
    for (int c : view.children[static_cast<std::size_t>(bone)]) {
        const NameReading name = readName(view.name(c));
        if (isHelperBone(name))
            continue;
        const bool sided = name.side != 0;
        const double distance = (originOf(view, c) - originOf(view, bone)).norm();
        if (distance <= kTiny)
            continue;
        if (best < 0 || (bestSided && !sided) || (sided == bestSided && distance > bestDistance)) {
            best = c;
            bestSided = sided;
            bestDistance = distance;
        }
    }
    if (best < 0)
        return std::nullopt;
    if (bestSided) {
        const char side = readName(view.name(best)).side;
        for (int c : view.children[static_cast<std::size_t>(bone)]) {
            const NameReading name = readName(view.name(c));
            if (c != best && !isHelperBone(name) && name.side && name.side != side) {
                const Eigen::Vector2d mid = (originOf(view, best) + originOf(view, c)) / 2.0;
                if ((mid - originOf(view, bone)).norm() > kTiny)
                    return AimTarget{view.name(best) + "+" + view.name(c), mid};
            }
        }
    }
    return AimTarget{view.name(best), originOf(view, best)};
}

struct AimChoice {
    std::string aim = "x";
    std::string note;  // empty when nothing needs saying
};

// How `bone` is aimed at the segment that runs toward `target` (a bone's origin; -1: where its
// line carries on).
AimChoice aimToward(const RigView& view, int bone, int target)
{
    std::optional<AimTarget> toward;
    if (target >= 0)
        toward = AimTarget{view.name(target), originOf(view, target)};
    else
        toward = continuation(view, bone);
    if (toward) {
        const Eigen::Vector2d v = toward->at - originOf(view, bone);
        if (v.norm() > kTiny) {
            const double off = degreesOffX(view, bone, v);
            if (off <= kAlignDegrees)
                return {};
            return {toward->text, view.name(bone) + " aimed at " + toward->text + " (its x axis is " +
                                      formatFixed(off, 1) + "° off that line)"};
        }
    }
    if (view.rig.bones[static_cast<std::size_t>(bone)].length > kTiny)
        return {};
    return {"x", view.name(bone) + " has no length and nothing below it to aim at: aim x kept, check it"};
}

std::string joined(const std::string& evidence, const std::vector<std::string>& notes)
{
    std::string out = evidence;
    for (const std::string& n : notes)
        if (!n.empty())
            out += "; " + n;
    return out;
}

Row limbRow(const RigView& view, const Limb& limb, bool arm, Side side)
{
    const std::string s(1, sideLetter(side));
    Row row;
    row.chain.name = std::string(arm ? "arm_" : "leg_") + s;
    const std::string top = s + (arm ? "_shoulder" : "_hip"), mid = s + (arm ? "_elbow" : "_knee"),
                      end = s + (arm ? "_wrist" : "_ankle");
    if (limb.bones.size() == 2)
        row.chain.joints = {top, mid, end};
    else
        row.chain.joints = {top, limb.whole ? end : mid};
    std::vector<std::string> notes;
    for (std::size_t k = 0; k < limb.bones.size(); ++k) {
        row.chain.bones.push_back(view.name(limb.bones[k]));
        const AimChoice aim = aimToward(view, limb.bones[k], k + 1 < limb.bones.size() ? limb.bones[k + 1] : -1);
        row.chain.aims.push_back(aim.aim);
        notes.push_back(aim.note);
    }
    if (limb.bones.size() == 2) {
        row.chain.bend = "free";  // a front-facing elbow or knee folds either way in the picture
        notes.push_back("bend free");
    }
    row.source = limb.source;
    row.confidence = limb.confidence;
    row.evidence = joined(limb.evidence, notes);
    return row;
}

Row partRow(const RigView& view, const Part& part, const std::string& name, std::vector<std::string> joints, int target)
{
    Row row;
    row.chain.name = name;
    row.chain.bones = {view.name(part.bone)};
    row.chain.joints = std::move(joints);
    const AimChoice aim = aimToward(view, part.bone, target);
    row.chain.aims = {aim.aim};
    row.source = part.source;
    row.confidence = part.confidence;
    row.evidence = joined(part.evidence, {aim.note});
    return row;
}

bool inLimbs(const Figure& f, int bone)
{
    for (Side s : kSides)
        for (const Limb* limb : {&f.arm[s], &f.leg[s]})
            for (int b : limb->bones)
                if (b == bone)
                    return true;
    return false;
}

// The pelvis: the legs' common parent, aimed along the hip line from the right thigh to the left.
std::optional<Row> pelvisRow(const RigView& view, const Figure& f)
{
    if (!f.leg[Right].found() || !f.leg[Left].found())
        return std::nullopt;
    const int right = f.leg[Right].bones.front(), left = f.leg[Left].bones.front();
    const int pelvis = view.commonAncestor(right, left);
    if (pelvis < 0 || pelvis == f.trunk.bone || pelvis == f.neck.bone || pelvis == f.head.bone || inLimbs(f, pelvis))
        return std::nullopt;
    const Eigen::Vector2d line = originOf(view, left) - originOf(view, right);
    if (line.norm() <= kTiny)  // the thighs leave from one point: no hip line to turn by
        return std::nullopt;
    Row row;
    row.chain.name = "pelvis";
    row.chain.bones = {view.name(pelvis)};
    row.chain.joints = {"r_hip", "l_hip"};
    const double off = degreesOffX(view, pelvis, line);
    std::string aimNote;
    if (off <= kAlignDegrees) {
        row.chain.aims = {"x"};
        aimNote = "its x axis runs from " + view.name(right) + " to " + view.name(left);
    } else {
        row.chain.aims = {view.name(right) + ">" + view.name(left)};
        aimNote = "aimed along the hip line " + view.name(right) + " -> " + view.name(left) + " (its x axis is " +
                  formatFixed(off, 1) + "° off it)";
    }
    const bool isHips = pelvis == f.hips.bone;
    row.source = isHips ? f.hips.source : f.leg[Right].source;
    row.confidence = std::min(f.leg[Right].confidence, f.leg[Left].confidence);
    row.evidence = (isHips ? f.hips.evidence + "; " : std::string()) + view.name(pelvis) +
                   " is the legs' common parent; " + aimNote;
    return row;
}

std::optional<ProposedTranslate> translateOf(const RigView& view, const Figure& f)
{
    int hips = f.hips.bone;
    std::string evidence = f.hips.evidence;
    Source source = f.hips.source;
    double confidence = f.hips.confidence;
    if (hips < 0 && f.leg[Right].found() && f.leg[Left].found() && f.trunk.found()) {
        hips = view.commonAncestor(view.commonAncestor(f.leg[Right].bones.front(), f.leg[Left].bones.front()),
                                   f.trunk.bone);
        evidence = "the common parent of the legs and the trunk";
        source = f.leg[Right].source;
        confidence = 0.4;
    }
    if (hips < 0)
        return std::nullopt;
    ProposedTranslate t;
    t.bone = view.name(hips);
    t.source = source;
    t.confidence = confidence;
    // The scale's rig length runs from the hips up to the head, as the pose's runs mid_hip -> neck.
    std::vector<std::pair<std::string, Eigen::Vector2d>> ends;
    if (f.head.found())
        ends.emplace_back(view.name(f.head.bone), originOf(view, f.head.bone));
    if (f.neck.found())
        ends.emplace_back(view.name(f.neck.bone), originOf(view, f.neck.bone));
    if (f.trunk.found()) {
        const rig::WorldTransform& w = view.setup[static_cast<std::size_t>(f.trunk.bone)];
        const double length = view.rig.bones[static_cast<std::size_t>(f.trunk.bone)].length;
        ends.emplace_back(view.name(f.trunk.bone) + ":tip", w.toWorld({length, 0}));
    }
    for (const auto& [point, at] : ends)
        if ((at - originOf(view, hips)).norm() > kTiny) {
            t.scaleRig = {t.bone, point};
            t.evidence = evidence + "; scaled by " + t.bone + " -> " + point + " against mid_hip -> neck";
            return t;
        }
    return std::nullopt;
}

// Retarget refuses a keyed bone that a rig constraint moves (RIG_CONSTRAINT): such a row is kept
// for the person to decide, but says so and ranks last.
std::string constraintNote(const RigView& view, const std::vector<std::string>& bones)
{
    std::string note;
    for (const rig::ConstraintData& c : view.rig.constraints)
        for (const std::string& bone : c.bones)
            if (std::find(bones.begin(), bones.end(), bone) != bones.end())
                note += (note.empty() ? "" : "; ") + c.type + " constraint \"" + c.name + "\" moves " + bone;
    if (!note.empty())
        note +=
            ": retarget refuses a keyed bone a constraint moves (RIG_CONSTRAINT), so reject this or take the "
            "constraint off the rig";
    return note;
}

constexpr double kConstrainedConfidence = 0.2;

}  // namespace

void buildRows(const RigView& view, const Figure& f, Proposal& out)
{
    if (auto pelvis = pelvisRow(view, f))
        out.rows.push_back(std::move(*pelvis));
    if (f.trunk.found() && f.trunk.bone != f.hips.bone) {
        int target = -1;
        if (f.neck.found() && f.neck.bone != f.trunk.bone && view.descends(f.neck.bone, f.trunk.bone))
            target = f.neck.bone;
        else if (f.head.found() && f.head.bone != f.trunk.bone && view.descends(f.head.bone, f.trunk.bone))
            target = f.head.bone;
        out.rows.push_back(partRow(view, f.trunk, "trunk", {"mid_hip", "neck"}, target));
    }
    if (f.head.found() && f.head.bone != f.trunk.bone && f.head.bone != f.hips.bone)
        out.rows.push_back(partRow(view, f.head, "head", {"neck", "nose"}, -1));
    for (bool arm : {true, false})
        for (Side s : kSides) {
            const Limb& limb = arm ? f.arm[s] : f.leg[s];
            if (limb.found())
                out.rows.push_back(limbRow(view, limb, arm, s));
        }
    out.translate = translateOf(view, f);
    for (Row& row : out.rows)
        if (const std::string note = constraintNote(view, row.chain.bones); !note.empty()) {
            row.evidence += "; " + note;
            row.confidence = std::min(row.confidence, kConstrainedConfidence);
        }
    if (out.translate)
        if (const std::string note = constraintNote(view, {out.translate->bone}); !note.empty()) {
            out.translate->evidence += "; " + note;
            out.translate->confidence = std::min(out.translate->confidence, kConstrainedConfidence);
        }
}

}  // namespace rigpose::automap::detail
