#include "export_run.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <filesystem>

#include "export_retarget.h"
#include "export_sequence.h"
#include "project_inputs.h"
#include "rigpose/report/written_lines.h"
#include "rigpose/rig/reader.h"
#include "rigpose/sequence/writer.h"
#include "rigpose/util/atomic_write.h"
#include "rigpose/util/output_paths.h"
#include "rigpose/util/output_set.h"

namespace rigpose::studio {

namespace {

namespace fs = std::filesystem;

std::string encoded(const QString& path) { return QFile::encodeName(path).toStdString(); }
QString decoded(const std::string& path) { return QFile::decodeName(path.c_str()); }

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
    else if (run.request.kind == ExportKind::Camera && !p.retarget.legScale)
        run.refuse("EXPORT_CAMERA_OFF", QStringLiteral("the figure-scale track is --leg-scale's, and Leg Scale is off; "
                                                       "turn it on in Run Options (0.8,1.05 is a start), then export"));
    else if (needsRig(run.request.kind) && run.request.mapEdited)
        run.refuse("EXPORT_MAP_EDITED", QStringLiteral("%1 has edits that are not saved: rig-pose would read the file "
                                                       "as it is on disk; save the map (File → Save), then export")
                                            .arg(QFileInfo(p.map).fileName()));
    else if (!p.cameraKeys.isEmpty() && run.request.cameraKeysEdited)
        run.refuse("EXPORT_KEYS_EDITED",
                   QStringLiteral("%1 has edits that are not saved: rig-pose scan would read the "
                                  "file as it is on disk; save the keys (Keys → Save Camera Keys), "
                                  "then export")
                       .arg(QFileInfo(p.cameraKeys).fileName()));
    else if (!p.pelvisKeys.isEmpty() && run.request.pelvisKeysEdited)
        run.refuse("EXPORT_KEYS_EDITED",
                   QStringLiteral("%1 has edits that are not saved: rig-pose pelvis would read the "
                                  "file as it is on disk; save the keys (Keys → Save Pelvis Keys), "
                                  "then export")
                       .arg(QFileInfo(p.pelvisKeys).fileName()));
    else if (needsRig(run.request.kind) && !p.contactKeys.isEmpty() && run.request.contactKeysEdited)
        run.refuse("EXPORT_KEYS_EDITED", QStringLiteral("%1 has edits that are not saved: rig-pose retarget would read "
                                                        "the file as it is on disk; save the keys (Keys → Save Contact "
                                                        "Keys), then export")
                                             .arg(QFileInfo(p.contactKeys).fileName()));
    return run.outcome.ok();
}

}  // namespace

QString exportKindName(ExportKind kind)
{
    switch (kind) {
    case ExportKind::Motion:
        return QStringLiteral("motion");
    case ExportKind::Report:
        return QStringLiteral("report");
    case ExportKind::Build:
        return QStringLiteral("build");
    case ExportKind::Cleaned:
        return QStringLiteral("cleaned");
    case ExportKind::Camera:
        return QStringLiteral("camera");
    case ExportKind::Bvh:
        return QStringLiteral("bvh");
    case ExportKind::Glb:
        return QStringLiteral("glb");
    case ExportKind::MpfbPose:
        return QStringLiteral("mpfb-pose");
    }
    return {};
}

std::optional<ExportKind> exportKindFromName(const QString& name)
{
    for (ExportKind k : {ExportKind::Motion, ExportKind::Report, ExportKind::Build, ExportKind::Cleaned,
                         ExportKind::Camera, ExportKind::Bvh, ExportKind::Glb, ExportKind::MpfbPose})
        if (exportKindName(k) == name)
            return k;
    return std::nullopt;
}

QString cleanedNameFor(const QString& rawSequence)
{
    return QString::fromStdString(animationNameFor(rawSequence)) + QStringLiteral(".cleaned.json");
}

QString scannedNameFor(const QString& rawSequence)
{
    return QString::fromStdString(animationNameFor(rawSequence)) + QStringLiteral(".scanned.json");
}

