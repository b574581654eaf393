// The 3D viewport, headless: role colours land where the camera puts their joints (each widget
// position worked out by hand below), side by side and overlaid, drawn back to front; a drag
// turns the camera by its documented half degree a pixel, a click picks the joint under it, the
// preset keys turn to their views, and the palette keeps its families apart.
//
// The view is 400 × 300 throughout. Side by side, each column is 200 wide; below its 24 px label
// band the fit rect is 200 × 276, and its 24 px margins leave 152 × 228 for the figure.

#include <QApplication>
#include <QImage>
#include <QSignalSpy>
#include <QTest>

#include <cmath>

#include "rigpose/r3d/roles.h"
#include "rigpose/widgets/role_palette.h"
#include "rigpose/widgets/skeleton3d_view.h"
#include "rigpose/widgets/skeleton_style.h"
#include "testutils.h"

using namespace rigpose;
using widgets::Figure3D;
using widgets::FigureJoint;
using widgets::roleColour;
using widgets::Skeleton3DView;
using Role = r3d::Role;
using V = Eigen::Vector3d;

namespace {

int role(Role r) { return static_cast<int>(r); }

// Hips (0, 1, 0) with three branches: the chest, then the head, straight up; the left hand
// out at (1, 1.5, 0); the right foot at (-1, 0, 0); and the right hand at (1, 1.5, -1), behind
// the left one seen from the front and listed after it, so only depth order puts it beneath.
// Seen from the front the box is x -1..1, y 0..2: 76 px a unit in a column (152 / 2, the width
// decides), the box's centre (0, 1) on the fit rect's, (100, 162) in the left column, so
//   hips (100, 162), chest (100, 124), head (100, 86), hand.L (176, 124), foot.R (24, 238).
Figure3D source()
{
    Figure3D f;
    f.label = QStringLiteral("Source");
    f.joints = {V(0, 1, 0), V(0, 1.5, 0), V(0, 2, 0), V(1, 1.5, 0), V(-1, 0, 0), V(1, 1.5, -1)};
    f.parents = {-1, 0, 1, 0, 0, 0};
    f.roles = {role(Role::Hips),  role(Role::Chest), role(Role::Head),
               role(Role::HandL), role(Role::FootR), role(Role::HandR)};
    f.names = {QStringLiteral("hips"),   QStringLiteral("chest"),  QStringLiteral("head"),
               QStringLiteral("hand_l"), QStringLiteral("foot_r"), QStringLiteral("hand_r")};
    return f;
}

// The source's shape twice the size, its hand and foot in roles the source does not use. Fitted
// alone it lands where the source does (38 px a unit), 200 px to the right.
Figure3D target()
{
    Figure3D f = source();
    f.label = QStringLiteral("Target");
    for (V& p : f.joints)
        p *= 2;
    f.roles[3] = role(Role::UpperLegR);
    f.roles[4] = role(Role::UpperLegL);
    return f;
}

bool near(QColor a, QColor b)
{
    return std::abs(a.red() - b.red()) < 30 && std::abs(a.green() - b.green()) < 30 &&
           std::abs(a.blue() - b.blue()) < 30;
}

int ink(QColor a, QColor b)
{
    return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) + std::abs(a.blue() - b.blue());
}

QImage picture(Skeleton3DView& view) { return view.grab().toImage(); }

// How many pixels of `area` are near `colour`.
int pixelsNear(const QImage& image, QRect area, QColor colour)
{
    int count = 0;
    for (int y = area.top(); y <= area.bottom(); ++y)
        for (int x = area.left(); x <= area.right(); ++x)
            count += near(image.pixelColor(x, y), colour);
    return count;
}

bool at(const std::optional<QPointF>& point, QPointF expected)
{
    return point && std::abs(point->x() - expected.x()) < 1e-9 && std::abs(point->y() - expected.y()) < 1e-9;
}

QByteArray shown(const std::optional<QPointF>& p)
{
    return p ? QByteArray::number(p->x()) + ", " + QByteArray::number(p->y()) : QByteArray("none");
}

struct TwoFigures {
    Skeleton3DView view;
    TwoFigures()
    {
        view.resize(400, 300);
        view.setFigures({source(), target()});
    }
};

}  // namespace

