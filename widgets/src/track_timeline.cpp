#include "rigpose/widgets/track_timeline.h"

#include <QChart>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QLineSeries>
#include <QListView>
#include <QScatterSeries>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QValueAxis>
#include <QVBoxLayout>

#include <algorithm>

#include "rigpose/body/body18.h"
#include "rigpose/widgets/frame_times.h"
#include "rigpose/widgets/series_decimation.h"
#include "rigpose/widgets/track_chart_view.h"
#include "rigpose/widgets/track_list_model.h"

namespace rigpose::widgets {

namespace {

// Points per series at most: about two per pixel of a wide screen.
constexpr int kBuckets = 1500;
constexpr double kMinVisibleSeconds = 0.2;

// One colour per selected track, x and y the same hue (y lighter).
QColor rawShade(const QColor& c) { return QColor::fromHsv(c.hsvHue(), std::min(c.hsvSaturation(), 60), 150); }

QColor trackColour(int i)
{
    static const QColor colours[] = {{31, 119, 180}, {214, 39, 40},  {44, 160, 44}, {148, 103, 189},
                                     {255, 127, 14}, {23, 190, 207}, {140, 86, 75}, {227, 119, 194}};
    return colours[i % 8];
}

}  // namespace

TrackTimeline::TrackTimeline(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("trackTimeline"));
    m_model = new TrackListModel(this);
    m_filter = new QSortFilterProxyModel(this);
    m_filter->setSourceModel(m_model);
    m_filter->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_filter->setFilterRole(TrackListModel::NameRole);

    m_search = new QLineEdit(this);
    m_search->setObjectName(QStringLiteral("trackSearch"));
    m_search->setPlaceholderText(tr("Search joints and bones"));
    m_search->setClearButtonEnabled(true);
    connect(m_search, &QLineEdit::textChanged, m_filter, &QSortFilterProxyModel::setFilterFixedString);

    // A/B for a reduced run: both, or one of the two, on every reduced bone picked.
    m_keysShownBox = new QComboBox(this);
    m_keysShownBox->setObjectName(QStringLiteral("keysShown"));
    m_keysShownBox->addItem(tr("Reduced and dense"), int(KeysShown::Both));
    m_keysShownBox->addItem(tr("Reduced keys"), int(KeysShown::Reduced));
    m_keysShownBox->addItem(tr("Dense keys"), int(KeysShown::Dense));
    m_keysShownBox->setToolTip(
        tr("What a reduced bone's plot shows: the reduced curve against the dense keys, "
           "or one of them"));
    m_keysShownBox->setVisible(false);
    connect(m_keysShownBox, &QComboBox::activated, this,
            [this](int i) { setKeysShown(static_cast<KeysShown>(m_keysShownBox->itemData(i).toInt())); });

    m_list = new QListView(this);
    m_list->setObjectName(QStringLiteral("trackList"));
    m_list->setModel(m_filter);
    m_list->setSelectionMode(QAbstractItemView::ExtendedSelection);
    connect(m_list->selectionModel(), &QItemSelectionModel::selectionChanged, this, [this] { rebuildSeries(); });

    m_chart = new QChart();
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    m_chart->setMargins(QMargins(4, 4, 4, 4));
    m_timeAxis = new QValueAxis(m_chart);
    m_timeAxis->setTitleText(tr("time (s)"));
    m_pixelAxis = new QValueAxis(m_chart);
    // Short: the chart is often under 200 px tall, and a longer title is cut to "…".
    m_pixelAxis->setTitleText(tr("px"));
    m_degreeAxis = new QValueAxis(m_chart);
    m_degreeAxis->setTitleText(tr("rotate (°)"));
    m_chart->addAxis(m_timeAxis, Qt::AlignBottom);
    m_chart->addAxis(m_pixelAxis, Qt::AlignLeft);
    m_chart->addAxis(m_degreeAxis, Qt::AlignRight);
    m_view = new TrackChartView(m_chart, this);

    auto* left = new QWidget(this);
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(m_search);
    leftLayout->addWidget(m_list);
    leftLayout->addWidget(m_keysShownBox);
    auto* splitter = new QSplitter(this);
    splitter->addWidget(left);
    splitter->addWidget(m_view);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({180, 600});
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);
}

