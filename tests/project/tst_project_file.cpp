// The project file read with no Qt (core/project): every field written is read back equal, every
// wrong field is PROJECT_FIELD naming it, and each option is held to the very bounds the CLI
// holds its flag to (the CLI is run on the bundled example with the same value).

#include <QTemporaryDir>
#include <QTest>

#include "rigpose/project/project_file.h"
#include "testutils.h"

using namespace rigpose;

namespace {

QString wave(const char* name)
{
    return QString::fromStdString(test::sourcePath((std::string("resources/examples/wave/") + name).c_str()));
}

std::string withField(const std::string& section, const std::string& key, const std::string& value)
{
    if (section == "hold")
        return R"({"spec":"rigpose-project/1","clean":{"hold":{")" + key + "\":" + value + "}}}";
    return R"({"spec":"rigpose-project/1",")" + section + R"(":{")" + key + "\":" + value + "}}";
}

QString firstMessage(const RefusalList& refusals)
{
    return refusals.empty() ? QString() : QString::fromStdString(refusals.items().front().message);
}

}  // namespace

class TestProjectFile : public QObject {
    Q_OBJECT

private slots:
    void everyFieldIsReadBackEqual()
    {
        project::ProjectFile p;
        p.paths = {"seq/pose.json", "../rigs/hero", "/abs/map.json",    "frames",           "keys/pelvis.json",
                   "c.json",        "cam.json",     "base/motion.json", "blink.tracks.json"};
        p.clean.loop = true;
        p.clean.legs = 9;
        p.clean.rest = 1;
        p.clean.hipsInferred = true;
        p.clean.holdParams = {0.02, 0.05, 0.75, 4};
        p.clean.depth = clean::Gait::Run;
        p.clean.person = "b";
        p.retarget.name = "dance";
        p.retarget.minScore = 0.45;
        p.retarget.person = "b";
        p.retarget.shortFraction = 0.6;
        p.retarget.flipDegrees = 120;
        p.retarget.bends = retarget::BendMode::Clamp;
        p.retarget.plantFeet = true;
        p.retarget.floor = -12.5;
        p.retarget.stance = 0.05;
        p.retarget.idle = "breathe";
        p.retarget.carryIdle = true;
        p.retarget.switchTolerance = 40;
        p.retarget.switchMin = 0.5;
        const std::string text = project::projectText(p);
        const auto read = project::readProjectText(text, "p.rigpose.json");
        QVERIFY2(read.ok(), qPrintable(firstMessage(read.refusals)));
        QVERIFY(read.value.clean == p.clean);
        QVERIFY(read.value.retarget == p.retarget);
        QCOMPARE(read.value.paths.rig, p.paths.rig);
        QCOMPARE(read.value.paths.cameraKeys, p.paths.cameraKeys);
        QCOMPARE(read.value.paths.baseMotion, p.paths.baseMotion);
        QCOMPARE(read.value.paths.merge, p.paths.merge);
        QCOMPARE(project::projectText(read.value), text);

        p.clean.hold = false;
        const auto off = project::readProjectText(project::projectText(p), "p.rigpose.json");
        QVERIFY(off.ok());
        QVERIFY(!off.value.clean.hold);
    }

    // The 3D project (issue 40): its rigs, clip, animation, correction and roles by hand read back,
    // a role left empty by hand (null) kept apart from one not named; a 2D project writes no r3d.
    void theThreeDProjectIsReadBackEqual()
    {
        project::ProjectFile p;
        QVERIFY(project::projectText(p).find("\"r3d\"") == std::string::npos);
        p.r3d.source = "clips/35_01.bvh";
        p.r3d.clip = "clips/walk.glb";
        p.r3d.animation = "Walk";
        p.r3d.target = "../rigs/avatar.glb";
        p.r3d.absolute = true;
        p.r3d.sourceRoles.roles = {{r3d::Role::ToesL, std::nullopt}};
        p.r3d.targetRoles.roles = {{r3d::Role::UpperArmL, "arm_L_1"}, {r3d::Role::Hips, "pelvis"}};
        const std::string text = project::projectText(p);
        const auto read = project::readProjectText(text, "p.rigpose.json");
        QVERIFY2(read.ok(), qPrintable(firstMessage(read.refusals)));
        QVERIFY(read.value.r3d == p.r3d);
        QCOMPARE(project::projectText(read.value), text);
        // The roles keep the file's order: the profile's writer and reader agree on it.
        QCOMPARE(read.value.r3d.targetRoles.roles.front().first, r3d::Role::UpperArmL);
    }

