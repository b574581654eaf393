#pragma once
// The lane view lives in the settings and a window reads it as it opens, so a studio test that
// looks at lanes starts each case from the defaults: lanes combined, LAND at a tenth of the
// gate's tolerance, empty lanes hidden.

#include "lane_view.h"
#include "studio_settings.h"

namespace rigpose::test {

inline void resetLaneView()
{
    studio::settings::setLaneSplit(studio::LaneSplit::Combined);
    studio::settings::setLandTolerance({});
    studio::settings::setShowEmptyLanes(false);
}

}  // namespace rigpose::test
