// The legs stage on synthetic stick figures whose supports are known by construction: the FEET
// reading (lengths, supports, jumps), --plant-feet holding the supporting ankle, one floor,
// --floor, the flight and the in-place closure, and LEGS_MAP / LEGS_RANGE. Every figure checked
// here is computed in the test from the joints it drew, or posed from the written motion by the
// test's own accumulation of its keys, not read back from the stage.
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>
#include <functional>

#include "../cli/cli_fixture.h"
#include "stick_figure.h"
#include "testutils.h"

using namespace rigpose;
using Eigen::Vector2d;
using namespace rigpose::test::stick;

namespace {

// r supports on [0, 30), l on [30, 60), r on [60, 90): the free foot is lifted 40 px, and at
// each hand-over it comes down over frames 25-29 and the other foot rises over 30-34, 8 px a
// frame (under a step's 0.03 leg lengths), so support passes at 30 and 60 by the margin alone.
LegPose alternating(std::size_t f)
{
    const std::size_t phase = f % 30;
    const bool rDown = (f / 30) % 2 == 0;
    // The foot that supports until 30 rises over the first five frames of the next span.
    const double rising = phase < 5 && f >= 30 ? 8.0 * static_cast<double>(phase + 1) : 40;
    LegPose p;
    double& down = rDown ? p.lLift : p.rLift;  // the foot that is free on this span
    double& up = rDown ? p.rLift : p.lLift;
    up = 0;
    down = phase >= 25 ? 40 - 8.0 * static_cast<double>(phase - 24) : rising;
    return p;
}

}  // namespace

class TestFeet : public QObject {
    Q_OBJECT
private slots:
    void readsLengthsAndSupportsWithoutThePlant()
    {
        const sequence::Sequence seq = stickClip(90, alternating);
        const retarget::Result r = runFeet(seq, false);
        QVERIFY2(r.ok(), r.refusals.empty() ? "" : r.refusals.items().front().message.c_str());
        QVERIFY(r.feet);
        // The right leg stands at 320 px on most frames, the left is lifted on most: medians read
        // off the drawn joints, both straight (95th percentile) at 320.
        QVERIFY(std::abs(r.feet->legLength[0] - medianLeg(seq, 0)) < 1e-9);
        QVERIFY(std::abs(r.feet->legLength[1] - medianLeg(seq, 1)) < 1e-9);
        QVERIFY(std::abs(r.feet->meanLegLength - (medianLeg(seq, 0) + medianLeg(seq, 1)) / 2) < 1e-9);
        QVERIFY(std::abs(r.feet->straight[1] - 320) < 1e-9);
        QCOMPARE(std::round(r.feet->rigLeg[0] * 1000) / 1000, 330.0);
        // The hand-over is confirmed 0.1 s after the crossing and dated from the crossing frame.
        QCOMPARE(r.feet->supports.size(), std::size_t(3));
        QCOMPARE(r.feet->supports[0].side, 0);
        QCOMPARE(r.feet->supports[0].frames, legs::FrameRun(0, 29));
        QCOMPARE(r.feet->supports[1].side, 1);
        QCOMPARE(r.feet->supports[1].frames, legs::FrameRun(30, 59));
        QCOMPARE(r.feet->supports[2].frames, legs::FrameRun(60, 89));
        QVERIFY(r.feet->jumps.empty());
        QVERIFY(r.feet->steps.empty());
        QVERIFY(!r.feet->floor);
        QVERIFY(!r.feet->lowered);
        // Thighs and shins keep their length in the picture however the knee bends: every
        // segment reads 1 on every frame.
        QCOMPARE(r.feet->segments.size(), std::size_t(4));
        for (const legs::SegmentRatio& s : r.feet->segments)
            QVERIFY(std::abs(*s.min - 1) < 1e-9 && std::abs(*s.max - 1) < 1e-9);
    }

    void withoutThePlantTheMotionIsTheRunWithoutFeet()
    {
        // The reading keys nothing: the hip's translate is the pose's own travel.
        const sequence::Sequence seq = stickClip(90, [](std::size_t f) {
            LegPose p = alternating(f);
            p.shift = {2.0 * static_cast<double>(f), 0};
            return p;
        });
        const retarget::Result r = runFeet(seq, false);
        QVERIFY(r.ok());
        for (std::size_t f : {0u, 45u, 89u})
            QVERIFY(std::abs(hipOf(r, f).x() - hipOf(r, 0).x() - 2.0 * static_cast<double>(f)) < 1e-6);
    }

