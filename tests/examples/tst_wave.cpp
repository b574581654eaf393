// The wave generator: its joint angles come back out of the file it writes, its figure keeps
// its proportions, the bundled example's two files (the raw pose.raw.json and the cleaned
// pose.json) are what it writes today, the cleaned one is what rig-pose clean makes of the raw
// one, and rig-pose generate writes them, refuses bad values and adds seeded noise of the size
// asked.

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <numbers>
#include <string>
#include <vector>

#include "rigpose/examples/wave.h"
#include "rigpose/examples/wave_example.h"
#include "rigpose/sequence/reader.h"
#include "rigpose/sequence/writer.h"
#include "rigpose/util/atomic_write.h"
#include "picture_angle.h"
#include "testutils.h"

using namespace rigpose;
using body::Joint;
using examples::WaveAngles;

namespace {

using test::angleDifference;
using test::pictureAngle;

Eigen::Vector2d at(const sequence::Person& person, Joint joint) { return *person.joint(joint).at; }

struct SegmentCheck {
    const char* name;
    Joint from, to;
    double WaveAngles::*angle;
};

// Every segment the generator turns, with the angle that turns it.
const std::vector<SegmentCheck>& segments()
{
    static const std::vector<SegmentCheck> list = {
        {"head", Joint::Neck, Joint::Nose, &WaveAngles::head},
        {"hip line", Joint::RHip, Joint::LHip, &WaveAngles::hipLine},
        {"shoulder line", Joint::RShoulder, Joint::LShoulder, &WaveAngles::shoulderLine},
        {"eye line", Joint::REye, Joint::LEye, &WaveAngles::eyeLine},
        {"ear line", Joint::REar, Joint::LEar, &WaveAngles::eyeLine},
        {"r_upper_arm", Joint::RShoulder, Joint::RElbow, &WaveAngles::rUpperArm},
        {"r_forearm", Joint::RElbow, Joint::RWrist, &WaveAngles::rForearm},
        {"l_upper_arm", Joint::LShoulder, Joint::LElbow, &WaveAngles::lUpperArm},
        {"l_forearm", Joint::LElbow, Joint::LWrist, &WaveAngles::lForearm},
        {"r_thigh", Joint::RHip, Joint::RKnee, &WaveAngles::rThigh},
        {"r_shin", Joint::RKnee, Joint::RAnkle, &WaveAngles::rShin},
        {"l_thigh", Joint::LHip, Joint::LKnee, &WaveAngles::lThigh},
        {"l_shin", Joint::LKnee, Joint::LAnkle, &WaveAngles::lShin},
    };
    return list;
}

// The exact example written and read back, as a later stage would see it.
sequence::Sequence writtenAndRead(const examples::WaveOptions& options = {})
{
    auto loaded = sequence::readSequenceText(sequence::sequenceToText(examples::makeWaveSequence(options)),
                                             "generated");
    for (const Refusal& r : loaded.refusals.items())
        qWarning("%s: %s", r.code.c_str(), r.message.c_str());
    if (!loaded.ok())
        qFatal("the generator's output did not read back");
    return loaded.value;
}

// The bundled raw clip and the cleaned pose made from it.
QString rawExampleFile() { return QString::fromStdString(test::sourcePath("resources/examples/wave/pose.raw.json")); }

QString cleanedExampleFile() { return QString::fromStdString(test::sourcePath("resources/examples/wave/pose.json")); }

QByteArray fileBytes(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

}  // namespace

class TestWave : public QObject {
    Q_OBJECT

private slots:
    void clipIsThreeSecondsAt24Fps()
    {
        const auto seq = writtenAndRead();
        QCOMPARE(seq.frames.size(), std::size_t(72));
        QCOMPARE(seq.width, 720.0);
        QCOMPARE(seq.height, 1280.0);
        QCOMPARE(seq.source.value_or(""), std::string("rigpose wave generator"));
        QCOMPARE(seq.minorNeeded(), 0);
        for (std::size_t i = 0; i < seq.frames.size(); ++i) {
            const auto& frame = seq.frames[i];
            QVERIFY(std::abs(frame.t - static_cast<double>(i) / 24.0) < 1e-6);
            QCOMPARE(frame.people.size(), std::size_t(1));
            QCOMPARE(frame.people[0].id, std::string("a"));
            for (const auto& sample : frame.people[0].joints) {
                QCOMPARE(sample.state, sequence::JointState::Observed);
                QVERIFY(sample.at.has_value());
                QCOMPARE(sample.score.value_or(0), 1.0);
            }
        }
        QCOMPARE(examples::waveFrameCount({.seconds = 2250, .fps = 24}), std::int64_t(54000));
        QCOMPARE(examples::waveFrameCount({.seconds = 0.1, .fps = 30}), std::int64_t(3));
        QCOMPARE(examples::waveFrameCount({.seconds = 1, .fps = 2.5}), std::int64_t(3));
    }

