#include "export_sequence.h"

#include <QFile>

#include "file_kind.h"
#include "rigpose/report/inputs.h"
#include "rigpose/run/sequence_chain.h"
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
    // rig-pose scan, pelvis and clean as the commands chain them, each file read back by the next.
    run::SequenceSources links;
    links.raw = std::make_shared<const sequence::Sequence>(std::move(seq.value));
    links.names = {typed, scan ? scan->scannedTyped : std::string(), cleanedTyped};
    if (scan)
        links.cameraKeys = run::Source{{scan->keys.path, scan->keys.typed}, std::nullopt};
    if (pelvisKeys)
        links.pelvisKeys = run::Source{{pelvisKeys->path, pelvisKeys->typed}, std::nullopt};
    links.options = options;
    links.keepTexts = true;
    run::SequenceChain chain = run::runSequenceChain(links);
    if (!chain.ok()) {
        // As rig-pose clean names its refusals: the input first.
        out.refusals = chain.refusedByClean ? run::namedFor(typed, chain.refusals) : std::move(chain.refusals);
        return out;
    }
    if (chain.scanned)
        result.scanned = ScannedText{std::move(chain.scannedText), sequence::specString(chain.scanned->minorNeeded())};
    if (!chain.pelvisLine.empty())
        result.cleanLines.push_back(chain.pelvisLine);
    result.sequence = chain.cleaned;
    if (!chain.cleanedHere) {
        result.bytes = std::move(read->bytes);
        result.typed = typed;
        return out;
    }
    // What clean read: the last link's sequence before it.
    const sequence::Sequence& cleanRead = chain.keyed ? *chain.keyed : chain.scanned ? *chain.scanned : *links.raw;
    if (coco)
        result.cleanLines.push_back(sequence::convertLine(cleanRead));
    for (std::string& line : clean::cleanLines(*chain.report, options, false))
        result.cleanLines.push_back(std::move(line));
    result.bytes = std::move(chain.cleanedText);
    result.typed = cleanedTyped;
    result.cleanedHere = true;
    result.person = chain.report->person;
    return out;
}

}  // namespace rigpose::studio