QChartView* TrackTimeline::chartView() const { return m_view; }

void TrackTimeline::setSequences(std::shared_ptr<const sequence::Sequence> raw,
                                 std::shared_ptr<const sequence::Sequence> cleaned, const QString& person)
{
    m_raw = std::move(raw);
    m_cleaned = std::move(cleaned);
    m_person = person;
    const sequence::Sequence* seq = m_cleaned ? m_cleaned.get() : m_raw.get();
    m_times.clear();
    if (seq)
        for (const sequence::Frame& f : seq->frames)
            m_times.push_back(f.t);
    m_clipEnd = clipEnd(m_times);
    const QStringList selected = selectedTracks();
    m_model->setHasTilt((m_raw && m_raw->hasPelvisTrack()) || (m_cleaned && m_cleaned->hasPelvisTrack()));
    selectTracks(selected);
    const double start = m_times.empty() ? 0 : m_times.front();
    m_timeAxis->setRange(start, m_clipEnd);
    rebuildSeries();
}

void TrackTimeline::setAnimation(std::shared_ptr<const motion::Animation> animation, double timeOffset)
{
    m_animation = std::move(animation);
    m_timeOffset = timeOffset;
    QStringList bones;
    if (m_animation)
        for (const motion::Track& track : m_animation->tracks)
            if (track.kind == motion::TargetKind::Bone && track.property == "rotate")
                bones << QString::fromStdString(track.target);
    const QStringList selected = selectedTracks();
    m_model->setBones(bones);
    selectTracks(selected);
    rebuildSeries();
}

void TrackTimeline::setBoneCurves(std::vector<BoneCurve> curves)
{
    m_curves = std::move(curves);
    m_keysShownBox->setVisible(
        std::any_of(m_curves.begin(), m_curves.end(), [](const BoneCurve& c) { return !c.dense.empty(); }));
    rebuildSeries();
}

void TrackTimeline::setKeysShown(KeysShown shown)
{
    m_keysShown = shown;
    m_keysShownBox->setCurrentIndex(std::max(0, m_keysShownBox->findData(int(shown))));
    rebuildSeries();
}

void TrackTimeline::setCarriedTracks(const QStringList& carried)
{
    const QStringList selected = selectedTracks();
    m_model->setCarried(carried);
    selectTracks(selected);
    rebuildSeries();
}

bool TrackTimeline::showsKind(int kind) const
{
    for (const QModelIndex& index : m_list->selectionModel()->selectedIndexes())
        if (index.data(TrackListModel::KindRole).toInt() == kind)
            return true;
    return false;
}

void TrackTimeline::setTiltKeys(std::vector<QPointF> keys)
{
    // A key dragged sets these on every step: the chart is rebuilt only when they show.
    if (keys == m_tiltKeys)
        return;
    m_tiltKeys = std::move(keys);
    if (showsKind(static_cast<int>(TrackListModel::Kind::Tilt)))
        rebuildSeries();
}

void TrackTimeline::setCameraCurves(std::optional<CameraCurves> curves)
{
    if (curves == m_camera)
        return;
    const bool had = m_camera.has_value();
    m_camera = std::move(curves);
    if (had != m_camera.has_value()) {
        const QStringList selected = selectedTracks();
        m_model->setHasCamera(m_camera.has_value());
        selectTracks(selected);
    } else if (!showsKind(static_cast<int>(TrackListModel::Kind::Camera))) {
        return;
    }
    rebuildSeries();
}

void TrackTimeline::setRoleTurns(std::vector<double> times, std::vector<RoleTurnCurve> turns)
{
    m_turnTimes = std::move(times);
    m_turns = std::move(turns);
    QStringList roles;
    for (const RoleTurnCurve& t : m_turns)
        roles << t.role;
    const QStringList selected = selectedTracks();
    m_model->setRoleTurns(roles);
    selectTracks(selected);
    if (!m_raw && !m_cleaned) {
        m_times = m_turns.empty() ? std::vector<double>() : m_turnTimes;
        m_clipEnd = clipEnd(m_times);
        m_timeAxis->setRange(m_times.empty() ? 0 : m_times.front(), m_clipEnd);
    }
    rebuildSeries();
}

