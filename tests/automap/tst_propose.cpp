// Auto-map against answers known independently of it: the wave's hand-written map, the wave
// renamed to seven conventions and to meaningless names (the same chains, found by preset and
// by topology), rig-c's gallery rigs with their front/back limbs, rigs with no figure in them.
// Every proposal is read back through the map reader against its own rig.

#include <QTest>

#include <map>
#include <set>

#include "rigpose/automap/automap.h"
#include "rigpose/map/map.h"
#include "rigpose/rig/reader.h"

#include <nlohmann/json.hpp>
#include "test_rigs.h"
#include "testutils.h"

using namespace rigpose;

namespace {

using Names = std::vector<std::string>;
using Pairs = std::set<std::pair<Names, Names>>;  // (bones, joints) of every chain

using test::loadRig;
using test::waveRig;

Pairs pairsOf(const automap::Proposal& p)
{
    Pairs out;
    for (const automap::Row& row : p.rows)
        out.insert({row.chain.bones, row.chain.joints});
    return out;
}

// The wave's own map, its bones renamed by `names` (a name not listed stays).
Pairs wavePairs(const std::map<std::string, std::string>& names = {})
{
    auto map = map::readMapFile(test::sourcePath("resources/examples/wave/map.json"), waveRig());
    Pairs out;
    for (const map::Chain& c : map.value.chains) {
        Names bones, joints;
        for (const std::string& b : c.bones)
            bones.push_back(names.count(b) ? names.at(b) : b);
        for (const map::PosePoint& j : c.joints)
            joints.push_back(j.name);
        out.insert({bones, joints});
    }
    return out;
}

automap::Proposal propose(const rig::Rig& rig, char front = 'r')
{
    auto p = automap::proposeMap(rig, {.front = front}, "rig.json");
    if (!p.ok())
        qFatal("%s", p.refusals.items()[0].message.c_str());
    return p.value;
}

// The map as written reads green against the rig it was proposed for.
bool readsBack(const automap::Proposal& p, const rig::Rig& rig, const std::vector<std::size_t>* rows = nullptr)
{
    const auto json = rows ? automap::mapJsonOf(p, *rows) : automap::mapJsonOf(p);
    const auto read = map::readMapText(automap::mapTextOf(json), "proposed.json", rig);
    for (const Refusal& r : read.refusals.items())
        qWarning("%s: %s", r.code.c_str(), r.message.c_str());
    return read.ok();
}

const automap::Row* row(const automap::Proposal& p, const std::string& name)
{
    for (const automap::Row& r : p.rows)
        if (r.chain.name == name)
            return &r;
    return nullptr;
}

std::map<std::string, std::string> limbNames(const char* upper, const char* fore, const char* thigh, const char* shin,
                                             const char* right, const char* left)
{
    std::map<std::string, std::string> out;
    for (auto [side, word] : {std::pair{"r", right}, std::pair{"l", left}}) {
        auto fill = [&](const char* part, const char* pattern) {
            std::string name = pattern;
            name.replace(name.find("{s}"), 3, word);
            out[std::string(side) + part] = name;
        };
        fill("_upper_arm", upper);
        fill("_forearm", fore);
        fill("_thigh", thigh);
        fill("_shin", shin);
    }
    return out;
}

// A Mixamo-shaped figure facing the viewer: three spine bones, a neck and a head with its end
// bone, collars, hands, feet and toes. `named`: Mixamo's names; otherwise j0, j1, ... in the same order.
std::string mixamoShapedRig(bool named)
{
    struct B {
        const char* name;
        const char* parent;
        double x, y, rotation, length;
    };
    const B bones[] = {
        {"Hips", "", 0, 100, 0, 0},
        {"Spine", "Hips", 0, 10, 90, 10},
        {"Spine1", "Spine", 10, 0, 0, 10},
        {"Spine2", "Spine1", 10, 0, 0, 15},
        {"Neck", "Spine2", 15, 0, 0, 8},
        {"Head", "Neck", 8, 0, 0, 15},
        {"HeadTop_End", "Head", 15, 0, 0, 0},
        {"LeftShoulder", "Spine2", 12, -3, -90, 8},
        {"LeftArm", "LeftShoulder", 8, 0, -90, 28},
        {"LeftForeArm", "LeftArm", 28, 0, 0, 25},
        {"LeftHand", "LeftForeArm", 25, 0, 0, 8},
        {"RightShoulder", "Spine2", 12, 3, 90, 8},
        {"RightArm", "RightShoulder", 8, 0, 90, 28},
        {"RightForeArm", "RightArm", 28, 0, 0, 25},
        {"RightHand", "RightForeArm", 25, 0, 0, 8},
        {"LeftUpLeg", "Hips", 9, -5, -90, 45},
        {"LeftLeg", "LeftUpLeg", 45, 0, 0, 42},
        {"LeftFoot", "LeftLeg", 42, 0, 90, 12},
        {"LeftToeBase", "LeftFoot", 12, 0, 0, 5},
        {"RightUpLeg", "Hips", -9, -5, -90, 45},
        {"RightLeg", "RightUpLeg", 45, 0, 0, 42},
        {"RightFoot", "RightLeg", 42, 0, 90, 12},
        {"RightToeBase", "RightFoot", 12, 0, 0, 5},
    };
    std::map<std::string, std::string> names;
    for (std::size_t i = 0; i < std::size(bones); ++i)
        names[bones[i].name] = named ? bones[i].name : "j" + std::to_string(i);
    nlohmann::ordered_json rig = {{"spec", "rigc-rig/1"},
                                  {"name", "mixamo-shaped"},
                                  {"skeleton", {{"width", 100}, {"height", 200}}},
                                  {"slots", nlohmann::json::array()}};
    for (const B& b : bones) {
        nlohmann::ordered_json bone = {{"name", names[b.name]},
                                       {"x", b.x},
                                       {"y", b.y},
                                       {"rotation", b.rotation},
                                       {"length", b.length}};
        if (*b.parent)
            bone["parent"] = names[b.parent];
        rig["bones"].push_back(bone);
    }
    return rig.dump();
}

}  // namespace

