// The transport's speed choice and rate label, found by object name as the studio's tests find
// them, and wired to a PlaybackClock the way the studio wires them.

#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QSignalSpy>
#include <QTest>

#include "rigpose/widgets/play_speed.h"
#include "rigpose/widgets/playback_clock.h"
#include "rigpose/widgets/transport_bar.h"
#include "testutils.h"

using rigpose::widgets::PlaybackClock;
using rigpose::widgets::TransportBar;

class TestTransportBar : public QObject {
    Q_OBJECT

private slots:
    void rateTexts_data()
    {
        QTest::addColumn<double>("rate");
        QTest::addColumn<QString>("text");
        QTest::newRow("1") << 1.0 << QStringLiteral("1×");
        QTest::newRow("2") << 2.0 << QStringLiteral("2×");
        QTest::newRow("8") << 8.0 << QStringLiteral("8×");
        QTest::newRow("quarter") << 0.25 << QStringLiteral("¼×");
        QTest::newRow("half") << 0.5 << QStringLiteral("½×");
        QTest::newRow("backward 4") << -4.0 << QStringLiteral("\u22124×");  // a minus sign, not a hyphen
        QTest::newRow("backward half") << -0.5 << QStringLiteral("\u2212½×");
        QTest::newRow("one and a half") << 1.5 << QStringLiteral("1½×");
    }

    void rateTexts()
    {
        QFETCH(double, rate);
        QFETCH(QString, text);
        QCOMPARE(rigpose::widgets::rateText(rate), text);
    }

    void theSpeedChoice()
    {
        TransportBar bar;
        auto* speed = bar.findChild<QComboBox*>(QStringLiteral("playSpeed"));
        QVERIFY(speed);
        QCOMPARE(speed, bar.speedField());
        QCOMPARE(speed->count(), 4);
        const QStringList texts{QStringLiteral("¼×"), QStringLiteral("½×"), QStringLiteral("1×"), QStringLiteral("2×")};
        const QList<double> values{0.25, 0.5, 1.0, 2.0};
        for (int i = 0; i < 4; ++i) {
            QCOMPARE(speed->itemText(i), texts[i]);
            QCOMPARE(speed->itemData(i).toDouble(), values[i]);
        }
        QCOMPARE(speed->currentText(), QStringLiteral("1×"));
        QVERIFY(!speed->toolTip().isEmpty());

        QSignalSpy asked(&bar, &TransportBar::speedRequested);
        // The keyboard on the choice: Up from 1× is ½×, Up again ¼×, Down twice back to 1×, then 2×.
        QTest::keyClick(speed, Qt::Key_Up);
        QTest::keyClick(speed, Qt::Key_Up);
        QTest::keyClick(speed, Qt::Key_Down);
        QTest::keyClick(speed, Qt::Key_Down);
        QTest::keyClick(speed, Qt::Key_Down);
        QList<double> speeds;
        for (const QList<QVariant>& args : asked)
            speeds << args.at(0).toDouble();
        QCOMPARE(speeds, (QList<double>{0.5, 0.25, 0.5, 1.0, 2.0}));
        // The owner's answer shows without asking again.
        asked.clear();
        bar.setSpeed(0.25);
        QCOMPARE(speed->currentText(), QStringLiteral("¼×"));
        bar.setSpeed(0.3);  // shown as the nearest offered
        QCOMPARE(speed->currentText(), QStringLiteral("¼×"));
        bar.setSpeed(-1);  // not a speed: nothing changes
        QCOMPARE(speed->currentText(), QStringLiteral("¼×"));
        QVERIFY(asked.isEmpty());
    }

    void theRateLabel_data()
    {
        QTest::addColumn<double>("rate");
        QTest::addColumn<bool>("shown");
        QTest::addColumn<QString>("text");
        QTest::newRow("paused") << 0.0 << false << QString();
        QTest::newRow("plain play") << 1.0 << false << QString();
        QTest::newRow("L twice") << 2.0 << true << QStringLiteral("2×");
        QTest::newRow("L four times") << 8.0 << true << QStringLiteral("8×");
        QTest::newRow("J") << -1.0 << true << QStringLiteral("\u22121×");
        QTest::newRow("J three times") << -4.0 << true << QStringLiteral("\u22124×");
    }

    void theRateLabel()
    {
        QFETCH(double, rate);
        QFETCH(bool, shown);
        QFETCH(QString, text);
        // Not shown on screen: isVisibleTo says whether the label shows with the bar.
        TransportBar bar;
        auto* label = bar.findChild<QLabel*>(QStringLiteral("playRate"));
        QVERIFY(label);
        QVERIFY(!label->isVisibleTo(&bar));  // nothing plays yet
        bar.setRate(rate);
        QCOMPARE(label->isVisibleTo(&bar), shown);
        if (shown)
            QCOMPARE(label->text(), text);
    }

    void wiredToAClock()
    {
        // As the studio wires them: the choice to the clock, the clock back to the bar.
        TransportBar bar;
        PlaybackClock clock;
        QObject::connect(&bar, &TransportBar::speedRequested, &clock, &PlaybackClock::setSpeed);
        QObject::connect(&clock, &PlaybackClock::speedChanged, &bar, &TransportBar::setSpeed);
        QObject::connect(&clock, &PlaybackClock::rateChanged, &bar, [&bar](int rate) { bar.setRate(rate); });
        auto times = std::make_shared<std::vector<double>>();
        for (int f = 0; f < 100; ++f)
            times->push_back(f / 10.0);
        clock.setFrameTimes(times);
        bar.setFrameTimes(times);
        QTest::keyClick(bar.speedField(), Qt::Key_Up);  // ½×
        QCOMPARE(clock.speed(), 0.5);
        clock.setSpeed(2);  // from elsewhere (a menu): the bar follows
        QCOMPARE(bar.speedField()->currentText(), QStringLiteral("2×"));
        clock.faster(-1);
        clock.faster(-1);
        QVERIFY(bar.rateLabel()->isVisibleTo(&bar));
        QCOMPARE(bar.rateLabel()->text(), QStringLiteral("\u22122×"));
        clock.pause();
        QVERIFY(!bar.rateLabel()->isVisibleTo(&bar));
    }
};

int main(int argc, char* argv[])
{
    rigpose::test::useOffscreenPlatformByDefault();
    QApplication app(argc, argv);
    TestTransportBar test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_transport_bar.moc"
