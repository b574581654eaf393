// The viewport, rendered offscreen: depth colours land on the segments they belong to, held
// joints are known per frame, the rig stands where its placement says, and zoom keeps the point
// under the mouse.

#include <QApplication>
#include <QImage>
#include <QTest>
#include <QWheelEvent>

#include "rigpose/rig/reader.h"
#include "rigpose/widgets/skeleton_style.h"
#include "rigpose/widgets/skeleton_view.h"
#include "testutils.h"

using namespace rigpose;
using widgets::SkeletonView;

namespace {

sequence::JointSample at(double x, double y)
{
    sequence::JointSample s;
    s.state = sequence::JointState::Observed;
    s.at = Eigen::Vector2d(x, y);
    s.score = 1;
    return s;
}

// One frame, 400 × 300 px: the right forearm across at y = 100 leaning toward the camera, the
// left forearm across at y = 200 leaning away; nothing else placed.
std::shared_ptr<const sequence::Sequence> twoForearms()
{
    auto seq = std::make_shared<sequence::Sequence>();
    seq->width = 400;
    seq->height = 300;
    sequence::Frame f;
    sequence::Person p;
    p.id = "a";
    p.joint(body::Joint::RElbow) = at(100, 100);
    p.joint(body::Joint::RWrist) = at(300, 100);
    p.joint(body::Joint::LElbow) = at(100, 200);
    p.joint(body::Joint::LWrist) = at(300, 200);
    f.people.push_back(p);
    sequence::FrameDepth depth;
    depth[static_cast<std::size_t>(sequence::Segment::RForearm)] = sequence::SegmentDepth{
        0.8, +1, sequence::DepthSource::Derived};
    depth[static_cast<std::size_t>(sequence::Segment::LForearm)] = sequence::SegmentDepth{
        0.8, -1, sequence::DepthSource::Derived};
    f.depth = depth;
    seq->frames.push_back(f);
    sequence::Frame second = f;
    second.t = 0.5;
    seq->frames.push_back(second);
    return seq;
}

bool near(QColor a, QColor b)
{
    return std::abs(a.red() - b.red()) < 30 && std::abs(a.green() - b.green()) < 30 &&
           std::abs(a.blue() - b.blue()) < 30;
}

// One person with only the right wrist placed, at `x` on each frame, y = 150.
std::shared_ptr<const sequence::Sequence> wristAt(std::initializer_list<double> xs)
{
    auto seq = std::make_shared<sequence::Sequence>();
    seq->width = 400;
    seq->height = 300;
    double t = 0;
    for (double x : xs) {
        sequence::Frame f;
        f.t = t;
        t += 0.5;
        sequence::Person p;
        p.id = "a";
        p.joint(body::Joint::RWrist) = at(x, 150);
        f.people.push_back(p);
        seq->frames.push_back(f);
    }
    return seq;
}

// How far the drawn pixel at picture point (x, 150) is from the picture's empty fill.
int inkAt(SkeletonView& view, double x)
{
    QImage image(view.size(), QImage::Format_ARGB32_Premultiplied);
    view.render(&image);
    const QColor c = image.pixelColor(view.pictureToWidget({x, 150}).toPoint());
    const QColor fill = widgets::SkeletonStyle::pictureFill();
    return std::abs(c.red() - fill.red()) + std::abs(c.green() - fill.green()) + std::abs(c.blue() - fill.blue());
}

}  // namespace

class TestSkeletonView : public QObject {
    Q_OBJECT

private slots:
    void depthColoursTheirSegments()
    {
        SkeletonView view;
        view.resize(400 + 48, 300 + 48);  // the picture fits at 1:1 inside the fit margin
        view.setShowLegend(false);
        view.setSequence(twoForearms());
        view.fitToView();
        QCOMPARE(view.zoom(), 1.0);
        QImage image(view.size(), QImage::Format_ARGB32);
        view.render(&image);
        const QPoint toward = view.pictureToWidget(QPointF(200, 100)).toPoint();
        const QPoint away = view.pictureToWidget(QPointF(200, 200)).toPoint();
        const QPoint empty = view.pictureToWidget(QPointF(200, 150)).toPoint();
        QVERIFY2(near(image.pixelColor(toward), widgets::SkeletonStyle::toward()),
                 qPrintable(image.pixelColor(toward).name()));
        QVERIFY2(near(image.pixelColor(away), widgets::SkeletonStyle::away()),
                 qPrintable(image.pixelColor(away).name()));
        QVERIFY(near(image.pixelColor(empty), widgets::SkeletonStyle::pictureFill()));
    }

