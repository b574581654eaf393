#include "sequence_io.h"

#include "rigpose/sequence/coco.h"
#include "rigpose/sequence/reader.h"

namespace rigpose::cli {

Loaded<sequence::Sequence> readPoseInput(const std::string& path, bool fromCoco)
{
    return fromCoco ? sequence::readCocoFile(path) : sequence::readSequenceFile(path);
}

}  // namespace rigpose::cli
