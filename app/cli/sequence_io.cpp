#include "sequence_io.h"

#include "rigpose/sequence/coco.h"
#include "rigpose/sequence/reader.h"
#include "rigpose/sequence/writable.h"
#include "rigpose/sequence/writer.h"

namespace rigpose::cli {

Loaded<sequence::Sequence> readPoseInput(const std::string& path, bool fromCoco)
{
    return fromCoco ? sequence::readCocoFile(path) : sequence::readSequenceFile(path);
}

std::optional<Refusal> writeSequenceOutput(const OutputPlan& plan, const std::string& out,
                                           const sequence::Sequence& seq)
{
    // Nothing the reader would refuse is written: a value that is not finite stops the run first.
    if (auto refused = sequence::checkWritable(seq, out))
        return refused;
    // The directory goes again when the write fails: a failed run leaves no folder it made.
    OutputSet set;
    if (plan.missingDir)
        if (auto refused = set.makeDirectory(*plan.missingDir))
            return refused;
    if (auto refused = set.stage(out, [&](std::ostream& o) { sequence::writeSequence(o, seq); }))
        return refused;
    return set.commit();
}

}  // namespace rigpose::cli
