// TimeAxis, the time <-> pixel mapping the scrubber and the track timeline share, and the frame
// lookups by time. Expected figures are worked out by hand in each row.

#include <QTest>

#include <cmath>

#include "rigpose/widgets/frame_times.h"
#include "rigpose/widgets/time_axis.h"

using rigpose::widgets::TimeAxis;

class TestTimeAxis : public QObject {
    Q_OBJECT

private slots:
    void toPixel_data()
    {
        QTest::addColumn<double>("start");
        QTest::addColumn<double>("end");
        QTest::addColumn<double>("left");
        QTest::addColumn<double>("width");
        QTest::addColumn<double>("t");
        QTest::addColumn<double>("x");
        // 10 s over 1000 px from x = 0: 100 px a second.
        QTest::newRow("origin") << 0.0 << 10.0 << 0.0 << 1000.0 << 0.0 << 0.0;
        QTest::newRow("middle") << 0.0 << 10.0 << 0.0 << 1000.0 << 5.0 << 500.0;
        QTest::newRow("end") << 0.0 << 10.0 << 0.0 << 1000.0 << 10.0 << 1000.0;
        // The strip starts at x = 96 (the scrubber's name column).
        QTest::newRow("offset strip") << 0.0 << 3.0 << 96.0 << 600.0 << 1.5 << 396.0;
        // A zoomed window 2..4 s over 400 px: 200 px a second, 2.5 s is 100 px in.
        QTest::newRow("zoomed") << 2.0 << 4.0 << 0.0 << 400.0 << 2.5 << 100.0;
        // Times outside the window map outside the strip, linearly.
        QTest::newRow("before") << 2.0 << 4.0 << 0.0 << 400.0 << 1.0 << -200.0;
        QTest::newRow("after") << 2.0 << 4.0 << 10.0 << 400.0 << 5.0 << 610.0;
        // A clip that does not start at 0 (t0 = 100 s).
        QTest::newRow("late clip") << 100.0 << 130.0 << 0.0 << 300.0 << 112.0 << 120.0;
    }

    void toPixel()
    {
        QFETCH(double, start);
        QFETCH(double, end);
        QFETCH(double, left);
        QFETCH(double, width);
        QFETCH(double, t);
        QFETCH(double, x);
        const TimeAxis axis{start, end, left, width};
        QCOMPARE(axis.toPixel(t), x);
        // The way back lands on the same time.
        QVERIFY(std::abs(axis.toTime(x) - t) < 1e-12);
    }

    void degenerateAxesDoNotDivideByZero()
    {
        const TimeAxis empty{5, 5, 10, 100};
        QCOMPARE(empty.toPixel(7), 10.0);
        QCOMPARE(empty.pixelsPerSecond(), 0.0);
        const TimeAxis noWidth{0, 1, 10, 0};
        QCOMPARE(noWidth.toTime(50), 0.0);
    }

    void zoomed_data()
    {
        QTest::addColumn<double>("factor");
        QTest::addColumn<double>("anchorX");
        QTest::addColumn<double>("start");
        QTest::addColumn<double>("end");
        // Axis 0..10 s over 1000 px; the clip is 0..10 s; narrowest 0.5 s.
        // Twice in at the middle: 5 s wide, 5 s stays at x = 500 -> 2.5..7.5.
        QTest::newRow("in at middle") << 2.0 << 500.0 << 2.5 << 7.5;
        // Twice in at x = 100 (1 s): 1 s keeps its tenth of the window -> 0.5..5.5.
        QTest::newRow("in near start") << 2.0 << 100.0 << 0.5 << 5.5;
        // Out past the whole clip is the whole clip.
        QTest::newRow("out") << 0.5 << 500.0 << 0.0 << 10.0;
        // Far in stops at the narrowest window, centred on the anchor: 4.75..5.25.
        QTest::newRow("narrowest") << 1000.0 << 500.0 << 4.75 << 5.25;
        // At the right edge (10 s) twice in: 10 s keeps its place at the end -> 5..10.
        QTest::newRow("anchored at end") << 2.0 << 1000.0 << 5.0 << 10.0;
    }

    void zoomed()
    {
        QFETCH(double, factor);
        QFETCH(double, anchorX);
        QFETCH(double, start);
        QFETCH(double, end);
        const TimeAxis axis{0, 10, 0, 1000};
        const TimeAxis z = axis.zoomed(factor, anchorX, 0, 10, 0.5);
        QVERIFY2(std::abs(z.start - start) < 1e-9, qPrintable(QString::number(z.start)));
        QVERIFY2(std::abs(z.end - end) < 1e-9, qPrintable(QString::number(z.end)));
        QCOMPARE(z.left, axis.left);
        QCOMPARE(z.width, axis.width);
    }

    void panned()
    {
        const TimeAxis axis{2, 4, 0, 100};
        QCOMPARE(axis.panned(1, 0, 10).start, 3.0);
        QCOMPARE(axis.panned(1, 0, 10).end, 5.0);
        QCOMPARE(axis.panned(-5, 0, 10).start, 0.0);  // stops at the clip's start
        QCOMPARE(axis.panned(20, 0, 10).end, 10.0);   // and at its end
        QCOMPARE(axis.panned(20, 0, 10).start, 8.0);
    }

