// cleanSequence end to end: the record's shapes, what each flag changes and leaves alone,
// its refusals, and the real dance captures coming out closer to their truth.

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <cmath>
#include <set>

#include "rigpose/clean/clean.h"
#include "rigpose/clean/require_cleaned.h"
#include "rigpose/examples/wave.h"
#include "rigpose/sequence/reader.h"
#include "rigpose/sequence/writer.h"
#include "testutils.h"

using namespace rigpose;
using namespace rigpose::clean;
using body::Joint;

class TestClean : public QObject {
    Q_OBJECT
private slots:
    void windowsOfOneChangeNoPosition();
    void recordHasTheReferenceShapes();
    void holdOffWritesNoHoldRecord();
    void loopWritesInPlaceAndWrapsWindows();
    void hipsInferredMarksOnlyTheState();
    void pelvisTrackIsSmoothedAcrossTheWrap();
    void refusals();
    void notCleanedNamesTheCleanCommand();
    void cleanedDanceIsCloserToTheTruth_data();
    void cleanedDanceIsCloserToTheTruth();
};

void TestClean::windowsOfOneChangeNoPosition()
{
    const auto wave = examples::makeWaveSequence({});
    for (bool hold : {false, true}) {
        CleanOptions options;
        options.legs = options.rest = 1;
        options.hold = hold;  // the wave's still joints are exact, so holding them moves nothing either
        CleanResult result = cleanSequence(wave, options);
        QVERIFY(result.ok());
        for (std::size_t f = 0; f < wave.frames.size(); ++f)
            for (std::size_t j = 0; j < body::kJointCount; ++j)
                QVERIFY((*result.sequence.frames[f].people[0].joints[j].at - *wave.frames[f].people[0].joints[j].at)
                            .norm() < 1e-9);
        QCOMPARE(result.sequence.cleaned->at("params").at("legs").get<int>(), 1);
    }
}

void TestClean::recordHasTheReferenceShapes()
{
    examples::WaveOptions noisy;
    noisy.noise = 1.5;
    auto seq = examples::makeWaveSequence(noisy);
    seq.frames[30].people[0].joint(Joint::LKnee).at->x() += 120;  // one planted spike
    CleanResult result = cleanSequence(seq, CleanOptions{});
    QVERIFY(result.ok());
    const auto& record = *result.sequence.cleaned;
    QCOMPARE(record.at("spec").get<std::string>(), std::string("rig-pose-clean/1"));
    const auto& params = record.at("params");
    QCOMPARE(params.dump(),
             std::string(
                 R"({"loop":false,"legs":5,"rest":7,"hold":{"speed":0.015,"reach":0.03,"minSeconds":0.5,"blend":6}})"));
    QCOMPARE(record.at("spikes").at("found").size(), std::size_t(1));
    QCOMPARE(record.at("spikes").at("found")[0].at("frame").get<int>(), 30);
    QCOMPARE(record.at("spikes").at("found")[0].at("joint").get<std::string>(), std::string("l_knee"));
    QCOMPARE(record.at("spikes").at("untested").dump(), std::string("[0,1,70,71]"));
    QVERIFY(record.at("jitter").at("after").get<double>() < record.at("jitter").at("before").get<double>());
    for (const char* key : {"holds", "seams", "unheld"})
        QVERIFY(record.at(key).is_array());
    QVERIFY(!record.at("holds").empty());  // the standing figure's legs and trunk are still
    const auto& hold = record.at("holds")[0];
    QVERIFY(hold.contains("joint") && hold.contains("frames") && hold.at("jitter").contains("before"));
    // The record survives our own reader's checks, and the writer's round trip.
    const std::string text = sequence::sequenceToText(result.sequence);
    auto read = sequence::readSequenceText(text, "cleaned.json");
    QVERIFY2(read.ok(), read.refusals.empty() ? "" : read.refusals.items().front().message.c_str());
    QCOMPARE(sequence::sequenceToText(read.value), text);
    // Every printed line starts with its tag.
    for (const std::string& line : cleanLines(result.report, CleanOptions{}, false)) {
        const std::string tag = line.substr(0, line.find(' '));
        QVERIFY2((std::set<std::string>{"SPIKE", "SPIKES", "OCCLUDED", "HOLD", "SEAM", "UNHELD", "INFERRED", "TRAVEL",
                                        "PELVIS", "CLEAN"}
                      .count(tag)),
                 line.c_str());
    }
}

