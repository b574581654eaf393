#include "sequence_lines.h"

#include <array>

#include "rigpose/util/number_format.h"

namespace rigpose::cli {

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
