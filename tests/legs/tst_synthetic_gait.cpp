// The synthetic gaits of tests/common/synthetic_gait.h, held to figures worked out here from the
// options alone: planted ankles that stay (or ride the belt), the contact shares asked for, flight
// and double support where they belong, rigid bones, the views' ankle separations, seeded noise
// of the size asked for, and a written file that rig-pose clean takes.

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <numbers>

#include "rigpose/sequence/reader.h"
#include "synthetic_gait.h"
#include "testutils.h"

using namespace rigpose;
using namespace rigpose::test::gait;
using body::Joint;

Q_DECLARE_METATYPE(rigpose::test::gait::Options)

namespace {

constexpr double kExact = 1e-9;

const Vector3d& at(const FrameTruth& f, Joint j) { return f.world[body::index(j)]; }
Joint ankleOf(int side) { return side == kRight ? Joint::RAnkle : Joint::LAnkle; }

// Runs of consecutive frames a foot is down: [first, last], inclusive.
std::vector<std::pair<std::size_t, std::size_t>> contactRuns(const Gait& g, int side)
{
    std::vector<std::pair<std::size_t, std::size_t>> runs;
    for (std::size_t i = 0; i < g.frames.size(); ++i) {
        if (!g.frames[i].contact[side])
            continue;
        if (!runs.empty() && runs.back().second + 1 == i)
            runs.back().second = i;
        else
            runs.emplace_back(i, i);
    }
    return runs;
}

Options inPlace(Options o)
{
    o.inPlace = true;
    return o;
}

void addKinds()
{
    QTest::addColumn<Options>("options");
    QTest::newRow("walk") << Options::walk();
    QTest::newRow("run") << Options::run();
    QTest::newRow("walk in place") << inPlace(Options::walk());
    QTest::newRow("run in place") << inPlace(Options::run());
}

}  // namespace

class TestSyntheticGait : public QObject {
    Q_OBJECT
private slots:
    void plantedAnkleStaysWhileTravelling_data();
    void plantedAnkleStaysWhileTravelling();
    void plantedAnkleRidesTheBeltInPlace_data();
    void plantedAnkleRidesTheBeltInPlace();
    void contactSharesAreTheDuty_data();
    void contactSharesAreTheDuty();
    void swingAnklesClearTheFloor_data();
    void swingAnklesClearTheFloor();
    void bonesKeepTheirLengths_data();
    void bonesKeepTheirLengths();
    void viewsSeparateTheAnklesAsTheFootprintsSay();
    void viewsKeepTheSubjectsSidesAndSize_data();
    void viewsKeepTheSubjectsSidesAndSize();
    void noiseIsSeededAndOfTheSizeAsked_data();
    void noiseIsSeededAndOfTheSizeAsked();
    void truthReadsAsVectorsAndKeys();
    void writtenFileIsReadAndCleaned_data();
    void writtenFileIsReadAndCleaned();
};

// Travelling, a down foot's ankle is one point for its whole contact, on the floor, and the
// footprints are where the options put them: one stride apart per foot, stepWidth apart across.
void TestSyntheticGait::plantedAnkleStaysWhileTravelling_data()
{
    QTest::addColumn<Options>("options");
    QTest::newRow("walk") << Options::walk();
    QTest::newRow("run") << Options::run();
}

