// The guard before every write: the first value that is not finite is found and named, in the
// sequence's own fields and in clean's record, and a finite sequence passes.

#include <QTest>

#include <cmath>
#include <limits>

#include "rigpose/sequence/writable.h"
#include "rigpose/util/json_finite.h"

using namespace rigpose;
using namespace rigpose::sequence;

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();

Sequence twoFrames()
{
    Sequence seq;
    seq.width = 640;
    seq.height = 480;
    for (int i = 0; i < 2; ++i) {
        Frame f;
        f.t = i / 24.0;
        Person p;
        p.id = "a";
        p.joint(body::Joint::RWrist) = {JointState::Observed, Eigen::Vector2d(10, 20), 0.9};
        f.people.push_back(p);
        seq.frames.push_back(f);
    }
    return seq;
}

}  // namespace

class TestWritable : public QObject {
    Q_OBJECT
private slots:
    void finiteSequencePasses()
    {
        QVERIFY(!firstUnwritable(twoFrames()));
        QVERIFY(!checkWritable(twoFrames(), "out.json"));
    }

    void namesTheFirstValueNotFinite()
    {
        Sequence seq = twoFrames();
        seq.frames[1].people[0].joint(body::Joint::RWrist).at->y() = kInf;
        QCOMPARE(firstUnwritable(seq).value_or(""), std::string("frame 1 person \"a\" joint r_wrist at"));
        const auto refused = checkWritable(seq, "out.json");
        QVERIFY(refused);
        QCOMPARE(refused->code, std::string("WRITE_NUMBER"));
        QVERIFY(refused->message.rfind("out.json: frame 1 person \"a\" joint r_wrist at", 0) == 0);
        QVERIFY(refused->message.find("nothing was written") != std::string::npos);

        Sequence tilt = twoFrames();
        tilt.frames[0].hasPelvisTilt = tilt.frames[1].hasPelvisTilt = true;
        tilt.frames[0].pelvisTilt = kNaN;
        QCOMPARE(firstUnwritable(tilt).value_or(""), std::string("frame 0 pelvisTilt"));
    }

    void looksInsideCleansRecord()
    {
        Sequence seq = twoFrames();
        seq.cleaned = nlohmann::ordered_json{{"spec", "rig-pose-clean/1"},
                                             {"jitter", {{"before", 1.5}, {"after", kNaN}}}};
        QCOMPARE(firstUnwritable(seq).value_or(""), std::string("cleaned.jitter.after"));
    }

    void pathsInADocument()
    {
        const nlohmann::ordered_json doc = {{"a", 1}, {"b", {{"c", nlohmann::ordered_json::array({0.5, -kInf})}}}};
        QCOMPARE(firstNonFinite(doc).value_or(""), std::string("b.c[1]"));
        QVERIFY(!firstNonFinite(nlohmann::ordered_json{{"a", 1e308}, {"n", nullptr}}));
        QCOMPARE(firstNonFinite(nlohmann::ordered_json(kNaN)).value_or(""), std::string("the value"));
    }
};

QTEST_GUILESS_MAIN(TestWritable)
#include "tst_writable.moc"
