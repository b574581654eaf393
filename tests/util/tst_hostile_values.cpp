// Issue 36, "whatever we write, we read back": every reader against the same hostile values, each
// with its answer. A value is accepted only with the exact double it spells (the JSON policy
// reads 1e-320 as that subnormal, -0 as 0), or refused under the reader's own code, every
// refusal of the read under that one code. The bounds are the readers' own: ±1e9 for the
// sequence's positions and for every figure of a rig, motion, track fragment and alternate,
// ±1e6 px and [1e-4, 1e3] for camera keys, ±360 for pelvis keys, the frames of the sequence for
// key frames, and the option table's rows for the project (docs/formats.md).

#include <QTest>
#include <cmath>
#include <optional>
#include <string>
#include <vector>
#include "rigpose/camera/camera_keys.h"
#include "rigpose/idle/merge.h"
#include "rigpose/legs/contact_keys.h"
#include "rigpose/map/map.h"
#include "rigpose/motion/reader.h"
#include "rigpose/pelvis/keys.h"
#include "rigpose/project/project_file.h"
#include "rigpose/rig/reader.h"
#include "rigpose/sequence/reader.h"
#include "test_rigs.h"
#include "testutils.h"

using namespace rigpose;

namespace {

constexpr double kTwo53 = 9007199254740992.0;  // 2^53 + 1 has no double: it reads as 2^53

// One row: the value as the file spells it, the code it is refused under ("" for accepted), and
// the double read back when it is accepted.
struct Row {
    const char* value;
    const char* code;
    double readBack = 0;
};

void addRows(const std::vector<Row>& rows)
{
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("code");
    QTest::addColumn<double>("readBack");
    for (const Row& r : rows)
        QTest::newRow(r.value) << QString::fromLatin1(r.value) << QString::fromLatin1(r.code) << r.readBack;
}

// The rows every reader answers the same way: NaN and Infinity are no JSON, 1e999 fits no double.
void addRows(const char* bound, const char* syntax, const char* tooLarge, std::initializer_list<Row> own)
{
    std::vector<Row> rows{{"1e308", bound},      {"-1e308", bound},    {"9007199254740993", bound},
                          {"NaN", syntax},       {"Infinity", syntax}, {"-Infinity", syntax},
                          {"1e999", tooLarge},   {"-1e999", tooLarge}, {"-0", "", 0.0},
                          {"1e-320", "", 1e-320}};
    rows.insert(rows.end(), own);
    addRows(rows);
}

std::string with(std::string text, const QString& value)
{
    const auto at = text.find('@');
    return text.replace(at, 1, value.toStdString());
}

// The row's answer against what the reader did: `read` is the value it holds when it accepted.
void check(const RefusalList& refusals, const std::optional<double>& read)
{
    QFETCH(QString, code);
    QFETCH(double, readBack);
    if (code.isEmpty()) {
        QVERIFY2(refusals.empty(), refusals.empty() ? "" : refusals.items().front().message.c_str());
        QVERIFY(read);
        QVERIFY2(*read == readBack && std::signbit(*read) == std::signbit(readBack),
                 qPrintable(QString::number(*read, 'g', 17)));
        return;
    }
    QVERIFY(!refusals.empty());
    for (const Refusal& r : refusals.items())
        QVERIFY2(QString::fromStdString(r.code) == code, (r.code + ": " + r.message).c_str());
}

const char* kSequence = R"({"spec":"rig-pose-sequence/1","space":{"units":"picture-px","origin":"top-left","y":"down"},
  "width":10,"height":10,"frames":[{"t":0,"people":[{"id":"a","joints":{"neck":{"state":"observed","at":[@,1],
  "score":0.9}}}]}]})";
const char* kContact = R"({"spec":"rig-pose-contact-keys/1","keys":[{"frame":@,"side":"l"}]})";
const char* kCameraShift = R"({"spec":"rig-pose-camera/1","keys":[{"frame":0,"s":1,"tx":@,"ty":0}]})";
const char* kCameraFrame = R"({"spec":"rig-pose-camera/1","keys":[{"frame":@,"s":1,"tx":0,"ty":0}]})";
const char* kPelvisDeg = R"({"spec":"rig-pose-pelvis-keys/1","keys":[{"frame":0,"deg":@}]})";
const char* kPelvisFrame = R"({"spec":"rig-pose-pelvis-keys/1","keys":[{"frame":@,"deg":0}]})";
const char* kTracks =
    R"({"spec":"rig-pose-tracks/1","tracks":[{"bone":"b","property":"rotate","keys":[{"t":0,"v":[@]}]}]})";
const char* kMotion =
    R"({"spec":"rigc-motion/1","archetype":"one","cut":"c","easings":{},"animations":{"a":{"duration":0,
  "tracks":[{"bone":"b","property":"rotate","keys":[{"t":0,"v":[@]}]}]}}})";
