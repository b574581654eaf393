// Reading rigc-rig/1: rig-c's own rigs read whole; every refusal from its own fixture
// (tests/data/rig/refusals/<CODE>-<case>.rig.json), and only that refusal, pointing at the bone
// its message names; --rig's two forms.

#include <QDir>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <fstream>

#include "rigpose/rig/reader.h"
#include "testutils.h"

using namespace rigpose;
using namespace rigpose::rig;

class TestRigReader : public QObject {
    Q_OBJECT
private slots:
    void readsRigcFixtures_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<int>("bones");
        QTest::addColumn<int>("slotCount");
        QTest::addColumn<int>("constraints");
        QTest::newRow("pendulum") << "rigc/bench/runs/2026-08-23-rung3-2/pendulum.rig.json" << 3 << 2 << 0;
        QTest::newRow("drop") << "rigc/bench/runs/2026-08-23-rung1-1/drop.rig.json" << 5 << 4 << 0;
        QTest::newRow("walk") << "rigc/gallery/walk/rig.json" << 21 << 15 << 2;
        QTest::newRow("squash") << "rigc/gallery/squash/rig.json" << 18 << 15 << 0;
        QTest::newRow("ride") << "rigc/gallery/ride/rig.json" << -1 << -1 << 1;
    }

    void readsRigcFixtures()
    {
        QFETCH(QString, path);
        QFETCH(int, bones);
        QFETCH(int, slotCount);
        QFETCH(int, constraints);
        const auto loaded = readRigFile(test::dataPath(path.toUtf8().constData()));
        for (const auto& r : loaded.refusals.items())
            qWarning("%s: %s", r.code.c_str(), r.message.c_str());
        QVERIFY(loaded.ok());
        if (bones >= 0)
            QCOMPARE(int(loaded.value.bones.size()), bones);
        if (slotCount >= 0)
            QCOMPARE(int(loaded.value.slotList.size()), slotCount);
        QCOMPARE(int(loaded.value.constraints.size()), constraints);
        // Parents come first, so every parent index is smaller than the bone's own.
        for (std::size_t i = 1; i < loaded.value.bones.size(); ++i)
            QVERIFY(loaded.value.bones[i].parentIndex >= 0 && std::size_t(loaded.value.bones[i].parentIndex) < i);
    }

    void readsFieldsWithSpineDefaults()
    {
        const auto loaded = readRigFile(test::dataPath("spine/modes.rig.json"));
        QVERIFY(loaded.ok());
        const Rig& rig = loaded.value;
        const BoneData& hip = rig.bones[std::size_t(rig.boneIndex("hip"))];
        QCOMPARE(hip.scaleY, -0.8);
        QCOMPARE(hip.shearX, 10.0);
        QCOMPARE(hip.length, 0.0);  // absent: Spine's default
        QCOMPARE(rig.bones[std::size_t(rig.boneIndex("root"))].scaleX, 1.0);
        // The first letter's case is folded, as rig-c reads it.
        QCOMPARE(rig.bones[std::size_t(rig.boneIndex("m_noscale_r"))].inherit, Inherit::NoScaleOrReflection);
        QCOMPARE(rig.bones[std::size_t(rig.boneIndex("only_t"))].inherit, Inherit::OnlyTranslation);
        QCOMPARE(*rig.skeleton.width, 400.0);
        QCOMPARE(rig.events.size(), std::size_t(1));
    }

    void refusesEachByItsOwnFixture_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("code");
        const QDir dir(QString::fromStdString(test::dataPath("rig/refusals")));
        for (const QString& name : dir.entryList({QStringLiteral("*.rig.json")}, QDir::Files, QDir::Name))
            QTest::newRow(name.toUtf8().constData()) << dir.filePath(name) << name.section(QLatin1Char('-'), 0, 0);
    }

    void refusesEachByItsOwnFixture()
    {
        QFETCH(QString, file);
        QFETCH(QString, code);
        const auto loaded = readRigFile(file.toStdString());
        QVERIFY2(loaded.refusals.has(code.toStdString()), qPrintable(code));
        for (const auto& r : loaded.refusals.items()) {
            QCOMPARE(QString::fromStdString(r.code), code);
            // Each message names the file.
            QVERIFY(r.message.rfind(file.toStdString(), 0) == 0);
            // A refusal about a bone ("bone 2 (\"hand\")") points at it, for the studio; others at none.
            static const QRegularExpression boneWhere(QStringLiteral("^ bone \\d+ \\(\"([^\"]+)\"\\)"));
            const auto named = boneWhere.match(QString::fromStdString(r.message).mid(file.size()));
            QCOMPARE(QString::fromStdString(r.place.bone), named.hasMatch() ? named.captured(1) : QString());
            QVERIFY(!r.place.frame && r.place.chain.empty());
        }
    }

    void refusalsPointAtTheirBone_data()
    {
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<QString>("bone");
        QTest::newRow("parent unknown") << "RIG_PARENT-unknown"
                                        << "hand";  // "parent": "elbow", no such bone
        QTest::newRow("parent later") << "RIG_PARENT-later"
                                      << "early";  // its parent "hand" comes after it
        QTest::newRow("unknown key") << "RIG_KEYS-bone"
                                     << "arm";  // "lenght"
        QTest::newRow("number as text") << "RIG_SHAPE-number"
                                        << "arm";  // "x": "5"
        QTest::newRow("legacy inherit") << "RIG_INHERIT-legacy"
                                        << "hand";  // "transform"
        QTest::newRow("slot's bone") << "RIG_REFERENCE-slot-bone"
                                     << "";  // about the slot, not a bone of the rig
    }

    void refusalsPointAtTheirBone()
    {
        QFETCH(QString, fixture);
        QFETCH(QString, bone);
        const std::string path = test::dataPath(("rig/refusals/" + fixture.toStdString() + ".rig.json").c_str());
        const auto loaded = readRigFile(path);
        QCOMPARE(loaded.refusals.total(), std::size_t(1));
        QCOMPARE(QString::fromStdString(loaded.refusals.items().front().place.bone), bone);
    }

    void reportsEveryProblemInOnePass()
    {
        const auto loaded = readRigText(R"({"spec":"rigc-rig/1","name":"x","skeleton":{"width":1,"height":1},
            "bones":[{"name":"root"},{"name":"a","parent":"nope"},{"name":"a","parent":"root","inherit":"sideways"}],
            "slots":[{"name":"s","bone":"b"}]})",
                                        "many.json");
        QCOMPARE(int(loaded.refusals.total()), 4);
        QVERIFY(loaded.refusals.has("RIG_PARENT") && loaded.refusals.has("RIG_DUPLICATE") &&
                loaded.refusals.has("RIG_INHERIT") && loaded.refusals.has("RIG_REFERENCE"));
    }

    void resolvesBothFormsOfRigArgument()
    {
        QTemporaryDir dir;
        std::ofstream(dir.filePath(QStringLiteral("rig.json")).toStdString()) << "{}";
        auto both = resolveRigPaths(dir.path().toStdString());
        QVERIFY(both.ok());
        QVERIFY(!both.value.motion);  // no motion.json yet
        std::ofstream(dir.filePath(QStringLiteral("motion.json")).toStdString()) << "{}";
        both = resolveRigPaths(dir.path().toStdString());
        QVERIFY(both.value.motion && both.value.motion->ends_with("motion.json"));
        // Naming the rig.json itself reads no motion (ref #239).
        const auto file = resolveRigPaths(dir.filePath(QStringLiteral("rig.json")).toStdString());
        QVERIFY(file.ok() && !file.value.motion);
        QVERIFY(resolveRigPaths(dir.filePath(QStringLiteral("nothing")).toStdString()).refusals.has("RIG_PATH"));
        QTemporaryDir empty;
        QVERIFY(resolveRigPaths(empty.path().toStdString()).refusals.has("RIG_PATH"));
    }
};

QTEST_GUILESS_MAIN(TestRigReader)
#include "tst_reader.moc"
