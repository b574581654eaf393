// Contact keys (rig-pose-contact-keys/1): a key's side holds from the first whole frame at or
// after it to the next key, the last to the clip's end, nothing before the first key; both is the
// foot that landed, read from the keys around its run (ref #303, #338); every malformed file is
// refused as CONTACT_KEYS, each problem named, all of them in one run.

#include <QTest>

#include "rigpose/legs/contact_keys.h"
#include "testutils.h"

using namespace rigpose;
using namespace rigpose::legs;

namespace {

using Support = std::vector<std::optional<int>>;
constexpr std::optional<int> R = 0, L = 1, N = -1, U = std::nullopt;  // U: not covered

ContactKeys keysOf(std::vector<ContactKey> k) { return ContactKeys{std::move(k), std::nullopt}; }

std::string fileWith(const std::string& keys, const std::string& extra = {})
{
    return R"({"spec": "rig-pose-contact-keys/1", "keys": )" + keys + extra + "}";
}

bool mentions(const Refusal& r, const std::string& fragment) { return r.message.find(fragment) != std::string::npos; }

}  // namespace

class TestContactKeys : public QObject {
    Q_OBJECT
private slots:
    void aKeyHoldsUntilTheNext()
    {
        // r from 2, l from 5 to the end; frames 0 and 1 come before the first key.
        QCOMPARE(contactSupport(keysOf({{2, Contact::Right}, {5, Contact::Left}}), 8),
                 (Support{U, U, R, R, R, L, L, L}));
        // none is flight: no foot supports.
        QCOMPARE(contactSupport(keysOf({{0, Contact::Left}, {2, Contact::None}, {3, Contact::Right}}), 5),
                 (Support{L, L, N, R, R}));
        QCOMPARE(contactSupport(keysOf({{0, Contact::Left}}), 0), Support{});
    }

    void aFractionalKeyTakesTheFirstFrameAtOrAfterIt()
    {
        // l@0.5 first reaches frame 1; r@2.25 frame 3; r@3.75 would be frame 4 but l@4 is there.
        QCOMPARE(contactSupport(keysOf({{0.5, Contact::Left}, {2.25, Contact::Right}}), 5), (Support{U, L, L, R, R}));
        // The 4.75-frame drawings of a key sheet: 0, 4.75, 9.5, 14.25 reach frames 0, 5, 10, 15.
        const Support s = contactSupport(
            keysOf({{0, Contact::Right}, {4.75, Contact::Left}, {9.5, Contact::Right}, {14.25, Contact::Left}}), 17);
        for (std::size_t f = 0; f < 17; ++f) {
            const std::optional<int> expected = f < 5 ? R : f < 10 ? L : f < 15 ? R : L;
            QVERIFY2(s[f] == expected, qPrintable(QString::number(f)));
        }
        // Two keys between the same two frames: the later one holds on the frame after them.
        QCOMPARE(contactSupport(keysOf({{0, Contact::Right}, {1.2, Contact::None}, {1.6, Contact::Left}}), 3),
                 (Support{R, R, L}));
    }

    void bothIsTheOtherFootAfterAnLOrR()
    {
        // l then both: the r foot landed; r then both: the l foot.
        QCOMPARE(contactSupport(keysOf({{0, Contact::Left}, {2, Contact::Both}, {4, Contact::Right}}), 5),
                 (Support{L, L, R, R, R}));
        QCOMPARE(contactSupport(keysOf({{0, Contact::Right}, {2, Contact::Both}, {4, Contact::Right}}), 5),
                 (Support{R, R, L, L, R}));
        // Consecutive both keys are one run, read from the key before it.
        QCOMPARE(contactSupport(keysOf({{0, Contact::Right}, {1, Contact::Both}, {2, Contact::Both}}), 4),
                 (Support{R, L, L, L}));
    }

