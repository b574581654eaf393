// splitLanes: a lane split by one of its spans' keys (a region, a joint) gives one lane per value,
// in the order asked for, every span in exactly one lane; the lanes it is not asked to split pass
// as they were. The expected lanes are written out by hand from the input below.

#include <QCoreApplication>
#include <QTest>

#include "rigpose/widgets/span_lane.h"

using rigpose::widgets::Span;
using rigpose::widgets::SpanLane;
using rigpose::widgets::splitLanes;

namespace {

Span held(std::size_t from, std::size_t to, const char* region, const char* joint)
{
    return {from, to, QStringLiteral("%1 held").arg(QLatin1String(joint)), QString::fromLatin1(region),
            QString::fromLatin1(joint)};
}

// Holds on the left wrist, the right knee, the right wrist (twice) and one span naming no joint;
// a Spikes lane that is never split.
std::vector<SpanLane> lanes()
{
    SpanLane holds{QStringLiteral("Holds"),
                   Qt::green,
                   {held(0, 9, "arms", "l_wrist"),
                    held(5, 20, "legs", "r_knee"),
                    held(12, 15, "arms", "r_wrist"),
                    {30, 31, QStringLiteral("something held")},
                    held(40, 44, "arms", "r_wrist")}};
    SpanLane spikes{QStringLiteral("Spikes"), Qt::red, {held(7, 7, "head", "nose")}};
    return {spikes, holds};
}

QStringList namesOf(const std::vector<SpanLane>& lanes)
{
    QStringList names;
    for (const SpanLane& l : lanes)
        names << l.name;
    return names;
}

}  // namespace

class TestSpanLanes : public QObject {
    Q_OBJECT

private slots:
    void byJointInTheOrderGiven()
    {
        // Body order as body-18 lists it: r_wrist (4) before l_wrist (7) before r_knee (9).
        const std::vector<QString> order = {QStringLiteral("r_wrist"), QStringLiteral("l_wrist"),
                                            QStringLiteral("r_knee")};
        const auto split = splitLanes(lanes(), {QStringLiteral("Holds")}, &Span::joint, order);
        QCOMPARE(namesOf(split),
                 (QStringList{QStringLiteral("Spikes"), QStringLiteral("Holds"), QStringLiteral("Holds · r_wrist"),
                              QStringLiteral("Holds · l_wrist"), QStringLiteral("Holds · r_knee")}));
        QCOMPARE(split[0].spans, lanes()[0].spans);       // not asked for: as it was
        QCOMPARE(split[1].spans.size(), std::size_t(1));  // the span naming no joint stays
        QCOMPARE(split[1].spans[0].from, std::size_t(30));
        QCOMPARE(split[2].spans, (std::vector<Span>{held(12, 15, "arms", "r_wrist"), held(40, 44, "arms", "r_wrist")}));
        QCOMPARE(split[3].spans, (std::vector<Span>{held(0, 9, "arms", "l_wrist")}));
        QCOMPARE(split[4].spans, (std::vector<Span>{held(5, 20, "legs", "r_knee")}));
        QCOMPARE(split[4].colour, QColor(Qt::green));
    }

    void valuesNotInTheOrderComeAfterInFirstAppearance()
    {
        // Only r_knee is listed: it leads; l_wrist then r_wrist follow as they first appear.
        const auto split = splitLanes(lanes(), {QStringLiteral("Holds")}, &Span::joint, {QStringLiteral("r_knee")});
        QCOMPARE(namesOf(split),
                 (QStringList{QStringLiteral("Spikes"), QStringLiteral("Holds"), QStringLiteral("Holds · r_knee"),
                              QStringLiteral("Holds · l_wrist"), QStringLiteral("Holds · r_wrist")}));
    }

    void byGroupByDefault()
    {
        // No order: arms (first at frame 0) before legs.
        const auto split = splitLanes(lanes(), {QStringLiteral("Holds"), QStringLiteral("Spikes")});
        QCOMPARE(namesOf(split), (QStringList{QStringLiteral("Spikes · head"), QStringLiteral("Holds"),
                                              QStringLiteral("Holds · arms"), QStringLiteral("Holds · legs")}));
        QCOMPARE(split[2].spans.size(), std::size_t(3));
        QCOMPARE(split[3].spans.size(), std::size_t(1));
    }

    void aLaneWithNoSpansStaysOne()
    {
        const std::vector<SpanLane> empty = {{QStringLiteral("Holds"), Qt::green, {}}};
        const auto split = splitLanes(empty, {QStringLiteral("Holds")}, &Span::joint);
        QCOMPARE(namesOf(split), QStringList{QStringLiteral("Holds")});
        QVERIFY(split[0].spans.empty());
    }
};

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    TestSpanLanes test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_span_lanes.moc"
