// --plant-feet against ground truth: synthetic walks and runs (tests/common/synthetic_gait.h)
// made from joint angles with known contacts, seen from the front, back, side and turned 40°,
// with detector-like noise, cleaned as a user would (clean's defaults), then retargeted onto the
// wave's rig with --plant-feet. On the frames where the truth has one foot down, the support the
// run reads must be that foot on at least 95 % of them, and the supporting ankle of the posed
// build must slide at most 0.005 leg lengths (feet.posed.worstDrift).
#include <QtTest>

#include "../retarget/retarget_fixture.h"
#include "rigpose/sequence/reader.h"
#include "synthetic_gait.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace rigpose;
namespace gait = rigpose::test::gait;

namespace {

struct Measured {
    std::size_t single = 0, agree = 0;
    double worstDrift = 0;
    bool ok = false;
    std::string why;
};

// A raw clip as a user would take it through: clean's defaults, then retarget --plant-feet on
// the wave's rig and map.
retarget::Result cleanAndPlant(const sequence::Sequence& raw, const std::string& name)
{
    return test::plantOnExample(clean::cleanSequence(raw, clean::CleanOptions{}).sequence, name);
}

Measured measure(const gait::Options& options, gait::View view)
{
    Measured m;
    gait::Camera camera;
    camera.view = view;
    const gait::Synthetic s = gait::makeSynthetic(options, camera);
    const retarget::Result r = cleanAndPlant(s.sequence, "gait");
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
                QTest::newRow((std::string(run ? "run " : "walk ") + gait::viewName(v)).c_str())
                    << run << static_cast<int>(v);
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
        // A run's last contact frame is the one clean's smoothing moves most (it carries the lift
        // into it); read as a step it lost one frame of each 7-frame contact (85.7 %) before the
        // reading knew the smoothing's lead-in (supports.cpp, isLeadIn).
        QVERIFY2(share >= 0.95, qPrintable(QString::number(share)));
        QVERIFY2(m.worstDrift <= 0.005, qPrintable(QString::number(m.worstDrift)));
    }

    // The CMU dance captures (tests/data/cmu): the noisy detections cleaned with clean's defaults,
    // against the truth's contact_foot on its frames with exactly one foot down.
    void supportsFollowTheDanceTruth_data()
    {
        QTest::addColumn<QString>("clip");
        for (const char* clip : {"05_04-front-24", "05_04-turn40-24", "05_07-front-24", "05_07-turn40-24"})
            QTest::newRow(clip) << QString::fromLatin1(clip);
    }
    void supportsFollowTheDanceTruth()
    {
        QFETCH(QString, clip);
        const std::string base = test::dataPath("cmu/") + clip.toStdString();
        const auto raw = sequence::readSequenceFile(base + ".noisy.pose.json");
        QVERIFY(raw.ok());
        const retarget::Result r = cleanAndPlant(raw.value, "dance");
        QVERIFY2(r.ok(), r.refusals.empty() ? "" : r.refusals.items().front().message.c_str());
        QFile f(QString::fromStdString(base + ".truth.json"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonArray frames =
            QJsonDocument::fromJson(f.readAll()).object().value(QStringLiteral("frames")).toArray();
        QCOMPARE(static_cast<std::size_t>(frames.size()), r.feet->support.size());
        std::size_t single = 0, agree = 0;
        for (qsizetype i = 0; i < frames.size(); ++i) {
            const QJsonObject c = frames[i].toObject().value(QStringLiteral("contact_foot")).toObject();
            const bool rDown = c.value(QStringLiteral("r")).toBool(), lDown = c.value(QStringLiteral("l")).toBool();
            if (rDown == lDown)
                continue;
            ++single;
            agree += r.feet->support[static_cast<std::size_t>(i)] == (rDown ? 0 : 1);
        }
        const double share = static_cast<double>(agree) / static_cast<double>(single);
        qInfo("support agrees on %zu of %zu single-support frames (%.1f %%); worst drift %.4f leg lengths", agree,
              single, 100 * share, r.feet->posed->worstDrift);
        QVERIFY(r.feet->posed->worstDrift <= 0.005);
        // Issue 38 (a held ankle bridged, a hand-over dated from the landing): 05_04 reads 97.7 %
        // in both views, 05_07 95.3 % (front) and 92.7 % (turned). Before it:
        // 05_04 read 97.7 % (front) and 98.2 % (turned): 96.3 % and 97.2 % before --plant-feet's
        // own rules (supports.cpp: of two level feet the still one supports, a still foot is kept
        // while a lower one is still coming down, a pivoting foot hands over, a foot stepping off
        // already up has landed when it comes down), 89.9 % and 89.0 % before a tracked foot handed
        // over. 05_07's jetés: 93.3 % and 90.7 % (89.3 % and 88.0 % before those rules; 81.3 % and
        // 80.7 % before a flight had to rise above its own take-off and landing and a foot pivoting
        // on its ball stayed down, tracked; 57.3 % in both before a run too long for its hips' rise
        // stopped being a jump, the still and step tests and the frontal "down" were judged over 7
        // frames against jitter). What is left on 05_07: the jumps read a frame wider than the
        // flight (78, 80 front; 74, 78 turned); at 181-186 (both views) and 161-165 (turned) the
        // lower ankle, nearer the camera, is the foot in the air; a landing read a frame off (108,
        // 156 front; 109, 149 turned: the landed ankle's jitter is at the step speed); a foot
        // lifting heel first keeps support a frame too long (86, 121 front; 86 turned).
        QVERIFY2(share >= 0.90, qPrintable(QString::number(share)));
    }
};

QTEST_GUILESS_MAIN(TestGaitPlant)
#include "tst_gait_plant.moc"
