// SequenceSummary, SummaryText and SequenceInfoPanel: a hand-made sequence in, words out.

#include <QApplication>
#include <QLocale>
#include <QTest>

#include "rigpose/widgets/sequence_info_panel.h"
#include "rigpose/widgets/sequence_summary.h"
#include "rigpose/widgets/summary_text.h"
#include "testutils.h"

using namespace rigpose;
using rigpose::widgets::SequenceSummary;
using rigpose::widgets::SummaryText;

namespace {

sequence::Person person(const char* id)
{
    sequence::Person p;
    p.id = id;
    return p;
}

// Three frames half a second apart: "a" alone, then "a" and "b", then "b" alone.
sequence::Sequence twoPeopleAtTwoFps()
{
    sequence::Sequence seq;
    seq.specRead = "rig-pose-sequence/1";
    seq.width = 640;
    seq.height = 480;
    seq.source = "hand-made";
    const auto frame = [](double t, std::vector<sequence::Person> people) {
        sequence::Frame f;
        f.t = t;
        f.people = std::move(people);
        return f;
    };
    seq.frames = {frame(0.0, {person("a")}), frame(0.5, {person("a"), person("b")}), frame(1.0, {person("b")})};
    return seq;
}

}  // namespace

class TestSequenceSummary : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        // The spelling of numbers is the locale's; pin it so the expectations hold anywhere.
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    }

    void summarizesAHandMadeSequence()
    {
        const SequenceSummary s = widgets::summarizeSequence(twoPeopleAtTwoFps(), QStringLiteral("hand.pose.json"),
                                                             QStringLiteral("/tmp"));
        QCOMPARE(s.fileName, QStringLiteral("hand.pose.json"));
        QCOMPARE(s.folder, QStringLiteral("/tmp"));
        QCOMPARE(s.frameCount, 3);
        QVERIFY(s.framesPerSecond.has_value());
        QCOMPARE(*s.framesPerSecond, 2.0);
        QCOMPARE(s.durationSeconds, 1.5);  // 0 .. 1 s, plus the last frame's half second
        QCOMPARE(s.people, (QStringList{QStringLiteral("a"), QStringLiteral("b")}));
        QCOMPARE(s.spec, QStringLiteral("rig-pose-sequence/1"));
        QCOMPARE(s.minorNeeded, 0);
        QVERIFY(!s.cleaned);
        QCOMPARE(s.width, 640.0);
        QCOMPARE(s.source, QStringLiteral("hand-made"));
    }

    void emptySequenceHasNoDuration()
    {
        const SequenceSummary s = widgets::summarizeSequence(sequence::Sequence{}, QStringLiteral("x"));
        QCOMPARE(s.frameCount, 0);
        QCOMPARE(s.durationSeconds, 0.0);
        QCOMPARE(SummaryText::people(s.people), QStringLiteral("none"));
        QCOMPARE(SummaryText::framesPerSecond(s.framesPerSecond), QStringLiteral("unknown fps"));
    }

    void duration_data()
    {
        QTest::addColumn<double>("seconds");
        QTest::addColumn<QString>("text");
        QTest::newRow("ten seconds") << 10.0 << QStringLiteral("10.0 s");
        QTest::newRow("rounds up to a minute") << 59.96 << QStringLiteral("1:00.0");
        QTest::newRow("54,000 frames at 24 fps") << 2250.0 << QStringLiteral("37:30.0");
        QTest::newRow("over an hour") << 3723.4 << QStringLiteral("1:02:03.4");
    }

    void duration()
    {
        QFETCH(double, seconds);
        QFETCH(QString, text);
        QCOMPARE(SummaryText::duration(seconds), text);
    }

    void number_data()
    {
        QTest::addColumn<double>("value");
        QTest::addColumn<int>("decimals");
        QTest::addColumn<QString>("text");
        QTest::newRow("whole") << 24.0 << 2 << QStringLiteral("24");
        QTest::newRow("NTSC") << 29.97 << 2 << QStringLiteral("29.97");
        QTest::newRow("film NTSC rounded") << 23.976 << 2 << QStringLiteral("23.98");
        QTest::newRow("no grouping") << 1920.0 << 1 << QStringLiteral("1920");
        QTest::newRow("trailing zero") << 12.50 << 2 << QStringLiteral("12.5");
    }

    void number()
    {
        QFETCH(double, value);
        QFETCH(int, decimals);
        QFETCH(QString, text);
        QCOMPARE(SummaryText::number(value, decimals), text);
    }

    void statusLineNamesFramesFpsAndPeople()
    {
        const SequenceSummary s = widgets::summarizeSequence(twoPeopleAtTwoFps(), QStringLiteral("x"));
        const QString line = SummaryText::statusLine(s);
        QVERIFY2(line.contains(QStringLiteral("3 frame")), qPrintable(line));
        QVERIFY2(line.contains(QStringLiteral("2 fps")), qPrintable(line));
        QVERIFY2(line.endsWith(QStringLiteral("people: a, b")), qPrintable(line));
    }

    void contentNamesWhatTheMinorCarries()
    {
        SequenceSummary s;
        QCOMPARE(SummaryText::content(s), QStringLiteral("rig-pose-sequence/1"));
        s.minorNeeded = 2;
        s.hasPelvisTrack = true;
        s.hasDepth = true;
        QCOMPARE(SummaryText::content(s), QStringLiteral("rig-pose-sequence/1.2 (pelvis tilt, depth)"));
    }

    void refusalLinesCountWhatWasLeftOut()
    {
        RefusalList refusals(2);
        refusals.add("POSE_SPEC", "a.json: not a pose sequence");
        refusals.add("POSE_KEYS", "a.json: unknown key \"x\"");
        refusals.add("POSE_KEYS", "a.json: unknown key \"y\"");
        const QStringList lines = SummaryText::refusalLines(refusals).split(QLatin1Char('\n'));
        QCOMPARE(lines.size(), 3);
        QCOMPARE(lines[0], QStringLiteral("POSE_SPEC: a.json: not a pose sequence"));
        QVERIFY(lines[1].startsWith(QStringLiteral("POSE_KEYS: ")));
        QVERIFY2(lines[2].contains(QStringLiteral("1 more")), qPrintable(lines[2]));
    }

    void panelShowsTheSummaryAndClears()
    {
        widgets::SequenceInfoPanel panel;
        QVERIFY(!panel.hasSummary());
        panel.setSummary(widgets::summarizeSequence(twoPeopleAtTwoFps(), QStringLiteral("hand.pose.json")));
        QVERIFY(panel.hasSummary());
        QCOMPARE(panel.rowText(QStringLiteral("title")), QStringLiteral("hand.pose.json"));
        QVERIFY(panel.rowText(QStringLiteral("frames")).startsWith(QStringLiteral("3 frame")));
        QCOMPARE(panel.rowText(QStringLiteral("duration")), QStringLiteral("1.5 s"));
        QCOMPARE(panel.rowText(QStringLiteral("fps")), QStringLiteral("2 fps"));
        QCOMPARE(panel.rowText(QStringLiteral("people")), QStringLiteral("a, b"));
        QCOMPARE(panel.rowText(QStringLiteral("picture")), QStringLiteral("640 × 480 px"));
        QCOMPARE(panel.rowText(QStringLiteral("source")), QStringLiteral("hand-made"));
        panel.clear();
        QVERIFY(!panel.hasSummary());
    }
};

int main(int argc, char* argv[])
{
    rigpose::test::useOffscreenPlatformByDefault();
    QApplication app(argc, argv);
    TestSequenceSummary test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_sequence_summary.moc"
