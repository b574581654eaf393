// --reduce-keep-planted (ref #251): every support frame stays a key on each bone from the hip
// down to that side's ankle, so the planted ankle lands on its support frames as the dense keys
// put it, but for the hip's share; its landing is split into support and off-support rows, each
// with its own tolerance; the posed feet's slide is read on the reduced motion. Checked on a
// noisy synthetic walk by posing the reduced motion with our evaluator.

#include <QtTest>

#include "reduce_fixture.h"
#include "rigpose/clean/clean.h"
#include "synthetic_gait.h"

using namespace rigpose;
using namespace rigpose::test::reduced;
namespace gait = rigpose::test::gait;

namespace {

sequence::Sequence noisyWalk(gait::View view)
{
    gait::Options options = gait::Options::walk();
    options.cycles = 3;
    gait::Camera camera;
    camera.view = view;
    return clean::cleanSequence(gait::makeSynthetic(options, camera).sequence, clean::CleanOptions{}).sequence;
}

const stage::OriginTarget* ankleOf(const retarget::Result& r, int side)
{
    for (const stage::OriginTarget& o : r.targets.moreOrigins)
        if (o.side == side)
            return &o;
    return nullptr;
}

const retarget::Landing* landing(const retarget::Result& r, const std::string& bone, const std::string& on)
{
    for (const retarget::Landing& l : r.gate.landings)
        if (l.bone == bone && l.on == on)
            return &l;
    return nullptr;
}

// The frames side `side` supports on.
std::vector<std::size_t> supportFrames(const retarget::Result& r, int side)
{
    std::vector<std::size_t> out;
    for (const legs::SupportSpan& span : r.feet->supports)
        if (span.side == side)
            for (std::size_t f = span.frames.first; f <= span.frames.second; ++f)
                out.push_back(f);
    return out;
}

bool keysFrame(const motion::Track& track, double t)
{
    return std::any_of(track.keys.begin(), track.keys.end(), [t](const motion::Key& k) { return k.t == t; });
}

}  // namespace

class TestKeepPlanted : public QObject {
    Q_OBJECT

private slots:
    void theSupportingLegLandsAsDense_data()
    {
        QTest::addColumn<int>("view");
        QTest::addColumn<double>("hip");
        QTest::newRow("front") << int(gait::View::Front) << 0.0;
        QTest::newRow("side") << int(gait::View::Side) << 0.0;
        QTest::newRow("front, hip 0.5") << int(gait::View::Front) << 0.5;
    }

