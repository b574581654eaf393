// The rig's drawings in the viewport: which placeholder each slot shows on a frame (setup, then
// the attachment keys, stepped), and where its picture lands, worked out by hand from the bone's
// and the region's transforms, read back from a rendered view. The pictures are the ones the
// reader read on the worker's side: the PNGs are gone by the time the view draws.

#include <QApplication>
#include <QFile>
#include <QImage>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "rigpose/motion/evaluator.h"
#include "rigpose/motion/reader.h"
#include "rigpose/motion/timelines.h"
#include "rigpose/rig/reader.h"
#include "drawings_reader.h"
#include "rigpose/widgets/rig_drawings.h"
#include "rigpose/widgets/skeleton_style.h"
#include "rigpose/widgets/skeleton_view.h"
#include "testutils.h"

using namespace rigpose;
using widgets::SkeletonView;

namespace {

const QColor kBody(220, 30, 30);       // body.png, solid
const QColor kArmTop(200, 0, 200);     // arm.png, its top five rows
const QColor kArmBottom(230, 210, 0);  // arm.png, its bottom five rows
const QColor kRaised(0, 0, 255);       // raised.png, solid

// Bones: root at the origin; arm at (30, 0) turned 90° (pointing up the world's y).
// Slots back to front: body on root (40 × 20 from its PNG, centred on root); ghost on root (a
// 30 × 30 region whose PNG is missing, 60 left of root, shown by the motion's setup); arm on
// arm (20 × 10 from its PNG, 20 along the bone), with a raised placeholder.
const char* kRig = R"({
  "spec": "rigc-rig/1",
  "name": "tiny",
  "images": "images",
  "skeleton": { "width": 200, "height": 200 },
  "bones": [
    { "name": "root" },
    { "name": "arm", "parent": "root", "x": 30, "rotation": 90, "length": 60 }
  ],
  "slots": [
    { "name": "body", "bone": "root", "attachment": "body" },
    { "name": "ghost", "bone": "root" },
    { "name": "arm", "bone": "arm", "attachment": "arm" }
  ],
  "skins": {
    "default": {
      "body": { "body": { "image": "body.png" } },
      "ghost": { "ghost": { "image": "missing.png", "width": 30, "height": 30, "x": -60 } },
      "arm": {
        "arm": { "image": "arm.png", "x": 20 },
        "arm_raised": { "image": "raised.png", "x": 20 }
      }
    }
  }
})";

// The arm shows its raised drawing from 0.5 s and nothing from 1 s.
const char* kMotion = R"({
  "spec": "rigc-motion/1",
  "archetype": "tiny",
  "cut": "tiny",
  "easings": {},
  "groups": {},
  "setup": { "ghost": { "attachment": "ghost" } },
  "animations": {
    "switch": {
      "duration": 1,
      "tracks": [
        { "slot": "arm", "property": "attachment",
          "keys": [ { "t": 0.5, "v": "arm_raised" }, { "t": 1, "v": null } ] }
      ]
    }
  }
})";

bool writePng(const QString& path, int w, int h, QColor top, QColor bottom)
{
    QImage image(w, h, QImage::Format_ARGB32);
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x)
            image.setPixelColor(x, y, y < h / 2 ? top : bottom);
    return image.save(path);
}

bool near(QColor a, QColor b)
{
    return std::abs(a.red() - b.red()) < 20 && std::abs(a.green() - b.green()) < 20 &&
           std::abs(a.blue() - b.blue()) < 20;
}

// Three frames at 0, 0.5 and 1 s on a 400 × 300 picture, nobody on them.
std::shared_ptr<const sequence::Sequence> threeFrames()
{
    auto seq = std::make_shared<sequence::Sequence>();
    seq->width = 400;
    seq->height = 300;
    for (double t : {0.0, 0.5, 1.0}) {
        sequence::Frame f;
        f.t = t;
        seq->frames.push_back(f);
    }
    return seq;
}

