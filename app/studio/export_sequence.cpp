#include "export_sequence.h"

#include <QFile>

#include "file_kind.h"
#include "rigpose/report/inputs.h"
#include "rigpose/run/sequence_steps.h"
#include "rigpose/sequence/coco.h"
#include "rigpose/sequence/describe.h"
#include "rigpose/sequence/reader.h"
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
        auto scanned = run::scanByKeys(seq.value, {{scan->keys.path, scan->keys.typed}, std::nullopt});
        if (!scanned.ok()) {
            out.refusals = std::move(scanned.refusals);
            return out;
        }
        result.scanned = ScannedText{{}, sequence::specString(scanned.value.sequence.minorNeeded())};
        seq = run::throughTheWriter(scanned.value.sequence, scan->scannedTyped, &result.scanned->bytes);
        if (!seq.ok()) {
            out.refusals = std::move(seq.refusals);
            return out;
        }
    }
    if (pelvisKeys) {
        // rig-pose pelvis first: its refusals, its track, its file read back by clean.
        const auto keyed = run::keyPelvis(seq.value, {{pelvisKeys->path, pelvisKeys->typed}, std::nullopt},
                                          options.person, typed);
        if (!keyed.ok()) {
            out.refusals = keyed.refusals;
            return out;
        }
        result.cleanLines.push_back(keyed.value.line);
        seq = run::throughTheWriter(keyed.value.sequence, typed);
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
        out.refusals = run::namedFor(typed, cleaned.refusals);
        return out;
    }
    for (std::string& line : clean::cleanLines(cleaned.report, options, false))
        result.cleanLines.push_back(std::move(line));
    // Read back from the text, as rig-pose retarget reads clean's file: each value rounded once.
    Loaded<sequence::Sequence> reread = run::throughTheWriter(cleaned.sequence, cleanedTyped, &result.bytes);
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
