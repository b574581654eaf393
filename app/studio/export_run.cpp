#include "export_run.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <filesystem>

#include "export_sequence.h"
#include "rigpose/map/map.h"
#include "rigpose/report/inputs.h"
#include "rigpose/report/report.h"
#include "rigpose/report/written_lines.h"
#include "rigpose/retarget/rig_inputs.h"
#include "rigpose/rig/reader.h"
#include "rigpose/sequence/writer.h"
#include "rigpose/spine/build.h"
#include "rigpose/util/atomic_write.h"
#include "rigpose/util/json_finite.h"
#include "rigpose/util/output_paths.h"
#include "rigpose/util/output_set.h"
#include "rigpose/util/sha256.h"

namespace rigpose::studio {

namespace {

namespace fs = std::filesystem;

std::string encoded(const QString& path) { return QFile::encodeName(path).toStdString(); }
QString decoded(const std::string& path) { return QFile::decodeName(path.c_str()); }

// --rig's files named as resolving the typed argument would name them: the same files under it.
rig::RigPaths namedRigPaths(const rig::RigPaths& resolved, const std::string& readArg, const std::string& typedArg)
{
    const auto rename = [&](const std::string& path) {
        return path == readArg ? typedArg : (fs::path(typedArg) / fs::path(path).filename()).string();
    };
    rig::RigPaths named{rename(resolved.rig), std::nullopt};
    if (resolved.motion)
        named.motion = rename(*resolved.motion);
    return named;
}

// One file (or the build folder) this export writes: read, typed and planned.
struct Output {
    std::string path;   // absolute: where it is written
    std::string typed;  // as a user in the export's folder types it
    std::string flag;   // the CLI's flag for it, for the collision check's messages
};

// Everything one export holds while it runs, so each step below reads as the CLI's does.
struct Run {
    Run(const ExportRequest& r, const QDir& f) : request(r), folder(f) {}
    const ExportRequest& request;
    QDir folder;  // where rig-pose is taken to run
    ExportOutcome outcome;

