// The map's alternate drawings as read: a set resolves to the rig's slots and bones and the
// map's chains, its key skeleton's midpoints come from their two joints, every problem of one
// set is named in one run, and the retarget takes a map with sets (tests/switches switches
// them). Each MAP_ALT_* code's own fixture is a row of tests/data/map/cases.tsv (map.map).

#include <QTest>

#include <algorithm>

#include "rigpose/map/alternates.h"
#include "rigpose/map/map.h"
#include "test_rigs.h"
#include "testutils.h"

using namespace rigpose;

namespace {

rig::Rig drawnRig() { return test::loadRig(test::dataPath("map/drawn.rig.json")); }

std::vector<std::string> codesOf(const RefusalList& list)
{
    std::vector<std::string> out;
    for (const Refusal& r : list.items())
        out.push_back(r.code);
    return out;
}

}  // namespace

class TestMapAlternates : public QObject {
    Q_OBJECT
private slots:
    void aSetResolvesAgainstTheRigAndTheMap()
    {
        const rig::Rig rig = drawnRig();
        const auto read = map::readMapFile(test::dataPath("map/alternates.map.json"), rig);
        QVERIFY2(read.ok(), read.refusals.items().empty() ? "" : read.refusals.items()[0].message.c_str());
        QCOMPARE(read.value.alternates.size(), std::size_t(1));
        const map::AlternateSet& set = read.value.alternates[0];
        QCOMPARE(set.name, std::string("raised_r"));
        // Slots in the map's order, each with the rig's own index.
        QCOMPARE(set.shows.size(), std::size_t(3));
        QCOMPARE(set.shows[0].slot, std::string("upperarm_r_raised"));
        QCOMPARE(set.shows[0].slotIndex, rig.slotIndex("upperarm_r_raised"));
        QCOMPARE(set.shows[2].attachment, std::string("raised/torso"));
        QCOMPARE(set.hides, (std::vector<std::string>{"upperarm_r", "forearm_r"}));
        // Shown and hidden, every slot the set touches once: torso 0, upperarm_r 1, forearm_r 2,
        // the two raised slots 3 and 4; upperarm_l (5) is not the set's.
        QCOMPARE(set.touchedSlots(), (std::vector<int>{0, 1, 2, 3, 4}));
        QCOMPARE(set.chains, std::vector<std::string>{"arm_r"});
        QCOMPARE(read.value.chains[set.chainIndices[0]].name, std::string("arm_r"));
        QCOMPARE(set.drawn.size(), std::size_t(2));
        QCOMPARE(set.drawn[1].boneIndex, rig.boneIndex("r_forearm"));
        QCOMPARE(set.drawn[1].degrees, 70.0);
        QCOMPARE(set.offsets.size(), std::size_t(1));
        QCOMPARE(set.offsets[0].translate, Eigen::Vector2d(2, -1));
        QCOMPARE(*map::keyPoint(set, *map::posePoint("r_elbow")), Eigen::Vector2d(330, 480));
        QVERIFY(!map::keyPoint(set, *map::posePoint("l_elbow")));
    }