    void segmentPens()
    {
        const widgets::SkeletonEdge forearm{body::Joint::RElbow, body::Joint::RWrist, sequence::Segment::RForearm};
        const widgets::SkeletonEdge trunk{body::Joint::Neck, body::Joint::RHip, std::nullopt};
        const auto depth = [](int sign) { return sequence::SegmentDepth{0.9, sign, sequence::DepthSource::Measured}; };
        using widgets::SkeletonStyle::segmentPen;
        QCOMPARE(segmentPen(forearm, depth(+1), true).color(), widgets::SkeletonStyle::toward());
        QCOMPARE(segmentPen(forearm, depth(-1), true).color(), widgets::SkeletonStyle::away());
        QCOMPARE(segmentPen(forearm, depth(0), true).color(), widgets::SkeletonStyle::flat());
        // Without depth on the frame a limb is thinner than a coloured one; the trunk is always thin.
        QVERIFY(segmentPen(forearm, std::nullopt, true).widthF() < segmentPen(forearm, depth(1), true).widthF());
        QVERIFY(segmentPen(trunk, std::nullopt, true).widthF() < segmentPen(forearm, depth(1), true).widthF());
    }

    void jointMarks()
    {
        using widgets::SkeletonStyle::jointMark;
        sequence::JointSample sure = at(0, 0), unsure = at(0, 0), inferred = at(0, 0);
        unsure.score = 0.2;
        inferred.state = sequence::JointState::Inferred;
        QVERIFY(jointMark(sure, false).radius > jointMark(unsure, false).radius);
        QVERIFY(jointMark(inferred, false).dashed);
        QVERIFY(!jointMark(sure, false).dashed);
        QVERIFY(jointMark(sure, true).square);
        // A score past 1 (RTMPose) draws as 1.
        sequence::JointSample over = sure;
        over.score = 4;
        QCOMPARE(jointMark(over, false).radius, jointMark(sure, false).radius);
    }

    void heldSpansFollowTheFrame()
    {
        SkeletonView view;
        view.setSequence(twoForearms());
        widgets::HeldSpans held;
        held[body::index(body::Joint::LWrist)] = {{1, 1}};
        view.setHeldSpans(held);
        QVERIFY(!view.isHeld(body::Joint::LWrist));
        view.setFrame(1);
        QVERIFY(view.isHeld(body::Joint::LWrist));
        QVERIFY(!view.isHeld(body::Joint::RWrist));
        view.setFrame(7);  // past the end: the last frame
        QCOMPARE(view.frame(), std::size_t(1));
    }

    void theRigStandsWhereItsPlacementSays()
    {
        auto rig = rig::readRigFile(test::sourcePath("resources/examples/wave/rig/rig.json"));
        QVERIFY(rig.ok());
        auto shared = std::make_shared<const rig::Rig>(rig.value);
        // World (0, 0) on picture (360, 1030), two world units a pixel.
        widgets::RigPlacement place;
        place.pictureAnchor = {360, 1030};
        place.worldPerPixel = 2;
        auto playback = std::make_shared<const widgets::RigPlayback>(shared, nullptr, std::vector<double>{0, 0.5},
                                                                     std::vector<widgets::RigPlacement>{place});
        SkeletonView view;
        view.setSequence(twoForearms());
        view.setRig(playback);
        const std::vector<rig::WorldTransform> setup = rig::Poser(rig.value).setupWorld();
        QCOMPARE(view.posedBones().size(), setup.size());
        const std::vector<QPointF> origins = view.posedBoneOrigins();
        for (std::size_t b = 0; b < setup.size(); ++b) {
            QCOMPARE(view.posedBones()[b].worldX, setup[b].worldX);
            QVERIFY(std::abs(origins[b].x() - (360 + setup[b].worldX / 2)) < 1e-9);
            QVERIFY(std::abs(origins[b].y() - (1030 - setup[b].worldY / 2)) < 1e-9);
        }
    }

