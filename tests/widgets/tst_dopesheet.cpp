// The dopesheet, offscreen: its layout's figures (rows, marks, what lies under a point) worked out
// from the row pitch and the TimeAxis, a click at a key's x asking for that key's frame, the hover
// at a mark, stepped and linear marks told apart on screen, scrolling many rows, and the names
// column lined up with the scrubber's.

#include <QApplication>
#include <QImage>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTest>
#include <QWheelEvent>

#include "dopesheet_animation.h"
#include "rigpose/widgets/dopesheet_layout.h"
#include "rigpose/widgets/dopesheet_model.h"
#include "rigpose/widgets/motion_dopesheet.h"
#include "rigpose/widgets/scrubber.h"
#include "testutils.h"

using namespace rigpose::widgets;
using rigpose::test::kT0;

namespace {

// 2 s to 3.1 s (the clip's end, a frame past the last) over 600 px from x = 96: 600/1.1 px a second.
const TimeAxis kAxis{2.0, 3.1, 96, 600};

double xAt(double t) { return 96 + (t - 2.0) * 600 / 1.1; }
// Rows are 18 px apart from y = 2, 16 px tall: row r's centre line is at 10 + 18 r.
int yOfRow(int row) { return 10 + 18 * row; }

QPoint at(double t, int row) { return {static_cast<int>(std::lround(xAt(t))), yOfRow(row)}; }

std::shared_ptr<const rigpose::motion::Animation> handBuilt()
{
    return std::make_shared<const rigpose::motion::Animation>(rigpose::test::handBuiltAnimation());
}

// A sheet of the hand-built animation on the 10 fps clock, shown on kAxis.
void setUp(MotionDopesheet& sheet)
{
    sheet.setFrameTimes(rigpose::test::dopesheetFrames());
    sheet.setAnimation(handBuilt(), kT0);
    sheet.setAxis(kAxis);
    sheet.resize(700, sheet.sizeHint().height());
}

}  // namespace

class TestDopesheet : public QObject {
    Q_OBJECT

private slots:
    void layoutFigures()
    {
        DopesheetLayout layout{kAxis, 5, 0, 40};
        QCOMPARE(layout.laneRect(0), QRectF(96, 2, 600, 16));
        QCOMPARE(layout.nameRect(2), QRectF(0, 38, 96, 16));
        QCOMPARE(layout.rowAt(10), 0);
        QCOMPARE(layout.rowAt(21), 1);
        QCOMPARE(layout.rowAt(1), -1);   // above the first row
        QCOMPARE(layout.rowAt(40), -1);  // below the view
        // Row 2 begins at 38, inside a 40 px view; row 3 at 56 does not show.
        QCOMPARE(layout.visibleRows(), std::make_pair(0, 3));
        QCOMPARE(layout.maxScroll(), 2 + 5 * 18 - 40);
        layout.scroll = 18;
        QCOMPARE(layout.rowAt(10), 1);
        QCOMPARE(layout.visibleRows(), std::make_pair(0, 4));

        const std::vector<DopesheetRow> rows = dopesheetRows(rigpose::test::handBuiltAnimation(), kT0);
        const DopesheetRow& arm = rows[0];  // keys at 2, 2.5, 3 s; held 2.5–3 s
        layout.scroll = 0;
        QCOMPARE(layout.keyX(arm.keys[1]), xAt(2.5));
        QCOMPARE(layout.keyPoint(0, arm.keys[1]), QPointF(xAt(2.5), 10));
        QCOMPARE(layout.keyNear(arm.keys, xAt(2.5) + 4), std::optional<std::size_t>(1));
        QCOMPARE(layout.keyNear(arm.keys, xAt(2.5) + 8), std::nullopt);  // past the 7 px reach
        QCOMPARE(layout.holdAt(arm.holds, xAt(2.75)), std::optional<std::size_t>(0));
        QCOMPARE(layout.holdAt(arm.holds, xAt(2.4)), std::nullopt);
        QCOMPARE(layout.keysShown(arm.keys, 0), std::make_pair(std::size_t(0), std::size_t(3)));
        layout.axis.start = 2.6;  // zoomed in on 2.6–3.1 s: only the key at 3 s shows
        QCOMPARE(layout.keysShown(arm.keys, 0), std::make_pair(std::size_t(2), std::size_t(3)));
    }

