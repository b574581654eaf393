// rig-pose automap: proposes a whole map for a rig from its bone names and hierarchy, prints
// each chain with how it was found, and writes the map. The work is core's (automap/).

#include "commands.h"
#include "output.h"
#include "rigpose/automap/automap.h"
#include "rigpose/rig/reader.h"
#include "rigpose/util/atomic_write.h"
#include "rigpose/util/number_format.h"
#include "rigpose/util/output_paths.h"
#include "rigpose/util/output_set.h"

namespace rigpose::cli {

namespace {

std::string listed(const std::vector<std::string>& names)
{
    std::string out;
    for (const std::string& n : names)
        out += (out.empty() ? "" : ", ") + n;
    return out;
}

std::string rowLine(const automap::Row& row)
{
    return "AUTOMAP " + row.chain.name + "  " + listed(row.chain.bones) + " <- " + listed(row.chain.joints) + "  (" +
           std::string(automap::sourceName(row.source)) + ", confidence " + formatFixed(row.confidence, 2) + ": " +
           row.evidence + ")";
}

int runAutomap(const ParsedArgs& args)
{
    for (const char* flag : {"rig", "out"})
        if (!args.has(flag))
            return usageError("automap", std::string("--") + flag + " is required");
    automap::AutoMapOptions options;
    if (auto front = args.value("front")) {
        if (*front != "r" && *front != "l")
            return usageError("automap", "--front takes r or l (the body-18 side a 2D rig's front limbs take), not \"" +
                                             *front + "\"");
        options.front = (*front)[0];
    }
    const std::string rigArgument = *args.value("rig"), out = *args.value("out");
    OutputPlan plan = planOutputFile(out, "--out");
    if (plan.refusal)
        return refuse(*plan.refusal);
    auto paths = rig::resolveRigPaths(rigArgument);
    if (!paths.ok())
        return refuse(paths.refusals);
    // The rig's own motion.json is an input too: a map written over it would destroy the motion.
    std::vector<NamedPath> inputs{{"--rig", paths.value.rig}};
    if (paths.value.motion)
        inputs.push_back({"--rig (its motion.json)", *paths.value.motion});
    if (auto collision = checkOutputCollisions(inputs, {{"--out", out}}))
        return refuse(*collision);
    auto rig = rig::readRigFile(paths.value.rig);
    if (!rig.ok())
        return refuse(rig.refusals);
    auto proposal = automap::proposeMap(rig.value, options, rigArgument);
    if (!proposal.ok())
        return refuse(proposal.refusals);

    const automap::Proposal& p = proposal.value;
    printLine(p.convention.empty() ? std::string("AUTOMAP no known naming convention matched the whole rig")
                                   : "AUTOMAP naming convention " + p.convention);
    for (const automap::Row& row : p.rows)
        printLine(rowLine(row));
    if (p.translate)
        printLine("AUTOMAP translate  " + p.translate->bone + " <- " + p.translate->joint + "  (" +
                  std::string(automap::sourceName(p.translate->source)) + ", confidence " +
                  formatFixed(p.translate->confidence, 2) + ": " + p.translate->evidence + ")");
    else
        printLine("AUTOMAP translate  none: no hips found, so the figure's travel is not carried");

    OutputSet set;
    if (plan.missingDir)
        if (auto refused = set.makeDirectory(*plan.missingDir))
            return refuse(*refused);
    if (auto refused = set.stage(out, automap::mapTextOf(automap::mapJsonOf(p))))
        return refuse(*refused);
    if (auto refused = set.commit())
        return refuse(*refused);
    if (plan.missingDir)
        printLine("made directory " + *plan.missingDir + " (holds " + out + ")");
    printLine("wrote " + out + " (rig-pose-map/1, " + std::to_string(p.rows.size()) +
              " chain(s)): a proposal, check every chain's note before retargeting");
    return kExitWritten;
}

}  // namespace

Command automapCommand()
{
    CommandSpec spec{"automap",
                     "propose a whole map for a rig from its bone names and hierarchy, each chain with its evidence",
                     "rig-pose automap --rig rig/ --out map.json [--front r|l]",
                     {
                         {"rig", "dir|rig.json", "the rig: the directory @rig-c/parts writes, or a rig.json"},
                         {"out", "map.json", "where the proposed rig-pose-map/1 goes"},
                         {"front", "r|l", "which body-18 side a 2D rig's front (nearer) limbs take; r unless given"},
                     }};
    return {spec, runAutomap};
}

}  // namespace rigpose::cli
