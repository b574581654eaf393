#include "key_table_model.h"

#include <QColor>
#include <QFile>
#include <QFileInfo>

#include <cmath>
#include <utility>

#include "document.h"
#include "key_moves.h"
#include "rigpose/widgets/key_columns.h"

namespace rigpose::studio {

using json = nlohmann::ordered_json;
namespace kc = widgets::key_columns;

namespace {

// Frames to a thousandth: finer than any key sheet is timed, and what the reader reads back.
constexpr int kFrameDecimals = 3;

}  // namespace

KeyTableModel::KeyTableModel(Document* document, KeyKind kind, QObject* parent)
    : QAbstractTableModel(parent), m_document(document), m_kind(kind)
{
    connect(m_document, &Document::changed, this, [this](ProjectParts parts) {
        if (parts & ProjectPart::Keys)
            refresh();
    });
    connect(m_document, &Document::projectReset, this, &KeyTableModel::refresh);
    refresh();
}

void KeyTableModel::setFrameCount(std::size_t frames)
{
    if (frames == m_frames)
        return;
    m_frames = frames;
    check();
    if (m_rows > 0)
        emit dataChanged(index(0, 0), index(m_rows - 1, columnCount() - 1));
}

bool KeyTableModel::hasFile() const { return m_document->keyFile(m_kind) != nullptr; }

const json* KeyTableModel::keys() const
{
    const json* file = m_document->keyFileJson(m_kind);
    return file ? keysOf(*file) : nullptr;
}

void KeyTableModel::refresh()
{
    const json* list = keys();
    json now = list ? *list : json::array();
    // Any key file's change reaches every kind's model; this one's keys may be as they were.
    const QHash<int, QStringList> keyProblemsBefore = m_keyProblems;
    const QStringList fileProblemsBefore = m_fileProblems;
    check();
    if (now == m_shown && keyProblemsBefore == m_keyProblems && fileProblemsBefore == m_fileProblems)
        return;
    // The keys that differ lie between a common head and a common tail: rows there change,
    // and the difference in count is inserted or removed at the end of that stretch, so a
    // view's selection and scroll stay on the keys that did not change.
    const int before = m_rows, after = static_cast<int>(now.size());
    int head = 0;
    while (head < before && head < after &&
           m_shown[static_cast<std::size_t>(head)] == now[static_cast<std::size_t>(head)])
        ++head;
    int tail = 0;
    while (tail < before - head && tail < after - head &&
           m_shown[static_cast<std::size_t>(before - 1 - tail)] == now[static_cast<std::size_t>(after - 1 - tail)])
        ++tail;
    const int common = std::min(before, after) - head - tail;
    if (after > before) {
        beginInsertRows({}, head + common, head + common + (after - before) - 1);
        m_shown = std::move(now);
        m_rows = after;
        endInsertRows();
    } else if (after < before) {
        beginRemoveRows({}, head + common, head + common + (before - after) - 1);
        m_shown = std::move(now);
        m_rows = after;
        endRemoveRows();
    } else {
        m_shown = std::move(now);
    }
    // Problems may change on any key (an order problem is its neighbour's too).
    if (m_rows > 0)
        emit dataChanged(index(0, 0), index(m_rows - 1, columnCount() - 1));
}

void KeyTableModel::check()
{
    const QHash<int, QStringList> keyProblems = std::exchange(m_keyProblems, {});
    const QStringList fileProblems = std::exchange(m_fileProblems, {});
    if (const MapSource* file = m_document->keyFile(m_kind)) {
        const std::string text = file->text();
        RefusalList refusals;
        if (text.empty() && !file->json)
            refusals.add(format().code, QFile::encodeName(QFileInfo(file->path).fileName()).toStdString() +
                                            ": cannot be read; check that the file is there, or make one with New");
        else
            refusals = checkKeyFile(m_kind, text, QFileInfo(file->path).fileName(), m_frames);
        for (const Refusal& r : refusals.items()) {
            const QString text = QString::fromStdString(r.code + ": " + r.message);
            if (r.place.key)
                m_keyProblems[static_cast<int>(*r.place.key)] << text;
            else
                m_fileProblems << text;
        }
    }
    if (m_keyProblems != keyProblems || m_fileProblems != fileProblems)
        emit problemsChanged();
}

int KeyTableModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : m_rows; }

int KeyTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : 1 + static_cast<int>(format().columns.size());
}

