// The one JSON policy (rigpose/util/json_policy.h): its rules on their own (depth, numbers, keys
// given twice, the byte order mark, the size), then every core reader held to each rule, so a
// reader that parsed JSON its own way would fail here. The studio's project reader has the same
// table in tests/studio/tst_project_json.cpp. Big inputs are made here, not committed.

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <functional>

#include "rigpose/map/map.h"
#include "rigpose/motion/reader.h"
#include "rigpose/motion/writer.h"
#include "rigpose/pelvis/keys.h"
#include "rigpose/rig/reader.h"
#include "rigpose/sequence/coco.h"
#include "rigpose/sequence/reader.h"
#include "rigpose/sequence/writer.h"
#include "rigpose/util/json_parse.h"
#include "rigpose/util/json_policy.h"
#include "malformed_cases.h"
#include "sparse_file.h"
#include "testutils.h"

using namespace rigpose;
using rigpose::test::described;

namespace {

const std::string kBom = "\xEF\xBB\xBF";

std::string fileText(const std::string& path)
{
    QFile f(QString::fromStdString(path));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", path.c_str());
    return f.readAll().toStdString();
}

struct Outcome {
    RefusalList refusals;
    std::string value;  // what was read, spelled out, to compare two reads
};

struct Reader {
    std::string name;
    std::string jsonCode;       // deep nesting, a second byte order mark, a file too large
    std::string numberCode;     // a number too large for a double
    std::string duplicateCode;  // a key given twice
    std::string valid;          // a document the reader accepts
    std::function<Outcome(const std::string& text)> readText;
    std::function<Outcome(const std::string& path)> readFile;
};

const rig::Rig& waveRig()
{
    static const rig::Rig rig = rig::readRigFile(test::sourcePath("resources/examples/wave/rig/rig.json")).value;
    return rig;
}

std::string spellSequence(const Loaded<sequence::Sequence>& s)
{
    return std::to_string(s.value.frames.size()) + " frames, " + sequence::sequenceToText(s.value);
}

std::string spellRig(const rig::Rig& rig)
{
    std::string out = rig.name;
    for (const auto& bone : rig.bones)
        out += "|" + bone.written.dump();
    return out + "|" + std::to_string(rig.slotList.size()) + "|" + std::to_string(rig.skins.size());
}

std::string spellMap(const map::Map& m)
{
    std::string out;
    for (const auto& chain : m.chains) {
        out += chain.name + ":";
        for (const auto& bone : chain.bones)
            out += bone + ",";
    }
    return out + (m.translate ? "+translate" : "");
}

std::string spellPelvis(const pelvis::PelvisKeys& k)
{
    std::string out = k.note.value_or("");
    for (const auto& key : k.keys)
        out += "|" + std::to_string(key.frame) + ":" + std::to_string(key.deg);
    return out;
}

std::vector<Reader> readers()
{
    const std::string coco = [] {
        std::string kp;
        for (int i = 0; i < 17; ++i)
            kp += (i ? "," : "") + std::string("[") + std::to_string(10 + i) + "," + std::to_string(20 + i) + ",0.9]";
        return R"({"format":"coco17-sequence/1","width":100,"height":100,"frames":[{"t":0,"keypoints":[)" + kp +
               R"(]},{"t":0.5,"keypoints":null}]})";
    }();
    std::vector<Reader> r;
    r.push_back({"pose", "POSE_JSON", "POSE_NUMBER", "POSE_KEYS",
                 fileText(test::sourcePath("resources/examples/wave/pose.raw.json")),
                 [](const std::string& t) {
                     auto s = sequence::readSequenceText(t, "in.json");
                     return Outcome{s.refusals, spellSequence(s)};
                 },
                 [](const std::string& p) {
                     auto s = sequence::readSequenceFile(p);
                     return Outcome{s.refusals, spellSequence(s)};
                 }});
    r.push_back({"pose, validating path", "POSE_JSON", "POSE_NUMBER", "POSE_KEYS", r.front().valid,
                 [](const std::string& t) {
                     auto s = sequence::readSequenceText(t, "in.json", sequence::FramePath::ValidatingOnly);
                     return Outcome{s.refusals, spellSequence(s)};
                 },
                 r.front().readFile});
    r.push_back({"coco", "COCO_JSON", "COCO_NUMBER", "COCO_KEYS", coco,
                 [](const std::string& t) {
                     auto s = sequence::readCocoText(t, "in.json");
                     return Outcome{s.refusals, spellSequence(s)};
                 },
                 [](const std::string& p) {
                     auto s = sequence::readCocoFile(p);
                     return Outcome{s.refusals, spellSequence(s)};
                 }});
    r.push_back({"rig", "RIG_JSON", "RIG_JSON", "RIG_JSON",
                 fileText(test::sourcePath("resources/examples/wave/rig/rig.json")),
                 [](const std::string& t) {
                     auto x = rig::readRigText(t, "in.json");
                     return Outcome{x.refusals, spellRig(x.value)};
                 },
                 [](const std::string& p) {
                     auto x = rig::readRigFile(p);
                     return Outcome{x.refusals, spellRig(x.value)};
                 }});
    r.push_back({"map", "MAP_JSON", "MAP_JSON", "MAP_JSON",
                 fileText(test::sourcePath("resources/examples/wave/map.json")),
                 [](const std::string& t) {
                     auto x = map::readMapText(t, "in.json", waveRig());
                     return Outcome{x.refusals, spellMap(x.value)};
                 },
                 [](const std::string& p) {
                     auto x = map::readMapFile(p, waveRig());
                     return Outcome{x.refusals, spellMap(x.value)};
                 }});
    r.push_back({"motion", "MOTION_JSON", "MOTION_JSON", "MOTION_JSON",
                 fileText(test::dataPath("motion/base.motion.json")),
                 [](const std::string& t) {
                     auto x = motion::readMotionText(t, "in.json");
                     return Outcome{x.refusals, x.ok() ? motion::motionText(x.value) : std::string()};
                 },
                 [](const std::string& p) {
                     auto x = motion::readMotionFile(p);
                     return Outcome{x.refusals, x.ok() ? motion::motionText(x.value) : std::string()};
                 }});
    r.push_back({"motion, DOM path", "MOTION_JSON", "MOTION_JSON", "MOTION_JSON", r.back().valid,
                 [](const std::string& t) {
                     auto x = motion::readMotionTextByDom(t, "in.json", nullptr);
                     return Outcome{x.refusals, x.ok() ? motion::motionText(x.value) : std::string()};
                 },
                 r.back().readFile});
    r.push_back({"pelvis keys", "PELVIS_KEYS", "PELVIS_KEYS", "PELVIS_KEYS",
                 fileText(test::sourcePath("resources/examples/wave/pelvis.keys.json")),
                 [](const std::string& t) {
                     auto x = pelvis::readPelvisKeysText(t, "in.json", 72);
                     return Outcome{x.refusals, spellPelvis(x.value)};
                 },
                 [](const std::string& p) {
                     auto x = pelvis::readPelvisKeysFile(p, 72);
                     return Outcome{x.refusals, spellPelvis(x.value)};
                 }});
    return r;
}

// `valid` with `insert` just inside its opening brace.
std::string insertFirst(const std::string& valid, const std::string& insert)
{
    const std::size_t brace = valid.find('{');
    return valid.substr(0, brace + 1) + insert + valid.substr(brace + 1);
}

}  // namespace

