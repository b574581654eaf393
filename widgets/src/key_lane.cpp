#include "rigpose/widgets/key_lane.h"

#include <QAbstractItemModel>
#include <QContextMenuEvent>
#include <QHelpEvent>
#include <QItemSelectionModel>
#include <QKeyEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <algorithm>
#include <cmath>

#include "rigpose/widgets/frame_times.h"
#include "rigpose/widgets/key_columns.h"

namespace rigpose::widgets {

namespace {

constexpr int kLaneHeight = 20;
constexpr double kMarkRadius = 5;
constexpr double kHitRadius = 7;
// A press moving less than this is a click, not a drag.
constexpr int kDragStart = 3;

QPainterPath diamond(QPointF centre, double r)
{
    QPainterPath path;
    path.moveTo(centre + QPointF(0, -r));
    path.lineTo(centre + QPointF(r, 0));
    path.lineTo(centre + QPointF(0, r));
    path.lineTo(centre + QPointF(-r, 0));
    path.closeSubpath();
    return path;
}

}  // namespace

double timeOfFrame(const std::vector<double>& times, double frame)
{
    if (times.empty())
        return 0;
    const double last = static_cast<double>(times.size() - 1);
    const double f = std::clamp(frame, 0.0, last);
    const auto i = static_cast<std::size_t>(std::floor(f));
    if (i + 1 >= times.size())
        return times.back();
    return times[i] + (f - static_cast<double>(i)) * (times[i + 1] - times[i]);
}

double frameAtTime(const std::vector<double>& times, double t)
{
    if (times.size() < 2 || t <= times.front())
        return 0;
    if (t >= times.back())
        return static_cast<double>(times.size() - 1);
    const std::size_t i = frameShownAt(times, t);
    const double gap = times[i + 1] - times[i];
    return static_cast<double>(i) + (gap > 0 ? (t - times[i]) / gap : 0);
}

KeyLane::KeyLane(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("keyLane"));
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    setFixedHeight(kLaneHeight + 4);
    setAccessibleName(tr("Key lane"));
}

void KeyLane::setModel(QAbstractItemModel* model, QItemSelectionModel* selection)
{
    if (m_model)
        m_model->disconnect(this);
    if (m_selection)
        m_selection->disconnect(this);
    m_model = model;
    m_selection = selection;
    const auto repaint = [this] { update(); };
    if (m_model) {
        connect(m_model, &QAbstractItemModel::modelReset, this, repaint);
        connect(m_model, &QAbstractItemModel::dataChanged, this, repaint);
        connect(m_model, &QAbstractItemModel::rowsInserted, this, repaint);
        connect(m_model, &QAbstractItemModel::rowsRemoved, this, repaint);
    }
    if (m_selection)
        connect(m_selection, &QItemSelectionModel::currentChanged, this, repaint);
    update();
}

void KeyLane::setValueKeys(int column, std::vector<std::pair<int, QVariant>> keys)
{
    m_valueColumn = column;
    m_valueKeys = std::move(keys);
}

void KeyLane::setTitle(const QString& title)
{
    m_title = title;
    update();
}

void KeyLane::setFrameTimes(std::shared_ptr<const std::vector<double>> times)
{
    m_times = std::move(times);
    update();
}

void KeyLane::setAxis(const TimeAxis& axis)
{
    m_axis = axis;
    update();
}

void KeyLane::setCurrentFrame(std::size_t frame)
{
    m_current = frame;
    update();
}

int KeyLane::keyCount() const { return m_model ? m_model->rowCount() : 0; }

double KeyLane::keyFrame(int row) const { return m_model->index(row, 0).data(key_columns::FrameRole).toDouble(); }

double KeyLane::xOfFrame(double frame) const
{
    return m_times ? m_axis.toPixel(timeOfFrame(*m_times, frame)) : m_axis.left;
}

QPointF KeyLane::keyPoint(int row) const
{
    const double frame = row == m_dragRow && m_dragFrame ? *m_dragFrame : keyFrame(row);
    return {xOfFrame(frame), height() / 2.0};
}

int KeyLane::keyAt(QPoint point) const
{
    int best = -1;
    double bestDistance = kHitRadius;
    for (int row = 0; row < keyCount(); ++row) {
        const double d = std::abs(keyPoint(row).x() - point.x());
        if (d <= bestDistance && std::abs(point.y() - height() / 2.0) <= kHitRadius + 4) {
            best = row;
            bestDistance = d;
        }
    }
    return best;
}

