// The map editor's chain edits as JSON (map_chain_model.h's chainWithField, which hands every key
// to the map's writer, rigpose/map/map_json.h): each column's edit of the wave example's chains,
// read back by the map reader, gives the chain the editor said; keys at their defaults go, the
// keys a chain has keep their places, and a range is kept to a tenth of a degree, whole degrees
// written without a fraction.

#include <QTest>

#include <nlohmann/json.hpp>

#include "json_keys.h"
#include "map_chain_model.h"
#include "rigpose/map/map.h"
#include "rigpose/widgets/map_columns.h"
#include "test_rigs.h"
#include "testutils.h"

using namespace rigpose;
using json = nlohmann::ordered_json;
namespace mc = widgets::map_columns;

namespace {

json waveMap()
{
    return json::parse(
        test::readAll(QString::fromStdString(test::sourcePath("resources/examples/wave/map.json"))).toStdString());
}

using rigpose::test::keysOf;

}  // namespace

class TestMapChainJson : public QObject {
    Q_OBJECT

private slots:
    void everyColumnsEditReadsBackAsTheEditorSaid()
    {
        const rig::Rig rig = test::waveRig();
        json doc = waveMap();
        json& arm = doc["chains"][3];
        using studio::chainWithField;
        arm = chainWithField(arm, mc::Name, QStringLiteral("arm_right"));
        arm = chainWithField(arm, mc::Aim, QStringList{QStringLiteral("x"), QStringLiteral("r_forearm:tip")});
        arm = chainWithField(arm, mc::Bend, QStringLiteral("ccw"));
        QVariantMap ranges;
        ranges.insert(QStringLiteral("r_forearm"), QVariantList{-10.04, 145.0});
        ranges.insert(QStringLiteral("r_upper_arm"), QVariantList{-90.0, 90.26});
        arm = chainWithField(arm, mc::Range, ranges);
        QCOMPARE(keysOf(arm), (std::vector<std::string>{"name", "bones", "joints", "aim", "bend", "range"}));
        QCOMPARE(arm["range"].dump(), std::string(R"({"r_upper_arm":[-90,90.3],"r_forearm":[-10,145]})"));
        json& trunk = doc["chains"][1];
        trunk = chainWithField(trunk, mc::Aim, QStringList{QStringLiteral("head")});
        trunk = chainWithField(trunk, mc::Reach, true);
        json& head = doc["chains"][2];
        head = chainWithField(head, mc::Joints, QStringList{QStringLiteral("r_eye"), QStringLiteral("l_eye")});
        head = chainWithField(head, mc::Nod, false);
        const auto read = map::readMapText(doc.dump(2), "map.json", rig);
        QVERIFY2(read.ok(), read.ok() ? "" : read.refusals.items().front().message.c_str());
        const map::Chain& a = read.value.chains[3];
        QCOMPARE(a.name, std::string("arm_right"));
        QVERIFY(a.bend == map::Bend::Ccw);
        QCOMPARE(a.aims[1].text, std::string("r_forearm:tip"));
        QCOMPARE(a.range.size(), std::size_t(2));
        QCOMPARE(a.range[0].max, 90.3);
        QVERIFY(read.value.chains[1].reach);
        QCOMPARE(read.value.chains[2].nod, std::optional<bool>(false));

        // Back to the defaults: the keys go and the chains read as the example's again.
        arm = chainWithField(arm, mc::Name, QStringLiteral("arm_r"));
        arm = chainWithField(arm, mc::Aim, QStringList{QStringLiteral("x"), QStringLiteral("x")});
        arm = chainWithField(arm, mc::Bend, QStringLiteral("free"));
        arm = chainWithField(arm, mc::Range, QVariantMap());
        trunk = chainWithField(trunk, mc::Aim, QStringList{QStringLiteral("x")});
        trunk = chainWithField(trunk, mc::Reach, false);
        head = chainWithField(head, mc::Joints, QStringList{QStringLiteral("neck"), QStringLiteral("nose")});
        head = chainWithField(head, mc::Nod, QVariant());
        QCOMPARE(doc.dump(), waveMap().dump());
        const json pelvis = chainWithField(doc["chains"][0], mc::Bend, QStringLiteral("rest"));
        QCOMPARE(keysOf(pelvis), (std::vector<std::string>{"name", "bones", "joints"}));
    }
};

QTEST_APPLESS_MAIN(TestMapChainJson)
#include "tst_map_chain_json.moc"