class TestSkeleton3DView : public QObject {
    Q_OBJECT

private slots:
    void eachRolesColourIsWhereItsJointProjects()
    {
        TwoFigures two;
        Skeleton3DView& view = two.view;
        QVERIFY2(at(view.jointWidgetPoint(0, 3), {176, 124}), shown(view.jointWidgetPoint(0, 3)));
        QVERIFY(at(view.jointWidgetPoint(0, 0), {100, 162}));
        QVERIFY(at(view.jointWidgetPoint(0, 2), {100, 86}));
        QVERIFY(at(view.jointWidgetPoint(0, 4), {24, 238}));
        const QImage image = picture(view);
        QCOMPARE(image.size(), QSize(400, 300));
        QVERIFY2(near(image.pixelColor(176, 124), roleColour(role(Role::HandL))),
                 qPrintable(image.pixelColor(176, 124).name()));
        QVERIFY(near(image.pixelColor(24, 238), roleColour(role(Role::FootR))));
        QVERIFY(near(image.pixelColor(100, 86), roleColour(role(Role::Head))));
        QVERIFY(near(image.pixelColor(100, 162), roleColour(role(Role::Hips))));
        // The bone chest -> head is the chest's (its parent does not branch); the hips branch,
        // so the bone to the left hand is the hand's.
        QVERIFY(near(image.pixelColor(100, 105), roleColour(role(Role::Chest))));
        QVERIFY(near(image.pixelColor(138, 143), roleColour(role(Role::HandL))));
        // Away from every bone, the backdrop.
        QVERIFY(near(image.pixelColor(150, 250), widgets::SkeletonStyle::backdrop()));
    }

    void sideBySidePutsTheSecondFigureInTheRightColumn()
    {
        TwoFigures two;
        Skeleton3DView& view = two.view;
        QCOMPARE(view.figureRect(1), QRectF(200, 0, 200, 300));
        QVERIFY2(at(view.jointWidgetPoint(1, 3), {376, 124}), shown(view.jointWidgetPoint(1, 3)));
        QVERIFY(at(view.jointWidgetPoint(1, 4), {224, 238}));
        const QImage image = picture(view);
        const QColor targetHand = roleColour(role(Role::UpperLegR));
        const QColor sourceHand = roleColour(role(Role::HandL));
        QVERIFY(near(image.pixelColor(376, 124), targetHand));
        QVERIFY(near(image.pixelColor(224, 238), roleColour(role(Role::UpperLegL))));
        const QRect left(0, 0, 200, 300), right(200, 0, 200, 300);
        QCOMPARE(pixelsNear(image, left, targetHand), 0);
        QVERIFY(pixelsNear(image, right, targetHand) > 0);
        QCOMPARE(pixelsNear(image, right, sourceHand), 0);
    }

    void overlaidSharesOneFitAndDrawsTheSecondOverTheFirst()
    {
        TwoFigures two;
        Skeleton3DView& view = two.view;
        view.setFigureLayout(Skeleton3DView::Layout::Overlaid);
        // Both in one box, the target's: x -2..2, y 0..4 in a 352 × 228 space, so the height
        // decides, 57 px a unit, and the centre (0, 2) lands on (200, 162).
        QVERIFY2(at(view.jointWidgetPoint(1, 3), {314, 105}), shown(view.jointWidgetPoint(1, 3)));
        QVERIFY(at(view.jointWidgetPoint(0, 3), {257, 190.5}));
        // The source's head and the target's hips share (200, 162): the target's is on top.
        QVERIFY(at(view.jointWidgetPoint(0, 2), {200, 162}));
        QVERIFY(at(view.jointWidgetPoint(1, 0), {200, 162}));
        const QImage image = picture(view);
        QVERIFY(near(image.pixelColor(200, 162), roleColour(role(Role::Hips))));
        QVERIFY(near(image.pixelColor(314, 105), roleColour(role(Role::UpperLegR))));
        // The first figure is faded: drawn, but not at its full colour.
        const QColor faded = image.pixelColor(257, 190);
        QVERIFY2(!near(faded, roleColour(role(Role::HandL))), qPrintable(faded.name()));
        QVERIFY(ink(faded, widgets::SkeletonStyle::backdrop()) > 40);
        // The pick on the shared point is the one drawn on top.
        QSignalSpy picked(&view, &Skeleton3DView::jointPicked);
        QTest::mouseClick(&view, Qt::LeftButton, {}, QPoint(200, 162));
        QCOMPARE(picked.count(), 1);
        QCOMPARE(picked.at(0).at(0).toInt(), 1);
        QCOMPARE(picked.at(0).at(1).toInt(), 0);
    }

