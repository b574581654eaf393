// Benchmark: the 3D path (issue 39). Baking a 1,000-frame clip of CMU's 31-joint walk (its 359
// frames played on and back) onto a Mixamo-named copy with other proportions, budget 20 ms; and
// reading a BVH of about 10 MB (the same walk's frames repeated), budget 100 ms. Best of five
// each. The figures go in docs/PERFORMANCE.md.

#include <QTest>

#include <chrono>

#include "rigpose/r3d/bake.h"

using namespace rigpose;
using namespace rigpose::r3d;

namespace {

Bvh walk()
{
    auto read = readBvhFile(std::string(RIGPOSE_TEST_DATA_DIR) + "/r3d/35_01.bvh");
    if (!read.ok())
        qFatal("the walk does not read");
    return read.value;
}

// The walk's frames there and back until `frames` are made.
Bvh longer(const Bvh& bvh, std::size_t frames)
{
    Bvh out = bvh;
    const std::size_t per = bvh.channelCount();
    out.frames = frames;
    out.values.clear();
    for (std::size_t f = 0; f < frames; ++f) {
        const std::size_t cycle = 2 * bvh.frames - 2, k = f % cycle, g = k < bvh.frames ? k : cycle - k;
        out.values.insert(out.values.end(), bvh.values.begin() + static_cast<std::ptrdiff_t>(g * per),
                          bvh.values.begin() + static_cast<std::ptrdiff_t>((g + 1) * per));
    }
    return out;
}

template <typename F>
double bestOf(int rounds, F&& work)
{
    double best = 1e300;
    for (int i = 0; i < rounds; ++i) {
        const auto start = std::chrono::steady_clock::now();
        work();
        const std::chrono::duration<double, std::milli> took = std::chrono::steady_clock::now() - start;
        best = std::min(best, took.count());
    }
    return best;
}

}  // namespace

class BenchR3d : public QObject {
    Q_OBJECT
private slots:
    void bakeAThousandFrames()
    {
        const Bvh bvh = longer(walk(), 1000);
        Bvh other = bvh;
        for (BvhJoint& j : other.joints) {
            if (j.name == "LeftLeg" || j.name == "RightLeg")
                j.offset *= 1.2;
            j.name = "mixamorig:" + j.name;
        }
        const Skeleton3 source = skeletonOf(bvh), target = skeletonOf(other);
        const Clip3 clip = clipOf(bvh);
        std::size_t frames = 0;
        const double ms = bestOf(5, [&] { frames = bake(clip, source, target).value.frames; });
        qInfo("baked %zu frames x %zu bones in %.2f ms (best of 5)", frames, source.bones.size(), ms);
        QVERIFY2(ms <= 20, qPrintable(QStringLiteral("%1 ms over the budget of 20").arg(ms)));
    }

    void readTenMegabytes()
    {
        const Bvh base = walk();
        const std::size_t frames = 10'000'000 / (bvhText(base).size() / base.frames);
        const std::string text = bvhText(longer(base, frames));
        std::size_t read = 0;
        const double ms = bestOf(5, [&] { read = readBvhText(text, "long.bvh").value.frames; });
        qInfo("read %.1f MB (%zu frames) in %.1f ms (best of 5)", static_cast<double>(text.size()) / 1e6, read, ms);
        QCOMPARE(read, frames);
        QVERIFY2(ms <= 100, qPrintable(QStringLiteral("%1 ms over the budget of 100").arg(ms)));
    }
};

QTEST_GUILESS_MAIN(BenchR3d)
#include "bench_r3d.moc"
