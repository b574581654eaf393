#include "raise_art.h"

#include <QPainter>
#include <QPainterPath>
#include <QPen>

namespace rigpose::tools {

namespace {

// The palette: skin, the shirt and its darker fold, trousers, shoes, the "up" drawing's sleeve.
const QColor kOutline(0x22, 0x22, 0x22);
const QColor kSkin(0xf1, 0xc2, 0x7d);
const QColor kSkinShade(0xc9, 0x95, 0x5a);
const QColor kShirt(0x3b, 0x6f, 0xb6);
const QColor kShirtFold(0x2a, 0x4f, 0x86);
const QColor kTrousers(0x55, 0x57, 0x5d);
const QColor kShoe(0x2b, 0x2b, 0x2b);
const QColor kRed(0xc8, 0x40, 0x2f);
const QColor kRedStripe(0xf2, 0xd0, 0x4a);

// A clear picture and a painter on it with the one pen every outline uses. Antialiasing stays
// off: every pixel is a whole palette colour or clear, the same on any machine.
struct Canvas {
    QImage image;
    QPainter painter;
    Canvas(int width, int height) : image(width, height, QImage::Format_ARGB32_Premultiplied)
    {
        image.fill(Qt::transparent);
        painter.begin(&image);
        painter.setRenderHint(QPainter::Antialiasing, false);
        painter.setPen(QPen(kOutline, 3, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
    }
    void fill(const QColor& colour) { painter.setBrush(colour); }
    QImage done()
    {
        painter.end();
        return image.convertToFormat(QImage::Format_ARGB32);
    }
};

// A sleeve or trouser leg: a rounded band along x, `from`..`to`, `height` tall, centred.
void band(Canvas& c, const QColor& colour, double from, double to, double height, double radius)
{
    const double top = (c.image.height() - height) / 2;
    c.fill(colour);
    c.painter.drawRoundedRect(QRectF(from, top, to - from, height), radius, radius);
}

QImage torso()
{
    // 280 × 150: the waist at the left (the hip end of the chest bone), the shoulders at the right.
    Canvas c(280, 150);
    QPainterPath shirt;
    shirt.moveTo(3, 22);
    shirt.lineTo(250, 3);
    shirt.quadTo(277, 3, 277, 40);
    shirt.lineTo(277, 110);
    shirt.quadTo(277, 147, 250, 147);
    shirt.lineTo(3, 128);
    shirt.closeSubpath();
    c.fill(kShirt);
    c.painter.drawPath(shirt);
    // A placket down the middle and the collar's dark V at the neck end.
    c.fill(kShirtFold);
    c.painter.drawRect(QRectF(20, 70, 215, 10));
    QPolygonF collar;
    collar << QPointF(277, 52) << QPointF(236, 75) << QPointF(277, 98);
    c.fill(kSkin);
    c.painter.drawPolygon(collar);
    return c.done();
}

QImage pelvis()
{
    Canvas c(124, 64);
    c.fill(kTrousers);
    c.painter.drawRoundedRect(QRectF(2, 2, 120, 60), 14, 14);
    c.fill(kOutline);
    c.painter.drawRect(QRectF(2, 10, 120, 6));  // the belt
    return c.done();
}

QImage head()
{
    // 110 × 96: the neck at the left, the face's oval beyond it; the eyes and mouth are flat dots.
    Canvas c(110, 96);
    c.fill(kSkin);
    c.painter.drawRect(QRectF(2, 33, 26, 30));
    c.painter.drawEllipse(QRectF(16, 4, 91, 88));
    c.fill(kOutline);
    c.painter.drawEllipse(QRectF(66, 30, 7, 7));
    c.painter.drawEllipse(QRectF(66, 59, 7, 7));
    c.fill(kSkinShade);
    c.painter.drawRect(QRectF(38, 40, 5, 16));
    return c.done();
}

QImage upperArm()
{
    Canvas c(136, 36);
    band(c, kShirt, 2, 134, 32, 12);
    return c.done();
}

// The hand hangs past the wrist: the sleeve runs 0..118, the hand 112..150.
QImage forearm()
{
    Canvas c(150, 32);
    c.fill(kSkin);
    c.painter.drawEllipse(QRectF(110, 3, 38, 26));
    band(c, kShirt, 2, 118, 26, 9);
    c.fill(kShirtFold);
    c.painter.drawRect(QRectF(104, 3, 14, 26));  // the cuff
    return c.done();
}

QImage thigh()
{
    Canvas c(184, 46);
    band(c, kTrousers, 2, 182, 42, 14);
    return c.done();
}

QImage shin()
{
    Canvas c(186, 40);
    band(c, kTrousers, 2, 170, 32, 10);
    c.fill(kShoe);
    c.painter.drawRoundedRect(QRectF(160, 2, 24, 36), 8, 8);
    return c.done();
}

// "out": the arm held level with its sleeve rolled to above the elbow, the hand open.
QImage upperArmOut()
{
    Canvas c(136, 36);
    band(c, kSkin, 40, 134, 26, 10);
    band(c, kShirt, 2, 64, 32, 12);
    c.fill(kShirtFold);
    c.painter.drawRoundedRect(QRectF(56, 1, 16, 34), 5, 5);  // the roll
    return c.done();
}

QImage forearmOut()
{
    Canvas c(150, 48);
    c.fill(kSkin);
    // Four fingers fanned out past the palm, and the thumb up at the side.
    for (int i = 0; i < 4; ++i)
        c.painter.drawRoundedRect(QRectF(120, 9 + i * 8, 28, 6), 3, 3);
    c.painter.drawRoundedRect(QRectF(104, 1, 8, 18), 3, 3);
    c.painter.drawRect(QRectF(100, 10, 26, 34));
    band(c, kSkin, 2, 108, 22, 8);
    return c.done();
}

// "up": the arm overhead in a red sleeve with a yellow band, the hand a fist.
QImage upperArmUp()
{
    Canvas c(136, 36);
    band(c, kRed, 2, 134, 32, 12);
    c.fill(kRedStripe);
    c.painter.drawRect(QRectF(20, 14, 96, 8));
    return c.done();
}

QImage forearmUp()
{
    Canvas c(150, 44);
    c.fill(kSkin);
    c.painter.drawEllipse(QRectF(106, 2, 40, 40));
    c.fill(kSkinShade);
    for (int i = 0; i < 3; ++i)
        c.painter.drawRect(QRectF(128, 11 + i * 8, 12, 3));  // the knuckles' creases
    band(c, kRed, 2, 112, 28, 9);
    c.fill(kRedStripe);
    c.painter.drawRect(QRectF(96, 8, 10, 28));  // the cuff
    return c.done();
}

}  // namespace

std::vector<ArtPart> drawRaiseArt()
{
    return {
        {QStringLiteral("torso.png"), torso()},
        {QStringLiteral("pelvis.png"), pelvis()},
        {QStringLiteral("head.png"), head()},
        {QStringLiteral("upperarm.png"), upperArm()},
        {QStringLiteral("forearm.png"), forearm()},
        {QStringLiteral("thigh.png"), thigh()},
        {QStringLiteral("shin.png"), shin()},
        {QStringLiteral("upperarm_out.png"), upperArmOut()},
        {QStringLiteral("forearm_out.png"), forearmOut()},
        {QStringLiteral("upperarm_up.png"), upperArmUp()},
        {QStringLiteral("forearm_up.png"), forearmUp()},
    };
}

}  // namespace rigpose::tools
