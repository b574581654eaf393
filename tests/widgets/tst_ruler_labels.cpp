// The scrubber's ruler labels (ruler_labels.h): laid out by hand-countable text widths, and
// through the real widget with its own font on a 20-minute clip and on short ones. Every label
// is inside the ruler, clear of the next, as wide as its whole text, and reads the full numbers.

#include <QApplication>
#include <QFontMetrics>
#include <QTest>

#include <cmath>

#include "rigpose/widgets/ruler_labels.h"
#include "rigpose/widgets/scrubber.h"
#include "testutils.h"

using rigpose::widgets::RulerLabel;
using rigpose::widgets::RulerLayout;
using rigpose::widgets::TimeAxis;

namespace {

std::shared_ptr<const std::vector<double>> evenTimes(int frames, double fps)
{
    auto times = std::make_shared<std::vector<double>>();
    for (int f = 0; f < frames; ++f)
        times->push_back(f / fps);
    return times;
}

// Six pixels a character: widths counted by hand.
int sixEach(const QString& text) { return 6 * static_cast<int>(text.size()); }

// What a tick at `t` reads, written out from the rule: seconds with as many decimals as the
// step needs ("4.5 s"), minutes and seconds from a minute on ("16:40"), then the frame.
QString expectedText(double t, double step, std::size_t frame)
{
    const int decimals = step >= 1 ? 0 : step >= 0.1 ? 1 : 2;
    QString time;
    if (t >= 60 && decimals == 0) {
        const long whole = std::lround(t);
        time = QStringLiteral("%1:%2").arg(whole / 60).arg(whole % 60, 2, 10, QLatin1Char('0'));
    } else {
        time = QString::number(t, 'f', decimals) + QStringLiteral(" s");
    }
    return time + QStringLiteral(" · ") + QString::number(frame);
}

}  // namespace

class TestRulerLabels : public QObject {
    Q_OBJECT

private slots:
    void byHand_data()
    {
        QTest::addColumn<double>("rulerWidth");
        QTest::addColumn<double>("step");
        QTest::addColumn<QStringList>("texts");
        QTest::addColumn<QList<int>>("lefts");
        // 100 frames at 10 fps (0..10 s) over a ruler from x = 0, 8 px gap, 6 px a character.
        // 100 px: "10 s · 100" is 60 px, 68 with the gap, so 5 s ticks (50 px) are too close:
        // 10 s. The 10 s label, shifted in to end at x = 99, would start at 40, over the first
        // ("0 s · 0", 3..44): dropped.
        QTest::newRow("100 px") << 100.0 << 10.0 << QStringList{QStringLiteral("0 s · 0")} << QList<int>{3};
        // 200 px: 5 s is 100 px, room for 68: 0 s at 3, 5 s at 103; 10 s shifted to 140..199
        // would touch 5 s's 103..150 (within the gap): dropped.
        QTest::newRow("200 px") << 200.0 << 5.0 << QStringList{QStringLiteral("0 s · 0"), QStringLiteral("5 s · 50")}
                                << QList<int>{3, 103};
        // 300 px: 5 s ticks 150 px apart; 10 s (60 px) shifted in to 240..299, clear of 153..200.
        QTest::newRow("300 px") << 300.0 << 5.0
                                << QStringList{QStringLiteral("0 s · 0"), QStringLiteral("5 s · 50"),
                                               QStringLiteral("10 s · 100")}
                                << QList<int>{3, 153, 240};
        // 2000 px: 200 px a second. 0.05 s steps (10 px) read "10.00 s · 100" (78 px): too
        // close; 0.5 s steps (100 px) read "10.0 s · 100" (72 px, 80 with the gap): they fit.
        QTest::newRow("2000 px") << 2000.0 << 0.5 << QStringList{} << QList<int>{};
    }