    void bothAtTheStartOrAfterFlightIsTheFootThatStaysDown()
    {
        // The run starts the cover: the next key's side (r) is the foot that stays down.
        QCOMPARE(contactSupport(keysOf({{1, Contact::Both}, {3, Contact::Right}, {4, Contact::Left}}), 5),
                 (Support{U, R, R, R, L}));
        // After a none key (flight): the next l or r key's side.
        QCOMPARE(contactSupport(keysOf({{0, Contact::None}, {2, Contact::Both}, {3, Contact::Left}}), 4),
                 (Support{N, N, L, L}));
        // Neither a foot before nor one after: the both run is not covered.
        QCOMPARE(contactSupport(keysOf({{0, Contact::Both}, {2, Contact::None}}), 3), (Support{U, U, N}));
        QCOMPARE(contactSupport(keysOf({{0, Contact::None}, {1, Contact::Both}}), 3), (Support{N, U, U}));
    }

    // Ref #338: the neighbours are read from the keys, so none@1.1, which reaches no whole frame,
    // still puts flight before the both run, and the run takes the l that follows it.
    void aKeyThatReachesNoFrameStillCounts()
    {
        const ContactKeys keys = keysOf(
            {{0, Contact::Left}, {1.1, Contact::None}, {1.2, Contact::Both}, {3, Contact::Left}});
        QCOMPARE(contactSupport(keys, 5), (Support{L, L, L, L, L}));
        // Had the both key followed the l directly, the r would have landed on frame 2.
        QCOMPARE(contactSupport(keysOf({{0, Contact::Left}, {1.2, Contact::Both}, {3, Contact::Left}}), 4),
                 (Support{L, L, R, L}));
    }