void TestSyntheticGait::plantedAnkleStaysWhileTravelling()
{
    QFETCH(Options, options);
    const Gait g = makeGait(options);
    const double stride = options.speed * options.cycleFrames / options.fps;
    for (int side : {kRight, kLeft}) {
        const auto runs = contactRuns(g, side);
        QVERIFY(runs.size() >= 3);
        std::optional<double> previousX;
        for (const auto& [first, last] : runs) {
            const Vector3d print = at(g.frames[first], ankleOf(side));
            QVERIFY2(std::abs(print.z()) < kExact,
                     qPrintable(QStringLiteral("frame %1 z %2").arg(first).arg(print.z())));
            QVERIFY(std::abs(print.y() - (side == kLeft ? 0.5 : -0.5) * options.stepWidth) < kExact);
            for (std::size_t i = first; i <= last; ++i) {
                const double moved = (at(g.frames[i], ankleOf(side)) - print).norm();
                QVERIFY2(moved < kExact,
                         qPrintable(QStringLiteral("side %1 frame %2 moved %3 m").arg(side).arg(i).arg(moved)));
                QVERIFY(g.frames[i].planted[side] && (*g.frames[i].planted[side] - print).norm() < kExact);
            }
            if (previousX)
                QVERIFY(std::abs(print.x() - *previousX - stride) < kExact);
            previousX = print.x();
        }
    }
    // The left foot lands half a cycle after the right: its footprints are half a stride on.
    const Vector3d right = at(g.frames[contactRuns(g, kRight)[1].first], Joint::RAnkle);
    const Vector3d left = at(g.frames[contactRuns(g, kLeft)[1].first], Joint::LAnkle);
    QVERIFY(std::abs(std::abs(left.x() - right.x()) - stride / 2) < kExact);
}

// In place the pelvis stays at x = 0 and a down ankle moves back at the belt's speed, exactly
// speed / fps a frame, on the floor; adding the travel back gives the travelling clip.
void TestSyntheticGait::plantedAnkleRidesTheBeltInPlace_data()
{
    QTest::addColumn<Options>("options");
    QTest::newRow("walk") << inPlace(Options::walk());
    QTest::newRow("run") << inPlace(Options::run());
}

void TestSyntheticGait::plantedAnkleRidesTheBeltInPlace()
{
    QFETCH(Options, options);
    const Gait g = makeGait(options);
    Options travelling = options;
    travelling.inPlace = false;
    const Gait t = makeGait(travelling);
    const Vector3d belt(-options.speed / options.fps, 0, 0);
    for (std::size_t i = 0; i < g.frames.size(); ++i) {
        const Vector3d midHip = (at(g.frames[i], Joint::RHip) + at(g.frames[i], Joint::LHip)) / 2;
        QVERIFY2(std::abs(midHip.x()) < kExact,
                 qPrintable(QStringLiteral("frame %1 pelvis x %2").arg(i).arg(midHip.x())));
        const double travel = options.speed * (static_cast<double>(i) + 0.5) / options.fps;
        for (std::size_t j = 0; j < body::kJointCount; ++j) {
            const Vector3d back = g.frames[i].world[j] + Vector3d(travel, 0, 0);
            QVERIFY((back - t.frames[i].world[j]).norm() < kExact);
        }
    }
    std::size_t steps = 0;
    for (int side : {kRight, kLeft})
        for (const auto& [first, last] : contactRuns(g, side))
            for (std::size_t i = first; i <= last; ++i) {
                const Vector3d ankle = at(g.frames[i], ankleOf(side));
                QVERIFY(std::abs(ankle.z()) < kExact);
                if (i == first)
                    continue;
                const Vector3d moved = ankle - at(g.frames[i - 1], ankleOf(side));
                QVERIFY2((moved - belt).norm() < kExact,
                         qPrintable(QStringLiteral("side %1 frame %2 moved %3, the belt %4")
                                        .arg(side)
                                        .arg(i)
                                        .arg(moved.x())
                                        .arg(belt.x())));
                ++steps;
            }
    QVERIFY(steps > 20);
}

// Each foot is down the share of the cycle asked for (duty * cycleFrames frames a cycle, as the
// frames are sampled half a frame into each), a walk has double support 2 duty - 1 of the time
// and no flight, a run flight 1 - 2 duty and no double support.
void TestSyntheticGait::contactSharesAreTheDuty_data()
{
    QTest::addColumn<Options>("options");
    QTest::addColumn<int>("downFrames");  // per foot, per cycle
    QTest::newRow("walk 30 frames, 0.6") << Options::walk() << 18;
    QTest::newRow("run 20 frames, 0.35") << Options::run() << 7;
    Options walk = Options::walk();
    walk.cycleFrames = 25;
    QTest::newRow("walk 25 frames, 0.6") << walk << 15;
    walk.duty = 0.64;
    QTest::newRow("walk 25 frames, 0.64") << walk << 16;
    Options run = Options::run();
    run.cycleFrames = 16;
    run.duty = 0.375;
    QTest::newRow("run 16 frames, 0.375") << run << 6;
    QTest::newRow("run in place") << inPlace(Options::run()) << 7;
}

