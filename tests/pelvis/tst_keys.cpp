// Pelvis keys (rig-pose-pelvis-keys/1): the tilt between keys is their linear interpolation the
// short way round, held past the ends, at fractional key frames too (ref #294); every malformed
// file refused as PELVIS_KEYS; a cleaned or tracked sequence refused before a track is added.

#include <QTest>

#include <cmath>
#include <numbers>

#include "rigpose/pelvis/keys.h"
#include "rigpose/map/aim.h"

using namespace rigpose;
using namespace rigpose::pelvis;

namespace {

PelvisKeys keysOf(std::vector<PelvisKey> k) { return PelvisKeys{std::move(k), std::nullopt}; }

// A tilt the drawing might have: a sway of 15° around 4°, one cycle every 38 frames.
double drawnTilt(double frame) { return 4 + 15 * std::sin(2 * std::numbers::pi * frame / 38); }

}  // namespace

class TestPelvisKeys : public QObject {
    Q_OBJECT
private slots:
    void fractionalKeysInterpolateExactly()
    {
        // 8 keys over 38 frames at k × 4.75 (ref #294's case), each the drawn tilt at its time.
        std::vector<PelvisKey> k;
        for (int i = 0; i < 8; ++i)
            k.push_back({i * 4.75, drawnTilt(i * 4.75)});
        const PelvisKeys keys = keysOf(k);
        double worstRounded = 0;
        for (int f = 0; f < 38; ++f) {
            double expected;
            if (f >= 7 * 4.75) {
                expected = k.back().deg;  // held after the last key
            } else {
                const int i = static_cast<int>(std::floor(f / 4.75));
                const double u = (f - i * 4.75) / 4.75;
                expected = k[i].deg + (k[i + 1].deg - k[i].deg) * u;
            }
            QVERIFY2(std::abs(tiltAt(keys, f) - expected) < 1e-9, qPrintable(QString::number(f)));
            // The same keys rounded onto whole frames bend the tilt between them.
            std::vector<PelvisKey> rounded;
            for (const PelvisKey& key : k)
                rounded.push_back({std::round(key.frame), key.deg});
            worstRounded = std::max(worstRounded, std::abs(tiltAt(keysOf(rounded), f) - expected));
        }
        QVERIFY2(worstRounded > 0.25, qPrintable(QString::number(worstRounded)));
    }

    void shortWayRoundAndHeldPastTheEnds()
    {
        const PelvisKeys keys = keysOf({{2, 170}, {4, -170}});
        QCOMPARE(tiltAt(keys, 0), 170.0);  // held before the first key
        QCOMPARE(tiltAt(keys, 3), 180.0);  // through 180, not through 0
        QCOMPARE(tiltAt(keys, 3.5), -175.0);
        QCOMPARE(tiltAt(keys, 9), -170.0);  // held after the last
        // -180 is stated as 180: the range is (-180, 180].
        QCOMPARE(tiltAt(keysOf({{0, -180}}), 0), 180.0);
    }

    void readsAWellFormedFile()
    {
        const auto read = readPelvisKeysText(
            R"({"spec": "rig-pose-pelvis-keys/1", "keys": [{"frame": 0, "deg": 3}, {"frame": 4.75, "deg": -2.5}], "note": "by hand"})",
            "k.json", 10);
        QVERIFY(read.ok());
        QCOMPARE(read.value.keys.size(), std::size_t(2));
        QCOMPARE(read.value.keys[1].frame, 4.75);
        QCOMPARE(read.value.keys[1].deg, -2.5);
        QCOMPARE(*read.value.note, std::string("by hand"));
    }

