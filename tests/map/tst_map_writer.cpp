// The map's writer (rigpose/map/map_json.h), read back by the map's reader: a map written whole
// reads as the values it was written from; a key at its default is left out and reads as that
// default (the defaults are the reader's own, map_keys.h); the wave example and every map automap
// proposes are exactly what the writer writes for the chains they read as; an edit of one key
// keeps the others where they were; alternate-set edits read back as the set they say.

#include <QDir>
#include <QTest>

#include "json_keys.h"
#include "json_compare.h"
#include "rigpose/automap/automap.h"
#include "rigpose/map/map.h"
#include "rigpose/map/map_json.h"
#include "rigpose/map/map_keys.h"
#include "test_rigs.h"
#include "testutils.h"

using namespace rigpose;
using json = nlohmann::ordered_json;
namespace mw = map::writer;

namespace {

using rigpose::test::keysOf;

std::string text(const std::string& path) { return test::readAll(QString::fromStdString(path)).toStdString(); }

std::string firstProblem(const RefusalList& refusals)
{
    return refusals.items().empty() ? std::string() : refusals.items().front().message;
}

// The map's bytes as the studio and automap write them, read by the reader.
Loaded<map::Map> readBack(const json& doc, const rig::Rig& rig) { return map::readMapText(doc.dump(2), "map", rig); }

// A chain as read, handed back to the writer as the fields it was written from.
mw::ChainFields fieldsOf(const map::Chain& c)
{
    mw::ChainFields f;
    f.name = c.name;
    f.bones = c.bones;
    for (const map::PosePoint& p : c.joints)
        f.joints.push_back(p.name);
    for (const map::Aim& a : c.aims)
        f.aims.push_back(a.text);
    f.bend = c.bendStated ? std::string(map::bendName(c.bend)) : std::string();
    f.reach = c.reach;
    f.nod = c.nod;
    f.range = c.range;
    f.note = c.note;
    return f;
}

json translateOf(const map::Translate& t)
{
    return mw::translateJson(t.bone, t.joint.name, {t.scalePose[0].name, t.scalePose[1].name},
                             {t.scaleRig[0].text, t.scaleRig[1].text});
}

mw::ChainFields fields(std::string name, std::vector<std::string> bones, std::vector<std::string> joints)
{
    mw::ChainFields f;
    f.name = std::move(name);
    f.bones = std::move(bones);
    f.joints = std::move(joints);
    return f;
}

// Every key the writer sets on the wave's stick rig, each off its default.
json waveMapWhole()
{
    json doc = mw::emptyMap();
    mw::setMapNote(doc, "written by the writer");
    json chains = json::array();
    chains.push_back(mw::chainJson(fields("pelvis", {"hip"}, {"r_hip", "l_hip"})));
    mw::ChainFields trunk = fields("trunk", {"chest"}, {"mid_hip", "neck"});
    trunk.aims = {"head"};
    trunk.reach = true;
    chains.push_back(mw::chainJson(trunk));
    mw::ChainFields head = fields("head", {"head"}, {"r_eye", "l_eye"});
    head.aims = {"head>head:tip"};
    head.nod = false;
    head.note = "the eye line";
    chains.push_back(mw::chainJson(head));
    mw::ChainFields armR = fields("arm_r", {"r_upper_arm", "r_forearm"}, {"r_shoulder", "r_elbow", "r_wrist"});
    armR.bend = "ccw";
    armR.range = {{"r_forearm", 0, 150.5}, {"r_upper_arm", -90, 90}};
    chains.push_back(mw::chainJson(armR));
    mw::ChainFields armL = fields("arm_l", {"l_upper_arm", "l_forearm"}, {"l_shoulder", "l_elbow", "l_wrist"});
    armL.bend = "free";
    chains.push_back(mw::chainJson(armL));
    mw::putMapKey(doc, "chains", std::move(chains));
    mw::putMapKey(doc, "translate", mw::translateJson("hip", "mid_hip", {"mid_hip", "neck"}, {"hip", "head"}));
    return doc;
}

}  // namespace