const char* kMotionDuration =
    R"({"spec":"rigc-motion/1","archetype":"one","cut":"c","easings":{},"animations":{"a":{"duration":@,
  "tracks":[]}}})";
const char* kRig = R"({"spec":"rigc-rig/1","name":"x","skeleton":{"width":1,"height":1},
  "bones":[{"name":"root","length":@}],"slots":[]})";
const char* kProject = R"({"spec":"rigpose-project/1","retarget":{"switchMin":@}})";

}  // namespace

class TestHostileValues : public QObject {
    Q_OBJECT

private slots:
    void sequencePosition_data() { addRows("POSE_NUMBER", "POSE_JSON", "POSE_NUMBER", {{"1e-400", "", 0.0}}); }
    void sequencePosition()
    {
        QFETCH(QString, value);
        const auto read = sequence::readSequenceText(with(kSequence, value), "h.pose.json");
        std::optional<double> x;
        if (read.ok())
            x = read.value.frames.at(0).people.at(0).joints[1].at->x();
        check(read.refusals, x);
    }

    // Key frames: a frame past the sequence's 10 frames, and 1e-400, which the key files refuse
    // rather than read as frame 0.
    void contactFrame_data()
    {
        addRows("CONTACT_KEYS", "CONTACT_KEYS", "CONTACT_KEYS", {{"1e-400", "CONTACT_KEYS"}, {"8.5", "", 8.5}});
    }
    void contactFrame()
    {
        QFETCH(QString, value);
        const auto read = legs::readContactKeysText(with(kContact, value), "h.contact.keys.json", 10);
        check(read.refusals, read.ok() ? std::optional<double>(read.value.keys.at(0).frame) : std::nullopt);
    }

    void cameraShift_data()
    {
        addRows("CAMERA_FILE", "CAMERA_FILE", "CAMERA_FILE",
                {{"1e-400", "CAMERA_FILE"}, {"1000000", "", 1e6}, {"1000000.001", "CAMERA_FILE"}});
    }
    void cameraShift()
    {
        QFETCH(QString, value);
        const auto read = camera::readCameraKeysText(with(kCameraShift, value), "h.camera.json", 10);
        check(read.refusals, read.ok() ? std::optional<double>(read.value.keys.at(0).tx) : std::nullopt);
    }

    void cameraFrame_data()
    {
        // A camera key sits on a whole frame: the subnormal is refused, not only 1e-400.
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("code");
        QTest::addColumn<double>("readBack");
        for (const char* v : {"1e308", "-1e308", "9007199254740993", "NaN", "Infinity", "1e999", "-1e999", "1e-320",
                              "1e-400", "0.5", "10"})
            QTest::newRow(v) << QString::fromLatin1(v) << QStringLiteral("CAMERA_FILE") << 0.0;
        QTest::newRow("-0") << QStringLiteral("-0") << QString() << 0.0;
        QTest::newRow("9") << QStringLiteral("9") << QString() << 9.0;
    }
    void cameraFrame()
    {
        QFETCH(QString, value);
        const auto read = camera::readCameraKeysText(with(kCameraFrame, value), "h.camera.json", 10);
        check(read.refusals, read.ok() ? std::optional<double>(double(read.value.keys.at(0).frame)) : std::nullopt);
    }

    void cameraScale_data()
    {
        addRows({{"1e-300", "CAMERA_FILE"},
                 {"1e300", "CAMERA_FILE"},
                 {"0", "CAMERA_FILE"},
                 {"-0", "CAMERA_FILE"},
                 {"0.0000999", "CAMERA_FILE"},
                 {"1000.0001", "CAMERA_FILE"},
                 {"NaN", "CAMERA_FILE"},
                 {"1e999", "CAMERA_FILE"},
                 {"0.0001", "", 1e-4},
                 {"1000", "", 1000}});
    }
    void cameraScale()
    {
        QFETCH(QString, value);
        const std::string text = R"({"spec":"rig-pose-camera/1","keys":[{"frame":0,"s":@,"tx":0,"ty":0}]})";
        const auto read = camera::readCameraKeysText(with(text, value), "h.camera.json", 10);
        check(read.refusals, read.ok() ? std::optional<double>(read.value.keys.at(0).s) : std::nullopt);
    }

    void pelvisDeg_data()
    {
        addRows("PELVIS_KEYS", "PELVIS_KEYS", "PELVIS_KEYS",
                {{"1e-400", "PELVIS_KEYS"}, {"-360", "", -360}, {"360.001", "PELVIS_KEYS"}});
    }
    void pelvisDeg()
    {
        QFETCH(QString, value);
        const auto read = pelvis::readPelvisKeysText(with(kPelvisDeg, value), "h.pelvis.keys.json", 10);
        check(read.refusals, read.ok() ? std::optional<double>(read.value.keys.at(0).deg) : std::nullopt);
    }