class TestPropose : public QObject {
    Q_OBJECT
private slots:
    void waveGetsItsHandMap()
    {
        const rig::Rig rig = waveRig();
        const automap::Proposal p = propose(rig);
        QCOMPARE(pairsOf(p), wavePairs());
        QVERIFY(p.translate);
        QCOMPARE(p.translate->bone, std::string("hip"));
        QCOMPARE(p.translate->joint, std::string("mid_hip"));
        QCOMPARE(p.translate->scalePose, (std::array<std::string, 2>{"mid_hip", "neck"}));
        QCOMPARE(p.translate->scaleRig, (std::array<std::string, 2>{"hip", "head"}));
        // Its names are plain r_/l_ tokens: no convention, every row from the tokens.
        QVERIFY(p.convention.empty());
        for (const automap::Row& r : p.rows) {
            QCOMPARE(r.source, automap::Source::Tokens);
            // Every bone's x axis runs along its segment, the hip's from r_thigh to l_thigh.
            QCOMPARE(r.chain.aims, Names(r.chain.bones.size(), "x"));
        }
        QCOMPARE(row(p, "arm_r")->chain.bend, std::string("free"));
        QVERIFY(row(p, "leg_l")->evidence.find("l_shin") != std::string::npos);
        QVERIFY(readsBack(p, rig));
    }