    void plantHoldsTheSupportingAnkle()
    {
        // The supporting ankle slides 1.5 px a frame in the picture (a detector's drift) while the
        // body travels; planted, it stays where it took support.
        const sequence::Sequence seq = stickClip(90, [](std::size_t f) {
            LegPose p = alternating(f);
            const double slide = 1.5 * static_cast<double>(f % 30);
            (((f / 30) % 2 == 0) ? p.rDx : p.lDx) = -slide;
            p.shift = {3.0 * static_cast<double>(f), 0};
            return p;
        });
        const retarget::Result free = runFeet(seq, false), planted = runFeet(seq, true);
        QVERIFY(free.ok());
        QVERIFY2(planted.ok(), planted.refusals.empty() ? "" : planted.refusals.items().front().message.c_str());
        for (const legs::SupportSpan& span : planted.feet->supports) {
            const Vector2d first = ankleOf(planted, span.frames.first, span.side);
            for (std::size_t f = span.frames.first; f <= span.frames.second; ++f)
                // Within the written keys' six decimals carried down a 330-unit leg.
                QVERIFY2(std::abs(ankleOf(planted, f, span.side).x() - first.x()) < 1e-5,
                         qPrintable(QStringLiteral("frame %1 span %2-%3 off %4 stretch %5")
                                        .arg(f)
                                        .arg(span.frames.first)
                                        .arg(span.frames.second)
                                        .arg(ankleOf(planted, f, span.side).x() - first.x())
                                        .arg(planted.feet->stretch[f][static_cast<std::size_t>(span.side)])));
        }
        // Without the plant the same ankle travels 1.5 px a frame on top of the body's 3.
        const Vector2d a0 = ankleOf(free, 0, 0), a29 = ankleOf(free, 29, 0);
        QVERIFY(std::abs((a29.x() - a0.x()) - 29 * 1.5) < 1e-6);
        QVERIFY(planted.feet->posed);
        QVERIFY(planted.feet->posed->worstDrift < 1e-6);
        // The gate landed each ankle where the plant put it.
        int feet = 0;
        for (const retarget::Landing& l : planted.gate.landings)
            if (l.kind == "foot") {
                ++feet;
                QVERIFY(l.worst <= l.tolerance);
            }
        QCOMPARE(feet, 2);
    }

    void everySpanOnOneFloor()
    {
        // Each span stands at its own picture height (0, 6 and 1 px lower): planted, every
        // supporting ankle sits on one floor, the hip's blend frames too, where the supporting
        // leg is stretched about its root to reach it (ref #85: within 0.0001 units).
        const double drop[3] = {0, 6, 1};
        const sequence::Sequence seq = stickClip(90, [&](std::size_t f) {
            LegPose p = alternating(f);
            p.shift = {0, drop[f / 30]};
            return p;
        });
        const retarget::Result r = runFeet(seq, true);
        QVERIFY(r.ok());
        QVERIFY(r.feet->floor);
        QCOMPARE(r.feet->shifts.size(), std::size_t(3));
        for (const legs::SupportSpan& span : r.feet->supports)
            for (std::size_t f = span.frames.first; f <= span.frames.second; ++f)
                QVERIFY2(std::abs(ankleOf(r, f, span.side).y() - *r.feet->floor) < 1e-4,
                         qPrintable(QString::number(f)));
        // The stretch: on the blend frames after each hand-over, within [0.92, 1.08], landed by the
        // gate on every bone of the leg; no stretch anywhere else.
        QVERIFY(r.feet->blend);
        QCOMPARE(r.feet->blend->runs.size(), std::size_t(2));
        for (const legs::BlendRun& b : r.feet->blend->runs) {
            QVERIFY(b.frames.first == 30 || b.frames.first == 60);
            QVERIFY(b.frames.second < b.frames.first + legs::kBlendFrames);
            QVERIFY(b.kMin >= legs::kStretchLower && b.kMax <= legs::kStretchUpper && b.kMin < 1);
        }
        QVERIFY(r.feet->blend->over.empty());
        for (std::size_t f = 0; f < 90; ++f)
            if (f % 30 >= legs::kBlendFrames)
                QCOMPARE(r.feet->stretch[f][0] * r.feet->stretch[f][1], 1.0);
        int scales = 0;
        for (const retarget::Landing& l : r.gate.landings)
            if (l.kind == "scale") {
                ++scales;
                QVERIFY(l.worst <= l.tolerance);
            }
        QCOMPARE(scales, 4);  // both legs stretched on some frame: thigh and shin each
        // --floor puts them on the floor asked for.
        const retarget::Result at = runFeet(seq, true, 12.5);
        QVERIFY(at.ok());
        QCOMPARE(*at.feet->floor, 12.5);
        QCOMPARE(at.feet->floorSource, std::string("--floor"));
        QVERIFY(std::abs(ankleOf(at, 10, 0).y() - 12.5) < 1e-4);
        QVERIFY(std::abs(ankleOf(at, 50, 1).y() - 12.5) < 1e-4);
    }