    void pelvisFrame_data() { addRows("PELVIS_KEYS", "PELVIS_KEYS", "PELVIS_KEYS", {{"1e-400", "PELVIS_KEYS"}}); }
    void pelvisFrame()
    {
        QFETCH(QString, value);
        const auto read = pelvis::readPelvisKeysText(with(kPelvisFrame, value), "h.pelvis.keys.json", 10);
        check(read.refusals, read.ok() ? std::optional<double>(read.value.keys.at(0).frame) : std::nullopt);
    }

    void mergeTrackValue_data()
    {
        addRows("MERGE_SPEC", "MERGE_SPEC", "MERGE_SPEC", {{"1e-400", "MERGE_SPEC"}, {"1000000000", "", 1e9}});
    }
    void mergeTrackValue()
    {
        QFETCH(QString, value);
        const auto read = idle::readFragmentText(with(kTracks, value), "h.tracks.json");
        check(read.refusals, read.ok() ? std::optional<double>(read.value.tracks.at(0).keys.at(0).v.at(0).get<double>())
                                       : std::nullopt);
    }

    void baseMotionValue_data()
    {
        addRows("MOTION_SHAPE", "MOTION_JSON", "MOTION_JSON", {{"1e-400", "", 0.0}, {"-1000000000", "", -1e9}});
    }
    void baseMotionValue()
    {
        QFETCH(QString, value);
        const auto read = motion::readMotionText(with(kMotion, value), "h.motion.json");
        check(read.refusals, read.ok() ? std::optional<double>(
                                             read.value.animations.at(0).tracks.at(0).keys.at(0).v.at(0).get<double>())
                                       : std::nullopt);
    }

    // A base motion lasting 1e308 s was read; its length is a figure like any other now.
    void baseMotionDuration_data()
    {
        addRows({{"1e308", "MOTION_SHAPE"},
                 {"1e10", "MOTION_SHAPE"},
                 {"9007199254740993", "MOTION_SHAPE"},
                 {"NaN", "MOTION_JSON"},
                 {"1e999", "MOTION_JSON"},
                 {"-1", "MOTION_DURATION"},
                 {"-0", "", 0.0},
                 {"1e-320", "", 1e-320},
                 {"1000000000", "", 1e9}});
    }
    void baseMotionDuration()
    {
        QFETCH(QString, value);
        const auto read = motion::readMotionText(with(kMotionDuration, value), "h.motion.json");
        check(read.refusals, read.ok() ? std::optional<double>(read.value.animations.at(0).duration) : std::nullopt);
    }

    void mapOffset_data() { addRows("MAP_ALT_OFFSET", "MAP_JSON", "MAP_JSON", {{"1e-400", "", 0.0}}); }
    void mapOffset()
    {
        QFETCH(QString, value);
        const rig::Rig rig = test::loadRig(test::dataPath("map/drawn.rig.json"));
        std::string text =
            test::readAll(QString::fromStdString(test::dataPath("map/alternates.map.json"))).toStdString();
        const std::string offset = R"("r_forearm": [2, -1])";
        const auto at = text.find(offset);
        QVERIFY(at != std::string::npos);
        text.replace(at, offset.size(), R"("r_forearm": [@, -1])");
        const auto read = map::readMapText(with(text, value), "h.map.json", rig);
        check(read.refusals, read.ok() ? std::optional<double>(read.value.alternates.at(0).offsets.at(0).translate.x())
                                       : std::nullopt);
    }

    void rigBoneLength_data() { addRows("RIG_SHAPE", "RIG_JSON", "RIG_JSON", {{"1e-400", "", 0.0}}); }
    void rigBoneLength()
    {
        QFETCH(QString, value);
        const auto read = rig::readRigText(with(kRig, value), "h.rig.json");
        check(read.refusals, read.ok() ? std::optional<double>(read.value.bones.at(0).length) : std::nullopt);
    }

    void projectFigure_data()
    {
        addRows("PROJECT_FIELD", "PROJECT_JSON", "PROJECT_JSON",
                {{"1e-400", "", 0.0}, {"1000000000", "", 1e9}, {"null", "PROJECT_FIELD"}, {"\"\"", "PROJECT_FIELD"}});
    }
    void projectFigure()
    {
        QFETCH(QString, value);
        const auto read = project::readProjectText(with(kProject, value), "h.rigpose.json");
        check(read.refusals, read.ok() ? std::optional<double>(read.value.retarget.switchMin) : std::nullopt);
    }
};

QTEST_GUILESS_MAIN(TestHostileValues)
#include "tst_hostile_values.moc"
