#include "export_sequence.h"

#include <QFile>

#include "file_kind.h"
#include "rigpose/camera/camera_keys.h"
#include "rigpose/camera/scan.h"
#include "rigpose/pelvis/keys.h"
#include "rigpose/report/inputs.h"
#include "rigpose/sequence/coco.h"
#include "rigpose/sequence/describe.h"
#include "rigpose/sequence/reader.h"
#include "rigpose/sequence/writable.h"
#include "rigpose/sequence/writer.h"

namespace rigpose::studio {

Loaded<ExportSequence> readExportSequence(const std::string& path, const std::string& typed,
                                          const std::string& cleanedTyped, const clean::CleanOptions& options,
                                          const std::optional<ExportKeys>& pelvisKeys,
                                          const std::optional<ExportScan>& scan)
{
    Loaded<ExportSequence> out;
    const bool coco = fileSpecOf(QFile::decodeName(path.c_str())).startsWith(QLatin1String("coco17-sequence/"));
    auto read = report::readInput(path, typed, "POSE_READ", "POSE_JSON", coco ? "--coco" : "--sequence", out.refusals);
    if (!read)
        return out;
    Loaded<sequence::Sequence> seq = coco ? sequence::readCocoText(read->bytes, typed)
                                          : sequence::readSequenceText(read->bytes, typed);
    if (!seq.ok()) {
        out.refusals = std::move(seq.refusals);
        return out;
    }
    ExportSequence& result = out.value;
    if (scan) {
        // rig-pose scan first: the keys read as it reads them, its file read back by what follows.
        RefusalList readRefusals;
        auto keysRead = report::readInput(scan->keys.path, scan->keys.typed, "CAMERA_FILE", "CAMERA_FILE",
                                          "--camera-file", readRefusals);
        if (!keysRead) {
            out.refusals = std::move(readRefusals);
            return out;
        }
        auto keys = camera::readCameraKeysText(keysRead->bytes, scan->keys.typed, seq.value.frames.size());
        if (!keys.ok()) {
            out.refusals = std::move(keys.refusals);
            return out;
        }
        auto scanned = camera::scanSequence(seq.value, camera::cameraOfKeys(keys.value, seq.value.frames.size()),
                                            camera::keysSource(keys.value));
        if (!scanned.ok()) {
            out.refusals = std::move(scanned.refusals);
            return out;
        }
        if (auto refused = sequence::checkWritable(scanned.value, scan->scannedTyped)) {
            out.refusals.add(*refused);
            return out;
        }
        result.scanned = ScannedText{sequence::sequenceToText(scanned.value),
                                     sequence::specString(scanned.value.minorNeeded())};
        seq = sequence::readSequenceText(result.scanned->bytes, scan->scannedTyped);
        if (!seq.ok()) {
            out.refusals = std::move(seq.refusals);
            return out;
        }
    }
    if (pelvisKeys) {
        // rig-pose pelvis first: its refusals, its track, its file read back by clean.
        RefusalList readRefusals;
        auto keysRead = report::readInput(pelvisKeys->path, pelvisKeys->typed, "PELVIS_KEYS", "PELVIS_KEYS",
                                          "--pelvis-keys", readRefusals);
        Loaded<pelvis::PelvisKeys> keys;
        keys.refusals = std::move(readRefusals);
        if (keysRead)
            keys = pelvis::readPelvisKeysText(keysRead->bytes, pelvisKeys->typed, seq.value.frames.size());
        const auto keyed = pelvis::keyTrack(seq.value, options.person, keys, typed);
        if (!keyed.ok()) {
            out.refusals = keyed.refusals;
            return out;
        }
        result.cleanLines.push_back(keyed.value.line);
        seq = sequence::readSequenceText(sequence::sequenceToText(keyed.value.sequence), typed);
        if (!seq.ok()) {
            out.refusals = std::move(seq.refusals);
            return out;
        }
    }
    if (seq.value.cleaned) {
        result.sequence = std::move(seq.value);
        result.bytes = std::move(read->bytes);
        result.typed = typed;
        return out;
    }

    if (coco)
        result.cleanLines.push_back(sequence::convertLine(seq.value));
    clean::CleanResult cleaned = clean::cleanSequence(std::move(seq.value), options);
    if (!cleaned.ok()) {
        // As rig-pose clean names them: the input first.
        for (const Refusal& r : cleaned.refusals.items())
            out.refusals.add(r.code, typed + ": " + r.message, r.place);
        return out;
    }
    for (std::string& line : clean::cleanLines(cleaned.report, options, false))
        result.cleanLines.push_back(std::move(line));
    if (auto refused = sequence::checkWritable(cleaned.sequence, cleanedTyped)) {
        out.refusals.add(*refused);
        return out;
    }
    result.bytes = sequence::sequenceToText(cleaned.sequence);
    // Read back from the text, as rig-pose retarget reads clean's file: each value rounded once.
    Loaded<sequence::Sequence> reread = sequence::readSequenceText(result.bytes, cleanedTyped);
    if (!reread.ok()) {
        out.refusals = std::move(reread.refusals);
        return out;
    }
    result.sequence = std::move(reread.value);
    result.typed = cleanedTyped;
    result.cleanedHere = true;
    result.person = cleaned.report.person;
    return out;
}

}  // namespace rigpose::studio
