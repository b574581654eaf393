// clean's steps one by one, against figures computed here by hand or from a known truth.

#include <QTest>

#include <algorithm>

#include "rigpose/clean/steps.h"
#include "rigpose/examples/wave.h"

using namespace rigpose;
using namespace rigpose::clean;
using body::Joint;

namespace {

Tracks emptyTracks(std::size_t n)
{
    Tracks t;
    for (Track& track : t) {
        track.at.assign(n, Eigen::Vector2d::Zero());
        track.has.assign(n, 0);
    }
    return t;
}

Tracks waveTracks(std::size_t* frames = nullptr)
{
    const auto seq = examples::makeWaveSequence({});
    if (frames)
        *frames = seq.frames.size();
    return tracksOf(seq, "a");
}

}  // namespace

class TestSteps : public QObject {
    Q_OBJECT
private slots:
    void savitzkyGolayWeightsAreThePublishedTables();
    void savitzkyGolayReproducesAQuadraticEverywhere();
    void smoothingDropsTheDegreeOverGaps();
    void plantedSpikesAreFoundExactlyWhereTheyAre();
    void spikeWindowsWrapOnALoop();
    void occludedJointTakesItsThreeFrameMedian();
    void floorKeepsTheLowestAnkle();
    void jitterIsTheMeanSecondDifference();
    void smallMedianAgreesWithSorting();
};

void TestSteps::smallMedianAgreesWithSorting()
{
    // Every ordering of five values (with ties), and the even and odd counts up to eight.
    std::vector<double> values = {3, 1, 4, 1, 5};
    std::sort(values.begin(), values.end());
    do {
        std::vector<double> copy = values;
        QCOMPARE(smallMedian(copy.data(), 5), 3.0);
    } while (std::next_permutation(values.begin(), values.end()));
    std::uint64_t state = 7;
    for (int round = 0; round < 2000; ++round) {
        const int n = 1 + round % 8;
        std::vector<double> v(static_cast<std::size_t>(n));
        for (double& x : v) {
            state = state * 6364136223846793005ULL + 1442695040888963407ULL;
            x = static_cast<double>(state >> 40) / 1000.0;
        }
        std::vector<double> sorted = v;
        std::sort(sorted.begin(), sorted.end());
        const double expected = n % 2 ? sorted[static_cast<std::size_t>(n / 2)]
                                      : (sorted[static_cast<std::size_t>(n / 2 - 1)] +
                                         sorted[static_cast<std::size_t>(n / 2)]) /
                                            2;
        QCOMPARE(smallMedian(v.data(), n), expected);
    }
}

void TestSteps::savitzkyGolayWeightsAreThePublishedTables()
{
    const std::vector<double> five = savitzkyGolayWeights(5);
    const double expected5[] = {-3, 12, 17, 12, -3};
    for (int i = 0; i < 5; ++i)
        QCOMPARE(five[static_cast<std::size_t>(i)] * 35.0, expected5[i]);
    const std::vector<double> seven = savitzkyGolayWeights(7);
    const double expected7[] = {-2, 3, 6, 7, 6, 3, -2};
    for (int i = 0; i < 7; ++i)
        QVERIFY(std::abs(seven[static_cast<std::size_t>(i)] * 21.0 - expected7[i]) < 1e-12);
}

void TestSteps::savitzkyGolayReproducesAQuadraticEverywhere()
{
    // A quadratic is its own least-squares parabola: full windows and cut ends alike.
    const std::size_t n = 30;
    Tracks tracks = emptyTracks(n);
    for (Joint j : {Joint::RWrist, Joint::RKnee})
        for (std::size_t f = 0; f < n; ++f) {
            const double x = static_cast<double>(f);
            tracks[body::index(j)].at[f] = {3 + 2 * x - 0.5 * x * x, 100 - 0.25 * x * x};
            tracks[body::index(j)].has[f] = 1;
        }
    const Tracks smoothed = smoothTracks(tracks, 5, 7, false);
    for (Joint j : {Joint::RWrist, Joint::RKnee})
        for (std::size_t f = 0; f < n; ++f)
            QVERIFY((smoothed[body::index(j)].at[f] - tracks[body::index(j)].at[f]).norm() < 1e-9);
}

void TestSteps::smoothingDropsTheDegreeOverGaps()
{
    // Two frames in a window: the line through them; one frame: itself.
    Tracks tracks = emptyTracks(9);
    Track& t = tracks[body::index(Joint::Nose)];
    t.at[4] = {10, 10};
    t.has[4] = 1;
    t.at[6] = {20, 30};
    t.has[6] = 1;
    const Tracks smoothed = smoothTracks(tracks, 5, 5, false);
    QCOMPARE(smoothed[body::index(Joint::Nose)].at[4], Eigen::Vector2d(10, 10));
    QCOMPARE(smoothed[body::index(Joint::Nose)].at[6], Eigen::Vector2d(20, 30));
    QVERIFY(!smoothed[body::index(Joint::Nose)].has[5]);  // nothing is invented
}

