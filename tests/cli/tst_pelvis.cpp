// rig-pose pelvis as a user runs it: hand keys at fractional frames written as a 1.1 track on
// every frame (the keys' linear interpolation within the writer's 0.0005°), then cleaned; the
// refusals (PELVIS_KEYS, PELVIS_AFTER_CLEAN, PELVIS_TRACK) write nothing; --frames is not in
// this build (exit 2).

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

#include "rigpose/sequence/reader.h"
#include "pelvis_cli.h"

using namespace rigpose;

using rigpose::test::writeText;

namespace {

QString s(const char* text) { return QString::fromUtf8(text); }

}  // namespace

class TestPelvisCli : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_pose;

    test::CliRun pelvis(const QString& pose, const QString& keys, const QString& out)
    {
        return test::runPelvis(m_dir.path(), pose, keys, out);
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_pose = test::wavePoseRaw();
        // Keys between frames, as a scan interpolated from drawn keys places them (ref #294).
        QVERIFY(writeText(m_dir.filePath(s("keys.json")), test::fractionalPelvisKeys()));
        QVERIFY(writeText(
            m_dir.filePath(s("bad.json")),
            R"({"spec": "rig-pose-pelvis-keys/1", "keys": [{"frame": 9, "deg": 1}, {"frame": 4, "deg": 2}]})"));
    }

    void writesTheTrackOnEveryFrame()
    {
        const auto run = pelvis(m_pose, s("keys.json"), s("tracked.json"));
        QVERIFY2(run.exitCode == 0, run.err.constData());
        // -6 -> 10 -> 170 -> 190 (stated -170): 196° peak to peak, unwrapped.
        QVERIFY2(
            run.out.startsWith("PELVIS from keys (4 key(s) over 72 frame(s), linear the short way round, held past "
                               "the ends): swing 196°\n"),
            run.out.constData());
        QVERIFY2(run.out.contains("wrote tracked.json (rig-pose-sequence/1.1, person "), run.out.constData());
        const auto read = sequence::readSequenceFile(m_dir.filePath(s("tracked.json")).toStdString());
        QVERIFY(read.ok());
        QCOMPARE(*read.value.pelvisSource, std::string("keys"));
        // Hand-derived: held at -6 up to 4.75; -6 -> 10 over 4.75 frames; 10 -> 170; 170 -> -170
        // the short way (through 180) over 4.75 frames; held at -170 from 19 on.
        auto expected = [](double f) {
            if (f <= 4.75)
                return -6.0;
            if (f <= 9.5)
                return -6 + 16 * (f - 4.75) / 4.75;
            if (f <= 14.25)
                return 10 + 160 * (f - 9.5) / 4.75;
            if (f <= 19) {
                const double d = 170 + 20 * (f - 14.25) / 4.75;
                return d > 180 ? d - 360 : d;
            }
            return -170.0;
        };
        for (std::size_t f = 0; f < read.value.frames.size(); ++f) {
            const auto& frame = read.value.frames[f];
            QVERIFY(frame.hasPelvisTilt && frame.pelvisTilt);
            QVERIFY2(std::abs(*frame.pelvisTilt - expected(static_cast<double>(f))) <= 0.0005 + 1e-12,
                     qPrintable(QString::number(f)));
        }
        // The order is pelvis -> clean: the tracked sequence cleans.
        const auto cleaned = test::runCli({s("clean"), s("--pose"), s("tracked.json"), s("--out"), s("cleaned.json")},
                                          m_dir.path());
        QVERIFY2(cleaned.exitCode == 0, cleaned.err.constData());
    }

    void refusesAndWritesNothing()
    {
        const auto bad = pelvis(m_pose, s("bad.json"), s("out1.json"));
        QCOMPARE(bad.exitCode, 1);
        QVERIFY2(bad.err.startsWith("PELVIS_KEYS"), bad.err.constData());
        QVERIFY(!QFile::exists(m_dir.filePath(s("out1.json"))));

        const auto tracked = pelvis(s("tracked.json"), s("keys.json"), s("out2.json"));
        QCOMPARE(tracked.exitCode, 1);
        QVERIFY2(tracked.err.startsWith("PELVIS_TRACK"), tracked.err.constData());
        QVERIFY(!QFile::exists(m_dir.filePath(s("out2.json"))));

        QVERIFY(test::runCli({s("clean"), s("--pose"), m_pose, s("--out"), s("plain.cleaned.json")}, m_dir.path())
                    .exitCode == 0);
        const auto afterClean = pelvis(s("plain.cleaned.json"), s("keys.json"), s("out3.json"));
        QCOMPARE(afterClean.exitCode, 1);
        QVERIFY2(afterClean.err.startsWith("PELVIS_AFTER_CLEAN"), afterClean.err.constData());
        QVERIFY(!QFile::exists(m_dir.filePath(s("out3.json"))));
    }

    void pictureReadersAreNotInThisBuild()
    {
        const auto run = test::runCli(
            {s("pelvis"), s("--pose"), m_pose, s("--frames"), s("frames"), s("--out"), s("x.json")}, m_dir.path());
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.startsWith("rig-pose pelvis: --frames is not in this build;"), run.err.constData());
        QVERIFY(!QFile::exists(m_dir.filePath(s("x.json"))));
    }
};

QTEST_GUILESS_MAIN(TestPelvisCli)
#include "tst_pelvis.moc"
