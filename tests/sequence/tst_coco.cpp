// COCO-17 -> body-18: sides map to the subject's sides, score 0 is missing, and the neck is
// the shoulders' midpoint scored the lower of the two.

#include <QTest>

#include "rigpose/sequence/coco.h"
#include "rigpose/sequence/reader.h"
#include "testutils.h"

using namespace rigpose;
using namespace rigpose::sequence;
using body::Joint;

class TestCoco : public QObject {
    Q_OBJECT
private slots:
    void neckIsTheShouldersMidpoint();
    void flatFormAndEmptyFrames();
    void agreesWithTheFixturesOwnConversion();
};

namespace {
// 17 keypoints, each [x, y, score]; COCO order: nose, l_eye, r_eye, l_ear, r_ear, l_shoulder,
// r_shoulder, l_elbow, r_elbow, l_wrist, r_wrist, l_hip, r_hip, l_knee, r_knee, l_ankle, r_ankle.
const char* kTwoFrames = R"({"format":"coco17-sequence/1","width":200,"height":300,"source":"hand",
 "frames":[
  {"t":0,"keypoints":[[100,20,0.9],[105,15,0.8],[95,15,0.8],[110,18,0.7],[90,18,0],
     [130,50,0.8],[70,54,0.6],[140,90,0.9],[60,90,0.9],[145,130,0.9],[55,130,0.9],
     [115,150,0.9],[85,150,0.9],[117,210,0.9],[83,210,0.9],[118,270,0.9],[82,270,0.9]]},
  {"t":0.5,"keypoints":[[100,20,0.9],[105,15,0.8],[95,15,0.8],[110,18,0.7],[90,18,0.7],
     [130,50,0.8],[0,0,0],[140,90,0.9],[60,90,0.9],[145,130,0.9],[55,130,0.9],
     [115,150,0.9],[85,150,0.9],[117,210,0.9],[83,210,0.9],[118,270,0.9],[82,270,0.9]]}]})";
}  // namespace

void TestCoco::neckIsTheShouldersMidpoint()
{
    auto loaded = readCocoText(kTwoFrames, "two.json");
    QVERIFY(loaded.ok());
    const Person& p0 = loaded.value.frames[0].people[0];
    QCOMPARE(p0.id, std::string("a"));
    // Hand-computed: ((130 + 70) / 2, (50 + 54) / 2) = (100, 52), scored min(0.8, 0.6).
    QCOMPARE(p0.joint(Joint::Neck).state, JointState::Observed);
    QCOMPARE(p0.joint(Joint::Neck).at->x(), 100.0);
    QCOMPARE(p0.joint(Joint::Neck).at->y(), 52.0);
    QCOMPARE(*p0.joint(Joint::Neck).score, 0.6);
    // COCO's left is the subject's left: left_shoulder -> l_shoulder.
    QCOMPARE(p0.joint(Joint::LShoulder).at->x(), 130.0);
    QCOMPARE(p0.joint(Joint::RShoulder).at->x(), 70.0);
    QCOMPARE(p0.joint(Joint::LEye).at->x(), 105.0);
    QCOMPARE(p0.joint(Joint::RAnkle).at->x(), 82.0);
    // A score of 0 is missing.
    QCOMPARE(p0.joint(Joint::REar).state, JointState::Missing);
    QVERIFY(!p0.joint(Joint::REar).at);
    // Frame 1 lost its right shoulder, so it has no neck either.
    const Person& p1 = loaded.value.frames[1].people[0];
    QCOMPARE(p1.joint(Joint::RShoulder).state, JointState::Missing);
    QCOMPARE(p1.joint(Joint::Neck).state, JointState::Missing);
    QCOMPARE(loaded.value.width, 200.0);
    QCOMPARE(*loaded.value.source, std::string("hand"));
}

void TestCoco::flatFormAndEmptyFrames()
{
    std::string flat = R"({"format":"coco17-sequence/1","width":10,"height":10,"frames":[{"t":0,"keypoints":[)";
    for (int k = 0; k < 17; ++k)
        flat += (k ? "," : "") + std::to_string(k) + "," + std::to_string(2 * k) + ",0.5";
    flat += R"(]},{"t":1,"keypoints":null}]})";
    auto loaded = readCocoText(flat, "flat.json");
    QVERIFY(loaded.ok());
    QCOMPARE(loaded.value.frames.size(), std::size_t(2));
    QCOMPARE(loaded.value.frames[0].people[0].joint(Joint::RHip).at->y(), 24.0);  // keypoint 12
    QVERIFY(loaded.value.frames[1].people.empty());                               // nobody on that frame
}

void TestCoco::agreesWithTheFixturesOwnConversion()
{
    // The CMU fixtures ship the same noise as COCO-17 and as the converted body-18 file,
    // converted by the fixtures' author: ours must agree joint for joint.
    for (const char* clip : {"05_04-front-24", "05_07-turn40-24"}) {
        auto coco = readCocoFile(test::dataPath((std::string("cmu/") + clip + ".noisy.coco.json").c_str()));
        auto pose = readSequenceFile(test::dataPath((std::string("cmu/") + clip + ".noisy.pose.json").c_str()));
        QVERIFY(coco.ok() && pose.ok());
        QCOMPARE(coco.value.frames.size(), pose.value.frames.size());
        int necks = 0;
        for (std::size_t f = 0; f < coco.value.frames.size(); ++f) {
            const Person& a = coco.value.frames[f].people.at(0);
            const Person& b = pose.value.frames[f].people.at(0);
            for (std::size_t j = 0; j < body::kJointCount; ++j) {
                QCOMPARE(a.joints[j].state, b.joints[j].state);
                QCOMPARE(a.joints[j].at.has_value(), b.joints[j].at.has_value());
                if (!a.joints[j].at)
                    continue;
                // The fixture rounds its neck midpoint to 3 decimals; everything else is copied.
                const double tolerance = j == body::index(Joint::Neck) ? 0.0006 : 1e-9;
                QVERIFY((*a.joints[j].at - *b.joints[j].at).cwiseAbs().maxCoeff() <= tolerance);
                QVERIFY(std::abs(*a.joints[j].score - *b.joints[j].score) <= 1e-9);
                necks += j == body::index(Joint::Neck);
            }
        }
        QVERIFY(necks > 200);
    }
}

QTEST_GUILESS_MAIN(TestCoco)
#include "tst_coco.moc"