double KeyTableModel::keyFrame(int row) const
{
    const json* list = keys();
    if (!list || row < 0 || row >= static_cast<int>(list->size()))
        return 0;
    return rigpose::studio::keyFrame((*list)[static_cast<std::size_t>(row)]).value_or(0);
}

QVariant KeyTableModel::data(const QModelIndex& index, int role) const
{
    const json* list = keys();
    if (!index.isValid() || !list || index.row() >= static_cast<int>(list->size()))
        return {};
    const json& key = (*list)[static_cast<std::size_t>(index.row())];
    const int column = index.column();
    const KeyColumn* value = column > 0 ? &format().columns[static_cast<std::size_t>(column - 1)] : nullptr;
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole: {
        const char* field = value ? value->field : "frame";
        if (value && value->interpolation) {
            const QString curve = curveOf(key);
            const KeyChoice* choice = value->choice(curve.toStdString());
            return role == Qt::DisplayRole ? (choice ? choice->label : tr("Bézier (handles)")) : QVariant(curve);
        }
        if (value && value->isChoice()) {
            const json* word = key.is_object() && key.contains(field) ? &key[field] : nullptr;
            if (!word || !word->is_string())
                return role == Qt::DisplayRole ? QVariant(QStringLiteral("?")) : QVariant();
            const std::string& text = word->get_ref<const std::string&>();
            const KeyChoice* choice = value->choice(text);
            return role == Qt::DisplayRole && choice ? choice->label : QString::fromStdString(text);
        }
        if (!key.is_object() || !key.contains(field) || !key[field].is_number())
            return role == Qt::DisplayRole ? QVariant(QStringLiteral("?")) : QVariant();
        const double v = key[field].get<double>();
        return role == Qt::DisplayRole ? QVariant(QString::number(v, 'g', 10)) : QVariant(v);
    }
    case kc::FrameRole:
        return keyFrame(index.row());
    case kc::ProblemsRole:
        return m_keyProblems.value(index.row());
    case Qt::ToolTipRole: {
        const QStringList problems = m_keyProblems.value(index.row());
        if (!problems.isEmpty())
            return problems.join(QLatin1Char('\n'));
        return value ? value->toolTip : tr("The frame the key sits on (it may lie between frames)");
    }
    case Qt::ForegroundRole:
        return m_keyProblems.contains(index.row()) ? QVariant(QColor(200, 30, 30)) : QVariant();
    case kc::MinimumRole:
        return value ? value->minimum : 0.0;
    case kc::MaximumRole:
        return value ? value->maximum : std::max(0.0, static_cast<double>(m_frames) - 1);
    case kc::DecimalsRole:
        return value ? value->decimals : (format().fractionalFrames ? kFrameDecimals : 0);
    case kc::ChoicesRole: {
        QStringList words;
        if (value)
            for (const KeyChoice& c : value->choices)
                words << QString::fromLatin1(c.value);
        return words;
    }
    case kc::CurveRole:
        return format().interpolation() ? QVariant(curveOf(key)) : QVariant();
    case kc::ColorRole: {
        // The first choice column's colour: what the lane draws the key and the state it holds in.
        for (const KeyColumn& c : format().columns) {
            if (!c.isChoice() || c.interpolation)
                continue;
            const auto it = key.is_object() ? key.find(c.field) : key.end();
            const KeyChoice* choice = key.is_object() && it != key.end() && it->is_string()
                                          ? c.choice(it->get<std::string>())
                                          : nullptr;
            return choice ? QVariant(choice->color) : QVariant();
        }
        return {};
    }
    default:
        return {};
    }
}

QVariant KeyTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Vertical)
        return section;
    return section == 0 ? tr("Frame") : format().columns[static_cast<std::size_t>(section - 1)].title;
}

Qt::ItemFlags KeyTableModel::flags(const QModelIndex& index) const
{
    return index.isValid() ? Qt::ItemIsSelectable | Qt::ItemIsEnabled | Qt::ItemIsEditable : Qt::NoItemFlags;
}

json KeyTableModel::fileValue(const KeyColumn& column, const QVariant& value)
{
    if (column.isChoice()) {
        const std::string word = value.toString().toStdString();
        return column.choice(word) ? json(word) : json();
    }
    bool ok = false;
    const double v = value.toDouble(&ok);
    return ok && std::isfinite(v) ? keyFileNumber(v, column.decimals) : json();
}

