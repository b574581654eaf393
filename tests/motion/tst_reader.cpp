// Reading rigc-motion/1 with rig-c's validation: rig-c's own motions read whole against their
// rigs; every refusal from its own fixture (tests/data/motion/refusals/<CODE>-<case>.motion.json,
// read against tests/data/rig/base.rig.json), and only that refusal, pointing at the bone when a
// bone's track holds the problem.

#include <QDir>
#include <QTest>

#include "rigpose/motion/reader.h"
#include "rigpose/motion/timelines.h"
#include "rigpose/rig/reader.h"
#include "testutils.h"

using namespace rigpose;
using namespace rigpose::motion;

class TestMotionReader : public QObject {
    Q_OBJECT
private slots:
    void readsRigcFixtures_data()
    {
        QTest::addColumn<QString>("rig");
        QTest::addColumn<QString>("motion");
        QTest::addColumn<int>("animations");
        const QString pendulum = QStringLiteral("rigc/bench/runs/2026-08-23-rung3-2/pendulum");
        const QString drop = QStringLiteral("rigc/bench/runs/2026-08-23-rung1-1/drop");
        QTest::newRow("pendulum") << pendulum + QStringLiteral(".rig.json") << pendulum + QStringLiteral(".motion.json")
                                  << 2;
        QTest::newRow("drop") << drop + QStringLiteral(".rig.json") << drop + QStringLiteral(".motion.json") << 1;
        for (const char* g : {"walk", "squash", "ride"})
            QTest::newRow(g) << QStringLiteral("rigc/gallery/%1/rig.json").arg(QLatin1String(g))
                             << QStringLiteral("rigc/gallery/%1/motion.json").arg(QLatin1String(g))
                             << (QLatin1String(g) == QLatin1String("ride") ? 2 : 1);
    }

    void readsRigcFixtures()
    {
        QFETCH(QString, rig);
        QFETCH(QString, motion);
        QFETCH(int, animations);
        const auto r = rig::readRigFile(test::dataPath(rig.toUtf8().constData()));
        QVERIFY(r.ok());
        const auto m = readMotionFile(test::dataPath(motion.toUtf8().constData()), &r.value);
        for (const auto& refusal : m.refusals.items())
            qWarning("%s: %s", refusal.code.c_str(), refusal.message.c_str());
        QVERIFY(m.ok());
        QCOMPARE(int(m.value.animations.size()), animations);
    }

    void readsKeysAndCurves()
    {
        const auto r = rig::readRigFile(test::dataPath("spine/modes.rig.json"));
        const auto m = readMotionFile(test::dataPath("spine/modes.motion.json"), &r.value);
        QVERIFY(m.ok());
        const Animation* swing = m.value.animation("swing");
        QVERIFY(swing);
        const Track& hip = swing->tracks[0];
        QCOMPARE(hip.kind, TargetKind::Bone);
        QCOMPARE(hip.property, std::string("rotate"));
        QCOMPARE(hip.keys[0].curve.kind, KeyCurve::Kind::Named);
        QCOMPARE(hip.keys[1].curve.kind, KeyCurve::Kind::Bezier);
        QCOMPARE(hip.keys[1].curve.points, (std::vector<double>{0.8, 300, 1.1, 50}));
        QCOMPARE(hip.keys[2].curve.kind, KeyCurve::Kind::Linear);
        QCOMPARE(swing->tracks[2].keys[0].curve.kind, KeyCurve::Kind::Stepped);
        QCOMPARE(swing->tracks[5].kind, TargetKind::Group);
        QCOMPARE(*swing->tracks[5].stagger, 0.1);
        QCOMPARE(m.value.animation("still")->tracks.size(), std::size_t(0));
    }