int KeyLane::selectedKey() const
{
    return m_selection && m_selection->currentIndex().isValid() ? m_selection->currentIndex().row() : -1;
}

void KeyLane::selectKey(int row)
{
    if (!m_selection || !m_model)
        return;
    const QModelIndex index = m_model->index(row, 0);
    m_selection->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
}

double KeyLane::dropFrameAt(double x, Qt::KeyboardModifiers modifiers) const
{
    if (!m_times || m_times->empty())
        return 0;
    const double f = frameAtTime(*m_times, m_axis.toTime(x));
    if (m_fractional && (modifiers & Qt::ShiftModifier))
        return std::round(f * 10) / 10;
    return std::round(f);
}

QSize KeyLane::sizeHint() const { return {400, kLaneHeight + 4}; }

QSize KeyLane::minimumSizeHint() const { return {120, kLaneHeight + 4}; }

void KeyLane::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF lane(m_axis.left, 2, m_axis.width, kLaneHeight);
    const QRect nameRect(0, 2, static_cast<int>(m_axis.left), kLaneHeight);
    painter.setPen(palette().color(hasFocus() ? QPalette::Highlight : QPalette::Text));
    painter.drawText(nameRect.adjusted(4, 0, -4, 0), Qt::AlignVCenter | Qt::AlignLeft,
                     painter.fontMetrics().elidedText(m_title, Qt::ElideRight, nameRect.width() - 8));
    painter.fillRect(lane, palette().base());
    painter.setPen(palette().color(QPalette::Mid));
    painter.drawLine(lane.topLeft() + QPointF(0, lane.height() / 2), lane.topRight() + QPointF(0, lane.height() / 2));
    if (m_times && m_current < m_times->size()) {
        painter.setPen(QPen(QColor(220, 40, 40), 1));
        const double x = m_axis.toPixel((*m_times)[m_current]);
        painter.drawLine(QPointF(x, lane.top()), QPointF(x, lane.bottom()));
    }
    // The state a coloured key holds, up to the next key (the last to the clip's end). Keys are
    // in the file's order; a band runs only forward.
    painter.setClipRect(lane);
    const double end = m_times && !m_times->empty() ? xOfFrame(static_cast<double>(m_times->size() - 1)) : lane.right();
    for (int row = 0; row < keyCount(); ++row) {
        const QVariant color = m_model->index(row, 0).data(key_columns::ColorRole);
        if (!color.isValid())
            continue;
        const double from = keyPoint(row).x();
        const double to = row + 1 < keyCount() ? keyPoint(row + 1).x() : end;
        if (to <= from)
            continue;
        QColor band = color.value<QColor>();
        band.setAlpha(90);
        painter.fillRect(QRectF(from, lane.top() + lane.height() * 0.3, to - from, lane.height() * 0.4), band);
    }
    painter.setClipRect(lane.adjusted(-kMarkRadius, 0, kMarkRadius, 0));
    const int selected = selectedKey();
    for (int row = 0; row < keyCount(); ++row) {
        const bool problem = !m_model->index(row, 0).data(key_columns::ProblemsRole).toStringList().isEmpty();
        const QVariant color = m_model->index(row, 0).data(key_columns::ColorRole);
        // A coloured key keeps its colour when selected (the outline shows the selection).
        const QColor fill = problem           ? QColor(210, 40, 40)
                            : color.isValid() ? color.value<QColor>()
                            : row == selected ? QColor(255, 190, 30)
                                              : QColor(90, 110, 200);
        painter.setPen(
            QPen(row == selected ? palette().color(QPalette::Text) : fill.darker(150), row == selected ? 2 : 1));
        painter.setBrush(fill);
        painter.drawPath(diamond(keyPoint(row), kMarkRadius));
    }
}

void KeyLane::mousePressEvent(QMouseEvent* event)
{
    setFocus(Qt::MouseFocusReason);
    m_pressPoint = event->position().toPoint();
    if (event->button() != Qt::LeftButton)
        return;
    const int row = keyAt(m_pressPoint);
    if (row >= 0) {
        selectKey(row);
        m_dragRow = row;
        m_dragFrame.reset();
    } else if (m_times && !m_times->empty() && m_pressPoint.x() >= m_axis.left) {
        emit frameRequested(static_cast<std::size_t>(std::round(dropFrameAt(m_pressPoint.x(), {}))));
    }
}

