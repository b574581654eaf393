#include "rigpose/sequence/describe.h"

#include "rigpose/util/number_format.h"

namespace rigpose::sequence {

std::string describeSequence(const Sequence& seq)
{
    std::string text = std::to_string(seq.frames.size()) + (seq.frames.size() == 1 ? " frame" : " frames");
    if (!seq.frames.empty()) {
        text += " (" + formatFixed(seq.frames.front().t, 3) + "–" + formatFixed(seq.frames.back().t, 3) + " s";
        if (auto fps = framesPerSecond(seq))
            text += ", " + formatFixed(*fps, 3) + " fps";
        text += ")";
    }
    auto ids = seq.personIds();
    text += ", " + std::to_string(ids.size()) + (ids.size() == 1 ? " person" : " people");
    if (!ids.empty()) {
        text += " (";
        for (std::size_t i = 0; i < ids.size(); ++i)
            text += (i ? ", " : "") + ids[i];
        text += ")";
    }
    return text;
}

std::string convertLine(const Sequence& converted)
{
    return "CONVERT coco17-sequence/1 -> body-18: " + describeSequence(converted);
}

}  // namespace rigpose::sequence
