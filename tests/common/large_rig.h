#pragma once
// A rig spec of `count` bones in one of two shapes, for the rig reader's linear-time test and
// benchmark: a chain (each bone's parent the one before) or a fan (every bone under the root).

#include <string>

namespace rigpose::test {

enum class RigShape { Chain, Fan };

inline std::string largeRigBoneName(int i) { return i == 0 ? std::string("root") : "b" + std::to_string(i); }

inline std::string largeRigText(int count, RigShape shape)
{
    std::string text = R"({"spec":"rigc-rig/1","name":"large","skeleton":{"width":100,"height":100},"bones":[)";
    text.reserve(static_cast<std::size_t>(count) * 48 + 200);
    text += R"({"name":"root"})";
    for (int i = 1; i < count; ++i) {
        const std::string parent = shape == RigShape::Chain ? largeRigBoneName(i - 1) : "root";
        text += R"(,{"name":")" + largeRigBoneName(i) + R"(","parent":")" + parent + R"(","length":10,"x":10})";
    }
    text += R"(],"slots":[]})";
    return text;
}

}  // namespace rigpose::test
