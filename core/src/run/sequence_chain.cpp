// The sequence's links one after another, each read back as the next command would read it.

#include "rigpose/run/sequence_chain.h"

#include "rigpose/run/sequence_steps.h"
#include "rigpose/util/stop.h"

namespace rigpose::run {

namespace {

// `seq` through the writer under `name`: shared for the next link, or null and the refusals.
std::shared_ptr<const sequence::Sequence> readBack(const sequence::Sequence& seq, const std::string& name,
                                                   std::string* text, const std::stop_token& stop, SequenceChain& out)
{
    auto back = throughTheWriter(seq, name, text, stop);
    if (!back.ok()) {
        out.refusals = std::move(back.refusals);
        return nullptr;
    }
    return std::make_shared<const sequence::Sequence>(std::move(back.value));
}

void runLinks(const SequenceSources& in, const std::stop_token& stop, SequenceChain& out)
{
    std::shared_ptr<const sequence::Sequence> seq = in.raw;
    if (in.cameraKeys) {
        auto scanned = scanByKeys(*seq, *in.cameraKeys);
        if (!scanned.ok()) {
            out.refusals = std::move(scanned.refusals);
            return;
        }
        out.scanned = seq = readBack(scanned.value.sequence, in.names.scanned,
                                     in.keepTexts ? &out.scannedText : nullptr, stop, out);
        if (!seq) {
            out.refusals = asScanReadBack(out.refusals);
            return;
        }
    }
    if (in.pelvisKeys) {
        auto keyed = keyPelvis(*seq, *in.pelvisKeys, in.options.person, in.names.input);
        if (!keyed.ok()) {
            out.refusals = std::move(keyed.refusals);
            return;
        }
        out.pelvisLine = keyed.value.line;
        out.keyed = seq = readBack(keyed.value.sequence, in.names.input, nullptr, stop, out);
        if (!seq)
            return;
    }
    if (seq->cleaned) {
        out.cleaned = seq;
        return;
    }
    // clean takes its input by value; the caller keeps the raw one (the studio's timeline).
    clean::CleanResult cleaned = clean::cleanSequence(*seq, in.options, stop);
    if (cleaned.stopped) {
        out.stopped = true;
        return;
    }
    if (!cleaned.ok()) {
        out.refusals = std::move(cleaned.refusals);
        out.refusedByClean = true;
        return;
    }
    throwIfStopped(stop);
    out.report = std::move(cleaned.report);
    out.cleaned = readBack(cleaned.sequence, in.names.cleaned, in.keepTexts ? &out.cleanedText : nullptr, stop, out);
    out.cleanedHere = out.cleaned != nullptr;
}

}  // namespace

SequenceChain runSequenceChain(const SequenceSources& sources, std::stop_token stop)
{
    SequenceChain out;
    try {
        runLinks(sources, stop, out);
    } catch (const Stopped&) {
        // Nothing half made goes back: a stopped chain holds no sequence.
        SequenceChain stopped;
        stopped.stopped = true;
        return stopped;
    }
    return out;
}

}  // namespace rigpose::run
