#include "rigpose/widgets/skeleton3d_view.h"

#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>
#include <cmath>
#include <tuple>

#include "rigpose/r3d/roles.h"
#include "rigpose/widgets/role_palette.h"
#include "rigpose/widgets/skeleton_style.h"

namespace rigpose::widgets {

namespace {

constexpr double kJointRadius = 4;      // widget px
constexpr double kBoneWidth = 3;        // widget px
constexpr double kHighlightRadius = 8;  // widget px, the ring round the highlighted joint
constexpr double kFadedOpacity = 0.4;   // overlaid: every figure but the one on top
const QColor kLabelText(220, 220, 220);
const QColor kColumnRule(80, 82, 88);

int parentOf(const Figure3D& figure, std::size_t joint)
{
    return joint < figure.parents.size() ? figure.parents[joint] : -1;
}

int roleOf(const Figure3D& figure, std::size_t joint) { return joint < figure.roles.size() ? figure.roles[joint] : -1; }

// The joint's parent when it is one to draw a bone from: in range, not itself, both finite.
std::optional<std::size_t> drawnParent(const Figure3D& figure, std::size_t joint)
{
    const int parent = parentOf(figure, joint);
    if (parent < 0 || static_cast<std::size_t>(parent) >= figure.joints.size() ||
        static_cast<std::size_t>(parent) == joint)
        return std::nullopt;
    if (!figure.joints[joint].allFinite() || !figure.joints[static_cast<std::size_t>(parent)].allFinite())
        return std::nullopt;
    return static_cast<std::size_t>(parent);
}

// One line or dot, drawn in order of depth.
struct Piece {
    double depth;
    bool dot;  // at one depth a joint's dot lies over the bones that meet it
    QPointF from, to;
    QColor colour;
};

}  // namespace

Skeleton3DView::Skeleton3DView(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("skeleton3dView"));
    setFocusPolicy(Qt::StrongFocus);
    setAccessibleName(tr("3D viewport"));
    setAccessibleDescription(tr("The source and target skeletons in 3D, coloured by role"));
    setToolTip(
        tr("Drag to turn the view; click a joint to select it.\n"
           "F, S, T: front, side, top; R or a double click: back to that view; arrows: turn"));
}

void Skeleton3DView::setFigures(std::vector<Figure3D> figures)
{
    m_figures = std::move(figures);
    update();
}

void Skeleton3DView::setFigureLayout(Layout layout)
{
    if (layout == m_layout)
        return;
    m_layout = layout;
    update();
}

void Skeleton3DView::setPreset(Preset preset)
{
    m_preset = preset;
    resetCamera();
}

void Skeleton3DView::resetCamera() { turnTo(OrbitCamera::presetYaw(m_preset), OrbitCamera::presetPitch(m_preset)); }

void Skeleton3DView::setYawPitch(double yaw, double pitch) { turnTo(yaw, pitch); }

void Skeleton3DView::turnTo(double yaw, double pitch)
{
    OrbitCamera next = m_camera;
    next.setYawPitch(yaw, pitch);
    if (next.yaw() == m_camera.yaw() && next.pitch() == m_camera.pitch())
        return;
    m_camera = next;
    update();
    emit cameraChanged();
}

void Skeleton3DView::setHighlighted(int figure, int joint)
{
    const FigureJoint next{figure, joint};
    if (next == m_highlighted)
        return;
    m_highlighted = next;
    update();
}

QRectF Skeleton3DView::figureRect(int figure) const
{
    if (m_layout == Layout::Overlaid || m_figures.empty())
        return QRectF(rect());
    const double column = width() / static_cast<double>(m_figures.size());
    return QRectF(figure * column, 0, column, height());
}

