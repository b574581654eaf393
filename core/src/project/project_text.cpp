// Writing rigpose-project/1: every field the reader takes, in the format's order, so what the
// studio saves it reads back equal.

#include <nlohmann/json.hpp>

#include "rigpose/clean/depth.h"
#include "rigpose/project/project_file.h"
#include "rigpose/stage/option_table.h"

namespace rigpose::project {

namespace {

using json = nlohmann::ordered_json;

json pathValue(const std::string& path) { return path.empty() ? json(nullptr) : json(path); }

json optionalValue(const std::optional<std::string>& v) { return v ? json(*v) : json(nullptr); }

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

// Every saved row of the retarget's option table, in its order and with the report's keys, so a
// project and a report compare key by key. A row that needs a switch that is off is null: the
// reader refuses a floor without plantFeet, as the CLI refuses --floor without --plant-feet.
json retargetJson(const retarget::Options& o)
{
    const auto& rows = stage::optionTable();
    json r = json::object();
    for (const stage::OptionRow& row : rows) {
        if (!row.echoed)
            continue;
        const util::OptionValue value = util::unmetNeed(rows, row, o) ? util::OptionValue() : row.get(o);
        if (row.onlyWhenSet && std::holds_alternative<std::monostate>(value))
            continue;
        if (const bool* on = std::get_if<bool>(&value))
            r[row.key] = *on;
        else if (const double* figure = std::get_if<double>(&value))
            r[row.key] = *figure;
        else if (const std::string* word = std::get_if<std::string>(&value))
            r[row.key] = *word;
        else
            r[row.key] = nullptr;
    }
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
    if (!project.r3d.empty()) {
        const Project3D& r = project.r3d;
        p["r3d"] = {{"source", pathValue(r.source)},
                    {"clip", pathValue(r.clip)},
                    {"animation", pathValue(r.animation)},
                    {"target", pathValue(r.target)},
                    {"absolute", r.absolute},
                    {"sourceRoles", r3d::rolesObject(r.sourceRoles)},
                    {"targetRoles", r3d::rolesObject(r.targetRoles)}};
    }
    p["clean"] = cleanJson(project.clean);
    p["retarget"] = retargetJson(project.retarget);
    return p.dump(2) + "\n";
}

}  // namespace rigpose::project
