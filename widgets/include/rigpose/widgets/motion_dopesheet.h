#pragma once
// The dopesheet of the motion a run will export: one lane a keyed track (dopesheet_model.h), its
// keys as marks on the scrubber's time axis, so the keys --reduce kept, the holds and the
// attachment switches read at a glance. A diamond is a key easing linearly (blue) or along a
// curve (green) to the next; a square is a stepped key or a switch; a grey bar is a hold. Hover
// says what a mark is, a click asks for the frame of the key under it (or under the mouse); the
// wheel scrolls the rows. It shows values and emits frameRequested; it never reads files.

#include <QWidget>

#include <memory>
#include <optional>
#include <vector>

#include "rigpose/motion/motion.h"
#include "rigpose/widgets/dopesheet_layout.h"
#include "rigpose/widgets/time_axis.h"

class QScrollBar;

namespace rigpose::widgets {

class DopesheetModel;

class MotionDopesheet : public QWidget {
    Q_OBJECT

public:
    // The scrubber's names column (its axis().left) until setAxis gives the real one.
    static constexpr int kDefaultNameWidth = 96;

    explicit MotionDopesheet(QWidget* parent = nullptr);

    // The rows it draws; a table beside it may share them.
    DopesheetModel* model() const { return m_model; }
    // As DopesheetModel::setAnimation: keys at t + `timeOffset` (the first pose frame's time).
    void setAnimation(std::shared_ptr<const motion::Animation> animation, double timeOffset);
    // The pose frames' times (the model's too): what a click and the playhead land on.
    void setFrameTimes(std::shared_ptr<const std::vector<double>> times);
    // The scrubber's axis: marks sit under its frames and the names column matches its own.
    void setAxis(const TimeAxis& axis);
    // The axis in use: the one given, or until then the whole clip across the widget.
    TimeAxis axis() const;
    void setCurrentFrame(std::size_t frame);
    std::size_t currentFrame() const { return m_current; }

    // Where everything is now (scrolled, at this size).
    DopesheetLayout sheetLayout() const;
    QScrollBar* scrollBar() const { return m_scroll; }
    // Scrolls so that `row` shows.
    void scrollToRow(int row);

    // What lies under a point of the widget.
    struct Hit {
        enum class Part { Nothing, Name, Lane };
        Part part = Part::Nothing;
        int row = -1;
        std::optional<std::size_t> key;    // the mark under it
        std::optional<std::size_t> hold;   // the hold bar under it (when no mark is)
        std::optional<std::size_t> frame;  // the frame a click asks for
    };
    Hit hitTest(QPoint point) const;
    // What the tooltip says at `point`, empty for nothing.
    QString toolTipAt(QPoint point) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void frameRequested(std::size_t frame);

protected:
    void paintEvent(QPaintEvent* event) override;
    bool event(QEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void rowsChanged();
    void placeScrollBar();
    void paintRow(QPainter& painter, const DopesheetLayout& layout, int row) const;
    QString keyToolTip(int row, std::size_t key) const;
    const std::vector<double>* times() const;

    DopesheetModel* m_model = nullptr;
    QScrollBar* m_scroll = nullptr;
    std::optional<TimeAxis> m_axis;
    std::size_t m_current = 0;
};

}  // namespace rigpose::widgets