std::vector<ViewFit> Skeleton3DView::fits() const
{
    const auto fitRect = [this](int figure) { return figureRect(figure).adjusted(0, kLabelBand, 0, 0); };
    std::vector<ViewFit> out;
    if (m_layout == Layout::Overlaid) {
        std::vector<Eigen::Vector3d> all;
        for (const Figure3D& figure : m_figures)
            all.insert(all.end(), figure.joints.begin(), figure.joints.end());
        out.assign(m_figures.size(), m_camera.fit(all, fitRect(0), kMargin));
        return out;
    }
    for (std::size_t f = 0; f < m_figures.size(); ++f)
        out.push_back(m_camera.fit(m_figures[f].joints, fitRect(static_cast<int>(f)), kMargin));
    return out;
}

std::optional<QPointF> Skeleton3DView::jointWidgetPoint(int figure, int joint) const
{
    if (figure < 0 || static_cast<std::size_t>(figure) >= m_figures.size())
        return std::nullopt;
    const Figure3D& f = m_figures[static_cast<std::size_t>(figure)];
    if (joint < 0 || static_cast<std::size_t>(joint) >= f.joints.size())
        return std::nullopt;
    const Eigen::Vector3d& p = f.joints[static_cast<std::size_t>(joint)];
    if (!p.allFinite())
        return std::nullopt;
    return fits()[static_cast<std::size_t>(figure)].toWidget(m_camera.project(p));
}

std::optional<FigureJoint> Skeleton3DView::jointAt(QPointF widget) const
{
    const std::vector<ViewFit> all = fits();
    std::optional<FigureJoint> best;
    double bestDistance = kPickRadius, bestDepth = 0;
    for (std::size_t f = 0; f < m_figures.size(); ++f) {
        for (std::size_t j = 0; j < m_figures[f].joints.size(); ++j) {
            const Eigen::Vector3d& p = m_figures[f].joints[j];
            if (!p.allFinite())
                continue;
            const QPointF d = all[f].toWidget(m_camera.project(p)) - widget;
            const double distance = std::hypot(d.x(), d.y()), depth = m_camera.depth(p);
            // On a tie, the joint the user sees: a later figure is drawn over an earlier one,
            // and within a figure the nearer joint over the farther.
            const bool tie = best && std::abs(distance - bestDistance) < 1e-9;
            const bool onTop = tie && (best->figure < static_cast<int>(f) || depth < bestDepth);
            if ((!tie && distance <= bestDistance) || onTop) {
                bestDistance = distance;
                bestDepth = depth;
                best = FigureJoint{static_cast<int>(f), static_cast<int>(j)};
            }
        }
    }
    return best;
}

QString Skeleton3DView::jointText(FigureJoint at) const
{
    const Figure3D& figure = m_figures[static_cast<std::size_t>(at.figure)];
    const auto joint = static_cast<std::size_t>(at.joint);
    QString name = joint < figure.names.size() && !figure.names[joint].isEmpty() ? figure.names[joint]
                                                                                 : tr("joint %1").arg(at.joint);
    const int role = roleOf(figure, joint);
    if (role >= 0 && role < static_cast<int>(r3d::kRoleCount)) {
        const std::string_view roleName = r3d::roleName(static_cast<r3d::Role>(role));
        name = tr("%1 (%2)").arg(name, QString::fromUtf8(roleName.data(), static_cast<qsizetype>(roleName.size())));
    }
    return figure.label.isEmpty() ? name : tr("%1: %2").arg(figure.label, name);
}

QSize Skeleton3DView::sizeHint() const { return {480, 360}; }

QSize Skeleton3DView::minimumSizeHint() const { return {160, 120}; }

bool Skeleton3DView::event(QEvent* event)
{
    // Over a joint the tooltip names it; elsewhere it is the view's own, the controls.
    if (event->type() == QEvent::ToolTip) {
        const auto* help = static_cast<QHelpEvent*>(event);
        if (const auto at = jointAt(help->pos())) {
            QToolTip::showText(help->globalPos(), jointText(*at), this);
            return true;
        }
    }
    return QWidget::event(event);
}

