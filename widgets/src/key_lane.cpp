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

#include <set>

#include <algorithm>
#include <cmath>

#include "rigpose/widgets/frame_times.h"
#include "rigpose/widgets/key_columns.h"
#include "key_marks.h"
#include "watched_model.h"

namespace rigpose::widgets {

namespace {

constexpr int kLaneHeight = 20;
constexpr double kMarkRadius = 5;
constexpr double kHitRadius = 7;
// A press moving less than this is a click, not a drag.
constexpr int kDragStart = 3;
// A dragged key this close to a span edge lands on it.
constexpr double kSnapPixels = 6;
constexpr int kNudgeBig = 10;  // Shift+Left/Right

// The mark of a key: how the segment after it runs.
QPainterPath markOf(const QString& curve, QPointF centre, double r)
{
    if (curve == QLatin1String("stepped"))
        return keyMarkPath(KeyMark::Stepped, centre, r);
    if (curve == QLatin1String("ease") || curve == QLatin1String("bezier"))
        return keyMarkPath(KeyMark::Curved, centre, r);
    return keyMarkPath(KeyMark::Linear, centre, r);
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
    WatchedModel watched{m_model, m_selection};
    watched.watch(this, model, selection);
    m_model = watched.model;
    m_selection = watched.selection;
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

QPointF KeyLane::keyPoint(int row) const { return {xOfFrame(keyFrame(row)), height() / 2.0}; }

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

QList<int> KeyLane::selectedKeys() const
{
    if (!m_selection)
        return {};
    std::set<int> rows;
    for (const QModelIndex& index : m_selection->selectedIndexes())
        rows.insert(index.row());
    return {rows.begin(), rows.end()};
}

void KeyLane::selectKeys(const QList<int>& rows)
{
    if (!m_selection || !m_model)
        return;
    QItemSelection selection;
    for (int row : rows)
        if (row >= 0 && row < keyCount())
            selection.select(m_model->index(row, 0), m_model->index(row, m_model->columnCount() - 1));
    m_selection->select(selection, QItemSelectionModel::ClearAndSelect);
    if (!rows.isEmpty() && rows.front() >= 0 && rows.front() < keyCount())
        m_selection->setCurrentIndex(m_model->index(rows.front(), 0), QItemSelectionModel::NoUpdate);
}

void KeyLane::selectKey(int row)
{
    if (!m_selection || !m_model)
        return;
    const QModelIndex index = m_model->index(row, 0);
    m_selection->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
}

void KeyLane::toggleKey(int row)
{
    if (!m_selection || !m_model)
        return;
    m_selection->setCurrentIndex(m_model->index(row, 0), QItemSelectionModel::Toggle | QItemSelectionModel::Rows);
}

double KeyLane::dropFrameAt(double x, Qt::KeyboardModifiers modifiers) const
{
    if (!m_times || m_times->empty())
        return 0;
    double best = kSnapPixels;
    std::optional<double> snapped;
    for (double edge : m_snapFrames) {
        const double d = std::abs(xOfFrame(edge) - x);
        if (d <= best) {
            best = d;
            snapped = edge;
        }
    }
    if (snapped)
        return *snapped;
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
    if (m_band) {
        QColor fill = palette().color(QPalette::Highlight);
        fill.setAlpha(60);
        painter.fillRect(QRectF(*m_band).intersected(lane), fill);
    }
    painter.setClipRect(lane.adjusted(-kMarkRadius, 0, kMarkRadius, 0));
    paintMarks(painter);
    if (m_drag) {
        // The frame the dragged key is on, beside it.
        painter.setClipping(false);
        const QString text = tr("frame %1").arg(m_drag->at);
        const double x = xOfFrame(m_drag->at) + kMarkRadius + 3;
        const QRectF box(x, 2, painter.fontMetrics().horizontalAdvance(text) + 6, kLaneHeight);
        painter.fillRect(box, palette().color(QPalette::ToolTipBase));
        painter.setPen(palette().color(QPalette::ToolTipText));
        painter.drawText(box, Qt::AlignCenter, text);
    }
}

void KeyLane::paintMarks(QPainter& painter) const
{
    const int current = selectedKey();
    const QList<int> selected = selectedKeys();
    for (int row = 0; row < keyCount(); ++row) {
        const QModelIndex index = m_model->index(row, 0);
        const bool problem = !index.data(key_columns::ProblemsRole).toStringList().isEmpty();
        const QVariant color = index.data(key_columns::ColorRole);
        const bool picked = row == current || selected.contains(row);
        // A coloured key keeps its colour when selected (the outline shows the selection).
        const QColor fill = problem           ? QColor(210, 40, 40)
                            : color.isValid() ? color.value<QColor>()
                            : picked          ? QColor(255, 190, 30)
                                              : QColor(90, 110, 200);
        painter.setPen(QPen(picked ? palette().color(QPalette::Text) : fill.darker(150), picked ? 2 : 1));
        painter.setBrush(fill);
        painter.drawPath(markOf(index.data(key_columns::CurveRole).toString(), keyPoint(row), kMarkRadius));
    }
}

void KeyLane::mousePressEvent(QMouseEvent* event)
{
    setFocus(Qt::MouseFocusReason);
    m_pressPoint = event->position().toPoint();
    if (event->button() != Qt::LeftButton)
        return;
    m_pressed = true;
    m_drag.reset();
    m_band.reset();
    m_pressRow = keyAt(m_pressPoint);
    if (m_pressRow >= 0) {
        m_pressFrame = keyFrame(m_pressRow);
        if (event->modifiers() & Qt::ControlModifier)
            toggleKey(m_pressRow);
        else if (!selectedKeys().contains(m_pressRow))
            selectKey(m_pressRow);
        else if (m_selection)  // a press on one of several selected keys keeps them, this one current
            m_selection->setCurrentIndex(m_model->index(m_pressRow, 0), QItemSelectionModel::NoUpdate);
    }
    m_bandAdds = event->modifiers() & Qt::ControlModifier;
}

void KeyLane::mouseMoveEvent(QMouseEvent* event)
{
    if (!m_pressed || !(event->buttons() & Qt::LeftButton))
        return;
    const QPoint at = event->position().toPoint();
    const bool moved = std::abs(at.x() - m_pressPoint.x()) >= kDragStart;
    if (m_pressRow >= 0) {
        if (!m_drag && !moved)
            return;
        if (!m_drag) {
            if (!selectedKeys().contains(m_pressRow))
                return;  // Ctrl-press took it out of the selection: nothing to drag
            m_drag = Drag{m_pressFrame, m_pressFrame};
            emit keyDragStarted(selectedKeys());
        }
        // Where the grabbed key's centre goes, the press's offset from it kept.
        const double grabOffset = m_pressPoint.x() - xOfFrame(m_drag->from);
        const double target = dropFrameAt(at.x() - grabOffset, event->modifiers());
        if (target != m_drag->at) {
            m_drag->at = target;
            emit keysDragged(target - m_drag->from);
        }
        update();
    } else if (m_band || moved) {
        m_band = QRect(m_pressPoint, at).normalized();
        update();
    }
}

void KeyLane::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton || !m_pressed)
        return;
    m_pressed = false;
    if (m_drag) {
        m_drag.reset();
        update();
        emit keyDragFinished();
    } else if (m_band) {
        const QRect band = *m_band;
        m_band.reset();
        QList<int> rows = m_bandAdds ? selectedKeys() : QList<int>();
        for (int row = 0; row < keyCount(); ++row)
            if (keyPoint(row).x() >= band.left() && keyPoint(row).x() <= band.right() && !rows.contains(row))
                rows << row;
        std::sort(rows.begin(), rows.end());
        selectKeys(rows);
        update();
    } else if (m_pressRow < 0 && m_times && !m_times->empty() && m_pressPoint.x() >= m_axis.left) {
        emit frameRequested(static_cast<std::size_t>(std::round(dropFrameAt(m_pressPoint.x(), {}))));
    }
    m_pressRow = -1;
}

void KeyLane::mouseDoubleClickEvent(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton && keyAt(event->position().toPoint()) < 0 &&
        event->position().x() >= m_axis.left)
        emit addKeyRequested(dropFrameAt(event->position().x(), event->modifiers()));
}

