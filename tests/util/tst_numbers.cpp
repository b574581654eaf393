// The writers' number spelling: rounded once, shortest form, no "-0"; SHA-256 of known bytes.

#include <QTest>

#include <charconv>
#include <cmath>
#include <limits>

#include "rigpose/util/number_format.h"
#include "rigpose/util/sha256.h"

using namespace rigpose;

class TestNumbers : public QObject {
    Q_OBJECT
private slots:
    void spelling_data();
    void spelling();
    void roundingIsIdempotent();
    void largeAndTinyValuesReadBackAsWritten();
    void sha256OfKnownBytes();
};

void TestNumbers::spelling_data()
{
    QTest::addColumn<double>("value");
    QTest::addColumn<int>("decimals");
    QTest::addColumn<QString>("expected");
    QTest::newRow("integer") << 1080.0 << 3 << QStringLiteral("1080");
    QTest::newRow("trailing zeros") << 12.5 << 3 << QStringLiteral("12.5");
    QTest::newRow("round half up in binary") << 0.0416666666 << 6 << QStringLiteral("0.041667");
    QTest::newRow("negative zero") << -0.0001 << 3 << QStringLiteral("0");
    QTest::newRow("negative") << -3.14159 << 2 << QStringLiteral("-3.14");
    QTest::newRow("zero decimals") << 7.6 << 0 << QStringLiteral("8");
}

void TestNumbers::spelling()
{
    QFETCH(double, value);
    QFETCH(int, decimals);
    QFETCH(QString, expected);
    QCOMPARE(QString::fromStdString(formatFixed(value, decimals)), expected);
}

void TestNumbers::roundingIsIdempotent()
{
    for (double v : {596.9814999, 1.0 / 3.0, -1e-7, 123456.78949}) {
        const std::string once = formatFixed(v, 3);
        QCOMPARE(formatFixed(roundTo(v, 3), 3), once);
    }
}

// Past about 1e57 the fixed spelling outgrew its buffer and fell to "1e+60", whose zeros were
// then trimmed: 1e60 was written 1e+6 (issue 36). Every magnitude now reads back to its value.
void TestNumbers::largeAndTinyValuesReadBackAsWritten()
{
    const double largest = std::numeric_limits<double>::max();
    for (double v : {1e57, 1e60, -1e100, 1e300, largest, -largest, 9007199254740993.0, 1e15 + 0.5}) {
        for (int decimals : {0, 4, 6}) {
            const std::string text = formatFixed(v, decimals);
            QVERIFY2(text.find('e') == std::string::npos, text.c_str());
            double back = 0;
            std::from_chars(text.data(), text.data() + text.size(), back);
            QCOMPARE(back, std::abs(v) >= 1e16 ? v : roundTo(v, decimals));
        }
    }
    // 2^200 is a double exactly: every one of its 61 digits is written.
    QCOMPARE(formatFixed(std::ldexp(1.0, 200), 4),
             std::string("1606938044258990275541962092341162602522202993782792835301376"));
    // Subnormals and the smallest normal round to zero at any decimals a format uses.
    for (double tiny : {std::numeric_limits<double>::denorm_min(), -1e-320, std::numeric_limits<double>::min()})
        QCOMPARE(formatFixed(tiny, 6), std::string("0"));
}

void TestNumbers::sha256OfKnownBytes()
{
    // FIPS 180-2's test vector for "abc", and the empty string's digest.
    QCOMPARE(QString::fromStdString(sha256Hex("abc")),
             QStringLiteral("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"));
    QCOMPARE(QString::fromStdString(sha256Hex("")),
             QStringLiteral("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"));
}

QTEST_GUILESS_MAIN(TestNumbers)
#include "tst_numbers.moc"
