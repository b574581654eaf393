#pragma once
// The scrubber: a ruler of frames and times and, under it, lanes of spans (span_lane.h). Hover
// says what a span is, a click jumps, dragging on the ruler scrubs, the wheel zooms in time;
// Page Up/Down step to the previous or next span of the selected lane. It shows values and
// emits frameRequested; whoever owns the current frame answers with setCurrentFrame.

#include <QWidget>

#include <memory>
#include <optional>
#include <vector>

#include "rigpose/widgets/span_lane.h"
#include "rigpose/widgets/time_axis.h"

namespace rigpose::widgets {

class Scrubber : public QWidget {
    Q_OBJECT

public:
    explicit Scrubber(QWidget* parent = nullptr);

    // Each frame's time (seconds); shared so a 54,000-frame clip is not copied per view.
    void setFrameTimes(std::shared_ptr<const std::vector<double>> times);
    void setLanes(std::vector<SpanLane> lanes);
    void setCurrentFrame(std::size_t frame);

    std::size_t currentFrame() const { return m_current; }
    const std::vector<SpanLane>& lanes() const { return m_lanes; }
    int selectedLane() const { return m_selectedLane; }
    void setSelectedLane(int lane);
    TimeAxis axis() const;

    // What lies under a point of the widget.
    struct Hit {
        enum class Part { Nothing, Ruler, LaneName, Lane };
        Part part = Part::Nothing;
        int lane = -1;
        std::optional<std::size_t> frame;  // on the ruler or a lane
        std::optional<std::size_t> span;   // index into the lane's spans
    };
    Hit hitTest(QPoint point) const;
    // The pixel rectangle a lane occupies (names column excluded).
    QRect laneRect(int lane) const;
    QRect rulerRect() const;
    // What the tooltip says at `point`, empty for nothing.
    QString toolTipAt(QPoint point) const;

    // The height that shows the ruler and `lanes` lanes (at least one).
    static int heightForLanes(int lanes);
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

public slots:
    // Jump to the next or previous span of the selected lane; false when there is none.
    bool stepToNextSpan();
    bool stepToPreviousSpan();
    void resetZoom();

signals:
    void frameRequested(std::size_t frame);
    void selectedLaneChanged(int lane);
    // After setLanes: the widget's height follows the lane count.
    void lanesChanged();
    // The axis moved (a zoom, a resize, a new clip): views under it follow axis().
    void axisChanged();

protected:
    void paintEvent(QPaintEvent* event) override;
    bool event(QEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void paintRuler(QPainter& painter, const TimeAxis& axis) const;
    void paintLane(QPainter& painter, const TimeAxis& axis, int lane) const;
    std::optional<std::size_t> frameAtX(double x) const;

    std::shared_ptr<const std::vector<double>> m_times;
    std::vector<SpanLane> m_lanes;
    std::size_t m_current = 0;
    int m_selectedLane = -1;
    double m_viewStart = 0, m_viewEnd = 0;  // the zoomed window; both 0 shows the whole clip
    bool m_scrubbing = false;
};

}  // namespace rigpose::widgets
