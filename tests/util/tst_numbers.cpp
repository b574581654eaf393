// The writers' number spelling: rounded once, shortest form, no "-0"; SHA-256 of known bytes.

#include <QTest>

#include "rigpose/util/number_format.h"
#include "rigpose/util/sha256.h"

using namespace rigpose;

class TestNumbers : public QObject {
    Q_OBJECT
private slots:
    void spelling_data();
    void spelling();
    void roundingIsIdempotent();
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