class TestMapWriter : public QObject {
    Q_OBJECT

private slots:
    void aMapWrittenWholeReadsBackAsWritten()
    {
        const rig::Rig rig = test::waveRig();
        const json doc = waveMapWhole();
        QCOMPARE(keysOf(doc), (std::vector<std::string>{"spec", "note", "chains", "translate"}));
        const auto read = readBack(doc, rig);
        QVERIFY2(read.ok(), firstProblem(read.refusals).c_str());
        QCOMPARE(read.value.chains.size(), std::size_t(5));
        const map::Chain& trunk = read.value.chains[1];
        QCOMPARE(trunk.aims[0].text, std::string("head"));
        QVERIFY(trunk.aims[0].kind == map::AimKind::Point);
        QVERIFY(trunk.reach && trunk.reachStated);
        const map::Chain& head = read.value.chains[2];
        QVERIFY(head.aims[0].kind == map::AimKind::Between);
        QCOMPARE(head.nod, std::optional<bool>(false));
        QCOMPARE(head.note, std::string("the eye line"));
        const map::Chain& arm = read.value.chains[3];
        QVERIFY(arm.bend == map::Bend::Ccw && arm.bendStated);
        // The range in the chain's bone order, whatever order it was given in.
        QCOMPARE(arm.range.size(), std::size_t(2));
        QCOMPARE(arm.range[0].bone, std::string("r_upper_arm"));
        QCOMPARE(arm.range[1].bone, std::string("r_forearm"));
        QCOMPARE(arm.range[1].max, 150.5);
        QCOMPARE(doc["chains"][3]["range"].dump(), std::string(R"({"r_upper_arm":[-90,90],"r_forearm":[0,150.5]})"));
        QVERIFY(read.value.chains[4].bend == map::Bend::Free);
        QVERIFY(read.value.translate);
        QCOMPARE(read.value.translate->bone, std::string("hip"));
        QCOMPARE(read.value.translate->scaleRig[1].text, std::string("head"));
        // Each chain as read, written again, is the chain that was written.
        for (std::size_t i = 0; i < read.value.chains.size(); ++i)
            RIGPOSE_COMPARE_JSON(mw::chainJson(fieldsOf(read.value.chains[i])), doc["chains"][i]);
        RIGPOSE_COMPARE_JSON(translateOf(*read.value.translate), doc["translate"]);
    }

    void aDefaultIsLeftOutAndReadAsTheReadersDefault()
    {
        // The writer's defaults are the reader's: one place says what a key left out reads as.
        QCOMPARE(map::Aim{}.text, std::string(map::keys::kAimDefault));
        QCOMPARE(std::string(map::bendName(map::Chain{}.bend)), std::string(map::keys::kBendDefault));
        QCOMPARE(map::Chain{}.reach, map::keys::kReachDefault);
        QVERIFY(!map::Chain{}.nod);

        mw::ChainFields trunk = fields("trunk", {"chest"}, {"mid_hip", "neck"});
        trunk.aims = {"x"};
        trunk.bend = "rest";
        const json chain = mw::chainJson(trunk);
        QCOMPARE(keysOf(chain), (std::vector<std::string>{"name", "bones", "joints"}));
        const rig::Rig rig = test::waveRig();
        json doc = mw::emptyMap();
        doc["chains"].push_back(chain);
        const auto read = readBack(doc, rig);
        QVERIFY2(read.ok(), firstProblem(read.refusals).c_str());
        const map::Chain& c = read.value.chains[0];
        QCOMPARE(c.aims[0].text, std::string("x"));
        QVERIFY(c.aims[0].kind == map::AimKind::X);
        QVERIFY(c.bend == map::Bend::Rest && !c.bendStated);
        QVERIFY(!c.reach && !c.reachStated);
        QVERIFY(!c.nod && c.range.empty() && c.note.empty());

        // Set and set back to the default: the key comes and goes, the rest stays as it was.
        json edited = chain;
        mw::setChainBend(edited, "cw");
        mw::setChainReach(edited, true);
        mw::setChainNod(edited, true);
        mw::setChainRange(edited, {{"chest", -10, 10}});
        mw::setChainNote(edited, "n");
        mw::setChainAims(edited, {"head"});
        QCOMPARE(keysOf(edited), map::keys::kChain);
        mw::setChainBend(edited, "rest");
        mw::setChainReach(edited, false);
        mw::setChainNod(edited, std::nullopt);
        mw::setChainRange(edited, {});
        mw::setChainNote(edited, "");
        mw::setChainAims(edited, {"x"});
        RIGPOSE_COMPARE_JSON(edited, chain);
    }

