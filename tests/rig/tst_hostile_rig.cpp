// Hostile rigs refused at read (issue 36): names that are empty or hold a control character,
// meshes whose arrays Spine would read past or misread, and a slot's setup attachment no skin
// has. Each case is one small rig built from tests/data/rig/base.rig.json with one thing
// changed, so each must give exactly the refusal it is about and nothing else. The malformed
// fixtures (tests/data/malformed/rig-*, cases.tsv) hold the same rules as files.

#include <QTest>

#include <fstream>
#include <sstream>

#include "rigpose/rig/field_reader.h"
#include "rigpose/rig/reader.h"
#include "testutils.h"

using namespace rigpose;
using namespace rigpose::rig;
using json = nlohmann::ordered_json;

namespace {

json baseRig()
{
    std::ifstream in(test::dataPath("rig/base.rig.json"));
    std::stringstream text;
    text << in.rdbuf();
    return json::parse(text.str());
}

// A quad: four vertices, two triangles, x, y per vertex.
json quad()
{
    return json::parse(R"({"type":"mesh","uvs":[0,0,1,0,1,1,0,1],"triangles":[0,1,2,2,3,0],
                           "vertices":[0,0,20,0,20,5,0,5],"hull":4})");
}

json withMesh(const json& mesh)
{
    json rig = baseRig();
    rig["skins"]["default"]["arm"]["arm_mesh"] = mesh;
    return rig;
}

Loaded<Rig> read(const json& rig) { return readRigText(rig.dump(), "hostile.json"); }

// The one refusal `rig` gives, which must be `code` and hold every fragment.
void refusedOnceAs(const json& rig, const std::string& code, std::initializer_list<std::string> fragments)
{
    const auto loaded = read(rig);
    std::string seen;
    for (const Refusal& r : loaded.refusals.items())
        seen += r.code + ": " + r.message + "\n";
    QVERIFY2(loaded.refusals.total() == 1, seen.c_str());
    const Refusal& r = loaded.refusals.items().front();
    QCOMPARE(r.code, code);
    QVERIFY2(r.message.rfind("hostile.json ", 0) == 0, r.message.c_str());
    for (const std::string& f : fragments)
        QVERIFY2(r.message.find(f) != std::string::npos, (f + "\nnot in: " + r.message).c_str());
    // A refusal is one line, whatever the name it quotes.
    QVERIFY2(r.message.find_first_of("\n\r") == std::string::npos, r.message.c_str());
}

}  // namespace

class TestHostileRig : public QObject {
    Q_OBJECT
private slots:
    void theBaseRigReads() { QVERIFY(read(baseRig()).ok()); }

    void aNameIsQuotedWithItsControlCharactersEscaped()
    {
        QCOMPARE(quotedName("arm"), std::string("\"arm\""));
        QCOMPARE(quotedName("a\nb\tc\rd"), std::string("\"a\\nb\\tc\\rd\""));
        QCOMPARE(quotedName(std::string("a\0b", 3)), std::string("\"a\\u0000b\""));
        QCOMPARE(quotedName("a\x7f"), std::string("\"a\\u007f\""));
        QCOMPARE(quotedName("a\xc2\x85"), std::string("\"a\\u0085\""));  // U+0085, next line
        // Printable text beyond ASCII, and quotes, are as written (messages are unchanged for them).
        QCOMPARE(quotedName("bra\xc3\xa7o \"r\""), std::string("\"bra\xc3\xa7o \"r\"\""));
        QCOMPARE(firstControlCharacter("ok \xc2\xa0 ok"), std::nullopt);  // U+00A0 is printable
        QCOMPARE(firstControlCharacter("x\xc2\x9f"), std::optional<char32_t>(0x9f));
    }

    void anEmptyBoneOrSlotNameIsRefused()
    {
        json rig = baseRig();
        rig["bones"].push_back({{"name", ""}, {"parent", "root"}});
        refusedOnceAs(rig, "RIG_SHAPE", {"hostile.json bone 3: the bone's name is empty; name it"});
        rig = baseRig();
        rig["slots"].push_back({{"name", ""}, {"bone", "hand"}});
        refusedOnceAs(rig, "RIG_SHAPE", {"hostile.json slot 1: the slot's name is empty; name it"});
    }

