// The play clock at the sequence's own times (uneven gaps included), looping and stopping,
// the J/K/L rates, and the decimation that keeps long tracks drawable.

#include <QApplication>
#include <QSignalSpy>
#include <QTest>

#include "rigpose/widgets/playback_clock.h"
#include "rigpose/widgets/series_decimation.h"
#include "testutils.h"

using rigpose::widgets::PlaybackClock;

namespace {

// Frames at 0, 0.1, 0.3 (one dropped), 0.4 s; the clip ends at 0.5 s (median gap 0.1 s).
std::shared_ptr<const std::vector<double>> unevenTimes()
{
    return std::make_shared<const std::vector<double>>(std::vector<double>{0.0, 0.1, 0.3, 0.4});
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
