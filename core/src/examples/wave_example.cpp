#include "rigpose/examples/wave_example.h"

#include <utility>

#include "rigpose/sequence/reader.h"
#include "rigpose/sequence/writer.h"

namespace rigpose::examples {

clean::CleanOptions waveExampleCleanOptions()
{
    clean::CleanOptions options;
    options.legs = 1;
    options.rest = 1;
    options.hold = false;
    return options;
}

clean::CleanResult cleanAsWritten(const sequence::Sequence& raw, const clean::CleanOptions& options)
{
    // Cleaned from the written text, not from the values in memory: clean then sees the
    // positions rounded as the file holds them, as it does when it reads pose.raw.json.
    Loaded<sequence::Sequence> written = sequence::readSequenceText(sequence::sequenceToText(raw), "pose.raw.json");
    if (!written.ok()) {
        clean::CleanResult refused;
        refused.refusals = std::move(written.refusals);
        return refused;
    }
    return clean::cleanSequence(std::move(written.value), options);
}

clean::CleanResult makeCleanedWave(const WaveOptions& options)
{
    return cleanAsWritten(makeWaveSequence(options), waveExampleCleanOptions());
}

}  // namespace rigpose::examples