class TestJsonPolicy : public QObject {
    Q_OBJECT
private slots:
    void depthLimitIsExact();
    void numbersOutsideADoubleAreRefused_data();
    void numbersOutsideADoubleAreRefused();
    void keysGivenTwiceAreRefusedInObjectsOfAnySize();
    void byteOrderMarkOnlyAtTheStart();
    void stringsAreUtf8AsNlohmannHoldsIt_data();
    void stringsAreUtf8AsNlohmannHoldsIt();
    void sizeLimit();

    void everyReaderRefusesByThePolicy_data();
    void everyReaderRefusesByThePolicy();
    void everyReaderSkipsALeadingByteOrderMark_data();
    void everyReaderSkipsALeadingByteOrderMark();
    void everyFileReaderRefusesAFileTooLarge_data();
    void everyFileReaderRefusesAFileTooLarge();
};

void TestJsonPolicy::depthLimitIsExact()
{
    const auto nested = [](std::size_t levels) { return std::string(levels, '[') + std::string(levels, ']'); };
    QVERIFY(parseJson(nested(kJsonMaxDepth)));
    JsonParseError error;
    QVERIFY(!parseJson(nested(kJsonMaxDepth + 1), &error));
    QCOMPARE(error.problem, JsonProblem::Depth);
    QCOMPARE(error.byteOffset, kJsonMaxDepth);  // stopped at the first bracket too many
    QVERIFY(!parseJson(std::string(100000, '['), &error));
    QCOMPARE(error.problem, JsonProblem::Depth);
    std::string objects;
    for (int i = 0; i < 100000; ++i)
        objects += "{\"a\":";
    QVERIFY(!parseJson(objects, &error));
    QCOMPARE(error.problem, JsonProblem::Depth);
}

