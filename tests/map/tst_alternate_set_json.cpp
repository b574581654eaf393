// The edits of one alternate set, as JSON (rigpose/map/map_json.h; the map editor's Alternates
// tab makes them): keys a set lacks go where the map format lists them and the ones it has keep
// their place; a slot moves between `slots` and `hides`; numbers are written as typed; emptied
// optional blocks go.

#include <QTest>

#include "json_keys.h"
#include "json_compare.h"
#include "rigpose/map/map_json.h"

using json = nlohmann::ordered_json;
namespace mw = rigpose::map::writer;

using rigpose::test::keysOf;

class TestAlternateSetJson : public QObject {
    Q_OBJECT

private slots:
    void aMissingKeyGoesWhereTheFormatListsIt()
    {
        json set = json::parse(R"({"name": "up", "chains": ["arm"], "pose": {}, "extra": 1})");
        mw::putSetKey(set, "slots", json::object());
        QCOMPARE(keysOf(set), (std::vector<std::string>{"name", "slots", "chains", "pose", "extra"}));
        mw::setSetNote(set, "n");
        QCOMPARE(keysOf(set), (std::vector<std::string>{"name", "note", "slots", "chains", "pose", "extra"}));
        mw::putSetKey(set, "offsets", json::object());  // nothing the format lists comes after it: at the end
        QCOMPARE(keysOf(set),
                 (std::vector<std::string>{"name", "note", "slots", "chains", "pose", "extra", "offsets"}));
        // A key already there keeps its place, even out of the format's order.
        json odd = json::parse(R"({"pose": {}, "name": "a"})");
        mw::setSetName(odd, "b");
        QCOMPARE(keysOf(odd), (std::vector<std::string>{"pose", "name"}));
        RIGPOSE_COMPARE_JSON(odd["name"], json("b"));
        // An empty note is no note.
        mw::setSetNote(set, "");
        QVERIFY(!set.contains("note"));
    }

    void aSlotMovesBetweenSlotsAndHides()
    {
        json set = json::parse(R"({"name": "up", "slots": {"a": "a_up", "b": "b_up"}, "chains": ["arm"]})");
        QCOMPARE(mw::slotChoice(set, "a").attachment, std::string("a_up"));
        QVERIFY(mw::slotChoice(set, "c").kind == mw::SlotChoice::Kind::Setup);
        mw::setSlotChoice(set, "b", {mw::SlotChoice::Kind::Hidden, {}});
        RIGPOSE_COMPARE_JSON(set["slots"], json::parse(R"({"a": "a_up"})"));
        RIGPOSE_COMPARE_JSON(set["hides"], json::parse(R"(["b"])"));
        QCOMPARE(keysOf(set), (std::vector<std::string>{"name", "slots", "hides", "chains"}));
        QVERIFY(mw::slotChoice(set, "b").kind == mw::SlotChoice::Kind::Hidden);
        QCOMPARE(mw::namedSlots(set), (std::vector<std::string>{"a", "b"}));
        // Shown again: out of hides, which goes when empty; slots stays even when empty.
        mw::setSlotChoice(set, "b", {mw::SlotChoice::Kind::Shows, "b_other"});
        QVERIFY(!set.contains("hides"));
        mw::setSlotChoice(set, "a", {});
        mw::setSlotChoice(set, "b", {});
        RIGPOSE_COMPARE_JSON(set["slots"], json::object());
    }

    void numbersAreWrittenAsTyped()
    {
        QCOMPARE(mw::number(285).dump(), std::string("285"));
        QCOMPARE(mw::number(-2.5).dump(), std::string("-2.5"));
        QCOMPARE(mw::number(57.404).dump(), std::string("57.404"));
        QCOMPARE(mw::pair(Eigen::Vector2d(460, 12.5)).dump(), std::string("[460,12.5]"));
    }

    void pairsAndAnglesComeAndGo()
    {
        json set = json::parse(R"({"name": "up", "chains": ["arm"], "pose": {"a": [1, 2]}})");
        mw::setPair(set, "offsets", "forearm", Eigen::Vector2d(3, -2.5));
        RIGPOSE_COMPARE_JSON(set["offsets"], json::parse(R"({"forearm": [3, -2.5]})"));
        mw::setPair(set, "offsets", "forearm", std::nullopt);
        QVERIFY(!set.contains("offsets"));
        mw::setPair(set, "pose", "a", std::nullopt);
        RIGPOSE_COMPARE_JSON(set["pose"], json::object());  // the format needs a pose, even an empty one
        mw::setAngle(set, "upper", 94.0);
        QCOMPARE(keysOf(set), (std::vector<std::string>{"name", "chains", "pose", "drawn"}));
        QCOMPARE(set["drawn"]["upper"].dump(), std::string("94"));
        mw::setAngle(set, "upper", std::nullopt);
        QVERIFY(!set.contains("drawn"));
    }

    void namesAreFreeAmongTheSets()
    {
        const json sets = json::parse(R"([{"name": "set"}, {"name": "set2"}, {"chains": []}])");
        QCOMPARE(mw::freeName(sets, "set"), std::string("set3"));
        QCOMPARE(mw::freeName(sets, "up"), std::string("up"));
        QCOMPARE(mw::chainsOf(json::parse(R"({"chains": ["a", 3, "b"]})")), (std::vector<std::string>{"a", "b"}));
        QCOMPARE(mw::nameOf(json::parse(R"({"name": 3})")), std::string());
    }

    void aNewSetHasItsPlacesToFill()
    {
        const json set = mw::alternateSet("set2", {"arm_r"});
        QCOMPARE(set.dump(), std::string(R"({"name":"set2","slots":{},"chains":["arm_r"],"pose":{}})"));
    }
};

QTEST_APPLESS_MAIN(TestAlternateSetJson)
#include "tst_alternate_set_json.moc"
