// The map editor's edits of one alternate set, as JSON (alternate_set_json.h): keys a set lacks go
// where the map format lists them and the ones it has keep their place; a slot moves between
// `slots` and `hides`; numbers are written as typed; emptied optional blocks go.

#include <QTest>

#include "json_compare.h"
#include "rigpose/widgets/alternate_set_json.h"

using json = nlohmann::ordered_json;
namespace aj = rigpose::widgets::alternate_json;

namespace {

std::vector<std::string> keysOf(const json& object)
{
    std::vector<std::string> out;
    for (auto it = object.begin(); it != object.end(); ++it)
        out.push_back(it.key());
    return out;
}

}  // namespace

class TestAlternateJson : public QObject {
    Q_OBJECT

private slots:
    void aMissingKeyGoesWhereTheFormatListsIt()
    {
        json set = json::parse(R"({"name": "up", "chains": ["arm"], "pose": {}, "extra": 1})");
        aj::put(set, "slots", json::object());
        QCOMPARE(keysOf(set), (std::vector<std::string>{"name", "slots", "chains", "pose", "extra"}));
        aj::put(set, "note", "n");
        QCOMPARE(keysOf(set), (std::vector<std::string>{"name", "note", "slots", "chains", "pose", "extra"}));
        aj::put(set, "offsets", json::object());  // nothing the format lists comes after it: at the end
        QCOMPARE(keysOf(set),
                 (std::vector<std::string>{"name", "note", "slots", "chains", "pose", "extra", "offsets"}));
        // A key already there keeps its place, even out of the format's order.
        json odd = json::parse(R"({"pose": {}, "name": "a"})");
        aj::put(odd, "name", "b");
        QCOMPARE(keysOf(odd), (std::vector<std::string>{"pose", "name"}));
        RIGPOSE_COMPARE_JSON(odd["name"], json("b"));
    }

    void aSlotMovesBetweenSlotsAndHides()
    {
        json set = json::parse(R"({"name": "up", "slots": {"a": "a_up", "b": "b_up"}, "chains": ["arm"]})");
        QCOMPARE(aj::slotChoice(set, QStringLiteral("a")).attachment, QStringLiteral("a_up"));
        QVERIFY(aj::slotChoice(set, QStringLiteral("c")).kind == aj::SlotChoice::Kind::Setup);
        aj::setSlotChoice(set, QStringLiteral("b"), {aj::SlotChoice::Kind::Hidden, {}});
        RIGPOSE_COMPARE_JSON(set["slots"], json::parse(R"({"a": "a_up"})"));
        RIGPOSE_COMPARE_JSON(set["hides"], json::parse(R"(["b"])"));
        QCOMPARE(keysOf(set), (std::vector<std::string>{"name", "slots", "hides", "chains"}));
        QVERIFY(aj::slotChoice(set, QStringLiteral("b")).kind == aj::SlotChoice::Kind::Hidden);
        QCOMPARE(aj::namedSlots(set), (QStringList{QStringLiteral("a"), QStringLiteral("b")}));
        // Shown again: out of hides, which goes when empty; slots stays even when empty.
        aj::setSlotChoice(set, QStringLiteral("b"), {aj::SlotChoice::Kind::Shows, QStringLiteral("b_other")});
        QVERIFY(!set.contains("hides"));
        aj::setSlotChoice(set, QStringLiteral("a"), {});
        aj::setSlotChoice(set, QStringLiteral("b"), {});
        RIGPOSE_COMPARE_JSON(set["slots"], json::object());
    }

    void numbersAreWrittenAsTyped()
    {
        QCOMPARE(aj::number(285).dump(), std::string("285"));
        QCOMPARE(aj::number(-2.5).dump(), std::string("-2.5"));
        QCOMPARE(aj::number(57.404).dump(), std::string("57.404"));
        QCOMPARE(aj::parseNumber(QStringLiteral(" 12.5 ")), std::optional<double>(12.5));
        QCOMPARE(aj::parseNumber(QStringLiteral("")), std::nullopt);
        QCOMPARE(aj::parseNumber(QStringLiteral("inf")), std::nullopt);
        QCOMPARE(aj::numberText(json::parse("460")), QStringLiteral("460"));
        QCOMPARE(aj::numberText(json("x")), QString());
    }

    void pairsAndAnglesComeAndGo()
    {
        json set = json::parse(R"({"name": "up", "chains": ["arm"], "pose": {"a": [1, 2]}})");
        aj::setPair(set, "offsets", QStringLiteral("forearm"), Eigen::Vector2d(3, -2.5));
        RIGPOSE_COMPARE_JSON(set["offsets"], json::parse(R"({"forearm": [3, -2.5]})"));
        aj::setPair(set, "offsets", QStringLiteral("forearm"), std::nullopt);
        QVERIFY(!set.contains("offsets"));
        aj::setPair(set, "pose", QStringLiteral("a"), std::nullopt);
        RIGPOSE_COMPARE_JSON(set["pose"], json::object());  // the format needs a pose, even an empty one
        aj::setAngle(set, QStringLiteral("upper"), 94.0);
        QCOMPARE(keysOf(set), (std::vector<std::string>{"name", "chains", "pose", "drawn"}));
        QCOMPARE(set["drawn"]["upper"].dump(), std::string("94"));
        aj::setAngle(set, QStringLiteral("upper"), std::nullopt);
        QVERIFY(!set.contains("drawn"));
    }

    void namesAreFreeAmongTheSets()
    {
        const json sets = json::parse(R"([{"name": "set"}, {"name": "set2"}, {"chains": []}])");
        QCOMPARE(aj::freeName(sets, QStringLiteral("set")), QStringLiteral("set3"));
        QCOMPARE(aj::freeName(sets, QStringLiteral("up")), QStringLiteral("up"));
        QCOMPARE(aj::chainsOf(json::parse(R"({"chains": ["a", 3, "b"]})")),
                 (QStringList{QStringLiteral("a"), QStringLiteral("b")}));
        QCOMPARE(aj::nameOf(json::parse(R"({"name": 3})")), QString());
    }
};

QTEST_APPLESS_MAIN(TestAlternateJson)
#include "tst_alternate_json.moc"
