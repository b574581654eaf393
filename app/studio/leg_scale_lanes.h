#pragma once
// The scrubber's lanes of --leg-scale (Feet::legScale, core/legs): LEG-SCALE, each segment's
// frames held at a limit and each supporting leg held at its own range's bound; SHEAR, each
// bone's frames whose art a scaled parent shears past a degree. Both are the legs region's.

#include <QString>

#include <vector>

#include "rigpose/legs/leg_scale.h"
#include "rigpose/widgets/span_lane.h"

namespace rigpose::studio {

std::vector<widgets::SpanLane> legScaleLanes(const legs::LegScale& legScale);
std::vector<QString> legScaleLaneNames();

}  // namespace rigpose::studio
