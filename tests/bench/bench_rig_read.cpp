// Benchmark: reading a rig spec of 100,000 bones, as a chain (each bone under the one before)
// and as a fan (all under the root). Reading is linear in the bones: a name looked up over the
// bones read so far made it quadratic (tens of seconds). The figures go in docs/PERFORMANCE.md.

#include <QTest>

#include "large_rig.h"
#include "rigpose/rig/reader.h"

using namespace rigpose;

namespace {

constexpr int kBones = 100000;

void readShape(test::RigShape shape)
{
    const std::string text = test::largeRigText(kBones, shape);
    std::size_t bones = 0;
    QBENCHMARK
    {
        const auto rig = rig::readRigText(text, "large.rig.json");
        QVERIFY(rig.ok());
        bones = rig.value.bones.size();
    }
    QCOMPARE(bones, std::size_t(kBones));
}

}  // namespace

class BenchRigRead : public QObject {
    Q_OBJECT
private slots:
    void chainOf100000Bones() { readShape(test::RigShape::Chain); }
    void fanOf100000Bones() { readShape(test::RigShape::Fan); }
};

QTEST_GUILESS_MAIN(BenchRigRead)
#include "bench_rig_read.moc"
