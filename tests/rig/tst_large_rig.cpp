// A rig of 100,000 bones reads whole and right, as a chain (each bone under the one before) and
// as a fan (all under the root); the name lookups that read it keep their refusals. How long it
// takes is measured by tests/bench/bench_rig_read.cpp, not here.

#include <QTest>

#include "large_rig.h"
#include "rigpose/rig/reader.h"

using namespace rigpose;

namespace {

constexpr int kBones = 100000;

// How many parents lie above bone `i`, walked from the parent indices the reader resolved.
int depthOf(const rig::Rig& rig, int i)
{
    int depth = 0;
    for (int p = rig.bones[std::size_t(i)].parentIndex; p >= 0; p = rig.bones[std::size_t(p)].parentIndex)
        ++depth;
    return depth;
}

}  // namespace

class TestLargeRig : public QObject {
    Q_OBJECT
private slots:
    void readsBothShapes_data()
    {
        QTest::addColumn<int>("shape");
        QTest::addColumn<QString>("lastParent");
        QTest::addColumn<int>("lastDepth");
        // The generator's own rule, not the reader's: chain bone i hangs under i - 1, fan bones under the root.
        QTest::newRow("chain") << int(test::RigShape::Chain)
                               << QString::fromStdString(test::largeRigBoneName(kBones - 2)) << kBones - 1;
        QTest::newRow("fan") << int(test::RigShape::Fan) << QStringLiteral("root") << 1;
    }

    void readsBothShapes()
    {
        QFETCH(int, shape);
        QFETCH(QString, lastParent);
        QFETCH(int, lastDepth);
        const auto rig = rig::readRigText(test::largeRigText(kBones, test::RigShape(shape)), "large.rig.json");
        QVERIFY(rig.ok());
        QCOMPARE(int(rig.value.bones.size()), kBones);
        const rig::BoneData& last = rig.value.bones.back();
        QCOMPARE(last.name, test::largeRigBoneName(kBones - 1));
        QCOMPARE(QString::fromStdString(last.parent), lastParent);
        QCOMPARE(rig.value.bones[std::size_t(last.parentIndex)].name, lastParent.toStdString());
        QCOMPARE(depthOf(rig.value, kBones - 1), lastDepth);
        QCOMPARE(rig.value.boneIndex(last.name), kBones - 1);
        QCOMPARE(rig.value.boneIndex("b1"), 1);
        QCOMPARE(rig.value.boneIndex("no such bone"), -1);
    }

    // The lookups by name still tell a second bone of one name, and a parent declared later
    // from one that is not there, at the far end of a large rig.
    void refusalsAtTheEndOfALargeRig()
    {
        std::string text = test::largeRigText(kBones, test::RigShape::Chain);
        const std::string tail = R"(],"slots":[]})";
        text.resize(text.size() - tail.size());
        text += R"(,{"name":"b5","parent":"root"},{"name":"early","parent":"late"},{"name":"late","parent":"root"},)"
                R"({"name":"lost","parent":"nowhere"})" +
                tail;
        const auto rig = rig::readRigText(text, "large.rig.json");
        QCOMPARE(rig.refusals.items().size(), std::size_t(3));
        const auto& r = rig.refusals.items();
        QCOMPARE(r[0].code, std::string("RIG_DUPLICATE"));
        QVERIFY(r[0].message.find("a second bone called \"b5\"") != std::string::npos);
        QCOMPARE(r[1].code, std::string("RIG_PARENT"));
        QVERIFY(r[1].message.find("parent \"late\" is declared after this bone") != std::string::npos);
        QCOMPARE(r[2].code, std::string("RIG_PARENT"));
        QVERIFY(r[2].message.find("parent \"nowhere\" is not a bone of this rig") != std::string::npos);
    }
};

QTEST_GUILESS_MAIN(TestLargeRig)
#include "tst_large_rig.moc"