    void byHand()
    {
        QFETCH(double, rulerWidth);
        QFETCH(double, step);
        QFETCH(QStringList, texts);
        QFETCH(QList<int>, lefts);
        const TimeAxis axis{0, 10, 0, rulerWidth};
        const QRect ruler(0, 0, static_cast<int>(rulerWidth), 24);
        // The clip ends at 10 s (100 frames a tenth of a second each).
        const RulerLayout layout = rigpose::widgets::rulerLayout(axis, *evenTimes(100, 10), 10.0, ruler, sixEach, 8);
        QCOMPARE(layout.step, step);
        if (texts.isEmpty()) {
            // 21 ticks, 0..10 s; tick k's label starts at 100 k + 3. The 10 s label shifted in
            // (1928..1999) would run into 9.5 s's (1903..1962): dropped, 20 left.
            QCOMPARE(layout.labels.size(), std::size_t(20));
            QCOMPARE(layout.labels[0].text, QStringLiteral("0.0 s · 0"));
            QCOMPARE(layout.labels[1].text, QStringLiteral("0.5 s · 5"));
            QCOMPARE(layout.labels[1].rect.left(), 103);
            QCOMPARE(layout.labels.back().text, QStringLiteral("9.5 s · 95"));
            QCOMPARE(layout.labels.back().rect.left(), 1903);
            QCOMPARE(layout.labels.back().rect.width(), 60);
            return;
        }
        QCOMPARE(layout.labels.size(), static_cast<std::size_t>(texts.size()));
        for (qsizetype i = 0; i < texts.size(); ++i) {
            QCOMPARE(layout.labels[static_cast<std::size_t>(i)].text, texts[i]);
            QCOMPARE(layout.labels[static_cast<std::size_t>(i)].rect.left(), lefts[i]);
            QCOMPARE(layout.labels[static_cast<std::size_t>(i)].rect.width(), sixEach(texts[i]));
        }
    }

    void inTheScrubbersOwnFont_data()
    {
        QTest::addColumn<int>("frames");
        QTest::addColumn<double>("fps");
        QTest::addColumn<int>("width");
        QTest::addColumn<double>("viewStart");  // a zoomed window, or both 0 for the whole clip
        QTest::addColumn<double>("viewEnd");
        // 14,400 frames at 12 fps: 1,200 s, 20 minutes; frame numbers up to five digits.
        QTest::newRow("20 min, 300 px") << 14400 << 12.0 << 300 << 0.0 << 0.0;
        QTest::newRow("20 min, 800 px") << 14400 << 12.0 << 800 << 0.0 << 0.0;
        QTest::newRow("20 min, 1600 px") << 14400 << 12.0 << 1600 << 0.0 << 0.0;
        QTest::newRow("20 min, 1600 px, zoomed at the end") << 14400 << 12.0 << 1600 << 1170.0 << 1200.0;
        QTest::newRow("20 min, 800 px, zoomed mid-way") << 14400 << 12.0 << 800 << 611.3 << 619.7;
        // Short clips: 100 frames at 10 fps, 3 frames at 24 fps.
        QTest::newRow("10 s, 700 px") << 100 << 10.0 << 700 << 0.0 << 0.0;
        QTest::newRow("10 s, 300 px") << 100 << 10.0 << 300 << 0.0 << 0.0;
        QTest::newRow("3 frames, 300 px") << 3 << 24.0 << 300 << 0.0 << 0.0;
        QTest::newRow("3 frames, 1600 px") << 3 << 24.0 << 1600 << 0.0 << 0.0;
    }