void TrackTimeline::setCurrentFrame(std::size_t frame)
{
    m_current = frame;
    if (frame < m_times.size())
        m_view->setCursorTime(m_times[frame]);
}

void TrackTimeline::selectTracks(const QStringList& names)
{
    QItemSelection selection;
    for (int row = 0; row < m_filter->rowCount(); ++row) {
        const QModelIndex index = m_filter->index(row, 0);
        if (names.contains(index.data(TrackListModel::NameRole).toString()))
            selection.select(index, index);
    }
    m_list->selectionModel()->select(selection, QItemSelectionModel::ClearAndSelect);
}

QStringList TrackTimeline::selectedTracks() const
{
    QStringList names;
    for (const QModelIndex& index : m_list->selectionModel()->selectedIndexes())
        names << index.data(TrackListModel::NameRole).toString();
    return names;
}

TimeAxis TrackTimeline::timeAxis() const
{
    const QRectF plot = m_chart->plotArea();
    return TimeAxis{m_timeAxis->min(), m_timeAxis->max(), plot.left(), std::max(1.0, plot.width())};
}

void TrackTimeline::setVisibleTime(double start, double end)
{
    m_timeAxis->setRange(start, end);
    rebuildSeries();
}

void TrackTimeline::zoomAt(double factor, double x)
{
    if (m_times.empty())
        return;
    const TimeAxis zoomed = timeAxis().zoomed(factor, x, m_times.front(), m_clipEnd, kMinVisibleSeconds);
    setVisibleTime(zoomed.start, zoomed.end);
}

void TrackTimeline::renderChart(QPainter* painter, const QRectF& target) { m_view->render(painter, target); }

std::vector<std::optional<double>> TrackTimeline::jointValues(const sequence::Sequence& seq, int joint, bool y) const
{
    std::vector<std::optional<double>> values(seq.frames.size());
    const std::string person = m_person.toStdString();
    for (std::size_t f = 0; f < seq.frames.size(); ++f) {
        const sequence::Person* p = person.empty()
                                        ? (seq.frames[f].people.empty() ? nullptr : &seq.frames[f].people.front())
                                        : seq.frames[f].person(person);
        if (!p)
            continue;
        const auto& at = p->joints[static_cast<std::size_t>(joint)].at;
        if (at)
            values[f] = y ? at->y() : at->x();
    }
    return values;
}

std::vector<std::optional<double>> TrackTimeline::tiltValues(const sequence::Sequence& seq)
{
    std::vector<std::optional<double>> values(seq.frames.size());
    for (std::size_t f = 0; f < seq.frames.size(); ++f)
        values[f] = seq.frames[f].pelvisTilt;
    return values;
}

