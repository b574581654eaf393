// The play clock at the sequence's own times (uneven gaps included), looping and stopping,
// inside a loop range, the J/K/L rates and the speed, and the decimation that keeps long tracks
// drawable.

#include <QApplication>
#include <QSignalSpy>
#include <QTest>

#include <cmath>

#include "rigpose/widgets/play_speed.h"
#include "rigpose/widgets/playback_clock.h"
#include "rigpose/widgets/series_decimation.h"
#include "testutils.h"

using rigpose::widgets::PlaybackClock;
using Range = PlaybackClock::FrameRange;

namespace {

// Frames at 0, 0.1, 0.3 (one dropped), 0.4 s; the clip ends at 0.5 s (median gap 0.1 s).
std::shared_ptr<const std::vector<double>> unevenTimes()
{
    return std::make_shared<const std::vector<double>>(std::vector<double>{0.0, 0.1, 0.3, 0.4});
}

// Frames at 0, 0.1, 0.2, 0.4 (0.3 dropped), 0.5, 0.6, 0.7 s; the clip ends at 0.8 s. The range
// 2..4 plays 0.2 to 0.6 s: frame 2 for 0.2 s (across the drop), then 3 and 4 for 0.1 s each.
std::shared_ptr<const std::vector<double>> rangeTimes()
{
    return std::make_shared<const std::vector<double>>(std::vector<double>{0.0, 0.1, 0.2, 0.4, 0.5, 0.6, 0.7});
}

// 100 frames at 10 fps, frame f at f / 10 s.
std::shared_ptr<const std::vector<double>> tenFps()
{
    auto times = std::make_shared<std::vector<double>>();
    for (int f = 0; f < 100; ++f)
        times->push_back(f / 10.0);
    return times;
}

std::vector<std::size_t> framesOf(const QSignalSpy& spy)
{
    std::vector<std::size_t> frames;
    for (const QList<QVariant>& args : spy)
        frames.push_back(args.at(0).value<std::size_t>());
    return frames;
}

}  // namespace

class TestPlayback : public QObject {
    Q_OBJECT

private slots:
    void playsAtTheSequencesOwnTimes()
    {
        PlaybackClock clock;
        clock.setFrameTimes(unevenTimes());
        clock.setLoop(false);
        QSignalSpy frames(&clock, &PlaybackClock::frameChanged);
        clock.play(1);
        QVERIFY(clock.isPlaying());
        clock.advance(0.05);  // 0.05 s: still frame 0
        QCOMPARE(clock.frame(), std::size_t(0));
        clock.advance(0.1);  // 0.15 s: frame 1
        QCOMPARE(clock.frame(), std::size_t(1));
        clock.advance(0.1);  // 0.25 s: frame 1 stays up across the dropped frame
        QCOMPARE(clock.frame(), std::size_t(1));
        clock.advance(0.06);  // 0.31 s: frame 2
        QCOMPARE(clock.frame(), std::size_t(2));
        clock.advance(1.0);  // past the end without loop: stops on the last frame
        QCOMPARE(clock.frame(), std::size_t(3));
        QVERIFY(!clock.isPlaying());
        QCOMPARE(frames.count(), 3);
    }

    void loopsBackToTheStart()
    {
        PlaybackClock clock;
        clock.setFrameTimes(unevenTimes());
        clock.setLoop(true);
        clock.seek(3);  // 0.4 s
        clock.play(1);
        clock.advance(0.15);  // 0.55 s wraps to 0.05 s: frame 0
        QCOMPARE(clock.frame(), std::size_t(0));
        QVERIFY(clock.isPlaying());
        clock.play(-1);  // backward from 0.05 s by 0.1 s: -0.05 wraps to 0.45 s, frame 3
        clock.advance(0.1);
        QCOMPARE(clock.frame(), std::size_t(3));
    }

    void jklRates()
    {
        PlaybackClock clock;
        clock.setFrameTimes(unevenTimes());
        clock.faster(1);
        QCOMPARE(clock.rate(), 1);
        clock.faster(1);
        QCOMPARE(clock.rate(), 2);
        clock.faster(1);
        clock.faster(1);
        clock.faster(1);
        QCOMPARE(clock.rate(), 8);  // the top speed
        clock.faster(-1);           // J after L starts backward at 1x
        QCOMPARE(clock.rate(), -1);
        clock.faster(-1);
        QCOMPARE(clock.rate(), -2);
        clock.pause();  // K
        QVERIFY(!clock.isPlaying());
        clock.togglePlay();
        QCOMPARE(clock.rate(), 1);
    }

