#pragma once
// The scrubber: a ruler of frames and times and, under it, lanes of spans (span_lane.h). Hover
// says what a span is, a click jumps, dragging on the ruler scrubs, the wheel zooms in time;
// Shift+wheel, a sideways wheel, a middle-button drag and the scroll bar under the lanes pan a
// zoomed view, which also follows the current frame. Page Up/Down step to the previous or next
// span of the selected lane. A loop range shows shaded on the ruler, its ends draggable. It
// shows values and emits requests (frameRequested, loopRangeRequested); whoever owns the
// current frame and the range answers with setCurrentFrame and setLoopRange.

#include <QPointer>
#include <QWidget>

#include <memory>
#include <optional>
#include <utility>
#include <vector>

#include "rigpose/widgets/ruler_labels.h"
#include "rigpose/widgets/span_lane.h"
#include "rigpose/widgets/time_axis.h"

class QScrollBar;

namespace rigpose::widgets {

class Scrubber : public QWidget {
    Q_OBJECT

public:
    // First and last frame of a loop range, both inside it.
    using FrameRange = std::pair<std::size_t, std::size_t>;

    explicit Scrubber(QWidget* parent = nullptr);

    // Each frame's time (seconds); shared so a 54,000-frame clip is not copied per view. New
    // times show the whole clip and clear the loop range (it named the old clip's frames).
    void setFrameTimes(std::shared_ptr<const std::vector<double>> times);
    void setLanes(std::vector<SpanLane> lanes);
    // A zoomed view follows: a frame out of view pages the view on (it ran off an edge) or
    // centres it (a jump), at the same zoom (TimeAxis::following); a frame in view moves nothing.
    void setCurrentFrame(std::size_t frame);

    std::size_t currentFrame() const { return m_current; }
    const std::vector<SpanLane>& lanes() const { return m_lanes; }
    int selectedLane() const { return m_selectedLane; }
    void setSelectedLane(int lane);
    TimeAxis axis() const;

    // The visible window in seconds: the whole clip unless zoomed.
    std::pair<double, double> viewWindow() const;
    bool isZoomed() const { return m_viewEnd > m_viewStart; }
    // Shows [start, end] seconds, kept inside the clip and no narrower than the wheel zooms
    // (a quarter second); a window over the whole clip is no zoom. axisChanged when it moved.
    void setViewWindow(double start, double end);
    // The bar under the lanes that pans a zoomed view (values in milliseconds of the window's
    // start, a page is the window); hidden while the whole clip shows. In a scroll area showing
    // only some lanes it stays at the bottom of what shows.
    QScrollBar* scrollBar() const { return m_bar; }

    void setLoopRange(std::optional<FrameRange> range);
    std::optional<FrameRange> loopRange() const { return m_loopRange; }
    // The x of the loop range's in marker (where its first frame starts) and out marker (where
    // its last frame ends); nullopt without a range.
    std::optional<std::pair<double, double>> loopMarkerX() const;
    // The ruler's labels as drawn, at this width and font.
    RulerLayout rulerLayout() const;

    // What lies under a point of the widget.
    struct Hit {
        // LoopIn and LoopOut: a loop range's marker on the ruler, which a drag moves.
        enum class Part { Nothing, Ruler, LaneName, Lane, LoopIn, LoopOut };
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

    // The height that shows the ruler, `lanes` lanes (at least one) and the scroll bar's strip,
    // kept while the bar hides so a zoom does not move the docks.
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
    // The axis moved (a zoom, a pan, a follow, a resize, a new clip): views under it follow axis().
    void axisChanged();
    // A loop marker was dragged: the range it asks for; the owner answers with setLoopRange.
    void loopRangeRequested(std::size_t first, std::size_t last);

protected:
    void paintEvent(QPaintEvent* event) override;
    bool event(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void moveEvent(QMoveEvent* event) override;

private:
    enum class Drag { None, Scrub, Pan, LoopIn, LoopOut };

    void paintRuler(QPainter& painter, const TimeAxis& axis) const;
    void paintLoopRange(QPainter& painter) const;
    void paintLane(QPainter& painter, const TimeAxis& axis, int lane) const;
    // The frame under `x`, inside the visible window (a drag past an edge stays on it).
    std::optional<std::size_t> frameAtX(double x) const;
    std::optional<Hit::Part> loopMarkerAt(QPoint point) const;
    void dragLoopMarker(Drag marker, double x);
    // The clip's times [lower, upper) that a view window stays inside.
    std::pair<double, double> clipBounds() const;
    // Shows [start, end] as setViewWindow does; false when nothing moved.
    bool showWindow(double start, double end);
    // Pans by a wheel's delta (120 a notch) along its main direction.
    void pan(int angleDelta);
    void syncScrollBar();
    void placeScrollBar();
    void watchParent();

    std::shared_ptr<const std::vector<double>> m_times;
    double m_clipEnd = 1;  // clipEnd(*m_times), which reads every gap: once per clip, not per paint
    std::vector<SpanLane> m_lanes;
    std::size_t m_current = 0;
    int m_selectedLane = -1;
    double m_viewStart = 0, m_viewEnd = 0;  // the zoomed window; both 0 shows the whole clip
    Drag m_drag = Drag::None;
    double m_panFromX = 0;  // where a middle-button drag began, and the axis then
    TimeAxis m_panFrom;
    std::optional<FrameRange> m_loopRange;
    QScrollBar* m_bar = nullptr;
    QPointer<QWidget> m_watchedParent;  // whose resizes clip what shows (a scroll area's viewport)
};

}  // namespace rigpose::widgets
