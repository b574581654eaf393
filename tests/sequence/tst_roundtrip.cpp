// The writer and reader agree: write -> read -> write gives the same bytes, and
// read -> write -> read the same values, for every minor and optional block.

#include <QTest>

#include <sstream>

#include "rigpose/sequence/reader.h"
#include "rigpose/sequence/writer.h"
#include "rigpose/util/number_format.h"
#include "testutils.h"

using namespace rigpose;
using namespace rigpose::sequence;

namespace {

Sequence smallSequence()
{
    Sequence seq;
    seq.width = 640;
    seq.height = 480.5;
    seq.source = "round \"trip\" test\n";
    for (int i = 0; i < 4; ++i) {
        Frame f;
        f.t = i / 24.0;
        Person p;
        p.id = "a";
        p.joint(body::Joint::Neck) = {JointState::Observed, Eigen::Vector2d(100.12345 + i, -3.5), 0.91234};
        p.joint(body::Joint::RWrist) = {JointState::Occluded, Eigen::Vector2d(700.5, 12), 0.1};
        p.joint(body::Joint::LWrist) = {JointState::Inferred, Eigen::Vector2d(1, 2), std::nullopt};
        p.joint(body::Joint::Nose) = {JointState::Missing, std::nullopt, 0.0};
        f.people.push_back(p);
        seq.frames.push_back(f);
    }
    return seq;
}

Sequence withEverything()
{
    Sequence seq = smallSequence();
    seq.travel = "in-place";
    seq.pelvisSource = "keys";
    seq.camera = std::vector<CameraEntry>(seq.frames.size(), CameraEntry{1.0123456, 3.25, -2, 17});
    seq.cameraSource = "hand-labelled, 2 keys";
    seq.cleaned = nlohmann::ordered_json::parse(
        R"({"spec":"rig-pose-clean/1","params":{"loop":true,"legs":5,"rest":7,"pelvis":{"window":5},"depth":{"gait":"run"}},
            "spikes":{"found":[],"untested":[]},"jitter":{"before":7.91,"after":4.62},"zebra":1})");
    for (std::size_t i = 0; i < seq.frames.size(); ++i) {
        Frame& f = seq.frames[i];
        f.hasPelvisTilt = true;
        if (i != 2)
            f.pelvisTilt = 180.0 - static_cast<double>(i) * 0.3333;
        FrameDepth depth{};
        if (i != 1)
            depth[static_cast<std::size_t>(Segment::RShin)] = SegmentDepth{0.45678, -1, DepthSource::Derived};
        f.depth = depth;
    }
    return seq;
}

}  // namespace

class TestRoundTrip : public QObject {
    Q_OBJECT
private slots:
    void bytesAreStable_data();
    void bytesAreStable();
    void minorIsWhatTheContentNeeds();
    void valuesSurviveAtTheWritersRounding();
    void tiltJustAboveMinus180IsWrittenInsideTheRange();
    void fixtureReadsAndKeepsItsValues();
    void fpsIsTheMedianRate();
};

void TestRoundTrip::bytesAreStable_data()
{
    QTest::addColumn<int>("which");
    QTest::newRow("minimal /1") << 0;
    QTest::newRow("pelvis, depth, camera, record /1.2") << 1;
}

void TestRoundTrip::bytesAreStable()
{
    QFETCH(int, which);
    const Sequence seq = which == 0 ? smallSequence() : withEverything();
    const std::string first = sequenceToText(seq);
    auto read = readSequenceText(first, "first.json");
    QVERIFY2(read.ok(), read.refusals.empty() ? "" : read.refusals.items().front().message.c_str());
    const std::string second = sequenceToText(read.value);
    QCOMPARE(second, first);
    auto again = readSequenceText(second, "second.json");
    QVERIFY(again.ok());
    QVERIFY(again.value == read.value);
}

void TestRoundTrip::minorIsWhatTheContentNeeds()
{
    Sequence seq = smallSequence();
    QCOMPARE(seq.minorNeeded(), 0);
    QVERIFY(sequenceToText(seq).find("\"spec\":\"rig-pose-sequence/1\"") != std::string::npos);
    Sequence all = withEverything();
    QCOMPARE(all.minorNeeded(), 2);
    for (auto& f : all.frames)
        f.depth.reset();
    QCOMPARE(all.minorNeeded(), 1);
    QVERIFY(sequenceToText(all).find("\"spec\":\"rig-pose-sequence/1.1\"") != std::string::npos);
}