    void theFloorAndThePlantedAnkleStandOnTheRigsPlacement()
    {
        auto rig = rig::readRigFile(test::sourcePath("resources/examples/wave/rig/rig.json"));
        QVERIFY(rig.ok());
        // World (0, 0) on picture (200, 250), two world units a pixel; the rig over the pose,
        // so its picture is the pose's and no beside offset moves it.
        widgets::RigPlacement place;
        place.pictureAnchor = {200, 250};
        place.worldPerPixel = 2;
        auto playback = std::make_shared<const widgets::RigPlayback>(std::make_shared<const rig::Rig>(rig.value),
                                                                     nullptr, std::vector<double>{0, 0.5},
                                                                     std::vector<widgets::RigPlacement>{place});
        auto feet = std::make_shared<legs::Feet>();
        feet->floor = -40;  // 20 px below the anchor
        feet->plantedAnkle = {Eigen::Vector2d(60, -40), std::nullopt};
        SkeletonView view;
        view.resize(800, 600);
        view.setSequence(twoForearms());
        view.setRigPlacement(SkeletonView::RigPlacementMode::Over);
        view.setRig(playback);
        QVERIFY(!view.floorWidgetLine());  // no feet yet
        view.setFeet(feet);
        QVERIFY(view.showsFloor());
        const auto line = view.floorWidgetLine();
        QVERIFY(line);
        QCOMPARE(line->p1(), view.pictureToWidget({0, 270}));
        QCOMPARE(line->p2(), view.pictureToWidget({400, 270}));
        const auto ankle = view.plantedAnkleWidgetPoint();
        QVERIFY(ankle);
        QCOMPARE(*ankle, view.pictureToWidget({230, 270}));
        // The line is drawn: the floor's colour left of the rig, where nothing else is (the
        // line is dashed and antialiased, so a stretch of it is looked along).
        const auto floorInk = [&view] {
            QImage image(view.size(), QImage::Format_ARGB32_Premultiplied);
            view.render(&image);
            const QPoint from = view.pictureToWidget({5, 270}).toPoint(),
                         to = view.pictureToWidget({80, 270}).toPoint();
            for (int x = from.x(); x <= to.x(); ++x)
                for (int y = from.y() - 1; y <= from.y() + 1; ++y)
                    if (near(image.pixelColor(x, y), widgets::SkeletonStyle::floorLine()))
                        return true;
            return false;
        };
        QVERIFY(floorInk());
        // Frame 1 plants nothing: the floor stays, the ring goes.
        view.setFrame(1);
        QVERIFY(view.floorWidgetLine());
        QVERIFY(!view.plantedAnkleWidgetPoint());
        view.setFrame(0);
        view.setShowFloor(false);
        QVERIFY(!view.floorWidgetLine() && !view.plantedAnkleWidgetPoint());
        QVERIFY(!floorInk());
        // Beside the pose, the floor moves with the rig.
        view.setShowFloor(true);
        view.setRigPlacement(SkeletonView::RigPlacementMode::Beside);
        QVERIFY(view.floorWidgetLine()->p1().x() > view.pictureToWidget({400, 270}).x());
    }

    void rawCleanedOrBothAreDrawn()
    {
        SkeletonView view;
        view.resize(500, 400);
        view.setShowLegend(false);
        view.setSequence(wristAt({300, 300}));     // cleaned: the wrist at x = 300
        view.setRawSequence(wristAt({100, 100}));  // as read: at x = 100
        view.fitToView();
        QCOMPARE(view.poseShown(), SkeletonView::PoseShown::Cleaned);
        QVERIFY(inkAt(view, 300) > 60);
        QCOMPARE(inkAt(view, 100), 0);
        view.setPoseShown(SkeletonView::PoseShown::Raw);
        QVERIFY(inkAt(view, 100) > 60);
        QCOMPARE(inkAt(view, 300), 0);
        const int rawInk = inkAt(view, 100);
        view.setPoseShown(SkeletonView::PoseShown::Both);
        QVERIFY(inkAt(view, 300) > 60);
        // The raw one is there, fainter than drawn alone.
        QVERIFY(inkAt(view, 100) > 10);
        QVERIFY(inkAt(view, 100) < rawInk);
    }

    void theOnionSkinDrawsTheFramesEitherSide()
    {
        SkeletonView view;
        view.resize(500, 400);
        view.setShowLegend(false);
        view.setSequence(wristAt({100, 200, 300, 380}));
        view.fitToView();
        view.setFrame(1);
        QVERIFY(inkAt(view, 200) > 60);
        QCOMPARE(inkAt(view, 100), 0);
        QCOMPARE(inkAt(view, 300), 0);
        view.setOnionFrames(1);
        const int before = inkAt(view, 100), after = inkAt(view, 300);
        QVERIFY(before > 10 && before < inkAt(view, 200));
        QVERIFY(after > 10);
        QCOMPARE(inkAt(view, 380), 0);  // two frames on: only with 2 either side
        view.setOnionFrames(2);
        QVERIFY(inkAt(view, 380) > 0);
        QVERIFY(inkAt(view, 380) < inkAt(view, 300));  // farther frames fainter
    }

    void wheelZoomKeepsThePointUnderTheMouse()
    {
        SkeletonView view;
        view.resize(500, 400);
        view.setSequence(twoForearms());
        view.fitToView();
        const QPointF mouse(120, 80);
        const double before = view.zoom();
        const QPointF picture = (mouse - view.pictureToWidget(QPointF(0, 0))) / view.zoom();
        QWheelEvent wheel(mouse, view.mapToGlobal(mouse), QPoint(), QPoint(0, 240), Qt::NoButton, Qt::NoModifier,
                          Qt::NoScrollPhase, false);
        QApplication::sendEvent(&view, &wheel);
        QVERIFY(std::abs(view.zoom() - before * 1.15 * 1.15) < 1e-9);  // two notches
        const QPointF after = view.pictureToWidget(picture);
        QVERIFY(std::abs(after.x() - mouse.x()) < 1e-9 && std::abs(after.y() - mouse.y()) < 1e-9);
    }
};

int main(int argc, char* argv[])
{
    test::useOffscreenPlatformByDefault();
    QApplication app(argc, argv);
    TestSkeletonView test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_skeleton_view.moc"