void TestJsonPolicy::numbersOutsideADoubleAreRefused_data()
{
    QTest::addColumn<QString>("number");
    QTest::addColumn<bool>("refused");
    QTest::addColumn<double>("value");
    QTest::newRow("1e400") << QStringLiteral("1e400") << true << 0.0;
    QTest::newRow("-1e400") << QStringLiteral("-1e400") << true << 0.0;
    QTest::newRow("just past the largest double") << QStringLiteral("1.8e308") << true << 0.0;
    QTest::newRow("400 digits") << QString(400, u'9') << true << 0.0;
    QTest::newRow("many digits, a small exponent, still too large")
        << QStringLiteral("1") + QString(400, u'0') + QStringLiteral("e-10") << true << 0.0;
    QTest::newRow("the largest double") << QStringLiteral("1.7976931348623157e308") << false << 1.7976931348623157e308;
    QTest::newRow("too small reads as 0") << QStringLiteral("1e-400") << false << 0.0;
    QTest::newRow("many zeros after the point")
        << QStringLiteral("0.") + QString(400, u'0') + QStringLiteral("1") << false << 0.0;
    QTest::newRow("many digits brought down")
        << QStringLiteral("1") + QString(400, u'0') + QStringLiteral("e-300") << false << 1e100;
}

void TestJsonPolicy::numbersOutsideADoubleAreRefused()
{
    QFETCH(QString, number);
    QFETCH(bool, refused);
    QFETCH(double, value);
    JsonParseError error;
    const auto doc = parseJson("{\"n\": " + number.toStdString() + "}", &error);
    QCOMPARE(!doc, refused);
    if (refused) {
        QCOMPARE(error.problem, JsonProblem::Number);
        QVERIFY(QString::fromStdString(error.what).contains(QStringLiteral("too large for a double")));
    } else {
        QVERIFY(std::isfinite((*doc)["n"].get<double>()));
        QCOMPARE((*doc)["n"].get<double>(), value);
    }
}

void TestJsonPolicy::keysGivenTwiceAreRefusedInObjectsOfAnySize()
{
    for (const int size : {2, 31, 32, 33, 1000}) {
        std::string object = "{";
        for (int i = 0; i < size; ++i)
            object += "\"k" + std::to_string(i) + "\":" + std::to_string(i) + ",";
        // Distinct keys are read; the first key once more is refused, named, where it stands.
        QVERIFY2(parseJson(object + "\"last\":0}"), qPrintable(QString::number(size)));
        JsonParseError error;
        QVERIFY2(!parseJson(object + "\"k0\":0}", &error), qPrintable(QString::number(size)));
        QCOMPARE(error.problem, JsonProblem::DuplicateKey);
        QCOMPARE(error.what, std::string("key \"k0\" is given twice in one object"));
        QCOMPARE(error.byteOffset, object.size() + 1);
    }
    // One key in sibling or nested objects is no repeat.
    QVERIFY(parseJson(R"({"a":{"a":1},"b":[{"a":1},{"a":2}],"c":{"b":{"a":{}}}})"));
    // A repeat after a nested object closed is still one.
    QVERIFY(!parseJson(R"({"a":{"x":1,"y":{"z":2}},"b":1,"a":2})"));
    // Keys compare by their decoded text.
    JsonParseError error;
    QVERIFY(!parseJson(R"({"a":1,"\u0061":2})", &error));
    QCOMPARE(error.problem, JsonProblem::DuplicateKey);
}