QImage grab(SkeletonView& view)
{
    QImage image(view.size(), QImage::Format_ARGB32_Premultiplied);
    view.render(&image);
    return image;
}

}  // namespace

class TestRigDrawings : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::shared_ptr<const rig::Rig> m_rig;
    std::optional<motion::CompiledAnimation> m_animation;
    std::shared_ptr<const widgets::RigDrawings> m_drawings;

    std::shared_ptr<const widgets::RigPlayback> playback() const
    {
        // World (0, 0) on picture (200, 150), two pixels a world unit.
        widgets::RigPlacement place;
        place.pictureAnchor = {200, 150};
        place.worldPerPixel = 0.5;
        return std::make_shared<const widgets::RigPlayback>(
            m_rig, std::make_shared<const motion::BoneAnimation>(*m_animation), std::vector<double>{0, 0.5, 1.0},
            std::vector<widgets::RigPlacement>{place}, m_drawings);
    }

    // A 448 × 348 view: the picture fits at 1:1 inside the fit margin; the rig over the pose.
    void setUp(SkeletonView& view) const
    {
        view.resize(400 + 48, 300 + 48);
        view.setShowLegend(false);
        view.setSequence(threeFrames());
        view.setRigPlacement(SkeletonView::RigPlacementMode::Over);
        view.setRig(playback());
        view.fitToView();
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("images")));
        const QString images = m_dir.filePath(QStringLiteral("images"));
        QVERIFY(writePng(images + QStringLiteral("/body.png"), 40, 20, kBody, kBody));
        QVERIFY(writePng(images + QStringLiteral("/arm.png"), 20, 10, kArmTop, kArmBottom));
        QVERIFY(writePng(images + QStringLiteral("/raised.png"), 20, 10, kRaised, kRaised));
        auto rig = rig::readRigText(kRig, "tiny.rig.json");
        QVERIFY2(rig.ok(), rig.refusals.empty() ? "" : rig.refusals.items().front().message.c_str());
        m_rig = std::make_shared<const rig::Rig>(std::move(rig.value));
        auto motion = motion::readMotionText(kMotion, "tiny.motion.json", m_rig.get());
        QVERIFY2(motion.ok(), motion.refusals.empty() ? "" : motion.refusals.items().front().message.c_str());
        auto compiled = motion::compileAnimation(*m_rig, motion.value, *motion.value.animation("switch"));
        QVERIFY(compiled.ok());
        m_animation = std::move(compiled.value);
        m_drawings = std::make_shared<const widgets::RigDrawings>(
            studio::readRigDrawings(*m_rig, images, motion.value.setup, &*m_animation));
        // Every picture is in the value now; the view must draw without the files.
        for (const char* name : {"body.png", "arm.png", "raised.png"})
            QVERIFY(QFile::remove(images + QLatin1Char('/') + QLatin1String(name)));
    }

    void theValueReadEveryPictureItNames()
    {
        QCOMPARE(m_drawings->perSlot().size(), std::size_t(3));
        QCOMPARE(m_drawings->imagesRead(), std::size_t(3));
        QVERIFY(m_drawings->hasRegions());
        const widgets::SlotDrawing& body = m_drawings->perSlot()[0];
        QCOMPARE(body.regions.size(), std::size_t(1));
        // A region without a size takes its PNG's.
        QCOMPARE(body.regions[0].width, 40.0);
        QCOMPARE(body.regions[0].height, 20.0);
        const widgets::SlotDrawing& ghost = m_drawings->perSlot()[1];
        QVERIFY(ghost.regions[0].image.isNull());
        QVERIFY(ghost.regions[0].imagePath.endsWith(QStringLiteral("images/missing.png")));
        QCOMPARE(ghost.regions[0].width, 30.0);
    }

    void theAttachmentShowingFollowsTheKeysStepped()
    {
        const widgets::RigDrawings& d = *m_drawings;
        using Name = std::optional<std::string>;
        // Setup before the first key, and with no time at all (no animation).
        QCOMPARE(d.attachmentAt(2, 0.0), Name("arm"));
        QCOMPARE(d.attachmentAt(2, std::nullopt), Name("arm"));
        QCOMPARE(d.attachmentAt(2, 0.4999), Name("arm"));
        // A key applies from its own time on and holds until the next.
        QCOMPARE(d.attachmentAt(2, 0.5), Name("arm_raised"));
        QCOMPARE(d.attachmentAt(2, 0.9999), Name("arm_raised"));
        QCOMPARE(d.attachmentAt(2, 1.0), Name());
        QCOMPARE(d.attachmentAt(2, 5.0), Name());
        QCOMPARE(d.regionAt(2, 1.0), nullptr);
        QCOMPARE(QString::fromStdString(d.regionAt(2, 0.5)->placeholder), QStringLiteral("arm_raised"));
        // Slots without keys keep their setup (the ghost's from the motion's setup).
        QCOMPARE(d.attachmentAt(0, 1.0), Name("body"));
        QCOMPARE(d.attachmentAt(1, 1.0), Name("ghost"));
    }

    void theArmsPictureStandsWhereItsBoneAndRegionPutIt()
    {
        SkeletonView view;
        setUp(view);
        QVERIFY(view.drawsDrawings());
        QCOMPARE(view.zoom(), 1.0);
        // By hand: the arm's origin is world (30, 0), its x axis world +y, its y axis world -x.
        // The region's box top-left is (-10, +5) about its centre, which is 20 along the bone:
        // bone (10, 5) → world (30 - 5, 0 + 10) = (25, 10) → picture (200 + 2·25, 150 - 2·10).
        const auto quad = view.drawingWidgetQuad(QStringLiteral("arm"));
        QVERIFY(quad);
        // The poser works as the runtime does, partly in float32 (its pi is 3.1415927, poser.cpp):
        // corners land within ~1e-6 px of the hand figures, so 1e-4 px is a tight bound.
        const auto close = [](QPointF a, QPointF b) { return std::hypot(a.x() - b.x(), a.y() - b.y()) < 1e-4; };
        QVERIFY(close(quad->at(0), view.pictureToWidget({250, 130})));
        // The box's top-right, (+10, +5): bone (30, 5) → world (25, 30) → picture (250, 90).
        QVERIFY(close(quad->at(1), view.pictureToWidget({250, 90})));
        // Bottom-right (+10, -5): bone (30, -5) → world (35, 30) → picture (270, 90).
        QVERIFY(close(quad->at(2), view.pictureToWidget({270, 90})));

        const QImage image = grab(view);
        // The centre is world (30, 20), picture (260, 110). The picture's top rows lie toward
        // the region's +y, world -x: picture left of the centre; its bottom rows to the right.
        const QColor top = image.pixelColor(view.pictureToWidget({255, 110}).toPoint());
        const QColor bottom = image.pixelColor(view.pictureToWidget({265, 110}).toPoint());
        QVERIFY2(near(top, kArmTop), qPrintable(top.name()));
        QVERIFY2(near(bottom, kArmBottom), qPrintable(bottom.name()));
        // The body: 40 × 20 world about root, picture x 160…240, y 130…170 (clear of root's dot).
        const QColor body = image.pixelColor(view.pictureToWidget({225, 160}).toPoint());
        QVERIFY2(near(body, kBody), qPrintable(body.name()));
        // Just outside the body's box, the empty picture.
        QVERIFY(
            near(image.pixelColor(view.pictureToWidget({225, 175}).toPoint()), widgets::SkeletonStyle::pictureFill()));
    }

    void aRegionWithoutItsPictureIsAnOutline()
    {
        SkeletonView view;
        setUp(view);
        const QImage image = grab(view);
        // The ghost's box: world x -75…-45, y -15…15 → picture x 50…110, y 120…180.
        const auto quad = view.drawingWidgetQuad(QStringLiteral("ghost"));
        QVERIFY(quad);
        const QRectF box = quad->boundingRect(),
                     expected(view.pictureToWidget({50, 120}), view.pictureToWidget({110, 180}));
        for (QPointF d : {box.topLeft() - expected.topLeft(), box.bottomRight() - expected.bottomRight()})
            QVERIFY2(std::abs(d.x()) < 1e-4 && std::abs(d.y()) < 1e-4,
                     qPrintable(QStringLiteral("%1 %2").arg(d.x()).arg(d.y())));
        const QColor fill = widgets::SkeletonStyle::pictureFill();
        // Inside it is not filled; its left edge is inked (a pixel either side, antialiased).
        QVERIFY(near(image.pixelColor(view.pictureToWidget({80, 150}).toPoint()), fill));
        bool inked = false;
        for (int dx = -1; dx <= 1; ++dx)
            inked = inked || !near(image.pixelColor(view.pictureToWidget({50, 150}).toPoint() + QPoint(dx, 0)), fill);
        QVERIFY(inked);
    }

    void switchingFramesChangesTheDrawing()
    {
        SkeletonView view;
        setUp(view);
        const QPoint armTop = view.pictureToWidget({255, 110}).toPoint();
        QVERIFY(near(grab(view).pixelColor(armTop), kArmTop));
        view.setFrame(1);  // 0.5 s: raised
        QVERIFY2(near(grab(view).pixelColor(armTop), kRaised), qPrintable(grab(view).pixelColor(armTop).name()));
        view.setFrame(2);  // 1 s: nothing on the arm's slot
        QVERIFY(!view.drawingWidgetQuad(QStringLiteral("arm")));
        QVERIFY(near(grab(view).pixelColor(armTop), widgets::SkeletonStyle::pictureFill()));
        // The body has no keys: still there.
        QVERIFY(near(grab(view).pixelColor(view.pictureToWidget({225, 160}).toPoint()), kBody));
        view.setFrame(0);
        QVERIFY(near(grab(view).pixelColor(armTop), kArmTop));
    }

    void showDrawingsOffDrawsTheSkeletonAlone()
    {
        SkeletonView view;
        QSignalSpy available(&view, &SkeletonView::drawingsAvailable);
        setUp(view);
        QCOMPARE(available.size(), 1);
        QCOMPARE(available.back().front().toBool(), true);
        view.setShowDrawings(false);
        QVERIFY(!view.drawsDrawings());
        QVERIFY(!view.drawingWidgetQuad(QStringLiteral("arm")));
        const QImage image = grab(view);
        QVERIFY(
            near(image.pixelColor(view.pictureToWidget({225, 160}).toPoint()), widgets::SkeletonStyle::pictureFill()));
        QVERIFY(
            near(image.pixelColor(view.pictureToWidget({255, 110}).toPoint()), widgets::SkeletonStyle::pictureFill()));
        // The rig's sticks are still drawn: the arm's segment at picture x 260, y 150 → 30.
        QVERIFY(near(image.pixelColor(view.pictureToWidget({260, 100}).toPoint()),
                     widgets::SkeletonStyle::rigPen().color()));
        // A rig without drawings offers none.
        view.setRig(std::make_shared<const widgets::RigPlayback>(m_rig, nullptr, std::vector<double>{0},
                                                                 std::vector<widgets::RigPlacement>{}));
        QCOMPARE(available.back().front().toBool(), false);
    }

    void theRigsSticksStayOverTheDrawings()
    {
        SkeletonView view;
        setUp(view);
        // The arm's segment runs through its picture's centre column: the stick's colour wins.
        const QColor c = grab(view).pixelColor(view.pictureToWidget({260, 110}).toPoint());
        QVERIFY2(near(c, widgets::SkeletonStyle::rigPen().color()), qPrintable(c.name()));
    }
};

int main(int argc, char* argv[])
{
    test::useOffscreenPlatformByDefault();
    QApplication app(argc, argv);
    TestRigDrawings test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_rig_drawings.moc"
