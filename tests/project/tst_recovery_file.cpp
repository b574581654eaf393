// The studio's recovery file read with no Qt (core/project): what is written is read back
// equal and written again with the same bytes, each wrong field is RECOVERY_FIELD naming it,
// and the saved time is held to the calendar (dates checked by hand against leap-year rules).

#include <QDir>
#include <QTest>

#include "rigpose/project/recovery_file.h"
#include "testutils.h"

using namespace rigpose;

namespace {

using Json = nlohmann::ordered_json;

project::RecoveryFile sample()
{
    project::RecoveryFile file;
    file.projectPath = "/home/ann/dance/wave.rigpose.json";
    file.projectDir = "/home/ann/dance";
    file.project.paths.sequence = "pose.json";
    file.project.paths.rig = "../rigs/hero";
    file.project.paths.contactKeys = "/elsewhere/feet.contact.keys.json";
    file.project.clean.legs = 9;
    file.project.retarget.name = "dance";
    file.maps.push_back({"/home/ann/dance/map.json", Json{{"spec", "rig-pose-map/1"}, {"chains", Json::array()}}});
    file.keyFiles.push_back({"/home/ann/dance/wave.pelvis.keys.json", Json{{"keys", {1, 2.5, -0.0}}}});
    file.saved = "2026-11-30T09:15:02.250Z";
    return file;
}

// The sample's text with one change made to its JSON.
std::string changed(const std::function<void(Json&)>& change)
{
    Json doc = Json::parse(project::recoveryText(sample()));
    change(doc);
    return doc.dump(2);
}

}  // namespace

class TestRecoveryFile : public QObject {
    Q_OBJECT

private slots:
    void whatIsWrittenIsReadBackEqual()
    {
        const std::string text = project::recoveryText(sample());
        const auto read = project::readRecoveryText(text, "r.json");
        QVERIFY2(read.ok(), read.refusals.empty() ? "" : read.refusals.items().front().message.c_str());
        const project::RecoveryFile& back = read.value;
        QCOMPARE(back.projectPath, sample().projectPath);
        QCOMPARE(back.projectDir, sample().projectDir);
        QCOMPARE(back.project.paths.rig, std::string("../rigs/hero"));
        QCOMPARE(back.project.paths.contactKeys, std::string("/elsewhere/feet.contact.keys.json"));
        QCOMPARE(back.project.clean.legs, 9);
        QCOMPARE(back.project.retarget.name, std::string("dance"));
        QCOMPARE(back.maps.size(), std::size_t(1));
        QCOMPARE(back.maps[0].path, sample().maps[0].path);
        QVERIFY(back.maps[0].json == sample().maps[0].json);
        QCOMPARE(back.keyFiles.size(), std::size_t(1));
        QVERIFY(back.keyFiles[0].json == sample().keyFiles[0].json);
        QVERIFY(std::signbit(back.keyFiles[0].json["keys"][2].get<double>()));  // -0 survives the text
        QCOMPARE(back.saved, sample().saved);
        QCOMPARE(project::recoveryText(back), text);
    }

    // The fixtures (the fuzz target's seeds) are the writer's own bytes.
    void theBundledFilesAreWrittenAsRead()
    {
        const QDir dir(QString::fromStdString(test::dataPath("recovery")));
        const QStringList files = dir.entryList({QStringLiteral("*.recovery.json")}, QDir::Files);
        QCOMPARE(files.size(), 2);
        for (const QString& name : files) {
            const std::string text = test::readAll(dir.filePath(name)).toStdString();
            const auto read = project::readRecoveryText(text, name.toStdString());
            QVERIFY2(read.ok(), qPrintable(name));
            QCOMPARE(project::recoveryText(read.value), text);
        }
    }

    void anUntitledProjectIsWrittenAsNull()
    {
        project::RecoveryFile file = sample();
        file.projectPath.clear();
        file.projectDir = "/";
        const std::string text = project::recoveryText(file);
        QVERIFY(Json::parse(text)["project"].is_null());
        const auto read = project::readRecoveryText(text, "r.json");
        QVERIFY(read.ok());
        QVERIFY(read.value.projectPath.empty());
    }

    // A file from before key files were edited has no keyFiles, and is read as holding none.
    void aFileWithoutKeyFilesIsRead()
    {
        const auto read = project::readRecoveryText(changed([](Json& j) { j.erase("keyFiles"); }), "r.json");
        QVERIFY(read.ok());
        QVERIFY(read.value.keyFiles.empty());
    }