void TestSyntheticGait::contactSharesAreTheDuty()
{
    QFETCH(Options, options);
    QFETCH(int, downFrames);
    const Gait g = makeGait(options);
    const int frames = options.cycles * options.cycleFrames;
    QCOMPARE(static_cast<int>(g.frames.size()), frames);
    std::array<int, 2> down{};
    int both = 0, flight = 0, rightOnly = 0, leftOnly = 0;
    for (const auto& f : g.frames) {
        down[kRight] += f.contact[kRight];
        down[kLeft] += f.contact[kLeft];
        both += f.contact[kRight] && f.contact[kLeft];
        flight += !f.contact[kRight] && !f.contact[kLeft];
        rightOnly += f.contact[kRight] && !f.contact[kLeft];
        leftOnly += f.contact[kLeft] && !f.contact[kRight];
        // The labels agree with the booleans.
        const int support = f.contact[kRight] == f.contact[kLeft] ? kNoSide : f.contact[kRight] ? kRight : kLeft;
        QCOMPARE(f.support, support);
        const Phase phase = f.contact[kRight] && f.contact[kLeft] ? Phase::Both
                            : f.contact[kRight]                   ? Phase::RightOnly
                            : f.contact[kLeft]                    ? Phase::LeftOnly
                                                                  : Phase::Flight;
        QVERIFY(f.phase == phase);
    }
    QCOMPARE(down[kRight], downFrames * options.cycles);
    QCOMPARE(down[kLeft], downFrames * options.cycles);
    QVERIFY(std::abs(static_cast<double>(down[kRight]) / frames - options.duty) <= 0.5 / options.cycleFrames);
    const int overlap = (2 * downFrames - options.cycleFrames) * options.cycles;
    if (options.kind == Kind::Walk) {
        QCOMPARE(flight, 0);
        QCOMPARE(both, overlap);
        QVERIFY(both > 0);
    } else {
        QCOMPARE(both, 0);
        QCOMPARE(flight, -overlap);
        QVERIFY(flight > 0);
    }
    QCOMPARE(rightOnly, leftOnly);
    QCOMPARE(rightOnly + leftOnly + both + flight, frames);
}

// A foot in the air is in the air: its ankle is above the floor on every swing frame.
void TestSyntheticGait::swingAnklesClearTheFloor_data() { addKinds(); }

void TestSyntheticGait::swingAnklesClearTheFloor()
{
    QFETCH(Options, options);
    const Gait g = makeGait(options);
    double lowest = 1e9;
    for (const auto& f : g.frames)
        for (int side : {kRight, kLeft})
            if (!f.contact[side])
                lowest = std::min(lowest, at(f, ankleOf(side)).z());
    QVERIFY2(lowest > 0.01, qPrintable(QStringLiteral("lowest swing ankle %1 m").arg(lowest)));
    // Every ankle is on or above the floor, and a stance knee is bent (the IK never hit its reach).
    for (const auto& f : g.frames)
        for (int side : {kRight, kLeft}) {
            QVERIFY(at(f, ankleOf(side)).z() > -kExact);
            if (f.contact[side])
                QVERIFY(f.kneeBend[side] > 5 && f.kneeBend[side] < 70);
        }
}

// The figure is rigid: every bone, and the hip, shoulder and trunk lines, keep the figure's
// lengths in 3D on every frame.
void TestSyntheticGait::bonesKeepTheirLengths_data() { addKinds(); }

