#include "key_lane_edits.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QMimeData>

#include "document.h"
#include "key_table_model.h"
#include "rigpose/util/json_parse.h"
#include "rigpose/widgets/key_curve_view.h"
#include "rigpose/widgets/key_lane.h"

namespace rigpose::studio {

using json = nlohmann::ordered_json;

namespace {

std::vector<int> rowsOf(const QList<int>& rows) { return {rows.begin(), rows.end()}; }

}  // namespace

KeyLaneEdits::KeyLaneEdits(Document* document, KeyTableModel* model, widgets::KeyLane* lane, QObject* parent)
    : QObject(parent), m_document(document), m_model(model), m_lane(lane)
{
    lane->setInterpolates(model->format().interpolation() != nullptr);
    connect(lane, &widgets::KeyLane::keyDragStarted, this, &KeyLaneEdits::startDrag);
    connect(lane, &widgets::KeyLane::keysDragged, this, [this](double frames) { drag(frames); });
    connect(lane, &widgets::KeyLane::keyDragFinished, this, &KeyLaneEdits::finishDrag);
    connect(lane, &widgets::KeyLane::nudgeRequested, this,
            [this](const QList<int>& rows, double frames) { select(m_model->moveKeys(rowsOf(rows), frames)); });
    connect(lane, &widgets::KeyLane::removeKeysRequested, this,
            [this](const QList<int>& rows) { m_model->removeKeys(rowsOf(rows)); });
    connect(lane, &widgets::KeyLane::curveRequested, this,
            [this](const QList<int>& rows, const QString& curve) { m_model->setCurve(rowsOf(rows), curve); });
    connect(lane, &widgets::KeyLane::copyRequested, this, &KeyLaneEdits::copy);
    connect(lane, &widgets::KeyLane::cutRequested, this, &KeyLaneEdits::cut);
    connect(lane, &widgets::KeyLane::pasteRequested, this, &KeyLaneEdits::paste);
}

void KeyLaneEdits::startDrag(const QList<int>& rows)
{
    const json* file = m_model->file();
    m_dragBase = file ? std::optional<json>(*file) : std::nullopt;
    m_dragRows = rowsOf(rows);
    m_document->closeMerge();
}

void KeyLaneEdits::attachCurveView(widgets::KeyCurveView* view)
{
    connect(view, &widgets::KeyCurveView::keyDragStarted, this, &KeyLaneEdits::startDrag);
    connect(view, &widgets::KeyCurveView::keysDragged, this,
            [this, view](double frames, double by) { drag(frames, view->valueColumn(), by); });
    connect(view, &widgets::KeyCurveView::keyDragFinished, this, &KeyLaneEdits::finishDrag);
    connect(view, &widgets::KeyCurveView::removeKeysRequested, this,
            [this](const QList<int>& rows) { m_model->removeKeys(rowsOf(rows)); });
}

void KeyLaneEdits::drag(double frames, int column, double by)
{
    if (!m_dragBase)
        return;
    // From the file as the drag began, so the steps merge and undo gives it back whole.
    select(m_model->moveKeys(m_dragRows, frames, &*m_dragBase, MergeId::KeyDrag, column, by));
}

void KeyLaneEdits::finishDrag()
{
    m_dragBase.reset();
    m_document->closeMerge();
}

void KeyLaneEdits::select(const std::optional<std::vector<int>>& rows)
{
    if (rows)
        m_lane->selectKeys(QList<int>(rows->begin(), rows->end()));
}

void KeyLaneEdits::copy(const QList<int>& rows)
{
    json clip = json::object();
    clip["spec"] = m_model->format().spec;
    clip["keys"] = m_model->copyKeys(rowsOf(rows));
    if (clip["keys"].empty())
        return;
    auto* data = new QMimeData;
    const QByteArray bytes = QByteArray::fromStdString(clip.dump());
    data->setData(QString::fromLatin1(kKeysMimeType), bytes);
    data->setText(QString::fromUtf8(bytes));
    QGuiApplication::clipboard()->setMimeData(data);
}

void KeyLaneEdits::cut(const QList<int>& rows)
{
    copy(rows);
    m_model->removeKeys(rowsOf(rows),
                        tr("Cut %n %1(s)", nullptr, static_cast<int>(rows.size())).arg(m_model->format().keyName));
}

bool KeyLaneEdits::paste(double frame)
{
    const QMimeData* data = QGuiApplication::clipboard()->mimeData();
    if (!data || !data->hasFormat(QString::fromLatin1(kKeysMimeType)))
        return false;
    // Our own bytes, but the clipboard is shared with every program: read under the JSON policy,
    // and the keys pasted are then checked by the key file's own reader like any edit.
    const std::optional<json> read = parseJson(data->data(QString::fromLatin1(kKeysMimeType)).toStdString(), nullptr,
                                               true);
    if (!read)
        return false;
    const json& clip = *read;
    if (!clip.is_object() || clip.value("spec", json()) != m_model->format().spec || !clip.contains("keys"))
        return false;
    const auto rows = m_model->pasteKeys(clip["keys"], frame);
    select(rows);
    return rows.has_value();
}

}  // namespace rigpose::studio