    void loopsInsideTheRange()
    {
        PlaybackClock clock;
        clock.setFrameTimes(rangeTimes());
        clock.setLoop(true);
        clock.setLoopRange(Range{2, 4});
        QSignalSpy frames(&clock, &PlaybackClock::frameChanged);
        // Play from frame 0, outside the range, starts at its in-frame, 2 (0.2 s), and says so.
        clock.play(1);
        QCOMPARE(clock.frame(), std::size_t(2));
        clock.advance(0.15);  // 0.35 s: frame 2 is up until 0.4 s
        QCOMPARE(clock.frame(), std::size_t(2));
        clock.advance(0.1);  // 0.45 s
        QCOMPARE(clock.frame(), std::size_t(3));
        clock.advance(0.1);  // 0.55 s: the out-frame
        QCOMPARE(clock.frame(), std::size_t(4));
        clock.advance(0.1);  // 0.65 s is past the range's end (0.6 s): 0.05 s into it, frame 2
        QCOMPARE(clock.frame(), std::size_t(2));
        QVERIFY(clock.isPlaying());
        QCOMPARE(framesOf(frames), (std::vector<std::size_t>{2, 3, 4, 2}));
        // Without the range the same clock plays on past 0.6 s: 0.25 + 0.4 = 0.65 s, frame 5.
        clock.setLoopRange(std::nullopt);
        clock.advance(0.4);
        QCOMPARE(clock.frame(), std::size_t(5));
    }

    void stopsAtTheRangesEndWithoutLoop()
    {
        PlaybackClock clock;
        clock.setFrameTimes(rangeTimes());
        clock.setLoop(false);
        clock.setLoopRange(Range{2, 4});
        clock.seek(6);  // after the range: play still starts at its in-frame
        clock.play(1);
        QCOMPARE(clock.frame(), std::size_t(2));
        clock.advance(0.35);  // 0.55 s
        QCOMPARE(clock.frame(), std::size_t(4));
        clock.advance(0.2);  // 0.75 s: past 0.6 s, stops on the out-frame
        QCOMPARE(clock.frame(), std::size_t(4));
        QVERIFY(!clock.isPlaying());
        // Play again from the out-frame goes back to the in-frame, as from a clip's end.
        clock.play(1);
        QCOMPARE(clock.frame(), std::size_t(2));
    }

    void playsBackwardInsideTheRange()
    {
        PlaybackClock clock;
        clock.setFrameTimes(rangeTimes());
        clock.setLoop(true);
        clock.setLoopRange(Range{2, 4});
        clock.seek(5);  // after the range: backward play starts at its out-frame, 4 (0.5 s)
        clock.play(-1);
        QCOMPARE(clock.frame(), std::size_t(4));
        clock.advance(0.05);  // 0.45 s
        QCOMPARE(clock.frame(), std::size_t(3));
        clock.advance(0.1);  // 0.35 s: frame 2, up since 0.2 s
        QCOMPARE(clock.frame(), std::size_t(2));
        clock.advance(0.2);  // 0.15 s is before the range (0.2 s): 0.05 s short of its end, 0.55 s
        QCOMPARE(clock.frame(), std::size_t(4));
        // Without loop, backward stops on the in-frame.
        clock.setLoop(false);
        clock.advance(0.4);  // 0.15 s again: held at 0.2 s
        QCOMPARE(clock.frame(), std::size_t(2));
        QVERIFY(!clock.isPlaying());
    }

    void aRangeAtTheClipsEndPlaysTheLastFrameItsGap()
    {
        PlaybackClock clock;
        clock.setFrameTimes(rangeTimes());
        clock.setLoopRange(Range{5, 6});  // 0.6 s to the clip's end, 0.8 s
        clock.seek(6);
        clock.play(1);
        QCOMPARE(clock.frame(), std::size_t(6));
        clock.advance(0.05);  // 0.75 s: still the last frame
        QCOMPARE(clock.frame(), std::size_t(6));
        clock.advance(0.1);  // 0.85 s wraps to 0.65 s
        QCOMPARE(clock.frame(), std::size_t(5));
    }

    void aRangeSetWhilePlayingOutsideMovesTheHeadIn()
    {
        PlaybackClock clock;
        clock.setFrameTimes(rangeTimes());
        clock.play(1);
        QSignalSpy frames(&clock, &PlaybackClock::frameChanged);
        clock.setLoopRange(Range{4, 2});  // either order: 2..4
        QCOMPARE(clock.loopRange(), (std::optional<Range>{{2, 4}}));
        QCOMPARE(framesOf(frames), (std::vector<std::size_t>{2}));
        // A new clip clears it.
        clock.setFrameTimes(rangeTimes());
        QVERIFY(!clock.loopRange());
    }

    void speedScalesTheRate()
    {
        // At ¼× the clock goes a quarter as far: 0.62 s of wall time is 0.155 s, frame 1, where
        // 1× reaches 0.62 s, frame 6.
        PlaybackClock quarter, whole;
        quarter.setFrameTimes(tenFps());
        whole.setFrameTimes(tenFps());
        quarter.setSpeed(0.25);
        quarter.play(1);
        whole.play(1);
        quarter.advance(0.62);
        whole.advance(0.62);
        QCOMPARE(quarter.frame(), std::size_t(1));
        QCOMPARE(whole.frame(), std::size_t(6));
        QCOMPARE(quarter.effectiveRate(), 0.25);
        // L twice (2×) at ½ is 1×: 0.35 s on, 0.155 + 0.35 = 0.505 s, frame 5.
        quarter.setSpeed(0.5);
        quarter.faster(1);
        QCOMPARE(quarter.rate(), 2);
        QCOMPARE(quarter.effectiveRate(), 1.0);
        quarter.advance(0.35);
        QCOMPARE(quarter.frame(), std::size_t(5));
        // Backward at 2× and speed 2: 4 s a second back, 0.1 s is 0.4 s: 0.105 s, frame 1.
        quarter.setSpeed(2);
        quarter.play(-2);
        QCOMPARE(quarter.effectiveRate(), -4.0);
        quarter.advance(0.1);
        QCOMPARE(quarter.frame(), std::size_t(1));
    }

