// The scrubber, driven as a widget offscreen: where its lanes and spans are, what the hover
// says, what a click and the span keys ask for. Expected pixels come from the lane geometry and
// the TimeAxis figures, not from the widget's own hit-test.

#include <QApplication>
#include <QImage>
#include <QSignalSpy>
#include <QTest>

#include "rigpose/widgets/scrubber.h"
#include "rigpose/widgets/span_lane.h"
#include "testutils.h"

using rigpose::widgets::Scrubber;
using rigpose::widgets::Span;
using rigpose::widgets::SpanLane;

namespace {

// 100 frames at 10 fps: frame f at f/10 s; the clip ends at 10 s.
std::shared_ptr<const std::vector<double>> tenFps()
{
    auto times = std::make_shared<std::vector<double>>();
    for (int f = 0; f < 100; ++f)
        times->push_back(f / 10.0);
    return times;
}

std::vector<SpanLane> twoLanes()
{
    SpanLane holds{QStringLiteral("Holds"),
                   Qt::green,
                   {{40, 59, QStringLiteral("l_ankle held")}, {10, 19, QStringLiteral("r_knee held")}}};
    SpanLane spikes{QStringLiteral("Spikes"), Qt::red, {{75, 75, QStringLiteral("spike on nose")}}};
    return {holds, spikes};
}

}  // namespace

class TestScrubber : public QObject {
    Q_OBJECT

private slots:
    void spanLookups()
    {
        SpanLane lane = twoLanes()[0];
        rigpose::widgets::sortSpans(lane);
        QCOMPARE(lane.spans[0].from, std::size_t(10));  // sorted by first frame
        QCOMPARE(rigpose::widgets::spanAt(lane, 15), std::optional<std::size_t>(0));
        QCOMPARE(rigpose::widgets::spanAt(lane, 19), std::optional<std::size_t>(0));
        QCOMPARE(rigpose::widgets::spanAt(lane, 20), std::nullopt);
        QCOMPARE(rigpose::widgets::spanAt(lane, 40), std::optional<std::size_t>(1));
        QCOMPARE(rigpose::widgets::spanAt(lane, 5), std::nullopt);
        QCOMPARE(rigpose::widgets::nextSpanStart(lane, 0), std::optional<std::size_t>(10));
        QCOMPARE(rigpose::widgets::nextSpanStart(lane, 10), std::optional<std::size_t>(40));
        QCOMPARE(rigpose::widgets::nextSpanStart(lane, 40), std::nullopt);
        QCOMPARE(rigpose::widgets::previousSpanStart(lane, 40), std::optional<std::size_t>(10));
        QCOMPARE(rigpose::widgets::previousSpanStart(lane, 41), std::optional<std::size_t>(40));
        QCOMPARE(rigpose::widgets::previousSpanStart(lane, 10), std::nullopt);
    }

    void hitTestFindsLanesAndSpans()
    {
        Scrubber scrubber;
        scrubber.resize(700, scrubber.sizeHint().height());
        scrubber.setFrameTimes(tenFps());
        scrubber.setLanes(twoLanes());
        scrubber.show();
        QVERIFY(QTest::qWaitForWindowExposed(&scrubber));

        const rigpose::widgets::TimeAxis axis = scrubber.axis();
        QCOMPARE(axis.start, 0.0);
        QVERIFY(std::abs(axis.end - 10.0) < 1e-9);
        // Frame 45 (4.5 s) is inside the Holds span 40..59 of lane 0.
        const QRect holdsRow = scrubber.laneRect(0);
        const QPoint inHold(static_cast<int>(axis.toPixel(4.55)), holdsRow.center().y());
        Scrubber::Hit hit = scrubber.hitTest(inHold);
        QCOMPARE(hit.part, Scrubber::Hit::Part::Lane);
        QCOMPARE(hit.lane, 0);
        QCOMPARE(hit.frame, std::optional<std::size_t>(45));
        QVERIFY(hit.span.has_value());
        QCOMPARE(scrubber.lanes()[0].spans[*hit.span].from, std::size_t(40));
        QVERIFY2(scrubber.toolTipAt(inHold).contains(QStringLiteral("l_ankle held")),
                 qPrintable(scrubber.toolTipAt(inHold)));
        QVERIFY(scrubber.toolTipAt(inHold).contains(QStringLiteral("40–59")));

        // The same time on lane 1 (Spikes) hits the lane but no span.
        const QPoint noSpike(inHold.x(), scrubber.laneRect(1).center().y());
        hit = scrubber.hitTest(noSpike);
        QCOMPARE(hit.lane, 1);
        QVERIFY(!hit.span);
        QVERIFY(scrubber.toolTipAt(noSpike).isEmpty());

        // Frame 75 on lane 1 is the one-frame spike: it covers 7.5..7.6 s.
        hit = scrubber.hitTest(QPoint(static_cast<int>(axis.toPixel(7.55)), scrubber.laneRect(1).center().y()));
        QVERIFY(hit.span.has_value());
        QCOMPARE(hit.frame, std::optional<std::size_t>(75));

        // The ruler, the names column and below the last lane.
        hit = scrubber.hitTest(QPoint(static_cast<int>(axis.toPixel(2.05)), scrubber.rulerRect().center().y()));
        QCOMPARE(hit.part, Scrubber::Hit::Part::Ruler);
        QCOMPARE(hit.frame, std::optional<std::size_t>(20));
        QCOMPARE(scrubber.hitTest(QPoint(10, holdsRow.center().y())).part, Scrubber::Hit::Part::LaneName);
        QCOMPARE(scrubber.hitTest(QPoint(inHold.x(), scrubber.laneRect(1).bottom() + 30)).part,
                 Scrubber::Hit::Part::Nothing);
    }