    void inTheScrubbersOwnFont()
    {
        QFETCH(int, frames);
        QFETCH(double, fps);
        QFETCH(int, width);
        QFETCH(double, viewStart);
        QFETCH(double, viewEnd);
        rigpose::widgets::Scrubber scrubber;
        scrubber.resize(width, scrubber.sizeHint().height());
        scrubber.setFrameTimes(evenTimes(frames, fps));
        if (viewEnd > viewStart)
            scrubber.setViewWindow(viewStart, viewEnd);
        scrubber.show();
        QVERIFY(QTest::qWaitForWindowExposed(&scrubber));
        const QFontMetrics metrics(scrubber.font());
        const QRect ruler = scrubber.rulerRect();
        const TimeAxis axis = scrubber.axis();
        const RulerLayout layout = scrubber.rulerLayout();
        QVERIFY(!layout.labels.empty());
        int widest = 0;
        for (const RulerLabel& label : layout.labels)
            widest = std::max(widest, metrics.horizontalAdvance(label.text));
        // Ticks are at least the widest label and the gap apart.
        QVERIFY2(layout.step * axis.pixelsPerSecond() >= widest + 8,
                 qPrintable(QStringLiteral("step %1 s at %2 px/s for %3 px")
                                .arg(layout.step)
                                .arg(axis.pixelsPerSecond())
                                .arg(widest)));
        for (std::size_t i = 0; i < layout.labels.size(); ++i) {
            const RulerLabel& label = layout.labels[i];
            const QString where = QStringLiteral("%1 at %2..%3 in %4..%5")
                                      .arg(label.text)
                                      .arg(label.rect.left())
                                      .arg(label.rect.right())
                                      .arg(ruler.left())
                                      .arg(ruler.right());
            QVERIFY2(ruler.contains(label.rect), qPrintable(where));
            QVERIFY2(label.rect.width() >= metrics.horizontalAdvance(label.text), qPrintable(where));
            if (i > 0)
                QVERIFY2(layout.labels[i - 1].rect.right() < label.rect.left(), qPrintable(where));
            // The tick is a multiple of the step inside the window, and the text its full reading:
            // the frame showing then, floor(t × fps), or the frame count at the clip's end.
            const double k = label.time / layout.step;
            QVERIFY2(std::abs(k - std::round(k)) < 1e-6, qPrintable(where));
            QVERIFY(label.time >= axis.start - 1e-9 && label.time <= axis.end + 1e-9);
            const double end = frames / fps;
            const std::size_t frame = label.time >= end - 1e-9
                                          ? static_cast<std::size_t>(frames)
                                          : static_cast<std::size_t>(std::floor(label.time * fps + 1e-6));
            QCOMPARE(label.frame, frame);
            QCOMPARE(label.text, expectedText(label.time, layout.step, frame));
        }
    }

    void timeTexts_data()
    {
        QTest::addColumn<double>("seconds");
        QTest::addColumn<double>("step");
        QTest::addColumn<QString>("text");
        QTest::newRow("seconds") << 12.0 << 2.0 << QStringLiteral("12 s");
        QTest::newRow("tenths") << 4.5 << 0.5 << QStringLiteral("4.5 s");
        QTest::newRow("hundredths") << 0.05 << 0.05 << QStringLiteral("0.05 s");
        QTest::newRow("a minute") << 60.0 << 20.0 << QStringLiteral("1:00");
        QTest::newRow("minutes") << 1000.0 << 500.0 << QStringLiteral("16:40");
        QTest::newRow("twenty minutes") << 1200.0 << 100.0 << QStringLiteral("20:00");
        QTest::newRow("minutes and tenths") << 100.5 << 0.5 << QStringLiteral("1:40.5");
        // 0.1 × 3 is 0.30000000000000004 and 59.99999 rounds to a minute, not "0:60".
        QTest::newRow("rounded") << 0.1 * 3 << 0.1 << QStringLiteral("0.3 s");
        QTest::newRow("not 0:60") << 59.9999999 << 1.0 << QStringLiteral("1:00");
    }

    void timeTexts()
    {
        QFETCH(double, seconds);
        QFETCH(double, step);
        QFETCH(QString, text);
        QCOMPARE(rigpose::widgets::rulerTimeText(seconds, step), text);
    }
};

int main(int argc, char* argv[])
{
    rigpose::test::useOffscreenPlatformByDefault();
    QApplication app(argc, argv);
    TestRulerLabels test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_ruler_labels.moc"