    void speedsAreTheOfferedOnes_data()
    {
        QTest::addColumn<double>("asked");
        QTest::addColumn<double>("speed");
        QTest::newRow("quarter") << 0.25 << 0.25;
        QTest::newRow("half") << 0.5 << 0.5;
        QTest::newRow("double") << 2.0 << 2.0;
        // Others go to the nearest by ratio: 0.3/0.25 = 1.2 beats 0.5/0.3 = 1.67; 0.4 is 1.25
        // from 0.5, 1.6 from 0.25; 1.4 is 1.4 from 1, 1.43 from 2; 1.5 is 1.5 from 1, 1.33 from 2.
        QTest::newRow("0.3") << 0.3 << 0.25;
        QTest::newRow("0.4") << 0.4 << 0.5;
        QTest::newRow("1.4") << 1.4 << 1.0;
        QTest::newRow("1.5") << 1.5 << 2.0;
        QTest::newRow("far above") << 100.0 << 2.0;
        QTest::newRow("far below") << 0.01 << 0.25;
        // Refused: the speed stays 1.
        QTest::newRow("zero") << 0.0 << 1.0;
        QTest::newRow("negative") << -2.0 << 1.0;
        QTest::newRow("not a number") << std::nan("") << 1.0;
        QTest::newRow("infinite") << HUGE_VAL << 1.0;
    }

    void speedsAreTheOfferedOnes()
    {
        QFETCH(double, asked);
        QFETCH(double, speed);
        PlaybackClock clock;
        QSignalSpy changed(&clock, &PlaybackClock::speedChanged);
        clock.setSpeed(asked);
        QCOMPARE(clock.speed(), speed);
        QCOMPARE(changed.count(), speed == 1.0 ? 0 : 1);
        if (speed != 1.0)
            QCOMPARE(changed.at(0).at(0).toDouble(), speed);
        QCOMPARE(rigpose::widgets::nearestPlaySpeed(asked), std::isfinite(asked) && asked > 0 ? speed : 0.0);
    }

    void rateSignals()
    {
        PlaybackClock clock;
        clock.setFrameTimes(tenFps());
        QSignalSpy rates(&clock, &PlaybackClock::rateChanged);
        QSignalSpy effective(&clock, &PlaybackClock::effectiveRateChanged);
        clock.setSpeed(2);  // paused: 0 stays 0, no effective change
        QVERIFY(effective.isEmpty());
        clock.faster(1);      // 1 × 2
        clock.faster(1);      // 2 × 2
        clock.setSpeed(0.5);  // 2 × ½
        clock.faster(-1);     // -1 × ½
        clock.pause();
        QList<int> r;
        for (const QList<QVariant>& args : rates)
            r << args.at(0).toInt();
        QCOMPARE(r, (QList<int>{1, 2, -1, 0}));
        QList<double> e;
        for (const QList<QVariant>& args : effective)
            e << args.at(0).toDouble();
        QCOMPARE(e, (QList<double>{2.0, 4.0, 1.0, -0.5, 0.0}));
    }

    void decimationKeepsExtremes()
    {
        // 10,000 samples of 0 with one spike of 50 at sample 6,001, drawn in 100 buckets.
        std::vector<double> times(10000);
        std::vector<std::optional<double>> values(10000, 0.0);
        for (std::size_t i = 0; i < times.size(); ++i)
            times[i] = i * 0.01;
        values[6001] = 50.0;
        values[200] = std::nullopt;  // a missing value is skipped, not drawn as 0
        const QList<QPointF> points = rigpose::widgets::decimateSeries(times, values, 0, 99.99, 100);
        QVERIFY2(points.size() <= 2 * 101, qPrintable(QString::number(points.size())));
        const auto spike = std::find_if(points.begin(), points.end(), [](const QPointF& p) { return p.y() == 50.0; });
        QVERIFY(spike != points.end());
        QCOMPARE(spike->x(), times[6001]);
        QVERIFY(std::is_sorted(points.begin(), points.end(),
                               [](const QPointF& a, const QPointF& b) { return a.x() < b.x(); }));
        // A short track is passed through whole, with its neighbours just outside the window.
        const QList<QPointF> few = rigpose::widgets::decimateSeries(times, values, 1.005, 1.045, 100);
        QCOMPARE(few.size(), 6);  // samples 101..104 and one either side, 100 and 105
        QCOMPARE(few.front().x(), times[100]);
        QCOMPARE(few.back().x(), times[105]);
    }
};

int main(int argc, char* argv[])
{
    rigpose::test::useOffscreenPlatformByDefault();
    QApplication app(argc, argv);
    TestPlayback test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_playback.moc"