    void piecesAreDrawnBackToFront()
    {
        TwoFigures two;
        Skeleton3DView& view = two.view;
        // From the front the left hand (z = 0) hides the right (z = -1) on (176, 124).
        QVERIFY(at(view.jointWidgetPoint(0, 5), {176, 124}));
        QVERIFY(near(picture(view).pixelColor(176, 124), roleColour(role(Role::HandL))));
        // From behind (yaw 180: screen right is -X) the box mirrors onto itself, both hands go
        // to (24, 124) and the right hand is the nearer.
        view.setYawPitch(180, 0);
        QVERIFY2(at(view.jointWidgetPoint(0, 5), {24, 124}), shown(view.jointWidgetPoint(0, 5)));
        QVERIFY(at(view.jointWidgetPoint(0, 3), {24, 124}));
        QVERIFY(near(picture(view).pixelColor(24, 124), roleColour(role(Role::HandR))));
        // And the pick on them is the one seen.
        QCOMPARE(view.jointAt({24, 124}), std::optional(FigureJoint{0, 5}));
        view.setYawPitch(0, 0);
        QCOMPARE(view.jointAt({176, 124}), std::optional(FigureJoint{0, 3}));
    }

    void aDragTurnsHalfADegreeAPixel()
    {
        TwoFigures two;
        Skeleton3DView& view = two.view;
        QSignalSpy changed(&view, &Skeleton3DView::cameraChanged);
        QSignalSpy picked(&view, &Skeleton3DView::jointPicked);
        // Pressed on the left hand, dragged 60 px right: a turn, not a pick.
        QTest::mousePress(&view, Qt::LeftButton, {}, QPoint(176, 124));
        QTest::mouseMove(&view, QPoint(196, 124));
        QTest::mouseMove(&view, QPoint(236, 124));
        QTest::mouseRelease(&view, Qt::LeftButton, {}, QPoint(236, 124));
        QCOMPARE(view.yaw(), -30.0);
        QCOMPARE(view.pitch(), 0.0);
        QCOMPARE(changed.count(), 2);  // one a move
        QCOMPARE(picked.count(), 0);
        // Yaw -30: screen right is (cos 30°, 0, 1/2), so the hands' x are √3/2 and √3/2 - 1/2,
        // the foot's -√3/2; the width √3 decides, 152/√3 px a unit, the hand 1/2 above centre.
        const double scale = 152 / std::sqrt(3.0);
        QVERIFY2(at(view.jointWidgetPoint(0, 3), {176, 162 - 0.5 * scale}), shown(view.jointWidgetPoint(0, 3)));
        QVERIFY(at(view.jointWidgetPoint(0, 5), {100 + (std::sqrt(3.0) / 2 - 0.5) * scale, 162 - 0.5 * scale}));
        // Down 40 px: pitch 20. Far past the top: held at 90.
        QTest::mousePress(&view, Qt::LeftButton, {}, QPoint(150, 100));
        QTest::mouseMove(&view, QPoint(150, 140));
        QTest::mouseRelease(&view, Qt::LeftButton, {}, QPoint(150, 140));
        QCOMPARE(view.pitch(), 20.0);
        QCOMPARE(view.yaw(), -30.0);
        QTest::mousePress(&view, Qt::LeftButton, {}, QPoint(150, 10));
        QTest::mouseMove(&view, QPoint(150, 290));
        QTest::mouseRelease(&view, Qt::LeftButton, {}, QPoint(150, 290));
        QCOMPARE(view.pitch(), 90.0);
        // A double click goes back to the preset.
        changed.clear();
        QTest::mouseDClick(&view, Qt::LeftButton, {}, QPoint(150, 250));
        QCOMPARE(view.yaw(), 0.0);
        QCOMPARE(view.pitch(), 0.0);
        QCOMPARE(changed.count(), 1);
    }

