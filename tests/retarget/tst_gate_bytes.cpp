// The gate compiles the motion in memory while its written bytes are validated on another
// thread; the build it poses must still be the build of those bytes. Checked on the example as it
// comes (where the round trip changes nothing the compile keeps) and on a motion the round trip
// does change (a base animation stated to 9 decimals and a new key off the 1e-6 grid).

#include <QTest>

#include "retarget_fixture.h"
#include "rigpose/motion/reader.h"
#include "rigpose/spine/build.h"

using namespace rigpose;

namespace {

// skeleton.json of the build compiled from the motion file's bytes, as a reader would get it.
std::string buildOfBytes(const rig::Rig& rig, const std::string& motionBytes)
{
    const auto read = motion::readMotionText(motionBytes, "written", &rig);
    if (!read.ok())
        return "unread";
    const auto build = spine::compileBuild({&rig, &read.value, "", ""});
    return build.ok() ? spine::skeletonText(build.value) : "unbuilt";
}

}  // namespace

class TestGateBytes : public QObject {
    Q_OBJECT
private slots:
    void theBuildIsTheWrittenBytesBuild()
    {
        auto run = test::runRetarget(test::cleanedWave(), test::exampleRig());
        QVERIFY(run.result.ok());
        const retarget::GateResult& gate = run.result.gate;
        QVERIFY(gate.green);
        QCOMPARE(gate.skeletonBytes, buildOfBytes(run.rig, gate.motionBytes));
    }

    void aRoundTripThatChangesTheMotionStillGatesTheBytes()
    {
        auto run = test::runRetarget(test::cleanedWave(), test::exampleRig());
        QVERIFY(run.result.ok());
        motion::Motion changed = run.result.motion;
        // A base animation written with more decimals than the writer keeps, with a named easing
        // (its handles are computed from unrounded values), and a new key off the grid.
        motion::Animation base;
        base.name = "idle";
        base.duration = 1.0;
        motion::Track track;
        track.target = run.rig.bones[1].name;
        track.property = "rotate";
        motion::Key first{0, motion::json::array({1.234567891}), {}, {}};
        first.curve.kind = motion::KeyCurve::Kind::Named;
        first.curve.easing = "soft";
        track.keys = {first, motion::Key{1.0, motion::json::array({-2.000000449}), {}, {}}};
        base.tracks.push_back(track);
        changed.easings.push_back({"soft", {0.25, 0.1, 0.25, 1.0}});
        changed.animations.insert(changed.animations.begin(), base);
        motion::Key& offGrid = changed.animations.back().tracks[0].keys[3];
        offGrid.v = motion::json::array({offGrid.v[0].get<double>() + 4.9e-7});

        const retarget::GateResult gate = retarget::gateWithAnimation(run.rig, changed, "wave", run.result.targets,
                                                                      retarget::GateNames{});
        // The off-grid key misses its target by far less than the tolerance, so the gate stays green.
        QVERIFY2(gate.refusals.empty(), gate.refusals.empty() ? "" : gate.refusals.items()[0].message.c_str());
        QVERIFY(gate.motionBytes.find("1.234568") != std::string::npos);
        QCOMPARE(gate.skeletonBytes, buildOfBytes(run.rig, gate.motionBytes));
    }
};

QTEST_GUILESS_MAIN(TestGateBytes)
#include "tst_gate_bytes.moc"
