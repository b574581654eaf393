#include "sequence_lines.h"

#include <array>

#include "rigpose/util/number_format.h"

namespace rigpose::cli {

std::string describeSequence(const sequence::Sequence& seq)
{
    std::string text = std::to_string(seq.frames.size()) + (seq.frames.size() == 1 ? " frame" : " frames");
    if (!seq.frames.empty()) {
        text += " (" + formatFixed(seq.frames.front().t, 3) + "–" + formatFixed(seq.frames.back().t, 3) + " s";
        if (auto fps = sequence::framesPerSecond(seq))
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

std::string describeJoints(const sequence::Sequence& seq)
{
    std::array<std::size_t, 4> byState{};
    std::size_t neckPlaced = 0;
    for (const auto& frame : seq.frames)
        for (const auto& person : frame.people) {
            for (const auto& joint : person.joints)
                ++byState[static_cast<std::size_t>(joint.state)];
            neckPlaced += person.joint(body::Joint::Neck).placed() ? 1 : 0;
        }
    std::string text = "JOINTS";
    const char* sep = " ";
    for (std::size_t s = 0; s < byState.size(); ++s) {
        if (byState[s] == 0)
            continue;
        text += sep + std::to_string(byState[s]) + " " +
                std::string(sequence::stateName(static_cast<sequence::JointState>(s)));
        sep = ", ";
    }
    text += "; neck placed on " + std::to_string(neckPlaced) + " person-frames";
    return text;
}

}  // namespace rigpose::cli