bool KeyLane::takesKey(int key, Qt::KeyboardModifiers modifiers) const
{
    const Qt::KeyboardModifiers mods = modifiers & ~Qt::KeyboardModifiers(Qt::KeypadModifier);
    const bool any = !selectedKeys().isEmpty();
    if (valueOfKey(key, modifiers))
        return true;
    if (key == Qt::Key_Left || key == Qt::Key_Right)
        return (any && (mods == Qt::NoModifier || mods == Qt::ShiftModifier)) || mods == Qt::ControlModifier;
    if (mods == Qt::NoModifier && (key == Qt::Key_Delete || key == Qt::Key_Backspace))
        return any;
    if (mods == Qt::ControlModifier)
        return key == Qt::Key_C || key == Qt::Key_X || key == Qt::Key_V || key == Qt::Key_A;
    return false;
}

void KeyLane::keyPressEvent(QKeyEvent* event)
{
    const int key = event->key();
    const Qt::KeyboardModifiers mods = event->modifiers() & ~Qt::KeyboardModifiers(Qt::KeypadModifier);
    const QList<int> selected = selectedKeys();
    if (!takesKey(key, event->modifiers())) {
        QWidget::keyPressEvent(event);
    } else if (const QVariant* value = valueOfKey(key, event->modifiers())) {
        if (m_times && !m_times->empty())
            emit valueKeyRequested(static_cast<double>(m_current), m_valueColumn, *value);
    } else if ((key == Qt::Key_Left || key == Qt::Key_Right) && mods == Qt::ControlModifier) {
        // Step the current key along the lane, and the frame with it.
        const int row = std::clamp(selectedKey() + (key == Qt::Key_Left ? -1 : 1), 0, keyCount() - 1);
        if (keyCount() > 0) {
            selectKey(row);
            emit frameRequested(static_cast<std::size_t>(std::max(0.0, std::round(keyFrame(row)))));
        }
    } else if (key == Qt::Key_Left || key == Qt::Key_Right) {
        const double by = (key == Qt::Key_Left ? -1.0 : 1.0) * (mods == Qt::ShiftModifier ? kNudgeBig : 1);
        emit nudgeRequested(selected, by);
    } else if (key == Qt::Key_Delete || key == Qt::Key_Backspace) {
        emit removeKeysRequested(selected);
    } else if (key == Qt::Key_A) {
        QList<int> all;
        for (int row = 0; row < keyCount(); ++row)
            all << row;
        selectKeys(all);
    } else if (key == Qt::Key_C && !selected.isEmpty()) {
        emit copyRequested(selected);
    } else if (key == Qt::Key_X && !selected.isEmpty()) {
        emit cutRequested(selected);
    } else if (key == Qt::Key_V && m_times && !m_times->empty()) {
        emit pasteRequested(static_cast<double>(m_current));
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

void KeyLane::addInterpolationMenu(QMenu& menu, const QList<int>& rows)
{
    if (!m_interpolates)
        return;
    QMenu* curves = menu.addMenu(tr("Interpolation"));
    const QString current = rows.size() == 1 ? m_model->index(rows.front(), 0).data(key_columns::CurveRole).toString()
                                             : QString();
    const std::pair<const char*, QString> kinds[] = {{"linear", tr("Linear")},
                                                     {"stepped", tr("Stepped (hold to the next key)")},
                                                     {"ease", tr("Ease In and Out")}};
    for (const auto& [name, label] : kinds) {
        QAction* action = curves->addAction(
            label, this, [this, rows, name = QString::fromLatin1(name)] { emit curveRequested(rows, name); });
        action->setCheckable(true);
        action->setChecked(current == QLatin1String(name));
    }
}

void KeyLane::contextMenuEvent(QContextMenuEvent* event)
{
    const int row = keyAt(event->pos());
    QMenu menu(this);
    if (row >= 0) {
        if (!selectedKeys().contains(row))
            selectKey(row);
        const QList<int> rows = selectedKeys();
        addInterpolationMenu(menu, rows);
        menu.addAction(tr("Copy"), this, [this, rows] { emit copyRequested(rows); });
        menu.addAction(tr("Cut"), this, [this, rows] { emit cutRequested(rows); });
        menu.addAction(tr("Delete %n Key(s)", nullptr, static_cast<int>(rows.size())), this,
                       [this, rows] { emit removeKeysRequested(rows); });
    } else if (event->pos().x() >= m_axis.left) {
        const double frame = dropFrameAt(event->pos().x(), {});
        menu.addAction(tr("Add Key at Frame %1").arg(frame), this, [this, frame] { emit addKeyRequested(frame); });
        menu.addAction(tr("Paste at Frame %1").arg(m_current), this,
                       [this] { emit pasteRequested(static_cast<double>(m_current)); });
    }
    if (!menu.isEmpty())
        menu.exec(event->globalPos());
}

bool KeyLane::event(QEvent* event)
{
    // The lane's own keys come before the window's (Left/Right step frames there, Delete edits)
    // while it has keys to act on.
    if (event->type() == QEvent::ShortcutOverride) {
        const auto* key = static_cast<QKeyEvent*>(event);
        if (takesKey(key->key(), key->modifiers())) {
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