    void readsAWellFormedFile()
    {
        const auto read = readContactKeysText(
            fileWith(R"([{"frame": 0, "side": "l"}, {"frame": 4.75, "side": "both"}, {"frame": 6, "side": "r"},
                         {"frame": 9, "side": "none"}])",
                     R"(, "note": "from the key sheet")"),
            "c.json", 10);
        QVERIFY(read.ok());
        QCOMPARE(read.value.keys.size(), std::size_t(4));
        QCOMPARE(read.value.keys[1].frame, 4.75);
        QVERIFY(read.value.keys[0].side == Contact::Left);
        QVERIFY(read.value.keys[1].side == Contact::Both);
        QVERIFY(read.value.keys[2].side == Contact::Right);
        QVERIFY(read.value.keys[3].side == Contact::None);
        QCOMPARE(*read.value.note, std::string("from the key sheet"));
        // The last frame is in; a file with a byte order mark reads as the policy says.
        QVERIFY(readContactKeysText("\xEF\xBB\xBF" + fileWith(R"([{"frame": 9, "side": "r"}])"), "c.json", 10).ok());
    }

    void refusesMalformedKeys_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QByteArray>("fragment");
        QTest::addColumn<int>("key");  // the key the problem names, -1 for the file's own
        const auto row = [](const char* name, const std::string& text, const char* fragment, int key) {
            QTest::newRow(name) << QByteArray::fromStdString(text) << QByteArray(fragment) << key;
        };
        row("not json", R"({"spec": )", "is not JSON", -1);
        row("duplicate field", R"({"spec": "rig-pose-contact-keys/1", "spec": "x", "keys": []})", "given twice", -1);
        row("number too large", fileWith(R"([{"frame": 1e400, "side": "l"}])"), "too large for a double", -1);
        row("array", "[]", "must be an object", -1);
        row("spec", R"({"spec": "rig-pose-contact-keys/2", "keys": [{"frame": 0, "side": "l"}]})",
            "\"spec\" is \"rig-pose-contact-keys/2\"; a contact keys file says", -1);
        row("spec missing", R"({"keys": [{"frame": 0, "side": "l"}]})", "\"spec\" is missing", -1);
        row("pelvis spec", R"({"spec": "rig-pose-pelvis-keys/1", "keys": [{"frame": 0, "deg": 0}]})", "\"spec\" is",
            -1);
        row("no keys", fileWith("[]"), "non-empty array", -1);
        row("keys not array", fileWith("{}"), "non-empty array", -1);
        row("unknown field", fileWith(R"([{"frame": 0, "side": "l"}])", R"(, "x": 1)"), "unknown field \"x\"", -1);
        row("note", fileWith(R"([{"frame": 0, "side": "l"}])", R"(, "note": 4)"), "\"note\" must be a string", -1);
        row("key not object", fileWith("[3]"), "key 0 must be an object", 0);
        row("key field", fileWith(R"([{"frame": 0, "side": "l", "deg": 1}])"), "key 0 has an unknown field \"deg\"", 0);
        row("frame text", fileWith(R"([{"frame": "4", "side": "l"}])"), "key 0: \"frame\" must be a finite number", 0);
        row("frame missing", fileWith(R"([{"side": "l"}])"), "key 0: \"frame\" must be a finite number", 0);
        row("side unknown", fileWith(R"([{"frame": 0, "side": "left"}])"),
            "key 0: \"side\" is \"left\"; a key's side is one of \"l\", \"r\", \"both\" or \"none\"", 0);
        row("side upper case", fileWith(R"([{"frame": 0, "side": "L"}])"), "key 0: \"side\" is \"L\"", 0);
        row("side number", fileWith(R"([{"frame": 0, "side": 1}])"), "key 0: \"side\" is 1;", 0);
        row("side missing", fileWith(R"([{"frame": 0}])"), "key 0: \"side\" is missing", 0);
        row("outside", fileWith(R"([{"frame": 9.5, "side": "l"}])"),
            "frame 9.5 is outside the sequence's frames [0, 9]", 0);
        row("negative", fileWith(R"([{"frame": -1, "side": "l"}])"), "outside the sequence's frames", 0);
        row("same frame", fileWith(R"([{"frame": 3, "side": "l"}, {"frame": 3, "side": "r"}])"),
            "key 1: frame 3 does not come after the key before it (frame 3); list keys in strictly "
            "increasing frames",
            1);
        row("backwards between", fileWith(R"([{"frame": 3, "side": "l"}, {"frame": 2.5, "side": "r"}])"),
            "key 1: frame 2.5 does not come after", 1);
    }

    void refusesMalformedKeys()
    {
        QFETCH(QByteArray, text);
        QFETCH(QByteArray, fragment);
        QFETCH(int, key);
        const auto read = readContactKeysText(text.toStdString(), "c.json", 10);
        QVERIFY(!read.ok());
        QCOMPARE(read.refusals.items().size(), std::size_t(1));
        const Refusal& r = read.refusals.items().front();
        QCOMPARE(r.code, std::string("CONTACT_KEYS"));
        QVERIFY2(r.message.starts_with("c.json: "), r.message.c_str());
        QVERIFY2(mentions(r, fragment.toStdString()), r.message.c_str());
        if (key < 0)
            QVERIFY(!r.place.key);
        else
            QCOMPARE(r.place.key, std::optional<std::size_t>(static_cast<std::size_t>(key)));
    }

    // Every problem in one run, each on its key: an unknown field, a side outside the four, a
    // frame before the key before it, one past the end; and a key with both frame and side wrong
    // names both.
    void everyProblemInOneRun()
    {
        const auto read = readContactKeysText(
            fileWith(R"([{"frame": 0, "side": "l"}, {"frame": 2, "side": "x"}, {"frame": 1, "side": "r"},
                         {"frame": 4, "side": "both", "t": 1}, {"frame": 12, "side": "r"}, {"frame": "a", "side": 2}])",
                     R"(, "extra": true)"),
            "c.json", 10);
        const auto& items = read.refusals.items();
        QCOMPARE(items.size(), std::size_t(7));
        for (const Refusal& r : items)
            QCOMPARE(r.code, std::string("CONTACT_KEYS"));
        QVERIFY(mentions(items[0], "unknown field \"extra\"") && !items[0].place.key);
        QVERIFY(mentions(items[1], "key 1: \"side\" is \"x\""));
        QCOMPARE(items[1].place.key, std::optional<std::size_t>(1));
        // Key 1's frame was in order, so key 2 is read against it although its side was refused.
        QVERIFY(mentions(items[2], "key 2: frame 1 does not come after the key before it (frame 2)"));
        QCOMPARE(items[2].place.key, std::optional<std::size_t>(2));
        QCOMPARE(items[2].place.frame, std::optional<std::size_t>(1));
        QVERIFY(mentions(items[3], "key 3 has an unknown field \"t\""));
        QCOMPARE(items[3].place.key, std::optional<std::size_t>(3));
        QVERIFY(mentions(items[4], "key 4: frame 12 is outside"));
        QCOMPARE(items[4].place.key, std::optional<std::size_t>(4));
        QVERIFY(mentions(items[5], "key 5: \"frame\" must be a finite number"));
        QVERIFY(mentions(items[6], "key 5: \"side\" is 2"));
        QCOMPARE(items[6].place.key, std::optional<std::size_t>(5));
    }

    void aFileOnDisk()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("walk.contact.keys.json"));
        QVERIFY(test::writeText(path, QByteArray::fromStdString(fileWith(R"([{"frame": 0, "side": "r"}])"))));
        const auto read = readContactKeysFile(path.toStdString(), 3);
        QVERIFY(read.ok());
        QCOMPARE(read.value.keys.size(), std::size_t(1));
        const auto missing = readContactKeysFile(dir.filePath(QStringLiteral("gone.json")).toStdString(), 3);
        QCOMPARE(missing.refusals.items().size(), std::size_t(1));
        QCOMPARE(missing.refusals.items().front().code, std::string("CONTACT_KEYS"));
        QVERIFY(mentions(missing.refusals.items().front(),
                         "gone.json: cannot be opened; check the path given to --contact-keys"));
    }

    // The fixture the fuzz target starts from: a walk keyed off the frame grid, with a hop whose
    // none key (14.25) reaches no frame before the both key on 15 takes it.
    void theFixtureWalk()
    {
        const auto read = readContactKeysFile(test::dataPath("legs/walk.contact.keys.json"), 17);
        QVERIFY(read.ok());
        QCOMPARE(contactSupport(read.value, 17), (Support{R, R, R, R, R, L, L, L, L, L, R, R, R, R, R, L, L}));
    }

    // The file the studio writes for contact keys (two-space indent, frames whole or to a
    // thousandth, the note kept): the reader takes it back as written.
    void readsTheFileTheStudioWrites()
    {
        const std::string written = R"({
  "spec": "rig-pose-contact-keys/1",
  "keys": [
    {
      "frame": 3,
      "side": "l"
    },
    {
      "frame": 7.125,
      "side": "both"
    },
    {
      "frame": 8,
      "side": "r"
    },
    {
      "frame": 11.5,
      "side": "none"
    }
  ],
  "note": "keyed in the studio"
}
)";
        const auto read = readContactKeysText(written, "walk.contact.keys.json", 13);
        QVERIFY(read.ok());
        QCOMPARE(read.value.keys.size(), std::size_t(4));
        QCOMPARE(read.value.keys[1].frame, 7.125);
        QCOMPARE(read.value.keys[3].frame, 11.5);
        // l from 3; both@7.125 would reach frame 8, where r@8 takes over; none@11.5 holds frame 12.
        QCOMPARE(contactSupport(read.value, 13), (Support{U, U, U, L, L, L, L, L, R, R, R, R, N}));
    }
};

QTEST_GUILESS_MAIN(TestContactKeys)
#include "tst_contact_keys.moc"
