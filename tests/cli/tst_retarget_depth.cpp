// The retarget's layers end to end (ref #281): the generated walk, seen from the front, cleaned
// with and without --depth and retargeted onto the wave's rig. With depth the report carries
// `layers` and the run prints DEPTH; without it neither appears; the motion is the same bytes.

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

#include "cli_fixture.h"

using namespace rigpose;
using test::readAll;
using test::src;

namespace {

QString s(const char* text) { return QString::fromUtf8(text); }

}  // namespace

class TestRetargetDepthCli : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    test::CliRun retargetOf(const QString& pose, const QString& out)
    {
        return test::runCli({s("retarget"), s("--rig"), src("resources/examples/wave/rig"), s("--map"),
                             src("resources/examples/wave/map.json"), s("--sequence"), pose, s("--out"), out,
                             s("--animation"), s("walk")},
                            m_dir.path());
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QCOMPARE(
            test::runCli({s("generate"), s("--figure"), s("walk"), s("--out"), s("walk.json")}, m_dir.path()).exitCode,
            0);
        const QStringList clean = {s("clean"),  s("--pose"), s("walk.json"), s("--legs"), s("1"),
                                   s("--rest"), s("1"),      s("--hold"),    s("off"),    s("--loop")};
        QCOMPARE(test::runCli(clean + QStringList{s("--out"), s("flat.json")}, m_dir.path()).exitCode, 0);
        QCOMPARE(test::runCli(clean + QStringList{s("--depth"), s("walk"), s("--out"), s("deep.json")}, m_dir.path())
                     .exitCode,
                 0);
    }

    void layersAreReportedAndNothingIsKeyedFromThem()
    {
        const auto flat = retargetOf(s("flat.json"), s("flat.motion.json"));
        const auto deep = retargetOf(s("deep.json"), s("deep.motion.json"));
        QVERIFY2(flat.exitCode == 0, flat.err.constData());
        QVERIFY2(deep.exitCode == 0, deep.err.constData());
        QVERIFY(!flat.out.contains("\nDEPTH "));
        QVERIFY2(
            deep.out.contains("\nDEPTH layers from the sequence's derived depth (clean --depth walk): limbs ordered "
                              "front to back on "),
            deep.out.constData());

        const QByteArray flatMotion = readAll(m_dir.filePath(s("flat.motion.json")));
        QVERIFY(!flatMotion.isEmpty());
        QCOMPARE(readAll(m_dir.filePath(s("deep.motion.json"))), flatMotion);

        const auto flatReport = nlohmann::json::parse(
            readAll(m_dir.filePath(s("flat.motion.report.json"))).toStdString());
        const auto deepReport = nlohmann::json::parse(
            readAll(m_dir.filePath(s("deep.motion.report.json"))).toStdString());
        QVERIFY(!flatReport.contains("layers"));
        const auto& layers = deepReport.at("layers");
        const auto& times = deepReport.at("frameTimes");
        QCOMPARE(layers.size(), times.size());
        std::size_t ordered = 0;
        for (std::size_t i = 0; i < layers.size(); ++i) {
            const auto& row = layers[i];
            QCOMPARE(row.at("frame").get<std::size_t>(), i);
            // Every event's time is the motion key's.
            QCOMPARE(row.at("t").get<double>(), times[i].get<double>());
            std::size_t limbs = 0;
            for (const auto& layer : row.at("order"))
                limbs += layer.size();
            ordered += limbs == 4;
        }
        // The DEPTH line counts exactly the rows whose four limbs are ordered.
        const QByteArray counted = QByteArray("on ") + QByteArray::number(qulonglong(ordered)) + QByteArray(" of ") +
                                   QByteArray::number(qulonglong(layers.size())) + QByteArray(" frames");
        QVERIFY2(deep.out.contains(counted), deep.out.constData());
        QVERIFY(ordered > 0);
    }
};

QTEST_GUILESS_MAIN(TestRetargetDepthCli)
#include "tst_retarget_depth.moc"