void TestClean::holdOffWritesNoHoldRecord()
{
    CleanOptions options;
    options.hold = false;
    CleanResult result = cleanSequence(examples::makeWaveSequence({}), options);
    const auto& record = *result.sequence.cleaned;
    QCOMPARE(record.at("params").at("hold").get<std::string>(), std::string("off"));
    QVERIFY(!record.contains("holds") && !record.contains("seams") && !record.contains("unheld"));
}

void TestClean::loopWritesInPlaceAndWrapsWindows()
{
    CleanOptions options;
    options.loop = true;
    CleanResult result = cleanSequence(examples::makeWaveSequence({}), options);
    QVERIFY(result.ok());
    QCOMPARE(*result.sequence.travel, std::string("in-place"));
    QVERIFY(result.report.untested.empty());
    QVERIFY(result.report.floorShift.has_value());
    // The wave is four whole cycles: smoothed in a circle, frame 0 and frame 71's neighbour
    // frame 18 (one cycle on) come out the same.
    const auto& frames = result.sequence.frames;
    QVERIFY((*frames[0].people[0].joint(Joint::RWrist).at - *frames[18].people[0].joint(Joint::RWrist).at).norm() <
            1e-6);
}

void TestClean::hipsInferredMarksOnlyTheState()
{
    const auto wave = examples::makeWaveSequence({});
    CleanOptions with, without;
    with.hipsInferred = true;
    CleanResult a = cleanSequence(wave, with), b = cleanSequence(wave, without);
    QCOMPARE(a.report.hipsMarkedInferred, wave.frames.size() * 2);
    for (std::size_t f = 0; f < wave.frames.size(); ++f) {
        QCOMPARE(a.sequence.frames[f].people[0].joint(Joint::RHip).state, sequence::JointState::Inferred);
        QCOMPARE(*a.sequence.frames[f].people[0].joint(Joint::RHip).at,
                 *b.sequence.frames[f].people[0].joint(Joint::RHip).at);
    }
    QCOMPARE(a.sequence.cleaned->at("params").at("hipsInferred").dump(), std::string(R"({"by":"declared"})"));
}

void TestClean::pelvisTrackIsSmoothedAcrossTheWrap()
{
    auto seq = examples::makeWaveSequence({});
    seq.pelvisSource = "keys";
    for (std::size_t f = 0; f < seq.frames.size(); ++f) {
        seq.frames[f].hasPelvisTilt = true;
        // A tilt swinging through ±180°: 176 … 184 written wrapped into (-180, 180].
        double deg = 176.0 + 8.0 * static_cast<double>(f % 9) / 8.0;
        seq.frames[f].pelvisTilt = deg > 180 ? deg - 360 : deg;
    }
    seq.frames[5].pelvisTilt.reset();  // declined: stays null
    CleanResult result = cleanSequence(seq, CleanOptions{});
    QVERIFY(result.ok());
    QVERIFY(!result.sequence.frames[5].pelvisTilt);
    QVERIFY(result.sequence.frames[5].hasPelvisTilt);
    for (const auto& f : result.sequence.frames) {
        if (!f.pelvisTilt)
            continue;
        QVERIFY(*f.pelvisTilt > -180 && *f.pelvisTilt <= 180);
        // Near ±180, never pulled toward 0 as a naive average of 179 and -179 would be.
        QVERIFY(std::abs(*f.pelvisTilt) > 170);
    }
    QCOMPARE(result.sequence.cleaned->at("params").at("pelvis").at("window").get<int>(), 5);
    QVERIFY(result.report.pelvisLargestChange.has_value());
    // A linear ramp of tilt is smoothed onto itself (a quadratic fit through a line).
    std::vector<std::optional<double>> ramp;
    for (int f = 0; f < 20; ++f)
        ramp.push_back(170.0 + f);  // 170 … 189, written wrapped
    for (auto& v : ramp)
        if (*v > 180)
            *v -= 360;
    const auto smoothed = smoothPelvisTilt(ramp, 5, false);
    for (std::size_t f = 0; f < ramp.size(); ++f)
        QVERIFY(std::abs(std::remainder(*smoothed[f] - *ramp[f], 360.0)) < 1e-9);
}

