// The sequence's links: the key files read as the commands read them, the read back, the write.

#include <algorithm>

#include "rigpose/camera/camera_keys.h"
#include "rigpose/camera/scan.h"
#include "rigpose/run/sequence_steps.h"
#include "rigpose/sequence/reader.h"
#include "rigpose/sequence/writable.h"
#include "rigpose/sequence/writer.h"
#include "rigpose/util/number_format.h"
#include "rigpose/util/output_set.h"

namespace rigpose::run {

Loaded<Scanned> scanByKeys(const sequence::Sequence& raw, const Source& keys)
{
    Loaded<Scanned> out;
    auto read = readSource(keys, {"CAMERA_FILE", "CAMERA_FILE", "--camera-file"}, out.refusals);
    if (!read)
        return out;
    const auto camera = camera::readCameraKeysText(read->bytes, keys.typed, raw.frames.size());
    if (!camera.ok()) {
        out.refusals = camera.refusals;
        return out;
    }
    out.value.camera = camera::cameraOfKeys(camera.value, raw.frames.size());
    out.value.source = camera::keysSource(camera.value);
    auto scanned = camera::scanSequence(raw, out.value.camera, out.value.source);
    if (!scanned.ok()) {
        out.refusals = std::move(scanned.refusals);
        return out;
    }
    out.value.sequence = std::move(scanned.value);
    return out;
}

RefusalList asScanReadBack(const RefusalList& reader)
{
    RefusalList out;
    for (const Refusal& r : reader.items())
        if (r.code == "WRITE_NUMBER")
            out.add(r);
        else
            out.add("SCAN_READ_BACK",
                    "the scanned sequence would not read back (" + r.code + ": " + r.message +
                        "); nothing was written. The camera put the joints where a sequence "
                        "cannot hold them: check the keys' s, tx and ty against the picture",
                    r.place);
    return out;
}

RefusalList scanReadBack(const sequence::Sequence& seq, const std::string& name)
{
    const auto back = throughTheWriter(seq, name);
    return back.ok() ? RefusalList() : asScanReadBack(back.refusals);
}

std::string scanLine(const std::vector<sequence::CameraEntry>& camera, const std::string& source)
{
    const auto [lo, hi] = std::minmax_element(camera.begin(), camera.end(),
                                              [](const auto& a, const auto& b) { return a.s < b.s; });
    return "SCAN " + source + ": s " + formatFixed(camera.empty() ? 1 : lo->s, 4) + "–" +
           formatFixed(camera.empty() ? 1 : hi->s, 4) + " over " + std::to_string(camera.size()) +
           " frame(s); every joint put back into frame 0's picture, (p − t) / s";
}

Loaded<pelvis::KeyedTrack> keyPelvis(const sequence::Sequence& raw, const Source& keys,
                                     const std::optional<std::string>& person, const std::string& input)
{
    // The keys' own refusals go through keyTrack, which names them beside the sequence's.
    Loaded<pelvis::PelvisKeys> read;
    if (auto bytes = readSource(keys, {"PELVIS_KEYS", "PELVIS_KEYS", "--pelvis-keys"}, read.refusals))
        read = pelvis::readPelvisKeysText(bytes->bytes, keys.typed, raw.frames.size());
    return pelvis::keyTrack(raw, person, read, input);
}

RefusalList namedFor(const std::string& input, const RefusalList& refusals)
{
    RefusalList named;
    for (const Refusal& r : refusals.items())
        named.add(r.code, input + ": " + r.message, r.place);
    return named;
}

Loaded<sequence::Sequence> throughTheWriter(const sequence::Sequence& seq, const std::string& name, std::string* text,
                                            const std::stop_token& stop)
{
    if (auto refused = sequence::checkWritable(seq, name)) {
        Loaded<sequence::Sequence> out;
        out.refusals.add(*refused);
        return out;
    }
    std::string written = sequence::sequenceToText(seq, stop);
    auto read = sequence::readSequenceText(written, name, sequence::FramePath::Fast, stop);
    if (text)
        *text = std::move(written);
    return read;
}

std::optional<Refusal> writeSequenceFile(const OutputPlan& plan, const std::string& out, const sequence::Sequence& seq)
{
    // Nothing the reader would refuse is written: a value that is not finite stops the run first.
    if (auto refused = sequence::checkWritable(seq, out))
        return refused;
    OutputSet set;
    if (plan.missingDir)
        if (auto refused = set.makeDirectory(*plan.missingDir))
            return refused;
    if (auto refused = set.stage(out, [&](std::ostream& o) { sequence::writeSequence(o, seq); }))
        return refused;
    return set.commit();
}

}  // namespace rigpose::run