    // The real check: every segment points where the generator's angles say, on every frame,
    // after the writer's rounding.
    void anglesComeBackFromTheFile()
    {
        const auto seq = writtenAndRead();
        double worst = 0;
        std::string worstWhere;
        for (std::size_t i = 0; i < seq.frames.size(); ++i) {
            const auto& frame = seq.frames[i];
            const WaveAngles want = examples::waveAnglesAt(static_cast<double>(i) / 24.0);
            const auto& person = frame.people[0];
            auto check = [&](const char* name, double got, double wanted) {
                const double error = angleDifference(got, wanted);
                if (error > worst) {
                    worst = error;
                    worstWhere = std::string(name) + " on frame " + std::to_string(i);
                }
            };
            for (const auto& s : segments())
                check(s.name, pictureAngle(at(person, s.from), at(person, s.to)), want.*s.angle);
            const auto midHip = *person.point(body::DerivedPoint::MidHip);
            check("trunk", pictureAngle(midHip, at(person, Joint::Neck)), want.trunk);
        }
        qInfo("worst angle error %.5f deg (%s)", worst, worstWhere.c_str());
        QVERIFY2(worst < 0.01, worstWhere.c_str());
    }

    void segmentsKeepTheFiguresProportions()
    {
        const examples::WaveFigure fig;
        const auto seq = writtenAndRead();
        auto length = [](const sequence::Person& p, Joint a, Joint b) { return (at(p, b) - at(p, a)).norm(); };
        double worst = 0;
        for (const auto& frame : seq.frames) {
            const auto& p = frame.people[0];
            const auto midHip = *p.point(body::DerivedPoint::MidHip);
            const auto midShoulder = *p.point(body::DerivedPoint::MidShoulder);
            const Eigen::Vector2d neck = at(p, Joint::Neck);
            const std::vector<std::pair<double, double>> pairs = {
                {(neck - midHip).norm(), fig.trunk},
                {(neck - midShoulder).norm(), fig.shoulderDrop},
                {(midHip - fig.midHip).norm(), 0.0},
                {length(p, Joint::RHip, Joint::LHip), fig.hipWidth},
                {length(p, Joint::RShoulder, Joint::LShoulder), fig.shoulderWidth},
                {length(p, Joint::RShoulder, Joint::RElbow), fig.upperArm},
                {length(p, Joint::LShoulder, Joint::LElbow), fig.upperArm},
                {length(p, Joint::RElbow, Joint::RWrist), fig.forearm},
                {length(p, Joint::LElbow, Joint::LWrist), fig.forearm},
                {length(p, Joint::RHip, Joint::RKnee), fig.thigh},
                {length(p, Joint::LHip, Joint::LKnee), fig.thigh},
                {length(p, Joint::RKnee, Joint::RAnkle), fig.shin},
                {length(p, Joint::LKnee, Joint::LAnkle), fig.shin},
                {length(p, Joint::Neck, Joint::Nose), fig.noseUp},
                {length(p, Joint::REye, Joint::LEye), fig.eyeApart},
                {length(p, Joint::REar, Joint::LEar), fig.earApart},
                {(0.5 * (at(p, Joint::REye) + at(p, Joint::LEye)) - neck).norm(), fig.eyeUp},
                {(0.5 * (at(p, Joint::REar) + at(p, Joint::LEar)) - neck).norm(), fig.earUp},
            };
            for (const auto& [got, want] : pairs)
                worst = std::max(worst, std::abs(got - want));
        }
        qInfo("worst length error %.5f px", worst);
        QVERIFY(worst < 0.002);
    }

    // Facing the camera: the subject's right is on the picture's left; up is smaller y.
    void figureFacesTheCameraAndStaysInThePicture()
    {
        const auto seq = writtenAndRead();
        for (const auto& frame : seq.frames) {
            const auto& p = frame.people[0];
            QVERIFY(at(p, Joint::RShoulder).x() < at(p, Joint::LShoulder).x());
            QVERIFY(at(p, Joint::RHip).x() < at(p, Joint::LHip).x());
            QVERIFY(at(p, Joint::REye).x() < at(p, Joint::LEye).x());
            QVERIFY(at(p, Joint::RWrist).y() < at(p, Joint::Nose).y());       // raised
            QVERIFY(at(p, Joint::LWrist).y() > at(p, Joint::LShoulder).y());  // hanging
            QVERIFY(at(p, Joint::Nose).y() < at(p, Joint::Neck).y());
            for (const auto& sample : p.joints) {
                QVERIFY(sample.at->x() > 0 && sample.at->x() < seq.width);
                QVERIFY(sample.at->y() > 0 && sample.at->y() < seq.height);
            }
        }
    }