void KeyLane::mouseMoveEvent(QMouseEvent* event)
{
    if (m_dragRow < 0 || !(event->buttons() & Qt::LeftButton))
        return;
    if (!m_dragFrame && std::abs(event->position().x() - m_pressPoint.x()) < kDragStart)
        return;
    m_dragFrame = dropFrameAt(event->position().x(), event->modifiers());
    update();
}

void KeyLane::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton || m_dragRow < 0)
        return;
    const int row = m_dragRow;
    const std::optional<double> frame = m_dragFrame;
    m_dragRow = -1;
    m_dragFrame.reset();
    update();
    if (frame && *frame != keyFrame(row))
        emit keyMoved(row, *frame);
}

void KeyLane::mouseDoubleClickEvent(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton && keyAt(event->position().toPoint()) < 0 &&
        event->position().x() >= m_axis.left)
        emit addKeyRequested(dropFrameAt(event->position().x(), event->modifiers()));
}

void KeyLane::keyPressEvent(QKeyEvent* event)
{
    const int selected = selectedKey();
    if ((event->key() == Qt::Key_Delete || event->key() == Qt::Key_Backspace) && selected >= 0) {
        emit removeKeyRequested(selected);
    } else if (const QVariant* value = valueOfKey(event->key(), event->modifiers());
               value && m_times && !m_times->empty()) {
        emit valueKeyRequested(static_cast<double>(m_current), m_valueColumn, *value);
    } else if (event->key() == Qt::Key_Left || event->key() == Qt::Key_Right) {
        // Step the selection along the lane, and the frame with it.
        const int row = std::clamp(selected + (event->key() == Qt::Key_Left ? -1 : 1), 0, keyCount() - 1);
        if (keyCount() > 0) {
            selectKey(row);
            emit frameRequested(static_cast<std::size_t>(std::max(0.0, std::round(keyFrame(row)))));
        }
    } else {
        QWidget::keyPressEvent(event);
    }
}

const QVariant* KeyLane::valueOfKey(int key, Qt::KeyboardModifiers modifiers) const
{
    if ((modifiers & ~Qt::KeyboardModifiers(Qt::KeypadModifier)) != Qt::NoModifier || m_valueColumn < 0)
        return nullptr;
    for (const auto& [k, value] : m_valueKeys)
        if (k == key)
            return &value;
    return nullptr;
}

void KeyLane::contextMenuEvent(QContextMenuEvent* event)
{
    const int row = keyAt(event->pos());
    QMenu menu(this);
    if (row >= 0) {
        selectKey(row);
        menu.addAction(tr("Delete Key"), this, [this, row] { emit removeKeyRequested(row); });
    } else if (event->pos().x() >= m_axis.left) {
        const double frame = dropFrameAt(event->pos().x(), {});
        menu.addAction(tr("Add Key at Frame %1").arg(frame), this, [this, frame] { emit addKeyRequested(frame); });
    }
    if (!menu.isEmpty())
        menu.exec(event->globalPos());
}

bool KeyLane::event(QEvent* event)
{
    // The lane's own keys come before the window's (Left/Right step frames there, Delete edits):
    // with the lane in focus they step between keys and delete the selected one.
    if (event->type() == QEvent::ShortcutOverride) {
        const int key = static_cast<QKeyEvent*>(event)->key();
        const Qt::KeyboardModifiers modifiers = static_cast<QKeyEvent*>(event)->modifiers();
        if ((modifiers == Qt::NoModifier &&
             (key == Qt::Key_Left || key == Qt::Key_Right || key == Qt::Key_Delete || key == Qt::Key_Backspace)) ||
            valueOfKey(key, modifiers)) {
            event->accept();
            return true;
        }
    }
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const int row = keyAt(help->pos());
        if (row < 0) {
            QToolTip::hideText();
            event->ignore();
            return true;
        }
        QStringList text{tr("Key %1 at frame %2").arg(row).arg(keyFrame(row))};
        for (int column = 1; column < m_model->columnCount(); ++column)
            text << QStringLiteral("%1: %2").arg(m_model->headerData(column, Qt::Horizontal).toString(),
                                                 m_model->index(row, column).data().toString());
        text << m_model->index(row, 0).data(key_columns::ProblemsRole).toStringList();
        QToolTip::showText(help->globalPos(), text.join(QLatin1Char('\n')), this);
        return true;
    }
    return QWidget::event(event);
}

}  // namespace rigpose::widgets
