#include "rigpose/widgets/skeleton_view.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>
#include <optional>

#include "rigpose/widgets/camera_frame.h"
#include "rigpose/widgets/skeleton_style.h"

namespace rigpose::widgets {

using body::Joint;

namespace {

constexpr double kFitMargin = 24;    // px around the fitted content
constexpr double kBesideGap = 0.08;  // of the picture's width, between the picture and the rig
// A region without a picture: its box in a quiet grey-blue, thin, so the skeleton stays readable.
const QColor kDrawingOutline(150, 170, 200);

}  // namespace

SkeletonView::SkeletonView(QWidget* parent) : QWidget(parent)
{
    m_rightLabel = tr("R", "right side");
    m_leftLabel = tr("L", "left side");
    setObjectName(QStringLiteral("skeletonView"));
    setFocusPolicy(Qt::StrongFocus);
    setMinimumSize(240, 200);
    setAccessibleName(tr("Viewport"));
}

void SkeletonView::setSequence(std::shared_ptr<const sequence::Sequence> sequence)
{
    // The cleaned sequence replaces the raw one after a run: same picture, same frame, same
    // zoom. Only a different picture starts over.
    const bool samePicture = m_sequence && sequence && m_sequence->width == sequence->width &&
                             m_sequence->height == sequence->height;
    m_sequence = std::move(sequence);
    m_held = {};
    if (!samePicture) {
        m_frame = 0;
        m_background = QImage();
    }
    if (m_sequence && !m_sequence->frames.empty())
        m_frame = std::min(m_frame, m_sequence->frames.size() - 1);
    poseRig();
    if (!samePicture || m_fitted)
        fitToView();
    else
        update();
}

void SkeletonView::setRig(std::shared_ptr<const RigPlayback> rig)
{
    m_rig = std::move(rig);
    poseRig();
    if (m_fitted)
        fitToView();
    update();
    emit drawingsAvailable(m_rig && m_rig->drawings() && m_rig->drawings()->hasRegions());
}

void SkeletonView::setFeet(std::shared_ptr<const legs::Feet> feet)
{
    m_feet = std::move(feet);
    update();
}

void SkeletonView::setShowFloor(bool on)
{
    m_showFloor = on;
    update();
}

void SkeletonView::setShowCameraFrame(bool on)
{
    m_showCameraFrame = on;
    update();
}

std::optional<QPolygonF> SkeletonView::cameraFrame() const
{
    if (!m_showCameraFrame || !m_sequence)
        return std::nullopt;
    // The pose shown: a raw one not scanned is in the video's own pixels and carries no camera.
    return cameraFrameOf(m_poseShown == PoseShown::Raw && m_raw ? *m_raw : *m_sequence, m_frame);
}

void SkeletonView::setShowDrawings(bool on)
{
    m_showDrawings = on;
    update();
}

bool SkeletonView::drawsDrawings() const
{
    return m_showDrawings && m_rig && m_rig->drawings() && m_rig->drawings()->hasRegions() && !m_posed.empty();
}

QTransform SkeletonView::boneToPicture(std::size_t bone) const
{
    const rig::WorldTransform& w = m_posed[bone];
    // Columns (a, c) and (b, d) are the bone's axes in the world (y up) ...
    const QTransform boneToWorld(w.a, w.c, w.b, w.d, w.worldX, w.worldY);
    // ... and the placement turns world into picture px (y down): RigPlacement::toPicture.
    const RigPlacement& place = m_rig->placementAt(m_frame);
    const double scale = place.worldPerPixel > 0 ? 1.0 / place.worldPerPixel : 1.0;
    const QTransform worldToPicture(scale, 0, 0, -scale,
                                    place.pictureAnchor.x() - place.worldAnchor.x() * scale + besideOffset(),
                                    place.pictureAnchor.y() + place.worldAnchor.y() * scale);
    return boneToWorld * worldToPicture;
}

std::optional<QPolygonF> SkeletonView::drawingWidgetQuad(const QString& slot) const
{
    if (!drawsDrawings())
        return std::nullopt;
    const int index = m_rig->rig().slotIndex(slot.toStdString());
    const RigDrawings& drawings = *m_rig->drawings();
    if (index < 0 || static_cast<std::size_t>(index) >= drawings.perSlot().size())
        return std::nullopt;
    const SlotDrawing& s = drawings.perSlot()[static_cast<std::size_t>(index)];
    const RegionDrawing* region = drawings.regionAt(static_cast<std::size_t>(index), m_rig->timeAt(m_frame));
    if (!region || s.bone < 0 || static_cast<std::size_t>(s.bone) >= m_posed.size())
        return std::nullopt;
    const QTransform toPicture = region->boxToBone() * boneToPicture(static_cast<std::size_t>(s.bone));
    QPolygonF quad;
    for (const QPointF corner :
         {QPointF(0, 0), QPointF(region->width, 0), QPointF(region->width, region->height), QPointF(0, region->height)})
        quad << pictureToWidget(toPicture.map(corner));
    return quad;
}

void SkeletonView::paintDrawings(QPainter& painter) const
{
    if (!drawsDrawings())
        return;
    const RigDrawings& drawings = *m_rig->drawings();
    const std::optional<double> time = m_rig->timeAt(m_frame);
    QPen outline(kDrawingOutline, 1);
    outline.setCosmetic(true);
    painter.save();
    painter.setRenderHint(QPainter::SmoothPixmapTransform);
    const QTransform view = painter.transform();
    // Slots in draw order: index 0 first, furthest back.
    for (std::size_t i = 0; i < drawings.perSlot().size(); ++i) {
        const SlotDrawing& s = drawings.perSlot()[i];
        const RegionDrawing* region = drawings.regionAt(i, time);
        if (!region || s.bone < 0 || static_cast<std::size_t>(s.bone) >= m_posed.size() || region->width <= 0 ||
            region->height <= 0)
            continue;
        painter.setTransform(region->boxToBone() * boneToPicture(static_cast<std::size_t>(s.bone)) * view);
        const QRectF box(0, 0, region->width, region->height);
        if (!region->image.isNull()) {
            painter.drawImage(box, region->image);
        } else {
            painter.setPen(outline);
            painter.setBrush(Qt::NoBrush);
            painter.drawRect(box);
        }
    }
    painter.restore();
}

std::optional<QLineF> SkeletonView::floorLine() const
{
    if (!m_showFloor || !m_feet || !m_feet->floor || !m_rig || !m_sequence)
        return std::nullopt;
    // The floor is a world y; the placement maps world to picture, so any x on it gives the line's y.
    const RigPlacement& place = m_rig->placementAt(m_frame);
    const double y = place.toPicture(Eigen::Vector2d(place.worldAnchor.x(), *m_feet->floor)).y();
    const double left = besideOffset();
    return QLineF(left, y, left + m_sequence->width, y);
}

std::optional<QPointF> SkeletonView::plantedAnkle() const
{
    if (!m_showFloor || !m_feet || !m_rig || m_frame >= m_feet->plantedAnkle.size() || !m_feet->plantedAnkle[m_frame])
        return std::nullopt;
    return m_rig->placementAt(m_frame).toPicture(*m_feet->plantedAnkle[m_frame]) + QPointF(besideOffset(), 0);
}

std::optional<QLineF> SkeletonView::floorWidgetLine() const
{
    const auto line = floorLine();
    if (!line)
        return std::nullopt;
    return QLineF(pictureToWidget(line->p1()), pictureToWidget(line->p2()));
}

std::optional<QPointF> SkeletonView::plantedAnkleWidgetPoint() const
{
    const auto at = plantedAnkle();
    return at ? std::optional<QPointF>(pictureToWidget(*at)) : std::nullopt;
}

void SkeletonView::paintFloor(QPainter& painter) const
{
    const double pixel = 1 / m_scale;
    if (const auto line = floorLine()) {
        painter.setPen(QPen(SkeletonStyle::floorLine(), 1.5 * pixel, Qt::DashLine));
        painter.drawLine(*line);
    }
    if (const auto at = plantedAnkle()) {
        painter.setPen(QPen(SkeletonStyle::plantedAnkle(), 2 * pixel));
        painter.setBrush(Qt::NoBrush);
        painter.drawEllipse(*at, 7 * pixel, 7 * pixel);
    }
}

void SkeletonView::setHeldSpans(HeldSpans held)
{
    m_held = std::move(held);
    update();
}

void SkeletonView::setDepthLegend(const QString& source, const QString& gait)
{
    m_depthSource = source;
    m_gait = gait;
    update();
}

void SkeletonView::setFrame(std::size_t frame)
{
    if (m_sequence && !m_sequence->frames.empty())
        frame = std::min(frame, m_sequence->frames.size() - 1);
    if (frame == m_frame && !m_posed.empty())
        return;
    m_frame = frame;
    poseRig();
    update();
}

void SkeletonView::setBackground(const QImage& image)
{
    m_background = image;
    update();
}

void SkeletonView::setRigPlacement(RigPlacementMode mode)
{
    m_placement = mode;
    if (m_fitted)
        fitToView();
    update();
}

void SkeletonView::setShowLegend(bool on)
{
    m_showLegend = on;
    update();
}

void SkeletonView::poseRig() { m_posed = m_rig ? m_rig->worldAt(m_frame) : std::vector<rig::WorldTransform>{}; }

std::vector<QPointF> SkeletonView::posedBoneOrigins() const
{
    std::vector<QPointF> out;
    if (!m_rig)
        return out;
    const RigPlacement& place = m_rig->placementAt(m_frame);
    out.reserve(m_posed.size());
    for (const rig::WorldTransform& w : m_posed)
        out.push_back(place.toPicture(w.origin()));
    return out;
}

bool SkeletonView::isHeld(Joint joint) const
{
    const auto& spans = m_held[body::index(joint)];
    return std::any_of(spans.begin(), spans.end(),
                       [this](const auto& s) { return s.first <= m_frame && m_frame <= s.second; });
}

double SkeletonView::besideOffset() const
{
    if (!m_sequence || !m_rig || m_placement == RigPlacementMode::Over)
        return 0;
    return m_sequence->width * (1 + kBesideGap);
}

QRectF SkeletonView::contentRect() const
{
    if (!m_sequence || m_sequence->width <= 0 || m_sequence->height <= 0)
        return {0, 0, 640, 480};
    QRectF r(0, 0, m_sequence->width, m_sequence->height);
    if (besideOffset() > 0)
        r.setWidth(r.width() + besideOffset());
    return r;
}

QPointF SkeletonView::pictureToWidget(QPointF picture) const { return m_offset + picture * m_scale; }

void SkeletonView::fitToView()
{
    const QRectF content = contentRect();
    const double w = std::max(1.0, width() - 2 * kFitMargin), h = std::max(1.0, height() - 2 * kFitMargin);
    m_scale = std::min(w / content.width(), h / content.height());
    m_offset = QPointF((width() - content.width() * m_scale) / 2, (height() - content.height() * m_scale) / 2);
    m_fitted = true;
    update();
}

void SkeletonView::zoomBy(double factor)
{
    const QPointF centre(width() / 2.0, height() / 2.0);
    m_offset = centre + (m_offset - centre) * factor;
    m_scale *= factor;
    m_fitted = false;
    update();
}

void SkeletonView::resizeEvent(QResizeEvent*)
{
    if (m_fitted)
        fitToView();
}

void SkeletonView::wheelEvent(QWheelEvent* event)
{
    const double factor = std::pow(1.15, event->angleDelta().y() / 120.0);
    const QPointF at = event->position();
    // The picture point under the mouse stays under it.
    m_offset = at + (m_offset - at) * factor;
    m_scale *= factor;
    m_fitted = false;
    update();
}

void SkeletonView::mousePressEvent(QMouseEvent* event)
{
    m_dragFrom = event->position();
    m_pressAt = event->position();
    setFocus(Qt::MouseFocusReason);
}

void SkeletonView::mouseReleaseEvent(QMouseEvent* event)
{
    // A press that did not become a pan is a click: it picks the bone under it.
    constexpr double kClickSlop = 4;
    if (event->button() != Qt::LeftButton || (event->position() - m_pressAt).manhattanLength() > kClickSlop)
        return;
    const QString bone = boneAt(event->position());
    if (!bone.isEmpty())
        emit boneClicked(bone);
}

void SkeletonView::setRawSequence(std::shared_ptr<const sequence::Sequence> raw)
{
    m_raw = std::move(raw);
    update();
}

void SkeletonView::setPoseShown(PoseShown shown)
{
    m_poseShown = shown;
    update();
}

void SkeletonView::setOnionFrames(int frames)
{
    m_onion = std::max(0, frames);
    update();
}

void SkeletonView::paintFrameOf(QPainter& painter, const sequence::Sequence& seq, std::size_t index,
                                double opacity) const
{
    if (index >= seq.frames.size())
        return;
    const sequence::Frame& frame = seq.frames[index];
    painter.setOpacity(opacity);
    for (const sequence::Person& person : frame.people)
        paintPerson(painter, person, frame);
    painter.setOpacity(1.0);
}

void SkeletonView::setNotice(const QString& text)
{
    if (text == m_notice)
        return;
    m_notice = text;
    update();
}

void SkeletonView::setHighlightedBones(const QStringList& bones)
{
    if (bones == m_highlighted)
        return;
    m_highlighted = bones;
    update();
}

std::vector<std::pair<QPointF, QPointF>> SkeletonView::boneSegments() const
{
    std::vector<std::pair<QPointF, QPointF>> out;
    if (!m_rig || m_posed.empty())
        return out;
    const RigPlacement& place = m_rig->placementAt(m_frame);
    const QPointF shift(besideOffset(), 0);
    const rig::Rig& rig = m_rig->rig();
    out.reserve(m_posed.size());
    for (std::size_t i = 0; i < m_posed.size(); ++i) {
        const rig::WorldTransform& w = m_posed[i];
        const QPointF from = place.toPicture(w.origin()) + shift;
        QPointF to = from;
        if (rig.bones[i].length > 0) {
            to = place.toPicture(w.toWorld({rig.bones[i].length, 0})) + shift;
        } else {
            // A bone with no length reads as the line to its first child, as a 2D rig draws it.
            for (std::size_t c = i + 1; c < rig.bones.size() && c < m_posed.size(); ++c)
                if (rig.bones[c].parentIndex == static_cast<int>(i)) {
                    to = place.toPicture(m_posed[c].origin()) + shift;
                    break;
                }
        }
        out.emplace_back(from, to);
    }
    return out;
}

QString SkeletonView::boneAt(QPointF widget) const
{
    constexpr double kPickPixels = 8;
    const auto segments = boneSegments();
    double best = kPickPixels;
    int found = -1;
    for (std::size_t i = 0; i < segments.size(); ++i) {
        const QPointF a = pictureToWidget(segments[i].first), b = pictureToWidget(segments[i].second);
        const QPointF ab = b - a;
        const double len2 = QPointF::dotProduct(ab, ab);
        const double t = len2 > 0 ? std::clamp(QPointF::dotProduct(widget - a, ab) / len2, 0.0, 1.0) : 0.0;
        const QPointF d = widget - (a + t * ab);
        const double dist = std::hypot(d.x(), d.y());
        // On a tie the later bone wins: children are drawn over their parents.
        if (dist <= best) {
            best = dist;
            found = static_cast<int>(i);
        }
    }
    return found < 0 ? QString() : QString::fromStdString(m_rig->rig().bones[static_cast<std::size_t>(found)].name);
}

std::optional<QPointF> SkeletonView::boneWidgetPoint(const QString& name) const
{
    if (!m_rig)
        return std::nullopt;
    const int index = m_rig->rig().boneIndex(name.toStdString());
    const auto segments = boneSegments();
    if (index < 0 || static_cast<std::size_t>(index) >= segments.size())
        return std::nullopt;
    const auto& [a, b] = segments[static_cast<std::size_t>(index)];
    return pictureToWidget((a + b) / 2);
}

void SkeletonView::mouseMoveEvent(QMouseEvent* event)
{
    if (!(event->buttons() & (Qt::LeftButton | Qt::MiddleButton)))
        return;
    m_offset += event->position() - m_dragFrom;
    m_dragFrom = event->position();
    m_fitted = false;
    update();
}

void SkeletonView::mouseDoubleClickEvent(QMouseEvent*) { fitToView(); }

void SkeletonView::keyPressEvent(QKeyEvent* event)
{
    switch (event->key()) {
    case Qt::Key_F:
        fitToView();
        break;
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        zoomBy(1.25);
        break;
    case Qt::Key_Minus:
        zoomBy(1 / 1.25);
        break;
    default:
        QWidget::keyPressEvent(event);
    }
}

void SkeletonView::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.fillRect(rect(), SkeletonStyle::backdrop());
    if (!m_sequence || m_sequence->frames.empty()) {
        painter.setPen(palette().color(QPalette::PlaceholderText));
        painter.drawText(rect(), Qt::AlignCenter, tr("Nothing to show yet: open a project or a sequence."));
        return;
    }
    painter.setRenderHint(QPainter::Antialiasing);
    painter.save();
    painter.translate(m_offset);
    painter.scale(m_scale, m_scale);
    paintPicture(painter);
    // Under both skeletons, so neither the pose nor the rig's sticks are hidden by the art.
    paintDrawings(painter);
    const sequence::Frame& frame = m_sequence->frames[std::min(m_frame, m_sequence->frames.size() - 1)];
    const bool rawOnly = m_poseShown == PoseShown::Raw && m_raw;
    const sequence::Sequence& shown = rawOnly ? *m_raw : *m_sequence;
    // The onion skin: nearer frames less faint, all under the current one.
    for (int d = m_onion; d >= 1; --d) {
        const double opacity = 0.1 + 0.3 * (m_onion - d + 1) / m_onion;
        if (m_frame >= static_cast<std::size_t>(d))
            paintFrameOf(painter, shown, m_frame - static_cast<std::size_t>(d), opacity);
        paintFrameOf(painter, shown, m_frame + static_cast<std::size_t>(d), opacity);
    }
    if (m_poseShown == PoseShown::Both && m_raw && m_raw != m_sequence)
        paintFrameOf(painter, *m_raw, m_frame, 0.35);
    if (const auto edges = cameraFrame()) {
        painter.setPen(QPen(SkeletonStyle::cameraFrame(), 1.5 / m_scale, Qt::DashLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawPolygon(*edges);
    }
    paintFrameOf(painter, shown, m_frame, 1.0);
    paintRig(painter);
    paintFloor(painter);
    painter.restore();
    for (const sequence::Person& person : frame.people)
        paintSideLabels(painter, person);
    if (m_showLegend) {
        // The legend changes only with the sequence, the rig and the words: drawn once, then
        // copied (text layout is most of a frame's paint otherwise).
        const QString key = m_depthSource + QLatin1Char('|') + m_gait + QLatin1Char('|') +
                            QString::number(m_sequence->hasDepth()) + QString::number(m_rig != nullptr);
        if (m_legend.isNull() || key != m_legendKey) {
            m_legendKey = key;
            m_legend = legendPicture();
        }
        painter.drawPixmap(QPoint(8, 8), m_legend);
    }
    if (!m_notice.isEmpty()) {
        const QFontMetrics metrics(font());
        const QRect band(0, height() - metrics.height() - 12, width(), metrics.height() + 12);
        painter.fillRect(band, SkeletonStyle::noticeFill());
        painter.setPen(SkeletonStyle::legendText());
        painter.drawText(band.adjusted(10, 0, -10, 0), Qt::AlignVCenter | Qt::AlignLeft,
                         metrics.elidedText(m_notice, Qt::ElideRight, band.width() - 20));
    }
}

void SkeletonView::paintPicture(QPainter& painter) const
{
    const QRectF picture(0, 0, m_sequence->width, m_sequence->height);
    if (!m_background.isNull())
        painter.drawImage(picture, m_background);
    else
        painter.fillRect(picture, SkeletonStyle::pictureFill());
    painter.setPen(QPen(SkeletonStyle::pictureEdge(), 0));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(picture);
}

void SkeletonView::paintPerson(QPainter& painter, const sequence::Person& person, const sequence::Frame& frame) const
{
    // Pens are set in widget pixels (cosmetic), so lines keep their width at any zoom.
    for (const SkeletonEdge& edge : skeletonEdges()) {
        const auto& a = person.joint(edge.from);
        const auto& b = person.joint(edge.to);
        if (!a.at || !b.at)
            continue;
        std::optional<sequence::SegmentDepth> depth;
        if (edge.segment && frame.depth)
            depth = (*frame.depth)[static_cast<std::size_t>(*edge.segment)];
        QPen pen = SkeletonStyle::segmentPen(edge, depth, m_sequence->hasDepth());
        painter.setPen(pen);
        painter.drawLine(QPointF(a.at->x(), a.at->y()), QPointF(b.at->x(), b.at->y()));
    }
    const double pixel = 1 / m_scale;
    for (std::size_t j = 0; j < body::kJointCount; ++j) {
        const sequence::JointSample& sample = person.joints[j];
        if (!sample.at)
            continue;
        const Joint joint = static_cast<Joint>(j);
        const QPointF at(sample.at->x(), sample.at->y());
        const JointMark mark = SkeletonStyle::jointMark(sample, isHeld(joint));
        painter.setPen(QPen(mark.outline, mark.outlineWidth * pixel, mark.dashed ? Qt::DashLine : Qt::SolidLine));
        painter.setBrush(mark.fill);
        const double r = mark.radius * pixel;
        if (mark.square)
            painter.drawRect(QRectF(at.x() - r, at.y() - r, 2 * r, 2 * r));
        else
            painter.drawEllipse(at, r, r);
    }
}

void SkeletonView::paintSideLabels(QPainter& painter, const sequence::Person& person) const
{
    // R and L by the wrists and ankles: the subject's own sides, which a mirror-view clip flips.
    // Drawn in widget pixels, so the font is the same at every zoom and its glyphs stay cached.
    QFont font = painter.font();
    font.setBold(true);
    painter.setFont(font);
    painter.setPen(SkeletonStyle::sideLabel());
    for (Joint j : {Joint::RWrist, Joint::RAnkle, Joint::LWrist, Joint::LAnkle}) {
        const auto& sample = person.joint(j);
        if (!sample.at)
            continue;
        const bool right = j == Joint::RWrist || j == Joint::RAnkle;
        const QPointF at = pictureToWidget(QPointF(sample.at->x(), sample.at->y()));
        painter.drawText(at + QPointF(7, -6), right ? m_rightLabel : m_leftLabel);
    }
}

void SkeletonView::paintRig(QPainter& painter) const
{
    if (!m_rig || m_posed.empty())
        return;
    const RigPlacement& place = m_rig->placementAt(m_frame);
    const QPointF shift(besideOffset(), 0);
    const rig::Rig& rig = m_rig->rig();
    const double pixel = 1 / m_scale;
    painter.setPen(SkeletonStyle::rigPen());
    for (std::size_t i = 0; i < m_posed.size(); ++i) {
        const rig::WorldTransform& w = m_posed[i];
        const QPointF from = place.toPicture(w.origin()) + shift;
        const QPointF to = place.toPicture(w.toWorld({rig.bones[i].length, 0})) + shift;
        if (rig.bones[i].length > 0)
            painter.drawLine(from, to);
    }
    painter.setBrush(SkeletonStyle::rigJoint());
    painter.setPen(Qt::NoPen);
    for (const rig::WorldTransform& w : m_posed)
        painter.drawEllipse(place.toPicture(w.origin()) + shift, 3 * pixel, 3 * pixel);
    if (m_highlighted.isEmpty())
        return;
    const auto segments = boneSegments();
    QPen pen(SkeletonStyle::highlight(), 5 * pixel, Qt::SolidLine, Qt::RoundCap);
    QFont small = painter.font();
    small.setPointSizeF(small.pointSizeF() * pixel);
    painter.setFont(small);
    for (const QString& name : m_highlighted) {
        const int index = rig.boneIndex(name.toStdString());
        if (index < 0 || static_cast<std::size_t>(index) >= segments.size())
            continue;
        const auto& [a, b] = segments[static_cast<std::size_t>(index)];
        painter.setPen(pen);
        painter.setBrush(SkeletonStyle::highlight());
        if (a == b)
            painter.drawEllipse(a, 5 * pixel, 5 * pixel);
        else
            painter.drawLine(a, b);
        painter.setPen(SkeletonStyle::legendText());
        painter.drawText((a + b) / 2 + QPointF(6 * pixel, -6 * pixel), name);
    }
}

QPixmap SkeletonView::legendPicture() const
{
    QStringList lines;
    const QString depth = m_sequence->hasDepth() ? (m_gait.isEmpty() ? tr("Depth: %1").arg(m_depthSource)
                                                                     : tr("Depth: %1 (%2)").arg(m_depthSource, m_gait))
                                                 : tr("Depth: none in this sequence");
    struct Row {
        QColor colour;
        QString text;
        bool joint;
    };
    std::vector<Row> rows;
    if (m_sequence->hasDepth()) {
        rows.push_back({SkeletonStyle::toward(), tr("toward the camera"), false});
        rows.push_back({SkeletonStyle::away(), tr("away from the camera"), false});
        rows.push_back({SkeletonStyle::flat(), tr("flat"), false});
    }
    rows.push_back({SkeletonStyle::observedJoint(), tr("joint (size: score)"), true});
    rows.push_back({SkeletonStyle::inferredJoint(), tr("inferred or occluded (dashed)"), true});
    rows.push_back({SkeletonStyle::heldJoint(), tr("held by clean (square)"), true});
    if (m_rig)
        rows.push_back({SkeletonStyle::rigPen().color(), tr("rig, posed by our Poser"), false});

    const QFontMetrics metrics(font());
    const int line = metrics.height() + 2;
    int textWidth = metrics.horizontalAdvance(depth);
    for (const Row& row : rows)
        textWidth = std::max(textWidth, metrics.horizontalAdvance(row.text) + 22);
    const QRect box(0, 0, textWidth + 16, line * (static_cast<int>(rows.size()) + 1) + 10);
    const qreal ratio = devicePixelRatioF();
    QPixmap picture(box.size() * ratio);
    picture.setDevicePixelRatio(ratio);
    picture.fill(Qt::transparent);
    QPainter painter(&picture);
    painter.setFont(font());
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(box, SkeletonStyle::legendFill());
    painter.setPen(SkeletonStyle::legendText());
    painter.drawText(QPoint(box.left() + 8, box.top() + 5 + metrics.ascent()), depth);
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const int y = box.top() + 5 + line * static_cast<int>(i + 1);
        const QRect swatch(box.left() + 8, y + line / 2 - 4, 14, 8);
        if (rows[i].joint) {
            painter.setBrush(rows[i].colour);
            painter.setPen(Qt::NoPen);
            painter.drawEllipse(swatch.center(), 4, 4);
        } else {
            painter.fillRect(swatch.adjusted(0, 2, 0, -2), rows[i].colour);
        }
        painter.setPen(SkeletonStyle::legendText());
        painter.drawText(QPoint(box.left() + 30, y + metrics.ascent()), rows[i].text);
    }
    painter.end();
    return picture;
}

}  // namespace rigpose::widgets
