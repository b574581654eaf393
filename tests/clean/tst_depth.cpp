// Derived depth (clean --depth): the percentile, the sign table against the 3D figure's true
// leans seen from in front, behind and beside, the record and lines, CLEAN_DEPTH both ways,
// measured depth carried through, and the reading's agreement with the CMU dance captures.

#include <QTest>

#include <cmath>
#include <fstream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "rigpose/clean/clean.h"
#include "rigpose/examples/figure3d.h"
#include "rigpose/sequence/reader.h"
#include "rigpose/sequence/writer.h"
#include "testutils.h"

using namespace rigpose;
using namespace rigpose::clean;
using examples::Stride;
using examples::View;
using sequence::Segment;

namespace {

constexpr double kBandSine = 0.3123;  // sin 18.2°: a segment leaning further reads off the band

examples::Figure3dClip figure(Stride s, View v)
{
    examples::Figure3dOptions o;
    o.stride = s;
    o.view = v;
    return examples::makeFigure3d(o);
}

CleanResult cleanWithDepth(const sequence::Sequence& seq, Gait gait)
{
    CleanOptions o;
    o.loop = true;
    o.depth = gait;
    return cleanSequence(seq, o);
}

// The generator's sign for a segment: +1 when its far end is nearer the camera by more than the
// band's sine of its length, -1 when farther, 0 otherwise.
int trueSign(const examples::Figure3dClip& clip, std::size_t frame, Segment s, double* lean = nullptr)
{
    const auto [near, far] = sequence::segmentJoints(s);
    const examples::WaveFigure f;
    const double length = s == Segment::RUpperArm || s == Segment::LUpperArm ? f.upperArm
                          : s == Segment::RForearm || s == Segment::LForearm ? f.forearm
                          : s == Segment::RThigh || s == Segment::LThigh     ? f.thigh
                                                                             : f.shin;
    const double dz = (clip.depth[frame][body::index(near)] - clip.depth[frame][body::index(far)]) / length;
    if (lean)
        *lean = dz;
    return dz > kBandSine ? 1 : dz < -kBandSine ? -1 : 0;
}

std::string written(const sequence::Sequence& seq)
{
    std::ostringstream out;
    sequence::writeSequence(out, seq);
    return out.str();
}

}  // namespace

class TestDepth : public QObject {
    Q_OBJECT
private slots:
    void percentileIsTheNearestRank()
    {
        std::vector<double> twenty, ten, one{7};
        for (int i = 20; i >= 1; --i)
            twenty.push_back(i);
        for (int i = 1; i <= 10; ++i)
            ten.push_back(i);
        QCOMPARE(percentile95(twenty), 19.0);  // rank ceil(19) of 20
        QCOMPARE(percentile95(ten), 10.0);     // rank ceil(9.5) = 10
        QCOMPARE(percentile95(one), 7.0);
        std::vector<double> none;
        QCOMPARE(percentile95(none), 0.0);
    }

    // The frontal run: every shin the generator leans past the band away from the camera reads
    // -1, none reads +1, under --depth run and --depth walk alike, and the two files differ only
    // in the gait they record.
    void frontRunShinsReadAway()
    {
        const auto clip = figure(Stride::Run, View::Front);
        const CleanResult run = cleanWithDepth(clip.sequence, Gait::Run);
        const CleanResult walk = cleanWithDepth(clip.sequence, Gait::Walk);
        QVERIFY(run.ok() && walk.ok());
        std::size_t away = 0, halfRest = 0, agree = 0, segmentFrames = 0;
        double lowest = 1;
        for (std::size_t f = 0; f < clip.depth.size(); ++f)
            for (Segment s : {Segment::RShin, Segment::LShin}) {
                const auto& d = (*run.sequence.frames[f].depth)[static_cast<std::size_t>(s)];
                QVERIFY(d.has_value());
                QVERIFY(d->sign != 1);
                if (trueSign(clip, f, s) == -1) {
                    ++away;
                    QCOMPARE(d->sign, -1);
                }
                if (d->ratio <= 0.5) {
                    ++halfRest;
                    QCOMPARE(d->sign, -1);
                }
                lowest = std::min(lowest, d->ratio);
            }
        for (std::size_t f = 0; f < clip.depth.size(); ++f)
            for (std::size_t s = 0; s < sequence::kSegmentCount; ++s, ++segmentFrames)
                agree += (*run.sequence.frames[f].depth)[s]->sign == trueSign(clip, f, static_cast<Segment>(s));
        qInfo(
            "front run: %zu shin-frames lean away past the band, all -1; %zu drawn at <= 0.5 of rest (lowest "
            "%.3f); every segment's sign agrees with the generator on %zu of %zu segment-frames",
            away, halfRest, lowest, agree, segmentFrames);
        QVERIFY(away > 0 && halfRest > 0);

        std::string a = written(run.sequence), b = written(walk.sequence);
        const std::string runGait = R"("gait":"run")", walkGait = R"("gait":"walk")";
        QVERIFY(a.find(runGait) != std::string::npos);
        a.replace(a.find(runGait), runGait.size(), walkGait);
        QVERIFY(a == b);
    }