void TestSyntheticGait::bonesKeepTheirLengths()
{
    QFETCH(Options, options);
    const Gait g = makeGait(options);
    const Figure& fig = options.figure;
    const struct {
        Joint a, b;
        double length;
    } bones[] = {
        {Joint::RHip, Joint::RKnee, fig.thigh},          {Joint::LHip, Joint::LKnee, fig.thigh},
        {Joint::RKnee, Joint::RAnkle, fig.shin},         {Joint::LKnee, Joint::LAnkle, fig.shin},
        {Joint::RShoulder, Joint::RElbow, fig.upperArm}, {Joint::LShoulder, Joint::LElbow, fig.upperArm},
        {Joint::RElbow, Joint::RWrist, fig.forearm},     {Joint::LElbow, Joint::LWrist, fig.forearm},
        {Joint::RHip, Joint::LHip, fig.hipWidth},        {Joint::RShoulder, Joint::LShoulder, fig.shoulderWidth},
        {Joint::Neck, Joint::Nose, fig.nose.norm()},     {Joint::REye, Joint::LEye, 2 * fig.eye.y()},
    };
    for (std::size_t i = 0; i < g.frames.size(); ++i) {
        const FrameTruth& f = g.frames[i];
        for (const auto& bone : bones) {
            const double length = (at(f, bone.a) - at(f, bone.b)).norm();
            QVERIFY2(std::abs(length - bone.length) < kExact,
                     qPrintable(QStringLiteral("frame %1 %2-%3: %4 m, not %5")
                                    .arg(i)
                                    .arg(QString::fromUtf8(body::name(bone.a).data()),
                                         QString::fromUtf8(body::name(bone.b).data()))
                                    .arg(length, 0, 'g', 12)
                                    .arg(bone.length)));
        }
        const Vector3d midHip = (at(f, Joint::RHip) + at(f, Joint::LHip)) / 2;
        QVERIFY(std::abs((at(f, Joint::Neck) - midHip).norm() - fig.trunk) < kExact);
        const Vector3d midShoulder = (at(f, Joint::RShoulder) + at(f, Joint::LShoulder)) / 2;
        QVERIFY((midShoulder - at(f, Joint::Neck)).norm() < kExact);
    }
}

// Orthographic views of the walk at 400 px/m: on a double-support frame both ankles are on
// their footprints, so in profile they are half a stride apart (the leading foot to the
// picture's right, as the figure walks that way) and from the front one step width apart (the
// left foot on the picture's right), from the back the other way round, and turned 40 degrees
// both mixed by the camera's turn. Over the whole clip the front view's separation stays small
// against the profile's.
void TestSyntheticGait::viewsSeparateTheAnklesAsTheFootprintsSay()
{
    const Options options = Options::walk();
    const Gait g = makeGait(options);
    const double scale = 400;
    const double stride = options.speed * options.cycleFrames / options.fps;
    const double turn = 40 * std::numbers::pi / 180;
    const auto separations = [&](View view) {
        const Picture p = project(g, {view, false, scale});
        std::vector<double> dx;  // l_ankle x less r_ankle x, px
        for (const auto& frame : p.at)
            dx.push_back(frame[body::index(Joint::LAnkle)].x() - frame[body::index(Joint::RAnkle)].x());
        return dx;
    };
    const auto front = separations(View::Front), back = separations(View::Back), side = separations(View::Side),
               turned = separations(View::Turned40);
    int checked = 0;
    double frontMost = 0, sideMost = 0;
    for (std::size_t i = 0; i < g.frames.size(); ++i) {
        frontMost = std::max(frontMost, std::abs(front[i]));
        sideMost = std::max(sideMost, std::abs(side[i]));
        if (g.frames[i].phase != Phase::Both)
            continue;
        ++checked;
        // The foot that landed last leads: the right one in the cycle's first half.
        const double leftAhead = g.frames[i].cyclePhase < 0.5 ? -stride / 2 : stride / 2;
        QVERIFY(std::abs(side[i] - scale * leftAhead) < 1e-6);
        QVERIFY(std::abs(front[i] - scale * options.stepWidth) < 1e-6);
        QVERIFY(std::abs(back[i] + scale * options.stepWidth) < 1e-6);
        QVERIFY(std::abs(turned[i] - scale * (leftAhead * std::sin(turn) + options.stepWidth * std::cos(turn))) < 1e-6);
    }
    QCOMPARE(checked, 18);
    QVERIFY2(frontMost < 0.25 * sideMost,
             qPrintable(QStringLiteral("front %1 px, side %2 px").arg(frontMost).arg(sideMost)));
    qInfo("walk, ankle x separation (l - r): front at most %.1f px, side at most %.1f px", frontMost, sideMost);
}

