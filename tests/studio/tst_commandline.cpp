// The studio's command line: a sequence to open, --screenshot, --size, --language, --dock, --tracks.

#include <QCoreApplication>
#include <QTest>

#include "command_line.h"
#include "testutils.h"

using rigpose::studio::parseCommandLine;
using rigpose::studio::parseWindowSize;

class TestCommandLine : public QObject {
    Q_OBJECT

private slots:
    void windowSize_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QSize>("size");  // invalid when refused
        QTest::newRow("plain") << QStringLiteral("1280x800") << QSize(1280, 800);
        QTest::newRow("capital X") << QStringLiteral("640X480") << QSize(640, 480);
        QTest::newRow("times sign") << QStringLiteral("800×600") << QSize(800, 600);
        QTest::newRow("zero") << QStringLiteral("0x600") << QSize();
        QTest::newRow("too wide") << QStringLiteral("20000x600") << QSize();
        QTest::newRow("one side") << QStringLiteral("1280") << QSize();
        QTest::newRow("negative") << QStringLiteral("-5x5") << QSize();
    }

    void windowSize()
    {
        QFETCH(QString, text);
        QFETCH(QSize, size);
        const std::optional<QSize> parsed = parseWindowSize(text);
        QCOMPARE(parsed.has_value(), size.isValid());
        if (parsed)
            QCOMPARE(*parsed, size);
    }

    void readsEveryOption()
    {
        const auto parsed = parseCommandLine(
            {QStringLiteral("rigpose-studio"), QStringLiteral("walk.pose.json"), QStringLiteral("--screenshot"),
             QStringLiteral("out.png"), QStringLiteral("--size"), QStringLiteral("900x600"),
             QStringLiteral("--language"), QStringLiteral("ko"), QStringLiteral("--frame"), QStringLiteral("12"),
             QStringLiteral("--dock"), QStringLiteral("keys"), QStringLiteral("--tracks"),
             QStringLiteral("r_wrist,pelvisTilt")});
        QVERIFY2(parsed.options.has_value(), qPrintable(parsed.error));
        QCOMPARE(parsed.options->filePath, QStringLiteral("walk.pose.json"));
        QCOMPARE(parsed.options->screenshotPath, QStringLiteral("out.png"));
        QCOMPARE(parsed.options->size, std::optional<QSize>(QSize(900, 600)));
        QCOMPARE(parsed.options->language, QStringLiteral("ko"));
        QCOMPARE(parsed.options->frame, std::optional<std::size_t>(12));
        QCOMPARE(parsed.options->dock, QStringLiteral("keys"));
        QCOMPARE(parsed.options->tracks, (QStringList{QStringLiteral("r_wrist"), QStringLiteral("pelvisTilt")}));
    }

    void refusesABadFrame()
    {
        const auto parsed = parseCommandLine(
            {QStringLiteral("rigpose-studio"), QStringLiteral("--frame"), QStringLiteral("-3")});
        QVERIFY(!parsed.options.has_value());
        QVERIFY2(parsed.error.contains(QStringLiteral("-3")), qPrintable(parsed.error));
    }

    void nothingIsFine()
    {
        const auto parsed = parseCommandLine({QStringLiteral("rigpose-studio")});
        QVERIFY(parsed.options.has_value());
        QVERIFY(parsed.options->filePath.isEmpty());
        QVERIFY(!parsed.options->size.has_value());
    }

    void refusesABadSize()
    {
        const auto parsed = parseCommandLine(
            {QStringLiteral("rigpose-studio"), QStringLiteral("--size"), QStringLiteral("big")});
        QVERIFY(!parsed.options.has_value());
        QVERIFY2(parsed.error.contains(QStringLiteral("big")), qPrintable(parsed.error));
    }

    // --help and --version give their text back rather than ending the process, so main() can
    // answer them before QApplication exists.
    void helpAndVersionAreReturned()
    {
        for (const char* flag : {"--help", "-h", "--help-all"}) {
            const auto parsed = parseCommandLine({QStringLiteral("rigpose-studio"), QString::fromLatin1(flag)});
            QVERIFY(!parsed.options);
            QVERIFY(parsed.error.isEmpty());
            QVERIFY2(parsed.printed.contains(QStringLiteral("--screenshot <out.png>")), qPrintable(parsed.printed));
        }
        QCoreApplication::setApplicationName(QStringLiteral("rigpose-studio"));
        QCoreApplication::setApplicationVersion(QStringLiteral("9.8.7"));
        const auto parsed = parseCommandLine({QStringLiteral("rigpose-studio"), QStringLiteral("--version")});
        QVERIFY(!parsed.options);
        QCOMPARE(parsed.printed, QStringLiteral("rigpose-studio 9.8.7\n"));
    }

    // An option nobody here knows may be Qt's own before QApplication has taken those out; a
    // missing value is a bad invocation whoever reads it.
    void unknownOptionsAreTold()
    {
        const auto unknown = parseCommandLine(
            {QStringLiteral("rigpose-studio"), QStringLiteral("-platform"), QStringLiteral("offscreen")});
        QVERIFY(!unknown.options);
        QVERIFY(unknown.unknownOptions);
        QVERIFY(!unknown.error.isEmpty());
        const auto missing = parseCommandLine({QStringLiteral("rigpose-studio"), QStringLiteral("--size")});
        QVERIFY(!missing.options);
        QVERIFY(!missing.unknownOptions);
        QVERIFY(!missing.error.isEmpty());
    }

    void refusesTwoSequencesAndUnknownOptions()
    {
        QVERIFY(
            !parseCommandLine({QStringLiteral("rigpose-studio"), QStringLiteral("a.json"), QStringLiteral("b.json")})
                 .options);
        QVERIFY(!parseCommandLine({QStringLiteral("rigpose-studio"), QStringLiteral("--frobnicate")}).options);
    }
};

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    TestCommandLine test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_commandline.moc"