double KeyTableModel::keyFrameFor(double frame) const
{
    return keyFileNumber(format().fractionalFrames ? frame : std::round(frame), kFrameDecimals).get<double>();
}

bool KeyTableModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    const json* file = m_document->keyFileJson(m_kind);
    const json* list = keys();
    if (role != Qt::EditRole || !index.isValid() || !list || index.row() >= static_cast<int>(list->size()))
        return false;
    if (index.column() == 0) {
        bool ok = false;
        const double v = value.toDouble(&ok);
        return ok && std::isfinite(v) && moveKey(index.row(), v);
    }
    const KeyColumn& column = format().columns[static_cast<std::size_t>(index.column() - 1)];
    if (column.interpolation)
        return setCurve({index.row()}, value.toString());
    json v = fileValue(column, value);
    if (v.is_null())
        return false;
    json after = *file;
    json& key = after["keys"][static_cast<std::size_t>(index.row())];
    if (!key.is_object())
        return false;
    if (key.contains(column.field) && key[column.field] == v)
        return true;  // nothing to change
    key[column.field] = std::move(v);
    return m_document->editKeyFile(m_kind, std::move(after),
                                   tr("Set %1 of %2 %3").arg(column.title, format().keyName).arg(index.row()));
}

bool KeyTableModel::removeRows(int row, int count, const QModelIndex& parent)
{
    const json* file = m_document->keyFileJson(m_kind);
    const json* list = keys();
    if (parent.isValid() || !list || row < 0 || count < 1 || row + count > static_cast<int>(list->size()))
        return false;
    json after = *file;
    json& items = after["keys"];
    items.erase(items.begin() + row, items.begin() + row + count);
    return m_document->editKeyFile(m_kind, std::move(after),
                                   count == 1 ? tr("Delete %1 %2").arg(format().keyName).arg(row)
                                              : tr("Delete %n %1(s)", nullptr, count).arg(format().keyName));
}

std::optional<int> KeyTableModel::addKey(double frame, const std::vector<QVariant>& values)
{
    const json* file = m_document->keyFileJson(m_kind);
    if (!file || !file->is_object())
        return std::nullopt;
    const double at = keyFrameFor(frame);
    const KeySlot slot = keySlotFor(*file, at);
    if (slot.existing)
        return static_cast<int>(slot.index);
    json key = json::object();
    key["frame"] = keyFileNumber(at, kFrameDecimals);
    for (std::size_t c = 0; c < format().columns.size(); ++c) {
        const KeyColumn& column = format().columns[c];
        json v = c < values.size() ? fileValue(column, values[c]) : json();
        if (column.interpolation) {  // linear unless asked: no field
            if (!v.is_null() && v != column.choices.front().value)
                key[column.field] = std::move(v);
            continue;
        }
        if (v.is_null())  // nothing given: a number's 0, a choice's first word
            v = column.isChoice() ? json(column.choices.front().value) : json(0);
        key[column.field] = std::move(v);
    }
    json after = *file;
    if (!after.contains("keys") || !after["keys"].is_array())
        after["keys"] = json::array();
    json& items = after["keys"];
    items.insert(items.begin() + static_cast<std::ptrdiff_t>(slot.index), std::move(key));
    if (format().interpolation())
        splitCurveAt(after, static_cast<int>(slot.index));
    if (!m_document->editKeyFile(m_kind, std::move(after), tr("Add %1 at frame %2").arg(format().keyName).arg(at)))
        return std::nullopt;
    return static_cast<int>(slot.index);
}

std::optional<int> KeyTableModel::putKey(double frame, const std::vector<QVariant>& values)
{
    const json* file = m_document->keyFileJson(m_kind);
    if (!file || !file->is_object())
        return std::nullopt;
    const double at = keyFrameFor(frame);
    const KeySlot slot = keySlotFor(*file, at);
    if (!slot.existing)
        return addKey(frame, values);
    json after = *file;
    json& key = after["keys"][slot.index];
    if (!key.is_object())
        return std::nullopt;
    QStringList changed;
    for (std::size_t c = 0; c < format().columns.size() && c < values.size(); ++c) {
        const KeyColumn& column = format().columns[c];
        json v = fileValue(column, values[c]);
        if (column.interpolation || v.is_null() || (key.contains(column.field) && key[column.field] == v))
            continue;
        key[column.field] = std::move(v);
        changed << column.title;
    }
    const int row = static_cast<int>(slot.index);
    if (changed.isEmpty())
        return row;
    if (!m_document->editKeyFile(
            m_kind, std::move(after),
            tr("Set %1 of %2 %3").arg(changed.join(QStringLiteral(", ")), format().keyName).arg(row)))
        return std::nullopt;
    return row;
}

