// A number in a map editor table cell (number_cell.h): read from what was typed, finite only,
// and shown with the JSON's own digits.

#include <QTest>

#include "rigpose/widgets/number_cell.h"

using json = nlohmann::ordered_json;

class TestNumberCell : public QObject {
    Q_OBJECT

private slots:
    void aCellReadsAndShowsTheNumberAsTyped()
    {
        QCOMPARE(rigpose::widgets::parseNumberCell(QStringLiteral(" 12.5 ")), std::optional<double>(12.5));
        QCOMPARE(rigpose::widgets::parseNumberCell(QStringLiteral("")), std::nullopt);
        QCOMPARE(rigpose::widgets::parseNumberCell(QStringLiteral("inf")), std::nullopt);
        QCOMPARE(rigpose::widgets::numberCellText(json::parse("460")), QStringLiteral("460"));
        QCOMPARE(rigpose::widgets::numberCellText(json("x")), QString());
    }
};

QTEST_APPLESS_MAIN(TestNumberCell)
#include "tst_number_cell.moc"