void Skeleton3DView::mousePressEvent(QMouseEvent* event)
{
    setFocus(Qt::MouseFocusReason);
    if (event->button() != Qt::LeftButton)
        return;
    m_pressed = true;
    m_dragging = false;
    m_pressAt = m_dragFrom = event->position();
}

void Skeleton3DView::mouseMoveEvent(QMouseEvent* event)
{
    if (!m_pressed)
        return;
    const QPointF at = event->position();
    // Once past the slop the drag counts from the press, so no pixel of it is lost.
    if (!m_dragging && (at - m_pressAt).manhattanLength() > kClickSlop)
        m_dragging = true;
    if (!m_dragging)
        return;
    OrbitCamera next = m_camera;
    next.drag(at - m_dragFrom);
    m_dragFrom = at;
    turnTo(next.yaw(), next.pitch());
}

void Skeleton3DView::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton || !m_pressed)
        return;
    // The release is the drag's last position, in case no move arrived before it.
    mouseMoveEvent(event);
    m_pressed = false;
    if (m_dragging)
        return;
    if (const auto at = jointAt(m_pressAt))
        emit jointPicked(at->figure, at->joint);
}

void Skeleton3DView::mouseDoubleClickEvent(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton)
        resetCamera();
}

void Skeleton3DView::keyPressEvent(QKeyEvent* event)
{
    // An arrow turns as a drag the same way would, so the two never disagree.
    const double step = kKeyStepDegrees / OrbitCamera::kDegreesPerPixel;
    const auto turnBy = [this](QPointF drag) {
        OrbitCamera next = m_camera;
        next.drag(drag);
        turnTo(next.yaw(), next.pitch());
    };
    switch (event->key()) {
    case Qt::Key_F:
        setPreset(Preset::Front);
        break;
    case Qt::Key_S:
        setPreset(Preset::Side);
        break;
    case Qt::Key_T:
        setPreset(Preset::Top);
        break;
    case Qt::Key_R:
    case Qt::Key_Home:
        resetCamera();
        break;
    case Qt::Key_Left:
        turnBy({-step, 0});
        break;
    case Qt::Key_Right:
        turnBy({step, 0});
        break;
    case Qt::Key_Up:
        turnBy({0, -step});
        break;
    case Qt::Key_Down:
        turnBy({0, step});
        break;
    default:
        QWidget::keyPressEvent(event);
    }
}

void Skeleton3DView::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.fillRect(rect(), SkeletonStyle::backdrop());
    if (m_figures.empty()) {
        painter.setPen(palette().color(QPalette::PlaceholderText));
        painter.drawText(rect(), Qt::AlignCenter, tr("No 3D pose to show yet."));
        return;
    }
    painter.setRenderHint(QPainter::Antialiasing);
    const std::vector<ViewFit> all = fits();
    const bool overlaid = m_layout == Layout::Overlaid;
    for (std::size_t f = 0; f < m_figures.size(); ++f) {
        painter.setOpacity(overlaid && f + 1 < m_figures.size() ? kFadedOpacity : 1.0);
        paintFigure(painter, static_cast<int>(f), all[f]);
    }
    painter.setOpacity(1.0);
    if (!overlaid) {
        painter.setPen(QPen(kColumnRule, 1));
        for (std::size_t f = 1; f < m_figures.size(); ++f) {
            const double x = figureRect(static_cast<int>(f)).left();
            painter.drawLine(QPointF(x, 0), QPointF(x, height()));
        }
    }
    paintLabels(painter);
    paintHighlight(painter);
}