ExportOutcome runExport(const ExportRequest& request)
{
    if (isR3dExport(request.kind))
        return runR3dExport(request);
    const QFileInfo out(request.out);
    Run run(request, out.absoluteDir());
    if (!checkInputs(run))
        return std::move(run.outcome);
    const ExportKind kind = request.kind;
    const Project& p = request.project;
    const char* flag = kind == ExportKind::Report   ? "--report"
                       : kind == ExportKind::Build  ? "--build"
                       : kind == ExportKind::Camera ? "--camera"
                                                    : "--out";
    const ExportFile main{encoded(out.absoluteFilePath()), run.typedIn(out.absoluteFilePath()), flag};

    // Nothing the project names may be written over, nor a build put among them: checked first,
    // so the refusal names the input even where OUT is refused on other grounds too (a folder).
    const std::vector<NamedPath> inputs = projectInputs(p, request.projectFile);
    if (auto collision = kind == ExportKind::Build ? checkOutputFolder(inputs, {main.flag, main.path})
                                                   : checkOutputCollisions(inputs, {{main.flag, main.path}})) {
        run.refuse(*collision);
        return std::move(run.outcome);
    }

    // Every output path checked before any work, as the CLI checks them; folders are made only
    // once the run is green. A build is planned as its record, the file that lands in it.
    std::vector<std::pair<OutputPlan, std::string>> plans;  // with what the folder would hold
    plans.emplace_back(
        planOutputFile(kind == ExportKind::Build ? (fs::path(main.path) / "retarget.json").string() : main.path,
                       main.flag),
        kind == ExportKind::Build ? std::string("the build") : main.typed);
    if (plans.back().first.refusal) {
        run.refuse(*plans.back().first.refusal);
        return std::move(run.outcome);
    }

    const std::string cleanedTyped = kind == ExportKind::Cleaned ? main.typed : encoded(cleanedNameFor(p.sequence));
    std::optional<ExportKeys> keys;
    if (!p.pelvisKeys.isEmpty())
        keys = ExportKeys{encoded(p.pelvisKeys), run.typedIn(p.pelvisKeys)};
    std::optional<ExportKeys> cameraKeys;
    if (!p.cameraKeys.isEmpty())
        cameraKeys = ExportKeys{encoded(p.cameraKeys), run.typedIn(p.cameraKeys)};
    const std::string scannedTyped = encoded(scannedNameFor(p.sequence));
    auto seq = readExportSequence(
        encoded(p.sequence), run.typedIn(p.sequence), cleanedTyped, p.clean, keys,
        cameraKeys ? std::optional<ExportScan>(ExportScan{*cameraKeys, scannedTyped}) : std::nullopt);
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
    // The scanned sequence clean read goes beside the cleaned one, as rig-pose scan --out wrote it.
    std::optional<ExportFile> scanned;
    if (seq.value.scanned) {
        scanned = ExportFile{run.absolute(scannedTyped), scannedTyped, "--out"};
        plans.emplace_back(planOutputFile(scanned->path, "--out"), scanned->typed);
        if (plans.back().first.refusal) {
            run.refuse(*plans.back().first.refusal);
            return std::move(run.outcome);
        }
    }
    std::optional<ExportFile> cleaned;
    if (writesCleaned(kind, seq.value.cleanedHere)) {
        cleaned = ExportFile{run.absolute(cleanedTyped), cleanedTyped, "--out"};
        if (kind != ExportKind::Cleaned) {
            plans.emplace_back(planOutputFile(cleaned->path, "--out"), cleaned->typed);
            if (plans.back().first.refusal) {
                run.refuse(*plans.back().first.refusal);
                return std::move(run.outcome);
            }
        }
    }

    // Nor may the files written beside it, nor two outputs land on each other.
    std::vector<NamedPath> outputs;
    if (scanned)
        outputs.push_back({"--out (scan's)", scanned->path});
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
    // The retarget runs before anything is on disk: a process killed meanwhile, even by SIGKILL,
    // leaves no folder and no temporary behind. Only the writing itself is left to the set.
    std::optional<RetargetExport> job;
    RetargetComputed computed;
    if (needsRig(kind)) {
        job = RetargetExport{encoded(p.rig),
                             run.typedIn(p.rig),
                             encoded(p.map),
                             run.typedIn(p.map),
                             {},
                             encoded(run.folder.absolutePath()),
                             p.retarget,
                             {},
                             {},
                             {},
                             {},
                             {},
                             {},
                             {},
                             {},
                             {},
                             {}};
        if (!p.contactKeys.isEmpty()) {
            job->contactKeys = encoded(p.contactKeys);
            job->contactKeysTyped = run.typedIn(p.contactKeys);
        }
        if (!p.merge.isEmpty()) {
            job->merge = encoded(p.merge);
            job->mergeTyped = run.typedIn(p.merge);
        }
        if (!p.baseMotion.isEmpty()) {
            job->baseMotion = encoded(p.baseMotion);
            job->baseMotionTyped = run.typedIn(p.baseMotion);
        }
        const std::string stem = p.retarget.name.empty() ? animationNameFor(p.sequence) : p.retarget.name;
        job->motionOut = kind == ExportKind::Motion ? main.typed : stem + ".motion.json";
        // Unnamed, the animation is named after --out, as rig-pose retarget names it.
        if (job->options.name.empty())
            job->options.name = animationNameFor(decoded(job->motionOut));
        (kind == ExportKind::Motion   ? job->motion
         : kind == ExportKind::Report ? job->report
         : kind == ExportKind::Camera ? job->camera
                                      : job->build) = main;
        computed = computeRetarget(*job, seq.value, seq.value.cleanedHere ? std::string() : encoded(p.sequence));
        if (!computed.refused.ok()) {
            print(computed.refused.printed);
            run.refuse(computed.refused.refusals);
            return std::move(run.outcome);
        }
    }
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
    std::vector<std::string> wroteCleaned;
    if (scanned) {
        if (auto refused = set.stage(scanned->path, seq.value.scanned->bytes)) {
            run.refuse(*refused);
            return std::move(run.outcome);
        }
        wroteCleaned.push_back(
            report::wroteScannedLine(scanned->typed, seq.value.scanned->spec, seq.value.sequence->frames.size()));
    }
    if (cleaned) {
        if (auto refused = set.stage(cleaned->path, seq.value.bytes)) {
            run.refuse(*refused);
            return std::move(run.outcome);
        }
        wroteCleaned.push_back(report::wroteSequenceLine(cleaned->typed,
                                                         sequence::specString(seq.value.sequence->minorNeeded()),
                                                         seq.value.person, seq.value.sequence->frames.size()));
    }
    RetargetStaged retargeted;
    if (job) {
        retargeted = stageRetarget(*job, computed, set);
        if (!retargeted.ok()) {
            print(retargeted.printed);
            run.refuse(retargeted.refusals);
            return std::move(run.outcome);
        }
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
        // Named from the current folder, as OUT was given: the export's folder is inside it.
        const QString dir = QDir::current().relativeFilePath(decoded(*plan.missingDir));
        return std::vector<std::string>{report::madeDirectoryLine(encoded(dir), holds)};
    };
    for (std::size_t i = plans.size(); i-- > 1;)
        print(madeFor(plans[i]));  // the cleaned and scanned sequences', beside the main output
    if (kind == ExportKind::Cleaned)
        print(madeFor(plans.front()));
    print(wroteCleaned);
    print(retargeted.printed);
    print(madeFor(plans.front()));  // the retarget's own (nothing left for a cleaned export)
    print(retargeted.wrote);
    if (scanned)
        run.outcome.written << decoded(scanned->path);
    if (cleaned)
        run.outcome.written << decoded(cleaned->path);
    if (kind != ExportKind::Cleaned)
        run.outcome.written << decoded(main.path);
    return std::move(run.outcome);
}

}  // namespace rigpose::studio
