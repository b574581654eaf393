// drawnFromKey: the drawn angles a set's key skeleton implies (what the studio's "Drawn Angles
// from Key Skeleton" writes). On the raise example, whose drawn angles were stated by hand as the
// arm's held angles on the frames its keys were taken from, and on a key drawn square by hand.

#include <QTest>

#include <fstream>
#include <sstream>

#include "picture_angle.h"
#include "rigpose/map/map.h"
#include "rigpose/rig/reader.h"
#include "rigpose/switches/drawn_from_key.h"
#include "testutils.h"

using namespace rigpose;
using json = nlohmann::ordered_json;

namespace {

std::string readText(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

}  // namespace

class TestDrawnFromKey : public QObject {
    Q_OBJECT

private slots:
    void theRaiseKeysImplyTheirStatedDrawings()
    {
        const auto rig = rig::readRigFile(test::sourcePath("resources/examples/raise/rig/rig.json"));
        QVERIFY(rig.ok());
        const auto map = map::readMapFile(test::sourcePath("resources/examples/raise/map.json"), rig.value);
        QVERIFY(map.ok());
        QCOMPARE(map.value.alternates.size(), std::size_t(2));
        for (const map::AlternateSet& set : map.value.alternates) {
            const std::vector<map::DrawnAngle> implied = switches::drawnFromKey(set, map.value, rig.value);
            QCOMPARE(implied.size(), set.drawn.size());
            for (std::size_t i = 0; i < implied.size(); ++i) {
                QCOMPARE(implied[i].bone, set.drawn[i].bone);
                // The map states whole degrees; its key points are to 0.001 px.
                QVERIFY2(std::abs(test::angleDifference(implied[i].degrees, set.drawn[i].degrees)) < 0.01,
                         (set.name + " " + implied[i].bone + " " + std::to_string(implied[i].degrees)).c_str());
            }
        }
    }

    void aSquareKeyGivesRightAngles()
    {
        const auto rig = rig::readRigFile(test::sourcePath("resources/examples/raise/rig/rig.json"));
        QVERIFY(rig.ok());
        json m = json::parse(readText(test::sourcePath("resources/examples/raise/map.json")));
        json& up = m["alternates"][1];
        // Picture px, y down: the upper arm straight up, the forearm out to the picture's left.
        up["pose"] = json::parse(R"({"r_shoulder": [0, 0], "r_elbow": [0, -100], "r_wrist": [-50, -100]})");
        up.erase("drawn");
        const auto map = map::readMapText(m.dump(), "square.map.json", rig.value);
        QVERIFY(map.ok());
        const std::vector<map::DrawnAngle> implied = switches::drawnFromKey(map.value.alternates[1], map.value,
                                                                            rig.value);
        QCOMPARE(implied.size(), std::size_t(2));
        QCOMPARE(implied[0].bone, std::string("r_upper_arm"));
        QCOMPARE(implied[0].degrees, 90.0);
        QCOMPARE(implied[1].bone, std::string("r_forearm"));
        QCOMPARE(implied[1].degrees, 180.0);
        // A set whose key lacks the arm implies nothing for it.
        map::AlternateSet partial = map.value.alternates[1];
        partial.pose.pop_back();  // r_wrist
        QCOMPARE(switches::drawnFromKey(partial, map.value, rig.value).size(), std::size_t(1));
    }
};

QTEST_APPLESS_MAIN(TestDrawnFromKey)
#include "tst_drawn_from_key.moc"
