// The transport's speed in the window: the speed chosen on the transport reaches the playback
// clock, and a speed set on the clock shows on the transport.

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QStandardPaths>
#include <QTest>

#include "main_window.h"
#include "rigpose/widgets/playback_clock.h"
#include "testutils.h"

using namespace rigpose;

class TestPlaySpeed : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void theTransportAndTheClockAgree()
    {
        studio::MainWindow w;
        auto* speed = w.findChild<QComboBox*>(QStringLiteral("playSpeed"));
        auto* rate = w.findChild<QLabel*>(QStringLiteral("playRate"));
        QVERIFY(speed && rate);
        QCOMPARE(w.playbackClock()->speed(), 1.0);
        // Up on the combo: the speed before 1× in the list, ½×, on the clock.
        speed->setFocus();
        QTest::keyClick(speed, Qt::Key_Up);
        QCOMPARE(w.playbackClock()->speed(), 0.5);
        w.playbackClock()->setSpeed(2);
        QCOMPARE(speed->currentData().toDouble(), 2.0);
        w.playbackClock()->pause();
    }
};

int main(int argc, char* argv[])
{
    test::useOffscreenPlatformByDefault();
    QApplication app(argc, argv);
    TestPlaySpeed test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_play_speed.moc"