    void aClickPicksTheJointUnderIt()
    {
        TwoFigures two;
        Skeleton3DView& view = two.view;
        QCOMPARE(Skeleton3DView::kPickRadius, 8.0);
        QSignalSpy picked(&view, &Skeleton3DView::jointPicked);
        QSignalSpy changed(&view, &Skeleton3DView::cameraChanged);
        QTest::mouseClick(&view, Qt::LeftButton, {}, QPoint(376, 124));
        QCOMPARE(picked.count(), 1);
        QCOMPARE(picked.at(0).at(0).toInt(), 1);
        QCOMPARE(picked.at(0).at(1).toInt(), 3);
        // Within the radius (5, 3 off: 5.8 px) it picks; 9 px off it does not.
        QTest::mouseClick(&view, Qt::LeftButton, {}, QPoint(29, 241));
        QCOMPARE(picked.count(), 2);
        QCOMPARE(picked.at(1).at(0).toInt(), 0);
        QCOMPARE(picked.at(1).at(1).toInt(), 4);
        QTest::mouseClick(&view, Qt::LeftButton, {}, QPoint(24, 247));
        QCOMPARE(picked.count(), 2);
        // Empty space, and a press that wobbles 3 px (within the slop) on the head: a pick,
        // and the camera does not move.
        QTest::mouseClick(&view, Qt::LeftButton, {}, QPoint(150, 250));
        QCOMPARE(picked.count(), 2);
        QTest::mousePress(&view, Qt::LeftButton, {}, QPoint(100, 86));
        QTest::mouseMove(&view, QPoint(102, 87));
        QTest::mouseRelease(&view, Qt::LeftButton, {}, QPoint(102, 87));
        QCOMPARE(picked.count(), 3);
        QCOMPARE(picked.at(2).at(1).toInt(), 2);
        QCOMPARE(changed.count(), 0);
        QCOMPARE(view.yaw(), 0.0);
        // Only the right button: nothing.
        QTest::mouseClick(&view, Qt::RightButton, {}, QPoint(376, 124));
        QCOMPARE(picked.count(), 3);
    }

    void theCallerHighlightsAJoint()
    {
        TwoFigures two;
        Skeleton3DView& view = two.view;
        QSignalSpy picked(&view, &Skeleton3DView::jointPicked);
        QTest::mouseClick(&view, Qt::LeftButton, {}, QPoint(176, 124));
        QCOMPARE(picked.count(), 1);
        QCOMPARE(view.highlighted(), (FigureJoint{-1, -1}));  // the view does not decide
        // The ring, 8 px round the left hand: its colour shows only once highlighted.
        const QRect ring(176 - 10, 124 - 10, 21, 21);
        const QColor highlight = widgets::SkeletonStyle::highlight();
        QCOMPARE(pixelsNear(picture(view), ring, highlight), 0);
        view.setHighlighted(0, 3);
        QCOMPARE(view.highlighted(), (FigureJoint{0, 3}));
        QVERIFY(pixelsNear(picture(view), ring, highlight) > 10);
        view.setHighlighted(-1, -1);
        QCOMPARE(pixelsNear(picture(view), ring, highlight), 0);
    }

    void thePresetKeysTurnToTheirViews()
    {
        TwoFigures two;
        Skeleton3DView& view = two.view;
        QSignalSpy changed(&view, &Skeleton3DView::cameraChanged);
        // Side, from +X: x on screen is -z, so the box is x 0..1 (the right hand at z = -1),
        // y 0..2; 114 px a unit (the height decides), the centre (0.5, 1) on (100, 162).
        QTest::keyClick(&view, Qt::Key_S);
        QCOMPARE(view.preset(), Skeleton3DView::Preset::Side);
        QCOMPARE(view.yaw(), 90.0);
        QCOMPARE(view.pitch(), 0.0);
        QVERIFY2(at(view.jointWidgetPoint(0, 5), {157, 105}), shown(view.jointWidgetPoint(0, 5)));
        QVERIFY(at(view.jointWidgetPoint(0, 0), {43, 162}));
        QVERIFY(near(picture(view).pixelColor(157, 105), roleColour(role(Role::HandR))));
        // Top, from +Y: y on screen is -z, so the box is x -1..1, y 0..1: 76 px a unit, the
        // centre (0, 0.5) on (100, 162); the hand in front (z = 0) below the one behind.
        QTest::keyClick(&view, Qt::Key_T);
        QCOMPARE(view.pitch(), 90.0);
        QCOMPARE(view.yaw(), 0.0);
        QVERIFY2(at(view.jointWidgetPoint(0, 3), {176, 200}), shown(view.jointWidgetPoint(0, 3)));
        QVERIFY(at(view.jointWidgetPoint(0, 5), {176, 124}));
        QVERIFY(near(picture(view).pixelColor(176, 200), roleColour(role(Role::HandL))));
        QCOMPARE(changed.count(), 2);
        // An arrow turns 15° (a 30 px drag); R goes back to the preset, Top.
        QTest::keyClick(&view, Qt::Key_Left);
        QCOMPARE(view.yaw(), 15.0);
        QTest::keyClick(&view, Qt::Key_R);
        QCOMPARE(view.yaw(), 0.0);
        QCOMPARE(view.pitch(), 90.0);
        QTest::keyClick(&view, Qt::Key_F);
        QCOMPARE(view.preset(), Skeleton3DView::Preset::Front);
        QCOMPARE(view.pitch(), 0.0);
        QVERIFY(at(view.jointWidgetPoint(0, 3), {176, 124}));
        // A key that changes nothing says nothing.
        changed.clear();
        QTest::keyClick(&view, Qt::Key_F);
        QCOMPARE(changed.count(), 0);
    }