    std::string typedIn(const QString& absolute) const { return encoded(folder.relativeFilePath(absolute)); }
    std::string absolute(const std::string& typed) const { return encoded(folder.absoluteFilePath(decoded(typed))); }
    void refuse(const RefusalList& list) { outcome.refusals.append(list); }
    void refuse(const Refusal& r) { outcome.refusals.add(r); }
    void refuse(const char* code, const QString& message) { outcome.refusals.add(code, message.toStdString()); }
};

bool needsRig(ExportKind kind) { return kind != ExportKind::Cleaned; }

// The record (report or build) names the sequence by its hash: a raw one's cleaned file goes too.
bool writesCleaned(ExportKind kind, bool raw)
{
    return kind == ExportKind::Cleaned || (raw && (kind == ExportKind::Report || kind == ExportKind::Build));
}

// The project's inputs as the export needs them; refusals when they are not set.
bool checkInputs(Run& run)
{
    const Project& p = run.request.project;
    if (p.sequence.isEmpty())
        run.refuse("EXPORT_INPUTS", QStringLiteral("the project names no sequence; open one before exporting"));
    else if (needsRig(run.request.kind) && (p.rig.isEmpty() || p.map.isEmpty()))
        run.refuse("EXPORT_INPUTS", QStringLiteral("the %1 export runs rig-pose retarget, which needs a rig and a map; "
                                                   "set both (File → Set Rig…, Set Map…) first")
                                        .arg(exportKindName(run.request.kind)));
    else if (needsRig(run.request.kind) && run.request.mapEdited)
        run.refuse("EXPORT_MAP_EDITED", QStringLiteral("%1 has edits that are not saved: rig-pose would read the file "
                                                       "as it is on disk; save the map (File → Save), then export")
                                            .arg(QFileInfo(p.map).fileName()));
    return run.outcome.ok();
}

// The retarget's files, staged into `set`; the lines it prints into the outcome.
struct RetargetStep {
    std::string motionOut;  // the --out the MOTION line names
    std::optional<Output> motion, report, build;
    std::vector<std::string> lines;  // what it prints before its wrote lines
};

void retargetInto(Run& run, const ExportSequence& seq, RetargetStep& step, OutputSet& set, std::vector<std::string>& wrote)
{
    const Project& p = run.request.project;
    const std::string rigRead = encoded(p.rig), rigTyped = run.typedIn(p.rig);
    const std::string mapRead = encoded(p.map), mapTyped = run.typedIn(p.map);
    auto paths = rig::resolveRigPaths(rigRead);
    if (!paths.ok())
        return run.refuse(paths.refusals);
    const rig::RigPaths named = namedRigPaths(paths.value, rigRead, rigTyped);
    RefusalList refusals;
    auto rigIn = report::readInput(paths.value.rig, rigTyped, "RIG_PATH", "RIG_JSON", "--rig", refusals);
    auto mapIn = report::readInput(mapRead, mapTyped, "MAP_READ", "MAP_JSON", "--map", refusals);
    if (!refusals.empty())
        return run.refuse(refusals);
    auto rigSide = retarget::readRigWithMotion(paths.value, named, rigTyped, rigIn->bytes, step.motionOut);
    if (!rigSide.ok())
        return run.refuse(rigSide.refusals);
    auto map = map::readMapText(mapIn->bytes, mapTyped, rigSide.value.rig);
    if (!map.ok())
        return run.refuse(map.refusals);

    retarget::Options options = p.retarget;
    if (options.name.empty())
        options.name = animationNameFor(decoded(step.motionOut));
    // Atlas pages are written relative to the build: the same folder the CLI's --build names.
    const std::string buildDir = step.build ? step.build->path : encoded(run.folder.absolutePath());
    const retarget::Inputs inputs =
        retarget::inputsOf(rigSide.value, map.value, seq.sequence, options, {seq.typed, rigTyped, mapTyped, buildDir});
    const retarget::Result result = retarget::retarget(inputs);
    if (!result.ok()) {
        if (!result.gate.summary.empty())
            run.outcome.lines << QString::fromStdString("GATE " + result.gate.summary);
        return run.refuse(result.refusals);
    }

    const report::RunIdentity identity{rigIn->identity, named.rig, mapIn->identity,
                                       {seq.typed, sha256Hex(seq.bytes)}, std::nullopt};
    // The inputs again, from disk, before anything is written (a cleaned input; a raw one's
    // cleaned file is the text held here).
    for (auto [id, file, flag] : {std::tuple{&identity.rig, paths.value.rig, "--rig"}, std::tuple{&identity.map, mapRead, "--map"}})
        if (auto changed = report::checkUnchanged(*id, file, flag))
            refusals.add(*changed);
    if (!seq.cleanedHere)
        if (auto changed = report::checkUnchanged(identity.sequence, encoded(p.sequence), "--sequence"))
            refusals.add(*changed);
    if (!refusals.empty())
        return run.refuse(refusals);

    std::optional<report::json> reportDoc, recordDoc;
    if (step.report) {
        reportDoc = report::reportJson(result, options, identity, seq.sequence, rigSide.value.rig);
        if (auto refused = checkWritable(*reportDoc, step.report->typed))
            return run.refuse(*refused);
    }
    if (step.build) {
        recordDoc = report::recordJson(options, identity, seq.sequence);
        if (auto refused = checkWritable(*recordDoc, (fs::path(step.build->typed) / "retarget.json").string()))
            return run.refuse(*refused);
    }
    step.lines = report::runLines(result, seq.sequence, rigSide.value.motionLine);

    if (step.motion) {
        if (auto refused = set.stage(step.motion->path, result.gate.motionBytes))
            return run.refuse(*refused);
        wrote.push_back(report::wroteMotionLine(step.motion->typed, options.name, result.frameTimes.size()));
    }
    if (step.report) {
        const std::optional<std::string> replaced = report::modifiedAt(step.report->path);
        if (auto refused = set.stage(step.report->path, report::jsonText(*reportDoc)))
            return run.refuse(*refused);
        wrote.push_back(report::wroteReportLine(step.report->typed, false, replaced));
    }
    if (step.build) {
        if (auto failed = spine::stageBuild(set, step.build->path, *result.gate.build); !failed.empty())
            return run.refuse(failed);
        if (auto refused = set.stage((fs::path(step.build->path) / "retarget.json").string(), report::jsonText(*recordDoc)))
            return run.refuse(*refused);
        wrote.insert(wrote.begin(), report::recordLine(std::nullopt));
        wrote.push_back(report::wroteBuildLine(step.build->typed, result.gate.build->atlas.has_value()));
    }
}

}  // namespace

QString exportKindName(ExportKind kind)
{
    switch (kind) {
    case ExportKind::Motion: return QStringLiteral("motion");
    case ExportKind::Report: return QStringLiteral("report");
    case ExportKind::Build: return QStringLiteral("build");
    case ExportKind::Cleaned: return QStringLiteral("cleaned");
    }
    return {};
}

std::optional<ExportKind> exportKindFromName(const QString& name)
{
    for (ExportKind k : {ExportKind::Motion, ExportKind::Report, ExportKind::Build, ExportKind::Cleaned})
        if (exportKindName(k) == name)
            return k;
    return std::nullopt;
}

QString cleanedNameFor(const QString& rawSequence)
{
    return QString::fromStdString(animationNameFor(rawSequence)) + QStringLiteral(".cleaned.json");
}

ExportOutcome runExport(const ExportRequest& request)
{
    const QFileInfo out(request.out);
    Run run(request, out.absoluteDir());
    if (!checkInputs(run))
        return std::move(run.outcome);
    const ExportKind kind = request.kind;
    const Project& p = request.project;
    const Output main{encoded(out.absoluteFilePath()), run.typedIn(out.absoluteFilePath()),
                      kind == ExportKind::Report  ? "--report"
                      : kind == ExportKind::Build ? "--build"
                                                  : "--out"};

    // Every output path checked before any work, as the CLI checks them; folders are made only
    // once the run is green. A build is planned as its record, the file that lands in it.
    std::vector<std::pair<OutputPlan, std::string>> plans;  // with what the folder would hold
    plans.emplace_back(planOutputFile(kind == ExportKind::Build ? (fs::path(main.path) / "retarget.json").string() : main.path,
                                      main.flag),
                       kind == ExportKind::Build ? std::string("the build") : main.typed);
    if (plans.back().first.refusal) {
        run.refuse(*plans.back().first.refusal);
        return std::move(run.outcome);
    }

    const std::string cleanedTyped = kind == ExportKind::Cleaned ? main.typed : encoded(cleanedNameFor(p.sequence));
    auto seq = readExportSequence(encoded(p.sequence), run.typedIn(p.sequence), cleanedTyped, p.clean);
    if (!seq.ok()) {
        run.refuse(seq.refusals);
        return std::move(run.outcome);
    }
    if (kind == ExportKind::Cleaned && !seq.value.cleanedHere) {
        run.refuse("EXPORT_CLEANED_INPUT", QStringLiteral("%1 is cleaned already (it holds clean's record): there is "
                                                          "no cleaned sequence to export but the file itself")
                                               .arg(QFileInfo(p.sequence).fileName()));
        return std::move(run.outcome);
    }
    std::optional<Output> cleaned;
    if (writesCleaned(kind, seq.value.cleanedHere)) {
        cleaned = Output{run.absolute(cleanedTyped), cleanedTyped, "--out"};
        if (kind != ExportKind::Cleaned) {
            plans.emplace_back(planOutputFile(cleaned->path, "--out"), cleaned->typed);
            if (plans.back().first.refusal) {
                run.refuse(*plans.back().first.refusal);
                return std::move(run.outcome);
            }
        }
    }

    // No output may land on an input, nor two outputs on each other.
    std::vector<NamedPath> inputs{{seq.value.cleanedHere ? "--pose" : "--sequence", encoded(p.sequence)}};
    if (needsRig(kind)) {
        if (auto paths = rig::resolveRigPaths(encoded(p.rig)); paths.ok()) {
            inputs.push_back({"--rig", paths.value.rig});
            if (paths.value.motion)
                inputs.push_back({"--rig (its motion.json)", *paths.value.motion});
        }
        inputs.push_back({"--map", encoded(p.map)});
    }
    std::vector<NamedPath> outputs;
    if (cleaned && kind != ExportKind::Cleaned)
        outputs.push_back({"--out", cleaned->path});
    if (kind == ExportKind::Build)
        for (const char* file : {"skeleton.json", "skeleton.atlas", "retarget.json"})
            outputs.push_back({"--build (its " + std::string(file) + ")", (fs::path(main.path) / file).string()});
    else
        outputs.push_back({main.flag, main.path});
    if (auto collision = checkOutputCollisions(inputs, outputs)) {
        run.refuse(*collision);
        return std::move(run.outcome);
    }

    const auto print = [&run](const std::vector<std::string>& lines) {
        for (const std::string& line : lines)
            run.outcome.lines << QString::fromStdString(line);
    };
    print(seq.value.cleanLines);
    // Staged together and renamed together: a failure anywhere leaves what was there.
    OutputSet set;
    std::vector<std::string> made;
    for (const auto& [plan, holds] : plans)
        if (plan.missingDir && std::find(made.begin(), made.end(), *plan.missingDir) == made.end()) {
            if (auto refused = set.makeDirectory(*plan.missingDir)) {
                run.refuse(*refused);
                return std::move(run.outcome);
            }
            made.push_back(*plan.missingDir);
        }
    std::vector<std::string> wroteCleaned, wrote;
    if (cleaned) {
        if (auto refused = set.stage(cleaned->path, seq.value.bytes)) {
            run.refuse(*refused);
            return std::move(run.outcome);
        }
        wroteCleaned.push_back(report::wroteSequenceLine(cleaned->typed, sequence::specString(seq.value.sequence.minorNeeded()),
                                                         seq.value.person, seq.value.sequence.frames.size()));
    }
    RetargetStep step;
    if (needsRig(kind)) {
        const std::string name = p.retarget.name.empty() ? animationNameFor(p.sequence) : p.retarget.name;
        step.motionOut = kind == ExportKind::Motion ? main.typed : name + ".motion.json";
        (kind == ExportKind::Motion ? step.motion : kind == ExportKind::Report ? step.report : step.build) = main;
        retargetInto(run, seq.value, step, set, wrote);
        if (!run.outcome.ok())
            return std::move(run.outcome);
    }
    if (auto refused = set.commit()) {
        run.refuse(*refused);
        return std::move(run.outcome);
    }

    // What each command would say once its files are there: clean's, then retarget's. A folder
    // both needed was made by clean, which runs first.
    const auto madeFor = [&](const std::pair<OutputPlan, std::string>& planned) {
        const auto& [plan, holds] = planned;
        const auto at = plan.missingDir ? std::find(made.begin(), made.end(), *plan.missingDir) : made.end();
        if (at == made.end())
            return std::vector<std::string>{};
        made.erase(at);
        return std::vector<std::string>{report::madeDirectoryLine(run.typedIn(decoded(*plan.missingDir)), holds)};
    };
    if (plans.size() > 1)
        print(madeFor(plans.back()));
    if (kind == ExportKind::Cleaned)
        print(madeFor(plans.front()));
    print(wroteCleaned);
    print(step.lines);
    print(madeFor(plans.front()));
    print(wrote);
    if (cleaned)
        run.outcome.written << decoded(cleaned->path);
    if (kind != ExportKind::Cleaned)
        run.outcome.written << decoded(main.path);
    return std::move(run.outcome);
}

}  // namespace rigpose::studio
