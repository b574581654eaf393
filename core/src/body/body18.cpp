#include "rigpose/body/body18.h"

namespace rigpose::body {

std::optional<Joint> jointFromName(std::string_view name)
{
    for (std::size_t i = 0; i < kJointCount; ++i)
        if (kJointNames[i] == name)
            return static_cast<Joint>(i);
    return std::nullopt;
}

bool isLegJoint(Joint j)
{
    switch (j) {
    case Joint::RHip:
    case Joint::RKnee:
    case Joint::RAnkle:
    case Joint::LHip:
    case Joint::LKnee:
    case Joint::LAnkle:
        return true;
    default:
        return false;
    }
}

bool isFaceJoint(Joint j)
{
    switch (j) {
    case Joint::Nose:
    case Joint::REye:
    case Joint::LEye:
    case Joint::REar:
    case Joint::LEar:
        return true;
    default:
        return false;
    }
}

std::optional<DerivedPoint> derivedPointFromName(std::string_view name)
{
    for (std::size_t i = 0; i < kDerivedPointNames.size(); ++i)
        if (kDerivedPointNames[i] == name)
            return static_cast<DerivedPoint>(i);
    return std::nullopt;
}

std::array<Joint, 2> derivedPointJoints(DerivedPoint p)
{
    return p == DerivedPoint::MidHip ? std::array{Joint::RHip, Joint::LHip}
                                     : std::array{Joint::RShoulder, Joint::LShoulder};
}

}  // namespace rigpose::body