void TestRoundTrip::valuesSurviveAtTheWritersRounding()
{
    const Sequence seq = withEverything();
    auto read = readSequenceText(sequenceToText(seq), "values.json");
    QVERIFY(read.ok());
    const Sequence& back = read.value;
    QCOMPARE(back.frames.size(), seq.frames.size());
    for (std::size_t i = 0; i < seq.frames.size(); ++i) {
        const Frame& a = seq.frames[i];
        const Frame& b = back.frames[i];
        QCOMPARE(b.t, roundTo(a.t, decimals::kTime));
        const auto& neckA = *a.people[0].joint(body::Joint::Neck).at;
        const auto& neckB = *b.people[0].joint(body::Joint::Neck).at;
        QCOMPARE(neckB.x(), roundTo(neckA.x(), decimals::kPosition));
        QVERIFY(std::abs(neckB.x() - neckA.x()) <= 0.0005);
        QCOMPARE(b.people[0].joint(body::Joint::Neck).score.value(), 0.9123);
        QCOMPARE(b.people[0].joint(body::Joint::RWrist).state, JointState::Occluded);
        QVERIFY(!b.people[0].joint(body::Joint::LWrist).score.has_value());
        QCOMPARE(b.hasPelvisTilt, true);
        QCOMPARE(b.pelvisTilt.has_value(), i != 2);
        QCOMPARE(b.depth.has_value(), true);
    }
    QCOMPARE(*back.frames[1].pelvisTilt, 179.667);
    QCOMPARE(back.frames[0].depth->at(static_cast<std::size_t>(Segment::RShin))->ratio, 0.4568);
    QCOMPARE((*back.camera)[3].s, 1.012346);
    QCOMPARE((*back.camera)[3].inliers, std::int64_t(17));
    QCOMPARE(*back.cameraSource, std::string("hand-labelled, 2 keys"));
    QCOMPARE(*back.source, *seq.source);
    // The record keeps keys it does not check, in their order.
    QCOMPARE(back.cleaned->dump(), seq.cleaned->dump());
}

// -179.9996 rounds to -180 at 3 decimals, which the reader refuses: written as 180, the same
// direction. -179.9994 rounds to -179.999 and is written as it is.
void TestRoundTrip::tiltJustAboveMinus180IsWrittenInsideTheRange()
{
    Sequence seq = smallSequence();
    seq.pelvisSource = "keys";
    const double tilts[] = {-179.9996, -179.9994, -179.99951, 180};
    for (std::size_t i = 0; i < seq.frames.size(); ++i) {
        seq.frames[i].hasPelvisTilt = true;
        seq.frames[i].pelvisTilt = tilts[i];
    }
    auto read = readSequenceText(sequenceToText(seq), "tilt.json");
    QVERIFY2(read.ok(), read.refusals.empty() ? "" : read.refusals.items().front().message.c_str());
    QCOMPARE(*read.value.frames[0].pelvisTilt, 180.0);
    QCOMPARE(*read.value.frames[1].pelvisTilt, -179.999);
    QCOMPARE(*read.value.frames[2].pelvisTilt, 180.0);
    QCOMPARE(*read.value.frames[3].pelvisTilt, 180.0);
}

void TestRoundTrip::fixtureReadsAndKeepsItsValues()
{
    // A real file nobody here wrote: 240 frames of CMU dance, every joint observed.
    const std::string path = test::dataPath("cmu/05_04-front-24.clean.pose.json");
    auto read = readSequenceFile(path);
    QVERIFY(read.ok());
    const Sequence& seq = read.value;
    QCOMPARE(seq.frames.size(), std::size_t(240));
    QCOMPARE(seq.width, 1080.0);
    // Frame 0's nose, as the file spells it.
    QCOMPARE(seq.frames[0].people[0].joint(body::Joint::Nose).at->x(), 596.981);
    QCOMPARE(seq.frames[0].people[0].joint(body::Joint::Nose).at->y(), 449.841);
    auto again = readSequenceText(sequenceToText(seq), "again.json");
    QVERIFY(again.value == seq);  // the fixture's 3-decimal values survive our writer exactly
}

void TestRoundTrip::fpsIsTheMedianRate()
{
    Sequence seq;
    for (double t : {0.0, 0.04, 0.08, 0.2, 0.24})  // one dropped-frame gap: the median ignores it
        seq.frames.push_back(Frame{t, {}, false, std::nullopt, std::nullopt});
    QCOMPARE(*framesPerSecond(seq), 25.0);
    seq.fps = 30;  // rig-c-pose-frames/0 says its rate
    QCOMPARE(*framesPerSecond(seq), 30.0);
}

QTEST_GUILESS_MAIN(TestRoundTrip)
#include "tst_roundtrip.moc"
