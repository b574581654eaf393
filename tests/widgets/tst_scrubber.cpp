// The scrubber, driven as a widget offscreen: where its lanes and spans are, what the hover
// says, what a click and the span keys ask for; the pans (Shift+wheel, a sideways wheel, the
// scroll bar, a middle-button drag), following the current frame, and the loop markers.
// Expected pixels and windows come from the lane geometry and hand-worked TimeAxis figures,
// not from the widget's own hit-test.

#include <QApplication>
#include <QImage>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTest>

#include "rigpose/widgets/scrubber.h"
#include "rigpose/widgets/span_lane.h"
#include "testutils.h"

using rigpose::widgets::Scrubber;
using rigpose::widgets::Span;
using rigpose::widgets::SpanLane;
using Window = std::pair<double, double>;

namespace {

// The strip at 700 px wide: 96 px of names, then 600 px of time, 4 px short of the edge.
constexpr int kWidth = 700;
constexpr double kStripLeft = 96;
constexpr double kStripWidth = 600;

bool near(Window a, Window b) { return std::abs(a.first - b.first) < 1e-9 && std::abs(a.second - b.second) < 1e-9; }

QString text(Window w) { return QStringLiteral("%1..%2").arg(w.first, 0, 'g', 12).arg(w.second, 0, 'g', 12); }

void wheel(QWidget* w, QPoint angleDelta, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
{
    const QPointF at(400, 5);
    QWheelEvent event(at, w->mapToGlobal(at), QPoint(), angleDelta, Qt::NoButton, modifiers, Qt::NoScrollPhase, false);
    QApplication::sendEvent(w, &event);
}

// A mouse event with `button` changing and `buttons` held: QTest's moves carry no buttons.
void mouse(QWidget* w, QEvent::Type type, QPointF at, Qt::MouseButton button, Qt::MouseButtons buttons)
{
    QMouseEvent event(type, at, w->mapToGlobal(at), button, buttons, Qt::NoModifier);
    QApplication::sendEvent(w, &event);
}

// A 700 px scrubber over `times`, with `lanes`, shown.
struct Shown {
    Scrubber scrubber;
    explicit Shown(std::shared_ptr<const std::vector<double>> times, std::vector<SpanLane> lanes = {})
    {
        scrubber.setLanes(std::move(lanes));
        scrubber.resize(kWidth, scrubber.sizeHint().height());
        scrubber.setFrameTimes(std::move(times));
        scrubber.show();
    }
};

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

    void viewWindowIsKeptInsideTheClip_data()
    {
        QTest::addColumn<double>("start");
        QTest::addColumn<double>("end");
        QTest::addColumn<double>("shownStart");
        QTest::addColumn<double>("shownEnd");
        QTest::addColumn<bool>("zoomed");
        // The clip is 0..10 s.
        QTest::newRow("inside") << 2.0 << 4.0 << 2.0 << 4.0 << true;
        QTest::newRow("past the end keeps its width") << 9.0 << 11.0 << 8.0 << 10.0 << true;
        QTest::newRow("before the start") << -1.0 << 1.0 << 0.0 << 2.0 << true;
        QTest::newRow("narrower than a quarter second") << 5.0 << 5.1 << 5.0 << 5.25 << true;
        QTest::newRow("the whole clip is no zoom") << -5.0 << 20.0 << 0.0 << 10.0 << false;
    }

    void viewWindowIsKeptInsideTheClip()
    {
        QFETCH(double, start);
        QFETCH(double, end);
        QFETCH(double, shownStart);
        QFETCH(double, shownEnd);
        QFETCH(bool, zoomed);
        Shown s(tenFps());
        s.scrubber.setViewWindow(start, end);
        QVERIFY2(near(s.scrubber.viewWindow(), {shownStart, shownEnd}), qPrintable(text(s.scrubber.viewWindow())));
        QCOMPARE(s.scrubber.isZoomed(), zoomed);
        QCOMPARE(s.scrubber.scrollBar()->isVisible(), zoomed);
    }

    void wheelPans_data()
    {
        QTest::addColumn<Window>("from");
        QTest::addColumn<QPoint>("angleDelta");
        QTest::addColumn<int>("modifiers");
        QTest::addColumn<Window>("to");
        const int shift = Qt::ShiftModifier;
        // A notch (120) pans a tenth of the window: 0.2 s of a 2 s window. Down or right is later.
        QTest::newRow("shift, down a notch") << Window{2, 4} << QPoint(0, -120) << shift << Window{2.2, 4.2};
        QTest::newRow("shift, up a notch") << Window{2, 4} << QPoint(0, 120) << shift << Window{1.8, 3.8};
        QTest::newRow("shift, down three notches") << Window{2, 4} << QPoint(0, -360) << shift << Window{2.6, 4.6};
        QTest::newRow("sideways right") << Window{2, 4} << QPoint(-120, 0) << 0 << Window{2.2, 4.2};
        QTest::newRow("sideways left") << Window{2, 4} << QPoint(120, 0) << 0 << Window{1.8, 3.8};
        // A slanted touchpad swipe goes by its main direction: mostly sideways pans by x alone.
        QTest::newRow("mostly sideways") << Window{2, 4} << QPoint(-240, 60) << 0 << Window{2.4, 4.4};
        // A 1 s window pans by 0.1 s a notch.
        QTest::newRow("narrower window") << Window{5, 6} << QPoint(0, -120) << shift << Window{5.1, 6.1};
        // Stops at the clip's ends (0 and 10 s).
        QTest::newRow("stops at the start") << Window{0.1, 2.1} << QPoint(0, 120) << shift << Window{0, 2};
        QTest::newRow("stays at the end") << Window{8, 10} << QPoint(0, -120) << shift << Window{8, 10};
    }

    void wheelPans()
    {
        QFETCH(Window, from);
        QFETCH(QPoint, angleDelta);
        QFETCH(int, modifiers);
        QFETCH(Window, to);
        Shown s(tenFps());
        s.scrubber.setViewWindow(from.first, from.second);
        QSignalSpy moved(&s.scrubber, &Scrubber::axisChanged);
        wheel(&s.scrubber, angleDelta, Qt::KeyboardModifiers(modifiers));
        QVERIFY2(near(s.scrubber.viewWindow(), to), qPrintable(text(s.scrubber.viewWindow())));
        QCOMPARE(moved.count(), from == to ? 0 : 1);
        // The scroll bar follows: its value is the window's start in milliseconds.
        QCOMPARE(s.scrubber.scrollBar()->value(), static_cast<int>(std::lround(to.first * 1000)));
    }

    void theScrollBarPansAZoomedView()
    {
        Shown s(tenFps());
        QScrollBar* bar = s.scrubber.findChild<QScrollBar*>(QStringLiteral("scrubberScrollBar"));
        QVERIFY(bar);
        QCOMPARE(bar, s.scrubber.scrollBar());
        QVERIFY(!bar->isVisible());  // the whole clip shows: nothing to pan
        s.scrubber.setViewWindow(2, 4);
        QVERIFY(bar->isVisible());
        // Under the lanes, as wide as the time strip.
        QCOMPARE(bar->geometry().left(), static_cast<int>(kStripLeft));
        QCOMPARE(bar->geometry().width(), static_cast<int>(kStripWidth));
        QCOMPARE(bar->geometry().bottom(), s.scrubber.height() - 1);
        QVERIFY(bar->geometry().top() > s.scrubber.laneRect(0).bottom());
        // Milliseconds: starts 0..8000 for a 2 s window on a 10 s clip, a page is the window,
        // a step a tenth of it.
        QCOMPARE(bar->minimum(), 0);
        QCOMPARE(bar->maximum(), 8000);
        QCOMPARE(bar->pageStep(), 2000);
        QCOMPARE(bar->singleStep(), 200);
        QCOMPARE(bar->value(), 2000);

        QSignalSpy moved(&s.scrubber, &Scrubber::axisChanged);
        bar->triggerAction(QAbstractSlider::SliderPageStepAdd);
        QVERIFY2(near(s.scrubber.viewWindow(), {4, 6}), qPrintable(text(s.scrubber.viewWindow())));
        bar->triggerAction(QAbstractSlider::SliderSingleStepSub);
        QVERIFY2(near(s.scrubber.viewWindow(), {3.8, 5.8}), qPrintable(text(s.scrubber.viewWindow())));
        bar->triggerAction(QAbstractSlider::SliderToMaximum);
        QVERIFY2(near(s.scrubber.viewWindow(), {8, 10}), qPrintable(text(s.scrubber.viewWindow())));
        bar->triggerAction(QAbstractSlider::SliderToMinimum);
        QVERIFY2(near(s.scrubber.viewWindow(), {0, 2}), qPrintable(text(s.scrubber.viewWindow())));
        QCOMPARE(moved.count(), 4);  // each pan tells the views under the scrubber
        // The zoom is kept by every pan; a reset hides the bar.
        s.scrubber.resetZoom();
        QVERIFY(!bar->isVisible());
    }

    void theScrollBarStaysInSightInAScrollArea()
    {
        // As the studio holds it: twelve lanes in an area eight lanes tall.
        QScrollArea area;
        area.setFrameShape(QFrame::NoFrame);
        area.setWidgetResizable(true);
        area.setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        auto* scrubber = new Scrubber;
        area.setWidget(scrubber);
        scrubber->setFrameTimes(tenFps());
        scrubber->setLanes(std::vector<SpanLane>(12, SpanLane{QStringLiteral("Lane"), Qt::blue, {}}));
        area.resize(kWidth + area.verticalScrollBar()->sizeHint().width(), Scrubber::heightForLanes(8));
        area.show();
        QVERIFY(QTest::qWaitForWindowExposed(&area));
        QVERIFY(scrubber->height() > area.viewport()->height());
        scrubber->setViewWindow(2, 4);
        QScrollBar* bar = scrubber->scrollBar();
        QVERIFY(bar->isVisible());
        const auto shownBottom = [&] {
            return scrubber->mapFrom(area.viewport(), QPoint(0, area.viewport()->height() - 1)).y();
        };
        QCOMPARE(bar->geometry().bottom(), shownBottom());
        // Scrolled down to the last lane, the bar is back at the scrubber's own bottom.
        area.verticalScrollBar()->setValue(area.verticalScrollBar()->maximum());
        QCOMPARE(shownBottom(), scrubber->height() - 1);
        QCOMPARE(bar->geometry().bottom(), scrubber->height() - 1);
        // A taller area shows more: the bar moves down with it.
        area.verticalScrollBar()->setValue(0);
        area.resize(area.width(), Scrubber::heightForLanes(10));
        QTRY_COMPARE(bar->geometry().bottom(), shownBottom());
        QCOMPARE(bar->geometry().bottom(), Scrubber::heightForLanes(10) - 1);
    }

    void middleDragPans()
    {
        Shown s(tenFps());
        s.scrubber.setViewWindow(2, 4);  // 600 px for 2 s: 300 px a second
        QSignalSpy asked(&s.scrubber, &Scrubber::frameRequested);
        QSignalSpy moved(&s.scrubber, &Scrubber::axisChanged);
        const int y = s.scrubber.laneRect(0).center().y();
        mouse(&s.scrubber, QEvent::MouseButtonPress, QPointF(400, y), Qt::MiddleButton, Qt::MiddleButton);
        // 150 px left drags the time under the pointer with it: 0.5 s later shows.
        mouse(&s.scrubber, QEvent::MouseMove, QPointF(250, y), Qt::NoButton, Qt::MiddleButton);
        QVERIFY2(near(s.scrubber.viewWindow(), {2.5, 4.5}), qPrintable(text(s.scrubber.viewWindow())));
        // Back past the press point by 150 px: measured from the press, 0.5 s earlier.
        mouse(&s.scrubber, QEvent::MouseMove, QPointF(550, y), Qt::NoButton, Qt::MiddleButton);
        QVERIFY2(near(s.scrubber.viewWindow(), {1.5, 3.5}), qPrintable(text(s.scrubber.viewWindow())));
        // 900 px right would be 3 s earlier: stops at the clip's start.
        mouse(&s.scrubber, QEvent::MouseMove, QPointF(1300, y), Qt::NoButton, Qt::MiddleButton);
        QVERIFY2(near(s.scrubber.viewWindow(), {0, 2}), qPrintable(text(s.scrubber.viewWindow())));
        mouse(&s.scrubber, QEvent::MouseButtonRelease, QPointF(1300, y), Qt::MiddleButton, Qt::NoButton);
        QCOMPARE(moved.count(), 3);
        // Released, a move pans nothing; the drag asked for no frame.
        mouse(&s.scrubber, QEvent::MouseMove, QPointF(300, y), Qt::NoButton, Qt::NoButton);
        QVERIFY(near(s.scrubber.viewWindow(), {0, 2}));
        QVERIFY(asked.isEmpty());
    }

    void aZoomedViewFollowsTheCurrentFrame()
    {
        // 10 fps: frame f at f / 10 s; the clip ends at 10 s. A 2 s window, 2..4 s.
        Shown s(tenFps());
        s.scrubber.setViewWindow(2, 4);
        QSignalSpy moved(&s.scrubber, &Scrubber::axisChanged);
        // Frames in view move nothing: 30 (3.0 s) to 39 (3.9 s).
        for (std::size_t f = 30; f <= 39; ++f)
            s.scrubber.setCurrentFrame(f);
        QVERIFY(near(s.scrubber.viewWindow(), {2, 4}));
        QCOMPARE(moved.count(), 0);
        // Playing on to 40 (4.0 s, the window's end) pages on: 4..6, the head at the left.
        s.scrubber.setCurrentFrame(40);
        QVERIFY2(near(s.scrubber.viewWindow(), {4, 6}), qPrintable(text(s.scrubber.viewWindow())));
        QCOMPARE(moved.count(), 1);
        // End (frame 99, 9.9 s) is a jump: centred on it would be 8.9..10.9, kept in: 8..10.
        s.scrubber.setCurrentFrame(99);
        QVERIFY2(near(s.scrubber.viewWindow(), {8, 10}), qPrintable(text(s.scrubber.viewWindow())));
        // Home (frame 0): centred would be -1..1, kept in: 0..2.
        s.scrubber.setCurrentFrame(0);
        QVERIFY2(near(s.scrubber.viewWindow(), {0, 2}), qPrintable(text(s.scrubber.viewWindow())));
        // A typed frame 55 (5.5 s) centres: 4.5..6.5.
        s.scrubber.setCurrentFrame(55);
        QVERIFY2(near(s.scrubber.viewWindow(), {4.5, 6.5}), qPrintable(text(s.scrubber.viewWindow())));
        // Playing backward past the left edge pages back: 45 is in view, 44 (4.4 s) is not.
        s.scrubber.setCurrentFrame(45);
        QVERIFY(near(s.scrubber.viewWindow(), {4.5, 6.5}));
        s.scrubber.setCurrentFrame(44);
        QVERIFY2(near(s.scrubber.viewWindow(), {2.5, 4.5}), qPrintable(text(s.scrubber.viewWindow())));
        QCOMPARE(moved.count(), 5);
        // Not zoomed, nothing follows: the whole clip is in view.
        s.scrubber.resetZoom();
        s.scrubber.setCurrentFrame(90);
        QVERIFY(!s.scrubber.isZoomed());
    }

    void loopMarkersAreHitAndDragged()
    {
        // The whole 10 s clip over 600 px: 60 px a second, from x = 96.
        Shown s(tenFps(), twoLanes());
        s.scrubber.setLoopRange(std::pair<std::size_t, std::size_t>{20, 49});
        // In where frame 20 starts (2.0 s: 96 + 120), out where frame 49 ends (5.0 s: 96 + 300).
        const auto markers = s.scrubber.loopMarkerX();
        QVERIFY(markers);
        QCOMPARE(markers->first, 216.0);
        QCOMPARE(markers->second, 396.0);
        const int y = s.scrubber.rulerRect().center().y();
        QCOMPARE(s.scrubber.hitTest(QPoint(216, y)).part, Scrubber::Hit::Part::LoopIn);
        QCOMPARE(s.scrubber.hitTest(QPoint(399, y)).part, Scrubber::Hit::Part::LoopOut);
        QCOMPARE(s.scrubber.hitTest(QPoint(300, y)).part, Scrubber::Hit::Part::Ruler);
        QCOMPARE(s.scrubber.hitTest(QPoint(216, s.scrubber.laneRect(0).center().y())).part,
                 Scrubber::Hit::Part::Lane);  // markers live on the ruler
        QVERIFY2(s.scrubber.toolTipAt(QPoint(216, y)).startsWith(QStringLiteral("Loop in: frame 20")),
                 qPrintable(s.scrubber.toolTipAt(QPoint(216, y))));

        QSignalSpy asked(&s.scrubber, &Scrubber::frameRequested);
        QSignalSpy range(&s.scrubber, &Scrubber::loopRangeRequested);
        const auto last = [&range] {
            const QList<QVariant> args = range.takeLast();
            return std::pair{args.at(0).value<std::size_t>(), args.at(1).value<std::size_t>()};
        };
        // The in marker to 3.02 s (x = 96 + 181.2): the nearest frame start is 3.0 s, frame 30.
        mouse(&s.scrubber, QEvent::MouseButtonPress, QPointF(216, y), Qt::LeftButton, Qt::LeftButton);
        mouse(&s.scrubber, QEvent::MouseMove, QPointF(96 + 181.2, y), Qt::NoButton, Qt::LeftButton);
        QCOMPARE(last(), (std::pair<std::size_t, std::size_t>{30, 49}));
        // Past the out marker (7 s) it stops on the last frame: a one-frame range.
        mouse(&s.scrubber, QEvent::MouseMove, QPointF(96 + 420, y), Qt::NoButton, Qt::LeftButton);
        QCOMPARE(last(), (std::pair<std::size_t, std::size_t>{49, 49}));
        mouse(&s.scrubber, QEvent::MouseButtonRelease, QPointF(96 + 420, y), Qt::LeftButton, Qt::NoButton);

        // The out marker to 8.0 s (x = 96 + 480): frame 80 starts there, so 79 is the last.
        mouse(&s.scrubber, QEvent::MouseButtonPress, QPointF(396, y), Qt::LeftButton, Qt::LeftButton);
        mouse(&s.scrubber, QEvent::MouseMove, QPointF(96 + 480, y), Qt::NoButton, Qt::LeftButton);
        QCOMPARE(last(), (std::pair<std::size_t, std::size_t>{20, 79}));
        // Past the strip's end: the clip's end, so the last frame, 99.
        mouse(&s.scrubber, QEvent::MouseMove, QPointF(900, y), Qt::NoButton, Qt::LeftButton);
        QCOMPARE(last(), (std::pair<std::size_t, std::size_t>{20, 99}));
        // Before the in marker it stops on the first frame.
        mouse(&s.scrubber, QEvent::MouseMove, QPointF(100, y), Qt::NoButton, Qt::LeftButton);
        QCOMPARE(last(), (std::pair<std::size_t, std::size_t>{20, 20}));
        mouse(&s.scrubber, QEvent::MouseButtonRelease, QPointF(100, y), Qt::LeftButton, Qt::NoButton);
        QVERIFY(range.isEmpty());
        QVERIFY(asked.isEmpty());  // moving a marker does not move the head
        QCOMPARE(s.scrubber.loopRange(), (std::optional<std::pair<std::size_t, std::size_t>>{{20, 49}}));

        // The owner answers; clearing it leaves no markers, and a click there scrubs again.
        s.scrubber.setLoopRange(std::pair<std::size_t, std::size_t>{30, 49});
        QCOMPARE(*s.scrubber.loopMarkerX(), (std::pair<double, double>{276.0, 396.0}));
        s.scrubber.setLoopRange(std::nullopt);
        QVERIFY(!s.scrubber.loopMarkerX());
        QCOMPARE(s.scrubber.hitTest(QPoint(216, y)).part, Scrubber::Hit::Part::Ruler);
        QTest::mouseClick(&s.scrubber, Qt::LeftButton, {}, QPoint(216 + 3, y));
        QCOMPARE(asked.count(), 1);
    }

    void loopMarkersFollowTheZoom()
    {
        Shown s(tenFps());
        s.scrubber.setLoopRange(std::pair<std::size_t, std::size_t>{20, 49});
        // A window 2..4 s: 300 px a second; in at 2.0 s is the strip's left, out at 5.0 s past it.
        s.scrubber.setViewWindow(2, 4);
        QCOMPARE(*s.scrubber.loopMarkerX(), (std::pair<double, double>{96.0, 96.0 + 900.0}));
        // A one-frame range, frame 50 (5.0 to 5.1 s, 6 px at 60 px a second): a press takes the
        // nearer marker, the in marker when halfway.
        s.scrubber.resetZoom();
        s.scrubber.setLoopRange(std::pair<std::size_t, std::size_t>{50, 50});
        const auto one = *s.scrubber.loopMarkerX();
        QCOMPARE(one, (std::pair<double, double>{396.0, 402.0}));  // 5.0 s and 5.1 s
        const int y = s.scrubber.rulerRect().center().y();
        QCOMPARE(s.scrubber.hitTest(QPoint(398, y)).part, Scrubber::Hit::Part::LoopIn);   // nearer 396
        QCOMPARE(s.scrubber.hitTest(QPoint(399, y)).part, Scrubber::Hit::Part::LoopIn);   // halfway: in
        QCOMPARE(s.scrubber.hitTest(QPoint(400, y)).part, Scrubber::Hit::Part::LoopOut);  // nearer 402
        // A new clip clears the range: it named the old clip's frames.
        s.scrubber.setFrameTimes(tenFps());
        QVERIFY(!s.scrubber.loopRange());
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