// Every view keeps the subject's sides (from the front its right shoulder is on the picture's
// left; from behind on the right), y points down (the ankles below the neck), the figure stands
// 500 to 800 px tall, and every exact point lies inside the picture.
void TestSyntheticGait::viewsKeepTheSubjectsSidesAndSize_data()
{
    QTest::addColumn<Options>("options");
    QTest::addColumn<bool>("pinhole");
    QTest::newRow("walk") << Options::walk() << false;
    QTest::newRow("run") << Options::run() << false;
    QTest::newRow("walk in place") << inPlace(Options::walk()) << false;
    QTest::newRow("walk, pinhole") << Options::walk() << true;
    QTest::newRow("run in place, pinhole") << inPlace(Options::run()) << true;
}

void TestSyntheticGait::viewsKeepTheSubjectsSidesAndSize()
{
    QFETCH(Options, options);
    QFETCH(bool, pinhole);
    const Gait g = makeGait(options);
    for (View view : {View::Front, View::Back, View::Side, View::Turned40}) {
        const Picture p = project(g, {view, pinhole});
        QCOMPARE(p.at.size(), g.frames.size());
        double shortest = 1e9, tallest = 0;
        std::array<Vector2d, 2> low{Vector2d(1e9, 1e9), Vector2d(1e9, 1e9)},
            high{Vector2d(-1e9, -1e9), Vector2d(-1e9, -1e9)};
        for (const auto& frame : p.at) {
            double top = 1e9, bottom = -1e9;
            for (const Vector2d& q : frame) {
                QVERIFY(q.x() >= 0 && q.x() <= p.width && q.y() >= 0 && q.y() <= p.height);
                top = std::min(top, q.y());
                bottom = std::max(bottom, q.y());
            }
            shortest = std::min(shortest, bottom - top);
            tallest = std::max(tallest, bottom - top);
            const auto x = [&](Joint j) { return frame[body::index(j)].x(); };
            QVERIFY(frame[body::index(Joint::RAnkle)].y() > frame[body::index(Joint::Neck)].y());
            if (view == View::Front || view == View::Turned40)
                QVERIFY(x(Joint::RShoulder) < x(Joint::LShoulder) && x(Joint::RHip) < x(Joint::LHip));
            if (view == View::Back)
                QVERIFY(x(Joint::RShoulder) > x(Joint::LShoulder) && x(Joint::RHip) > x(Joint::LHip));
            if (view == View::Side)  // in profile the nose points the way it walks, to the picture's right
                QVERIFY(x(Joint::Nose) > x(Joint::Neck));
            for (int side : {kRight, kLeft}) {
                low[side] = low[side].cwiseMin(frame[body::index(ankleOf(side))]);
                high[side] = high[side].cwiseMax(frame[body::index(ankleOf(side))]);
            }
        }
        QVERIFY2(shortest >= 500 && tallest <= 800, qPrintable(QStringLiteral("%1: %2 to %3 px tall")
                                                                   .arg(QString::fromUtf8(viewName(view)))
                                                                   .arg(shortest)
                                                                   .arg(tallest)));
        qInfo(
            "%s %s: %zu frames, picture %.0f x %.0f, figure %.0f..%.0f px tall, r_ankle x %.0f..%.0f y %.0f..%.0f, "
            "l_ankle x %.0f..%.0f y %.0f..%.0f",
            QTest::currentDataTag(), viewName(view), p.at.size(), p.width, p.height, shortest, tallest, low[0].x(),
            high[0].x(), low[0].y(), high[0].y(), low[1].x(), high[1].x(), low[1].y(), high[1].y());
    }
}

// The noise is the seed's: the same seed gives the same sequence, another seed another; the
// jitter measured against the exact picture has the sigma asked for (within 5 %: some 3,000
// draws put the estimate's own spread near 1.3 %); spikes are thrown 30..80 px on frames away
// from the ends, drops score under 0.3, every other joint 0.9.
void TestSyntheticGait::noiseIsSeededAndOfTheSizeAsked_data()
{
    QTest::addColumn<double>("sigma");
    QTest::newRow("1.5 px") << 1.5;
    QTest::newRow("2 px") << 2.0;
    QTest::newRow("3 px") << 3.0;
}