    void refusesMalformedKeys_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QByteArray>("fragment");
        QTest::newRow("not json") << QByteArray(R"({"spec": )") << QByteArray("is not JSON");
        QTest::newRow("spec") << QByteArray(R"({"spec": "rig-pose-pelvis-keys/2", "keys": [{"frame": 0, "deg": 0}]})")
                              << QByteArray("\"spec\" is");
        QTest::newRow("no keys") << QByteArray(R"({"spec": "rig-pose-pelvis-keys/1", "keys": []})")
                                 << QByteArray("non-empty array");
        QTest::newRow("unknown field")
            << QByteArray(R"({"spec": "rig-pose-pelvis-keys/1", "keys": [{"frame": 0, "deg": 0}], "x": 1})")
            << QByteArray("unknown field \"x\"");
        QTest::newRow("frame text") << QByteArray(
                                           R"({"spec": "rig-pose-pelvis-keys/1", "keys": [{"frame": "4", "deg": 0}]})")
                                    << QByteArray("\"frame\" must be a finite number");
        QTest::newRow("deg missing") << QByteArray(R"({"spec": "rig-pose-pelvis-keys/1", "keys": [{"frame": 4}]})")
                                     << QByteArray("\"deg\" must be a number of degrees within ±360");
        QTest::newRow("deg past a turn")
            << QByteArray(R"({"spec": "rig-pose-pelvis-keys/1", "keys": [{"frame": 4, "deg": 1e308}]})")
            << QByteArray("\"deg\" must be a number of degrees within ±360");
        QTest::newRow("outside") << QByteArray(
                                        R"({"spec": "rig-pose-pelvis-keys/1", "keys": [{"frame": 9.5, "deg": 0}]})")
                                 << QByteArray("outside the sequence's frames [0, 9]");
        QTest::newRow("negative") << QByteArray(
                                         R"({"spec": "rig-pose-pelvis-keys/1", "keys": [{"frame": -1, "deg": 0}]})")
                                  << QByteArray("outside the sequence's frames");
        QTest::newRow("not increasing")
            << QByteArray(
                   R"({"spec": "rig-pose-pelvis-keys/1", "keys": [{"frame": 3, "deg": 0}, {"frame": 3, "deg": 1}]})")
            << QByteArray("strictly increasing");
        QTest::newRow("key field")
            << QByteArray(R"({"spec": "rig-pose-pelvis-keys/1", "keys": [{"frame": 3, "deg": 0, "t": 1}]})")
            << QByteArray("key 0 has an unknown field \"t\"");
        QTest::newRow("note")
            << QByteArray(R"({"spec": "rig-pose-pelvis-keys/1", "keys": [{"frame": 3, "deg": 0}], "note": 4})")
            << QByteArray("\"note\" must be a string");
    }

    void refusesMalformedKeys()
    {
        QFETCH(QByteArray, text);
        QFETCH(QByteArray, fragment);
        const auto read = readPelvisKeysText(text.toStdString(), "k.json", 10);
        QVERIFY(!read.ok());
        const Refusal& r = read.refusals.items().front();
        QCOMPARE(r.code, std::string("PELVIS_KEYS"));
        QVERIFY2(r.message.starts_with("k.json: "), r.message.c_str());
        QVERIFY2(r.message.find(fragment.toStdString()) != std::string::npos, r.message.c_str());
    }

    // The studio puts each problem on its key's row, so a key's refusal carries its index.
    void aKeysProblemNamesItsKey()
    {
        const auto read = readPelvisKeysText(
            R"({"spec": "rig-pose-pelvis-keys/1", "keys": [{"frame": 1, "deg": 0}, {"frame": 1, "deg": 2},
                {"frame": 4, "deg": 0}, {"frame": 99, "deg": 0}]})",
            "k.json", 10);
        QCOMPARE(read.refusals.items().size(), std::size_t(2));
        QCOMPARE(read.refusals.items()[0].place.key, std::optional<std::size_t>(1));
        QCOMPARE(read.refusals.items()[0].place.frame, std::optional<std::size_t>(1));
        QCOMPARE(read.refusals.items()[1].place.key, std::optional<std::size_t>(3));
        const auto whole = readPelvisKeysText(R"({"spec": "rig-pose-pelvis-keys/1", "keys": []})", "k.json", 10);
        QVERIFY(!whole.refusals.items().front().place.key);  // the file's own problem names no key
    }

    void theLineGivesTheSwingUnwrapped()
    {
        sequence::Sequence seq;
        seq.frames.resize(5);
        // 170 → -170 across ±180: a 20° turn, not 340°; then back to 175: swing 20.
        const PelvisKeys keys = keysOf({{0, 170}, {2, -170}, {4, 175}});
        const auto out = withKeyedTrack(seq, "a", keys);
        QCOMPARE(keyedTrackLine(out, keys),
                 std::string("PELVIS from keys (3 key(s) over 5 frame(s), linear the short way "
                             "round, held past the ends): swing 20°"));
        RefusalList refusals;
        QCOMPARE(personForTrack(seq, std::string("x"), "s.json", refusals), std::optional<std::string>());
        QCOMPARE(refusals.items().front().code, std::string("POSE_PERSON"));
    }

    void aTrackGoesOnOnlyBeforeClean()
    {
        sequence::Sequence seq;
        seq.frames.resize(3);
        QVERIFY(checkTrackCanBeAdded(seq, "s.json").empty());
        seq.cleaned = nlohmann::ordered_json::object();
        QCOMPARE(checkTrackCanBeAdded(seq, "s.json").items().front().code, std::string("PELVIS_AFTER_CLEAN"));
        seq.cleaned.reset();
        seq.frames[0].hasPelvisTilt = true;
        QCOMPARE(checkTrackCanBeAdded(seq, "s.json").items().front().code, std::string("PELVIS_TRACK"));
    }

    void keyedTrackKeepsOnePerson()
    {
        sequence::Sequence seq;
        seq.frames.resize(3);
        for (auto& f : seq.frames)
            f.people = {sequence::Person{"a", {}}, sequence::Person{"b", {}}};
        const auto out = withKeyedTrack(seq, "b", keysOf({{0, 10}, {2, 20}}));
        QCOMPARE(*out.pelvisSource, std::string("keys"));
        QCOMPARE(out.minorNeeded(), 1);
        for (const auto& f : out.frames) {
            QCOMPARE(f.people.size(), std::size_t(1));
            QCOMPARE(f.people[0].id, std::string("b"));
        }
        QCOMPARE(*out.frames[1].pelvisTilt, 15.0);
    }
};

QTEST_GUILESS_MAIN(TestPelvisKeys)
#include "tst_keys.moc"