void TrackTimeline::addBoneCurve(const BoneCurve& curve, const QColor& hue, double t0, double t1,
                                 const std::function<void(QXYSeries*, bool)>& add)
{
    std::vector<double> times;
    for (double t : curve.times)
        times.push_back(t + m_timeOffset);
    const auto asValues = [](const std::vector<double>& v) {
        return std::vector<std::optional<double>>(v.begin(), v.end());
    };
    const bool reduced = !curve.dense.empty() && curve.dense.size() == curve.times.size();
    const bool showReduced = !reduced || m_keysShown != KeysShown::Dense;
    const bool showDense = reduced && m_keysShown != KeysShown::Reduced;
    if (showDense) {
        // The dense keys: dashed, in the track's greyed shade, a key on every frame.
        auto* dense = new QLineSeries();
        dense->setName(tr("%1 rotate dense").arg(curve.bone));
        dense->setPen(QPen(rawShade(hue), 1.5, Qt::DashLine));
        dense->replace(decimateSeries(times, asValues(curve.dense), t0, t1, kBuckets));
        add(dense, true);
        if (!showReduced) {
            auto* keys = new QScatterSeries();
            keys->setName(tr("%1 rotate dense keys").arg(curve.bone));
            keys->setColor(rawShade(hue));
            keys->setBorderColor(rawShade(hue));
            keys->setMarkerSize(curve.dense.size() > 400 ? 3 : 5);
            keys->replace(decimateSeries(times, asValues(curve.dense), t0, t1, kBuckets));
            add(keys, true);
        }
    }
    if (!showReduced)
        return;
    if (curve.played.size() == curve.times.size()) {
        auto* line = new QLineSeries();
        line->setName(reduced ? tr("%1 rotate reduced").arg(curve.bone) : tr("%1 rotate").arg(curve.bone));
        line->setPen(QPen(hue, 2));
        line->replace(decimateSeries(times, asValues(curve.played), t0, t1, kBuckets));
        add(line, true);
    }
    std::vector<double> keyTimes;
    std::vector<std::optional<double>> keyValues;
    for (const QPointF& k : curve.keys) {
        keyTimes.push_back(k.x() + m_timeOffset);
        keyValues.emplace_back(k.y());
    }
    auto* keys = new QScatterSeries();
    keys->setName(tr("%1 rotate keys").arg(curve.bone));
    keys->setColor(hue);
    keys->setBorderColor(hue.darker(150));
    keys->setMarkerSize(keyTimes.size() > 400 ? 3 : 7);
    keys->replace(decimateSeries(keyTimes, keyValues, t0, t1, kBuckets));
    add(keys, true);
    if (curve.kept.empty())
        return;
    // The frames the fit had to keep: squares on the curve, hollow so the key shows through.
    std::vector<double> keptTimes;
    std::vector<std::optional<double>> keptValues;
    for (std::size_t f : curve.kept)
        if (f < times.size() && f < curve.played.size()) {
            keptTimes.push_back(times[f]);
            keptValues.emplace_back(curve.played[f]);
        }
    auto* kept = new QScatterSeries();
    kept->setName(tr("%1 kept frames").arg(curve.bone));
    kept->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    kept->setColor(Qt::transparent);
    kept->setBorderColor(hue.darker(170));
    kept->setMarkerSize(11);
    kept->replace(decimateSeries(keptTimes, keptValues, t0, t1, kBuckets));
    add(kept, true);
}

bool TrackTimeline::addCarriedSeries(const QString& name, const QColor& hue, double t0, double t1,
                                     const std::function<void(QXYSeries*, bool)>& add)
{
    const qsizetype slash = name.lastIndexOf(QLatin1Char('/'));
    const std::string target = name.left(slash).toStdString(), property = name.mid(slash + 1).toStdString();
    for (const motion::Track& track : m_animation->tracks) {
        if (track.target != target || track.property != property)
            continue;
        std::size_t channels = 0;
        for (const motion::Key& key : track.keys)
            if (key.v.is_array())
                channels = std::max<std::size_t>(channels, key.v.size());
        for (std::size_t c = 0; c < channels; ++c) {
            std::vector<double> times;
            std::vector<std::optional<double>> values;
            for (const motion::Key& key : track.keys)
                if (key.v.is_array() && c < key.v.size() && key.v[c].is_number()) {
                    times.push_back(key.t + m_timeOffset);
                    values.emplace_back(key.v[c].get<double>());
                }
            const QColor shade = c == 0 ? hue : hue.lighter(140);
            const QString label = channels > 1 ? tr("%1 [%2]").arg(name).arg(c) : name;
            auto* line = new QLineSeries();
            line->setName(tr("%1 carried").arg(label));
            line->setPen(QPen(shade, 1.5, Qt::DotLine));
            line->replace(decimateSeries(times, values, t0, t1, kBuckets));
            add(line, true);
            auto* keys = new QScatterSeries();
            keys->setName(tr("%1 carried keys").arg(label));
            keys->setColor(shade);
            keys->setBorderColor(shade.darker(140));
            keys->setMarkerSize(times.size() > 400 ? 3 : 6);
            keys->replace(decimateSeries(times, values, t0, t1, kBuckets));
            add(keys, true);
        }
        return true;
    }
    return false;
}

