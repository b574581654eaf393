// Pelvis keys with a curve: the reader takes each form on a key and refuses a bad one as
// PELVIS_KEYS with the key's index; tiltAt holds a stepped key, eases an eased one, still the
// short way round across ±180, every figure worked by hand; "linear" on every key is the file
// without curves, value for value and in the PELVIS line.

#include <QTest>

#include <cmath>
#include <utility>

#include "rigpose/pelvis/keys.h"
#include "testutils.h"

using namespace rigpose;
using namespace rigpose::pelvis;

namespace {

PelvisKeys keysOf(std::vector<PelvisKey> k) { return PelvisKeys{std::move(k), std::nullopt}; }

const KeyCurve kStepped{KeyCurve::Kind::Stepped};

}  // namespace

class TestCurvedTilt : public QObject {
    Q_OBJECT
private slots:
    void readsACurveOnAKey()
    {
        const auto read = readPelvisKeysText(
            R"({"spec": "rig-pose-pelvis-keys/1", "keys": [{"frame": 0, "deg": 3, "curve": "stepped"},
                {"frame": 2, "deg": 5, "curve": "ease"}, {"frame": 4.5, "deg": 1, "curve": [0.2, -1, 0.7, 2]},
                {"frame": 6, "deg": 0, "curve": "linear"}, {"frame": 9, "deg": 4, "curve": "stepped"}]})",
            "k.json", 10);
        QVERIFY(read.ok());
        QCOMPARE(read.value.keys.size(), std::size_t(5));
        QCOMPARE(read.value.keys[0].curve.kind, KeyCurve::Kind::Stepped);
        QVERIFY(read.value.keys[1].curve == kEaseCurve);
        QVERIFY((read.value.keys[2].curve == KeyCurve{KeyCurve::Kind::Bezier, 0.2, -1, 0.7, 2}));
        QVERIFY(read.value.keys[3].curve == KeyCurve{});
        // The last key's curve is allowed and shapes nothing.
        QCOMPARE(read.value.keys[4].curve.kind, KeyCurve::Kind::Stepped);
        QCOMPARE(tiltAt(read.value, 9.5), 4.0);
    }

    // The seed the fuzz target starts from reads, so it walks the accepted curves.
    void theFuzzSeedReads()
    {
        const auto read = readPelvisKeysFile(test::dataPath("pelvis/curves.pelvis.keys.json"), 120);
        QVERIFY(read.ok());
        QVERIFY(read.value.keys.size() >= 4);
    }

    void refusesABadCurveByName()
    {
        const auto read = readPelvisKeysText(
            R"({"spec": "rig-pose-pelvis-keys/1", "keys": [{"frame": 0, "deg": 3},
                {"frame": 2, "deg": 5, "curve": "smooth"}, {"frame": 4, "deg": 1, "curve": [0.2, 0, 1.2, 1]}]})",
            "k.json", 10);
        QCOMPARE(read.refusals.items().size(), std::size_t(2));
        const Refusal& word = read.refusals.items()[0];
        QCOMPARE(word.code, std::string("PELVIS_KEYS"));
        QVERIFY2(word.message.starts_with(R"(k.json: key 1: "curve" is "smooth"; a key's curve is "linear", )"
                                          R"("stepped", "ease" or four Bézier handles [x1, y1, x2, y2])"),
                 word.message.c_str());
        QCOMPARE(word.place.key, std::optional<std::size_t>(1));
        const Refusal& handle = read.refusals.items()[1];
        QVERIFY2(handle.message.starts_with(R"(k.json: key 2: "curve" has x2 1.2, outside [0, 1])"),
                 handle.message.c_str());
        QCOMPARE(handle.place.key, std::optional<std::size_t>(2));
    }

    // The hostile numbers tests/util/tst_hostile_values.cpp holds every reader to, as a handle's
    // x and as its y, each row with the answer its range gives; what is taken tilts finitely.
    void hostileHandles_data()
    {
        QTest::addColumn<QByteArray>("curve");
        QTest::addColumn<bool>("taken");
        const std::pair<const char*, std::pair<bool, bool>> values[] = {
            {"1e308", {false, false}},    {"-1e308", {false, false}},
            {"1e-320", {true, true}},     {"9007199254740993", {false, false}},
            {"-0", {true, true}},         {"1e-400", {false, false}},
            {"1e999", {false, false}},    {"NaN", {false, false}},
            {"Infinity", {false, false}}, {"0.5", {true, true}},
            {"-9.5", {false, true}}};
        for (const auto& [value, taken] : values) {
            QTest::addRow("x %s", value) << QByteArray("[") + value + ", 0, 0.5, 1]" << taken.first;
            QTest::addRow("y %s", value) << QByteArray("[0.5, ") + value + ", 0.5, 1]" << taken.second;
        }
    }
    void hostileHandles()
    {
        QFETCH(QByteArray, curve);
        QFETCH(bool, taken);
        const std::string text = R"({"spec":"rig-pose-pelvis-keys/1","keys":[{"frame":0,"deg":170,"curve":)" +
                                 curve.toStdString() + R"(},{"frame":8,"deg":-170}]})";
        const auto read = readPelvisKeysText(text, "h.pelvis.keys.json", 10);
        QCOMPARE(read.ok(), taken);
        if (!taken) {
            QCOMPARE(read.refusals.items().front().code, std::string("PELVIS_KEYS"));
            return;
        }
        for (double f = 0; f <= 9; f += 0.25) {
            const double tilt = tiltAt(read.value, f);
            QVERIFY2(std::isfinite(tilt) && tilt > -180 && tilt <= 180, qPrintable(QString::number(f)));
        }
    }

    void aSteppedKeyHoldsUntilTheNext()
    {
        const PelvisKeys keys = keysOf({{2, 10, kStepped}, {6, 30}});
        QCOMPARE(tiltAt(keys, 0), 10.0);  // held before the first key, as ever
        QCOMPARE(tiltAt(keys, 2), 10.0);
        QCOMPARE(tiltAt(keys, 4), 10.0);
        QCOMPARE(tiltAt(keys, 5.999), 10.0);
        QCOMPARE(tiltAt(keys, 6), 30.0);  // the next key's frame takes its value
        QCOMPARE(tiltAt(keys, 9), 30.0);
    }

    void anEasedKeyEasesTheFraction()
    {
        // 10 -> 30 over frames 0-10. The ease's t = 1/4 is at x = 0.274375 with y = 0.15625
        // (tests/pelvis/tst_key_curve.cpp works both by hand): frame 2.74375 is 10 + 20 · 0.15625.
        const PelvisKeys keys = keysOf({{0, 10, kEaseCurve}, {10, 30}});
        QVERIFY(std::abs(tiltAt(keys, 2.74375) - 13.125) < 1e-9);
        QVERIFY(std::abs(tiltAt(keys, 5) - 20) < 1e-9);
        QVERIFY(std::abs(tiltAt(keys, 7.25625) - 26.875) < 1e-9);
        // Slower than linear out of the key: a tenth of the way in, under the 2° linear gives.
        QVERIFY(tiltAt(keys, 1) > 10 && tiltAt(keys, 1) < 12);
    }

    void stillTheShortWayRound()
    {
        // 170 -> -170 is +20 through 180, eased: 170 + 20 · 0.15625 = 173.125 at 2.74375; 180 half
        // way; 170 + 20 · 0.84375 = 186.875, stated -173.125, at 7.25625.
        const PelvisKeys eased = keysOf({{0, 170, kEaseCurve}, {10, -170}});
        QVERIFY(std::abs(tiltAt(eased, 2.74375) - 173.125) < 1e-9);
        QVERIFY(std::abs(tiltAt(eased, 5) - 180) < 1e-9);
        QVERIFY(std::abs(tiltAt(eased, 7.25625) + 173.125) < 1e-9);
        // Stepped across ±180: no sweep the long way through 0 either.
        const PelvisKeys stepped = keysOf({{0, 170, kStepped}, {4, -170}});
        QCOMPARE(tiltAt(stepped, 3.5), 170.0);
        QCOMPARE(tiltAt(stepped, 4), -170.0);
        // A raw curve with x(t) = t overshooting to 0.71875 at u = 1/4: 170 + 20 · 0.71875 = 184.375,
        // stated -175.625.
        const PelvisKeys over = keysOf({{0, 170, {KeyCurve::Kind::Bezier, 1.0 / 3, 2, 2.0 / 3, -1}}, {8, -170}});
        QVERIFY(std::abs(tiltAt(over, 2) + 175.625) < 1e-9);
    }

    void linearOnEveryKeyIsNoCurveAtAll()
    {
        const std::string plain =
            R"({"spec": "rig-pose-pelvis-keys/1", "keys": [{"frame": 0.5, "deg": -6}, {"frame": 4.75, "deg": 10},)"
            R"( {"frame": 9.5, "deg": 170}, {"frame": 14.25, "deg": -170}]})";
        const std::string linear =
            R"({"spec": "rig-pose-pelvis-keys/1", "keys": [{"frame": 0.5, "deg": -6, "curve": "linear"},)"
            R"( {"frame": 4.75, "deg": 10, "curve": "linear"}, {"frame": 9.5, "deg": 170, "curve": "linear"},)"
            R"( {"frame": 14.25, "deg": -170, "curve": "linear"}]})";
        const auto a = readPelvisKeysText(plain, "a.json", 20), b = readPelvisKeysText(linear, "b.json", 20);
        QVERIFY(a.ok() && b.ok());
        for (double f = 0; f <= 19; f += 0.25)
            QCOMPARE(tiltAt(b.value, f), tiltAt(a.value, f));  // the same double, not just near
        sequence::Sequence seq;
        seq.frames.resize(20);
        const auto trackA = withKeyedTrack(seq, "a", a.value), trackB = withKeyedTrack(seq, "a", b.value);
        QCOMPARE(keyedTrackLine(trackB, b.value), keyedTrackLine(trackA, a.value));
        QVERIFY(keyedTrackLine(trackA, a.value).find("linear the short way round") != std::string::npos);
    }

    void theLineSaysWhenKeysCurve()
    {
        sequence::Sequence seq;
        seq.frames.resize(5);
        const PelvisKeys curved = keysOf({{0, 0, kStepped}, {4, 10}});
        QCOMPARE(keyedTrackLine(withKeyedTrack(seq, "a", curved), curved),
                 std::string("PELVIS from keys (2 key(s) over 5 frame(s), along each key's curve the short way "
                             "round, held past the ends): swing 10°"));
        // The last key's curve shapes nothing, so the track is still linear.
        const PelvisKeys last = keysOf({{0, 0}, {4, 10, kStepped}});
        QVERIFY(keyedTrackLine(withKeyedTrack(seq, "a", last), last).find("linear the short way round") !=
                std::string::npos);
    }
};

QTEST_GUILESS_MAIN(TestCurvedTilt)
#include "tst_curved_tilt.moc"