    void withoutFiguresOnlyAHint()
    {
        Skeleton3DView view;
        view.resize(400, 300);
        const QImage image = picture(view);
        const QColor backdrop = widgets::SkeletonStyle::backdrop();
        int written = 0;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x)
                written += image.pixelColor(x, y) != backdrop;
        QVERIFY(written > 0);               // the hint's text
        QVERIFY(written < 400 * 300 / 20);  // and nothing else
        for (int r = 0; r < static_cast<int>(r3d::kRoleCount); ++r)
            QCOMPARE(pixelsNear(image, image.rect(), roleColour(r)), 0);
        QSignalSpy picked(&view, &Skeleton3DView::jointPicked);
        QTest::mouseClick(&view, Qt::LeftButton, {}, QPoint(200, 150));
        QCOMPARE(picked.count(), 0);
        QVERIFY(!view.jointWidgetPoint(0, 0));
    }

    void anySizeKeepsTheFiguresInside()
    {
        TwoFigures two;
        Skeleton3DView& view = two.view;
        QVERIFY(view.sizeHint().width() >= 320 && view.sizeHint().height() >= 240);
        QVERIFY(!view.accessibleName().isEmpty());
        QVERIFY(!view.toolTip().isEmpty());
        for (const QSize size : {QSize(60, 50), QSize(1200, 200), QSize(150, 900)}) {
            view.resize(size);
            QCOMPARE(picture(view).size(), size);
            for (int f = 0; f < 2; ++f)
                for (int j = 0; j < 6; ++j) {
                    const auto p = view.jointWidgetPoint(f, j);
                    QVERIFY(p && view.figureRect(f).contains(*p));
                }
        }
    }

    void thePaletteKeepsItsFamiliesApart()
    {
        const int count = static_cast<int>(r3d::kRoleCount);
        const QColor grey = widgets::noRoleColour();
        QCOMPARE(roleColour(-1), grey);
        QCOMPARE(roleColour(count), grey);
        for (int a = 0; a < count; ++a) {
            QVERIFY(ink(roleColour(a), grey) >= 60);
            QVERIFY(ink(roleColour(a), widgets::SkeletonStyle::backdrop()) >= 120);
            for (int b = a + 1; b < count; ++b)
                QVERIFY2(ink(roleColour(a), roleColour(b)) >= 60,
                         qPrintable(QStringLiteral("roles %1 and %2").arg(a).arg(b)));
        }
        // The spine warm (red over blue), the left cool (blue over red), the right red.
        for (Role r : {Role::Hips, Role::Spine, Role::Chest, Role::UpperChest, Role::Neck, Role::Head})
            QVERIFY(roleColour(role(r)).red() > roleColour(role(r)).blue());
        for (int r = 0; r < count; ++r) {
            const std::string_view name = r3d::roleName(static_cast<Role>(r));
            const QColor c = roleColour(r);
            if (name.ends_with(".L"))
                QVERIFY(c.blue() > c.red());
            if (name.ends_with(".R"))
                QVERIFY(c.red() > c.green() && c.red() > 140);
        }
    }
};

int main(int argc, char* argv[])
{
    test::useOffscreenPlatformByDefault();
    QApplication app(argc, argv);
    TestSkeleton3DView test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_skeleton3d_view.moc"