void Skeleton3DView::paintFigure(QPainter& painter, int figure, const ViewFit& fit) const
{
    const Figure3D& f = m_figures[static_cast<std::size_t>(figure)];
    const std::size_t count = f.joints.size();
    std::vector<int> children(count, 0);
    for (std::size_t j = 0; j < count; ++j)
        if (const auto parent = drawnParent(f, j))
            ++children[*parent];

    std::vector<Piece> pieces;
    pieces.reserve(2 * count);
    for (std::size_t j = 0; j < count; ++j) {
        const Eigen::Vector3d& p = f.joints[j];
        if (!p.allFinite())
            continue;
        const QPointF at = fit.toWidget(m_camera.project(p));
        pieces.push_back({m_camera.depth(p), true, at, at, roleColour(roleOf(f, j))});
        const auto parent = drawnParent(f, j);
        if (!parent)
            continue;
        const Eigen::Vector3d& q = f.joints[*parent];
        // A bone is its parent joint's, except where the parent branches (the hips, the chest):
        // no one bone runs along each branch, so it takes the limb it leads to.
        const int role = children[*parent] > 1 ? roleOf(f, j) : roleOf(f, *parent);
        pieces.push_back({m_camera.depth((p + q) / 2), false, fit.toWidget(m_camera.project(q)), at, roleColour(role)});
    }
    std::stable_sort(pieces.begin(), pieces.end(), [](const Piece& a, const Piece& b) {
        return std::tuple(-a.depth, a.dot) < std::tuple(-b.depth, b.dot);
    });

    QPen bone(Qt::black, kBoneWidth, Qt::SolidLine, Qt::RoundCap);
    const QPen dotEdge(SkeletonStyle::backdrop(), 1);
    for (const Piece& piece : pieces) {
        if (piece.dot) {
            painter.setPen(dotEdge);
            painter.setBrush(piece.colour);
            painter.drawEllipse(piece.from, kJointRadius, kJointRadius);
        } else {
            bone.setColor(piece.colour);
            painter.setPen(bone);
            painter.drawLine(piece.from, piece.to);
        }
    }
}

void Skeleton3DView::paintLabels(QPainter& painter) const
{
    const QFontMetrics metrics(font());
    painter.setPen(kLabelText);
    if (m_layout == Layout::SideBySide) {
        for (std::size_t f = 0; f < m_figures.size(); ++f) {
            const QRectF band = figureRect(static_cast<int>(f)).adjusted(4, 0, -4, 0);
            const QRectF text(band.left(), band.top(), band.width(), kLabelBand);
            painter.drawText(text, Qt::AlignCenter,
                             metrics.elidedText(m_figures[f].label, Qt::ElideRight, static_cast<int>(text.width())));
        }
        return;
    }
    // Overlaid, the band is the legend: the labels in drawing order, faded as their figures are.
    double x = 8;
    for (std::size_t f = 0; f < m_figures.size(); ++f) {
        painter.setOpacity(f + 1 < m_figures.size() ? kFadedOpacity + 0.2 : 1.0);
        const QString& label = m_figures[f].label;
        painter.drawText(QRectF(x, 0, width() - x, kLabelBand), Qt::AlignLeft | Qt::AlignVCenter, label);
        x += metrics.horizontalAdvance(label) + 16;
    }
    painter.setOpacity(1.0);
}

void Skeleton3DView::paintHighlight(QPainter& painter) const
{
    const auto at = jointWidgetPoint(m_highlighted.figure, m_highlighted.joint);
    if (!at)
        return;
    painter.setPen(QPen(SkeletonStyle::highlight(), 2));
    painter.setBrush(Qt::NoBrush);
    painter.drawEllipse(*at, kHighlightRadius, kHighlightRadius);
    // The name beside the ring, on its left where the right would run out of its column.
    const QString text = jointText(m_highlighted);
    const double textWidth = QFontMetricsF(font()).horizontalAdvance(text);
    const double gap = kHighlightRadius + 4;
    const double right = figureRect(m_highlighted.figure).right();
    const double x = at->x() + gap + textWidth <= right ? at->x() + gap : at->x() - gap - textWidth;
    painter.setPen(kLabelText);
    painter.drawText(QPointF(x, at->y() - kHighlightRadius), text);
}

}  // namespace rigpose::widgets
