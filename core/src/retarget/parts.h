#pragma once
// Pieces of the retarget (not installed): the stage module's shared values under the names the
// retarget's own files use, and the motion built from the keys.
#include <stop_token>
#include <string>
#include <vector>

#include "rigpose/retarget/retarget.h"
#include "rigpose/stage/frames.h"
#include "rigpose/stage/held_joints.h"
#include "rigpose/stage/keys.h"
#include "rigpose/stage/rig_joints.h"
#include "rigpose/stage/state.h"
#include "rigpose/util/stop.h"

namespace rigpose::retarget::detail {

using stage::HeldJoints;
using stage::holdJoints;
using stage::isAcrossBody;
using stage::KeyGuides;
using stage::KeyTracks;
using stage::Legs;
using stage::legsOf;
using stage::medianOf;
using stage::NeededPoint;
using stage::neededPoints;
using stage::percentile95;
using stage::pictureAngle;
using stage::posedWorld;
using stage::rigJointEnd;
using stage::rigJointStart;
using stage::runSeconds;
using stage::runsOf;
using stage::setTargetTrack;
using stage::solveKeys;
using stage::State;
using stage::targetTrack;
using stage::thighRoots;

// The output motion: the rig's own animations (when read) and the new one, built in `into` (the
// result's), so that a stop mid-build leaves the half-built motion where retarget() can hand it
// to the background to free (util/discard.h).
void buildMotion(const rig::Rig& rig, const motion::Motion* base, const std::string& name,
                 const std::vector<double>& frameTimes, const Targets& targets, const KeyTracks& keys,
                 motion::Motion& into, const std::stop_token& stop = {});

}  // namespace rigpose::retarget::detail