    void anEditKeepsTheKeysAChainHas()
    {
        const rig::Rig rig = test::waveRig();
        json doc = json::parse(text(test::sourcePath("resources/examples/wave/map.json")));
        json& arm = doc["chains"][3];
        mw::setChainNote(arm, "the right arm");
        QCOMPARE(keysOf(arm), (std::vector<std::string>{"name", "bones", "joints", "bend", "note"}));
        // A key the chain lacks goes where the format lists it (before the note), one it has stays.
        mw::setChainRange(arm, {{"r_forearm", 0, 145}});
        mw::setChainAims(arm, {"x", "r_forearm:tip"});
        mw::setChainBend(arm, "cw");
        mw::setChainBones(arm, {"r_upper_arm", "r_forearm"});
        QCOMPARE(keysOf(arm), (std::vector<std::string>{"name", "bones", "joints", "aim", "bend", "range", "note"}));
        // Keys out of the format's order keep their places; an unknown key stays where it is.
        json odd = json::parse(R"({"joints": ["neck", "nose"], "name": "head", "extra": 1, "bones": ["head"]})");
        mw::setChainName(odd, "head2");
        mw::setChainReach(odd, true);
        QCOMPARE(keysOf(odd), (std::vector<std::string>{"joints", "name", "extra", "bones", "reach"}));
        const auto read = readBack(doc, rig);
        QVERIFY2(read.ok(), firstProblem(read.refusals).c_str());
        const map::Chain& c = read.value.chains[3];
        QCOMPARE(c.note, std::string("the right arm"));
        QVERIFY(c.bend == map::Bend::Cw);
        QCOMPARE(c.aims[1].text, std::string("r_forearm:tip"));
        QCOMPARE(c.range.size(), std::size_t(1));
        QCOMPARE(c.range[0].max, 145.0);
        QCOMPARE(doc["chains"][3]["range"].dump(), std::string(R"({"r_forearm":[0,145]})"));
    }

    void theWaveExampleIsTheWritersOwn()
    {
        const rig::Rig rig = test::waveRig();
        const json example = json::parse(text(test::sourcePath("resources/examples/wave/map.json")));
        const auto read = readBack(example, rig);
        QVERIFY(read.ok());
        json doc = mw::emptyMap();
        mw::setMapNote(doc, example["note"].get<std::string>());
        for (const map::Chain& c : read.value.chains)
            doc["chains"].push_back(mw::chainJson(fieldsOf(c)));
        mw::putMapKey(doc, "translate", translateOf(*read.value.translate));
        RIGPOSE_COMPARE_JSON(doc, example);
    }

