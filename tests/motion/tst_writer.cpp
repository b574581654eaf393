// Writing rigc-motion/1: every fixture read, written, read and written again gives the same
// bytes, and the written document holds the values the file held (to the writer's 1e-6).

#include <QTemporaryDir>
#include <QTest>

#include <cmath>

#include "rigpose/motion/json_emit.h"
#include "rigpose/motion/reader.h"
#include "rigpose/motion/writer.h"
#include "rigpose/util/atomic_write.h"
#include "json_same.h"
#include "testutils.h"

using namespace rigpose;
using test::sameValues;
using namespace rigpose::motion;

class TestMotionWriter : public QObject {
    Q_OBJECT
private slots:
    void roundTrips_data()
    {
        QTest::addColumn<QString>("path");
        const auto data = [](const char* p) { return QString::fromStdString(test::dataPath(p)); };
        QTest::newRow("pendulum") << data("rigc/bench/runs/2026-08-23-rung3-2/pendulum.motion.json");
        QTest::newRow("drop") << data("rigc/bench/runs/2026-08-23-rung1-1/drop.motion.json");
        QTest::newRow("walk") << data("rigc/gallery/walk/motion.json");
        QTest::newRow("squash") << data("rigc/gallery/squash/motion.json");
        QTest::newRow("ride") << data("rigc/gallery/ride/motion.json");
        QTest::newRow("modes") << QString::fromStdString(test::dataPath("spine/modes.motion.json"));
        QTest::newRow("base") << QString::fromStdString(test::dataPath("motion/base.motion.json"));
    }

    void roundTrips()
    {
        QFETCH(QString, path);
        const auto first = readMotionFile(path.toStdString());
        QVERIFY(first.ok());
        const std::string text = motionText(first.value);
        // The text is written straight from the tracks; it must be the document's own text.
        QCOMPARE(text, jsonText(motionJson(first.value), kMotionDecimals));
        const auto second = readMotionText(text, "written");
        QVERIFY(second.ok());
        QCOMPARE(motionText(second.value), text);  // byte for byte

        const auto original = nlohmann::json::parse(*readFileBytes(path.toStdString()));
        std::string where = "$";
        QVERIFY2(sameValues(original, nlohmann::json::parse(text), 1e-6, where), where.c_str());
    }

    void writesAtomicallyAndDeterministically()
    {
        const auto motion = readMotionFile(test::dataPath("spine/modes.motion.json"));
        QVERIFY(motion.ok());
        QTemporaryDir dir;
        const std::string path = dir.filePath(QStringLiteral("out.motion.json")).toStdString();
        QVERIFY(!writeMotionFile(path, motion.value));
        QCOMPARE(*readFileBytes(path), motionText(motion.value));
        QCOMPARE(motionText(motion.value), motionText(motion.value));
        // Numbers are rounded once, at the writer: 1/3 of a second is written as 0.333333.
        Motion m = motion.value;
        m.animations[0].tracks[0].keys[1].t = 1.0 / 3;
        QVERIFY(motionText(m).find("\"t\": 0.333333,") != std::string::npos);
        QVERIFY(writeMotionFile(dir.filePath(QStringLiteral("missing/out.json")).toStdString(), m).has_value());
    }
};

QTEST_GUILESS_MAIN(TestMotionWriter)
#include "tst_writer.moc"
