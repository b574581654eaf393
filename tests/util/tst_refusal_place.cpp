// A refusal's place (frame, map chain, bone) is part of its value: RefusalList keeps it through
// add and append, equality sees it, and a refusal written as {code, message} points nowhere.

#include <QTest>

#include "rigpose/util/refusal.h"

using namespace rigpose;

class TestRefusalPlace : public QObject {
    Q_OBJECT
private slots:
    void aRefusalWithoutPlacePointsNowhere();
    void emptyIsTrueOnlyWithNoPart_data();
    void emptyIsTrueOnlyWithNoPart();
    void addKeepsThePlace();
    void appendKeepsThePlace();
    void theLimitKeepsThePlacesItKeeps();
    void equalitySeesThePlace();
};

void TestRefusalPlace::aRefusalWithoutPlacePointsNowhere()
{
    const Refusal r{"POSE_SPEC", "pose.json: the file has no spec"};  // the aggregate form callers use
    QVERIFY(r.place.empty());
    RefusalList list;
    list.add("MAP_READ", "map.json: cannot be opened");
    QVERIFY(list.items().front().place.empty());
}

void TestRefusalPlace::emptyIsTrueOnlyWithNoPart_data()
{
    QTest::addColumn<bool>("hasFrame");
    QTest::addColumn<QString>("chain");
    QTest::addColumn<QString>("bone");
    QTest::newRow("frame 0 is a place") << true << QString() << QString();
    QTest::newRow("chain") << false << QStringLiteral("arm_r") << QString();
    QTest::newRow("bone") << false << QString() << QStringLiteral("r_forearm");
}

void TestRefusalPlace::emptyIsTrueOnlyWithNoPart()
{
    QFETCH(bool, hasFrame);
    QFETCH(QString, chain);
    QFETCH(QString, bone);
    RefusalPlace place;
    if (hasFrame)
        place.frame = 0;
    place.chain = chain.toStdString();
    place.bone = bone.toStdString();
    QVERIFY(!place.empty());
    QVERIFY(RefusalPlace{}.empty());
}

void TestRefusalPlace::addKeepsThePlace()
{
    RefusalList list;
    list.add("POSE_LANDS", "pose.json: bone \"r_forearm\" misses", {.frame = 12, .bone = "r_forearm"});
    list.add(Refusal{"MAP_JOINT", "map.json: chain \"arm_r\": joint twice", {.chain = "arm_r"}});
    QCOMPARE(list.items().size(), std::size_t(2));
    QCOMPARE(list.items()[0].place, (RefusalPlace{.frame = 12, .bone = "r_forearm"}));
    QCOMPARE(list.items()[1].place, RefusalPlace{.chain = "arm_r"});
    QCOMPARE(list.items()[1].code, std::string("MAP_JOINT"));
}

void TestRefusalPlace::appendKeepsThePlace()
{
    RefusalList first;
    first.add("RIG_PARENT", "rig.json bone 2 (\"hand\"): parent \"wrist\" is not a bone", {.bone = "hand"});
    RefusalList all;
    all.add("POSE_TIME", "pose.json frame 3 (t 0.1): t must strictly increase", {.frame = 3});
    all.append(first);
    QCOMPARE(all.total(), std::size_t(2));
    QCOMPARE(all.items()[0].place, RefusalPlace{.frame = 3});
    QCOMPARE(all.items()[1].place, RefusalPlace{.bone = "hand"});
    QCOMPARE(all.items()[1], first.items()[0]);
}

void TestRefusalPlace::theLimitKeepsThePlacesItKeeps()
{
    RefusalList list(2);
    for (std::size_t f = 0; f < 5; ++f)
        list.add("POSE_BEND_ONE_WAY", "map.json: frame " + std::to_string(f), {.frame = f, .chain = "arm_r"});
    QCOMPARE(list.total(), std::size_t(5));
    QCOMPARE(list.items().size(), std::size_t(2));
    QCOMPARE(list.items()[1].place, (RefusalPlace{.frame = 1, .chain = "arm_r"}));
    RefusalList all(10);
    all.append(list);
    QCOMPARE(all.total(), std::size_t(5));  // the omitted are still counted, placeless as they are unseen
    QCOMPARE(all.items()[0].place, (RefusalPlace{.frame = 0, .chain = "arm_r"}));
}

void TestRefusalPlace::equalitySeesThePlace()
{
    const Refusal a{"POSE_TIME", "same words", {.frame = 3}};
    const Refusal b{"POSE_TIME", "same words", {.frame = 4}};
    const Refusal c{"POSE_TIME", "same words", {.frame = 3}};
    QVERIFY(!(a == b));
    QVERIFY(a == c);
    QVERIFY(!(RefusalPlace{.chain = "arm_r"} == RefusalPlace{.bone = "arm_r"}));
    QVERIFY((RefusalPlace{.frame = 0} != RefusalPlace{}));  // frame 0 is a frame, not none
}

QTEST_GUILESS_MAIN(TestRefusalPlace)
#include "tst_refusal_place.moc"
