// --plant-feet on real walks (issue 38): two CMU walks nobody here wrote
// (tests/data/cmu, 35_01 and 39_07), seen from the front, the side, behind and
// turned 40°, with detector-like noise, cleaned with clean's defaults and
// retargeted onto the wave's rig and map. A walk never leaves the ground, so no
// jump may be read on it, and on the frames where the truth's contact_foot has
// one foot down the support must name that foot. The dances' flights read as
// jumps stay read.
#include <QtTest>

#include "../retarget/retarget_fixture.h"
#include "cmu_truth.h"
#include "rigpose/sequence/reader.h"

using namespace rigpose;

namespace {

struct Run {
    retarget::Result result;
    std::vector<test::cmu::Contact> truth;
    std::string why;
};

Run planted(const std::string& clip)
{
    Run out;
    const std::string base = test::dataPath("cmu/") + clip;
    const auto raw = sequence::readSequenceFile(base + ".noisy.pose.json");
    if (!raw.ok()) {
        out.why = "cannot read " + base + ".noisy.pose.json";
        return out;
    }
    const sequence::Sequence cleaned = clean::cleanSequence(raw.value, clean::CleanOptions{}).sequence;
    if (clip.find("-back-") == std::string::npos) {
        out.result = test::plantOnExample(cleaned, "walk");
    } else {
        retarget::Inputs in = test::exampleInputs(cleaned, "walk");
        in.map = &test::cmu::headlessExampleMap();  // seen from behind
        in.options.plantFeet = true;
        out.result = retarget::retarget(in);
    }
    out.truth = test::cmu::contactsOf(base + ".truth.json");
    if (!out.result.ok())
        out.why = out.result.refusals.empty() ? "refused" : out.result.refusals.items().front().message;
    else if (!out.result.feet || !out.result.feet->posed)
        out.why = "no feet read";
    else if (out.truth.size() != out.result.feet->support.size())
        out.why = "the truth's frames are not the run's";
    return out;
}

std::string runsText(const std::vector<legs::FrameRun>& runs)
{
    std::string out;
    for (const legs::FrameRun& r : runs)
        out += (out.empty() ? "" : ", ") + std::to_string(r.first) + "-" + std::to_string(r.second);
    return out.empty() ? "none" : out;
}

}  // namespace

class TestWalkPlant : public QObject {
    Q_OBJECT
private slots:
    // agreed: the frames the support names the truth's foot on, of the
    // single-support frames: issue 38's goal is 95 % on every row (65 of 68, 64 of
    // 67); each row asserts what it reads now, so that it cannot slip back.
    // jumps: the jumps read, none on a walk (39_07 turned read 49-50 before a jump
    // one foot stands through was dropped).
    void walksHoldTheirFeet_data()
    {
        QTest::addColumn<QString>("clip");
        QTest::addColumn<int>("agreed");
        QTest::addColumn<int>("jumps");
        // Before issue 38 (held ankles read still, frontal hand-overs at the top of
        // a swing, a turned walk's hand-over dated from the crossing): 46, 61, 63,
        // 51 of 68 and 51, 54, 38, 55 of 67. Before the old foot's roll was held
        // (rolling.cpp): 59, 63, 63, 61 of 68 and 64, 63, 60, 55 of 67.
        const struct {
            const char* clip;
            int agreed, jumps;
        } rows[] = {
            {"35_01-front-24", 66, 0}, {"35_01-side-24", 65, 0}, {"35_01-back-24", 65, 0}, {"35_01-turn40-24", 66, 0},
            {"39_07-front-24", 67, 0}, {"39_07-side-24", 66, 0}, {"39_07-back-24", 67, 0}, {"39_07-turn40-24", 67, 0},
        };
        for (const auto& r : rows)
            QTest::newRow(r.clip) << QString::fromLatin1(r.clip) << r.agreed << r.jumps;
    }
    void walksHoldTheirFeet()
    {
        QFETCH(QString, clip);
        QFETCH(int, agreed);
        QFETCH(int, jumps);
        const Run run = planted(clip.toStdString());
        QVERIFY2(run.why.empty(), run.why.c_str());
        const legs::Feet& feet = *run.result.feet;
        const test::cmu::Agreement a = test::cmu::agreementOf(run.truth, feet.support);
        qInfo(
            "support agrees on %zu of %zu single-support frames (%.1f %%); jumps "
            "%s; worst drift %.4f leg lengths",
            a.agree, a.single, 100 * a.share(), runsText(feet.jumps).c_str(), feet.posed->worstDrift);
        QVERIFY2(feet.jumps.size() <= static_cast<std::size_t>(jumps), runsText(feet.jumps).c_str());
        QVERIFY2(a.agree >= static_cast<std::size_t>(agreed), qPrintable(QString::number(a.share())));
        QVERIFY2(feet.posed->worstDrift <= 0.005, qPrintable(QString::number(feet.posed->worstDrift)));
    }

    // The dances' flights (truth frames with neither foot down, at least
    // kJumpFrames long) read as jumps before issue 38 must still be: 75-77 in
    // 05_07 front, 75-77 and 87-98 turned. The others (05_04's 131-132, most of
    // 05_07's) were not read before either.
    void dancesKeepTheirJumps_data()
    {
        QTest::addColumn<QString>("clip");
        QTest::addColumn<QString>("flights");
        QTest::newRow("05_07 front") << QStringLiteral("05_07-front-24") << QStringLiteral("75-77");
        QTest::newRow("05_07 turned") << QStringLiteral("05_07-turn40-24") << QStringLiteral("75-77, 87-98");
    }
    void dancesKeepTheirJumps()
    {
        QFETCH(QString, clip);
        QFETCH(QString, flights);
        const Run run = planted(clip.toStdString());
        QVERIFY2(run.why.empty(), run.why.c_str());
        const legs::Feet& feet = *run.result.feet;
        std::vector<legs::FrameRun> read;
        for (const legs::FrameRun& fl : test::cmu::flightsOf(run.truth, legs::kJumpFrames))
            if (std::any_of(feet.jumps.begin(), feet.jumps.end(),
                            [&](const legs::FrameRun& j) { return j.first <= fl.second && fl.first <= j.second; }))
                read.push_back(fl);
        qInfo("jumps read %s; the truth's flights among them %s", runsText(feet.jumps).c_str(), runsText(read).c_str());
        QCOMPARE(QString::fromStdString(runsText(read)), flights);
    }
};

QTEST_GUILESS_MAIN(TestWalkPlant)
#include "tst_walk_plant.moc"