    void aMidpointComesFromItsTwoJoints()
    {
        const rig::Rig rig = drawnRig();
        // The trunk runs mid_hip -> neck: both hips given, so mid_hip is their middle.
        const auto read = map::readMapText(R"({ "spec": "rig-pose-map/1",
            "chains": [ { "name": "trunk", "bones": ["chest"], "joints": ["mid_hip", "neck"] } ],
            "alternates": [ { "name": "lean", "slots": { "torso": "raised/torso" }, "chains": ["trunk"],
                              "pose": { "r_hip": [100, 500], "l_hip": [140, 520], "neck": [120, 300] } } ] })",
                                           "m.json", rig);
        QVERIFY2(read.ok(), read.refusals.items().empty() ? "" : read.refusals.items()[0].message.c_str());
        QCOMPARE(*map::keyPoint(read.value.alternates[0], *map::posePoint("mid_hip")), Eigen::Vector2d(120, 510));
        // With one hip only, mid_hip is missing: MAP_ALT_POSE names it.
        const auto oneHip = map::readMapText(R"({ "spec": "rig-pose-map/1",
            "chains": [ { "name": "trunk", "bones": ["chest"], "joints": ["mid_hip", "neck"] } ],
            "alternates": [ { "name": "lean", "slots": { "torso": "raised/torso" }, "chains": ["trunk"],
                              "pose": { "r_hip": [100, 500], "neck": [120, 300] } } ] })",
                                             "m.json", rig);
        QVERIFY(oneHip.refusals.has("MAP_ALT_POSE"));
        QVERIFY(oneHip.refusals.items()[0].message.find("lacks mid_hip") != std::string::npos);
    }

    void everyProblemOfASetIsNamedAtOnce()
    {
        const rig::Rig rig = drawnRig();
        const auto read = map::readMapText(R"({ "spec": "rig-pose-map/1",
            "chains": [ { "name": "arm_r", "bones": ["r_upper_arm", "r_forearm"], "joints": ["r_shoulder", "r_elbow", "r_wrist"], "bend": "free" } ],
            "translate": { "bone": "hip", "joint": "mid_hip", "scale": { "pose": ["mid_hip", "neck"], "rig": ["hip", "head"] } },
            "alternates": [
              { "name": "a", "slots": { "sleeve": "x", "torso": "nope" }, "hides": ["torso", "cuff"],
                "chains": ["arm_r", "leg"], "pose": { "r_shoulder": [0, 0], "r_hand": [1, 1] },
                "drawn": { "head": 3 }, "offsets": { "r_forearm": [1] }, "bind": [[0, 3]], "colour": 1 },
              { "name": "a", "hides": ["upperarm_l"], "chains": ["arm_r"],
                "pose": { "r_shoulder": [0, 0], "r_elbow": [1, 1], "r_wrist": [2, 2] } } ] })",
                                           "m.json", rig);
        const std::vector<std::string> codes = codesOf(read.refusals);
        for (const char* code :
             {"MAP_ALT_SLOT", "MAP_ALT_ATTACHMENT", "MAP_ALT_HIDES", "MAP_ALT_CHAIN", "MAP_ALT_JOINT", "MAP_ALT_POSE",
              "MAP_ALT_DRAWN", "MAP_ALT_OFFSET", "MAP_UNSUPPORTED", "MAP_KEYS", "MAP_DUPLICATE"})
            QVERIFY2(std::count(codes.begin(), codes.end(), code) >= 1, code);
        // The hidden "torso" was refused as an attachment, not shown: hiding it is no conflict.
        // "cuff" is no slot. So MAP_ALT_HIDES is raised once.
        QCOMPARE(std::count(codes.begin(), codes.end(), std::string("MAP_ALT_HIDES")), std::ptrdiff_t(1));
        // Every message starts with the map and the set it is about.
        for (const Refusal& r : read.refusals.items())
            QVERIFY2(r.message.rfind("m.json", 0) == 0, r.message.c_str());
    }

    void aSetBothShowingAndHidingASlotIsRefused()
    {
        const auto read = map::readMapText(R"({ "spec": "rig-pose-map/1",
            "chains": [ { "name": "trunk", "bones": ["chest"], "joints": ["mid_hip", "neck"] } ],
            "alternates": [ { "name": "s", "slots": { "torso": "raised/torso" }, "hides": ["torso"], "chains": ["trunk"],
                              "pose": { "mid_hip": [0, 0], "neck": [0, -1] } } ] })",
                                           "m.json", drawnRig());
        QVERIFY(read.refusals.has("MAP_ALT_HIDES"));
        QVERIFY(read.refusals.items()[0].message.find("both shown (slots) and hidden (hides)") != std::string::npos);
    }

    void aSetThatShowsAndHidesNothingIsRefused_data()
    {
        QTest::addColumn<QString>("slotsAndHides");  // the set's slots and hides, as JSON members
        QTest::addColumn<bool>("refused");
        QTest::newRow("both empty") << R"("slots": {}, "hides": [])" << true;
        QTest::newRow("empty slots alone") << R"("slots": {})" << true;
        QTest::newRow("empty hides alone") << R"("hides": [])" << true;
        QTest::newRow("hides one, shows none") << R"("slots": {}, "hides": ["torso"])" << false;
        QTest::newRow("shows one, hides none") << R"("slots": { "torso": "raised/torso" }, "hides": [])" << false;
    }

    void aSetThatShowsAndHidesNothingIsRefused()
    {
        QFETCH(QString, slotsAndHides);
        QFETCH(bool, refused);
        const std::string text = R"({ "spec": "rig-pose-map/1",
            "chains": [ { "name": "trunk", "bones": ["chest"], "joints": ["mid_hip", "neck"] } ],
            "alternates": [ { "name": "idle", )" +
                                 slotsAndHides.toStdString() +
                                 R"(, "chains": ["trunk"], "pose": { "mid_hip": [0, 0], "neck": [0, -1] } } ] })";
        const auto read = map::readMapText(text, "m.json", drawnRig());
        if (!refused) {
            QVERIFY2(read.ok(), read.refusals.items().empty() ? "" : read.refusals.items()[0].message.c_str());
            return;
        }
        // Switching to it would change no slot: one refusal, which says what to do.
        QCOMPARE(read.refusals.total(), std::size_t(1));
        QCOMPARE(read.refusals.items()[0].code, std::string("MAP_SHAPE"));
        QCOMPARE(read.refusals.items()[0].message,
                 std::string("m.json: alternates[0] (\"idle\"): \"slots\" and \"hides\" name no slot, so the set would "
                             "show and hide nothing; show a drawing in \"slots\" or hide a slot in \"hides\", or "
                             "remove the set"));
    }

    void theRetargetTakesSetsItSwitches()
    {
        const auto read = map::readMapFile(test::dataPath("map/alternates.map.json"), drawnRig());
        QVERIFY(read.ok());
        QVERIFY(map::unsupportedByRetarget(read.value, "alternates.map.json").empty());
        // A map whose "alternates" is empty has nothing to switch and nothing to refuse.
        const auto none = map::readMapText(R"({ "spec": "rig-pose-map/1",
            "chains": [ { "name": "trunk", "bones": ["chest"], "joints": ["mid_hip", "neck"] } ], "alternates": [] })",
                                           "m.json", drawnRig());
        QVERIFY(none.ok());
        QVERIFY(map::unsupportedByRetarget(none.value, "m.json").empty());
    }
};

QTEST_GUILESS_MAIN(TestMapAlternates)
#include "tst_alternates.moc"
