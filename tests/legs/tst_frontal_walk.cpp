// The frontal reading (ref #280, #369) against ground truth: a walk seen from the front by a
// camera looking down, so the nearer foot is drawn lower, made as a drawn clip (8 key drawings a
// cycle, on twos with in-betweens, 24 fps, 96 frames; each foot down on 6 drawings, both on 4;
// drawn in place, as a cycle is, so a planted foot slides back and is drawn rising).
// The drawing is taken as drawn (no noise, clean's windows of 1, no hold). The clip must read as
// frontal, the feet read down must be the contact table on every frame, and the support must be
// the true single foot wherever there is one, although ankle height alone names a foot in the air.
#include <QtTest>

#include "../retarget/retarget_fixture.h"
#include "synthetic_gait.h"

using namespace rigpose;
namespace gait = rigpose::test::gait;

namespace {

struct Clip {
    gait::Gait gait;
    sequence::Sequence sequence;
};

Clip frontalDrawnWalk()
{
    gait::Options drawings = gait::Options::walk();
    drawings.cycleFrames = 8;  // key drawings a cycle
    drawings.fps = 12;         // shown on twos at 24 fps
    drawings.cycles = 6;
    drawings.duty = 0.75;     // each foot down on 6 of the 8 drawings, both on 4
    drawings.inPlace = true;  // a drawn cycle: the figure stays, a planted foot slides back
    Clip c;
    c.gait = gait::onTwos(drawings);
    gait::Camera camera;
    camera.view = gait::View::Front;
    // Looking down 20°, a step's depth is drawn as height, the nearer foot lower. (Measured: the
    // feet read down match the table at 15°, 20° and 30°, not at 10° or 40°.)
    camera.pitchDegrees = 20;
    const gait::Picture picture = gait::project(c.gait, camera);
    gait::Noise none;
    none.sigma = 0;
    none.spikes = 0;
    none.drops = 0;
    const sequence::Sequence raw = gait::toSequence(c.gait, picture, gait::detect(picture, none, drawings.seed));
    clean::CleanOptions asDrawn;
    asDrawn.legs = 1;
    asDrawn.rest = 1;
    asDrawn.hold = false;
    c.sequence = clean::cleanSequence(raw, asDrawn).sequence;
    return c;
}

Eigen::Vector2d ankle(const sequence::Sequence& seq, std::size_t f, int side)
{
    return *seq.frames[f].people.front().joint(side == gait::kRight ? body::Joint::RAnkle : body::Joint::LAnkle).at;
}

}  // namespace

class TestFrontalWalk : public QObject {
    Q_OBJECT
private slots:
    void theClipIsTheOneDescribed()
    {
        const Clip c = frontalDrawnWalk();
        QCOMPARE(c.gait.frames.size(), std::size_t{96});
        QCOMPARE(c.sequence.frames.size(), std::size_t{96});
        // Both feet down on 4 of each cycle's 8 drawings (the even frames).
        std::size_t both = 0;
        for (std::size_t f = 0; f < 16; f += 2)
            both += c.gait.frames[f].contact[0] && c.gait.frames[f].contact[1];
        QCOMPARE(both, std::size_t{4});
        // Ankle height alone would name a foot in the air: the lower ankle is the lifted one on
        // some single-support frames (counted here from the drawing and the truth).
        std::size_t heightWrong = 0;
        for (std::size_t f = 0; f < c.gait.frames.size(); ++f) {
            const int truth = c.gait.frames[f].support;
            const int lower = ankle(c.sequence, f, 0).y() >= ankle(c.sequence, f, 1).y() ? 0 : 1;
            heightWrong += truth != gait::kNoSide && lower != truth;
        }
        qInfo("the lower ankle is the foot in the air on %zu single-support frames", heightWrong);
        QVERIFY(heightWrong > 0);
    }

    void theFeetReadDownAreTheContactTable()
    {
        const Clip c = frontalDrawnWalk();
        const retarget::Result r = test::plantOnExample(c.sequence, "frontal");
        QVERIFY2(r.ok(), r.refusals.empty() ? "" : r.refusals.items().front().message.c_str());
        QVERIFY(r.feet && r.feet->frontal);
        const legs::Frontal& frontal = *r.feet->frontal;
        qInfo("contradicted on %zu of %zu frames (%.1f %%)", frontal.contradicted, frontal.outsideJumps,
              100 * frontal.share);
        QVERIFY(frontal.frontal);
        const auto truth = gait::contactsOf(c.gait);
        QCOMPARE(frontal.down.size(), truth.size());
        std::size_t same = 0;
        for (std::size_t f = 0; f < truth.size(); ++f) {
            same += frontal.down[f] == truth[f];
            if (frontal.down[f] != truth[f])
                qInfo("frame %zu: read down r %d l %d, truth r %d l %d", f, frontal.down[f][0], frontal.down[f][1],
                      truth[f][0], truth[f][1]);
        }
        qInfo("down equals the contact table on %zu of %zu frames", same, truth.size());
        QCOMPARE(same, truth.size());

        const std::vector<int> single = gait::supportOf(c.gait);
        std::size_t frames = 0, agree = 0;
        for (std::size_t f = 0; f < single.size(); ++f) {
            if (single[f] == gait::kNoSide)
                continue;
            ++frames;
            agree += r.feet->support[f] == single[f];
        }
        qInfo("support is the true single foot on %zu of %zu frames", agree, frames);
        QVERIFY(frames > 0);
        QCOMPARE(agree, frames);
    }
};

QTEST_GUILESS_MAIN(TestFrontalWalk)
#include "tst_frontal_walk.moc"
