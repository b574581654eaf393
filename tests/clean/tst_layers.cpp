// The retarget's layers: the limbs front to back from a sequence's depth, by hand on one frame,
// and against the 3D figure's true depths wherever two limbs are truly apart by more than a tie.

#include <QTest>

#include <cmath>

#include "rigpose/clean/clean.h"
#include "rigpose/clean/layers.h"
#include "rigpose/examples/figure3d.h"
#include "testutils.h"

using namespace rigpose;
using namespace rigpose::clean;
using body::Joint;
using examples::Stride;
using examples::View;
using sequence::Segment;

namespace {

// The depth a limb can hold while both its segments read flat (ref #281):
// √(1 − 0.95²) × (upper + lower ÷ 2).
double tieOf(Limb limb)
{
    const examples::WaveFigure f;
    const double flat = std::sqrt(1 - 0.95 * 0.95);
    return limb == Limb::RArm || limb == Limb::LArm ? flat * (f.upperArm + f.forearm / 2)
                                                    : flat * (f.thigh + f.shin / 2);
}

// The generator's depth of a limb: the mean of its middle and end joints', measured toward the
// camera from its shoulder or hip.
double trueDepth(const examples::Figure3dClip& clip, std::size_t frame, Limb limb)
{
    const auto [upper, lower] = limbSegments(limb);
    const auto [root, middle] = sequence::segmentJoints(upper);
    const Joint end = sequence::segmentJoints(lower)[1];
    const auto& d = clip.depth[frame];
    return d[body::index(root)] - (d[body::index(middle)] + d[body::index(end)]) / 2;
}

std::size_t layerOf(const FrameLayers& f, Limb limb)
{
    for (std::size_t i = 0; i < f.order.size(); ++i)
        for (Limb l : f.order[i])
            if (l == limb)
                return i;
    return f.order.size();
}

}  // namespace

class TestLayers : public QObject {
    Q_OBJECT
private slots:
    void leanOfOneSegment()
    {
        // Drawn 60 px at 0.6 of rest: rest 100, lean √(1 − 0.36) × 100 = 80 px.
        QCOMPARE(segmentLean({0.6, 1, sequence::DepthSource::Derived}, 60), 80.0);
        QCOMPARE(segmentLean({0.6, -1, sequence::DepthSource::Derived}, 60), -80.0);
        QCOMPARE(segmentLean({0.6, 0, sequence::DepthSource::Derived}, 60), 0.0);
        QCOMPARE(segmentLean({0.0, 1, sequence::DepthSource::Measured}, 0), 0.0);
    }

    // One frame by hand: the right arm's forearm toward the camera, the left leg's thigh away;
    // the other two flat and tied.
    void oneFrameByHand()
    {
        sequence::Sequence seq;
        seq.width = seq.height = 1000;
        sequence::Frame f;
        sequence::Person p;
        p.id = "a";
        auto place = [&](Joint j, double x, double y) {
            p.joint(j).state = sequence::JointState::Observed;
            p.joint(j).at = Eigen::Vector2d(x, y);
        };
        place(Joint::RShoulder, 400, 300);
        place(Joint::RElbow, 400, 400);
        place(Joint::RWrist, 400, 460);
        place(Joint::LShoulder, 600, 300);
        place(Joint::LElbow, 600, 400);
        place(Joint::LWrist, 600, 500);
        place(Joint::RHip, 450, 600);
        place(Joint::RKnee, 450, 750);
        place(Joint::RAnkle, 450, 900);
        place(Joint::LHip, 550, 600);
        place(Joint::LKnee, 550, 690);
        place(Joint::LAnkle, 550, 840);
        f.people.push_back(p);
        sequence::FrameDepth d{};
        auto set = [&](Segment s, double ratio, int sign) {
            d[static_cast<std::size_t>(s)] = sequence::SegmentDepth{ratio, sign, sequence::DepthSource::Measured};
        };
        set(Segment::RUpperArm, 1, 0);
        set(Segment::RForearm, 0.6, 1);  // rest 100: the wrist 80 px toward the camera
        set(Segment::LUpperArm, 1, 0);
        set(Segment::LForearm, 1, 0);
        set(Segment::RThigh, 1, 0);
        set(Segment::RShin, 1, 0);
        set(Segment::LThigh, 0.6, -1);  // rest 150: the knee 120 px away, the ankle with it
        set(Segment::LShin, 1, 0);
        f.depth = d;
        seq.frames.push_back(f);

        const auto layers = layersOf(seq);
        QVERIFY(layers.has_value());
        QCOMPARE(layers->source, sequence::DepthSource::Measured);
        const FrameLayers& one = layers->frames[0];
        QVERIFY(one.ordered());
        QCOMPARE(*one.depth[0], 40.0);
        QCOMPARE(*one.depth[3], -120.0);
        QCOMPARE(one.order.size(), std::size_t(3));
        QCOMPARE(layers->frontAlone[0], std::size_t(1));
        const auto json = layersJson(*layers);
        QCOMPARE(json.size(), std::size_t(1));
        QCOMPARE(json[0]["order"].dump(), std::string(R"([["r_arm"],["l_arm","r_leg"],["l_leg"]])"));
        QCOMPARE(json[0]["depth"]["r_arm"].get<double>(), 40.0);
        QCOMPARE(json[0]["depth"]["l_leg"].get<double>(), -120.0);
        QCOMPARE(json[0]["frame"].get<int>(), 0);
        QCOMPARE(layersLine(*layers),
                 std::string("DEPTH layers from the sequence's measured depth: limbs ordered front to back on 1 of 1 "
                             "frames; nearest alone: r_arm 1, l_arm 0, r_leg 0, l_leg 0; tied nearest on 0 (the "
                             "report's layers)"));

        // Within 0.01 px is a tie; further is a layer of its own.
        seq.frames[0].depth->at(static_cast<std::size_t>(Segment::RForearm)) = sequence::SegmentDepth{
            1 - 1e-8, 1, sequence::DepthSource::Measured};
        QCOMPARE(layersOf(seq)->frames[0].order.size(), std::size_t(2));
        QCOMPARE(layersOf(seq)->tiedFront, std::size_t(1));

        // A sequence without depth has no layers.
        seq.frames[0].depth.reset();
        QVERIFY(!layersOf(seq).has_value());
    }