    void aClickAsksForTheKeysFrame()
    {
        MotionDopesheet sheet;
        setUp(sheet);
        sheet.show();
        QVERIFY(QTest::qWaitForWindowExposed(&sheet));
        QSignalSpy requested(&sheet, &MotionDopesheet::frameRequested);
        // Arm's rotate key at 2.5 s is frame 5 (2 + 5/10); a few pixels off still takes it.
        QTest::mouseClick(&sheet, Qt::LeftButton, {}, at(2.5, 0));
        QTest::mouseClick(&sheet, Qt::LeftButton, {}, at(2.5, 0) + QPoint(4, 0));
        // Hip's first key, lagged to 2.1 s: frame 1.
        QTest::mouseClick(&sheet, Qt::LeftButton, {}, at(2.1, 2));
        // Nothing within reach at 2.23 s: the frame showing then, 2 (2.2 <= 2.23 < 2.3).
        QTest::mouseClick(&sheet, Qt::LeftButton, {}, at(2.23, 0));
        // The names column asks for nothing.
        QTest::mouseClick(&sheet, Qt::LeftButton, {}, QPoint(40, yOfRow(0)));
        QCOMPARE(requested.count(), 4);
        QCOMPARE(requested[0][0].value<std::size_t>(), std::size_t(5));
        QCOMPARE(requested[1][0].value<std::size_t>(), std::size_t(5));
        QCOMPARE(requested[2][0].value<std::size_t>(), std::size_t(1));
        QCOMPARE(requested[3][0].value<std::size_t>(), std::size_t(2));
    }

    void theHoverSaysWhatAMarkIs()
    {
        MotionDopesheet sheet;
        setUp(sheet);
        // The eyes' second key: 0.4 s + 2 s, frame 4, a switch from eyes to eyes_shut.
        const QString eyes = sheet.toolTipAt(at(2.4, 3));
        QVERIFY2(eyes.contains(QStringLiteral("slot eyes · attachment")), qPrintable(eyes));
        QVERIFY2(eyes.contains(QStringLiteral("key 2 of 4 at 2.400 s · frame 4")), qPrintable(eyes));
        QVERIFY2(eyes.contains(QStringLiteral("switches to eyes_shut (from eyes)")), qPrintable(eyes));
        const QString arm = sheet.toolTipAt(at(2.5, 0));
        QVERIFY2(arm.contains(QStringLiteral("bone arm · rotate")), qPrintable(arm));
        QVERIFY2(arm.contains(QStringLiteral("frame 5")), qPrintable(arm));
        QVERIFY2(arm.contains(QStringLiteral("value 40")), qPrintable(arm));
        QVERIFY2(arm.contains(QStringLiteral("stepped to the next key")), qPrintable(arm));
        const QString hold = sheet.toolTipAt(at(2.75, 0));
        QVERIFY2(hold.contains(QStringLiteral("held at 40 from 2.500 s to 3.000 s (frames 5–10)")), qPrintable(hold));
        QVERIFY2(sheet.toolTipAt(at(2.2, 4)).contains(QStringLiteral("draw order: eyes +1")),
                 qPrintable(sheet.toolTipAt(at(2.2, 4))));
        // The names cell sums the row up (the plural as the translation has it: "3 key(s)" untranslated).
        const QString name = sheet.toolTipAt(QPoint(40, yOfRow(0)));
        QVERIFY2(name.startsWith(QStringLiteral("bone arm · rotate: 3 key")), qPrintable(name));
        QVERIFY2(name.contains(QStringLiteral("1 stepped")) && name.contains(QStringLiteral("1 curved")),
                 qPrintable(name));
        QVERIFY(sheet.toolTipAt(QPoint(300, 1)).isEmpty());  // above the rows
    }