    void clicksAndKeysAskForFrames()
    {
        Scrubber scrubber;
        scrubber.resize(700, scrubber.sizeHint().height());
        scrubber.setFrameTimes(tenFps());
        scrubber.setLanes(twoLanes());
        scrubber.show();
        QVERIFY(QTest::qWaitForWindowExposed(&scrubber));
        QSignalSpy asked(&scrubber, &Scrubber::frameRequested);
        const rigpose::widgets::TimeAxis axis = scrubber.axis();

        // A click inside a span jumps to the span's start.
        QTest::mouseClick(&scrubber, Qt::LeftButton, {},
                          QPoint(static_cast<int>(axis.toPixel(5.05)), scrubber.laneRect(0).center().y()));
        QCOMPARE(asked.count(), 1);
        QCOMPARE(asked.takeFirst().at(0).value<std::size_t>(), std::size_t(40));
        QCOMPARE(scrubber.selectedLane(), 0);
        // A click on the ruler asks for the frame under it.
        QTest::mouseClick(&scrubber, Qt::LeftButton, {},
                          QPoint(static_cast<int>(axis.toPixel(3.35)), scrubber.rulerRect().center().y()));
        QCOMPARE(asked.takeFirst().at(0).value<std::size_t>(), std::size_t(33));

        // Page Down from frame 25 goes to the next hold (40), Page Up back to 10.
        scrubber.setCurrentFrame(25);
        scrubber.setFocus();
        QTest::keyClick(&scrubber, Qt::Key_PageDown);
        QCOMPARE(asked.takeFirst().at(0).value<std::size_t>(), std::size_t(40));
        QTest::keyClick(&scrubber, Qt::Key_PageUp);
        QCOMPARE(asked.takeFirst().at(0).value<std::size_t>(), std::size_t(10));
        // Down selects the Spikes lane; from 25 its next span is 75 and there is none after.
        QTest::keyClick(&scrubber, Qt::Key_Down);
        QCOMPARE(scrubber.selectedLane(), 1);
        QVERIFY(scrubber.stepToNextSpan());
        QCOMPARE(asked.takeFirst().at(0).value<std::size_t>(), std::size_t(75));
        scrubber.setCurrentFrame(80);
        QVERIFY(!scrubber.stepToNextSpan());
        QVERIFY(asked.isEmpty());
    }

    void hollowSpansAreOutlines()
    {
        Scrubber scrubber;
        scrubber.resize(700, scrubber.sizeHint().height());
        scrubber.setFrameTimes(tenFps());
        Span held{40, 59, QStringLiteral("held back")};
        held.hollow = true;
        scrubber.setLanes(
            {SpanLane{QStringLiteral("SWITCH up"), QColor(0, 0, 255), {{10, 19, QStringLiteral("shows")}, held}}});
        scrubber.show();
        QVERIFY(QTest::qWaitForWindowExposed(&scrubber));
        QImage image(scrubber.size(), QImage::Format_ARGB32);
        scrubber.render(&image);
        const rigpose::widgets::TimeAxis axis = scrubber.axis();
        const QRect row = scrubber.laneRect(0);
        const int y = row.center().y();
        const QColor blue(0, 0, 255);
        const QColor background = scrubber.palette().color(QPalette::Window);
        // Frames 10-19 cover 1.0-2.0 s filled; 40-59 cover 4.0-6.0 s with only their edges drawn.
        QCOMPARE(image.pixelColor(static_cast<int>(axis.toPixel(1.5)), y), blue);
        QCOMPARE(image.pixelColor(static_cast<int>(axis.toPixel(5.0)), y), background);
        const int left = static_cast<int>(axis.toPixel(4.0));
        bool edge = false;
        for (int x = left - 1; x <= left + 1; ++x)
            edge = edge || image.pixelColor(x, y) == blue;
        QVERIFY2(edge, "the hollow span's left edge is drawn in the lane's colour");
        bool top = false;
        for (int dy = 0; dy <= 1; ++dy)
            top = top || image.pixelColor(static_cast<int>(axis.toPixel(5.0)), row.top() + dy) == blue;
        QVERIFY2(top, "the hollow span's top edge is drawn in the lane's colour");
        // The hover still names it.
        QVERIFY(
            scrubber.toolTipAt(QPoint(static_cast<int>(axis.toPixel(5.0)), y)).contains(QStringLiteral("held back")));
    }

    void wheelZoomsAroundTheMouse()
    {
        Scrubber scrubber;
        scrubber.resize(700, scrubber.sizeHint().height());
        scrubber.setFrameTimes(tenFps());
        scrubber.show();
        const rigpose::widgets::TimeAxis before = scrubber.axis();
        const QPointF at(before.toPixel(5.0), 5);
        QWheelEvent wheel(at, scrubber.mapToGlobal(at), QPoint(), QPoint(0, 120), Qt::NoButton, Qt::NoModifier,
                          Qt::NoScrollPhase, false);
        QApplication::sendEvent(&scrubber, &wheel);
        const rigpose::widgets::TimeAxis after = scrubber.axis();
        // 1.2 times in: 10 s / 1.2 wide, and 5 s is still under the mouse.
        QVERIFY(std::abs(after.span() - 10.0 / 1.2) < 1e-9);
        QVERIFY(std::abs(after.toPixel(5.0) - at.x()) < 1e-9);
        scrubber.resetZoom();
        QCOMPARE(scrubber.axis(), before);
    }
};

int main(int argc, char* argv[])
{
    rigpose::test::useOffscreenPlatformByDefault();
    QApplication app(argc, argv);
    TestScrubber test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_scrubber.moc"