    // The right elbow bends the same way on every frame (a hinge that flips would be refused
    // by a retarget), and the clip loops: the frame after the last is the first again.
    void waveBendsOneWayAndLoops()
    {
        for (int i = 0; i < 72; ++i) {
            const WaveAngles a = examples::waveAnglesAt(i / 24.0);
            const double bend = std::remainder(a.rForearm - a.rUpperArm, 360.0);
            QVERIFY2(bend < -10 && bend > -80, qPrintable(QString::number(bend)));
        }
        const WaveAngles first = examples::waveAnglesAt(0), after = examples::waveAnglesAt(3);
        for (const auto& s : segments())
            QVERIFY(angleDifference(first.*s.angle, after.*s.angle) < 1e-9);
        // And it does wave: the forearm sweeps 50 degrees (49.2 on the frames: the peaks fall
        // between two).
        double low = 1e9, high = -1e9;
        for (int i = 0; i < 72; ++i) {
            low = std::min(low, examples::waveAnglesAt(i / 24.0).rForearm);
            high = std::max(high, examples::waveAnglesAt(i / 24.0).rForearm);
        }
        QVERIFY(high - low > 49);
    }

    // A regression check against the generator (the angle test above is the real check).
    void committedExampleIsWhatTheGeneratorWrites()
    {
        const QByteArray raw = fileBytes(rawExampleFile());
        QVERIFY2(!raw.isEmpty(), "resources/examples/wave/pose.raw.json is missing");
        const std::string now = sequence::sequenceToText(examples::makeWaveSequence());
        QVERIFY2(raw == QByteArray::fromStdString(now),
                 "regenerate it: rig-pose generate --figure wave --out "
                 "resources/examples/wave/pose.raw.json --cleaned resources/examples/wave/pose.json");
        QVERIFY(raw.contains("\"spec\":\"rig-pose-sequence/1\""));
        QVERIFY(!raw.contains("\"cleaned\""));

        const QByteArray cleaned = fileBytes(cleanedExampleFile());
        QVERIFY2(!cleaned.isEmpty(), "resources/examples/wave/pose.json is missing");
        const clean::CleanResult made = examples::makeCleanedWave();
        QVERIFY(made.ok());
        QVERIFY2(cleaned == QByteArray::fromStdString(sequence::sequenceToText(made.sequence)),
                 "regenerate it: rig-pose generate --figure wave --out "
                 "resources/examples/wave/pose.raw.json --cleaned resources/examples/wave/pose.json");
    }

    // The shipped pose.json is the raw clip with clean's record and nothing else changed:
    // windows of 1 and no hold leave every position, score and time as the generator wrote it.
    void cleanedExampleKeepsTheGeneratorsPositions()
    {
        const auto raw = sequence::readSequenceFile(rawExampleFile().toStdString());
        const auto cleaned = sequence::readSequenceFile(cleanedExampleFile().toStdString());
        QVERIFY(raw.ok());
        QVERIFY(cleaned.ok());
        QVERIFY(!raw.value.cleaned);
        QVERIFY(cleaned.value.cleaned.has_value());
        const nlohmann::ordered_json& record = *cleaned.value.cleaned;
        QCOMPARE(record.value("spec", std::string()), std::string("rig-pose-clean/1"));
        QCOMPARE(record["params"]["legs"].get<int>(), 1);
        QCOMPARE(record["params"]["rest"].get<int>(), 1);
        QVERIFY(record["params"]["hold"] == "off");
        QVERIFY(record["params"]["loop"] == false);
        QVERIFY2(record["spikes"]["found"].empty(), record.dump().c_str());

        QCOMPARE(cleaned.value.frames.size(), std::size_t(72));
        QVERIFY(cleaned.value.frames == raw.value.frames);
        QCOMPARE(cleaned.value.width, raw.value.width);
        QCOMPARE(cleaned.value.height, raw.value.height);
        QCOMPARE(cleaned.value.source, raw.value.source);
        QVERIFY(!cleaned.value.travel);
    }

