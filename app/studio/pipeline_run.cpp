#include "pipeline_run.h"

#include <QFile>

#include <filesystem>

#include "rigpose/motion/evaluator.h"
#include "rigpose/util/stop.h"
#include "rigpose/motion/timelines.h"
#include "rigpose/report/report.h"
#include "rigpose/run/retarget_prepare.h"
#include "rigpose/run/sequence_chain.h"
#include "rigpose/spine/build.h"
#include "bone_curves.h"
#include "drawings_reader.h"
#include "run_lanes.h"

namespace rigpose::studio {

namespace {

std::string typed(const QString& path) { return QFile::encodeName(path).toStdString(); }

QStringList toLines(const std::vector<std::string>& lines)
{
    QStringList out;
    for (const std::string& l : lines)
        out << QString::fromStdString(l);
    return out;
}

// Where the rig stands in the picture on each frame: the translated bone's target origin lands
// on the pose point it follows, at the run's figure scale. Without a translate the rig's root
// stands at the picture's centre, one world unit a pixel.
std::vector<widgets::RigPlacement> placements(const retarget::Result& result, const map::Map& map,
                                              const sequence::Sequence& seq)
{
    std::vector<widgets::RigPlacement> out;
    const retarget::Targets& targets = result.targets;
    if (!map.translate || targets.origins.size() != seq.frames.size() || !result.scale) {
        widgets::RigPlacement centre;
        centre.pictureAnchor = {seq.width / 2, seq.height / 2};
        return {centre};
    }
    out.reserve(seq.frames.size());
    widgets::RigPlacement last;
    last.worldPerPixel = result.scale->factor;
    for (std::size_t f = 0; f < seq.frames.size(); ++f) {
        const sequence::Person* person = seq.frames[f].person(result.person);
        const auto& joints = map.translate->joint.joints;
        if (person && person->joint(joints[0]).at && person->joint(joints[1]).at) {
            last.pictureAnchor = (*person->joint(joints[0]).at + *person->joint(joints[1]).at) / 2;
            last.worldAnchor = targets.origins[f];
        }
        out.push_back(last);
    }
    return out;
}

// The run's inputs as rig-pose retarget would be given them, the map and the contact keys as
// the document holds them (a file with no bytes held is read, as the CLI reads it).
run::RetargetSources sourcesOf(const RunRequest& request, std::shared_ptr<const sequence::Sequence> cleaned)
{
    const auto held = [](const std::string& text) {
        return text.empty() ? std::nullopt : std::optional<std::string>(text);
    };
    run::RetargetSources in;
    in.rig = {typed(request.rig), typed(request.rig)};
    if (!request.baseMotion.isEmpty())
        in.baseMotion = run::Named{typed(request.baseMotion), typed(request.baseMotion)};
    in.map = {{typed(request.map), typed(request.map)}, held(request.mapText)};
    // Cleaned here and held: no file of it to read again.
    in.sequence = {{{}, typed(request.sequencePath)}, std::nullopt};
    in.parsedSequence = std::move(cleaned);
    if (!request.contactKeysPath.isEmpty())
        in.contactKeys = run::Source{{typed(request.contactKeysPath), typed(request.contactKeysPath)},
                                     held(request.contactKeysText)};
    if (!request.merge.isEmpty())
        in.merge = run::Source{{typed(request.merge), typed(request.merge)}, std::nullopt};
    in.options = request.retarget;
    in.motionOut = typed(request.motionOut);
    return in;
}

// A key file as the document holds it: its text, or (none held) the file read as the CLI reads it.
run::Source keySource(const QString& path, const std::string& text)
{
    return {{typed(path), typed(path)}, text.empty() ? std::nullopt : std::optional<std::string>(text)};
}

void describeDepth(const sequence::Sequence& seq, RunOutput& out)
{
    for (const sequence::Frame& f : seq.frames) {
        if (!f.depth)
            continue;
        for (const auto& d : *f.depth)
            if (d) {
                out.depthSource = QString::fromStdString(std::string(sequence::depthSourceName(d->source)));
                break;
            }
        break;
    }
    if (seq.cleaned && seq.cleaned->contains("params")) {
        const auto& params = (*seq.cleaned)["params"];
        if (params.contains("depth") && params["depth"].is_object() && params["depth"].contains("gait"))
            out.gait = QString::fromStdString(params["depth"]["gait"].get<std::string>());
    }
}

// What the views need from a green run: the posed rig's playback, the lanes, the held spans.
// Checks `stop` between the steps and inside the compile (it throws Stopped).
void prepareViews(const RunRequest& request, const run::Prepared* rigIn, const std::stop_token& stop, RunOutput& out)
{
    if (out.retarget && rigIn) {
        const motion::Animation* animation = out.retarget->motion.animation(request.retarget.name);
        if (animation) {
            out.animation = std::shared_ptr<const motion::Animation>(out.retarget, animation);
            auto compiled = motion::compileAnimation(rigIn->rig->rig, out.retarget->motion, *animation, stop);
            if (compiled.ok()) {
                out.curves = boneCurvesOf(compiled.value, out.retarget->frameTimes,
                                          out.retarget->reduce ? &*out.retarget->reduce : nullptr);
                auto bones = std::make_shared<const motion::BoneAnimation>(compiled.value, stop);
                throwIfStopped(stop);
                // The pictures are read here, on the worker: the view only draws them.
                const rig::Rig& rig = rigIn->rig->rig;
                const QString images = QFile::decodeName(
                    QByteArray::fromStdString(spine::imagesDirOf(rig, rigIn->rig->paths.rig)));
                auto drawings = std::make_shared<const widgets::RigDrawings>(
                    readRigDrawings(rig, images, out.retarget->motion.setup, &compiled.value));
                throwIfStopped(stop);
                out.rig = std::make_shared<const widgets::RigPlayback>(
                    std::shared_ptr<const rig::Rig>(rigIn->rig, &rig), bones, out.retarget->frameTimes,
                    placements(*out.retarget, *rigIn->map, *out.cleaned), std::move(drawings));
            } else {
                out.refusals.append(compiled.refusals);
            }
        }
    }
    throwIfStopped(stop);
    out.lanes = lanesOfRun(*out.cleaned, out.cleanReport ? &*out.cleanReport : nullptr, out.retarget.get());
    throwIfStopped(stop);
    out.held = heldSpansOf(*out.cleaned);
}

}  // namespace

RunOutput runPipeline(const RunRequest& request, const RunControl& control)
{
    RunOutput out;
    const auto stage = [&](RunStage s) {
        if (control.stage)
            control.stage(s);
    };
    const auto canceled = [&] {
        out.canceled = control.stop.stop_requested();
        return out.canceled;
    };
    if (!request.sequence)
        return out;

    stage(RunStage::Cleaning);
    const CleanedInput* before = request.cleanedBefore.get();
    const bool reuse = before && before->raw == request.sequence && before->options == request.clean &&
                       before->pelvisKeysPath == request.pelvisKeysPath &&
                       before->pelvisKeysText == request.pelvisKeysText &&
                       before->cameraKeysPath == request.cameraKeysPath &&
                       before->cameraKeysText == request.cameraKeysText;
    if (reuse) {
        out.cleaned = before->cleaned;
        out.cleanReport = before->report;
        out.cleanLines = before->lines;
        out.cleanedHere = true;
        out.cleanedInput = request.cleanedBefore;
        out.keyed = before->keyed;
        out.scanned = before->scanned;
    } else {
        // The camera first (rig-pose scan), then the pelvis keys, then clean, as the CLI chains
        // them: core's chain, every link read back as the next command reads its file.
        run::SequenceSources links;
        links.raw = request.sequence;
        const std::string name = typed(request.sequencePath);
        links.names = {name, name, name};
        if (!request.cameraKeysPath.isEmpty())
            links.cameraKeys = keySource(request.cameraKeysPath, request.cameraKeysText);
        if (!request.pelvisKeysPath.isEmpty())
            links.pelvisKeys = keySource(request.pelvisKeysPath, request.pelvisKeysText);
        links.options = request.clean;
        run::SequenceChain chain = run::runSequenceChain(links, control.stop);
        out.scanned = chain.scanned;
        out.keyed = chain.keyed;
        if (chain.stopped) {
            out.canceled = true;
            return out;
        }
        if (!chain.ok()) {
            out.refusals = std::move(chain.refusals);
            return out;
        }
        out.cleaned = chain.cleaned;
        if (chain.cleanedHere) {
            out.cleanLines = toLines(clean::cleanLines(*chain.report, request.clean, false));
            // What came before clean, as the CLI prints it: a COCO file's CONVERT line (clean
            // --coco), then rig-pose pelvis's line when the project keys the pelvis.
            if (!chain.pelvisLine.empty())
                out.cleanLines.prepend(QString::fromStdString(chain.pelvisLine));
            if (!request.convertLine.empty())
                out.cleanLines.prepend(QString::fromStdString(request.convertLine));
            out.cleanReport = std::move(chain.report);
            out.cleanedHere = true;
            auto cache = std::make_shared<CleanedInput>();
            cache->raw = request.sequence;
            cache->pelvisKeysPath = request.pelvisKeysPath;
            cache->pelvisKeysText = request.pelvisKeysText;
            cache->keyed = out.keyed;
            cache->cameraKeysPath = request.cameraKeysPath;
            cache->cameraKeysText = request.cameraKeysText;
            cache->scanned = out.scanned;
            cache->options = request.clean;
            cache->cleaned = out.cleaned;
            cache->report = out.cleanReport;
            cache->lines = out.cleanLines;
            out.cleanedInput = std::move(cache);
        }
    }
    if (canceled())
        return out;
    describeDepth(*out.cleaned, out);
    const std::vector<std::string> people = out.cleaned->personIds();
    out.person = QString::fromStdString(request.clean.person.value_or(people.empty() ? std::string() : people.front()));

    std::optional<run::Prepared> rigIn;
    if (!request.rig.isEmpty() && !request.map.isEmpty()) {
        stage(RunStage::ReadingRig);
        rigIn = run::prepareRetarget(sourcesOf(request, out.cleaned));
        if (!rigIn->ok()) {
            out.refusals.append(rigIn->refusals);
            return out;
        }
        if (canceled())
            return out;
        out.contactKeys = rigIn->contactKeys;
        out.contactKeysSha256 = rigIn->contactKeysSha256;

        stage(RunStage::Retargeting);
        auto result = std::make_shared<retarget::Result>(run::runRetarget(*rigIn, control.stop));
        if (result->stopped) {
            out.canceled = true;
            return out;
        }
        if (!result->ok()) {
            if (!result->gate.summary.empty())
                out.retargetLines << QStringLiteral("GATE ") + QString::fromStdString(result->gate.summary);
            out.refusals = result->refusals;
            return out;
        }
        out.retargetLines = toLines(report::runLines(*result, *out.cleaned, rigIn->rig->motionLine));
        out.person = QString::fromStdString(result->person);
        out.retarget = result;
        if (canceled())
            return out;
    }

    stage(RunStage::Preparing);
    try {
        prepareViews(request, rigIn ? &*rigIn : nullptr, control.stop, out);
    } catch (const Stopped&) {
        out.canceled = true;
        return out;
    }
    stage(RunStage::Done);
    return out;
}

}  // namespace rigpose::studio
