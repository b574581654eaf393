#include "map_chain_model.h"

#include <QColor>

#include <cmath>

#include "document.h"
#include "map_json_fields.h"
#include "rigpose/map/map_json.h"
#include "rigpose/widgets/map_columns.h"

namespace rigpose::studio {

namespace mc = widgets::map_columns;
using json = nlohmann::ordered_json;

namespace {

const MapPath kChains = MapPath::of("/chains");

using map_json::strings;
using map_json::text;
using map_json::textsAt;

// A range limit as the editor keeps it: to a tenth of a degree (the writer writes a whole one as
// an integer, 10 rather than 10.0).
double tenth(double v) { return std::round(v * 10) / 10; }

QVariant rangeOf(const json& chain)
{
    QVariantMap out;
    const auto it = chain.find("range");
    if (it == chain.end() || !it->is_object())
        return out;
    for (const auto& [bone, pair] : it->items())
        if (pair.is_array() && pair.size() == 2 && pair[0].is_number() && pair[1].is_number())
            out.insert(QString::fromStdString(bone), QVariantList{pair[0].get<double>(), pair[1].get<double>()});
    return out;
}

QString columnWord(int column)
{
    switch (column) {
    case mc::Name:
        return MapChainModel::tr("Name");
    case mc::Bones:
        return MapChainModel::tr("Bones");
    case mc::Joints:
        return MapChainModel::tr("Joints");
    case mc::Aim:
        return MapChainModel::tr("Aim");
    case mc::Bend:
        return MapChainModel::tr("Bend");
    case mc::Reach:
        return MapChainModel::tr("Reach");
    case mc::Nod:
        return MapChainModel::tr("Nod");
    case mc::Range:
        return MapChainModel::tr("Range");
    case mc::Problems:
        return MapChainModel::tr("Problems");
    default:
        return {};
    }
}

}  // namespace

json chainWithField(json chain, int column, const QVariant& value)
{
    namespace w = map::writer;
    switch (column) {
    case mc::Name:
        w::setChainName(chain, value.toString().toStdString());
        break;
    case mc::Bones:
        w::setChainBones(chain, strings(value.toStringList()));
        break;
    case mc::Joints:
        w::setChainJoints(chain, strings(value.toStringList()));
        break;
    case mc::Aim:
        w::setChainAims(chain, strings(value.toStringList()));
        break;
    case mc::Bend:
        w::setChainBend(chain, value.toString().toStdString());
        break;
    case mc::Reach:
        w::setChainReach(chain, value.toBool());
        break;
    case mc::Nod:
        w::setChainNod(chain, value.isValid() && !value.isNull() ? std::optional<bool>(value.toBool()) : std::nullopt);
        break;
    case mc::Range: {
        const QVariantMap ranges = value.toMap();
        std::vector<map::Range> out;
        for (auto it = ranges.begin(); it != ranges.end(); ++it) {
            const QVariantList pair = it.value().toList();
            if (pair.size() == 2)
                out.push_back({it.key().toStdString(), tenth(pair[0].toDouble()), tenth(pair[1].toDouble())});
        }
        w::setChainRange(chain, out);
        break;
    }
    default:
        break;
    }
    return chain;
}

MapChainModel::MapChainModel(Document* document, QObject* parent) : QAbstractTableModel(parent), m_document(document)
{
    connect(document, &Document::changed, this, [this](ProjectParts parts) {
        if (parts & ProjectPart::Map)
            documentChanged();
    });
    connect(document, &Document::projectReset, this, &MapChainModel::documentChanged);
    const json* c = chains();
    m_rows = c ? static_cast<int>(c->size()) : 0;
}

const json* MapChainModel::chains() const
{
    const json* map = m_document->mapJson();
    if (!map || !map->is_object())
        return nullptr;
    const auto it = map->find("chains");
    return it != map->end() && it->is_array() ? &*it : nullptr;
}

void MapChainModel::documentChanged()
{
    const json* c = chains();
    const int rows = c ? static_cast<int>(c->size()) : 0;
    if (rows != m_rows) {
        beginResetModel();
        m_rows = rows;
        endResetModel();
        return;
    }
    if (rows > 0)
        emit dataChanged(index(0, 0), index(rows - 1, mc::Count - 1));
}

void MapChainModel::setProblems(const RefusalList& refusals)
{
    QHash<QString, QStringList> problems;
    for (const Refusal& r : refusals.items())
        if (!r.place.chain.empty())
            problems[QString::fromStdString(r.place.chain)] << QString::fromStdString(r.code + ": " + r.message);
    if (problems == m_problems)
        return;
    m_problems = std::move(problems);
    if (m_rows > 0)
        emit dataChanged(index(0, 0), index(m_rows - 1, mc::Count - 1));
}

QStringList MapChainModel::problemsOf(int row) const
{
    const json* c = chains();
    if (!c || row < 0 || row >= static_cast<int>(c->size()))
        return {};
    const json& chain = (*c)[static_cast<std::size_t>(row)];
    const auto name = chain.is_object() ? chain.find("name") : chain.end();
    return m_problems.value(chain.is_object() && name != chain.end() ? text(*name) : QString());
}

int MapChainModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : m_rows; }

int MapChainModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : mc::Count; }

QVariant MapChainModel::data(const QModelIndex& index, int role) const
{
    const json* c = chains();
    if (!c || !index.isValid() || index.row() >= static_cast<int>(c->size()))
        return {};
    const json& chain = (*c)[static_cast<std::size_t>(index.row())];
    if (!chain.is_object())
        return {};
    if (role == mc::ProblemsRole)
        return problemsOf(index.row());
    if (role == Qt::ForegroundRole)
        return problemsOf(index.row()).isEmpty() ? QVariant() : QVariant(QColor(0xb3, 0x26, 0x1e));
    if (role == Qt::ToolTipRole && index.column() == mc::Problems)
        return problemsOf(index.row()).join(QLatin1Char('\n'));
    const bool edit = role == Qt::EditRole;
    if (!edit && role != Qt::DisplayRole)
        return {};
    const auto field = [&chain](const char* key) {
        const auto it = chain.find(key);
        return it == chain.end() ? json() : *it;
    };
    switch (index.column()) {
    case mc::Name:
        return text(field("name"));
    case mc::Bones: {
        const QStringList bones = textsAt(chain, "bones");
        return edit ? QVariant(bones) : QVariant(bones.join(QStringLiteral(", ")));
    }
    case mc::Joints: {
        const QStringList joints = textsAt(chain, "joints");
        return edit ? QVariant(joints) : QVariant(joints.join(QStringLiteral(" → ")));
    }
    case mc::Aim: {
        QStringList aims = textsAt(chain, "aim");
        return edit ? QVariant(aims) : QVariant(aims.join(QStringLiteral(", ")));
    }
    case mc::Bend: {
        const QString bend = text(field("bend"));
        return bend.isEmpty() ? (edit ? QString() : QStringLiteral("rest")) : bend;
    }
    case mc::Reach:
        return field("reach").is_boolean() && field("reach").get<bool>();
    case mc::Nod:
        return field("nod").is_boolean() ? QVariant(field("nod").get<bool>()) : QVariant();
    case mc::Range:
        return rangeOf(chain);
    case mc::Problems: {
        const QStringList problems = problemsOf(index.row());
        if (problems.isEmpty())
            return edit ? QVariant() : QVariant(QString());
        QStringList codes;
        for (const QString& p : problems)
            codes << p.section(QLatin1Char(':'), 0, 0);
        codes.removeDuplicates();
        return QString(QStringLiteral("⚠ ") + codes.join(QStringLiteral(", ")) + QStringLiteral(": ") +
                       problems.front().section(QStringLiteral(": "), 1));
    }
    default:
        return {};
    }
}

QVariant MapChainModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    return columnWord(section);
}

Qt::ItemFlags MapChainModel::flags(const QModelIndex& index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() == mc::Name)
        f |= Qt::ItemIsEditable;
    return f;
}