    // The generator's cleaning and the clean command agree: the command, run on the shipped raw
    // clip with the options the example names, writes the shipped pose.json byte for byte.
    void cleanCommandMakesTheShippedPose()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString out = dir.filePath(QStringLiteral("wave.cleaned.json"));
        const auto run = test::runCli({QStringLiteral("clean"), QStringLiteral("--pose"), rawExampleFile(),
                                       QStringLiteral("--out"), out, QStringLiteral("--legs"), QStringLiteral("1"),
                                       QStringLiteral("--rest"), QStringLiteral("1"), QStringLiteral("--hold"),
                                       QStringLiteral("off")});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QVERIFY(!fileBytes(out).isEmpty());
        QCOMPARE(fileBytes(out), fileBytes(cleanedExampleFile()));
    }

    void cliWritesTheExample()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString out = dir.filePath(QStringLiteral("pose.json"));
        const auto run = test::runCli({QStringLiteral("generate"), QStringLiteral("--out"), out});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QVERIFY(run.out.contains("72 frames"));
        QVERIFY(run.out.contains(out.toUtf8()));
        const auto loaded = sequence::readSequenceFile(out.toStdString());
        QVERIFY(loaded.ok());
        QCOMPARE(loaded.value.frames.size(), std::size_t(72));
        QCOMPARE(fileBytes(out), fileBytes(rawExampleFile()));

