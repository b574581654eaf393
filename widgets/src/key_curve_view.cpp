#include "rigpose/widgets/key_curve_view.h"

#include <QAbstractItemModel>
#include <QComboBox>
#include <QHelpEvent>
#include <QItemSelectionModel>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <algorithm>
#include <cmath>
#include <set>

#include "rigpose/widgets/key_columns.h"
#include "rigpose/widgets/key_lane.h"
#include "watched_model.h"

namespace rigpose::widgets {

namespace {

constexpr double kMargin = 8;
constexpr double kTopBar = 26;  // room for the column choice
constexpr double kPointRadius = 4.5;
constexpr double kHitRadius = 7;
constexpr int kDragStart = 3;
constexpr double kCurveStepPixels = 2;  // the curve sampled every 2 px

}  // namespace

ValueAxis ValueAxis::around(const std::vector<double>& values, double minimumSpan, double top, double height)
{
    if (values.empty())
        return {-minimumSpan / 2, minimumSpan / 2, top, height};
    const auto [lo, hi] = std::minmax_element(values.begin(), values.end());
    double low = *lo, high = *hi;
    if (high - low < minimumSpan) {
        const double mid = (high + low) / 2;
        low = mid - minimumSpan / 2;
        high = mid + minimumSpan / 2;
    }
    const double pad = (high - low) * 0.08;
    return {low - pad, high + pad, top, height};
}

KeyCurveView::KeyCurveView(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("keyCurveView"));
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    setAccessibleName(tr("Key curve"));
    m_columns = new QComboBox(this);
    m_columns->setObjectName(QStringLiteral("keyCurveColumn"));
    m_columns->move(static_cast<int>(kMargin), 2);
    m_columns->hide();
    connect(m_columns, &QComboBox::activated, this, [this](int index) {
        setValueColumn(m_columns->itemData(index).toInt());
        emit valueColumnChanged(m_column);
    });
}

void KeyCurveView::setModel(QAbstractItemModel* model, QItemSelectionModel* selection)
{
    WatchedModel watched{m_model, m_selection};
    watched.watch(this, model, selection);
    m_model = watched.model;
    m_selection = watched.selection;
}

void KeyCurveView::setValueColumns(const QList<int>& columns)
{
    m_columns->clear();
    for (int column : columns)
        m_columns->addItem(m_model ? m_model->headerData(column, Qt::Horizontal).toString() : QString::number(column),
                           column);
    m_columns->setVisible(columns.size() > 1);
    m_columns->adjustSize();
    if (!columns.isEmpty())
        setValueColumn(columns.front());
}

void KeyCurveView::setValueColumn(int column)
{
    m_column = column;
    const int index = m_columns->findData(column);
    if (index >= 0)
        m_columns->setCurrentIndex(index);
    update();
}

void KeyCurveView::setFrameTimes(std::shared_ptr<const std::vector<double>> times)
{
    m_times = std::move(times);
    update();
}

void KeyCurveView::setCurrentFrame(std::size_t frame)
{
    m_current = frame;
    update();
}

void KeyCurveView::setSampler(std::function<std::optional<double>(double)> sampler)
{
    m_sampler = std::move(sampler);
    update();
}

int KeyCurveView::keyCount() const { return m_model ? m_model->rowCount() : 0; }

double KeyCurveView::keyValue(int row) const { return m_model->index(row, m_column).data(Qt::EditRole).toDouble(); }

QRectF KeyCurveView::plotRect() const
{
    return QRectF(kMargin + 44, kTopBar, std::max(10.0, width() - kMargin * 2 - 44),
                  std::max(10.0, height() - kTopBar - kMargin - 14));
}

double KeyCurveView::xOfFrame(double frame) const
{
    const QRectF plot = plotRect();
    if (!m_times || m_times->size() < 2)
        return plot.left();
    const double t0 = m_times->front(), t1 = m_times->back();
    return plot.left() + (timeOfFrame(*m_times, frame) - t0) / (t1 - t0) * plot.width();
}

double KeyCurveView::frameAtX(double x) const
{
    const QRectF plot = plotRect();
    if (!m_times || m_times->size() < 2)
        return 0;
    const double t0 = m_times->front(), t1 = m_times->back();
    return frameAtTime(*m_times, t0 + (x - plot.left()) / plot.width() * (t1 - t0));
}

ValueAxis KeyCurveView::valueAxis() const
{
    if (m_drag)
        return m_drag->axis;
    const QRectF plot = plotRect();
    std::vector<double> values;
    for (int row = 0; row < keyCount(); ++row)
        values.push_back(keyValue(row));
    const double decimals = m_model && keyCount() > 0
                                ? m_model->index(0, m_column).data(key_columns::DecimalsRole).toDouble()
                                : 0;
    // A flat curve still shows a little range: a degree or a pixel, a hundredth of a scale.
    return ValueAxis::around(values, decimals >= 6 ? 0.02 : 2, plot.top(), plot.height());
}

