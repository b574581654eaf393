// A clip in flight throughout: contact keys of only "none" leave no support span, so --plant-feet
// has nothing to plant. It used to crash (SIGSEGV reading the stretch of an empty plan); now the
// hip follows the pose, the motion is the one without --plant-feet, and FEET says so (issue 36).

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include "testutils.h"

using namespace rigpose;

namespace {

QString s(const char* text) { return QString::fromLatin1(text); }

}  // namespace

class TestFlight : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    QString path(const char* name) const { return m_dir.filePath(QString::fromLatin1(name)); }

    test::CliRun retarget(const char* out, const QStringList& more) const
    {
        const QString ex = QString::fromStdString(test::sourcePath("resources/examples/wave"));
        return test::runCli(
            QStringList{s("retarget"), s("--rig"), ex + s("/rig"), s("--map"), ex + s("/map.json"), s("--sequence"),
                        path("walk.json"), s("--out"), path(out), s("--animation"), s("walk")} +
                more,
            m_dir.path());
    }

private slots:
    void initTestCase()
    {
        QVERIFY(test::runCli({s("generate"), s("--figure"), s("walk"), s("--out"), path("walk.raw.json")}).exitCode ==
                0);
        QVERIFY(
            test::runCli({s("clean"), s("--pose"), path("walk.raw.json"), s("--out"), path("walk.json"), s("--loop")})
                .exitCode == 0);
        for (const char* name : {"none.keys.json", "many.keys.json"}) {
            QFile keys(path(name));
            QVERIFY(keys.open(QIODevice::WriteOnly));
            // One key covering the clip, and several "none" keys one after another.
            keys.write(std::string(name) == "none.keys.json"
                           ? R"({"spec": "rig-pose-contact-keys/1", "keys": [{"frame": 0, "side": "none"}]})"
                           : R"({"spec": "rig-pose-contact-keys/1", "keys": [{"frame": 0, "side": "none"},
                                {"frame": 10, "side": "none"}, {"frame": 20.5, "side": "none"}]})");
        }
    }

    void allFlightPlantsNothingAndKeepsThePosesHip_data()
    {
        QTest::addColumn<QStringList>("flags");
        QTest::newRow("plant") << QStringList{s("--plant-feet")};
        QTest::newRow("plant and stance") << QStringList{s("--plant-feet"), s("--stance"), s("0.07")};
        QTest::newRow("plant on a floor") << QStringList{s("--plant-feet"), s("--floor"), s("-3")};
    }

    void allFlightPlantsNothingAndKeepsThePosesHip()
    {
        QFETCH(QStringList, flags);
        const test::CliRun plain = retarget("plain.json", {});
        QCOMPARE(plain.exitCode, 0);
        for (const char* keys : {"none.keys.json", "many.keys.json"}) {
            const test::CliRun run = retarget("flight.json", flags + QStringList{s("--contact-keys"), path(keys)});
            QVERIFY2(run.exitCode == 0, run.err.constData());
            QVERIFY(run.out.contains("FEET supports 0: none (no foot supports on any frame)"));
            QVERIFY(!run.out.contains("FEET floor y"));
            QCOMPARE(test::readAll(path("flight.json")), test::readAll(path("plain.json")));
        }
    }
};

QTEST_GUILESS_MAIN(TestFlight)
#include "tst_flight.moc"
