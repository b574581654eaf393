// rig-pose pelvis with curved keys, as a user runs it: stepped keys write a tilt that holds each
// key's value until the next key's frame, and says so in its PELVIS line; the same keys without
// curves, or with "linear" on every key, write the linear track as before, byte for byte alike.

#include <QTemporaryDir>
#include <QTest>

#include <cmath>

#include "rigpose/sequence/reader.h"
#include "pelvis_cli.h"

using namespace rigpose;

namespace {

QString s(const char* text) { return QString::fromUtf8(text); }

}  // namespace

class TestPelvisCurvesCli : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_pose;

    test::CliRun pelvis(const char* keys, const char* out)
    {
        return test::runPelvis(m_dir.path(), m_pose, s(keys), s(out));
    }

    // Every frame's written tilt against `expected`, within the writer's 0.0005°.
    void checkTrack(const char* out, double (*expected)(double))
    {
        const auto read = sequence::readSequenceFile(m_dir.filePath(s(out)).toStdString());
        QVERIFY(read.ok());
        QCOMPARE(read.value.frames.size(), std::size_t(72));
        for (std::size_t f = 0; f < read.value.frames.size(); ++f) {
            const auto& tilt = read.value.frames[f].pelvisTilt;
            QVERIFY(tilt);
            QVERIFY2(std::abs(*tilt - expected(static_cast<double>(f))) <= 0.0005 + 1e-12,
                     qPrintable(QStringLiteral("frame %1: %2").arg(f).arg(*tilt)));
        }
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_pose = test::wavePoseRaw();
        const char* stepped = R"(, "curve": "stepped")";
        const char* linear = R"(, "curve": "linear")";
        QVERIFY(test::writeText(m_dir.filePath(s("stepped.json")),
                                test::fractionalPelvisKeys(stepped, stepped, stepped, "")));
        QVERIFY(test::writeText(m_dir.filePath(s("plain.json")), test::fractionalPelvisKeys("", "", "", "")));
        QVERIFY(test::writeText(m_dir.filePath(s("linear.json")),
                                test::fractionalPelvisKeys(linear, linear, linear, linear)));
    }

    void steppedKeysWriteASteppedTilt()
    {
        const auto run = pelvis("stepped.json", "stepped.pose.json");
        QVERIFY2(run.exitCode == 0, run.err.constData());
        // -6, 10, 170, then -170 (190 unwrapped): still 196° peak to peak.
        QVERIFY2(run.out.startsWith("PELVIS from keys (4 key(s) over 72 frame(s), along each key's curve the short "
                                    "way round, held past the ends): swing 196°\n"),
                 run.out.constData());
        // Hand-derived: each key's deg from its frame up to (not including) the next key's.
        checkTrack("stepped.pose.json", [](double f) {
            if (f < 9.5)
                return -6.0;
            if (f < 14.25)
                return 10.0;
            if (f < 19)
                return 170.0;
            return -170.0;
        });
    }

    void keysWithoutCurvesWriteWhatTheyWroteBefore()
    {
        const auto plain = pelvis("plain.json", "plain.pose.json");
        QVERIFY2(plain.exitCode == 0, plain.err.constData());
        // The line and the values tst_pelvis.cpp has always held the linear track to.
        QVERIFY2(plain.out.startsWith("PELVIS from keys (4 key(s) over 72 frame(s), linear the short way round, held "
                                      "past the ends): swing 196°\n"),
                 plain.out.constData());
        checkTrack("plain.pose.json", [](double f) {
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
        });
        // "linear" spelled on every key is the same run: the same output and the same bytes.
        const auto linear = pelvis("linear.json", "linear.pose.json");
        QVERIFY2(linear.exitCode == 0, linear.err.constData());
        QCOMPARE(QString::fromUtf8(linear.out).replace(s("linear.pose.json"), s("plain.pose.json")),
                 QString::fromUtf8(plain.out));
        QCOMPARE(test::readAll(m_dir.filePath(s("linear.pose.json"))),
                 test::readAll(m_dir.filePath(s("plain.pose.json"))));
    }

    void aBadCurveIsRefusedAndNothingWritten()
    {
        QVERIFY(test::writeText(m_dir.filePath(s("bad.json")),
                                test::fractionalPelvisKeys("", R"(, "curve": "smooth")", "", "")));
        const auto run = pelvis("bad.json", "bad.pose.json");
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.startsWith(R"(PELVIS_KEYS: bad.json: key 1: "curve" is "smooth")"), run.err.constData());
        QVERIFY(!QFile::exists(m_dir.filePath(s("bad.pose.json"))));
    }
};

QTEST_GUILESS_MAIN(TestPelvisCurvesCli)
#include "tst_pelvis_curves.moc"