    // On the 3D figure, cleaned with --depth: wherever two limbs' true depths differ by more than
    // the larger of their ties, the layers put the truly nearer one in front.
    void agreeWithTheGenerator_data()
    {
        QTest::addColumn<int>("stride");
        QTest::addColumn<int>("view");
        QTest::newRow("run front") << int(Stride::Run) << int(View::Front);
        QTest::newRow("walk front") << int(Stride::Walk) << int(View::Front);
        QTest::newRow("run behind") << int(Stride::Run) << int(View::Behind);
        QTest::newRow("walk behind") << int(Stride::Walk) << int(View::Behind);
    }

    void agreeWithTheGenerator()
    {
        QFETCH(int, stride);
        QFETCH(int, view);
        examples::Figure3dOptions o;
        o.stride = static_cast<Stride>(stride);
        o.view = static_cast<View>(view);
        const auto clip = examples::makeFigure3d(o);
        // The figure is exact: windows of 1 and no hold read the generator's own drawing. With
        // clean's defaults the hold stills the walk's slow elbows and the smoothing blunts the
        // knees, so fewer frames agree (printed, not asserted).
        CleanOptions exact;
        exact.loop = true;
        exact.legs = exact.rest = 1;
        exact.hold = false;
        exact.depth = o.stride == Stride::Walk ? Gait::Walk : Gait::Run;
        CleanOptions defaults;
        defaults.loop = true;
        defaults.depth = exact.depth;
        const std::size_t withDefaults = agreeingFrames(clip, cleanSequence(clip.sequence, defaults), nullptr, false);
        std::size_t pairs = 0;
        const std::size_t framesAgreeing = agreeingFrames(clip, cleanSequence(clip.sequence, exact), &pairs, true);
        qInfo(
            "%s: layers agree with the generator on %zu of %zu frames (%zu limb pairs apart by more than a tie; "
            "ties %.1f px arm, %.1f px leg); cleaned with the default windows and hold, on %zu",
            QTest::currentDataTag(), framesAgreeing, clip.depth.size(), pairs, tieOf(Limb::RArm), tieOf(Limb::RLeg),
            withDefaults);
        QVERIFY(pairs > 0);
        QCOMPARE(framesAgreeing, clip.depth.size());
    }

private:
    static std::size_t agreeingFrames(const examples::Figure3dClip& clip, const CleanResult& cleaned,
                                      std::size_t* pairCount, bool warn)
    {
        if (!cleaned.ok())
            return 0;
        const auto layers = layersOf(cleaned.sequence);
        if (!layers || layers->ordered != clip.depth.size())
            return 0;
        std::size_t pairs = 0, framesAgreeing = 0;
        for (std::size_t f = 0; f < clip.depth.size(); ++f) {
            bool agrees = true;
            for (std::size_t a = 0; a < kLimbCount; ++a)
                for (std::size_t b = a + 1; b < kLimbCount; ++b) {
                    const Limb la = static_cast<Limb>(a), lb = static_cast<Limb>(b);
                    const double gap = trueDepth(clip, f, la) - trueDepth(clip, f, lb);
                    if (std::abs(gap) <= std::max(tieOf(la), tieOf(lb)))
                        continue;
                    ++pairs;
                    const std::size_t ia = layerOf(layers->frames[f], la), ib = layerOf(layers->frames[f], lb);
                    const bool right = gap > 0 ? ia < ib : ib < ia;
                    if (!right && warn)
                        qWarning("frame %zu: %s %.1f vs %s %.1f true, layers %zu vs %zu", f, kLimbNames[a].data(),
                                 trueDepth(clip, f, la), kLimbNames[b].data(), trueDepth(clip, f, lb), ia, ib);
                    agrees = agrees && right;
                }
            framesAgreeing += agrees;
        }
        if (pairCount)
            *pairCount = pairs;
        return framesAgreeing;
    }
};

QTEST_GUILESS_MAIN(TestLayers)
#include "tst_layers.moc"
