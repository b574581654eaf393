// rig-pose scan: the sequence normalised by its camera before clean reads it (ref #63), the
// camera given by hand, as a key file or as the windows of its zooms snapped on the floor.

#include "commands.h"
#include "output.h"
#include "rigpose/camera/camera_keys.h"
#include "rigpose/camera/scan.h"
#include "rigpose/camera/windows.h"
#include "rigpose/report/written_lines.h"
#include "rigpose/sequence/writer.h"
#include "rigpose/util/number_format.h"
#include "rigpose/util/output_paths.h"
#include "sequence_io.h"

#include <algorithm>

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
            return usageError(
                "scan", "--camera-windows takes the zooms' frames as a-b,c-d,… (whole frames), not \"" + *text + "\"");
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

    std::vector<sequence::CameraEntry> cam;
    std::string source;
    std::vector<std::string> lines;
    if (auto file = args.value("camera-file")) {
        const auto keys = camera::readCameraKeysFile(*file, raw.frames.size());
        if (!keys.ok())
            return refuse(keys.refusals);
        cam = camera::cameraOfKeys(keys.value, raw.frames.size());
        source = camera::keysSource(keys.value);
    } else {
        auto read = camera::cameraOfWindows(raw, *windows, args.value("person"), input);
        if (!read.ok())
            return refuse(read.refusals);
        cam = std::move(read.value.camera);
        source = std::move(read.value.source);
    }
    const auto scanned = camera::scanSequence(raw, cam, source);
    if (!scanned.ok())
        return refuse(scanned.refusals);
    const auto [lo, hi] = std::minmax_element(cam.begin(), cam.end(),
                                              [](const auto& a, const auto& b) { return a.s < b.s; });
    if (auto refused = writeSequenceOutput(plan, out, scanned.value))
        return refuse(*refused);
    printLine("SCAN " + source + ": s " + formatFixed(cam.empty() ? 1 : lo->s, 4) + "–" +
              formatFixed(cam.empty() ? 1 : hi->s, 4) + " over " + std::to_string(cam.size()) +
              " frame(s); every joint put back into frame 0's picture, (p − t) / s");
    if (plan.missingDir)
        printLine("made directory " + *plan.missingDir + " (holds " + out + ")");
    printLine(report::wroteScannedLine(out, sequence::specString(scanned.value.minorNeeded()), cam.size()));
    return kExitWritten;
}

}  // namespace

Command scanCommand()
{
    CommandSpec spec{"scan",
                     "normalise a sequence by its camera (a zoom or a pan of the video) before it is cleaned",
                     "rig-pose scan --pose in.json (--camera-file camera.json | --camera-windows a-b,c-d) --out "
                     "out.json [--person id]",
                     {
                         {"pose", "in.json", "the detector's sequence, not yet cleaned and without a camera"},
                         {"camera-file", "camera.json",
                          "rig-pose-camera/1: { frame, s, tx, ty } keys by hand, linear between, held outside"},
                         {"camera-windows", "a-b,c-d",
                          "the frames of each zoom, by eye: each step read off the planted ankles either side"},
                         {"out", "out.json", "where the normalised sequence goes, with its camera and cameraSource"},
                         {"person", "id", "whose ankles --camera-windows reads when the sequence holds more than one"},
                     }};
    return {spec, runScan};
}

}  // namespace rigpose::cli