void TestJsonPolicy::byteOrderMarkOnlyAtTheStart()
{
    const auto doc = parseJson(kBom + R"({"a":"x)" + kBom + R"("})");
    QVERIFY(doc);
    QCOMPARE((*doc)["a"].get<std::string>(), "x" + kBom);  // inside a string it is text like any other
    JsonParseError error;
    QVERIFY(!parseJson(kBom + kBom + "{}", &error));
    QCOMPARE(error.problem, JsonProblem::Syntax);
    QVERIFY(!parseJson(" " + kBom + "{}", &error));
    QVERIFY(!parseJson("{}" + kBom, &error));
    QVERIFY(!parseJson(kBom, &error));
    QVERIFY(!parseJson("\xEF\xBB", &error));
}

// A fuzz find (pelvis keys): an encoded surrogate passed the scanner, and a message that quoted
// the string made nlohmann's writer throw. The scanner now takes exactly the UTF-8 nlohmann's
// own parser takes, which is the oracle here, and whatever it takes can be written out again.
void TestJsonPolicy::stringsAreUtf8AsNlohmannHoldsIt_data()
{
    QTest::addColumn<QByteArray>("bytes");
    const char* rows[][2] = {
        {"2 bytes, lowest", "\xC2\x80"},          {"2 bytes, highest", "\xDF\xBF"},
        {"3 bytes, lowest", "\xE0\xA0\x80"},      {"below the surrogates", "\xED\x9F\xBF"},
        {"above the surrogates", "\xEE\x80\x80"}, {"3 bytes, highest", "\xEF\xBF\xBF"},
        {"4 bytes, lowest", "\xF0\x90\x80\x80"},  {"U+10FFFF", "\xF4\x8F\xBF\xBF"},
        {"overlong 2 bytes", "\xC0\x80"},         {"overlong C1", "\xC1\xBF"},
        {"overlong 3 bytes", "\xE0\x80\xAF"},     {"overlong 3 bytes, top", "\xE0\x9F\xBF"},
        {"a high surrogate", "\xED\xA0\x80"},     {"a low surrogate", "\xED\xBB\xBF"},
        {"overlong 4 bytes", "\xF0\x80\x80\x80"}, {"overlong 4 bytes, top", "\xF0\x8F\xBF\xBF"},
        {"past U+10FFFF", "\xF4\x90\x80\x80"},    {"F5", "\xF5\x80\x80\x80"},
        {"a lone continuation", "\x80"},          {"cut short", "\xE0\xA0"},
    };
    for (const auto& row : rows)
        QTest::newRow(row[0]) << QByteArray(row[1]);
}

void TestJsonPolicy::stringsAreUtf8AsNlohmannHoldsIt()
{
    QFETCH(QByteArray, bytes);
    const std::string text = "{\"a\": \"x" + bytes.toStdString() + "y\"}";
    const bool nlohmannTakesIt = nlohmann::json::accept(text);
    JsonParseError error;
    const auto doc = parseJson(text, &error);
    QCOMPARE(doc.has_value(), nlohmannTakesIt);
    if (doc)
        QCOMPARE(doc->dump(), text.substr(0, 5) + text.substr(6));  // written back: no throw, same bytes
    else
        QVERIFY2(
            error.what.find("not UTF-8") != std::string::npos || error.what.find("not closed") != std::string::npos,
            error.what.c_str());
}

