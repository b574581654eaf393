// The pictures under the frames: a folder's PNGs in natural name order (frame2 before frame10),
// decoded off the GUI thread, the i-th under frame i; a frame past the last has none, and a new
// folder drops the old one's pictures.

#include <QApplication>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "frame_images.h"
#include "testutils.h"

using namespace rigpose;

namespace {

// A 4×3 picture filled with one grey, so each file can be told apart by its pixels.
bool writeFrame(const QString& path, int grey)
{
    QImage image(4, 3, QImage::Format_RGB32);
    image.fill(QColor(grey, grey, grey));
    return image.save(path, "PNG");
}

}  // namespace

class TestFrameImages : public QObject {
    Q_OBJECT
private slots:
    void listsInNaturalOrderAndDecodesEachFrame()
    {
        QTemporaryDir dir;
        // Written out of order, with numbers a plain sort would misplace.
        QVERIFY(writeFrame(dir.filePath(QStringLiteral("frame10.png")), 30));
        QVERIFY(writeFrame(dir.filePath(QStringLiteral("frame2.png")), 20));
        QVERIFY(writeFrame(dir.filePath(QStringLiteral("frame1.png")), 10));
        QVERIFY(writeFrame(dir.filePath(QStringLiteral("notes.txt.bak")), 99));  // not a .png: ignored
        const QStringList listed = studio::listFramePictures(dir.path());
        QCOMPARE(listed.size(), 3);
        QVERIFY(listed[0].endsWith(QStringLiteral("frame1.png")));
        QVERIFY(listed[1].endsWith(QStringLiteral("frame2.png")));
        QVERIFY(listed[2].endsWith(QStringLiteral("frame10.png")));

        studio::FrameImages images;
        QSignalSpy listedSpy(&images, &studio::FrameImages::listed);
        QSignalSpy ready(&images, &studio::FrameImages::imageReady);
        images.setFolder(dir.path());
        QVERIFY(listedSpy.wait(5000));
        QCOMPARE(images.count(), 3);

        for (int frame : {2, 0, 1}) {
            ready.clear();
            images.request(static_cast<std::size_t>(frame));
            QTRY_VERIFY_WITH_TIMEOUT(!ready.isEmpty(), 5000);
            const auto args = ready.takeLast();
            QCOMPARE(args.at(0).value<std::size_t>(), static_cast<std::size_t>(frame));
            const QImage image = args.at(1).value<QImage>();
            QCOMPARE(image.size(), QSize(4, 3));
            QCOMPARE(qGray(image.pixel(0, 0)), (frame + 1) * 10);
        }
        // Past the last picture: a null image, at once.
        ready.clear();
        images.request(7);
        QCOMPARE(ready.size(), 1);
        QVERIFY(ready.at(0).at(1).value<QImage>().isNull());

        // An empty folder name clears the pictures.
        images.setFolder(QString());
        QCOMPARE(images.count(), 0);
    }
};

int main(int argc, char** argv)
{
    test::useOffscreenPlatformByDefault();
    QApplication app(argc, argv);
    TestFrameImages test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_frame_images.moc"