void TestSteps::plantedSpikesAreFoundExactlyWhereTheyAre()
{
    std::size_t n = 0;
    Tracks tracks = waveTracks(&n);
    const double trunk = trunkLength(tracks);
    QVERIFY(std::abs(trunk - 260.0) < 0.01);  // the figure's own trunk
    const std::vector<std::pair<std::size_t, Joint>> planted = {{10, Joint::RWrist},
                                                                {40, Joint::LKnee},
                                                                {55, Joint::Nose},
                                                                {2, Joint::LAnkle}};
    for (auto [f, j] : planted)
        tracks[body::index(j)].at[f] += Eigen::Vector2d(80, -30);  // 85 px: 0.33 trunk lengths
    SpikeResult result = replaceSpikes(tracks, trunk, false);
    QCOMPARE(result.found.size(), planted.size());
    for (std::size_t i = 0; i < planted.size(); ++i) {
        auto sorted = planted;
        std::sort(sorted.begin(), sorted.end());
        QCOMPARE(result.found[i].frame, sorted[i].first);
        QCOMPARE(result.found[i].joint, sorted[i].second);
    }
    QCOMPARE(result.untested, (std::vector<std::size_t>{0, 1, n - 2, n - 1}));
    // Replaced by the median: the still knee and ankle get their own exact position back.
    const Tracks exact = waveTracks();
    QVERIFY((result.tracks[body::index(Joint::LKnee)].at[40] - exact[body::index(Joint::LKnee)].at[40]).norm() < 1e-9);
}

void TestSteps::spikeWindowsWrapOnALoop()
{
    Tracks tracks = waveTracks();
    const double trunk = trunkLength(tracks);
    tracks[body::index(Joint::Neck)].at[0] += Eigen::Vector2d(0, 90);
    QVERIFY(replaceSpikes(tracks, trunk, false).found.empty());  // frame 0 is untested without a loop
    SpikeResult looped = replaceSpikes(tracks, trunk, true);
    QCOMPARE(looped.found.size(), std::size_t(1));
    QCOMPARE(looped.found[0].frame, std::size_t(0));
    QVERIFY(looped.untested.empty());
    // Its window ran into the clip's last two frames, where the still neck is where it is on frame 0.
    QVERIFY((looped.tracks[body::index(Joint::Neck)].at[0] - waveTracks()[body::index(Joint::Neck)].at[0]).norm() <
            1e-9);
}

void TestSteps::occludedJointTakesItsThreeFrameMedian()
{
    auto seq = examples::makeWaveSequence({});
    auto& wrist = seq.frames[20].people[0].joint(Joint::RWrist);
    wrist.state = sequence::JointState::Occluded;
    wrist.at = Eigen::Vector2d(0, 0);
    seq.frames[30].people[0].joint(Joint::LWrist).score = 0.1;  // doubted
    const Tracks tracks = tracksOf(seq, "a");
    OcclusionResult result = replaceOccluded(tracks, seq, "a", false);
    QCOMPARE(result.frames, std::size_t(2));
    // Hand-computed: per coordinate, the median of frames 19, 20 (0, 0) and 21.
    const Track& t = tracks[body::index(Joint::RWrist)];
    const double x = std::max(std::min(t.at[19].x(), t.at[21].x()),
                              std::min(std::max(t.at[19].x(), t.at[21].x()), 0.0));
    const double y = std::max(std::min(t.at[19].y(), t.at[21].y()),
                              std::min(std::max(t.at[19].y(), t.at[21].y()), 0.0));
    QCOMPARE(result.tracks[body::index(Joint::RWrist)].at[20], Eigen::Vector2d(x, y));
    QCOMPARE(result.runs.size(), std::size_t(2));
}

void TestSteps::floorKeepsTheLowestAnkle()
{
    Tracks before = emptyTracks(5), after = emptyTracks(5);
    for (std::size_t f = 0; f < 5; ++f) {
        before[body::index(Joint::RAnkle)].at[f] = {0, 500.0 + static_cast<double>(f)};  // lowest: 504
        after[body::index(Joint::RAnkle)].at[f] = {0, 499.0};
        after[body::index(Joint::Nose)].at[f] = {0, 100.0};
        for (Tracks* t : {&before, &after})
            (*t)[body::index(Joint::RAnkle)].has[f] = 1;
        after[body::index(Joint::Nose)].has[f] = 1;
    }
    QCOMPARE(restoreFloor(after, before), 5.0);
    QCOMPARE(after[body::index(Joint::RAnkle)].at[2].y(), 504.0);
    QCOMPARE(after[body::index(Joint::Nose)].at[2].y(), 105.0);  // the whole figure moves
}

void TestSteps::jitterIsTheMeanSecondDifference()
{
    Tracks tracks = emptyTracks(4);
    const double ys[] = {0, 2, 0, 2};  // second differences: -4, +4 -> mean |.| = 4
    for (std::size_t f = 0; f < 4; ++f) {
        tracks[0].at[f] = {0, ys[f]};
        tracks[0].has[f] = 1;
    }
    QCOMPARE(*jitterOf(tracks, false), 4.0);
    // Wrapping adds the triples (3, 0, 1) and (2, 3, 0): |2 - 0 + 2| = 4 and |0 - 4 + 0| = 4.
    QCOMPARE(*jitterOf(tracks, true), 4.0);
    tracks[0].at[3] = {0, 0};  // triples (0, 2, 0) -> 4 and (2, 0, 0) -> 2
    QCOMPARE(*jitterOf(tracks, false), 3.0);
}

QTEST_GUILESS_MAIN(TestSteps)
#include "tst_steps.moc"