void TestSyntheticGait::noiseIsSeededAndOfTheSizeAsked()
{
    QFETCH(double, sigma);
    Noise noise;
    noise.sigma = sigma;
    const Options options = Options::walk();
    const Synthetic a = makeSynthetic(options, {View::Side}, noise);
    const Synthetic b = makeSynthetic(options, {View::Side}, noise);
    QVERIFY(a.sequence == b.sequence);
    Options other = options;
    other.seed = 2;
    QVERIFY(!(makeSynthetic(other, {View::Side}, noise).sequence == a.sequence));
    Noise seeded = noise;
    seeded.seed = 2;
    QVERIFY(makeSynthetic(options, {View::Side}, seeded).sequence ==
            makeSynthetic(other, {View::Side}, noise).sequence);

    const std::size_t frames = a.picture.at.size();
    const auto spiked = [&](std::size_t f, std::size_t j) {
        for (const Spike& s : a.detections.spikes)
            if (s.frame == f && body::index(s.joint) == j)
                return true;
        return false;
    };
    QCOMPARE(static_cast<int>(a.detections.spikes.size()), noise.spikes);
    QCOMPARE(static_cast<int>(a.detections.drops.size()), noise.drops);
    double sum = 0, squares = 0;
    std::size_t count = 0;
    for (std::size_t f = 0; f < frames; ++f)
        for (std::size_t j = 0; j < body::kJointCount; ++j) {
            const Vector2d off = a.detections.at[f][j] - a.picture.at[f][j];
            const auto& sample = a.sequence.frames[f].people[0].joints[j];
            QVERIFY(sample.at && (*sample.at - a.detections.at[f][j]).norm() == 0);
            if (spiked(f, j)) {
                QVERIFY(f >= 2 && f + 2 < frames);
                QVERIFY(off.norm() > 30 - 5 * sigma && off.norm() < 80 + 5 * sigma);
                continue;
            }
            sum += off.x() + off.y();
            squares += off.squaredNorm();
            count += 2;
        }
    const double mean = sum / count;
    const double sd = std::sqrt(squares / count - mean * mean);
    QVERIFY2(std::abs(sd / sigma - 1) < 0.05, qPrintable(QStringLiteral("sd %1 px for sigma %2").arg(sd).arg(sigma)));
    QVERIFY(std::abs(mean) < 0.1 * sigma);

    std::size_t low = 0;
    for (std::size_t f = 0; f < frames; ++f)
        for (std::size_t j = 0; j < body::kJointCount; ++j) {
            const double score = *a.sequence.frames[f].people[0].joints[j].score;
            if (score < 0.3)
                ++low;
            else
                QCOMPARE(score, 0.9);
        }
    QCOMPARE(static_cast<int>(low), noise.drops);

    // Spikes and drops come from their own stream: without them the jitter is the same.
    Noise plain = noise;
    plain.spikes = 0;
    plain.drops = 0;
    const Synthetic c = makeSynthetic(options, {View::Side}, plain);
    for (std::size_t f = 0; f < frames; ++f)
        for (std::size_t j = 0; j < body::kJointCount; ++j)
            if (!spiked(f, j))
                QVERIFY(c.detections.at[f][j] == a.detections.at[f][j]);
    qInfo("sigma %.1f px: measured %.3f px over %zu draws, mean %.3f px", sigma, sd, count, mean);
}