double KeyCurveView::valueAtY(double y) const { return valueAxis().toValue(y); }

QPointF KeyCurveView::keyPoint(int row) const
{
    return {xOfFrame(m_model->index(row, 0).data(key_columns::FrameRole).toDouble()),
            valueAxis().toPixel(keyValue(row))};
}

int KeyCurveView::keyAt(QPoint point) const
{
    int best = -1;
    double bestDistance = kHitRadius;
    for (int row = 0; row < keyCount(); ++row) {
        const double d = QLineF(keyPoint(row), point).length();
        if (d <= bestDistance) {
            best = row;
            bestDistance = d;
        }
    }
    return best;
}

QList<int> KeyCurveView::selectedKeys() const
{
    if (!m_selection)
        return {};
    std::set<int> rows;
    for (const QModelIndex& index : m_selection->selectedIndexes())
        rows.insert(index.row());
    return {rows.begin(), rows.end()};
}

std::optional<std::pair<double, double>> KeyCurveView::dragAt() const
{
    if (!m_drag)
        return std::nullopt;
    return std::pair{m_drag->frame + m_drag->frames, m_drag->value + m_drag->by};
}

void KeyCurveView::selectOnly(int row)
{
    if (m_selection && m_model)
        m_selection->setCurrentIndex(m_model->index(row, 0),
                                     QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
}

QSize KeyCurveView::sizeHint() const { return {480, 180}; }

QSize KeyCurveView::minimumSizeHint() const { return {200, 110}; }

void KeyCurveView::paintCurve(QPainter& painter, const QRectF& plot) const
{
    if (!m_sampler || !m_times || m_times->size() < 2)
        return;
    const ValueAxis axis = valueAxis();
    QPainterPath path;
    bool drawing = false;
    for (double x = plot.left(); x <= plot.right(); x += kCurveStepPixels) {
        const std::optional<double> v = m_sampler(frameAtX(x));
        if (!v) {
            drawing = false;
            continue;
        }
        const QPointF p(x, std::clamp(axis.toPixel(*v), plot.top() - 2, plot.bottom() + 2));
        drawing ? path.lineTo(p) : path.moveTo(p);
        drawing = true;
    }
    painter.setPen(QPen(QColor(70, 140, 220), 1.6));
    painter.setBrush(Qt::NoBrush);
    painter.drawPath(path);
}

void KeyCurveView::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF plot = plotRect();
    painter.fillRect(plot, palette().base());
    painter.setPen(palette().color(QPalette::Mid));
    painter.drawRect(plot);
    const ValueAxis axis = valueAxis();
    // Three value labels: top, middle, bottom.
    painter.setPen(palette().color(QPalette::Text));
    for (double f : {0.0, 0.5, 1.0}) {
        const double y = plot.top() + f * plot.height();
        painter.drawText(QRectF(0, y - 8, plot.left() - 4, 16), Qt::AlignRight | Qt::AlignVCenter,
                         QString::number(axis.toValue(y), 'g', 4));
    }
    if (m_times && m_current < m_times->size()) {
        painter.setPen(QPen(QColor(220, 40, 40), 1));
        const double x = xOfFrame(static_cast<double>(m_current));
        painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
    }
    painter.save();
    painter.setClipRect(plot.adjusted(-kPointRadius, -kPointRadius, kPointRadius, kPointRadius));
    paintCurve(painter, plot);
    const QList<int> selected = selectedKeys();
    for (int row = 0; row < keyCount(); ++row) {
        const bool picked = selected.contains(row);
        const bool problem = !m_model->index(row, 0).data(key_columns::ProblemsRole).toStringList().isEmpty();
        painter.setPen(QPen(picked ? palette().color(QPalette::Text) : QColor(40, 60, 120), picked ? 2 : 1));
        painter.setBrush(problem ? QColor(210, 40, 40) : picked ? QColor(255, 190, 30) : QColor(90, 110, 200));
        const QPointF p = keyPoint(row);
        if (m_model->index(row, 0).data(key_columns::CurveRole).toString() == QLatin1String("stepped"))
            painter.drawRect(QRectF(p - QPointF(kPointRadius, kPointRadius), p + QPointF(kPointRadius, kPointRadius)));
        else
            painter.drawEllipse(p, kPointRadius, kPointRadius);
    }
    if (m_band) {
        QColor fill = palette().color(QPalette::Highlight);
        fill.setAlpha(60);
        painter.fillRect(QRectF(*m_band), fill);
    }
    painter.restore();
    if (const auto at = dragAt()) {
        const QString text = tr("frame %1 · %2").arg(at->first).arg(at->second, 0, 'g', 6);
        painter.setPen(palette().color(QPalette::Text));
        painter.drawText(QRectF(plot.left(), plot.bottom() + 1, plot.width(), 14), Qt::AlignCenter, text);
    }
}

