// Writing rigpose-project/1: every field the reader takes, in the format's order, so what the
// studio saves it reads back equal.

#include <nlohmann/json.hpp>

#include "rigpose/clean/depth.h"
#include "rigpose/project/project_file.h"
#include "rigpose/retarget/option_bounds.h"

namespace rigpose::project {

namespace {

using json = nlohmann::ordered_json;

json pathValue(const std::string& path) { return path.empty() ? json(nullptr) : json(path); }

json optionalValue(const std::optional<std::string>& v) { return v ? json(*v) : json(nullptr); }

json optionalValue(const std::optional<double>& v) { return v ? json(*v) : json(nullptr); }

json cleanJson(const clean::CleanOptions& o)
{
    json c = {{"loop", o.loop}, {"legs", o.legs}, {"rest", o.rest}};
    if (o.hold)
        c["hold"] = {{"speed", o.holdParams.speed},
                     {"reach", o.holdParams.reach},
                     {"minSeconds", o.holdParams.minSeconds},
                     {"blend", o.holdParams.blend}};
    else
        c["hold"] = "off";
    if (o.hipsInferred)
        c["hipsInferred"] = {{"by", "declared"}};
    c["depth"] = o.depth ? json{{"gait", std::string(clean::gaitName(*o.depth))}} : json(nullptr);
    c["person"] = optionalValue(o.person);
    return c;
}

// The report's options shape, so a project and a report can be compared key by key.
json retargetJson(const retarget::Options& o)
{
    json r = {{"name", o.name},
              {"minScore", o.minScore},
              {"person", optionalValue(o.person)},
              {"short", optionalValue(o.shortFraction)},
              {"flip", optionalValue(o.flipDegrees)},
              {"bends", std::string(retarget::bendModeName(o.bends))},
              // The floor and the stance tune the plant; without it they are not written (the CLI
              // refuses --floor and --stance without --plant-feet).
              {"plantFeet", o.plantFeet},
              {"floor", o.plantFeet ? optionalValue(o.floor) : json(nullptr)},
              {"stance", o.plantFeet ? optionalValue(o.stance) : json(nullptr)}};
    // Written only when set, as the report's options write them: a project saved before the idle
    // was read keeps its bytes.
    if (o.idle)
        r["idle"] = *o.idle;
    if (o.carryIdle)
        r["carryIdle"] = true;
    // The switch flags likewise only when they differ from the CLI's defaults.
    const retarget::Options defaults;
    if (o.switchTolerance != defaults.switchTolerance)
        r["switchTolerance"] = o.switchTolerance;
    if (o.switchMin != defaults.switchMin)
        r["switchMin"] = o.switchMin;
    return r;
}

}  // namespace

std::string projectText(const ProjectFile& project)
{
    const Paths& paths = project.paths;
    json p;
    p["spec"] = kSpec;
    p["sequence"] = pathValue(paths.sequence);
    p["rig"] = pathValue(paths.rig);
    p["map"] = pathValue(paths.map);
    p["keys"] = {{"pelvis", pathValue(paths.pelvisKeys)},
                 {"contact", pathValue(paths.contactKeys)},
                 {"camera", pathValue(paths.cameraKeys)}};
    p["frames"] = pathValue(paths.frames);
    if (!paths.baseMotion.empty())
        p["baseMotion"] = paths.baseMotion;
    if (!paths.merge.empty())
        p["merge"] = paths.merge;
    p["clean"] = cleanJson(project.clean);
    p["retarget"] = retargetJson(project.retarget);
    return p.dump(2) + "\n";
}

}  // namespace rigpose::project