    void wrongThreeDFieldsAreNamed_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("names");
        QTest::newRow("unknown key") << QByteArray(R"({"spec":"rigpose-project/1","r3d":{"sorce":"a.bvh"}})")
                                     << QStringLiteral("r3d.sorce");
        QTest::newRow("absolute not a switch")
            << QByteArray(R"({"spec":"rigpose-project/1","r3d":{"absolute":"yes"}})") << QStringLiteral("absolute");
        QTest::newRow("no such role") << QByteArray(
                                             R"({"spec":"rigpose-project/1","r3d":{"targetRoles":{"tail":"b"}}})")
                                      << QStringLiteral("\"tail\" is not a role");
        QTest::newRow("a role's bone a number")
            << QByteArray(R"({"spec":"rigpose-project/1","r3d":{"sourceRoles":{"hips":3}}})")
            << QStringLiteral("role \"hips\" takes a bone's name");
        QTest::newRow("roles not an object")
            << QByteArray(R"({"spec":"rigpose-project/1","r3d":{"sourceRoles":[]}})") << QStringLiteral("sourceRoles");
        QTest::newRow("r3d not an object")
            << QByteArray(R"({"spec":"rigpose-project/1","r3d":1})") << QStringLiteral("r3d");
    }
    void wrongThreeDFieldsAreNamed()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, names);
        const auto read = project::readProjectText(text.toStdString(), "p.rigpose.json");
        QVERIFY(!read.ok());
        QCOMPARE(QString::fromStdString(read.refusals.items().front().code), QStringLiteral("PROJECT_FIELD"));
        QVERIFY2(firstMessage(read.refusals).contains(names), qPrintable(firstMessage(read.refusals)));
    }

    // The bundled example is exactly what the studio saves for it.
    void theExampleIsWhatTheStudioSaves()
    {
        const QByteArray bytes = test::readAll(wave("wave.rigpose.json"));
        const auto read = project::readProjectText(bytes.toStdString(), "wave.rigpose.json");
        QVERIFY2(read.ok(), qPrintable(firstMessage(read.refusals)));
        QCOMPARE(QByteArray::fromStdString(project::projectText(read.value)), bytes);
    }

    void theDefaultsAreTheFlagsDefaults()
    {
        const auto read = project::readProjectText(R"({"spec":"rigpose-project/1"})", "p");
        QVERIFY(read.ok());
        QVERIFY(read.value.clean == clean::CleanOptions{});
        QVERIFY(read.value.retarget == retarget::Options{});
        QVERIFY(read.value.paths.sequence.empty());
    }

    void wrongFieldsAreNamed_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("says");
        const QByteArray head = R"({"spec":"rigpose-project/1",)";
        QTest::newRow("clean array") << head + R"("clean":[]})"
                                     << "clean must be an object";
        QTest::newRow("clean null") << head + R"("clean":null})"
                                    << "clean must be an object";
        QTest::newRow("keys text") << head + R"("keys":"x"})"
                                   << "keys must be an object";
        QTest::newRow("retarget number") << head + R"("retarget":3})"
                                         << "retarget must be an object";
        QTest::newRow("unknown top") << head + R"("rigs":"a"})"
                                     << "rigs is not a field";
        QTest::newRow("misspelt clean") << head + R"("clean":{"lges":5}})"
                                        << "clean.lges is not a field";
        QTest::newRow("unknown key file") << head + R"("keys":{"feet":null}})"
                                          << "keys.feet is not a field";
        QTest::newRow("unknown hold") << head + R"("clean":{"hold":{"sped":1}}})"
                                      << "clean.hold.sped is not a field";
        QTest::newRow("legs fraction") << head + R"("clean":{"legs":5.0}})"
                                       << "clean.legs must be a window";
        QTest::newRow("legs huge") << head + R"("clean":{"legs":18446744073709551615}})"
                                   << "clean.legs must be";
        QTest::newRow("blend 0") << head + R"("clean":{"hold":{"blend":0}}})"
                                 << "clean.hold.blend must be";
        QTest::newRow("min seconds") << head + R"("clean":{"hold":{"minSeconds":-1}}})"
                                     << "clean.hold.minSeconds must be";
        QTest::newRow("min seconds past 1e9") << head + R"("clean":{"hold":{"minSeconds":1.000001e9}}})"
                                              << "clean.hold.minSeconds must be a number of seconds from 0 to 1e9";
        QTest::newRow("hold speed past 1000") << head + R"("clean":{"hold":{"speed":1000.5}}})"
                                              << "clean.hold.speed must be";
        QTest::newRow("min score past 1e9") << head + R"("retarget":{"minScore":2e9}})"
                                            << "retarget.minScore must be";
        QTest::newRow("loop text") << head + R"("clean":{"loop":"yes"}})"
                                   << "clean.loop must be true or false";
        QTest::newRow("hips") << head + R"("clean":{"hipsInferred":{"by":"measured"}}})"
                              << "clean.hipsInferred must be";
        QTest::newRow("depth extra") << head + R"("clean":{"depth":{"gait":"walk","x":1}}})"
                                     << "clean.depth must be";
        QTest::newRow("person empty") << head + R"("clean":{"person":""}})"
                                      << "clean.person must be a person id";
        QTest::newRow("name empty") << head + R"("retarget":{"name":""}})"
                                    << "retarget.name must be";
        QTest::newRow("bends") << head + R"("retarget":{"bends":"bend"}})"
                               << "retarget.bends must be";
        QTest::newRow("plant text") << head + R"("retarget":{"plantFeet":"yes"}})"
                                    << "retarget.plantFeet must be true";
        QTest::newRow("floor alone") << head + R"("retarget":{"floor":0}})"
                                     << "retarget.floor is only read with plantFeet";
        QTest::newRow("stance alone") << head + R"("retarget":{"stance":0.07}})"
                                      << "retarget.stance is only read with";
        QTest::newRow("stance 0") << head + R"("retarget":{"plantFeet":true,"stance":0}})"
                                  << "retarget.stance must be";
        QTest::newRow("floor text") << head + R"("retarget":{"plantFeet":true,"floor":"low"}})"
                                    << "retarget.floor must be";
        QTest::newRow("path number") << head + R"("map":7})"
                                     << "map must be a path";
        QTest::newRow("base motion number") << head + R"("baseMotion":7})"
                                            << "baseMotion must be a path";
        QTest::newRow("merge object") << head + R"("merge":{}})"
                                      << "merge must be a path";
        QTest::newRow("idle empty") << head + R"("retarget":{"idle":""}})"
                                    << "retarget.idle must be null or the name";
        QTest::newRow("carry text") << head + R"("retarget":{"carryIdle":"yes"}})"
                                    << "retarget.carryIdle must be true";
        QTest::newRow("switch tolerance 180") << head + R"("retarget":{"switchTolerance":180}})"
                                              << "retarget.switchTolerance must be";
        QTest::newRow("switch min negative") << head + R"("retarget":{"switchMin":-1}})"
                                             << "retarget.switchMin must be";
        QTest::newRow("note number") << head + R"("note":7})"
                                     << "note must be a string";
        // Issue 36: "" and null read as unset in silence. An empty path is refused everywhere;
        // null only where the studio writes it for none (the older paths, the optional rows).
        QTest::newRow("base motion null") << head + R"("baseMotion":null})"
                                          << "baseMotion must be a path (a string, not empty), not null";
        QTest::newRow("base motion empty") << head + R"("baseMotion":""})"
                                           << "baseMotion must be a path (a string, not empty), not \"\"";
        QTest::newRow("merge null") << head + R"("merge":null})"
                                    << "merge must be a path (a string, not empty), not null";
        QTest::newRow("merge empty") << head + R"("merge":""})"
                                     << "merge must be a path";
        QTest::newRow("map empty") << head + R"("map":""})"
                                   << "map must be a path (a string, not empty) or null";
        QTest::newRow("camera keys empty") << head + R"("keys":{"camera":""}})"
                                           << "keys.camera must be a path";
        QTest::newRow("keys null") << head + R"("keys":null})"
                                   << "keys must be an object";
        QTest::newRow("note null") << head + R"("note":null})"
                                   << "note must be a string";
        QTest::newRow("loop null") << head + R"("clean":{"loop":null}})"
                                   << "clean.loop must be true or false, not null";
        QTest::newRow("legs null") << head + R"("clean":{"legs":null}})"
                                   << "clean.legs must be";
        QTest::newRow("hold null") << head + R"("clean":{"hold":null}})"
                                   << "clean.hold must be \"off\" or an object";
        QTest::newRow("blend null") << head + R"("clean":{"hold":{"blend":null}}})"
                                    << "clean.hold.blend must be";
        QTest::newRow("hips null") << head + R"("clean":{"hipsInferred":null}})"
                                   << "clean.hipsInferred must be";
        QTest::newRow("min score null") << head + R"("retarget":{"minScore":null}})"
                                        << "retarget.minScore must be";
        QTest::newRow("plant feet null") << head + R"("retarget":{"plantFeet":null}})"
                                         << "retarget.plantFeet must be";
        QTest::newRow("bends null") << head + R"("retarget":{"bends":null}})"
                                    << "retarget.bends must be";
        QTest::newRow("name null") << head + R"("retarget":{"name":null}})"
                                   << "retarget.name must be";
        // The option table's new bounds (issue 36), the CLI's flags' too.
        QTest::newRow("floor 1e100") << head + R"("retarget":{"plantFeet":true,"floor":1e100}})"
                                     << "retarget.floor must be null or a world y (units, y up) within ±1e6";
        QTest::newRow("stance 2") << head + R"("retarget":{"plantFeet":true,"stance":2}})"
                                  << "retarget.stance must be";
        QTest::newRow("switch min 1e10") << head + R"("retarget":{"switchMin":1e10}})"
                                         << "retarget.switchMin must be";
    }

    // Null stays none where the studio writes it for none; the bundled projects read as before.
    void theNullsTheStudioWritesReadAsNone()
    {
        const auto read = project::readProjectText(
            R"({"spec":"rigpose-project/1","sequence":null,"rig":null,"map":null,"frames":null,
                "keys":{"pelvis":null,"contact":null,"camera":null},"clean":{"depth":null,"person":null},
                "retarget":{"person":null,"short":null,"flip":null,"floor":null,"stance":null,"idle":null}})",
            "p");
        QVERIFY2(read.ok(), qPrintable(firstMessage(read.refusals)));
        QVERIFY(read.value.clean == clean::CleanOptions{});
        QVERIFY(read.value.retarget == retarget::Options{});
        for (const char* example :
             {"resources/examples/wave/wave.rigpose.json", "resources/examples/wave/wave-tilt.rigpose.json",
              "resources/examples/raise/raise.rigpose.json", "tests/data/drawings/drawings.rigpose.json"}) {
            const QByteArray bytes = test::readAll(QString::fromStdString(test::sourcePath(example)));
            QVERIFY(!bytes.isEmpty());
            const auto old = project::readProjectText(bytes.toStdString(), example);
            QVERIFY2(old.ok(), qPrintable(firstMessage(old.refusals)));
        }
    }

    void wrongFieldsAreNamed()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, says);
        const auto read = project::readProjectText(text.toStdString(), "x.rigpose.json");
        QCOMPARE(read.refusals.total(), std::size_t(1));
        const Refusal& r = read.refusals.items().front();
        QCOMPARE(QString::fromStdString(r.code), QStringLiteral("PROJECT_FIELD"));
        QVERIFY2(QString::fromStdString(r.message).startsWith(QStringLiteral("x.rigpose.json: ") + says),
                 r.message.c_str());
    }

    void everyProblemIsListedInOneRead()
    {
        const auto read = project::readProjectText(
            R"({"spec":"rigpose-project/1","clean":{"legs":4,"rest":-1},"retarget":{"minScore":-1,"flip":200}})", "x");
        QCOMPARE(read.refusals.total(), std::size_t(4));
    }

    // A value the CLI refuses for a flag, the project refuses for its field, and the other way.
    void boundsAreTheCliFlagsBounds_data()
    {
        QTest::addColumn<QString>("section");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("flag");
        QTest::addColumn<QString>("value");
        QTest::addColumn<bool>("accepted");
        const auto row = [](const char* section, const char* key, const char* flag, const char* value, bool ok) {
            QTest::addRow("%s %s", flag, value) << section << key << flag << value << ok;
        };
        for (const char* v : {"1", "5", "7"})
            row("clean", "legs", "legs", v, true);
        for (const char* v : {"3", "4", "-1", "1000", "1.5"})
            row("clean", "legs", "legs", v, false);
        row("clean", "rest", "rest", "9", true);
        row("clean", "rest", "rest", "2", false);
        row("hold", "speed", "hold-speed", "0.02", true);
        for (const char* v : {"0", "-0.5"})
            row("hold", "speed", "hold-speed", v, false);
        row("hold", "reach", "hold-reach", "0.05", true);
        row("hold", "reach", "hold-reach", "0", false);
        for (const char* v : {"0", "0.5"})
            row("retarget", "minScore", "min-score", v, true);
        row("retarget", "minScore", "min-score", "-0.1", false);
        for (const char* v : {"0.5", "1"})
            row("retarget", "short", "short", v, true);
        for (const char* v : {"0", "1.5"})
            row("retarget", "short", "short", v, false);
        row("retarget", "flip", "flip", "90", true);
        for (const char* v : {"0", "180"})
            row("retarget", "flip", "flip", v, false);
        row("retarget", "bends", "bends", "clamp", true);
        row("retarget", "bends", "bends", "bend", false);
    }

    void boundsAreTheCliFlagsBounds()
    {
        QFETCH(QString, section);
        QFETCH(QString, key);
        QFETCH(QString, flag);
        QFETCH(QString, value);
        QFETCH(bool, accepted);
        const std::string token = key == QStringLiteral("bends") ? "\"" + value.toStdString() + "\""
                                                                 : value.toStdString();
        const auto read = project::readProjectText(withField(section.toStdString(), key.toStdString(), token), "p");
        QCOMPARE(read.ok(), accepted);

        QTemporaryDir dir;
        QStringList args;
        if (section == QStringLiteral("retarget"))
            args = {QStringLiteral("retarget"),
                    QStringLiteral("--pose"),
                    wave("pose.json"),
                    QStringLiteral("--rig"),
                    wave("rig"),
                    QStringLiteral("--map"),
                    wave("map.json"),
                    QStringLiteral("--out"),
                    dir.filePath(QStringLiteral("w.motion.json"))};
        else
            args = {QStringLiteral("clean"), QStringLiteral("--pose"), wave("pose.raw.json"), QStringLiteral("--out"),
                    dir.filePath(QStringLiteral("c.json"))};
        args << QStringLiteral("--") + flag << value;
        const test::CliRun run = test::runCli(args, dir.path());
        QVERIFY2((run.exitCode == 0) == accepted, run.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestProjectFile)
#include "tst_project_file.moc"