    void twoEmptyNamesAreRefusedAsEmptyNotAsDuplicates()
    {
        json rig = baseRig();
        rig["bones"].push_back({{"name", ""}, {"parent", "root"}});
        rig["bones"].push_back({{"name", ""}, {"parent", "root"}});
        const auto loaded = read(rig);
        QCOMPARE(loaded.refusals.total(), std::size_t(2));
        QVERIFY(!loaded.refusals.has("RIG_DUPLICATE"));
        QVERIFY(loaded.refusals.items()[1].message.find("bone 4: the bone's name is empty") != std::string::npos);
        // Named twice, a bone or slot is a duplicate as before.
        rig = baseRig();
        rig["bones"].push_back({{"name", "hand"}, {"parent", "root"}});
        refusedOnceAs(rig, "RIG_DUPLICATE", {"bone 3 (\"hand\"): a second bone called \"hand\"; rename one"});
        rig = baseRig();
        rig["slots"].push_back({{"name", "arm"}, {"bone", "hand"}});
        refusedOnceAs(rig, "RIG_DUPLICATE", {"slot 1 (\"arm\"): a second slot called \"arm\"; rename one"});
    }

    void anEmptySkinOrAttachmentNameIsRefused()
    {
        json rig = baseRig();
        rig["skins"][""] = json::object();
        refusedOnceAs(rig, "RIG_SHAPE", {"skin \"\": the skin's name is empty; name it"});
        rig = baseRig();
        rig["skins"]["default"]["arm"][""] = {{"width", 1}, {"height", 1}};
        refusedOnceAs(rig, "RIG_SHAPE",
                      {"skin \"default\" slot \"arm\" attachment \"\": the attachment's name is empty; name it"});
    }

    void aControlCharacterInANameIsRefused_data()
    {
        QTest::addColumn<QByteArray>("name");
        QTest::addColumn<QString>("spelled");
        QTest::addColumn<QString>("said");
        QTest::newRow("line feed") << QByteArray("l_arm\nPROPOSE x") << "\"l_arm\\nPROPOSE x\""
                                   << "U+000A, a line feed";
        QTest::newRow("carriage return") << QByteArray("a\rb") << "\"a\\rb\""
                                         << "U+000D, a carriage return";
        QTest::newRow("tab") << QByteArray("a\tb") << "\"a\\tb\""
                             << "U+0009, a tab";
        QTest::newRow("NUL") << QByteArray("a\0b", 3) << "\"a\\u0000b\""
                             << "U+0000, NUL";
        QTest::newRow("escape") << QByteArray("a\x1b[31m") << "\"a\\u001b[31m\""
                                << "U+001B";
        QTest::newRow("delete") << QByteArray("a\x7f") << "\"a\\u007f\""
                                << "U+007F";
        QTest::newRow("next line (C1)") << QByteArray("a\xc2\x85") << "\"a\\u0085\""
                                        << "U+0085";
    }

    void aControlCharacterInANameIsRefused()
    {
        QFETCH(QByteArray, name);
        QFETCH(QString, spelled);
        QFETCH(QString, said);
        const std::string n = name.toStdString(), q = spelled.toStdString(), why = said.toStdString();
        const std::string control = "'s name holds a control character (" + why + "); rename it";
        // A bone (the slot and the constraint name it, so the rig is whole otherwise).
        json rig = baseRig();
        rig["bones"].push_back({{"name", n}, {"parent", "root"}});
        refusedOnceAs(rig, "RIG_SHAPE", {"bone 3 (" + q + "): the bone" + control});
        // A slot, its skin entry following it.
        rig = baseRig();
        rig["slots"].push_back({{"name", n}, {"bone", "hand"}});
        refusedOnceAs(rig, "RIG_SHAPE", {"slot 1 (" + q + "): the slot" + control});
        // A skin.
        rig = baseRig();
        rig["skins"][n] = {{"arm", {{"arm", {{"width", 1}, {"height", 1}}}}}};
        refusedOnceAs(rig, "RIG_SHAPE", {"skin " + q + ": the skin" + control});
        // An attachment (placeholder).
        rig = baseRig();
        rig["skins"]["default"]["arm"][n] = {{"width", 1}, {"height", 1}};
        refusedOnceAs(rig, "RIG_SHAPE", {"attachment " + q + ": the attachment" + control});
    }

    void aNameQuotedByAnotherRefusalStaysOnItsLine()
    {
        // A parent and a slot's bone that name no bone, spelled with a line feed.
        json rig = baseRig();
        rig["bones"][2]["parent"] = "arm\nx";
        refusedOnceAs(rig, "RIG_PARENT", {"parent \"arm\\nx\" is not a bone of this rig"});
        rig = baseRig();
        rig["bones"][1]["bogus\nkey"] = 1;
        refusedOnceAs(rig, "RIG_KEYS", {"\"bogus\\nkey\" is not a key rig-c knows here"});
    }

