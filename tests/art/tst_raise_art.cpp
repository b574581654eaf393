// The raise example's PNG parts: the committed resources/examples/raise/rig/images are, pixel for
// pixel, what the drawing function paints today (compared as images, not bytes: a PNG encoder
// may pack the same pixels differently), the generator writes the same into a directory it is
// given, every pixel is a whole colour or clear, and the two alternate drawings of the right arm
// are visibly not the base arm's nor each other's.

#include <QDir>
#include <QImage>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include "raise_art.h"
#include "testutils.h"

using rigpose::tools::ArtPart;
using rigpose::tools::drawRaiseArt;

namespace {

QString imagesDir() { return QString::fromStdString(rigpose::test::sourcePath("resources/examples/raise/rig/images")); }

QImage loaded(const QString& path) { return QImage(path).convertToFormat(QImage::Format_ARGB32); }

const ArtPart* part(const std::vector<ArtPart>& parts, const char* file)
{
    for (const ArtPart& p : parts)
        if (p.file == QLatin1String(file))
            return &p;
    return nullptr;
}

// The share of the pixels of two same-sized pictures that differ.
double differingShare(const QImage& a, const QImage& b)
{
    int differ = 0;
    for (int y = 0; y < a.height(); ++y)
        for (int x = 0; x < a.width(); ++x)
            differ += a.pixel(x, y) != b.pixel(x, y);
    return double(differ) / (a.width() * a.height());
}

}  // namespace

class TestRaiseArt : public QObject {
    Q_OBJECT

private slots:
    void theCommittedPartsAreWhatIsDrawn()
    {
        const auto parts = drawRaiseArt();
        QCOMPARE(parts.size(), std::size_t(11));
        const QStringList committed = QDir(imagesDir()).entryList({QStringLiteral("*.png")}, QDir::Files, QDir::Name);
        QCOMPARE(committed.size(), qsizetype(parts.size()));  // no stray picture beside them
        for (const ArtPart& p : parts) {
            const QImage onDisk = loaded(QDir(imagesDir()).filePath(p.file));
            QVERIFY2(!onDisk.isNull(), qPrintable(p.file));
            QCOMPARE(onDisk.size(), p.image.size());
            QVERIFY2(onDisk == p.image,
                     qPrintable(p.file + QStringLiteral(": the committed pixels are not the drawing's")));
        }
    }

    // The sizes the rig's attachments are placed by (rig.json centres each along its bone).
    void thePartsHaveTheirSizes_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QSize>("size");
        QTest::newRow("torso") << QStringLiteral("torso.png") << QSize(280, 150);
        QTest::newRow("pelvis") << QStringLiteral("pelvis.png") << QSize(124, 64);
        QTest::newRow("head") << QStringLiteral("head.png") << QSize(110, 96);
        QTest::newRow("upper arm") << QStringLiteral("upperarm.png") << QSize(136, 36);
        QTest::newRow("forearm") << QStringLiteral("forearm.png") << QSize(150, 32);
        QTest::newRow("thigh") << QStringLiteral("thigh.png") << QSize(184, 46);
        QTest::newRow("shin") << QStringLiteral("shin.png") << QSize(186, 40);
        QTest::newRow("upper arm out") << QStringLiteral("upperarm_out.png") << QSize(136, 36);
        QTest::newRow("forearm out") << QStringLiteral("forearm_out.png") << QSize(150, 48);
        QTest::newRow("upper arm up") << QStringLiteral("upperarm_up.png") << QSize(136, 36);
        QTest::newRow("forearm up") << QStringLiteral("forearm_up.png") << QSize(150, 44);
    }

    void thePartsHaveTheirSizes()
    {
        QFETCH(QString, file);
        QFETCH(QSize, size);
        QCOMPARE(QImage(QDir(imagesDir()).filePath(file)).size(), size);
    }

    void everyPixelIsWholeOrClear()
    {
        for (const ArtPart& p : drawRaiseArt()) {
            int opaque = 0;
            for (int y = 0; y < p.image.height(); ++y)
                for (int x = 0; x < p.image.width(); ++x) {
                    const int alpha = qAlpha(p.image.pixel(x, y));
                    QVERIFY2(alpha == 0 || alpha == 255, qPrintable(p.file));
                    opaque += alpha == 255;
                }
            // Something is drawn, and it is not a filled rectangle.
            QVERIFY2(opaque > p.image.width() * p.image.height() / 3, qPrintable(p.file));
            QVERIFY2(opaque < p.image.width() * p.image.height(), qPrintable(p.file));
        }
    }

    // The alternates must read as other drawings at a glance: at least a quarter of the upper
    // arm's pixels and of the forearm's (where the sizes agree) differ from the base's.
    void theAlternatesAreOtherDrawings()
    {
        const auto parts = drawRaiseArt();
        const QImage& base = part(parts, "upperarm.png")->image;
        const QImage& out = part(parts, "upperarm_out.png")->image;
        const QImage& up = part(parts, "upperarm_up.png")->image;
        QVERIFY(differingShare(base, out) > 0.25);
        QVERIFY(differingShare(base, up) > 0.25);
        QVERIFY(differingShare(out, up) > 0.25);
        QVERIFY(part(parts, "forearm_out.png")->image.size() != part(parts, "forearm.png")->image.size());
        QVERIFY(part(parts, "forearm_up.png")->image.size() != part(parts, "forearm_out.png")->image.size());
    }

    // The generator, run as the README says, without any QGuiApplication.
    void theGeneratorWritesTheSamePictures()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QProcess run;
        run.start(QStringLiteral(RIGPOSE_MAKE_RAISE_ART), {dir.path()});
        QVERIFY(run.waitForFinished(60000));
        QVERIFY2(run.exitCode() == 0, run.readAllStandardError().constData());
        QCOMPARE(run.readAllStandardError(), QByteArray());  // no warning about a missing application
        for (const ArtPart& p : drawRaiseArt())
            QVERIFY2(loaded(dir.filePath(p.file)) == p.image, qPrintable(p.file));

        QProcess missing;
        missing.start(QStringLiteral(RIGPOSE_MAKE_RAISE_ART), {dir.filePath(QStringLiteral("not-there"))});
        QVERIFY(missing.waitForFinished(60000));
        QCOMPARE(missing.exitCode(), 2);
    }
};

QTEST_GUILESS_MAIN(TestRaiseArt)
#include "tst_raise_art.moc"