    void aJumpReleasesAndNoFootGoesBelowTheFloor()
    {
        // Frames 40-47: the whole figure 60 px up (both ankles and the hips off the ground).
        const sequence::Sequence seq = stickClip(96, [](std::size_t f) {
            LegPose p;
            p.lLift = 20;
            if (f >= 40 && f <= 47)
                p.shift = {0, -60};
            return p;
        });
        const retarget::Result r = runFeet(seq, true);
        QVERIFY2(r.ok(), r.refusals.empty() ? "" : r.refusals.items().front().message.c_str());
        QCOMPARE(r.feet->jumps.size(), std::size_t(1));
        QCOMPARE(r.feet->jumps[0], legs::FrameRun(40, 47));
        for (std::size_t f = 40; f <= 47; ++f)
            QCOMPARE(r.feet->support[f], legs::kNoSide);
        for (std::size_t f = 0; f < 96; ++f)
            for (int side = 0; side < 2; ++side)
                QVERIFY2(ankleOf(r, f, side).y() >= *r.feet->floor - 1e-6, qPrintable(QString::number(f)));
        // Mid-flight the hip is higher than on the ground, and it lands back on the floor.
        QVERIFY(hipOf(r, 44).y() > hipOf(r, 30).y() + 30);
        QVERIFY(std::abs(ankleOf(r, 60, 0).y() - *r.feet->floor) < 1e-4);
    }

    void inPlaceClosesTheLoop()
    {
        // Each supporting ankle slides back 2 px a frame while the hips stay; the free foot is
        // lifted and brought forward.
        const auto walk = [](std::size_t f) {
            const bool rDown = (f / 20) % 2 == 0;
            const double u = static_cast<double>(f % 20);
            LegPose p;
            (rDown ? p.rDx : p.lDx) = 20 - 2 * u;
            (rDown ? p.lDx : p.rDx) = -20 + 2 * u;
            (rDown ? p.lLift : p.rLift) = 40;
            return p;
        };
        const sequence::Sequence declared = stickClip(40, walk, "in-place");
        const retarget::Result r = runFeet(declared, true);
        QVERIFY2(r.ok(), r.refusals.empty() ? "" : r.refusals.items().front().message.c_str());
        QVERIFY(r.feet->closure);
        // The plant's hip and the written keys move less than 1e-5 units. (Ref #92 states 1e-9 on
        // exact joints; clean writes them rounded, so the legs drawn from their angles on the
        // rig's lengths stray from the picture's ankles by that rounding.)
        double lo = 1e9, hi = -1e9, klo = 1e9, khi = -1e9;
        for (std::size_t f = 0; f < 40; ++f) {
            lo = std::min(lo, r.targets.origins[f].x());
            hi = std::max(hi, r.targets.origins[f].x());
            klo = std::min(klo, hipOf(r, f).x());
            khi = std::max(khi, hipOf(r, f).x());
        }
        QVERIFY2(hi - lo < 1e-5, qPrintable(QString::number(hi - lo)));
        QVERIFY2(khi - klo < 1e-5, qPrintable(QString::number(khi - klo)));
        // The same joints without the declaration walk the hip off: 2 px a frame for 40 frames.
        const sequence::Sequence travelling = stickClip(40, walk);
        const retarget::Result t = runFeet(travelling, true);
        QVERIFY(t.ok());
        QVERIFY(!t.feet->closure);
        QVERIFY(std::abs(hipOf(t, 39).x() - hipOf(t, 0).x()) > 60);
        // Declared but not planted: the TRAVEL line says the closure is the plant's.
        const retarget::Result unplanted = runFeet(declared, false);
        QVERIFY(unplanted.ok());
        QVERIFY(!unplanted.feet->closure);
    }

