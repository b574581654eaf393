// The map: the example reads and resolves; every MAP_* refusal has its own fixture
// (tests/data/map/cases.tsv) and names both sides; plan lays the map over the rig.

#include <QTest>

#include <fstream>
#include <sstream>

#include "rigpose/map/map.h"
#include "rigpose/map/plan.h"
#include "rigpose/rig/reader.h"
#include "malformed_cases.h"
#include "test_rigs.h"
#include "testutils.h"

using namespace rigpose;

namespace {

using test::loadRig;
using test::waveRig;

}  // namespace

class TestMap : public QObject {
    Q_OBJECT
private slots:
    void exampleMapResolves()
    {
        const rig::Rig rig = waveRig();
        auto map = map::readMapFile(test::sourcePath("resources/examples/wave/map.json"), rig);
        QVERIFY2(map.ok(), map.refusals.items().empty() ? "" : map.refusals.items()[0].message.c_str());
        QCOMPARE(map.value.chains.size(), std::size_t(7));
        QCOMPARE(map.value.mappedBones().size(), std::size_t(11));
        QVERIFY(map.value.translate);
        QCOMPARE(map.value.translate->rigLength, 260.0);
        QVERIFY(map::unsupportedByRetarget(map.value, "map.json").empty());
    }

    void everyRefusalHasItsFixture_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("rigName");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("fragment");
        QTest::addColumn<QString>("place");  // where the refusal points, as test::placeText says it
        std::ifstream cases(test::dataPath("map/cases.tsv"));
        std::string line;
        while (std::getline(cases, line)) {
            if (line.empty() || line[0] == '#')
                continue;
            std::stringstream s(line);
            std::string file, rigName, code, fragment, place;
            std::getline(s, file, '\t');
            std::getline(s, rigName, '\t');
            std::getline(s, code, '\t');
            std::getline(s, fragment, '\t');
            std::getline(s, place);
            const auto where = test::placeFromText(QString::fromStdString(place));
            QVERIFY2(where, line.c_str());
            QTest::newRow(file.c_str()) << QString::fromStdString(file) << QString::fromStdString(rigName)
                                        << QString::fromStdString(code) << QString::fromStdString(fragment)
                                        << test::placeText(*where);
        }
    }

    void everyRefusalHasItsFixture()
    {
        QFETCH(QString, file);
        QFETCH(QString, rigName);
        QFETCH(QString, code);
        QFETCH(QString, fragment);
        QFETCH(QString, place);
        const rig::Rig rig = rigName == QStringLiteral("wave")
                                 ? waveRig()
                                 : loadRig(test::dataPath(("map/" + rigName.toStdString() + ".rig.json").c_str()));
        const std::string path = test::dataPath(("map/" + file.toStdString()).c_str());
        auto map = map::readMapFile(path, rig);
        QVERIFY(!map.ok());
        bool found = false;
        for (const Refusal& r : map.refusals.items()) {
            if (r.code != code.toStdString())
                continue;
            found = true;
            QVERIFY2(r.message.rfind(path, 0) == 0, r.message.c_str());  // starts with the file as typed
            QVERIFY2(r.message.find(fragment.toStdString()) != std::string::npos, r.message.c_str());
            QVERIFY2(test::placeText(r.place) == place,  // the chain (and bone) a map editor would select
                     qPrintable(QStringLiteral("points at %1, not %2: %3")
                                    .arg(test::placeText(r.place), place, QString::fromStdString(r.message))));
        }
        QVERIFY2(found, map.refusals.items()[0].message.c_str());
    }

    void unreadableMapIsRefused()
    {
        auto map = map::readMapFile(test::dataPath("map/no-such.map.json"), waveRig());
        QVERIFY(map.refusals.has("MAP_READ"));
    }

    void onlyTheNodIsLeftUnapplied()
    {
        const rig::Rig rig = waveRig();
        // reach, bend and range are the retarget's guards now: nothing to refuse.
        auto reach = map::readMapFile(test::dataPath("map/reach-ok.map.json"), rig);
        QVERIFY2(reach.ok(), reach.refusals.items().empty() ? "" : reach.refusals.items()[0].message.c_str());
        QVERIFY(map::unsupportedByRetarget(reach.value, "reach-ok.map.json").empty());
        auto bend = map::readMapText(R"({ "spec": "rig-pose-map/1", "chains": [ { "name": "arm_r",
            "bones": ["r_upper_arm", "r_forearm"], "joints": ["r_shoulder", "r_elbow", "r_wrist"], "bend": "ccw",
            "range": { "r_forearm": [-10, 10] } } ] })",
                                     "m.json", rig);
        QVERIFY(bend.ok());
        QCOMPARE(bend.value.chains[0].bendSides, std::vector<int>{1});
        QVERIFY(map::unsupportedByRetarget(bend.value, "m.json").empty());
        // An eye-line chain reads the nod unless it says "nod": false; the retarget keys it now.
        auto nod = map::readMapText(R"({ "spec": "rig-pose-map/1", "chains": [ { "name": "head",
            "bones": ["head"], "joints": ["r_eye", "l_eye"] } ] })",
                                    "m.json", rig);
        QVERIFY(nod.ok());
        QVERIFY(nod.value.chains[0].carriesEyeLine());
        QVERIFY(!nod.value.chains[0].nod.has_value());
        QVERIFY(map::unsupportedByRetarget(nod.value, "m.json").empty());
    }

    void aimsAndRangeAreRead()
    {
        const rig::Rig rig = waveRig();
        auto map = map::readMapText(R"({ "spec": "rig-pose-map/1", "chains": [
            { "name": "head", "bones": ["head"], "joints": ["r_eye", "l_eye"], "aim": ["head>head:tip"], "nod": false },
            { "name": "arm_r", "bones": ["r_upper_arm", "r_forearm"], "joints": ["r_shoulder", "r_elbow", "r_wrist"],
              "aim": ["r_forearm", "r_forearm:tip"], "bend": "free", "range": { "r_forearm": [-10, 20] } } ] })",
                                    "m.json", rig);
        QVERIFY2(map.ok(), map.refusals.items().empty() ? "" : map.refusals.items()[0].message.c_str());
        QCOMPARE(map.value.chains[0].aims[0].kind, map::AimKind::Between);
        QCOMPARE(map.value.chains[1].aims[0].kind, map::AimKind::Point);
        QCOMPARE(map.value.chains[1].range.size(), std::size_t(1));
        QCOMPARE(map.value.chains[1].range[0].max, 20.0);
        QVERIFY(map.value.chains[0].carriesEyeLine());
    }

    void aChainMayCarryANote()
    {
        const rig::Rig rig = waveRig();
        auto noted = map::readMapText(R"({ "spec": "rig-pose-map/1", "chains": [ { "name": "head",
            "bones": ["head"], "joints": ["neck", "nose"], "note": "found by its name" } ] })",
                                      "m.json", rig);
        QVERIFY(noted.ok());
        QCOMPARE(noted.value.chains[0].note, std::string("found by its name"));
        auto wrong = map::readMapText(R"({ "spec": "rig-pose-map/1", "chains": [ { "name": "head",
            "bones": ["head"], "joints": ["neck", "nose"], "note": 3 } ] })",
                                      "m.json", rig);
        QVERIFY(wrong.refusals.has("MAP_SHAPE"));
        QCOMPARE(wrong.refusals.items()[0].place.chain, std::string("head"));
    }

    void planSaysWhatLandsWhereAndWhatIsSpare()
    {
        const rig::Rig rig = waveRig();
        auto map = map::readMapFile(test::sourcePath("resources/examples/wave/map.json"), rig);
        QVERIFY(map.ok());
        const auto lines = map::planLines(map.value, rig, "map.json");
        QVERIFY(lines.front().rfind("PLAN rig \"wave\" (12 bones)", 0) == 0);
        QVERIFY(std::find(lines.begin(), lines.end(),
                          "CHAIN arm_r: r_upper_arm <- r_shoulder -> r_elbow (aim x), r_forearm <- r_elbow -> r_wrist "
                          "(aim x); bend free") != lines.end());
        QVERIFY(std::find(lines.begin(), lines.end(), "SPARE root: not keyed; nothing the map moves carries it") !=
                lines.end());
    }
};

QTEST_GUILESS_MAIN(TestMap)
#include "tst_map.moc"
