// --leg-scale's figure scale on real walks (issue 38): the CMU walks in tests/data/cmu, cleaned
// with clean's defaults and retargeted onto the wave's rig with --plant-feet --leg-scale
// 0.8,1.05. A walker coming toward the camera grows on screen as 1 / depth, so the truth's figure
// scale on frame f is d(0) / d(f), d the mean camera depth of the hips and the neck (the truth's
// own depth, never read by the run). The run must follow it, so that a walk toward the camera is
// not read as longer legs.
#include <QtTest>

#include "../retarget/retarget_fixture.h"
#include "cmu_truth.h"
#include "rigpose/sequence/reader.h"

using namespace rigpose;

namespace {

// d(0) / d(f) from the truth's per-joint depth; empty when the file cannot be read.
std::vector<double> truthScale(const std::string& truthPath)
{
    QFile f(QString::fromStdString(truthPath));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const QJsonArray frames = QJsonDocument::fromJson(f.readAll()).object().value(QStringLiteral("frames")).toArray();
    std::vector<double> depth;
    for (const QJsonValue& v : frames) {
        const QJsonObject d = v.toObject().value(QStringLiteral("depth")).toObject();
        depth.push_back((d.value(QStringLiteral("r_hip")).toDouble() + d.value(QStringLiteral("l_hip")).toDouble() +
                         d.value(QStringLiteral("neck")).toDouble()) /
                        3);
    }
    std::vector<double> out;
    for (double d : depth)
        out.push_back(depth.front() / d);
    return out;
}

retarget::Result scaled(const sequence::Sequence& cleaned, bool back)
{
    retarget::Inputs in = test::exampleInputs(cleaned, "walk");
    if (back)
        in.map = &test::cmu::headlessExampleMap();  // the nose is never seen from behind
    in.options.plantFeet = true;
    in.options.legScale = std::pair{0.8, 1.05};
    return retarget::retarget(in);
}

}  // namespace

class TestFigureScale : public QObject {
    Q_OBJECT
private slots:
    // worst: the largest |followed − truth| / truth over the clip's frames, as measured, with the
    // goal (3 %) where it is met.
    void theFigureScaleFollowsTheWalker_data()
    {
        QTest::addColumn<QString>("clip");
        QTest::addColumn<double>("worst");
        QTest::newRow("35_01 front") << "35_01-front-24" << 0.03;
        QTest::newRow("35_01 side") << "35_01-side-24" << 0.03;
        QTest::newRow("35_01 back") << "35_01-back-24" << 0.03;
        QTest::newRow("35_01 turned") << "35_01-turn40-24" << 0.03;
        QTest::newRow("39_07 front") << "39_07-front-24" << 0.03;
        QTest::newRow("39_07 side") << "39_07-side-24" << 0.03;
        QTest::newRow("39_07 back") << "39_07-back-24" << 0.03;
        QTest::newRow("39_07 turned") << "39_07-turn40-24" << 0.03;
    }
    void theFigureScaleFollowsTheWalker()
    {
        QFETCH(QString, clip);
        QFETCH(double, worst);
        const std::string base = test::dataPath("cmu/") + clip.toStdString();
        const auto raw = sequence::readSequenceFile(base + ".noisy.pose.json");
        QVERIFY(raw.ok());
        const sequence::Sequence cleaned = clean::cleanSequence(raw.value, clean::CleanOptions{}).sequence;
        const retarget::Result r = scaled(cleaned, clip.contains(QStringLiteral("back")));
        QVERIFY2(r.ok(), r.refusals.empty() ? "refused" : r.refusals.items().front().message.c_str());
        QVERIFY(r.feet && r.feet->legScale);
        const legs::FigureScale& figure = r.feet->legScale->figure;
        const std::vector<double> truth = truthScale(base + ".truth.json");
        QCOMPARE(figure.track.size(), truth.size());
        double most = 0;
        std::size_t at = 0;
        for (std::size_t f = 0; f < truth.size(); ++f)
            if (const double e = std::abs(figure.track[f] - truth[f]) / truth[f]; e > most) {
                most = e;
                at = f;
            }
        const double range = *std::max_element(truth.begin(), truth.end()) /
                             *std::min_element(truth.begin(), truth.end());
        qInfo("%s: figure %s %.3f-%.3f, truth range %.3fx, worst %.2f %% on frame %zu", qPrintable(clip),
              figure.how.c_str(), figure.min, figure.max, range, 100 * most, at);
        QVERIFY2(most <= worst, qPrintable(QStringLiteral("worst %1 % on frame %2").arg(100 * most).arg(at)));
    }
};

QTEST_GUILESS_MAIN(TestFigureScale)
#include "tst_figure_scale.moc"
