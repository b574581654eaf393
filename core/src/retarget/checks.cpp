// The checks stage: every refusal the inputs earn before a frame is read, in one pass, and the
// person the run retargets.

#include <algorithm>

#include "rigpose/clean/require_cleaned.h"
#include "rigpose/idle/idle_stage.h"
#include "rigpose/legs/feet_stage.h"
#include "rigpose/reduce/reduce_stage.h"
#include "rigpose/switches/switch_stage.h"
#include "stages.h"

namespace rigpose::retarget::detail {

namespace {

std::optional<std::string> pickPerson(const Inputs& in, RefusalList& refusals)
{
    const std::vector<std::string> ids = in.sequence->personIds();
    if (in.options.person) {
        if (std::find(ids.begin(), ids.end(), *in.options.person) == ids.end()) {
            refusals.add("POSE_PERSON", in.sequenceName + ": person \"" + *in.options.person +
                                            "\" is on no frame; pick one the sequence holds with --person");
            return std::nullopt;
        }
        return in.options.person;
    }
    if (ids.size() == 1)
        return ids.front();
    refusals.add("POSE_PERSON",
                 in.sequenceName + ": " +
                     (ids.empty() ? std::string("no frame holds a person; there is nothing to retarget")
                                  : std::to_string(ids.size()) + " people (" + ids.front() + ", " + ids[1] +
                                        (ids.size() > 2 ? ", ..." : "") + "); pick one with --person <id>"));
    return std::nullopt;
}

// RIG_CONSTRAINT: a constraint that moves a mapped (or translated) bone would fight its keys,
// and our poser does not apply constraints, so the gate could not see it.
void checkConstraints(const Inputs& in, RefusalList& refusals)
{
    std::vector<std::string> keyed;
    for (const map::Chain& c : in.map->chains)
        keyed.insert(keyed.end(), c.bones.begin(), c.bones.end());
    if (in.map->translate)
        keyed.push_back(in.map->translate->bone);
    for (const rig::ConstraintData& c : in.rig->constraints)
        for (const std::string& bone : c.bones)
            if (std::find(keyed.begin(), keyed.end(), bone) != keyed.end())
                refusals.add("RIG_CONSTRAINT",
                             in.rigName + ": " + c.type + " constraint \"" + c.name + "\" moves bone \"" + bone +
                                 "\", which " + in.mapName +
                                 " keys; map another bone, or remove the constraint from the rig",
                             {.bone = bone});
}

}  // namespace

std::string checkStage(const Inputs& in, State& run)
{
    RefusalList& refusals = run.shared.refusals;
    if (auto refused = clean::requireCleaned(*in.sequence, in.sequenceName))
        refusals.add(*refused);
    refusals.append(map::unsupportedByRetarget(*in.map, in.mapName));
    checkConstraints(in, refusals);
    refusals.append(switches::checkSwitchMap(*in.map, *in.rig, in.options, in.mapName));
    if (in.options.plantFeet)
        refusals.append(legs::checkPlantMap(*in.map, *in.rig, in.mapName));
    if (in.options.legScale)
        refusals.append(legs::checkLegScaleMap(*in.map, in.mapName));
    if (in.contactKeys && !legsOf(*in.map).both())
        refusals.add("CONTACT_KEYS", in.contactKeysName + ": contact keys say which foot supports, and " + in.mapName +
                                         " does not map both legs (a chain from each hip to its ankle), so there is no "
                                         "support to decide; map both legs or drop --contact-keys");
    if (in.baseMotion)
        for (const motion::Animation& a : in.baseMotion->animations)
            if (a.name == in.options.name)
                refusals.add("RETARGET_NAME", in.baseMotionName + " already has an animation \"" + a.name +
                                                  "\"; give the new one another name with --animation");
    refusals.append(idle::checkIdleName(in));
    if (in.options.reduce || in.options.reduceProblem)
        refusals.append(reduce::checkReduce(*in.map, in.options, in.mapName));
    const auto person = pickPerson(in, refusals);
    return person && refusals.empty() ? *person : std::string();
}

}  // namespace rigpose::retarget::detail