    void aSetupAttachmentNoSkinHasIsRefused()
    {
        json rig = baseRig();
        rig["slots"][0]["attachment"] = "arm_v2";
        refusedOnceAs(rig, "RIG_REFERENCE",
                      {"slot 0 (\"arm\"): setup attachment \"arm_v2\" is under no skin of this rig",
                       "one the slot has (\"arm\") or to null"});
        // A slot no skin fills lists none.
        rig = baseRig();
        rig["slots"].push_back({{"name", "cuff"}, {"bone", "hand"}, {"attachment", "cuff"}});
        refusedOnceAs(rig, "RIG_REFERENCE", {"slot 1 (\"cuff\"): setup attachment \"cuff\"", "(it has none)"});
        // No skins at all: the same.
        rig = baseRig();
        rig.erase("skins");
        refusedOnceAs(rig, "RIG_REFERENCE", {"slot 0 (\"arm\"): setup attachment \"arm\"", "(it has none)"});
    }

    void aSetupAttachmentUnderAnySkinReads()
    {
        json rig = baseRig();
        rig["skins"]["red"] = {{"arm", {{"arm_red", {{"width", 1}, {"height", 1}}}}}};
        rig["slots"][0]["attachment"] = "arm_red";  // under "red" only
        QVERIFY(read(rig).ok());
        rig["slots"][0]["attachment"] = nullptr;  // the slot starts empty
        QVERIFY(read(rig).ok());
        rig["slots"][0].erase("attachment");
        QVERIFY(read(rig).ok());
    }

    void aWellFormedMeshReads()
    {
        QVERIFY(read(withMesh(quad())).ok());
        // Weighted: per vertex its bone count, then bone index, x, y and weight per bone.
        json weighted = quad();
        weighted["vertices"] = json::parse("[1,1,0,0,1, 1,1,20,0,1, 2,1,20,5,0.5,2,0,0,0.5, 1,2,0,5,1]");
        QVERIFY(read(withMesh(weighted)).ok());
        // Edges (the editor's) are corners below twice the vertex count.
        json edged = quad();
        edged["edges"] = json::parse("[0,2,2,4,4,6,6,0]");
        QVERIFY(read(withMesh(edged)).ok());
        // A whole number written with a fraction is still a whole index, as Spine reads it.
        json written = quad();
        written["triangles"] = json::parse("[0,1,2,2.0,3,0]");
        QVERIFY(read(withMesh(written)).ok());
        // rig-c makes a generated mesh's arrays, so none is asked for here.
        QVERIFY(read(withMesh(json::parse(R"({"type":"mesh","generator":{"grid":[2,2]}})"))).ok());
    }

