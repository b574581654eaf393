#pragma once
// CMU's walk 35_01 (tests/data/r3d/README.md), read as the 3D tests start from it: a test run
// without it readable is a broken checkout, so it stops there.

#include <QtGlobal>

#include "rigpose/r3d/bvh.h"
#include "testutils.h"

namespace rigpose::test {

inline r3d::Bvh cmuWalk()
{
    auto read = r3d::readBvhFile(dataPath("r3d/35_01.bvh"));
    if (!read.ok())
        qFatal("tests/data/r3d/35_01.bvh does not read");
    return read.value;
}

}  // namespace rigpose::test