    void everyMapAutomapProposesIsTheWritersOwn()
    {
        const QStringList rigs =
            QDir(QString::fromStdString(test::dataPath("automap"))).entryList({QStringLiteral("*.rig.json")});
        QVERIFY(rigs.size() >= 4);
        for (const QString& name : rigs) {
            const rig::Rig rig = test::loadRig(test::dataPath("automap/") + name.toStdString());
            const auto proposal = automap::proposeMap(rig);
            QVERIFY2(proposal.ok(), qPrintable(name));
            const json doc = automap::mapJsonOf(proposal.value);
            const auto read = map::readMapText(automap::mapTextOf(doc), name.toStdString(), rig);
            QVERIFY2(read.ok(),
                     qPrintable(name + QStringLiteral(": ") + QString::fromStdString(firstProblem(read.refusals))));
            QCOMPARE(keysOf(doc).front(), std::string("spec"));
            QCOMPARE(read.value.chains.size(), doc["chains"].size());
            for (std::size_t i = 0; i < read.value.chains.size(); ++i)
                RIGPOSE_COMPARE_JSON(mw::chainJson(fieldsOf(read.value.chains[i])), doc["chains"][i]);
            if (read.value.translate)
                RIGPOSE_COMPARE_JSON(translateOf(*read.value.translate), doc["translate"]);
        }
    }

    void alternateEditsReadBackAsTheSetTheySay()
    {
        const rig::Rig rig = test::loadRig(test::dataPath("map/drawn.rig.json"));
        json doc = json::parse(text(test::dataPath("map/alternates.map.json")));
        json& set = doc["alternates"][0];
        mw::setSetName(set, "raised_right");
        mw::setSetNote(set, "the right arm raised");
        mw::setSlotChoice(set, "torso", {mw::SlotChoice::Kind::Hidden, {}});
        mw::setSlotChoice(set, "forearm_r", {});  // back to its setup drawing: out of hides
        mw::setPair(set, "pose", "r_wrist", Eigen::Vector2d(381.5, 360));
        mw::setPair(set, "offsets", "r_forearm", std::nullopt);
        mw::setAngle(set, "r_forearm", 72.5);
        QCOMPARE(keysOf(set), (std::vector<std::string>{"name", "note", "slots", "hides", "chains", "pose", "drawn"}));
        // A new set beside it, as the Alternates tab adds one and fills it in.
        json added = mw::alternateSet(mw::freeName(doc["alternates"], "raised_right"), {"arm_l"});
        QCOMPARE(mw::nameOf(added), std::string("raised_right2"));
        mw::setSlotChoice(added, "upperarm_l", {mw::SlotChoice::Kind::Hidden, {}});
        mw::setPair(added, "pose", "l_shoulder", Eigen::Vector2d(500, 600));
        mw::setPair(added, "pose", "l_elbow", Eigen::Vector2d(560, 480));
        mw::setPair(added, "pose", "l_wrist", Eigen::Vector2d(520, 360));
        doc["alternates"].push_back(added);  // `set` is not to be used after this: the array may move

        const auto read = readBack(doc, rig);
        QVERIFY2(read.ok(), firstProblem(read.refusals).c_str());
        QCOMPARE(read.value.alternates.size(), std::size_t(2));
        const map::AlternateSet& a = read.value.alternates[0];
        QCOMPARE(a.name, std::string("raised_right"));
        QCOMPARE(a.shows.size(), std::size_t(2));  // torso is hidden now
        QCOMPARE(a.hides, (std::vector<std::string>{"upperarm_r", "torso"}));
        QCOMPARE(a.joint("r_wrist")->at, Eigen::Vector2d(381.5, 360));
        QCOMPARE(a.drawn[1].degrees, 72.5);
        QVERIFY(a.offsets.empty());
        const map::AlternateSet& b = read.value.alternates[1];
        QVERIFY(b.shows.empty());
        QCOMPARE(b.hides, std::vector<std::string>{"upperarm_l"});
        QCOMPARE(b.chains, std::vector<std::string>{"arm_l"});
        QCOMPARE(b.pose.size(), std::size_t(3));
        QCOMPARE(doc["alternates"][0]["pose"]["r_wrist"].dump(), std::string("[381.5,360]"));
    }
};

QTEST_APPLESS_MAIN(TestMapWriter)
#include "tst_map_writer.moc"