bool MapChainModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    const json* c = chains();
    if (!c || !index.isValid() || index.row() >= static_cast<int>(c->size()))
        return false;
    const json& before = (*c)[static_cast<std::size_t>(index.row())];
    if (!before.is_object())
        return false;
    json after = before;
    QString what;
    MergeId merge = MergeId::None;
    if (role == mc::FieldsRole) {
        const QVariantMap fields = value.toMap();
        for (auto it = fields.begin(); it != fields.end(); ++it)
            after = chainWithField(std::move(after), it.key().toInt(), it.value());
        what = tr("Edit Chain %1").arg(text(before.value("name", json())));
    } else if (role == Qt::EditRole || role == mc::ContinuousEditRole) {
        if (index.column() == mc::Problems)
            return false;
        after = chainWithField(std::move(after), index.column(), value);
        what = tr("Change %1 of %2").arg(columnWord(index.column()), text(before.value("name", json())));
        if (role == mc::ContinuousEditRole)
            merge = index.column() == mc::Range ? MergeId::MapDrag : MergeId::MapTyping;
    } else {
        return false;
    }
    if (after == before)
        return true;
    const MapPath path = MapPath::of("/chains/" + std::to_string(index.row()));
    return m_document->setMapValue(path, std::move(after), what, merge);
}

bool MapChainModel::submit()
{
    m_document->closeMerge();
    return true;
}

bool MapChainModel::insertRows(int row, int count, const QModelIndex& parent)
{
    const json* c = chains();
    if (parent.isValid() || !c || row < 0 || row > static_cast<int>(c->size()) || count < 1)
        return false;
    m_document->beginEdit(tr("Add Chain"));
    bool ok = true;
    for (int k = 0; k < count && ok; ++k) {
        // A new chain names one bone and two joints to fill in; its problems say what is missing.
        map::writer::ChainFields fields;
        fields.name = "chain_" + std::to_string(c->size() + 1);
        fields.bones = std::vector<std::string>(1);
        fields.joints = std::vector<std::string>(2);
        json chain = map::writer::chainJson(fields);
        ok = m_document->insertMapItem(kChains, static_cast<std::size_t>(row + k), std::move(chain), tr("Add Chain"));
        c = chains();
    }
    m_document->endEdit();
    return ok;
}

bool MapChainModel::removeRows(int row, int count, const QModelIndex& parent)
{
    const json* c = chains();
    if (parent.isValid() || !c || row < 0 || count < 1 || row + count > static_cast<int>(c->size()))
        return false;
    m_document->beginEdit(
        count == 1 ? tr("Remove Chain %1").arg(text((*c)[static_cast<std::size_t>(row)].value("name", json())))
                   : tr("Remove Chains"));
    bool ok = true;
    for (int k = 0; k < count && ok; ++k)
        ok = m_document->removeMapItem(kChains, static_cast<std::size_t>(row), tr("Remove Chain"));
    m_document->endEdit();
    return ok;
}

bool MapChainModel::moveRows(const QModelIndex& sourceParent, int sourceRow, int count,
                             const QModelIndex& destinationParent, int destinationChild)
{
    const json* c = chains();
    if (sourceParent.isValid() || destinationParent.isValid() || !c || count != 1 || sourceRow < 0 ||
        sourceRow >= static_cast<int>(c->size()) || destinationChild < 0 ||
        destinationChild > static_cast<int>(c->size()))
        return false;
    // Qt's destination is the row the item goes before; the document's is where it ends up.
    const int to = destinationChild > sourceRow ? destinationChild - 1 : destinationChild;
    if (to == sourceRow)
        return false;
    return m_document->moveMapItem(
        kChains, static_cast<std::size_t>(sourceRow), static_cast<std::size_t>(to),
        tr("Move Chain %1").arg(text((*c)[static_cast<std::size_t>(sourceRow)].value("name", json()))));
}

bool MapChainModel::duplicateRow(int row)
{
    const json* c = chains();
    if (!c || row < 0 || row >= static_cast<int>(c->size()))
        return false;
    json copy = (*c)[static_cast<std::size_t>(row)];
    if (copy.is_object())
        map::writer::setChainName(copy, text(copy.value("name", json())).toStdString() + "_copy");
    return m_document->insertMapItem(
        kChains, static_cast<std::size_t>(row + 1), std::move(copy),
        tr("Duplicate Chain %1").arg(text((*c)[static_cast<std::size_t>(row)].value("name", json()))));
}

}  // namespace rigpose::studio
