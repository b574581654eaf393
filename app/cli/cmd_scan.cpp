// rig-pose scan: the sequence normalised by its camera before clean reads it (ref #63), the
// camera given by hand, as a key file or as the windows of its zooms snapped on the floor.

#include "commands.h"
#include "output.h"
#include "rigpose/camera/scan.h"
#include "rigpose/camera/windows.h"
#include "rigpose/report/written_lines.h"
#include "rigpose/sequence/writer.h"
#include "rigpose/util/output_paths.h"
#include "sequence_io.h"
#include "rigpose/run/sequence_steps.h"

namespace rigpose::cli {

namespace {

int runScan(const ParsedArgs& args)
{
    for (const char* flag : {"pose", "out"})
        if (!args.has(flag))
            return usageError("scan", std::string("--") + flag + " is required");
    if (args.has("camera-file") == args.has("camera-windows"))
        return usageError("scan", "give exactly one camera: --camera-file keys.json or --camera-windows a-b,c-d");
    std::optional<std::vector<camera::Window>> windows;
    if (auto text = args.value("camera-windows")) {
        windows = camera::parseWindows(*text);
        if (!windows)
            return usageError("scan", "--camera-windows takes the zooms' frames as a-b,c-d,… (whole frames up to " +
                                          std::to_string(camera::kLargestWindowFrame) + "), not \"" + *text + "\"");
    }
    const std::string input = *args.value("pose"), out = *args.value("out");
    OutputPlan plan = planOutputFile(out, "--out");
    if (plan.refusal)
        return refuse(*plan.refusal);
    std::vector<NamedPath> inputs{{"--pose", input}};
    if (auto file = args.value("camera-file"))
        inputs.push_back({"--camera-file", *file});
    if (auto collision = checkOutputCollisions(inputs, {{"--out", out}}))
        return refuse(*collision);
    Loaded<sequence::Sequence> loaded = readPoseInput(input, false);
    if (!loaded.ok())
        return refuse(loaded.refusals);
    const sequence::Sequence& raw = loaded.value;

    // The keys as the studio's runs read them; the windows are read here only.
    Loaded<run::Scanned> scanned;
    if (auto file = args.value("camera-file")) {
        scanned = run::scanByKeys(raw, {{*file, *file}, std::nullopt});
    } else {
        auto read = camera::cameraOfWindows(raw, *windows, args.value("person"), input);
        if (!read.ok())
            return refuse(read.refusals);
        scanned.value.camera = std::move(read.value.camera);
        scanned.value.source = std::move(read.value.source);
        auto normalised = camera::scanSequence(raw, scanned.value.camera, scanned.value.source);
        scanned.refusals = std::move(normalised.refusals);
        scanned.value.sequence = std::move(normalised.value);
    }
    if (!scanned.ok())
        return refuse(scanned.refusals);
    // Published only when the next command could read it.
    if (RefusalList back = run::scanReadBack(scanned.value.sequence, out); !back.empty())
        return refuse(back);
    const std::vector<sequence::CameraEntry>& cam = scanned.value.camera;
    if (auto refused = run::writeSequenceFile(plan, out, scanned.value.sequence))
        return refuse(*refused);
    printLine(run::scanLine(cam, scanned.value.source));
    if (plan.missingDir)
        printLine(report::madeDirectoryLine(*plan.missingDir, out));
    printLine(report::wroteScannedLine(out, sequence::specString(scanned.value.sequence.minorNeeded()), cam.size()));
    return kExitWritten;
}

}  // namespace

Command scanCommand()
{
    CommandSpec spec{
        "scan",
        "normalise a sequence by its camera (a zoom or a pan of the video) before it is cleaned",
        "rig-pose scan --pose in.json (--camera-file camera.json | --camera-windows a-b,c-d) --out "
        "out.json [--person id]",
        {
            {"pose", "in.json", "the detector's sequence, not yet cleaned and without a camera"},
            {"camera-file", "camera.json",
             "rig-pose-camera/1: { frame, s, tx, ty, curve? } keys by hand, linear between unless a key's curve says "
             "stepped, ease or [x1,y1,x2,y2]; held outside"},
            {"camera-windows", "a-b,c-d",
             "the frames of each zoom, by eye: each step read off the planted ankles either side"},
            {"out", "out.json", "where the normalised sequence goes, with its camera and cameraSource"},
            {"person", "id", "whose ankles --camera-windows reads when the sequence holds more than one"},
        }};
    return {spec, runScan};
}

}  // namespace rigpose::cli