    // Seen from behind, the same kicked-back shins lean toward the camera: +1.
    void behindRunShinsReadToward()
    {
        const auto clip = figure(Stride::Run, View::Behind);
        const CleanResult run = cleanWithDepth(clip.sequence, Gait::Run);
        QVERIFY(run.ok());
        std::size_t toward = 0, agree = 0, total = 0;
        for (std::size_t f = 0; f < clip.depth.size(); ++f) {
            for (Segment s : {Segment::RShin, Segment::LShin})
                if (trueSign(clip, f, s) == 1) {
                    ++toward;
                    QCOMPARE((*run.sequence.frames[f].depth)[static_cast<std::size_t>(s)]->sign, 1);
                }
            for (std::size_t s = 0; s < sequence::kSegmentCount; ++s, ++total)
                agree += (*run.sequence.frames[f].depth)[s]->sign == trueSign(clip, f, static_cast<Segment>(s));
        }
        qInfo("behind run: %zu shin-frames lean toward the camera past the band, all +1; signs agree on %zu of %zu",
              toward, agree, total);
        QVERIFY(toward > 0);
        QCOMPARE(run.report.depth->facingAway, clip.depth.size());
    }

    // The frontal walk: the lifted foot is behind, so its shin reads -1 and none reads +1.
    void frontWalkShinsReadAway()
    {
        const auto clip = figure(Stride::Walk, View::Front);
        const CleanResult walk = cleanWithDepth(clip.sequence, Gait::Walk);
        QVERIFY(walk.ok());
        std::size_t away = 0, agree = 0, total = 0;
        for (std::size_t f = 0; f < clip.depth.size(); ++f) {
            for (Segment s : {Segment::RShin, Segment::LShin}) {
                const int sign = (*walk.sequence.frames[f].depth)[static_cast<std::size_t>(s)]->sign;
                QVERIFY(sign != 1);
                if (trueSign(clip, f, s) == -1) {
                    ++away;
                    QCOMPARE(sign, -1);
                }
            }
            for (std::size_t s = 0; s < sequence::kSegmentCount; ++s, ++total)
                agree += (*walk.sequence.frames[f].depth)[s]->sign == trueSign(clip, f, static_cast<Segment>(s));
        }
        qInfo("front walk: %zu shin-frames lean away past the band, all -1; signs agree on %zu of %zu", away, agree,
              total);
        QVERIFY(away > 0);
    }

    // Seen from the side the trunk is side-on: every sign is 0.
    void sideReadsNothing()
    {
        for (Stride s : {Stride::Walk, Stride::Run}) {
            const auto clip = figure(s, View::Side);
            const CleanResult r = cleanWithDepth(clip.sequence, Gait::Run);
            QVERIFY(r.ok());
            double low = 2, high = 0;
            for (const auto& f : r.sequence.frames)
                for (const auto& d : *f.depth) {
                    QVERIFY(d.has_value());
                    QCOMPARE(d->sign, 0);
                    low = std::min(low, d->ratio);
                    high = std::max(high, d->ratio);
                }
            QCOMPARE(r.report.depth->sideOn, clip.depth.size());
            qInfo("side %s: %zu segment-frames, ratios %.4f-%.4f, every sign 0", s == Stride::Walk ? "walk" : "run",
                  clip.depth.size() * sequence::kSegmentCount, low, high);
        }
    }

    void recordAndLines()
    {
        const auto clip = figure(Stride::Run, View::Front);
        CleanOptions o;
        o.loop = true;
        o.hipsInferred = true;
        o.depth = Gait::Run;
        const CleanResult r = cleanSequence(clip.sequence, o);
        QVERIFY(r.ok());
        const auto& params = r.sequence.cleaned->at("params");
        std::vector<std::string> keys;
        for (auto it = params.begin(); it != params.end(); ++it)
            keys.push_back(it.key());
        QCOMPARE(keys.back(), std::string("depth"));
        QCOMPARE(params.at("depth").dump(), std::string(R"({"gait":"run"})"));
        QCOMPARE(r.sequence.minorNeeded(), 2);
        const auto lines = cleanLines(r.report, o, false);
        QVERIFY(lines.back().ends_with("; depth derived per segment (gait run)"));
        bool depthLine = false;
        for (const auto& line : lines)
            if (line.starts_with("DEPTH derived per segment (gait run): rest lengths upper arm ")) {
                depthLine = true;
                QVERIFY(line.find("flat band 0.95–1.05") != std::string::npos);
                QVERIFY(line.find("trunk faced the camera on 60 frames, away on 0, side-on on 0") != std::string::npos);
            }
        QVERIFY(depthLine);
        // What the file says, the reader takes back.
        QVERIFY(sequence::readSequenceText(written(r.sequence), "x.json").ok());
    }