    void refusesEachByItsOwnFixture_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("code");
        const QDir dir(QString::fromStdString(test::dataPath("motion/refusals")));
        for (const QString& name : dir.entryList({QStringLiteral("*.motion.json")}, QDir::Files, QDir::Name))
            QTest::newRow(name.toUtf8().constData()) << dir.filePath(name) << name.section(QLatin1Char('-'), 0, 0);
    }

    void refusesEachByItsOwnFixture()
    {
        QFETCH(QString, file);
        QFETCH(QString, code);
        const auto base = rig::readRigFile(test::dataPath("rig/base.rig.json"));
        QVERIFY(base.ok());
        const auto loaded = readMotionFile(file.toStdString(), &base.value);
        QVERIFY2(loaded.refusals.has(code.toStdString()), qPrintable(code));
        for (const auto& r : loaded.refusals.items()) {
            QCOMPARE(QString::fromStdString(r.code), code);
            QVERIFY(r.message.rfind(file.toStdString(), 0) == 0);
        }
    }

    void refusalsPointAtTheBoneTheirTrackKeys_data()
    {
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<QString>("bone");  // empty: the refusal is about no one bone
        // Each fixture's one problem, read off the fixture: which track it is in, and what that track keys.
        QTest::newRow("key out of order") << "MOTION_KEY_TIME-order"
                                          << "arm";
        QTest::newRow("negative key time") << "MOTION_KEY_TIME-negative"
                                           << "arm";
        QTest::newRow("key past duration") << "MOTION_KEY_TIME-past-duration"
                                           << "arm";
        QTest::newRow("group member shifted past") << "MOTION_KEY_TIME-stagger"
                                                   << "";  // a group's track
        QTest::newRow("event key time") << "MOTION_KEY_TIME-events"
                                        << "";
        QTest::newRow("two rotate tracks") << "MOTION_TRACK_DUPLICATE-rotate"
                                           << "arm";
        QTest::newRow("unknown bone") << "MOTION_REFERENCE-bone"
                                      << "leg";
        QTest::newRow("value arity") << "MOTION_VALUE-arity"
                                     << "arm";
        QTest::newRow("unknown ease") << "MOTION_EASE-unknown"
                                      << "arm";
        QTest::newRow("unknown property") << "MOTION_PROPERTY-unknown"
                                          << "arm";
        QTest::newRow("group member value") << "MOTION_VALUE-member"
                                            << "";
        QTest::newRow("unknown archetype") << "MOTION_ARCHETYPE-other"
                                           << "";
    }

    void refusalsPointAtTheBoneTheirTrackKeys()
    {
        QFETCH(QString, fixture);
        QFETCH(QString, bone);
        const auto base = rig::readRigFile(test::dataPath("rig/base.rig.json"));
        const std::string path = test::dataPath(("motion/refusals/" + fixture.toStdString() + ".motion.json").c_str());
        const auto loaded = readMotionFile(path, &base.value);
        QVERIFY(!loaded.refusals.empty());
        for (const Refusal& r : loaded.refusals.items()) {
            QVERIFY2(QString::fromStdString(r.place.bone) == bone, (r.place.bone + " for " + r.message).c_str());
            QVERIFY(!r.place.frame && r.place.chain.empty());
        }
    }

    void baseFixtureIsClean()
    {
        const auto base = rig::readRigFile(test::dataPath("rig/base.rig.json"));
        const auto loaded = readMotionFile(test::dataPath("motion/base.motion.json"), &base.value);
        QVERIFY(loaded.ok());
    }

    void refusesAnUnreadableFile()
    {
        QVERIFY(readMotionFile(test::dataPath("motion/none.motion.json")).refusals.has("MOTION_PATH"));
    }

    void keyTimesAreCheckedPerGroupMember()
    {
        // The last member is shifted by 2 × 0.1: its key at 0.9 lands at 1.1, past 1.
        const auto base = rig::readRigFile(test::dataPath("rig/base.rig.json"));
        const auto loaded = readMotionFile(test::dataPath("motion/refusals/MOTION_KEY_TIME-stagger.motion.json"),
                                           &base.value);
        QCOMPARE(int(loaded.refusals.total()), 1);
        QVERIFY(loaded.refusals.items()[0].message.find("member 1") != std::string::npos);
    }

    void deriveIsRefusedWhenEvaluated()
    {
        const auto base = rig::readRigFile(test::dataPath("rig/base.rig.json"));
        auto motion = readMotionFile(test::dataPath("motion/base.motion.json"), &base.value);
        motion.value.animations[0].tracks[0].keys[0].derive = json{{"kind", "yaw"}};
        const auto compiled = compileAnimation(base.value, motion.value, motion.value.animations[0]);
        QVERIFY(compiled.refusals.has("MOTION_EVALUATE"));
    }
};

QTEST_GUILESS_MAIN(TestMotionReader)
#include "tst_reader.moc"