// The truth as per-frame vectors and as contact keys that, held each to the next, give back the
// contacts of every frame.
void TestSyntheticGait::truthReadsAsVectorsAndKeys()
{
    for (const Options& options : {Options::walk(), Options::run()}) {
        const Gait g = makeGait(options);
        const auto contacts = contactsOf(g);
        const auto support = supportOf(g);
        QCOMPARE(contacts.size(), g.frames.size());
        QCOMPARE(support.size(), g.frames.size());
        const legs::ContactKeys keys = contactKeysOf(g);
        QVERIFY(!keys.keys.empty() && keys.keys.front().frame == 0);
        // Two keys a step: a walk's both then one foot, a run's one foot then none.
        QCOMPARE(keys.keys.size(), static_cast<std::size_t>(4 * options.cycles));
        std::size_t k = 0;
        for (std::size_t i = 0; i < g.frames.size(); ++i) {
            QCOMPARE(contacts[i], g.frames[i].contact);
            QCOMPARE(support[i], g.frames[i].support);
            while (k + 1 < keys.keys.size() && keys.keys[k + 1].frame <= static_cast<double>(i))
                ++k;
            const legs::Contact c = keys.keys[k].side;
            QCOMPARE(c == legs::Contact::Right || c == legs::Contact::Both, contacts[i][kRight]);
            QCOMPARE(c == legs::Contact::Left || c == legs::Contact::Both, contacts[i][kLeft]);
        }
    }
}

// The written file is rig-pose-sequence/1 that reads back as the detections (to the writer's
// 3 decimals) and that `rig-pose clean` takes, exit code 0; an in-place clip says so and is
// cleaned as a loop.
void TestSyntheticGait::writtenFileIsReadAndCleaned_data()
{
    QTest::addColumn<Options>("options");
    QTest::addColumn<int>("view");
    QTest::addColumn<bool>("loop");
    QTest::newRow("walk, side") << Options::walk() << static_cast<int>(View::Side) << false;
    QTest::newRow("run, front") << Options::run() << static_cast<int>(View::Front) << false;
    QTest::newRow("walk in place, turned 40, --loop")
        << inPlace(Options::walk()) << static_cast<int>(View::Turned40) << true;
    QTest::newRow("run in place, back, --loop") << inPlace(Options::run()) << static_cast<int>(View::Back) << true;
}

void TestSyntheticGait::writtenFileIsReadAndCleaned()
{
    QFETCH(Options, options);
    QFETCH(int, view);
    QFETCH(bool, loop);
    const Synthetic s = makeSynthetic(options, {static_cast<View>(view)});
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString pose = dir.filePath(QStringLiteral("gait.json"));
    const auto refused = writeGaitFile(pose.toStdString(), s.sequence);
    QVERIFY2(!refused, refused ? refused->message.c_str() : "");

    const auto read = sequence::readSequenceFile(pose.toStdString());
    QVERIFY(read.ok());
    const sequence::Sequence& seq = read.value;
    QCOMPARE(seq.frames.size(), s.gait.frames.size());
    QCOMPARE(seq.travel.has_value(), options.inPlace);
    QCOMPARE(seq.width, s.picture.width);
    for (std::size_t f = 0; f < seq.frames.size(); ++f) {
        QVERIFY(std::abs(seq.frames[f].t - f / options.fps) < 1e-6);
        const sequence::Person* person = seq.frames[f].person("a");
        QVERIFY(person);
        for (std::size_t j = 0; j < body::kJointCount; ++j) {
            QVERIFY((*person->joints[j].at - s.detections.at[f][j]).cwiseAbs().maxCoeff() <= 0.0005 + 1e-9);
            QVERIFY(std::abs(*person->joints[j].score - s.detections.score[f][j]) <= 0.00005 + 1e-12);
        }
    }

    QStringList arguments{QStringLiteral("clean"), QStringLiteral("--pose"), pose, QStringLiteral("--out"),
                          dir.filePath(QStringLiteral("gait.clean.json"))};
    if (loop)
        arguments << QStringLiteral("--loop");
    const test::CliRun run = test::runCli(arguments, dir.path());
    QVERIFY2(run.exitCode == 0, QByteArray(run.out + run.err).constData());
    const auto cleaned = sequence::readSequenceFile(dir.filePath(QStringLiteral("gait.clean.json")).toStdString());
    QVERIFY(cleaned.ok() && cleaned.value.cleaned);
    QCOMPARE(cleaned.value.frames.size(), s.gait.frames.size());
}

QTEST_GUILESS_MAIN(TestSyntheticGait)
#include "tst_synthetic_gait.moc"