void TestJsonPolicy::sizeLimit()
{
    QVERIFY(!jsonSizeFault(kJsonMaxFileBytes));
    const auto fault = jsonSizeFault(kJsonMaxFileBytes + 1);
    QVERIFY(fault);
    QCOMPARE(fault->problem, JsonProblem::TooLarge);
    QVERIFY(QString::fromStdString(fault->what).contains(QStringLiteral("over the 2 GiB")));

    // A file over a small limit is refused without being read; one at the limit is read.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("small.json"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("{\"a\":1}");
    f.close();
    const auto over = readJsonFileBytes(path.toStdString(), 6);
    QVERIFY(over.fault && !over.bytes);
    QCOMPARE(over.fault->problem, JsonProblem::TooLarge);
    const auto at = readJsonFileBytes(path.toStdString(), 7);
    QVERIFY(!at.fault && at.bytes);
    QCOMPARE(*at.bytes, std::string("{\"a\":1}"));
    QVERIFY(!readJsonFileBytes(dir.filePath(QStringLiteral("none.json")).toStdString()).bytes);
}

void TestJsonPolicy::everyReaderRefusesByThePolicy_data()
{
    // Bytes, not QString: QString's UTF-8 decoding would drop a leading byte order mark itself.
    QTest::addColumn<int>("reader");
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("codeKind");
    QTest::addColumn<QString>("says");
    const std::vector<Reader> all = readers();
    const QByteArray deepArrays(100000, '[');
    QByteArray deepObjects;
    for (int i = 0; i < 100000; ++i)
        deepObjects += "{\"a\":";
    for (int i = 0; i < static_cast<int>(all.size()); ++i) {
        const Reader& r = all[static_cast<std::size_t>(i)];
        const QByteArray valid = QByteArray::fromStdString(r.valid);
        // A name that lives until newRow has copied it.
        const auto row = [&](const char* rule) -> QByteArray {
            return QByteArray::fromStdString(r.name) + ": " + rule;
        };
        const auto inserted = [&](const QByteArray& s) {
            return QByteArray::fromStdString(insertFirst(r.valid, s.toStdString()));
        };
        QTest::newRow(row("100,000 [ at the top").constData()) << i << deepArrays << "json"
                                                               << "nest deeper than 256 levels";
        QTest::newRow(row("100,000 [ in the frames").constData()) << i << "{\"frames\":" + deepArrays << "json"
                                                                  << "nest deeper than 256 levels";
        QTest::newRow(row("100,000 [ inside the valid document").constData())
            << i << inserted("\"deep\":" + deepArrays) << "json"
            << "nest deeper than 256 levels";
        QTest::newRow(row("100,000 { inside the valid document").constData())
            << i << inserted("\"deep\":" + deepObjects) << "json"
            << "nest deeper than 256 levels";
        QTest::newRow(row("1e400").constData()) << i << inserted("\"n\": 1e400,") << "number"
                                                << "number 1e400 is too large for a double";
        QTest::newRow(row("-1e400").constData()) << i << inserted("\"n\": -1e400,") << "number"
                                                 << "number -1e400 is too large for a double";
        QTest::newRow(row("key twice at the top").constData())
            << i << inserted("\"twice\": 1, \"twice\": 2,") << "duplicate"
            << "key \"twice\" is given twice in one object";
        QTest::newRow(row("key twice, nested").constData())
            << i << inserted("\"x\": [{\"y\": {\"twice\": 1, \"twice\": 1}}],") << "duplicate"
            << "key \"twice\" is given twice in one object";
        QTest::newRow(row("two byte order marks").constData())
            << i << QByteArray::fromStdString(kBom + kBom) + valid << "json"
            << "unexpected character";
    }
}