bool KeyTableModel::moveKey(int row, double frame)
{
    const json* file = m_document->keyFileJson(m_kind);
    const json* list = keys();
    if (!list || row < 0 || row >= static_cast<int>(list->size()) ||
        !(*list)[static_cast<std::size_t>(row)].is_object())
        return false;
    const double at = format().fractionalFrames ? frame : std::round(frame);
    json after = *file;
    after["keys"][static_cast<std::size_t>(row)]["frame"] = keyFileNumber(at, kFrameDecimals);
    return m_document->editKeyFile(m_kind, std::move(after),
                                   tr("Move %1 %2 to frame %3").arg(format().keyName).arg(row).arg(at));
}

}  // namespace rigpose::studio

namespace rigpose::studio {

QString KeyTableModel::curveOf(const json& key)
{
    const auto it = key.is_object() ? key.find("curve") : key.end();
    if (it == key.end())
        return QStringLiteral("linear");
    if (it->is_string())
        return QString::fromStdString(it->get<std::string>());
    return QStringLiteral("bezier");
}

double KeyTableModel::lastFrame() const { return m_frames == 0 ? 0 : static_cast<double>(m_frames - 1); }

const json* KeyTableModel::file() const { return m_document->keyFileJson(m_kind); }

std::optional<std::vector<int>> KeyTableModel::applyEdit(std::optional<KeyEdit> edit, const QString& text,
                                                         MergeId merge)
{
    const json* now = file();
    if (!edit || !now)
        return std::nullopt;
    if (edit->file != *now && !m_document->editKeyFile(m_kind, std::move(edit->file), text, merge))
        return std::nullopt;
    return std::move(edit->rows);
}

std::optional<std::vector<int>> KeyTableModel::moveKeys(const std::vector<int>& rows, double frames, const json* from,
                                                        MergeId merge, int column, double by)
{
    const json* base = from ? from : file();
    if (!base)
        return std::nullopt;
    std::optional<ValueShift> shift;
    if (column >= 1 && column < columnCount() && !format().columns[static_cast<std::size_t>(column - 1)].isChoice()) {
        const KeyColumn& c = format().columns[static_cast<std::size_t>(column - 1)];
        shift = ValueShift{c.field, by, c.minimum, c.maximum, c.decimals};
    }
    return applyEdit(movedKeys(*base, rows, frames, lastFrame(), shift),
                     tr("Move %n %1(s)", nullptr, static_cast<int>(rows.size())).arg(format().keyName), merge);
}

std::optional<std::vector<int>> KeyTableModel::pasteKeys(const json& clip, double frame)
{
    const json* now = file();
    if (!now || !clip.is_array())
        return std::nullopt;
    return applyEdit(
        pastedKeys(*now, clip, format().fractionalFrames ? frame : std::round(frame), lastFrame()),
        tr("Paste %n %1(s) at frame %2", nullptr, static_cast<int>(clip.size())).arg(format().keyName).arg(frame));
}

bool KeyTableModel::removeKeys(const std::vector<int>& rows, const QString& text)
{
    const json* now = file();
    if (!now)
        return false;
    std::optional<json> after = removedKeys(*now, rows);
    if (!after)
        return false;
    return m_document->editKeyFile(
        m_kind, std::move(*after),
        text.isEmpty() ? tr("Delete %n %1(s)", nullptr, static_cast<int>(rows.size())).arg(format().keyName) : text);
}

bool KeyTableModel::setCurve(const std::vector<int>& rows, const QString& curve)
{
    const KeyColumn* column = format().interpolation();
    const json* now = file();
    if (!column || !now || !column->choice(curve.toStdString()))
        return false;
    return applyEdit(curvedKeys(*now, rows, json(curve.toStdString())),
                     tr("Set the curve of %n %1(s) to %2", nullptr, static_cast<int>(rows.size()))
                         .arg(format().keyName, curve))
        .has_value();
}

json KeyTableModel::copyKeys(const std::vector<int>& rows) const
{
    const json* now = file();
    return now ? copiedKeys(*now, rows) : json::array();
}

}  // namespace rigpose::studio
