#pragma once
// Rigs the tests read again and again: any rig file (a test fails loudly when it cannot), and the
// wave example's stick rig.

#include <QtGlobal>

#include <string>

#include "rigpose/rig/reader.h"
#include "testutils.h"

namespace rigpose::test {

inline rig::Rig loadRig(const std::string& path)
{
    auto rig = rig::readRigFile(path);
    if (!rig.ok())
        qFatal("%s", rig.refusals.items()[0].message.c_str());
    return rig.value;
}

inline rig::Rig waveRig() { return loadRig(sourcePath("resources/examples/wave/rig/rig.json")); }

}  // namespace rigpose::test
