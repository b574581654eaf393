#pragma once
// The track timeline (Qt Charts): the chosen joints' x and y over time, raw against cleaned,
// and the chosen bones' rotate curves with their keys on them (reduced against dense under
// --reduce, the kept frames marked), with a cursor at the current frame. Tracks are picked from
// a searchable list; the wheel zooms in time, a click asks for the frame under it. Export goes
// through render(): the studio writes PNG or SVG from it.

#include <QPointF>
#include <QString>
#include <QWidget>

#include <array>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

#include "rigpose/motion/motion.h"
#include "rigpose/sequence/sequence.h"
#include "rigpose/widgets/time_axis.h"

class QChart;
class QColor;
class QComboBox;
class QXYSeries;
class QChartView;
class QLineEdit;
class QListView;
class QSortFilterProxyModel;
class QValueAxis;

namespace rigpose::widgets {

class TrackChartView;
class TrackListModel;

// A bone's rotate track as the chart draws it, in key time (as the animation's keys): what the
// runtime plays on each pose frame, its keys on that curve and, under --reduce, the dense keys
// it was thinned from and the frames it kept whatever the fit found.
struct BoneCurve {
    QString bone;
    std::vector<double> times;      // each pose frame's key time
    std::vector<double> played;     // degrees, one a frame
    std::vector<QPointF> keys;      // (time, degrees)
    std::vector<double> dense;      // one a frame; empty when the track was not reduced
    std::vector<std::size_t> kept;  // pose frames, increasing
};

// A 3D role's turn away from its rig's T-pose, one value a frame, on the source and the baked
// target (issue 40).
struct RoleTurnCurve {
    QString role;
    std::vector<double> source, target;
};

class TrackTimeline : public QWidget {
    Q_OBJECT

public:
    // What a reduced bone's plot shows: the reduced curve against the dense keys (A/B), or one.
    enum class KeysShown { Both, Reduced, Dense };

    explicit TrackTimeline(QWidget* parent = nullptr);

    // The sequence as read and as cleaned (either may be null; the same one twice when it was
    // cleaned before it was opened); `person` is whose joints are plotted.
    void setSequences(std::shared_ptr<const sequence::Sequence> raw, std::shared_ptr<const sequence::Sequence> cleaned,
                      const QString& person);
    // The run's new animation (its bone rotate tracks); `timeOffset` is the first frame's t,
    // since keys start at 0.
    void setAnimation(std::shared_ptr<const motion::Animation> animation, double timeOffset);
    // The run's bone rotate curves (an empty list: the keys alone are drawn, from the animation).
    void setBoneCurves(std::vector<BoneCurve> curves);
    const std::vector<BoneCurve>& boneCurves() const { return m_curves; }
    void setKeysShown(KeysShown shown);
    KeysShown keysShown() const { return m_keysShown; }
    // The A/B choice, shown while some curve was reduced.
    QComboBox* keysShownBox() const { return m_keysShownBox; }
    // The idle tracks --carry-idle put in the run's animation, each "target/property": offered in
    // the list and plotted from the animation's keys (an empty list takes them out).
    void setCarriedTracks(const QStringList& carried);
    // The keys the pelvis track was made from (time, degrees), drawn on its curve.
    void setTiltKeys(std::vector<QPointF> keys);
    // The camera keys' curves, s, tx and ty: one value a frame and the keys as (time, value);
    // nullopt takes them out of the list.
    struct CameraCurves {
        std::array<std::vector<std::optional<double>>, 3> values;
        std::array<std::vector<QPointF>, 3> keys;
        friend bool operator==(const CameraCurves&, const CameraCurves&) = default;
    };
    void setCameraCurves(std::optional<CameraCurves> curves);
    // The 3D project's role turns on the clip's frame times; with no sequence open the clip's
    // times are the chart's. An empty list takes them out.
    void setRoleTurns(std::vector<double> times, std::vector<RoleTurnCurve> turns);
    void setCurrentFrame(std::size_t frame);
    // Picks tracks by name ("r_wrist", "r_forearm"); unknown names are ignored.
    void selectTracks(const QStringList& names);
    QStringList selectedTracks() const;

    TrackListModel* trackModel() const { return m_model; }
    QSortFilterProxyModel* filterModel() const { return m_filter; }
    QLineEdit* searchField() const { return m_search; }
    QChart* chart() const { return m_chart; }
    QChartView* chartView() const;
    // The chart's time axis on screen: the visible seconds across its plot area's pixels.
    TimeAxis timeAxis() const;
    void setVisibleTime(double start, double end);
    // Draws the chart alone (no list) into `target`, for export.
    void renderChart(QPainter* painter, const QRectF& target);

signals:
    void frameRequested(std::size_t frame);

private:
    void rebuildSeries();
    // Whether a selected track is of this TrackListModel::Kind.
    bool showsKind(int kind) const;
    void zoomAt(double factor, double x);
    std::vector<std::optional<double>> jointValues(const sequence::Sequence& seq, int joint, bool y) const;
    static std::vector<std::optional<double>> tiltValues(const sequence::Sequence& seq);
    // The animation's track `name` ("target/property"): each channel's keys as marks on a line;
    // false when the animation has no such track.
    // A bone's curve, its keys and, reduced, its dense keys and kept frames, as `m_keysShown` asks.
    void addBoneCurve(const BoneCurve& curve, const QColor& hue, double t0, double t1,
                      const std::function<void(QXYSeries*, bool)>& add);
    bool addCarriedSeries(const QString& name, const QColor& hue, double t0, double t1,
                          const std::function<void(QXYSeries*, bool)>& add);

    TrackListModel* m_model = nullptr;
    QSortFilterProxyModel* m_filter = nullptr;
    QLineEdit* m_search = nullptr;
    QListView* m_list = nullptr;
    QComboBox* m_keysShownBox = nullptr;
    TrackChartView* m_view = nullptr;
    QChart* m_chart = nullptr;
    QValueAxis* m_timeAxis = nullptr;
    QValueAxis* m_pixelAxis = nullptr;
    QValueAxis* m_degreeAxis = nullptr;

    std::shared_ptr<const sequence::Sequence> m_raw, m_cleaned;
    std::shared_ptr<const motion::Animation> m_animation;
    std::vector<BoneCurve> m_curves;
    KeysShown m_keysShown = KeysShown::Both;
    std::vector<QPointF> m_tiltKeys;
    std::optional<CameraCurves> m_camera;
    std::vector<double> m_turnTimes;
    std::vector<RoleTurnCurve> m_turns;
    double m_timeOffset = 0;
    QString m_person;
    std::vector<double> m_times;
    double m_clipEnd = 1;
    std::size_t m_current = 0;

    friend class TrackChartView;
};

}  // namespace rigpose::widgets