void TrackTimeline::rebuildSeries()
{
    m_chart->removeAllSeries();
    const double t0 = m_timeAxis->min(), t1 = m_timeAxis->max();
    bool anyPixels = false, anyDegrees = false, anyScale = false, anyAngle = false, anyCarried = false;
    double pxLow = 1e300, pxHigh = -1e300, degLow = 1e300, degHigh = -1e300;
    const auto add = [&](QXYSeries* series, bool degrees) {
        m_chart->addSeries(series);
        series->attachAxis(m_timeAxis);
        series->attachAxis(degrees ? m_degreeAxis : m_pixelAxis);
        for (const QPointF& p : series->points()) {
            (degrees ? degLow : pxLow) = std::min(degrees ? degLow : pxLow, p.y());
            (degrees ? degHigh : pxHigh) = std::max(degrees ? degHigh : pxHigh, p.y());
        }
        (degrees ? anyDegrees : anyPixels) = true;
    };
    int colour = 0;
    const QModelIndexList picked = m_list->selectionModel()->selectedIndexes();
    for (const QModelIndex& index : picked) {
        const QString name = index.data(TrackListModel::NameRole).toString();
        const QColor hue = trackColour(colour++);
        const auto kind = static_cast<TrackListModel::Kind>(index.data(TrackListModel::KindRole).toInt());
        if (kind == TrackListModel::Kind::Camera) {
            const int curve = name == QStringLiteral("cameraS") ? 0 : name == QStringLiteral("cameraTx") ? 1 : 2;
            // Keys that do not read give no values: the name stays listed, nothing is drawn.
            if (!m_camera || m_camera->values[static_cast<std::size_t>(curve)].size() != m_times.size())
                continue;
            // s has no unit: it shares the right-hand axis, which then says so.
            const QString label = index.data(Qt::DisplayRole).toString();
            auto* keyed = new QLineSeries();
            keyed->setName(label);
            keyed->setPen(QPen(hue, 2));
            keyed->replace(
                decimateSeries(m_times, m_camera->values[static_cast<std::size_t>(curve)], t0, t1, kBuckets));
            add(keyed, curve == 0);
            auto* keys = new QScatterSeries();
            keys->setName(tr("%1 keys").arg(label));
            keys->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
            keys->setColor(hue.darker(130));
            keys->setBorderColor(hue.darker(160));
            keys->setMarkerSize(8);
            const auto& marks = m_camera->keys[static_cast<std::size_t>(curve)];
            keys->replace(QList<QPointF>(marks.begin(), marks.end()));
            add(keys, curve == 0);
            anyScale = anyScale || curve == 0;
            continue;
        }
        if (kind == TrackListModel::Kind::RoleTurn) {
            const QString role = name.mid(5);  // after "turn:"
            const auto turn = std::find_if(m_turns.begin(), m_turns.end(),
                                           [&](const RoleTurnCurve& t) { return t.role == role; });
            if (turn == m_turns.end())
                continue;
            anyAngle = true;
            const auto series = [&](const std::vector<double>& values) {
                return decimateSeries(m_turnTimes, std::vector<std::optional<double>>(values.begin(), values.end()), t0,
                                      t1, kBuckets);
            };
            auto* source = new QLineSeries();
            source->setName(tr("%1 turn, source").arg(role));
            source->setPen(QPen(rawShade(hue), 1.5, Qt::DashLine));
            source->replace(series(turn->source));
            add(source, true);
            auto* target = new QLineSeries();
            target->setName(tr("%1 turn, baked target").arg(role));
            target->setPen(QPen(hue, 2));
            target->replace(series(turn->target));
            add(target, true);
            continue;
        }
        if (kind == TrackListModel::Kind::Tilt) {
            anyAngle = true;
            // Before clean (as the keys wrote it) dashed, after clean solid, the keys as marks.
            if (m_raw && m_raw != m_cleaned && m_raw->hasPelvisTrack()) {
                auto* raw = new QLineSeries();
                raw->setName(tr("pelvis tilt from keys"));
                raw->setPen(QPen(rawShade(hue), 1.5, Qt::DashLine));
                raw->replace(decimateSeries(m_times, tiltValues(*m_raw), t0, t1, kBuckets));
                add(raw, true);
            }
            if (m_cleaned && m_cleaned->hasPelvisTrack()) {
                auto* clean = new QLineSeries();
                clean->setName(tr("pelvis tilt cleaned"));
                clean->setPen(QPen(hue, 2));
                clean->replace(decimateSeries(m_times, tiltValues(*m_cleaned), t0, t1, kBuckets));
                add(clean, true);
            }
            if (!m_tiltKeys.empty()) {
                auto* keys = new QScatterSeries();
                keys->setName(tr("pelvis keys"));
                keys->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
                keys->setColor(hue.darker(130));
                keys->setBorderColor(hue.darker(160));
                keys->setMarkerSize(8);
                keys->replace(QList<QPointF>(m_tiltKeys.begin(), m_tiltKeys.end()));
                add(keys, true);
            }
            continue;
        }
        if (kind == TrackListModel::Kind::Carried) {
            if (m_animation)
                anyCarried = addCarriedSeries(name, hue, t0, t1, add) || anyCarried;
            continue;
        }
        if (kind == TrackListModel::Kind::Joint) {
            const auto joint = body::jointFromName(name.toStdString());
            if (!joint)
                continue;
            for (bool y : {false, true}) {
                const QString axisName = y ? QStringLiteral("y") : QStringLiteral("x");
                const QColor c = y ? hue.lighter(140) : hue;
                if (m_raw && m_raw != m_cleaned) {
                    auto* raw = new QLineSeries();
                    raw->setName(tr("%1 %2 raw").arg(name, axisName));
                    // Raw in a greyed shade of the track's colour, dashed: told from cleaned at a glance
                    // and in the legend, yet still paired with it.
                    raw->setPen(QPen(rawShade(c), 1.5, Qt::DashLine));
                    raw->replace(
                        decimateSeries(m_times, jointValues(*m_raw, static_cast<int>(*joint), y), t0, t1, kBuckets));
                    add(raw, false);
                }
                if (m_cleaned) {
                    auto* clean = new QLineSeries();
                    clean->setName(tr("%1 %2 cleaned").arg(name, axisName));
                    clean->setPen(QPen(c, 2));
                    clean->replace(decimateSeries(m_times, jointValues(*m_cleaned, static_cast<int>(*joint), y), t0, t1,
                                                  kBuckets));
                    add(clean, false);
                }
            }
        } else if (const auto curve = std::find_if(m_curves.begin(), m_curves.end(),
                                                   [&](const BoneCurve& c) { return c.bone == name; });
                   curve != m_curves.end()) {
            anyAngle = true;
            addBoneCurve(*curve, hue, t0, t1, add);
        } else if (m_animation) {
            anyAngle = true;
            for (const motion::Track& track : m_animation->tracks) {
                if (track.kind != motion::TargetKind::Bone || track.property != "rotate" ||
                    QString::fromStdString(track.target) != name)
                    continue;
                std::vector<double> times;
                std::vector<std::optional<double>> values;
                for (const motion::Key& key : track.keys)
                    if (key.v.is_array() && !key.v.empty() && key.v[0].is_number()) {
                        times.push_back(key.t + m_timeOffset);
                        values.emplace_back(key.v[0].get<double>());
                    }
                auto* keys = new QScatterSeries();
                keys->setName(tr("%1 rotate keys").arg(name));
                keys->setColor(hue);
                keys->setBorderColor(hue);
                keys->setMarkerSize(times.size() > 400 ? 3 : 6);
                keys->replace(decimateSeries(times, values, t0, t1, kBuckets));
                add(keys, true);
            }
        }
    }
    const auto pad = [](double& low, double& high) {
        const double margin = std::max(1.0, (high - low) * 0.05);
        low -= margin;
        high += margin;
    };
    if (anyPixels && pxLow <= pxHigh) {
        pad(pxLow, pxHigh);
        m_pixelAxis->setRange(pxLow, pxHigh);
    }
    if (anyDegrees && degLow <= degHigh) {
        pad(degLow, degHigh);
        m_degreeAxis->setRange(degLow, degHigh);
    }
    m_pixelAxis->setVisible(anyPixels || !anyDegrees);
    m_degreeAxis->setVisible(anyDegrees);
    QStringList rightAxis;
    if (anyAngle || (!anyScale && !anyCarried))
        rightAxis << tr("rotate (°)");
    if (anyScale)
        rightAxis << tr("camera s");
    if (anyCarried)
        rightAxis << tr("idle values");
    m_degreeAxis->setTitleText(rightAxis.join(QStringLiteral(", ")));
    setCurrentFrame(m_current);
}

}  // namespace rigpose::widgets