    void cleanDepthBothWays()
    {
        const auto clip = figure(Stride::Walk, View::Front);
        const CleanResult derived = cleanWithDepth(clip.sequence, Gait::Walk);
        QVERIFY(derived.ok());
        // Derived depth cleaned again without --depth: its positions move, so it is refused...
        CleanOptions plain;
        plain.loop = true;
        QVERIFY(cleanSequence(derived.sequence, plain).refusals.has("CLEAN_DEPTH"));
        // ...and read again with it.
        QVERIFY(cleanWithDepth(derived.sequence, Gait::Walk).ok());

        auto measured = clip.sequence;
        for (auto& f : measured.frames) {
            sequence::FrameDepth d{};
            d[0] = sequence::SegmentDepth{0.8, 1, sequence::DepthSource::Measured};
            f.depth = d;
        }
        QVERIFY(cleanWithDepth(measured, Gait::Run).refusals.has("CLEAN_DEPTH"));
        const CleanResult carried = cleanSequence(measured, plain);
        QVERIFY(carried.ok());
        for (std::size_t f = 0; f < measured.frames.size(); ++f)
            QVERIFY(carried.sequence.frames[f].depth == measured.frames[f].depth);
        QCOMPARE(carried.report.measuredDepthFrames, measured.frames.size());
        QVERIFY(!carried.sequence.cleaned->at("params").contains("depth"));
        bool line = false;
        for (const auto& l : cleanLines(carried.report, plain, false))
            line = line || l == "DEPTH measured depth on 48 frames carried through as read";
        QVERIFY(line);
    }

    // The real dance: how often the derived sign agrees with the capture's truth. A reading of
    // how far 2D lengths carry, not a bar: only that it ran on every frame is asserted.
    void cmuAgreement_data()
    {
        QTest::addColumn<QString>("clip");
        for (const char* c : {"05_04-front-24", "05_04-turn40-24", "05_07-front-24", "05_07-turn40-24"})
            QTest::newRow(c) << QString::fromLatin1(c);
    }

    void cmuAgreement()
    {
        QFETCH(QString, clip);
        const std::string base = test::dataPath("cmu/") + clip.toStdString();
        auto read = sequence::readSequenceFile(base + ".noisy.pose.json");
        QVERIFY(read.ok());
        std::ifstream truthFile(base + ".truth.json");
        const nlohmann::json truth = nlohmann::json::parse(truthFile);
        CleanOptions o;
        o.depth = Gait::Run;
        const CleanResult r = cleanSequence(read.value, o);
        QVERIFY(r.ok());
        const auto& signs = truth.at("segments_sign");
        QCOMPARE(signs.size(), r.sequence.frames.size());
        std::size_t agree = 0, total = 0, leaning = 0, leaningAgree = 0, called = 0, calledRight = 0;
        for (std::size_t f = 0; f < signs.size(); ++f) {
            QVERIFY(r.sequence.frames[f].depth.has_value());
            for (std::size_t s = 0; s < sequence::kSegmentCount; ++s) {
                const auto& d = (*r.sequence.frames[f].depth)[s];
                if (!d)
                    continue;
                const int want = signs[f].at(std::string(sequence::kSegmentNames[s])).get<int>();
                ++total;
                agree += d->sign == want;
                if (want != 0) {
                    ++leaning;
                    leaningAgree += d->sign == want;
                }
                if (d->sign != 0) {
                    ++called;
                    calledRight += d->sign == want;
                }
            }
        }
        const auto& sum = *r.report.depth;
        qInfo(
            "%s: signs agree on %zu of %zu segment-frames (%.1f %%); truth leans on %zu, matched %zu (%.1f %%); "
            "derived calls a lean on %zu, right %zu (%.1f %%); trunk toward %zu, away %zu, side-on %zu",
            qPrintable(clip), agree, total, 100.0 * agree / total, leaning, leaningAgree,
            leaning ? 100.0 * leaningAgree / leaning : 0.0, called, calledRight,
            called ? 100.0 * calledRight / called : 0.0, sum.facing, sum.facingAway, sum.sideOn);
        QCOMPARE(total, signs.size() * sequence::kSegmentCount);
    }
};

QTEST_GUILESS_MAIN(TestDepth)
#include "tst_depth.moc"
