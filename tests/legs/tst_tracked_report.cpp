// FEET tracked and feet.tracked on a real walk (CMU 35_01 from the side, noisy, clean's
// defaults, the wave's rig and map): with --plant-feet every tracked support span is named once,
// in order, with its cause's words, and the report holds the same runs; without the plant the
// line and the key are absent, so a run without the flag keeps its bytes. The causes themselves
// are drawn by hand in tst_support_rules.cpp.
#include <QtTest>

#include "../retarget/retarget_fixture.h"
#include "rigpose/report/report.h"
#include "rigpose/sequence/reader.h"

using namespace rigpose;

namespace {

std::string linesOf(const retarget::Result& r, const sequence::Sequence& seq)
{
    std::string out;
    for (const std::string& line : report::runLines(r, seq, std::nullopt))
        out += line + "\n";
    return out;
}

}  // namespace

class TestTrackedReport : public QObject {
    Q_OBJECT
private slots:
    void trackedRunsAreNamedWithThePlant()
    {
        const auto raw = sequence::readSequenceFile(test::dataPath("cmu/35_01-side-24.noisy.pose.json"));
        QVERIFY(raw.ok());
        const sequence::Sequence seq = clean::cleanSequence(raw.value, clean::CleanOptions{}).sequence;
        const retarget::Result planted = test::plantOnExample(seq, "walk");
        QVERIFY(planted.ok());
        std::vector<legs::SupportSpan> tracked;
        for (const legs::SupportSpan& s : planted.feet->supports)
            if (s.tracked)
                tracked.push_back(s);
        QVERIFY(!tracked.empty());

        std::string expected = "FEET tracked " + std::to_string(tracked.size()) + ": ";
        const std::map<std::string, std::string> words{
            {"higher", "the only foot free to take support was the higher one"},
            {"pivot", "it turns on its ball"},
            {"rolling", "it rolls off slower than the other swings in"}};
        for (std::size_t i = 0; i < tracked.size(); ++i) {
            const legs::SupportSpan& s = tracked[i];
            QVERIFY(words.count(s.trackedWhy));
            expected += (i ? ", " : "") + std::string(legs::sideName(s.side)) + " " + std::to_string(s.frames.first) +
                        (s.frames.first == s.frames.second ? "" : "–" + std::to_string(s.frames.second)) + " (" +
                        words.at(s.trackedWhy) + ")";
        }
        const std::string text = linesOf(planted, seq);
        QVERIFY2(text.find(expected) != std::string::npos, (expected + "\n" + text).c_str());

        static const rig::Rig rig = test::exampleRig();
        const report::json j = report::reportJson(planted, planted.options, {}, seq, rig);
        const report::json& rows = j["feet"]["tracked"];
        QCOMPARE(rows.size(), tracked.size());
        for (std::size_t i = 0; i < tracked.size(); ++i) {
            QCOMPARE(rows[i]["side"].get<std::string>(), std::string(legs::sideName(tracked[i].side)));
            QCOMPARE(rows[i]["frames"][0].get<std::size_t>(), tracked[i].frames.first);
            QCOMPARE(rows[i]["frames"][1].get<std::size_t>(), tracked[i].frames.second);
            QCOMPARE(rows[i]["why"].get<std::string>(), tracked[i].trackedWhy);
        }

        // Without the plant: no line and no key, whatever the reading tracks.
        const retarget::Result free = retarget::retarget(test::exampleInputs(seq, "walk"));
        QVERIFY(free.ok());
        QVERIFY(linesOf(free, seq).find("FEET tracked") == std::string::npos);
        QVERIFY(!report::reportJson(free, free.options, {}, seq, rig)["feet"].contains("tracked"));
    }
};

QTEST_GUILESS_MAIN(TestTrackedReport)
#include "tst_tracked_report.moc"