    void conventionsRenamedGiveTheWavesChains_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("convention");
        QTest::addColumn<QString>("renames");  // index into the rename tables below
        QTest::newRow("mixamo") << QStringLiteral("wave-mixamo.rig.json") << QStringLiteral("Mixamo")
                                << QStringLiteral("mixamo");
        QTest::newRow("ue") << QStringLiteral("wave-ue.rig.json") << QStringLiteral("UE mannequin")
                            << QStringLiteral("ue");
        QTest::newRow("rigify") << QStringLiteral("wave-rigify.rig.json") << QStringLiteral("Rigify")
                                << QStringLiteral("rigify");
        QTest::newRow("vrm") << QStringLiteral("wave-vrm.rig.json") << QStringLiteral("VRM") << QStringLiteral("vrm");
        QTest::newRow("cc") << QStringLiteral("wave-cc.rig.json") << QStringLiteral("Reallusion CC")
                            << QStringLiteral("cc");
        QTest::newRow("biped") << QStringLiteral("wave-biped.rig.json") << QStringLiteral("3ds Max Biped")
                               << QStringLiteral("biped");
        QTest::newRow("spine") << QStringLiteral("wave-spine.rig.json") << QStringLiteral("Spine example")
                               << QStringLiteral("spine");
    }

    void conventionsRenamedGiveTheWavesChains()
    {
        QFETCH(QString, file);
        QFETCH(QString, convention);
        QFETCH(QString, renames);
        std::map<std::string, std::map<std::string, std::string>> tables;
        tables["mixamo"] = limbNames("mixamorig:{s}Arm", "mixamorig:{s}ForeArm", "mixamorig:{s}UpLeg",
                                     "mixamorig:{s}Leg", "Right", "Left");
        tables["mixamo"].insert({{"hip", "mixamorig:Hips"}, {"chest", "mixamorig:Spine"}, {"head", "mixamorig:Head"}});
        tables["ue"] = limbNames("upperarm_{s}", "lowerarm_{s}", "thigh_{s}", "calf_{s}", "r", "l");
        tables["ue"].insert({{"hip", "pelvis"}, {"chest", "spine_01"}, {"head", "head"}});
        tables["rigify"] = limbNames("DEF-upper_arm.{s}", "DEF-forearm.{s}", "DEF-thigh.{s}", "DEF-shin.{s}", "R", "L");
        tables["rigify"].insert({{"hip", "DEF-spine"}, {"chest", "DEF-spine.001"}, {"head", "DEF-spine.006"}});
        tables["vrm"] = limbNames("{s}UpperArm", "{s}LowerArm", "{s}UpperLeg", "{s}LowerLeg", "right", "left");
        tables["vrm"].insert({{"hip", "hips"}, {"chest", "spine"}, {"head", "head"}});
        tables["cc"] = limbNames("CC_Base_{s}_Upperarm", "CC_Base_{s}_Forearm", "CC_Base_{s}_Thigh", "CC_Base_{s}_Calf",
                                 "R", "L");
        tables["cc"].insert({{"hip", "CC_Base_Hip"}, {"chest", "CC_Base_Waist"}, {"head", "CC_Base_Head"}});
        tables["biped"] = limbNames("Bip01 {s} UpperArm", "Bip01 {s} Forearm", "Bip01 {s} Thigh", "Bip01 {s} Calf", "R",
                                    "L");
        tables["biped"].insert({{"hip", "Bip01 Pelvis"}, {"chest", "Bip01 Spine"}, {"head", "Bip01 Head"}});
        // The wave's r_ limbs are the front ones, as --front r (the default) takes them.
        tables["spine"] = limbNames("{s}-upper-arm", "{s}-bracer", "{s}-thigh", "{s}-shin", "front", "rear");
        tables["spine"].insert({{"hip", "hip"}, {"chest", "torso"}, {"head", "head"}});
        const auto& names = tables.at(renames.toStdString());

        const rig::Rig rig = loadRig(test::dataPath(("automap/" + file.toStdString()).c_str()));
        const automap::Proposal p = propose(rig);
        QCOMPARE(QString::fromStdString(p.convention), convention);
        // Collars, hands, feet and twist bones stay out; the chains are the wave's.
        QCOMPARE(pairsOf(p), wavePairs(names));
        for (const automap::Row& r : p.rows)
            QCOMPARE(r.source, automap::Source::Preset);
        QVERIFY(p.translate);
        QCOMPARE(p.translate->bone, names.at("hip"));
        QCOMPARE(p.translate->scaleRig, (std::array<std::string, 2>{names.at("hip"), names.at("head")}));
        QVERIFY(row(p, "arm_l")->evidence.find("preset " + convention.toStdString()) != std::string::npos);
        QVERIFY(readsBack(p, rig));
    }

    void meaninglessNamesGoByTopology()
    {
        const rig::Rig rig = loadRig(test::dataPath("automap/wave-numbered.rig.json"));
        std::map<std::string, std::string> names;
        const rig::Rig wave = waveRig();
        for (std::size_t i = 0; i < wave.bones.size(); ++i)
            names[wave.bones[i].name] = "b" + std::to_string(i);
        const automap::Proposal p = propose(rig);
        QCOMPARE(pairsOf(p), wavePairs(names));
        for (const automap::Row& r : p.rows)
            QCOMPARE(r.source, automap::Source::Topology);
        // b8 (the wave's r_thigh) sits at x -45 at setup: picture-left, the subject's right.
        QVERIFY2(row(p, "leg_r")->evidence.find("picture-left (x -45") != std::string::npos,
                 row(p, "leg_r")->evidence.c_str());
        QCOMPARE(p.translate->bone, std::string("b1"));
        QCOMPARE(p.translate->scaleRig, (std::array<std::string, 2>{"b1", "b3"}));
        QVERIFY(readsBack(p, rig));
    }

    // The numbered wave with bones added to it: `leaves` leaves under its head (b3), each its own
    // branch, and a chain of `chain` bones under its root.
    static rig::Rig numberedWaveWith(std::size_t leaves, std::size_t chain)
    {
        auto doc = nlohmann::ordered_json::parse(
            test::readAll(QString::fromStdString(test::dataPath("automap/wave-numbered.rig.json"))).toStdString());
        for (std::size_t i = 0; i < leaves; ++i)
            doc["bones"].push_back({{"name", "leaf" + std::to_string(i)}, {"parent", "b3"}, {"length", 5}});
        for (std::size_t i = 0; i < chain; ++i)
            doc["bones"].push_back({{"name", "link" + std::to_string(i)},
                                    {"parent", i ? "link" + std::to_string(i - 1) : std::string("b0")},
                                    {"x", 1},
                                    {"length", 1}});
        auto read = rig::readRigText(doc.dump(), "rig.json");
        if (!read.ok())
            qFatal("%s", read.refusals.items()[0].message.c_str());
        return std::move(read.value);
    }

    // 5,000 leaves under one bone once took past 60 s and 8 GB (every triple of its children was
    // listed): the figure is still the wave's, found in a moment.
    void thousandsOfLeavesUnderTheHeadLeaveTheFigure()
    {
        const rig::Rig plain = loadRig(test::dataPath("automap/wave-numbered.rig.json"));
        const rig::Rig rig = numberedWaveWith(5000, 0);
        const automap::Proposal p = propose(rig);
        QCOMPARE(pairsOf(p), pairsOf(propose(plain)));
        QVERIFY(readsBack(p, rig));
    }

    // A chain of 100,000 bones under the root (the tree 100,000 deep) leaves the figure too:
    // automap once ran out of memory on such a rig, and every question about the tree walked to
    // the root.
    void aHundredThousandBoneChainIsAnswered()
    {
        const rig::Rig rig = numberedWaveWith(0, 100000);
        auto p = automap::proposeMap(rig, {.front = 'r'}, "rig.json");
        QVERIFY(p.ok());
        const rig::Rig plain = loadRig(test::dataPath("automap/wave-numbered.rig.json"));
        QCOMPARE(pairsOf(p.value), pairsOf(propose(plain)));
    }

    void galleryWalkTakesFrontAsAsked()
    {
        const rig::Rig rig = loadRig(test::dataPath("rigc/gallery/walk/rig.json"));
        const automap::Proposal r = propose(rig, 'r');
        QCOMPARE(r.convention, std::string("rig-c gallery"));
        QCOMPARE(row(r, "leg_r")->chain.bones, (Names{"thigh_f", "shin_f"}));
        QCOMPARE(row(r, "leg_r")->chain.joints, (Names{"r_hip", "r_knee", "r_ankle"}));
        QCOMPARE(row(r, "leg_l")->chain.bones, (Names{"thigh_b", "shin_b"}));
        QCOMPARE(row(r, "arm_r")->chain.bones, (Names{"arm_f", "hand_f"}));
        QCOMPARE(row(r, "arm_r")->chain.joints, (Names{"r_shoulder", "r_elbow", "r_wrist"}));
        // arm_b has nothing below it: one bone for the whole arm.
        QCOMPARE(row(r, "arm_l")->chain.bones, (Names{"arm_b"}));
        QCOMPARE(row(r, "arm_l")->chain.joints, (Names{"l_shoulder", "l_wrist"}));
        QVERIFY(row(r, "leg_r")->evidence.find("front taken as the subject's right; --front l swaps") !=
                std::string::npos);
        QCOMPARE(row(r, "trunk")->chain.bones, (Names{"torso"}));
        QCOMPARE(row(r, "trunk")->chain.aims, (Names{"neck"}));  // torso's x axis lies across the body
        QCOMPARE(row(r, "head")->chain.bones, (Names{"head"}));
        QCOMPARE(row(r, "head")->chain.aims, (Names{"face"}));  // the face, not an ear
        // arm_f's forearm hangs along its -y: aimed at hand_f's origin.
        QCOMPARE(row(r, "arm_r")->chain.aims, (Names{"hand_f", "x"}));
        QCOMPARE(r.translate->bone, std::string("hip"));
        // walk's legs are driven by ik constraints, which retarget refuses to key over: kept, flagged, last.
        QVERIFY2(row(r, "leg_r")
                         ->evidence.find("ik constraint \"leg_f_ik\" moves thigh_f; ik constraint \"leg_f_ik\" "
                                         "moves shin_f: retarget refuses") != std::string::npos,
                 row(r, "leg_r")->evidence.c_str());
        QCOMPARE(row(r, "leg_r")->confidence, 0.2);
        QVERIFY(row(r, "arm_r")->evidence.find("constraint") == std::string::npos);
        QVERIFY(readsBack(r, rig));

        const automap::Proposal l = propose(rig, 'l');
        QCOMPARE(row(l, "leg_l")->chain.bones, (Names{"thigh_f", "shin_f"}));
        QCOMPARE(row(l, "leg_l")->chain.joints, (Names{"l_hip", "l_knee", "l_ankle"}));
        QCOMPARE(row(l, "leg_r")->chain.bones, (Names{"thigh_b", "shin_b"}));
        QCOMPARE(row(l, "arm_l")->chain.bones, (Names{"arm_f", "hand_f"}));
        QCOMPARE(row(l, "arm_r")->chain.joints, (Names{"r_shoulder", "r_wrist"}));
        QVERIFY(row(l, "leg_l")->evidence.find("front taken as the subject's left") != std::string::npos);
        QVERIFY(readsBack(l, rig));
    }

    void gallerySquashAndRide()
    {
        for (const char* name : {"squash", "ride"}) {
            const rig::Rig rig = loadRig(test::dataPath(("rigc/gallery/" + std::string(name) + "/rig.json").c_str()));
            const automap::Proposal p = propose(rig);
            QCOMPARE(p.convention, std::string("rig-c gallery"));
            // One bone a leg, named by side: the whole leg, hip to ankle.
            QCOMPARE(row(p, "leg_r")->chain.bones, (Names{"leg_r"}));
            QCOMPARE(row(p, "leg_r")->chain.joints, (Names{"r_hip", "r_ankle"}));
            QCOMPARE(row(p, "leg_l")->chain.bones, (Names{"leg_l"}));
            QCOMPARE(row(p, "arm_r")->chain.bones, (Names{"arm_f", "hand_f"}));
            QCOMPARE(row(p, "arm_l")->chain.bones, (Names{"arm_b"}));
            QCOMPARE(row(p, "trunk")->chain.bones, (Names{"torso"}));
            QCOMPARE(row(p, "trunk")->chain.joints, (Names{"mid_hip", "neck"}));
            QCOMPARE(row(p, "head")->chain.bones, (Names{"head"}));
            QCOMPARE(p.translate->bone, std::string("hip"));
            // leg_l stands at picture-left, where a viewer-facing figure has its right: the name
            // is kept and the row says so.
            QVERIFY2(row(p, "leg_r")->evidence.find("the names are kept, check the sides") != std::string::npos,
                     row(p, "leg_r")->evidence.c_str());
            QVERIFY(row(p, "leg_r")->confidence < row(p, "arm_r")->confidence);
            QVERIFY2(readsBack(p, rig), name);
        }
        // ride's head has only its two ears below it: aimed at their midpoint.
        const automap::Proposal ride = propose(loadRig(test::dataPath("rigc/gallery/ride/rig.json")));
        QCOMPARE(row(ride, "head")->chain.aims, (Names{"ear_l+ear_r"}));
    }

    void aMixamoShapedFigureByNameAndByShape()
    {
        // Known by construction: the lowest spine bone carries the trunk, the collars, hands,
        // feet, toes, the upper spine, the neck and the head's end bone stay out.
        const Pairs expected = {{{"Hips"}, {"r_hip", "l_hip"}},
                                {{"Spine"}, {"mid_hip", "neck"}},
                                {{"Head"}, {"neck", "nose"}},
                                {{"RightArm", "RightForeArm"}, {"r_shoulder", "r_elbow", "r_wrist"}},
                                {{"LeftArm", "LeftForeArm"}, {"l_shoulder", "l_elbow", "l_wrist"}},
                                {{"RightUpLeg", "RightLeg"}, {"r_hip", "r_knee", "r_ankle"}},
                                {{"LeftUpLeg", "LeftLeg"}, {"l_hip", "l_knee", "l_ankle"}}};
        auto named = rig::readRigText(mixamoShapedRig(true), "named.json");
        QVERIFY(named.ok());
        const automap::Proposal byName = propose(named.value);
        QCOMPARE(byName.convention, std::string("Mixamo"));
        QCOMPARE(pairsOf(byName), expected);
        QVERIFY(readsBack(byName, named.value));

        // The same tree as j0, j1, ...: topology passes over the short collars and finds the same.
        auto numbered = rig::readRigText(mixamoShapedRig(false), "numbered.json");
        QVERIFY(numbered.ok());
        const automap::Proposal byShape = propose(numbered.value);
        std::map<std::string, std::string> toNumber;
        for (std::size_t i = 0; i < named.value.bones.size(); ++i)
            toNumber[named.value.bones[i].name] = numbered.value.bones[i].name;
        Pairs renamed;
        for (const auto& [bones, joints] : expected) {
            Names b;
            for (const std::string& name : bones)
                b.push_back(toNumber.at(name));
            renamed.insert({b, joints});
        }
        QCOMPARE(pairsOf(byShape), renamed);
        for (const automap::Row& r : byShape.rows)
            QCOMPARE(r.source, automap::Source::Topology);
        QVERIFY(readsBack(byShape, numbered.value));
    }

    void aSubsetOfRowsIsAMapToo()
    {
        const rig::Rig rig = waveRig();
        const automap::Proposal p = propose(rig);
        const std::vector<std::size_t> some = {1, 3};
        QVERIFY(readsBack(p, rig, &some));
        const auto json = automap::mapJsonOf(p, some, false);
        QCOMPARE(json["chains"].size(), std::size_t(2));
        QCOMPARE(json["chains"][0]["name"].get<std::string>(), p.rows[1].chain.name);
        QVERIFY(!json.contains("translate"));
        QVERIFY(json["chains"][1]["note"].get<std::string>().find(p.rows[3].evidence) != std::string::npos);
        QVERIFY(json["note"].get<std::string>().find("rig-pose automap") != std::string::npos);
    }

    void noFigureIsRefused_data()
    {
        QTest::addColumn<QString>("rig");
        QTest::newRow("one bone") << QString::fromUtf8(
            R"({"spec": "rigc-rig/1", "name": "one", "skeleton": {"width": 10, "height": 10}, "slots": [], "bones": [{"name": "root"},
            {"name": "a", "parent": "root", "length": 10}]})");
        QTest::newRow("three in a line") << QString::fromUtf8(
            R"({"spec": "rigc-rig/1", "name": "line", "skeleton": {"width": 10, "height": 10}, "slots": [], "bones": [{"name": "root"},
            {"name": "a", "parent": "root", "length": 10}, {"name": "b", "parent": "a", "x": 10, "length": 10},
            {"name": "c", "parent": "b", "x": 10, "length": 10}]})");
    }

    void noFigureIsRefused()
    {
        QFETCH(QString, rig);
        auto read = rig::readRigText(rig.toStdString(), "line.json");
        QVERIFY(read.ok());
        auto p = automap::proposeMap(read.value, {}, "line.json");
        QVERIFY(p.refusals.has("AUTOMAP_NONE"));
        QCOMPARE(p.refusals.total(), std::size_t(1));
        QVERIFY(p.refusals.items()[0].message.rfind("line.json: ", 0) == 0);
        QVERIFY(p.value.rows.empty());
    }
};

QTEST_GUILESS_MAIN(TestPropose)
#include "tst_propose.moc"
