// rig-pose generate: writes a synthetic pose sequence made from joint angles. The bundled
// example is this command's output with the defaults: --out gives its raw clip
// (resources/examples/wave/pose.raw.json), --cleaned that clip cleaned (pose.json beside it).

#include <charconv>
#include <cmath>
#include <cstdint>
#include <optional>
#include <string>

#include "commands.h"
#include "output.h"
#include "rigpose/examples/figure3d.h"
#include "rigpose/examples/raise.h"
#include "rigpose/examples/wave.h"
#include "rigpose/examples/wave_example.h"
#include "rigpose/clean/clean.h"
#include "rigpose/sequence/writer.h"
#include "rigpose/util/atomic_write.h"
#include "rigpose/util/output_paths.h"
#include "rigpose/util/output_set.h"
#include "number_args.h"
#include "rigpose/util/number_format.h"

namespace rigpose::cli {

namespace {

// A generous ceiling (about 2.9 hours at 24 fps, some 250 MB in memory): a mistyped
// --seconds would otherwise fill the machine before writing anything.
constexpr std::int64_t kMaxFrames = 250'000;

std::optional<std::uint64_t> parseSeed(const std::string& word)
{
    std::uint64_t value = 0;
    const char* end = word.data() + word.size();
    auto [ptr, ec] = std::from_chars(word.data(), end, value);
    if (ec != std::errc() || ptr != end)
        return std::nullopt;
    return value;
}

// Reads a numeric flag into `target` when given; returns the usage error, if any.
std::string readNumber(const ParsedArgs& args, const std::string& flag, double& target, bool zeroAllowed)
{
    auto word = args.value(flag);
    if (!word)
        return {};
    auto value = parseNumber(*word);
    if (!value)
        return "--" + flag + " needs a number, not \"" + *word + "\"";
    if (*value < 0 || (*value == 0 && !zeroAllowed))
        return "--" + flag + " must be " + (zeroAllowed ? "0 or more" : "more than 0") + ", not " + *word;
    target = *value;
    return {};
}

int runFigure3d(const ParsedArgs& args, examples::Stride stride, const std::string& out);

int runGenerate(const ParsedArgs& args)
{
    const std::string figure = args.value("figure").value_or("wave");
    const auto stride = examples::strideFromName(figure);
    const bool raise = figure == "raise";
    if (figure != "wave" && !raise && !stride)
        return usageError("generate", "--figure knows wave, raise, walk and run, not \"" + figure + "\"");
    auto out = args.value("out");
    if (stride) {
        if (!out || out->empty())
            return usageError("generate", "--out is required (where to write the sequence)");
        if (args.has("cleaned"))
            return usageError("generate",
                              "--cleaned writes the wave example's cleaned pose; walk and run are "
                              "written raw only (clean them with rig-pose clean)");
        return runFigure3d(args, *stride, *out);
    }
    if (args.has("view"))
        return usageError("generate", "--view places the camera of --figure walk or run; the " + figure + " faces it");
    if (!out || out->empty())
        return usageError("generate", "--out is required (where to write the sequence)");
    const std::optional<std::string> cleanedOut = args.value("cleaned");
    if (cleanedOut && cleanedOut->empty())
        return usageError("generate", "--cleaned needs a path (where to write the cleaned sequence)");

    examples::WaveOptions options;
    if (raise)
        options.seconds = examples::kRaiseSeconds;
    for (const std::string& error :
         {readNumber(args, "seconds", options.seconds, false), readNumber(args, "fps", options.fps, false),
          readNumber(args, "noise", options.noise, true)}) {
        if (!error.empty())
            return usageError("generate", error);
    }
    if (auto word = args.value("seed")) {
        auto seed = parseSeed(*word);
        if (!seed)
            return usageError("generate", "--seed needs a whole number 0 or more, not \"" + *word + "\"");
        options.seed = *seed;
    }
    const std::int64_t frames = examples::waveFrameCount(options);
    if (frames > kMaxFrames)
        return usageError("generate", "--seconds x --fps gives " + std::to_string(frames) + " frames, more than the " +
                                          std::to_string(kMaxFrames) + " this command writes");

    if (auto refusal = checkWritablePath(*out, "--out"))
        return refuse(*refusal);
    if (cleanedOut)
        if (auto refusal = checkWritablePath(*cleanedOut, "--cleaned"))
            return refuse(*refusal);
    // The raw and the cleaned sequence need a file each, however the two paths are spelled.
    if (cleanedOut)
        if (auto collision = checkOutputCollisions({}, {{"--out", *out}, {"--cleaned", *cleanedOut}}))
            return refuse(*collision);
    const sequence::Sequence seq = raise ? examples::makeRaiseSequence(options) : examples::makeWaveSequence(options);
    // Cleaned before anything is written, so a refusal leaves neither file.
    std::optional<clean::CleanResult> cleaned;
    if (cleanedOut) {
        cleaned = examples::cleanAsWritten(seq, examples::waveExampleCleanOptions());
        if (!cleaned->ok())
            return refuse(cleaned->refusals);
    }
    // Both files or neither: the raw clip is published only with its cleaned twin.
    OutputSet written;
    if (auto refusal = written.stage(*out, [&](std::ostream& stream) { sequence::writeSequence(stream, seq); }))
        return refuse(*refusal);
    if (cleaned)
        if (auto refusal = written.stage(
                *cleanedOut, [&](std::ostream& stream) { sequence::writeSequence(stream, cleaned->sequence); }))
            return refuse(*refusal);
    if (auto refusal = written.commit())
        return refuse(*refusal);

    const std::string noise = options.noise > 0 ? "noise " + formatFixed(options.noise, 3) + " px (seed " +
                                                      std::to_string(options.seed) + ")"
                                                : "exact";
    printLine("GENERATE: " + figure + ", " + std::to_string(frames) + " frames, " + formatFixed(options.seconds, 3) +
              " s at " + formatFixed(options.fps, 3) + " fps, " + noise + " -> " + *out);
    if (cleaned) {
        const clean::CleanOptions used = examples::waveExampleCleanOptions();
        for (const std::string& line : clean::cleanLines(cleaned->report, used, false))
            printLine(line);
        printLine("GENERATE: cleaned with --legs " + std::to_string(used.legs) + " --rest " +
                  std::to_string(used.rest) + (used.hold ? "" : " --hold off") + (used.loop ? " --loop" : "") + " -> " +
                  *cleanedOut);
    }
    return kExitWritten;
}

// --figure walk|run: the 3D figure drawn from --view (ref #281's synthetic fixtures).
int runFigure3d(const ParsedArgs& args, examples::Stride stride, const std::string& out)
{
    examples::Figure3dOptions options;
    options.stride = stride;
    const std::string view = args.value("view").value_or("front");
    const auto camera = examples::viewFromName(view);
    if (!camera)
        return usageError("generate", "--view takes front, behind or side, not \"" + view + "\"");
    options.view = *camera;
    for (const std::string& error :
         {readNumber(args, "seconds", options.seconds, false), readNumber(args, "fps", options.fps, false),
          readNumber(args, "noise", options.noise, true)}) {
        if (!error.empty())
            return usageError("generate", error);
    }
    if (auto word = args.value("seed")) {
        auto seed = parseSeed(*word);
        if (!seed)
            return usageError("generate", "--seed needs a whole number 0 or more, not \"" + *word + "\"");
        options.seed = *seed;
    }
    const std::int64_t frames = examples::figure3dFrameCount(options);
    if (frames > kMaxFrames)
        return usageError("generate", "--seconds x --fps gives " + std::to_string(frames) + " frames, more than the " +
                                          std::to_string(kMaxFrames) + " this command writes");
    if (auto refusal = checkWritablePath(out, "--out"))
        return refuse(*refusal);
    const examples::Figure3dClip clip = examples::makeFigure3d(options);
    if (auto refusal = writeFileAtomically(
            out, [&](std::ostream& stream) { sequence::writeSequence(stream, clip.sequence); }))
        return refuse(*refusal);
    const std::string noise = options.noise > 0 ? "noise " + formatFixed(options.noise, 3) + " px (seed " +
                                                      std::to_string(options.seed) + ")"
                                                : "exact";
    printLine("GENERATE: " + std::string(examples::strideName(stride)) + " in place seen from " + view + ", " +
              std::to_string(frames) + " frames at " + formatFixed(options.fps, 3) + " fps, " + noise + " -> " + out);
    return kExitWritten;
}

}  // namespace

Command generateCommand()
{
    return {
        {"generate",
         "writes a synthetic pose sequence made from joint angles (the bundled wave example)",
         "rig-pose generate [--figure wave|raise|walk|run] [--view front|behind|side] --out pose.json "
         "[--cleaned cleaned.json] [--seconds 3] [--fps 24] [--noise 0] [--seed 1]",
         {
             {"figure", "name",
              "what to generate: wave (the default), a standing figure "
              "waving its right arm; raise, the same figure raising its right arm "
              "out, overhead and down (the alternate drawings example); walk or run, "
              "a 3D figure striding in place"},
             {"view", "side",
              "where the camera stands for walk and run: front (the default), "
              "behind or side"},
             {"out", "pose.json", "where to write the rig-pose-sequence/1 file"},
             {"cleaned", "cleaned.json",
              "the wave and the raise only: also write it passed through clean with "
              "--legs 1 --rest 1 --hold off (positions unchanged, clean's "
              "record added), as the bundled example's pose.json"},
             {"seconds", "s", "the clip's length in seconds, more than 0 (default 3; raise 4, walk 2, run 2.5)"},
             {"fps", "n", "frames per second, more than 0 (default 24)"},
             {"noise", "px",
              "Gaussian noise on every coordinate, its standard deviation in px "
              "(default 0: exact)"},
             {"seed", "n",
              "the noise's seed, a whole number (default 1); the same seed "
              "writes the same bytes"},
         }},
        runGenerate,
    };
}

}  // namespace rigpose::cli
