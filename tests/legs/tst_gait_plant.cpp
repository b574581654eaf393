// --plant-feet against ground truth: synthetic walks and runs (tests/common/synthetic_gait.h)
// made from joint angles with known contacts, seen from the front, back, side and turned 40°,
// with detector-like noise, cleaned as a user would (clean's defaults), then retargeted onto the
// wave's rig with --plant-feet. On the frames where the truth has one foot down, the support the
// run reads must be that foot on at least 95 % of them, and the supporting ankle of the posed
// build must slide at most 0.005 leg lengths (feet.posed.worstDrift).
#include <QtTest>

#include "../retarget/retarget_fixture.h"
#include "synthetic_gait.h"

using namespace rigpose;
namespace gait = rigpose::test::gait;

namespace {

struct Measured {
    std::size_t single = 0, agree = 0;
    double worstDrift = 0;
    bool ok = false;
    std::string why;
};

Measured measure(const gait::Options& options, gait::View view)
{
    Measured m;
    gait::Camera camera;
    camera.view = view;
    const gait::Synthetic s = gait::makeSynthetic(options, camera);
    const sequence::Sequence cleaned = clean::cleanSequence(s.sequence, clean::CleanOptions{}).sequence;
    static const rig::Rig rig = test::exampleRig();
    static const map::Map map = test::exampleMap(rig);
    retarget::Inputs in;
    in.sequence = &cleaned;
    in.rig = &rig;
    in.map = &map;
    in.options.name = "gait";
    in.options.plantFeet = true;
    const retarget::Result r = retarget::retarget(in);
    m.ok = r.ok() && r.feet && r.feet->posed;
    if (!m.ok) {
        m.why = r.refusals.empty() ? "no feet" : r.refusals.items().front().message;
        return m;
    }
    const std::vector<int> truth = gait::supportOf(s.gait);
    for (std::size_t f = 0; f < truth.size(); ++f) {
        if (truth[f] == gait::kNoSide)
            continue;
        ++m.single;
        m.agree += r.feet->support[f] == truth[f];
    }
    m.worstDrift = r.feet->posed->worstDrift;
    return m;
}

}  // namespace

class TestGaitPlant : public QObject {
    Q_OBJECT
private slots:
    void supportsFollowTheTruth_data()
    {
        QTest::addColumn<bool>("run");
        QTest::addColumn<int>("view");
        for (bool run : {false, true})
            for (gait::View v : {gait::View::Front, gait::View::Back, gait::View::Side, gait::View::Turned40})
                QTest::newRow((std::string(run ? "run " : "walk ") + gait::viewName(v)).c_str()) << run << static_cast<int>(v);
    }
    void supportsFollowTheTruth()
    {
        QFETCH(bool, run);
        QFETCH(int, view);
        const Measured m = measure(run ? gait::Options::run() : gait::Options::walk(), static_cast<gait::View>(view));
        QVERIFY2(m.ok, m.why.c_str());
        const double share = static_cast<double>(m.agree) / static_cast<double>(m.single);
        qInfo("support agrees on %zu of %zu single-support frames (%.1f %%); worst drift %.4f leg lengths", m.agree,
              m.single, 100 * share, m.worstDrift);
        QVERIFY2(share >= 0.95, qPrintable(QString::number(share)));
        QVERIFY2(m.worstDrift <= 0.005, qPrintable(QString::number(m.worstDrift)));
    }
};

QTEST_GUILESS_MAIN(TestGaitPlant)
#include "tst_gait_plant.moc"