    void aMalformedMeshIsRefusedNamingItsArrayAndIndex_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("value");  // JSON; null removes the key
        QTest::addColumn<QString>("fragment");
        QTest::newRow("triangle past the vertices") << "triangles"
                                                    << "[0,1,2,2,3,4]"
                                                    << "triangles[5] is 4, past the vertices: the mesh's 4 vertices "
                                                       "are 0 to 3 (\"uvs\" holds 8 numbers)";
        QTest::newRow("several past") << "triangles"
                                      << "[0,9,2,2,7,8]"
                                      << "triangles[1] is 9, past the vertices: the mesh's 4 vertices are 0 to 3 "
                                         "(\"uvs\" holds 8 numbers) (2 more entries are out of range too)";
        QTest::newRow("negative index") << "triangles"
                                        << "[0,1,2,2,3,-1]"
                                        << "triangles[5] is -1, not a vertex index";
        QTest::newRow("fractional index") << "triangles"
                                          << "[0,0.5,2,2,3,0]"
                                          << "triangles[1] is 0.5, not a vertex index";
        QTest::newRow("index as text") << "triangles"
                                       << "[0,1,\"2\",2,3,0]"
                                       << "triangles[2] is \"2\" (not a number); every entry must be a finite number";
        QTest::newRow("not a multiple of 3") << "triangles"
                                             << "[0,1,2,2,3]"
                                             << "\"triangles\" holds 5 indices, not a multiple of 3";
        QTest::newRow("triangles missing") << "triangles"
                                           << "null"
                                           << "a mesh needs \"triangles\"";
        QTest::newRow("uvs odd") << "uvs"
                                 << "[0,0,1,0,1,1,0,1,1]"
                                 << "\"uvs\" holds 9 numbers, an odd count";
        QTest::newRow("uvs not an array") << "uvs"
                                          << "{}"
                                          << "\"uvs\" must be an array of numbers";
        QTest::newRow("more uvs than vertices")
            << "uvs"
            << "[0,0,1,0,1,1,0,1,0.5,0.5]"
            << "\"vertices\" holds 8 numbers, not the 10 of x, y per vertex, so Spine reads it weighted";
        QTest::newRow("vertices short") << "vertices"
                                        << "[0,0,20,0,20,5,0]"
                                        << "\"vertices\" holds 7 numbers, not the 8 of x, y per vertex, so Spine "
                                           "reads it weighted: vertices[0] is 0, where weighted vertex 0's bone count";
        QTest::newRow("vertices missing") << "vertices"
                                          << "null"
                                          << "a mesh needs \"vertices\"";
        QTest::newRow("weighted bone past the rig")
            << "vertices"
            << "[1,0,0,0,1, 1,1,0,0,1, 1,2,0,0,1, 1,3,0,0,1]"
            << "vertices[16] is 3, bone 0 of weighted vertex 3; a bone is its index among the rig's bones, 0 to 2";
        QTest::newRow("weighted bone negative") << "vertices"
                                                << "[1,0,0,0,1, 2,1,0,0,0.5,-1,0,0,0.5, 1,2,0,0,1, 1,0,0,0,1]"
                                                << "vertices[10] is -1, bone 1 of weighted vertex 1";
        QTest::newRow("weighted count zero") << "vertices"
                                             << "[1,0,0,0,1, 0, 1,2,0,0,1, 1,0,0,0,1]"
                                             << "vertices[5] is 0, where weighted vertex 1's bone count stands";
        QTest::newRow("weighted count fractional") << "vertices"
                                                   << "[1.5,0,0,0,1, 1,1,0,0,1]"
                                                   << "vertices[0] is 1.5, where weighted vertex 0's bone count";
        QTest::newRow("weighted list cut short") << "vertices"
                                                 << "[1,0,0,0,1, 1,1,0,0,1, 1,2,0,0,1, 3,0,0]"
                                                 << "weighted vertex 3 (vertices[15]) has 3 bones, which take 12 "
                                                    "numbers after the count, but only 2 follow";
        QTest::newRow("a bone count far too large") << "vertices"
                                                    << "[1e300,0,0]"
                                                    << "has 1e+300 bones, which take 4e+300 numbers";
        QTest::newRow("weighted, one vertex too few")
            << "vertices"
            << "[1,0,0,0,1, 1,1,0,0,1, 1,2,0,0,1]"
            << "it holds 3 weighted vertices, but the mesh's 4 vertices are 0 to 3 (\"uvs\" holds 8 numbers); give "
               "one vertex per uv pair";
        QTest::newRow("vertex not finite") << "vertices"
                                           << "[0,0,20,0,20,\"5\",0,5]"
                                           << "vertices[5] is \"5\" (not a number)";
        QTest::newRow("hull past the vertices") << "hull"
                                                << "5"
                                                << "\"hull\" is 5; it counts the vertices on the outline, a whole "
                                                   "number from 0 to 4";
        QTest::newRow("hull fractional") << "hull"
                                         << "2.5"
                                         << "\"hull\" is 2.5";
        QTest::newRow("edge past the vertices") << "edges"
                                                << "[0,2,2,8]"
                                                << "edges[3] is 8, past the vertices: an edge's corners are below 8";
        QTest::newRow("edges odd") << "edges"
                                   << "[0,2,2]"
                                   << "\"edges\" holds 3 numbers, an odd count";
    }

    void aMalformedMeshIsRefusedNamingItsArrayAndIndex()
    {
        QFETCH(QString, key);
        QFETCH(QString, value);
        QFETCH(QString, fragment);
        json mesh = quad();
        const json v = json::parse(value.toStdString());
        if (v.is_null())
            mesh.erase(key.toStdString());
        else
            mesh[key.toStdString()] = v;
        refusedOnceAs(withMesh(mesh), "RIG_MESH",
                      {"hostile.json skin \"default\" slot \"arm\" attachment \"arm_mesh\": ", fragment.toStdString()});
    }

    void aMeshWeightedByNameLeavesItsVerticesToTheBuild()
    {
        // rig-c weights such a mesh itself; the build refuses it (SPINE_MESH), the reader does not.
        json mesh = quad();
        mesh.erase("vertices");
        mesh["weights"] = json::parse(R"([{"arm":1}])");
        QVERIFY(read(withMesh(mesh)).ok());
        // Its triangles are still held to its uvs.
        mesh["triangles"] = json::parse("[0,1,4]");
        refusedOnceAs(withMesh(mesh), "RIG_MESH", {"triangles[2] is 4, past the vertices"});
    }
};

QTEST_GUILESS_MAIN(TestHostileRig)
#include "tst_hostile_rig.moc"