void TestClean::refusals()
{
    const auto wave = examples::makeWaveSequence({});
    CleanOptions three;
    three.legs = 3;
    QVERIFY(cleanSequence(wave, three).refusals.has("CLEAN_WINDOW"));
    CleanOptions six;
    six.rest = 6;
    QVERIFY(cleanSequence(wave, six).refusals.has("CLEAN_WINDOW"));
    CleanOptions loop;
    loop.loop = true;
    loop.rest = 9;
    auto shortSeq = wave;
    shortSeq.frames.resize(8);
    QVERIFY(cleanSequence(shortSeq, loop).refusals.has("CLEAN_LOOP"));
    auto two = wave;
    two.frames[3].people.push_back(two.frames[3].people[0]);
    two.frames[3].people[1].id = "b";
    QVERIFY(cleanSequence(two, CleanOptions{}).refusals.has("CLEAN_PERSON"));
    CleanOptions pickB;
    pickB.person = "b";
    CleanResult onlyB = cleanSequence(two, pickB);
    QVERIFY(onlyB.ok());
    for (const auto& f : onlyB.sequence.frames)
        for (const auto& p : f.people)
            QCOMPARE(p.id, std::string("b"));  // only that person is written
    CleanOptions pickC;
    pickC.person = "c";
    QVERIFY(cleanSequence(two, pickC).refusals.has("CLEAN_PERSON"));
}

void TestClean::notCleanedNamesTheCleanCommand()
{
    const auto wave = examples::makeWaveSequence({});
    auto refused = requireCleaned(wave, "shots/take1.json");
    QVERIFY(refused);
    QCOMPARE(QString::fromStdString(refused->code), QStringLiteral("POSE_NOT_CLEANED"));
    QVERIFY(refused->message.find("rig-pose clean --pose shots/take1.json --out shots/take1.cleaned.json") !=
            std::string::npos);
    QVERIFY(!requireCleaned(cleanSequence(wave, CleanOptions{}).sequence, "x.json"));
    QVERIFY(cocoNeedsClean("d.coco.json").message.find("rig-pose clean --coco d.coco.json") != std::string::npos);
}

void TestClean::cleanedDanceIsCloserToTheTruth_data()
{
    QTest::addColumn<QString>("clip");
    for (const char* clip : {"05_04-front-24", "05_04-turn40-24", "05_07-front-24", "05_07-turn40-24"})
        QTest::newRow(clip) << QString::fromUtf8(clip);
}

void TestClean::cleanedDanceIsCloserToTheTruth()
{
    QFETCH(QString, clip);
    const std::string base = "cmu/" + clip.toStdString();
    auto noisy = sequence::readSequenceFile(test::dataPath((base + ".noisy.pose.json").c_str()));
    QVERIFY(noisy.ok());
    QFile truthFile(QString::fromStdString(test::dataPath((base + ".truth.json").c_str())));
    QVERIFY(truthFile.open(QIODevice::ReadOnly));
    const QJsonArray truth =
        QJsonDocument::fromJson(truthFile.readAll()).object().value(QStringLiteral("frames")).toArray();
    CleanResult cleaned = cleanSequence(noisy.value, CleanOptions{});
    QVERIFY(cleaned.ok());

    // Squared error against the true picture positions; the neck is compared with the true
    // shoulders' midpoint, which is what a COCO-made neck stands for.
    double before = 0, after = 0;
    std::size_t count = 0;
    for (qsizetype f = 0; f < truth.size(); ++f) {
        const QJsonObject frame = truth[f].toObject();
        const QJsonObject joints = frame.value(QStringLiteral("joints")).toObject();
        const QJsonObject mid = frame.value(QStringLiteral("mid")).toObject();
        for (std::size_t j = 0; j < body::kJointCount; ++j) {
            const auto& in = noisy.value.frames[static_cast<std::size_t>(f)].people[0].joints[j];
            const auto& out = cleaned.sequence.frames[static_cast<std::size_t>(f)].people[0].joints[j];
            if (!in.at)
                continue;
            const QJsonArray t = j == body::index(Joint::Neck)
                                     ? mid.value(QStringLiteral("mid_shoulder")).toArray()
                                     : joints.value(QString::fromUtf8(body::kJointNames[j].data())).toArray();
            const Eigen::Vector2d truePoint(t[0].toDouble(), t[1].toDouble());
            before += (*in.at - truePoint).squaredNorm();
            after += (*out.at - truePoint).squaredNorm();
            ++count;
        }
    }
    const double rmsBefore = std::sqrt(before / static_cast<double>(count));
    const double rmsAfter = std::sqrt(after / static_cast<double>(count));
    qInfo("%s: RMS error against the truth %.3f px -> %.3f px; jitter %.3f -> %.3f px/f^2", qPrintable(clip), rmsBefore,
          rmsAfter, *cleaned.report.jitterBefore, *cleaned.report.jitterAfter);
    QVERIFY(rmsAfter < rmsBefore);
    QVERIFY(*cleaned.report.jitterAfter < *cleaned.report.jitterBefore);
}

QTEST_GUILESS_MAIN(TestClean)
#include "tst_clean.moc"