void KeyCurveView::mousePressEvent(QMouseEvent* event)
{
    setFocus(Qt::MouseFocusReason);
    if (event->button() != Qt::LeftButton)
        return;
    m_pressed = true;
    m_pressPoint = event->position().toPoint();
    m_pressRow = keyAt(m_pressPoint);
    m_band.reset();
    if (m_pressRow < 0)
        return;
    if (event->modifiers() & Qt::ControlModifier)
        m_selection->setCurrentIndex(m_model->index(m_pressRow, 0),
                                     QItemSelectionModel::Toggle | QItemSelectionModel::Rows);
    else if (!selectedKeys().contains(m_pressRow))
        selectOnly(m_pressRow);
}

void KeyCurveView::mouseMoveEvent(QMouseEvent* event)
{
    if (!m_pressed || !(event->buttons() & Qt::LeftButton))
        return;
    const QPoint at = event->position().toPoint();
    const bool moved = (at - m_pressPoint).manhattanLength() >= kDragStart;
    if (m_pressRow < 0) {
        if (m_band || moved) {
            m_band = QRect(m_pressPoint, at).normalized();
            update();
        }
        return;
    }
    if (!m_drag) {
        if (!moved || !selectedKeys().contains(m_pressRow))
            return;
        m_drag = Drag{m_model->index(m_pressRow, 0).data(key_columns::FrameRole).toDouble(), keyValue(m_pressRow), 0, 0,
                      valueAxis()};
        emit keyDragStarted(selectedKeys());
    }
    const QPointF offset = m_pressPoint - QPointF(xOfFrame(m_drag->frame), m_drag->axis.toPixel(m_drag->value));
    QPointF to = QPointF(at) - offset;
    QPointF from(xOfFrame(m_drag->frame), m_drag->axis.toPixel(m_drag->value));
    if (event->modifiers() & Qt::ShiftModifier) {  // along the way it moved most
        if (std::abs(to.x() - from.x()) >= std::abs(to.y() - from.y()))
            to.setY(from.y());
        else
            to.setX(from.x());
    }
    const double frames = std::round(frameAtX(to.x())) - m_drag->frame;
    const double by = m_drag->axis.toValue(to.y()) - m_drag->value;
    if (frames != m_drag->frames || by != m_drag->by) {
        m_drag->frames = frames;
        m_drag->by = by;
        emit keysDragged(frames, by);
    }
    update();
}

void KeyCurveView::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton || !m_pressed)
        return;
    m_pressed = false;
    if (m_drag) {
        m_drag.reset();
        emit keyDragFinished();
    } else if (m_band) {
        const QRect band = *m_band;
        m_band.reset();
        QItemSelection selection;
        for (int row = 0; row < keyCount(); ++row)
            if (band.contains(keyPoint(row).toPoint()))
                selection.select(m_model->index(row, 0), m_model->index(row, m_model->columnCount() - 1));
        if (m_selection)
            m_selection->select(selection, (event->modifiers() & Qt::ControlModifier)
                                               ? QItemSelectionModel::Select
                                               : QItemSelectionModel::ClearAndSelect);
    } else if (m_pressRow < 0 && plotRect().contains(m_pressPoint) && m_times && !m_times->empty()) {
        emit frameRequested(static_cast<std::size_t>(std::max(0.0, std::round(frameAtX(m_pressPoint.x())))));
    }
    m_pressRow = -1;
    update();
}

void KeyCurveView::keyPressEvent(QKeyEvent* event)
{
    if ((event->key() == Qt::Key_Delete || event->key() == Qt::Key_Backspace) && !selectedKeys().isEmpty())
        emit removeKeysRequested(selectedKeys());
    else
        QWidget::keyPressEvent(event);
}

bool KeyCurveView::event(QEvent* event)
{
    if (event->type() == QEvent::ShortcutOverride) {
        const auto* key = static_cast<QKeyEvent*>(event);
        if ((key->key() == Qt::Key_Delete || key->key() == Qt::Key_Backspace) && !selectedKeys().isEmpty()) {
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
        QToolTip::showText(help->globalPos(),
                           tr("Key %1 at frame %2: %3")
                               .arg(row)
                               .arg(m_model->index(row, 0).data(key_columns::FrameRole).toDouble())
                               .arg(keyValue(row)),
                           this);
        return true;
    }
    return QWidget::event(event);
}

}  // namespace rigpose::widgets
