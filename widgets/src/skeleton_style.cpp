#include "rigpose/widgets/skeleton_style.h"

#include <algorithm>

namespace rigpose::widgets {

using body::Joint;
using sequence::Segment;

const std::vector<SkeletonEdge>& skeletonEdges()
{
    static const std::vector<SkeletonEdge> edges = {
        {Joint::Neck, Joint::Nose, std::nullopt},
        {Joint::Nose, Joint::REye, std::nullopt},
        {Joint::REye, Joint::REar, std::nullopt},
        {Joint::Nose, Joint::LEye, std::nullopt},
        {Joint::LEye, Joint::LEar, std::nullopt},
        {Joint::Neck, Joint::RShoulder, std::nullopt},
        {Joint::Neck, Joint::LShoulder, std::nullopt},
        {Joint::Neck, Joint::RHip, std::nullopt},
        {Joint::Neck, Joint::LHip, std::nullopt},
        {Joint::RHip, Joint::LHip, std::nullopt},
        {Joint::RShoulder, Joint::RElbow, Segment::RUpperArm},
        {Joint::RElbow, Joint::RWrist, Segment::RForearm},
        {Joint::LShoulder, Joint::LElbow, Segment::LUpperArm},
        {Joint::LElbow, Joint::LWrist, Segment::LForearm},
        {Joint::RHip, Joint::RKnee, Segment::RThigh},
        {Joint::RKnee, Joint::RAnkle, Segment::RShin},
        {Joint::LHip, Joint::LKnee, Segment::LThigh},
        {Joint::LKnee, Joint::LAnkle, Segment::LShin},
    };
    return edges;
}

namespace SkeletonStyle {

QColor backdrop() { return {46, 48, 52}; }
QColor pictureFill() { return {236, 236, 232}; }
QColor pictureEdge() { return {120, 120, 120}; }
QColor toward() { return {245, 140, 30}; }
QColor away() { return {50, 120, 225}; }
QColor flat() { return {150, 150, 150}; }
QColor observedJoint() { return {30, 30, 30}; }
QColor inferredJoint() { return {200, 40, 160}; }
QColor heldJoint() { return {20, 150, 90}; }
QColor sideLabel() { return {180, 20, 20}; }
QColor rigJoint() { return {20, 110, 70}; }
QColor floorLine() { return {130, 95, 40}; }
QColor cameraFrame() { return {40, 150, 160}; }
QColor plantedAnkle() { return {220, 40, 140}; }
QColor highlight() { return {230, 170, 0, 220}; }
QColor noticeFill() { return {255, 224, 178, 235}; }
QColor legendFill() { return {255, 255, 255, 225}; }
QColor legendText() { return {20, 20, 20}; }

QPen rigPen()
{
    QPen pen(QColor(30, 160, 100), 4);
    pen.setCosmetic(true);
    pen.setCapStyle(Qt::RoundCap);
    return pen;
}

QPen segmentPen(const SkeletonEdge& edge, const std::optional<sequence::SegmentDepth>& depth, bool sequenceHasDepth)
{
    QPen pen;
    pen.setCosmetic(true);
    pen.setCapStyle(Qt::RoundCap);
    if (!edge.segment) {
        pen.setColor(QColor(55, 55, 60));
        pen.setWidthF(2);
        return pen;
    }
    if (!sequenceHasDepth) {
        // No depth anywhere: limbs stay one neutral colour, a little heavier than the trunk.
        pen.setColor(QColor(70, 70, 80));
        pen.setWidthF(3);
        return pen;
    }
    if (!depth) {
        pen.setColor(QColor(55, 55, 60));
        pen.setWidthF(1.5);
        return pen;
    }
    pen.setWidthF(4);
    pen.setColor(depth->sign > 0 ? toward() : depth->sign < 0 ? away() : flat());
    return pen;
}

JointMark jointMark(const sequence::JointSample& sample, bool held)
{
    JointMark mark;
    const double score = std::clamp(sample.score.value_or(1.0), 0.0, 1.0);
    mark.radius = 2.5 + 3.0 * score;
    const bool guessed = sample.state == sequence::JointState::Inferred ||
                         sample.state == sequence::JointState::Occluded;
    if (held) {
        mark.square = true;
        mark.fill = heldJoint();
        mark.outline = heldJoint().darker(150);
    } else if (guessed) {
        mark.dashed = true;
        mark.fill = Qt::transparent;
        mark.outline = inferredJoint();
        mark.outlineWidth = 2;
    } else {
        // Low scores fade: the detector was not sure of them.
        QColor fill = observedJoint();
        fill.setAlphaF(static_cast<float>(0.35 + 0.65 * score));
        mark.fill = fill;
        mark.outline = QColor(255, 255, 255, 200);
    }
    return mark;
}

}  // namespace SkeletonStyle

}  // namespace rigpose::widgets