    void steppedAndLinearMarksDiffer()
    {
        MotionDopesheet sheet;
        setUp(sheet);
        sheet.show();
        QVERIFY(QTest::qWaitForWindowExposed(&sheet));
        const QImage image = sheet.grab().toImage();
        // 3.5 px right of and below a mark's centre lies inside a stepped key's square (half side 4)
        // and outside a linear key's diamond (|dx| + |dy| = 7 > radius 5).
        const auto corner = [](double t, int row) {
            return QPoint(static_cast<int>(std::floor(xAt(t) + 3.5)), yOfRow(row) + 3);
        };
        const auto background = [](int row) { return QPoint(static_cast<int>(xAt(2.32)), yOfRow(row) + 3); };
        QVERIFY(image.pixelColor(corner(2.5, 0)) != image.pixelColor(background(0)));  // arm's stepped key
        QCOMPARE(image.pixelColor(corner(2.1, 2)), image.pixelColor(background(2)));   // hip's linear key
        // The linear mark itself is drawn.
        QVERIFY(image.pixelColor(QPoint(static_cast<int>(xAt(2.1)), yOfRow(2))) !=
                image.pixelColor(QPoint(static_cast<int>(xAt(2.32)), yOfRow(2))));
    }

    void manyRowsScroll()
    {
        rigpose::motion::Animation many;
        for (int b = 0; b < 30; ++b)
            many.tracks.push_back(rigpose::test::track(rigpose::motion::TargetKind::Bone,
                                                       ("bone" + std::to_string(b)).c_str(), "rotate",
                                                       {rigpose::test::key(0, rigpose::motion::json::array({b}))}));
        MotionDopesheet sheet;
        sheet.setFrameTimes(rigpose::test::dopesheetFrames());
        sheet.setAxis(kAxis);
        sheet.setAnimation(std::make_shared<const rigpose::motion::Animation>(many), kT0);
        // Eight rows show: 2 px, 8 rows of 18 px, 2 px.
        QCOMPARE(sheet.sizeHint().height(), 2 + 8 * 18 + 2);
        sheet.resize(700, sheet.sizeHint().height());
        sheet.show();
        QVERIFY(QTest::qWaitForWindowExposed(&sheet));
        QVERIFY(sheet.scrollBar()->isVisible());
        QCOMPARE(sheet.scrollBar()->maximum(), (2 + 30 * 18) - 148);
        QVERIFY(sheet.scrollBar()->geometry().right() < 96);  // in the names column, off the axis
        sheet.scrollToRow(29);
        QCOMPARE(sheet.scrollBar()->value(), 394);
        // Row 29's centre is now at 10 + 18·29 − 394 = 138.
        QCOMPARE(sheet.hitTest(QPoint(300, 138)).row, 29);
        // One wheel notch up scrolls three rows back.
        QWheelEvent wheel(QPointF(300, 50), sheet.mapToGlobal(QPointF(300, 50)), {}, QPoint(0, 120), Qt::NoButton,
                          Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(&sheet, &wheel);
        QCOMPARE(sheet.scrollBar()->value(), 394 - 3 * 18);
    }

    void namesColumnMatchesTheScrubbers()
    {
        Scrubber scrubber;
        scrubber.resize(700, scrubber.sizeHint().height());
        scrubber.setFrameTimes(rigpose::test::dopesheetFrames());
        MotionDopesheet sheet;
        sheet.setFrameTimes(rigpose::test::dopesheetFrames());
        sheet.setAnimation(handBuilt(), kT0);
        sheet.resize(700, sheet.sizeHint().height());
        sheet.setAxis(scrubber.axis());
        QCOMPARE(sheet.sheetLayout().laneRect(0).left(), double(scrubber.laneRect(0).left()));
        // Without an axis given it takes the scrubber's own: the whole clip from x = 96.
        MotionDopesheet alone;
        alone.setFrameTimes(rigpose::test::dopesheetFrames());
        alone.resize(700, 100);
        QCOMPARE(alone.axis(), scrubber.axis());
    }
};

int main(int argc, char* argv[])
{
    rigpose::test::useOffscreenPlatformByDefault();
    QApplication app(argc, argv);
    TestDopesheet test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_dopesheet.moc"