    void theCommandPlantsTheWaveAndPrintsItsFloor()
    {
        QTemporaryDir dir;
        const QString pose = test::src("resources/examples/wave/pose.json");
        const QStringList named{QStringLiteral("--animation"), QStringLiteral("wave")};
        const auto plain = test::runCli(
            test::retargetExample(pose, dir.filePath(QStringLiteral("a.motion.json"))) + named, dir.path());
        QCOMPARE(plain.exitCode, 0);
        QVERIFY(plain.out.contains("FEET supports 1: r 0–71"));
        QVERIFY(!plain.out.contains("FEET floor"));
        const auto planted = test::runCli(
            test::retargetExample(pose, dir.filePath(QStringLiteral("b.motion.json"))) + named +
                QStringList{QStringLiteral("--plant-feet"), QStringLiteral("--floor"), QStringLiteral("0")},
            dir.path());
        QCOMPARE(planted.exitCode, 0);
        QVERIFY2(planted.out.contains("FEET floor y 0.000 units (--floor)"), planted.out.constData());
        // The wave stands still on its floor (y = 0 at setup): planted there, the hip does not move,
        // so the motion is the one without the plant.
        QCOMPARE(test::readAll(dir.filePath(QStringLiteral("b.motion.json"))),
                 test::readAll(dir.filePath(QStringLiteral("a.motion.json"))));
        const auto usage = test::runCli(test::retargetExample(pose, dir.filePath(QStringLiteral("c.motion.json"))) +
                                            QStringList{QStringLiteral("--floor"), QStringLiteral("0")},
                                        dir.path());
        QCOMPARE(usage.exitCode, 2);
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("c.motion.json"))));
    }

    void contactKeysDecideTheSupportTheyCover()
    {
        // The wave stands on both feet, read as r throughout; keys naming l from frame 0 and r
        // from frame 36 change its first 36 frames.
        QTemporaryDir dir;
        const QString keys = dir.filePath(QStringLiteral("wave.contact.keys.json"));
        QVERIFY(test::writeText(
            keys,
            R"({ "spec": "rig-pose-contact-keys/1", "keys": [ { "frame": 0, "side": "l" }, { "frame": 35.5, "side": "r" } ] })"));
        const QString pose = test::src("resources/examples/wave/pose.json");
        const QString report = dir.filePath(QStringLiteral("k.report.json"));
        const auto run = test::runCli(
            test::retargetExample(pose, dir.filePath(QStringLiteral("k.motion.json"))) +
                QStringList{QStringLiteral("--contact-keys"), keys, QStringLiteral("--report"), report},
            dir.path());
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QVERIFY(run.out.contains("FEET supports 2: l 0–35, r 36–71"));
        QVERIFY(run.out.contains("2 key(s) cover 72 frame(s) from frame 0, changed 36"));
        QVERIFY(run.out.contains(
            "FEET stride l 0–35: contact keys on 36 frame(s); the reading without keys would name r on 36 of them"));
        const QJsonObject doc = QJsonDocument::fromJson(test::readAll(report)).object();
        const QJsonObject c = doc.value(QStringLiteral("contactKeys")).toObject();
        QCOMPARE(c.value(QStringLiteral("keys")).toInt(), 2);
        QCOMPARE(c.value(QStringLiteral("changed")).toInt(), 36);
        QCOMPARE(c.value(QStringLiteral("sha256")).toString().size(), 64);
        QCOMPARE(doc.value(QStringLiteral("options")).toObject().value(QStringLiteral("contactKeys")).toString(), keys);
        // A malformed file: refused by name, nothing written.
        QVERIFY(test::writeText(
            keys,
            R"({ "spec": "rig-pose-contact-keys/1", "keys": [ { "frame": 3, "side": "up" }, { "frame": 1, "side": "l" } ] })"));
        const QString out = dir.filePath(QStringLiteral("bad.motion.json"));
        const auto bad = test::runCli(
            test::retargetExample(pose, out) + QStringList{QStringLiteral("--contact-keys"), keys}, dir.path());
        QCOMPARE(bad.exitCode, 1);
        QCOMPARE(bad.err.count("CONTACT_KEYS"), 2);
        QVERIFY(!QFile::exists(out));
    }

    void refusesAMapThePlantCannotHold()
    {
        const sequence::Sequence seq = stickClip(30, alternating);
        const QString text = QString::fromUtf8(
            test::readAll(QString::fromStdString(test::sourcePath("resources/examples/wave/map.json"))));
        // Without the left leg: no support to read, and the plant needs both.
        QString oneLeg = text;
        oneLeg.replace(QRegularExpression(QStringLiteral(R"(,\s*\{ "name": "leg_l"[^\n]*\})")), QString());
        const retarget::Result r1 = runFeet(seq, true, std::nullopt, oneLeg.toStdString());
        QVERIFY(!r1.ok());
        QCOMPARE(QString::fromStdString(r1.refusals.items().front().code), QStringLiteral("LEGS_MAP"));
        QVERIFY(!runFeet(seq, false, std::nullopt, oneLeg.toStdString()).feet);
        // A range between the hip and the ankle would move the planted foot.
        QString ranged = text;
        ranged.replace(
            QStringLiteral(R"("joints": ["r_hip", "r_knee", "r_ankle"], "bend": "free" })"),
            QStringLiteral(
                R"("joints": ["r_hip", "r_knee", "r_ankle"], "bend": "free", "range": { "r_shin": [-170, 170] } })"));
        QVERIFY(ranged != text);
        const retarget::Result r2 = runFeet(seq, true, std::nullopt, ranged.toStdString());
        QVERIFY(!r2.ok());
        bool named = false;
        for (const Refusal& x : r2.refusals.items())
            named = named || x.code == "LEGS_RANGE";
        QVERIFY(named);
    }
};

QTEST_GUILESS_MAIN(TestFeet)
#include "tst_feet.moc"
