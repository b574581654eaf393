// Camera keys with a curve: the reader takes each form on a key and refuses a bad one, or one
// whose overshoot takes the camera out of a key's ranges, as CAMERA_FILE with the key's index;
// cameraAt holds a stepped key and eases an eased one on figures worked by hand; "linear" on
// every key is the file without curves; rig-pose scan writes the curved camera.

#include <QTemporaryDir>
#include <QTest>

#include <cmath>

#include "rigpose/camera/camera_keys.h"
#include "rigpose/sequence/reader.h"
#include "testutils.h"

using namespace rigpose;
using namespace rigpose::camera;

namespace {

CameraKeys keysOf(std::vector<CameraKey> k) { return CameraKeys{std::move(k), std::nullopt}; }

const KeyCurve kStepped{KeyCurve::Kind::Stepped};

bool near(double a, double b) { return std::abs(a - b) < 1e-9; }

}  // namespace

class TestCurvedCamera : public QObject {
    Q_OBJECT
private slots:
    void readsACurveOnAKey()
    {
        const auto read = readCameraKeysText(
            R"({"spec": "rig-pose-camera/1", "keys": [{"frame": 0, "s": 1, "tx": 0, "ty": 0, "curve": "ease"},
                {"frame": 4, "s": 1.1, "tx": 2, "ty": 0, "curve": "stepped"},
                {"frame": 8, "s": 1.2, "tx": 2, "ty": 1, "curve": [0.1, 0.2, 0.3, 0.9]},
                {"frame": 9, "s": 1.2, "tx": 2, "ty": 1, "curve": "linear"}]})",
            "k.json", 10);
        QVERIFY(read.ok());
        QVERIFY(read.value.keys[0].curve == kEaseCurve);
        QCOMPARE(read.value.keys[1].curve.kind, KeyCurve::Kind::Stepped);
        QVERIFY((read.value.keys[2].curve == KeyCurve{KeyCurve::Kind::Bezier, 0.1, 0.2, 0.3, 0.9}));
        QVERIFY(read.value.keys[3].curve == KeyCurve{});
        // The curve is part of a key's value.
        CameraKey other = read.value.keys[1];
        QVERIFY(other == read.value.keys[1]);
        other.curve = KeyCurve{};
        QVERIFY(!(other == read.value.keys[1]));
    }

    // The seed the fuzz target starts from reads, so it walks the accepted curves.
    void theFuzzSeedReads()
    {
        const auto read = readCameraKeysFile(test::dataPath("camera/curves.camera.json"), 120);
        QVERIFY2(read.ok(), read.refusals.empty() ? "" : read.refusals.items().front().message.c_str());
        QVERIFY(read.value.keys.size() >= 4);
    }

    void refusesABadCurveByName()
    {
        const auto read = readCameraKeysText(
            R"({"spec": "rig-pose-camera/1", "keys": [{"frame": 0, "s": 1, "tx": 0, "ty": 0},
                {"frame": 4, "s": 1.1, "tx": 2, "ty": 0, "curve": true},
                {"frame": 8, "s": 1.2, "tx": 2, "ty": 1, "curve": [0.1, 0.2, 0.3, 12]}]})",
            "k.json", 10);
        QCOMPARE(read.refusals.items().size(), std::size_t(2));
        const Refusal& word = read.refusals.items()[0];
        QCOMPARE(word.code, std::string("CAMERA_FILE"));
        QVERIFY2(word.message.starts_with(R"(k.json: key 1: "curve" is true; a key's curve is "linear", "stepped", )"
                                          R"("ease" or four Bézier handles [x1, y1, x2, y2])"),
                 word.message.c_str());
        QCOMPARE(word.place.key, std::optional<std::size_t>(1));
        QVERIFY2(read.refusals.items()[1].message.starts_with(R"(k.json: key 2: "curve" has y2 12, beyond ±10)"),
                 read.refusals.items()[1].message.c_str());
        QCOMPARE(read.refusals.items()[1].place.key, std::optional<std::size_t>(2));
    }

    void refusesAnOvershootOutOfTheRanges()
    {
        // y1 = y2 = 2 with x(t) = t peaks at 4√2 − 4 ≈ 1.657 of the way (tst_key_curve.cpp): from
        // tx 0 to 900000 that is 1.49e6 px, past ±1e6. From s 1 to 2 the same curve stays inside.
        const auto far = readCameraKeysText(
            R"({"spec": "rig-pose-camera/1", "keys": [{"frame": 0, "s": 1, "tx": 0, "ty": 0,
                "curve": [0.3333333333333333, 2, 0.6666666666666666, 2]}, {"frame": 6, "s": 2, "tx": 900000, "ty": 0}]})",
            "k.json", 10);
        QCOMPARE(far.refusals.items().size(), std::size_t(1));
        const Refusal& r = far.refusals.items().front();
        QVERIFY2(r.message.starts_with(R"(k.json: key 0: its curve takes "tx" to 1491168.)"), r.message.c_str());
        QVERIFY2(r.message.find("outside [-1000000, 1000000]; bring the curve's y1 and y2 within [0, 1]") !=
                     std::string::npos,
                 r.message.c_str());
        QCOMPARE(r.place.key, std::optional<std::size_t>(0));
        QCOMPARE(r.place.frame, std::optional<std::size_t>(0));
        const auto inside = readCameraKeysText(
            R"({"spec": "rig-pose-camera/1", "keys": [{"frame": 0, "s": 1, "tx": 0, "ty": 0,
                "curve": [0.3333333333333333, 2, 0.6666666666666666, 2]}, {"frame": 6, "s": 2, "tx": 90, "ty": 0}]})",
            "k.json", 10);
        QVERIFY(inside.ok());
        // The peak, at t = u = 2 − √2 of the six frames: s = 1 + (4√2 − 4).
        const double peak = 6 * (2 - std::sqrt(2.0));
        QVERIFY(std::abs(cameraAt(inside.value, peak).s - (4 * std::sqrt(2.0) - 3)) < 1e-9);
        // Only keys next to each other in the file make a segment: with the key between them
        // refused, the first key's curve is not checked against the third.
        const auto gap = readCameraKeysText(
            R"({"spec": "rig-pose-camera/1", "keys": [{"frame": 0, "s": 1, "tx": 0, "ty": 0,
                "curve": [0.5, -10, 0.5, 1]}, {"frame": 4, "s": 0, "tx": 0, "ty": 0},
                {"frame": 8, "s": 1000, "tx": 0, "ty": 0}]})",
            "k.json", 10);
        QCOMPARE(gap.refusals.items().size(), std::size_t(1));
        QCOMPARE(gap.refusals.items().front().place.key, std::optional<std::size_t>(1));
    }

    void aSteppedKeyHoldsUntilTheNext()
    {
        const CameraKeys keys = keysOf({{5, 1, 0, 0, kStepped}, {15, 1.2, 10, -4}});
        for (double f : {0.0, 5.0, 10.0, 14.0, 14.99}) {
            const CameraKey at = cameraAt(keys, f);
            QVERIFY2(at.s == 1 && at.tx == 0 && at.ty == 0, qPrintable(QString::number(f)));
        }
        const auto cam = cameraOfKeys(keys, 20);
        QVERIFY((cam[14] == sequence::CameraEntry{1, 0, 0, 0}));
        QVERIFY((cam[15] == sequence::CameraEntry{1.2, 10, -4, 0}));
        QVERIFY((cam[19] == sequence::CameraEntry{1.2, 10, -4, 0}));
    }

    void anEasedKeyEasesEveryValue()
    {
        // s 1 -> 2, t (0, 0) -> (40, -20) over frames 0-40. The ease gives 0.15625 at u = 0.274375
        // (frame 10.975) and 0.84375 at the mirror (29.025), worked in tst_key_curve.cpp; half at
        // half way by symmetry.
        const CameraKeys keys = keysOf({{0, 1, 0, 0, kEaseCurve}, {40, 2, 40, -20}});
        const CameraKey early = cameraAt(keys, 10.975), late = cameraAt(keys, 29.025);
        QVERIFY(near(early.s, 1.15625) && near(early.tx, 6.25) && near(early.ty, -3.125));
        QVERIFY(near(late.s, 1.84375) && near(late.tx, 33.75) && near(late.ty, -16.875));
        const auto cam = cameraOfKeys(keys, 41);
        QVERIFY(near(cam[20].s, 1.5) && near(cam[20].tx, 20) && near(cam[20].ty, -10));
        QVERIFY((cam[0] == sequence::CameraEntry{1, 0, 0, 0}));
        QVERIFY((cam[40] == sequence::CameraEntry{2, 40, -20, 0}));
        // Slow out of the key: on frame 4 less than the tenth of the way linear gives.
        QVERIFY(cam[4].s > 1 && cam[4].s < 1.1);
        // The key handed back between two carries the earlier key's curve.
        QVERIFY(early.curve == kEaseCurve);
    }

    // Handles at x = 1/3, 2/3 make x(t) = t, so y is the cubic in u itself: with y1 = 0, y2 = 1,
    // y = 3u² − 2u³, 0.15625 at u = 1/4 and 0.84375 at 3/4, on whole frames.
    void aRawCurveOnWholeFrames()
    {
        const CameraKeys keys = keysOf(
            {{0, 1, 0, 0, {KeyCurve::Kind::Bezier, 1.0 / 3, 0, 2.0 / 3, 1}}, {40, 2, 40, -20}});
        const auto cam = cameraOfKeys(keys, 41);
        QVERIFY(near(cam[10].s, 1.15625) && near(cam[10].tx, 6.25) && near(cam[10].ty, -3.125));
        QVERIFY(near(cam[30].s, 1.84375) && near(cam[30].tx, 33.75) && near(cam[30].ty, -16.875));
    }

    void linearOnEveryKeyIsNoCurveAtAll()
    {
        const std::string plain =
            R"({"spec": "rig-pose-camera/1", "keys": [{"frame": 5, "s": 1, "tx": 0, "ty": 0},)"
            R"( {"frame": 15, "s": 1.2, "tx": 10, "ty": -4}, {"frame": 25, "s": 1.2, "tx": 30, "ty": -4}]})";
        const std::string linear =
            R"({"spec": "rig-pose-camera/1", "keys": [{"frame": 5, "s": 1, "tx": 0, "ty": 0, "curve": "linear"},)"
            R"( {"frame": 15, "s": 1.2, "tx": 10, "ty": -4, "curve": "linear"},)"
            R"( {"frame": 25, "s": 1.2, "tx": 30, "ty": -4, "curve": "linear"}]})";
        const auto a = readCameraKeysText(plain, "a.json", 40), b = readCameraKeysText(linear, "b.json", 40);
        QVERIFY(a.ok() && b.ok());
        QVERIFY(a.value.keys == b.value.keys);
        QVERIFY(cameraOfKeys(a.value, 40) == cameraOfKeys(b.value, 40));  // the same doubles
        for (double f = 0; f <= 39; f += 0.25)
            QVERIFY(cameraAt(a.value, f) == cameraAt(b.value, f));
        // Still linear: a fifth of the way from 5 to 15.
        QVERIFY(near(cameraAt(b.value, 7).s, 1.04) && near(cameraAt(b.value, 7).tx, 2));
    }

    void scanWritesTheCurvedCamera()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        // The raw curve of aRawCurveOnWholeFrames, its figures worked there.
        QVERIFY(test::writeText(dir.filePath(QStringLiteral("eased.camera.json")),
                                R"({"spec": "rig-pose-camera/1", "keys": [{"frame": 0, "s": 1, "tx": 0, "ty": 0,)"
                                R"( "curve": [0.3333333333333333, 0, 0.6666666666666666, 1]},)"
                                R"( {"frame": 40, "s": 2, "tx": 40, "ty": -20}]})"));
        const auto run = test::runCli(
            {QStringLiteral("scan"), QStringLiteral("--pose"),
             QString::fromStdString(test::sourcePath("resources/examples/wave/pose.raw.json")),
             QStringLiteral("--camera-file"), QStringLiteral("eased.camera.json"), QStringLiteral("--out"),
             QStringLiteral("scanned.json")},
            dir.path());
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const auto read = sequence::readSequenceFile(dir.filePath(QStringLiteral("scanned.json")).toStdString());
        QVERIFY(read.ok() && read.value.camera);
        const auto& cam = *read.value.camera;
        // The hand figures above, within the writer's decimals (s 6, t 3).
        QVERIFY(std::abs(cam[10].s - 1.15625) <= 5e-7 && std::abs(cam[10].tx - 6.25) <= 5e-4 &&
                std::abs(cam[10].ty + 3.125) <= 5e-4);
        QVERIFY(std::abs(cam[30].s - 1.84375) <= 5e-7 && std::abs(cam[30].tx - 33.75) <= 5e-4);
        QVERIFY(std::abs(cam[60].s - 2) <= 5e-7);
    }
};

QTEST_GUILESS_MAIN(TestCurvedCamera)
#include "tst_curved_camera.moc"