void TestJsonPolicy::everyReaderRefusesByThePolicy()
{
    QFETCH(int, reader);
    QFETCH(QByteArray, text);
    QFETCH(QString, codeKind);
    QFETCH(QString, says);
    const Reader r = readers()[static_cast<std::size_t>(reader)];
    const Outcome out = r.readText(text.toStdString());  // never an abort, a crash or an exception
    const std::string code = codeKind == u"number"      ? r.numberCode
                             : codeKind == u"duplicate" ? r.duplicateCode
                                                        : r.jsonCode;
    QVERIFY2(out.refusals.total() == 1, qPrintable(described(out.refusals)));
    const Refusal& refusal = out.refusals.items().front();
    QVERIFY2(refusal.code == code, qPrintable(QString::fromStdString(code) + u" expected; " + described(out.refusals)));
    const QString message = QString::fromStdString(refusal.message);
    QVERIFY2(message.startsWith(QStringLiteral("in.json: ")), qPrintable(message));
    if (says == u"unexpected character" && (r.jsonCode == "POSE_JSON" || r.jsonCode == "COCO_JSON"))
        QVERIFY2(message.contains(QStringLiteral("not valid JSON")), qPrintable(message));
    else if (says != u"unexpected character" && message.contains(QStringLiteral("not a JSON object")))
        return;  // a top-level array: the streaming readers stop at its first bracket
    QVERIFY2(message.contains(says), qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("byte ")), qPrintable(message));  // where
    if (codeKind != u"json" || says != u"unexpected character")
        QVERIFY2(
            message.contains(QString::fromStdString(jsonAdvice(codeKind == u"number"      ? JsonProblem::Number
                                                               : codeKind == u"duplicate" ? JsonProblem::DuplicateKey
                                                                                          : JsonProblem::Depth))),
            qPrintable(message));  // what to do, in the policy's words
}

void TestJsonPolicy::everyReaderSkipsALeadingByteOrderMark_data()
{
    QTest::addColumn<int>("reader");
    const std::vector<Reader> all = readers();
    for (int i = 0; i < static_cast<int>(all.size()); ++i)
        QTest::newRow(all[static_cast<std::size_t>(i)].name.c_str()) << i;
}

void TestJsonPolicy::everyReaderSkipsALeadingByteOrderMark()
{
    QFETCH(int, reader);
    const Reader r = readers()[static_cast<std::size_t>(reader)];
    const Outcome plain = r.readText(r.valid);
    QVERIFY2(plain.refusals.empty(), qPrintable(described(plain.refusals)));
    QVERIFY(!plain.value.empty());
    const Outcome marked = r.readText(kBom + r.valid);
    QVERIFY2(marked.refusals.empty(), qPrintable(described(marked.refusals)));
    QCOMPARE(marked.value, plain.value);

    // And from a file, as a Windows tool would leave it.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bom.json"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(QByteArray::fromStdString(kBom + r.valid));
    f.close();
    const Outcome fromFile = r.readFile(path.toStdString());
    QVERIFY2(fromFile.refusals.empty(), qPrintable(described(fromFile.refusals)));
    QCOMPARE(fromFile.value, plain.value);
}

void TestJsonPolicy::everyFileReaderRefusesAFileTooLarge_data() { everyReaderSkipsALeadingByteOrderMark_data(); }

void TestJsonPolicy::everyFileReaderRefusesAFileTooLarge()
{
    QFETCH(int, reader);
    const Reader r = readers()[static_cast<std::size_t>(reader)];
    // A sparse file one byte over 2 GiB: its size says so, but it holds no data on the disk.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("huge.json"));
    const test::SparseFile made = test::writeSparseFile(path, QByteArray::fromStdString(r.valid),
                                                        kJsonMaxFileBytes + 1);
    QVERIFY(made != test::SparseFile::WriteFailed);
    if (made == test::SparseFile::NotSparse)
        QSKIP("this file system does not keep files sparse; not writing 2 GiB to test a size check");
    const Outcome out = r.readFile(path.toStdString());
    QVERIFY2(out.refusals.total() == 1, qPrintable(described(out.refusals)));
    QCOMPARE(out.refusals.items().front().code, r.jsonCode);
    const QString message = QString::fromStdString(out.refusals.items().front().message);
    QVERIFY2(message.startsWith(path), qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("over the 2 GiB")), qPrintable(message));
    QVERIFY2(message.contains(QString::fromStdString(jsonAdvice(JsonProblem::TooLarge))), qPrintable(message));
}

QTEST_GUILESS_MAIN(TestJsonPolicy)
#include "tst_json_policy.moc"