    void theSupportingLegLandsAsDense()
    {
        QFETCH(int, view);
        QFETCH(double, hip);
        const sequence::Sequence seq = noisyWalk(static_cast<gait::View>(view));
        const std::optional<double> hipUnits = hip > 0 ? std::optional<double>(hip) : std::nullopt;
        const Run plain = runBoth(seq, "1", hipUnits, true);
        const Run kept = runBoth(seq, "1", hipUnits, true, [](retarget::Options& o) { o.reduceKeepPlanted = true; });
        QVERIFY2(plain.reduced.ok(), firstRefusal(plain.reduced).c_str());
        QVERIFY2(kept.reduced.ok(), firstRefusal(kept.reduced).c_str());
        QVERIFY(kept.reduced.reduce->keepPlanted && !plain.reduced.reduce->keepPlanted);
        std::string why;
        QVERIFY2(withinTolerances(kept, why), why.c_str());

        static const rig::Rig rig = test::exampleRig();
        const Posed posed = pose(kept.reduced);
        const motion::Animation& animation = kept.reduced.motion.animations.back();
        for (int side : {0, 1}) {
            const stage::OriginTarget* ankle = ankleOf(plain.dense, side);
            QVERIFY(ankle);
            const std::string label = ankle->label;
            const std::vector<std::size_t> support = supportFrames(kept.reduced, side);
            QVERIFY(!support.empty());
            // Every bone from the ankle up to the hip keys every support frame.
            std::size_t bones = 0;
            for (int bone = ankle->bone; bone >= 0; bone = rig.bones[static_cast<std::size_t>(bone)].parentIndex) {
                for (const motion::Track& track : animation.tracks)
                    if (track.target == rig.bones[static_cast<std::size_t>(bone)].name && track.property == "rotate") {
                        ++bones;
                        for (std::size_t f : support)
                            QVERIFY2(
                                keysFrame(track, kept.reduced.frameTimes[f]),
                                qPrintable(
                                    QStringLiteral("%1 frame %2").arg(QString::fromStdString(track.target)).arg(f)));
                    }
                if (bone == kept.reduced.targets.translatedBone)
                    break;
            }
            QCOMPARE(bones, std::size_t(3));  // hip, thigh, shin

            // The split landing: support within the plant's tolerance plus the hip's share, the
            // rest within the whole allowance the plain reduction gives.
            const retarget::Landing* dense = landing(plain.dense, label, "");
            const retarget::Landing* whole = landing(plain.reduced, label, "");
            const retarget::Landing* on = landing(kept.reduced, label, "support");
            const retarget::Landing* off = landing(kept.reduced, label, "off-support");
            QVERIFY(dense && whole && on && off && !landing(kept.reduced, label, ""));
            QCOMPARE(on->tolerance, dense->tolerance + hip);
            QCOMPARE(off->tolerance, whole->tolerance);
            QVERIFY(on->worst <= on->tolerance && off->worst <= off->tolerance);

            // Posed independently: on its support frames the ankle is where the dense keys put it,
            // but for the hip's share and the float rounding down the leg.
            double worst = 0;
            for (std::size_t f : support) {
                const Eigen::Vector2d at = posed.world[f][static_cast<std::size_t>(ankle->bone)].toWorld(ankle->local);
                worst = std::max(worst, (at - ankle->origins[f]).norm());
            }
            qInfo("side %d: %zu support frames, ankle within %.5f units of the plant (tolerance %.4f)", side,
                  support.size(), worst, on->tolerance);
            QVERIFY(worst <= on->tolerance);
            if (hip == 0)
                QVERIFY(worst < 0.25 * dense->tolerance);

            const reduce::AnkleDrift& drift = kept.reduced.reduce->ankleDrift.at(static_cast<std::size_t>(side));
            QVERIFY(drift.support);
            QCOMPARE(drift.support->units, on->tolerance);
            QCOMPARE(drift.support->reduce, hip);
            QCOMPARE(drift.units, off->tolerance);
        }
        // The feet's slide is read on the reduced motion: keeping the supports brings it back to
        // the dense run's (exactly, without --reduce-hip).
        const double denseSlide = plain.dense.feet->posed->worstDrift;
        const double plainSlide = plain.reduced.feet->posed->worstDrift;
        const double keptSlide = kept.reduced.feet->posed->worstDrift;
        qInfo("slide: dense %.5f, reduced %.5f, kept %.5f leg lengths; rotate keys %zu -> %zu (plain) / %zu (kept)",
              denseSlide, plainSlide, keptSlide, plain.reduced.reduce->keysBefore("rotate"),
              plain.reduced.reduce->keysAfter("rotate"), kept.reduced.reduce->keysAfter("rotate"));
        QVERIFY(plainSlide > denseSlide);
        if (hip == 0)
            QVERIFY(std::abs(keptSlide - denseSlide) < 1e-4);
        QVERIFY(keptSlide < plainSlide);
        QVERIFY(kept.reduced.reduce->keysAfter("rotate") > plain.reduced.reduce->keysAfter("rotate"));
    }

    // Without --plant-feet there is no support to keep: the run is the plain reduction's.
    void withoutThePlantNothingIsKept()
    {
        const sequence::Sequence seq = noisyWalk(gait::View::Front);
        const Run plain = runBoth(seq, "1");
        const Run kept = runBoth(seq, "1", {}, false, [](retarget::Options& o) { o.reduceKeepPlanted = true; });
        QVERIFY(kept.reduced.ok());
        QVERIFY(!kept.reduced.reduce->keepPlanted);
        QCOMPARE(kept.reduced.reduce->keysAfter("rotate"), plain.reduced.reduce->keysAfter("rotate"));
        for (const retarget::Landing& l : kept.reduced.gate.landings)
            QVERIFY(l.on.empty());
    }
};

QTEST_GUILESS_MAIN(TestKeepPlanted)
#include "tst_keep_planted.moc"
