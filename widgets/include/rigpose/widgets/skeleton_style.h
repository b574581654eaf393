#pragma once
// How the viewport draws a skeleton: which joints join, the depth colours and the joint marks.
// Kept apart from the view so the legend, the view and any export agree on one palette.

#include <QColor>
#include <QPen>

#include <optional>
#include <vector>

#include "rigpose/body/body18.h"
#include "rigpose/sequence/sequence.h"

namespace rigpose::widgets {

struct SkeletonEdge {
    body::Joint from, to;
    std::optional<sequence::Segment> segment;  // the limb segment it draws, if it is one
};

// The body-18 bones drawn, trunk and head first, limbs after (so limbs lie on top).
const std::vector<SkeletonEdge>& skeletonEdges();

struct JointMark {
    QColor fill;
    QColor outline;
    double radius = 4;        // widget px
    double outlineWidth = 1;  // widget px
    bool dashed = false;      // inferred or occluded
    bool square = false;      // held by clean
};

namespace SkeletonStyle {
QColor backdrop();
QColor pictureFill();
QColor pictureEdge();
QColor toward();  // warm orange
QColor away();    // cool blue
QColor flat();    // grey
QColor observedJoint();
QColor inferredJoint();
QColor heldJoint();
QColor sideLabel();
QColor rigJoint();
// The run's floor line and the ring on the ankle the plant holds.
QColor floorLine();
// The video frame's edges as the camera moved them (a sequence normalised by rig-pose scan).
QColor cameraFrame();
QColor plantedAnkle();
// The map editor's selected chain, drawn over the rig.
QColor highlight();
// The band saying the run shown is stale.
QColor noticeFill();
QColor legendFill();
QColor legendText();
QPen rigPen();
// A segment's pen: coloured by its depth when the frame has one, thin and dark otherwise.
QPen segmentPen(const SkeletonEdge& edge, const std::optional<sequence::SegmentDepth>& depth, bool sequenceHasDepth);
// Radius grows with the score (the detector's own scale, so clamped); held joints are squares.
JointMark jointMark(const sequence::JointSample& sample, bool held);
}  // namespace SkeletonStyle

}  // namespace rigpose::widgets