        // Both files of the example, as the example's README remakes them.
        const QString raw = dir.filePath(QStringLiteral("pose.raw.json"));
        const QString cleaned = dir.filePath(QStringLiteral("cleaned/pose.json"));
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("cleaned")));
        const auto both = test::runCli({QStringLiteral("generate"), QStringLiteral("--figure"), QStringLiteral("wave"),
                                        QStringLiteral("--out"), raw, QStringLiteral("--cleaned"), cleaned});
        QVERIFY2(both.exitCode == 0, both.err.constData());
        const QByteArray cleanedLine =
            QByteArray("GENERATE: cleaned with --legs 1 --rest 1 --hold off -> ").append(cleaned.toUtf8());
        QVERIFY2(both.out.contains(cleanedLine), both.out.constData());
        QVERIFY2(both.out.contains("CLEAN windows legs 1, rest 1"), both.out.constData());
        QCOMPARE(fileBytes(raw), fileBytes(rawExampleFile()));
        QCOMPARE(fileBytes(cleaned), fileBytes(cleanedExampleFile()));

        const auto longer = test::runCli({QStringLiteral("generate"), QStringLiteral("--figure"),
                                          QStringLiteral("wave"), QStringLiteral("--seconds=1.5"),
                                          QStringLiteral("--fps"), QStringLiteral("30"), QStringLiteral("--out"), out});
        QCOMPARE(longer.exitCode, 0);
        const auto reread = sequence::readSequenceFile(out.toStdString());
        QVERIFY(reread.ok());
        QCOMPARE(reread.value.frames.size(), std::size_t(45));
    }

    void cliRefusesBadValues_data()
    {
        QTest::addColumn<QStringList>("flags");
        QTest::addColumn<QByteArray>("named");
        QTest::newRow("fps 0") << QStringList{QStringLiteral("--fps"), QStringLiteral("0")} << QByteArray("--fps");
        QTest::newRow("fps negative") << QStringList{QStringLiteral("--fps=-24")} << QByteArray("--fps");
        QTest::newRow("seconds not a number")
            << QStringList{QStringLiteral("--seconds"), QStringLiteral("3s")} << QByteArray("--seconds");
        QTest::newRow("seconds 0") << QStringList{QStringLiteral("--seconds=0")} << QByteArray("--seconds");
        QTest::newRow("seconds nan") << QStringList{QStringLiteral("--seconds=nan")} << QByteArray("--seconds");
        QTest::newRow("noise negative") << QStringList{QStringLiteral("--noise=-1")} << QByteArray("--noise");
        QTest::newRow("seed negative") << QStringList{QStringLiteral("--seed=-3")} << QByteArray("--seed");
        QTest::newRow("seed fraction") << QStringList{QStringLiteral("--seed=1.5")} << QByteArray("--seed");
        QTest::newRow("unknown figure") << QStringList{QStringLiteral("--figure=hop")} << QByteArray("--figure");
        QTest::newRow("too long") << QStringList{QStringLiteral("--seconds=1e7")} << QByteArray("frames");
        QTest::newRow("unknown flag") << QStringList{QStringLiteral("--loud")} << QByteArray("--loud");
    }

    void cliRefusesBadValues()
    {
        QFETCH(QStringList, flags);
        QFETCH(QByteArray, named);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const auto run = test::runCli(QStringList{QStringLiteral("generate"), QStringLiteral("--out"),
                                                  dir.filePath(QStringLiteral("pose.json"))} +
                                      flags);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(named), run.err.constData());
        QVERIFY(QDir(dir.path()).isEmpty());
    }

    // --cleaned is the wave's, needs a file of its own, and a refusal of either path writes
    // neither file.
    void cliCleanedNeedsTheWaveAndItsOwnFile()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString out = dir.filePath(QStringLiteral("pose.raw.json"));
        const auto same = test::runCli(
            {QStringLiteral("generate"), QStringLiteral("--out"), out, QStringLiteral("--cleaned"), out});
        QCOMPARE(same.exitCode, 1);  // ARG_PATH, as for every pair of outputs on one file
        QVERIFY2(same.err.startsWith("ARG_PATH: ") && same.err.contains("--cleaned"), same.err.constData());
        const auto walk = test::runCli({QStringLiteral("generate"), QStringLiteral("--figure"), QStringLiteral("walk"),
                                        QStringLiteral("--out"), out, QStringLiteral("--cleaned"),
                                        dir.filePath(QStringLiteral("pose.json"))});
        QCOMPARE(walk.exitCode, 2);
        QVERIFY2(walk.err.contains("--cleaned"), walk.err.constData());
        const auto unwritable = test::runCli({QStringLiteral("generate"), QStringLiteral("--out"), out,
                                              QStringLiteral("--cleaned"),
                                              dir.filePath(QStringLiteral("no-such-folder/pose.json"))});
        QCOMPARE(unwritable.exitCode, 1);
        QVERIFY2(unwritable.err.contains("ARG_PATH") && unwritable.err.contains("no-such-folder/pose.json"),
                 unwritable.err.constData());
        QVERIFY(QDir(dir.path()).isEmpty());
    }

    void cliNeedsOut()
    {
        const auto run = test::runCli({QStringLiteral("generate")});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains("--out"));
    }

    void cliRefusesAnUnwritableOutput()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("no-such-folder/pose.json"));
        const auto run = test::runCli({QStringLiteral("generate"), QStringLiteral("--out"), out});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains("ARG_PATH"), run.err.constData());
        QVERIFY(QDir(dir.path()).isEmpty());
    }

    // Noise of 2 px moves each coordinate by 2 px RMS, and a seed is a promise of bytes.
    void noiseHasTheAskedSizeAndFollowsTheSeed()
    {
        const auto exact = writtenAndRead();
        const examples::WaveOptions noisy{.noise = 2, .seed = 7};
        const auto moved = writtenAndRead(noisy);
        double sum = 0;
        std::size_t count = 0;
        for (std::size_t i = 0; i < exact.frames.size(); ++i) {
            for (std::size_t j = 0; j < body::kJointCount; ++j) {
                const Eigen::Vector2d d = *moved.frames[i].people[0].joints[j].at -
                                          *exact.frames[i].people[0].joints[j].at;
                sum += d.squaredNorm();
                count += 2;
            }
        }
        const double rms = std::sqrt(sum / static_cast<double>(count));
        qInfo("noise 2 px, seed 7: RMS %.4f px per coordinate over %zu coordinates", rms, count);
        QVERIFY(std::abs(rms - 2.0) < 0.2);

        const std::string once = sequence::sequenceToText(examples::makeWaveSequence(noisy));
        QCOMPARE(sequence::sequenceToText(examples::makeWaveSequence(noisy)), once);
        QVERIFY(sequence::sequenceToText(examples::makeWaveSequence({.noise = 2, .seed = 8})) != once);

        // The same through the command: one seed, the same bytes.
        QTemporaryDir dir;
        QByteArray bytes[2];
        for (int k = 0; k < 2; ++k) {
            const QString out = dir.filePath(QStringLiteral("noisy%1.json").arg(k));
            const auto run = test::runCli({QStringLiteral("generate"), QStringLiteral("--out"), out,
                                           QStringLiteral("--noise"), QStringLiteral("2"), QStringLiteral("--seed"),
                                           QStringLiteral("7")});
            QCOMPARE(run.exitCode, 0);
            bytes[k] = fileBytes(out);
        }
        QVERIFY(!bytes[0].isEmpty());
        QCOMPARE(bytes[0], bytes[1]);
        QCOMPARE(bytes[0], QByteArray::fromStdString(once));
    }
};

QTEST_GUILESS_MAIN(TestWave)
#include "tst_wave.moc"