    void wrongFieldsAreNamed_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("fragment");
        const auto row = [](const char* name, const std::string& text, const char* code, const char* fragment) {
            QTest::newRow(name) << QString::fromStdString(text) << code << fragment;
        };
        row("not JSON", R"({"spec": "rigpose-recovery/1", )", "RECOVERY_JSON", "is not a JSON object");
        row("an array", "[1]", "RECOVERY_JSON", "(not an object)");
        row("a repeated key", R"({"spec": "rigpose-recovery/1", "spec": "rigpose-recovery/1"})", "RECOVERY_JSON",
            "spec");
        row("another spec", changed([](Json& j) { j["spec"] = "rigpose-project/1"; }), "RECOVERY_SPEC",
            "not \"rigpose-project/1\"");
        row("an unknown key", changed([](Json& j) { j["extra"] = 1; }), "RECOVERY_FIELD", "unknown key \"extra\"");
        row("no saved time", changed([](Json& j) { j.erase("saved"); }), "RECOVERY_FIELD", "\"saved\" is missing");
        row("a number as project", changed([](Json& j) { j["project"] = 3; }), "RECOVERY_FIELD",
            "\"project\" is not a string or null");
        row("a relative project", changed([](Json& j) { j["project"] = "wave.rigpose.json"; }), "RECOVERY_FIELD",
            "\"project\" is not an absolute path");
        row("an empty project dir", changed([](Json& j) { j["projectDir"] = ""; }), "RECOVERY_FIELD",
            "\"projectDir\" is not an absolute path");
        row("a refused project text", changed([](Json& j) { j["projectText"] = R"({"spec": "no"})"; }),
            "RECOVERY_FIELD", "projectText: PROJECT_SPEC");
        row("maps not a list", changed([](Json& j) { j["maps"] = Json::object(); }), "RECOVERY_FIELD",
            "\"maps\" is not an array");
        row("a map without text", changed([](Json& j) { j["maps"][0].erase("text"); }), "RECOVERY_FIELD",
            "maps[0] is not { \"path\": string, \"text\": string }");
        row("a relative key file", changed([](Json& j) { j["keyFiles"][0]["path"] = "k.json"; }), "RECOVERY_FIELD",
            "keyFiles[0].path is not an absolute path");
        row("a key file that is not JSON", changed([](Json& j) { j["keyFiles"][0]["text"] = "{"; }), "RECOVERY_FIELD",
            "keyFiles[0].text is not JSON");
        row("a time that is no time", changed([](Json& j) { j["saved"] = "yesterday"; }), "RECOVERY_FIELD",
            "\"saved\" is not an ISO 8601 time");
    }

    void wrongFieldsAreNamed()
    {
        QFETCH(QString, text);
        QFETCH(QString, code);
        QFETCH(QString, fragment);
        const auto read = project::readRecoveryText(text.toStdString(), "r.json");
        QStringList seen;
        bool found = false;
        for (const Refusal& r : read.refusals.items()) {
            seen << QString::fromStdString(r.code + ": " + r.message);
            QVERIFY2(r.message.rfind("r.json: ", 0) == 0, r.message.c_str());
            found = found ||
                    (QString::fromStdString(r.code) == code && QString::fromStdString(r.message).contains(fragment));
        }
        QVERIFY2(found, qPrintable(seen.join(QLatin1Char('\n'))));
    }

    void timesFollowTheCalendar_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("valid");
        QTest::newRow("as written") << "2026-11-30T09:15:02.250Z" << true;
        QTest::newRow("no fraction") << "2026-11-30T09:15:02Z" << true;
        QTest::newRow("local, no zone") << "2026-11-30T09:15:02" << true;
        QTest::newRow("an offset") << "2026-11-30T09:15:02+05:30" << true;
        QTest::newRow("nanoseconds") << "2026-11-30T09:15:02.123456789Z" << true;
        QTest::newRow("a leap day, every fourth year") << "2024-02-29T00:00:00Z" << true;
        QTest::newRow("a leap day, every 400th year") << "2000-02-29T00:00:00Z" << true;
        QTest::newRow("no leap day in 2026") << "2026-02-29T00:00:00Z" << false;
        QTest::newRow("no leap day in 1900") << "1900-02-29T00:00:00Z" << false;
        QTest::newRow("April has 30 days") << "2026-04-31T00:00:00Z" << false;
        QTest::newRow("month 13") << "2026-13-01T00:00:00Z" << false;
        QTest::newRow("day 0") << "2026-01-00T00:00:00Z" << false;
        QTest::newRow("hour 24") << "2026-01-01T24:00:00Z" << false;
        QTest::newRow("second 60") << "2026-01-01T23:59:60Z" << false;
        QTest::newRow("a bare fraction point") << "2026-01-01T00:00:00.Z" << false;
        QTest::newRow("ten fraction digits") << "2026-01-01T00:00:00.1234567890Z" << false;
        QTest::newRow("text after the zone") << "2026-01-01T00:00:00Zx" << false;
        QTest::newRow("an offset without minutes") << "2026-01-01T00:00:00+05" << false;
        QTest::newRow("a space for T") << "2026-01-01 00:00:00Z" << false;
        QTest::newRow("a signed year") << "+026-01-01T00:00:00Z" << false;
        QTest::newRow("empty") << "" << false;
    }

    void timesFollowTheCalendar()
    {
        QFETCH(QString, text);
        QFETCH(bool, valid);
        QCOMPARE(project::isIsoTime(text.toStdString()), valid);
    }
};

QTEST_GUILESS_MAIN(TestRecoveryFile)
#include "tst_recovery_file.moc"