    void startingAt()
    {
        const TimeAxis axis{2, 4, 0, 100};
        QCOMPARE(axis.startingAt(5, 0, 10).start, 5.0);
        QCOMPARE(axis.startingAt(5, 0, 10).end, 7.0);
        QCOMPARE(axis.startingAt(9, 0, 10).start, 8.0);  // the 2 s window stops at the end
        QCOMPARE(axis.startingAt(-3, 0, 10).start, 0.0);
    }

    void following_data()
    {
        QTest::addColumn<double>("from");
        QTest::addColumn<double>("to");
        QTest::addColumn<double>("start");
        QTest::addColumn<double>("end");
        // The window 2..4 s on a clip 0..10 s: 2 s wide, so a page is 2 s.
        QTest::newRow("in view") << 2.5 << 3.5 << 2.0 << 4.0;
        QTest::newRow("at the start is in view") << 3.0 << 2.0 << 2.0 << 4.0;
        // Forward past the end by less than a window, from a time in view: the next page.
        QTest::newRow("ran off the end") << 3.9 << 4.0 << 4.0 << 6.0;
        QTest::newRow("ran off by almost a page") << 3.9 << 5.9 << 4.0 << 6.0;
        // A window or more past the end is a jump: centred on it (6.0 - 1 .. 6.0 + 1).
        QTest::newRow("a page past the end") << 3.9 << 6.0 << 5.0 << 7.0;
        QTest::newRow("End") << 3.0 << 9.9 << 8.0 << 10.0;  // 8.9..10.9 kept inside
        // Backward past the start: the page before, or centred when further.
        QTest::newRow("ran off the start") << 2.1 << 1.9 << 0.0 << 2.0;
        QTest::newRow("backward, kept in") << 2.1 << 0.5 << 0.0 << 2.0;
        // From a time out of view (panned away), any move out of view centres.
        QTest::newRow("from out of view") << 9.0 << 4.5 << 3.5 << 5.5;
        QTest::newRow("Home") << 3.0 << 0.0 << 0.0 << 2.0;
    }

    void following()
    {
        QFETCH(double, from);
        QFETCH(double, to);
        QFETCH(double, start);
        QFETCH(double, end);
        const TimeAxis axis{2, 4, 96, 600};
        const TimeAxis f = axis.following(from, to, 0, 10);
        QVERIFY2(std::abs(f.start - start) < 1e-9, qPrintable(QString::number(f.start)));
        QVERIFY2(std::abs(f.end - end) < 1e-9, qPrintable(QString::number(f.end)));
        QCOMPARE(f.span(), axis.span());  // the zoom is kept
        QCOMPARE(f.left, axis.left);
        QCOMPARE(f.width, axis.width);
        QVERIFY(f.shows(to));
    }

    void tickStep_data()
    {
        QTest::addColumn<double>("seconds");
        QTest::addColumn<double>("pixels");
        QTest::addColumn<double>("minPixels");
        QTest::addColumn<double>("step");
        // 100 px/s, ticks 64 px apart at least -> 0.64 s -> 1 s.
        QTest::newRow("1 s") << 10.0 << 1000.0 << 64.0 << 1.0;
        // 30 min over 1000 px: 0.556 px/s -> 115 s -> 200 s.
        QTest::newRow("half hour") << 1800.0 << 1000.0 << 64.0 << 200.0;
        // 0.5 s over 1000 px: 2000 px/s -> 0.032 s -> 0.05 s.
        QTest::newRow("zoomed in") << 0.5 << 1000.0 << 64.0 << 0.05;
        // Exactly 2 s a tick fits.
        QTest::newRow("exact") << 10.0 << 500.0 << 100.0 << 2.0;
    }

    void tickStep()
    {
        QFETCH(double, seconds);
        QFETCH(double, pixels);
        QFETCH(double, minPixels);
        QFETCH(double, step);
        const TimeAxis axis{0, seconds, 0, pixels};
        QVERIFY2(std::abs(rigpose::widgets::tickStep(axis, minPixels) - step) < 1e-12,
                 qPrintable(QString::number(rigpose::widgets::tickStep(axis, minPixels))));
    }

    void framesByTime()
    {
        using namespace rigpose::widgets;
        // Uneven gaps: a dropped frame between 0.1 and 0.3.
        const std::vector<double> times{0.0, 0.1, 0.3, 0.4};
        QCOMPARE(frameShownAt(times, -1.0), std::size_t(0));
        QCOMPARE(frameShownAt(times, 0.0), std::size_t(0));
        QCOMPARE(frameShownAt(times, 0.29), std::size_t(1));
        QCOMPARE(frameShownAt(times, 0.3), std::size_t(2));
        QCOMPARE(frameShownAt(times, 9.0), std::size_t(3));
        QCOMPARE(nearestFrame(times, 0.19), std::size_t(1));
        QCOMPARE(nearestFrame(times, 0.21), std::size_t(2));
        QCOMPARE(nearestFrame(times, 5.0), std::size_t(3));
        // The median gap is 0.1 s, so the clip ends at 0.5 s.
        QVERIFY(std::abs(clipEnd(times) - 0.5) < 1e-12);
        QVERIFY(std::abs(lastFrameDuration({2.0}) - 1.0 / 24) < 1e-12);
    }
};

QTEST_GUILESS_MAIN(TestTimeAxis)
#include "tst_time_axis.moc"
