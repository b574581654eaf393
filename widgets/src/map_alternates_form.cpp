#include "rigpose/widgets/map_alternates_form.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSignalBlocker>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

#include "rigpose/map/map_json.h"
#include "rigpose/widgets/number_cell.h"

#include <algorithm>

namespace rigpose::widgets {

using json = nlohmann::ordered_json;
namespace mw = map::writer;

namespace {

QTableWidget* table(QWidget* parent, const QString& name, const QStringList& columns)
{
    auto* t = new QTableWidget(0, static_cast<int>(columns.size()), parent);
    t->setObjectName(name);
    t->setHorizontalHeaderLabels(columns);
    t->horizontalHeader()->setStretchLastSection(true);
    t->setSelectionMode(QAbstractItemView::SingleSelection);
    t->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                       QAbstractItemView::AnyKeyPressed);
    return t;
}

// The item at (row, column), made when missing, so a refill changes text rather than items.
QTableWidgetItem* cell(QTableWidget* t, int row, int column)
{
    QTableWidgetItem* item = t->item(row, column);
    if (!item) {
        item = new QTableWidgetItem;
        t->setItem(row, column, item);
    }
    return item;
}

// A short table: its rows all shown without a scroll bar of its own, up to `most` rows.
void fitRows(QTableWidget* t, int most = 12)
{
    const int rows = std::min(t->rowCount(), most);
    t->setFixedHeight(t->horizontalHeader()->sizeHint().height() + rows * t->verticalHeader()->defaultSectionSize() +
                      2 * t->frameWidth() + 2);
}

QStringList qStrings(const std::vector<std::string>& list)
{
    QStringList out;
    for (const std::string& s : list)
        out << QString::fromStdString(s);
    return out;
}

QString nameOf(const json& set) { return QString::fromStdString(mw::nameOf(set)); }
QStringList chainsOf(const json& set) { return qStrings(mw::chainsOf(set)); }

std::optional<Eigen::Vector2d> pairIn(const json& set, const char* block, const QString& name)
{
    const std::string key = name.toStdString();
    if (!set.contains(block) || !set[block].is_object() || !set[block].contains(key))
        return std::nullopt;
    const json& v = set[block][key];
    if (!v.is_array() || v.size() != 2 || !v[0].is_number() || !v[1].is_number())
        return std::nullopt;
    return Eigen::Vector2d(v[0].get<double>(), v[1].get<double>());
}

}  // namespace

MapAlternatesForm::MapAlternatesForm(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("mapAlternates"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    buildSetList(this);
    buildFields(this);
    layout->addWidget(m_list);
    auto* buttons = new QHBoxLayout;
    for (QPushButton* b : {m_add, m_duplicate, m_remove})
        buttons->addWidget(b);
    buttons->addStretch();
    layout->addLayout(buttons);
    layout->addWidget(m_fields, 1);
    refill();
}

void MapAlternatesForm::buildSetList(QWidget* parent)
{
    m_list = new QListWidget(parent);
    m_list->setObjectName(QStringLiteral("alternateSets"));
    m_list->setMaximumHeight(110);
    m_list->setToolTip(
        tr("Each set is a few slots repainted for one key pose, switched in together while the pose is near it"));
    m_add = new QPushButton(tr("Add Set"), parent);
    m_add->setObjectName(QStringLiteral("alternateAdd"));
    m_duplicate = new QPushButton(tr("Duplicate Set"), parent);
    m_duplicate->setObjectName(QStringLiteral("alternateDuplicate"));
    m_remove = new QPushButton(tr("Remove Set"), parent);
    m_remove->setObjectName(QStringLiteral("alternateRemove"));
    connect(m_list, &QListWidget::currentRowChanged, this, [this](int row) {
        if (m_filling)
            return;
        m_current = row;
        fillFields();
    });
    connect(m_add, &QPushButton::clicked, this, [this] {
        // The selected set's chains are the likeliest for the next drawing of the same limb.
        json set = mw::alternateSet(
            mw::freeName(m_sets, "set"),  // a name in the file, not the UI's language
            m_current >= 0 ? mw::chainsOf(m_sets[static_cast<std::size_t>(m_current)]) : std::vector<std::string>());
        json sets = m_sets;
        sets.push_back(std::move(set));
        m_current = static_cast<int>(sets.size()) - 1;
        emitEdit(std::move(sets), tr("Add Alternate Set"));
    });
    connect(m_duplicate, &QPushButton::clicked, this, [this] {
        if (m_current < 0)
            return;
        json set = m_sets[static_cast<std::size_t>(m_current)];
        mw::setSetName(set, mw::freeName(m_sets, mw::nameOf(set)));
        json sets = m_sets;
        sets.insert(sets.begin() + m_current + 1, std::move(set));
        ++m_current;
        emitEdit(std::move(sets), tr("Duplicate Alternate Set"));
    });
    connect(m_remove, &QPushButton::clicked, this, [this] {
        if (m_current < 0)
            return;
        json sets = m_sets;
        sets.erase(sets.begin() + m_current);
        m_current = std::min(m_current, static_cast<int>(sets.size()) - 1);
        emitEdit(std::move(sets), tr("Remove Alternate Set"));
    });
}

void MapAlternatesForm::buildFields(QWidget* parent)
{
    m_fields = new QWidget(parent);
    auto* form = new QFormLayout(m_fields);
    form->setContentsMargins(0, 0, 0, 0);
    m_name = new QLineEdit(m_fields);
    m_name->setObjectName(QStringLiteral("alternateName"));
    m_note = new QLineEdit(m_fields);
    m_note->setObjectName(QStringLiteral("alternateNote"));
    m_note->setPlaceholderText(tr("for people: what the drawing shows"));
    m_chains = new QListWidget(m_fields);
    m_chains->setObjectName(QStringLiteral("alternateChains"));
    m_chains->setMaximumHeight(100);
    m_chains->setToolTip(
        tr("The chains whose pose the drawing depicts: their segments are measured against the key skeleton"));
    m_slots = table(m_fields, QStringLiteral("alternateSlots"), {tr("Slot"), tr("Shows")});
    m_slots->verticalHeader()->hide();  // the slot's name is the row's first cell
    m_slots->setToolTip(
        tr("What each slot shows while the set shows: the setup drawing (left alone), nothing, or one "
           "of the attachments the slot has under the rig's skins"));
    m_pose = table(m_fields, QStringLiteral("alternatePose"), {tr("x"), tr("y")});
    m_pose->setToolTip(
        tr("The key skeleton the art was painted from, in picture px (y down) at any scale: only the "
           "directions between joints count"));
    m_takePose = new QPushButton(tr("Take Key Skeleton from Current Frame"), m_fields);
    m_takePose->setObjectName(QStringLiteral("alternateTakePose"));
    m_drawn = table(m_fields, QStringLiteral("alternateDrawn"), {tr("Drawn (\u00b0)")});
    m_drawn->setToolTip(tr("Each bone's world angle as painted (degrees, counter-clockwise, y up); empty: not stated"));
    m_drawnFromKey = new QPushButton(tr("Drawn Angles from Key Skeleton"), m_fields);
    m_drawnFromKey->setObjectName(QStringLiteral("alternateDrawnFromKey"));
    m_drawnFromKey->setToolTip(
        tr("The angles the bones have where they follow the key skeleton: right when the art was "
           "painted from that pose"));
    m_offsets = table(m_fields, QStringLiteral("alternateOffsets"), {tr("x"), tr("y")});
    m_offsets->setToolTip(tr("A translate, in the parent bone's axes, held while the set shows; empty: none"));
    m_problems = new QLabel(m_fields);
    m_problems->setObjectName(QStringLiteral("alternateProblems"));
    m_problems->setWordWrap(true);
    m_problems->setStyleSheet(QStringLiteral("color: #b3261e"));
    form->addRow(tr("Name"), m_name);
    form->addRow(tr("Note"), m_note);
    form->addRow(tr("Chains"), m_chains);
    form->addRow(tr("Slots"), m_slots);
    form->addRow(tr("Key skeleton"), m_pose);
    form->addRow(QString(), m_takePose);
    form->addRow(tr("Drawn angles"), m_drawn);
    form->addRow(QString(), m_drawnFromKey);
    form->addRow(tr("Offsets"), m_offsets);
    form->addRow(m_problems);

    connect(m_name, &QLineEdit::editingFinished, this, [this] {
        const QString name = m_name->text().trimmed();
        if (m_current < 0 || name.isEmpty() || name == nameOf(m_sets[static_cast<std::size_t>(m_current)]))
            return;
        editCurrent([&name](json& set) { mw::setSetName(set, name.toStdString()); }, tr("Rename Alternate Set"));
    });
    connect(m_note, &QLineEdit::editingFinished, this, [this] {
        if (m_current < 0)
            return;
        const json& set = m_sets[static_cast<std::size_t>(m_current)];
        const QString note = m_note->text();
        const QString was = set.contains("note") && set["note"].is_string()
                                ? QString::fromStdString(set["note"].get<std::string>())
                                : QString();
        if (note == was)
            return;
        editCurrent([&note](json& s) { mw::setSetNote(s, note.toStdString()); }, tr("Alternate Set Note"));
    });
    connect(m_chains, &QListWidget::itemChanged, this, [this] {
        if (m_filling || m_current < 0)
            return;
        std::vector<std::string> chains;
        for (int i = 0; i < m_chains->count(); ++i)
            if (m_chains->item(i)->checkState() == Qt::Checked)
                chains.push_back(m_chains->item(i)->data(Qt::UserRole).toString().toStdString());
        editCurrent([&chains](json& set) { mw::setSetChains(set, chains); }, tr("Alternate Set Chains"));
    });
    connect(m_pose, &QTableWidget::itemChanged, this, [this](QTableWidgetItem* item) {
        if (!m_filling)
            pairEdited(m_pose, "pose", item->row());
    });
    connect(m_offsets, &QTableWidget::itemChanged, this, [this](QTableWidgetItem* item) {
        if (!m_filling)
            pairEdited(m_offsets, "offsets", item->row());
    });
    connect(m_drawn, &QTableWidget::itemChanged, this, [this](QTableWidgetItem* item) {
        if (m_filling || m_current < 0)
            return;
        const QString bone = m_drawn->verticalHeaderItem(item->row())->text();
        const QString typed = item->text().trimmed();
        const std::optional<double> degrees = parseNumberCell(typed);
        if (!degrees && !typed.isEmpty())
            return requestRefill();  // not a number: the cell shows the set's value again
        editCurrent([&](json& set) { mw::setAngle(set, bone.toStdString(), degrees); }, tr("Drawn Angle"));
    });
    connect(m_takePose, &QPushButton::clicked, this, [this] {
        if (m_current >= 0)
            emit keySkeletonRequested(m_current);
    });
    connect(m_drawnFromKey, &QPushButton::clicked, this, [this] {
        if (m_current >= 0)
            emit drawnFromKeyRequested(m_current);
    });
}

void MapAlternatesForm::setAlternates(const json& sets)
{
    m_sets = sets.is_array() ? sets : json::array();
    requestRefill();
}

void MapAlternatesForm::setChains(QList<MapChainInfo> chains)
{
    m_chainInfo = std::move(chains);
    requestRefill();
}

void MapAlternatesForm::setRigSlots(RigSlotList rigSlots)
{
    m_rigSlots = std::move(rigSlots);
    requestRefill();
}

void MapAlternatesForm::setProblems(const std::vector<QStringList>& perSet)
{
    m_setProblems = perSet;
    requestRefill();
}

int MapAlternatesForm::currentSet() const { return m_current; }

int MapAlternatesForm::setNamed(const QString& name) const
{
    for (std::size_t i = 0; i < m_sets.size() && !name.isEmpty(); ++i)
        if (nameOf(m_sets[i]) == name)
            return static_cast<int>(i);
    return -1;
}

QStringList MapAlternatesForm::keySkeletonJoints(int index) const
{
    return index >= 0 && index < static_cast<int>(m_sets.size()) ? jointsOf(m_sets[static_cast<std::size_t>(index)])
                                                                 : QStringList();
}

void MapAlternatesForm::selectSet(int index)
{
    m_current = index >= 0 && index < static_cast<int>(m_sets.size()) ? index : -1;
    refill();
}

void MapAlternatesForm::requestRefill()
{
    if (!m_inEdit) {
        refill();
        return;
    }
    if (m_refillPending)
        return;
    m_refillPending = true;
    QTimer::singleShot(0, this, [this] {
        m_refillPending = false;
        refill();
    });
}

void MapAlternatesForm::refill()
{
    const int count = static_cast<int>(m_sets.size());
    if (m_current >= count)
        m_current = count - 1;
    if (m_current < 0 && count > 0)
        m_current = 0;
    fillList();
    fillFields();
}

void MapAlternatesForm::fillList()
{
    m_filling = true;
    const QSignalBlocker block(m_list);
    while (m_list->count() > static_cast<int>(m_sets.size()))
        delete m_list->takeItem(m_list->count() - 1);
    for (std::size_t i = 0; i < m_sets.size(); ++i) {
        const QString name = nameOf(m_sets[i]);
        const bool bad = i < m_setProblems.size() && !m_setProblems[i].isEmpty();
        const QString shown = (name.isEmpty() ? tr("(no name)") : name) +
                              (bad ? QStringLiteral("  \u26a0") : QString());
        if (static_cast<int>(i) >= m_list->count())
            m_list->addItem(shown);
        else
            m_list->item(static_cast<int>(i))->setText(shown);
    }
    m_list->setCurrentRow(m_current);
    m_duplicate->setEnabled(m_current >= 0);
    m_remove->setEnabled(m_current >= 0);
    m_filling = false;
}

void MapAlternatesForm::fillFields()
{
    m_fields->setEnabled(m_current >= 0);
    const json set = m_current >= 0 ? m_sets[static_cast<std::size_t>(m_current)] : json::object();
    m_filling = true;
    {
        const QSignalBlocker b1(m_name), b2(m_note), b3(m_chains);
        m_name->setText(nameOf(set));
        m_note->setText(set.contains("note") && set["note"].is_string()
                            ? QString::fromStdString(set["note"].get<std::string>())
                            : QString());
        m_note->setCursorPosition(0);  // a long note shows its start
        const QStringList named = chainsOf(set);
        QStringList offered;
        for (const MapChainInfo& c : m_chainInfo)
            offered << c.name;
        for (const QString& c : named)
            if (!offered.contains(c))
                offered << c;  // a chain the map lacks stays in sight beside its problem
        while (m_chains->count() > offered.size())
            delete m_chains->takeItem(m_chains->count() - 1);
        for (int i = 0; i < offered.size(); ++i) {
            if (i >= m_chains->count()) {
                auto* item = new QListWidgetItem(m_chains);
                item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
            }
            QListWidgetItem* item = m_chains->item(i);
            const bool known = std::any_of(m_chainInfo.begin(), m_chainInfo.end(),
                                           [&](const MapChainInfo& c) { return c.name == offered[i]; });
            item->setText(known ? offered[i] : tr("%1 (not a chain of the map)").arg(offered[i]));
            item->setData(Qt::UserRole, offered[i]);
            item->setCheckState(named.contains(offered[i]) ? Qt::Checked : Qt::Unchecked);
        }
    }
    fillSlots(set);
    fillPairs(m_pose, set, "pose", jointsOf(set));
    const QStringList bones = bonesOf(set);
    fillDrawn(set, bones);
    fillPairs(m_offsets, set, "offsets", bones);
    const QStringList problems = m_current >= 0 && m_current < static_cast<int>(m_setProblems.size())
                                     ? m_setProblems[static_cast<std::size_t>(m_current)]
                                     : QStringList();
    m_problems->setText(problems.join(QLatin1Char('\n')));
    m_problems->setVisible(!problems.isEmpty());
    m_filling = false;
    const QStringList chainBones = currentBones();
    if (chainBones != m_currentBones) {
        m_currentBones = chainBones;
        emit currentBonesChanged(chainBones);
    }
}

QStringList MapAlternatesForm::currentBones() const
{
    return m_current >= 0 ? chainNames(m_sets[static_cast<std::size_t>(m_current)], &MapChainInfo::bones, {})
                          : QStringList();
}

void MapAlternatesForm::fillSlots(const json& set)
{
    // The slots the set changes first (a rig may have dozens), in draw order, then the rest.
    const QStringList named = qStrings(mw::namedSlots(set));
    QStringList rows;
    for (const QString& s : m_rigSlots.names)
        if (named.contains(s))
            rows << s;
    for (const QString& s : named)
        if (!rows.contains(s))
            rows << s;  // not the rig's: kept in sight beside its problem
    for (const QString& s : m_rigSlots.names)
        if (!rows.contains(s))
            rows << s;
    const QSignalBlocker block(m_slots);
    m_slots->setRowCount(static_cast<int>(rows.size()));
    for (int r = 0; r < rows.size(); ++r) {
        QTableWidgetItem* name = cell(m_slots, r, 0);
        name->setText(rows[r]);
        name->setFlags(Qt::ItemIsEnabled);
        auto* box = qobject_cast<QComboBox*>(m_slots->cellWidget(r, 1));
        if (!box) {
            box = new QComboBox(m_slots);
            box->setObjectName(QStringLiteral("alternateSlot_") + QString::number(r));
            m_slots->setCellWidget(r, 1, box);
            connect(box, &QComboBox::activated, this, [this, box] {
                if (m_filling || m_current < 0)
                    return;
                const std::string slot = box->property("slot").toString().toStdString();
                const QVariant data = box->currentData();
                mw::SlotChoice choice;
                if (data.typeId() == QMetaType::QString) {
                    choice.kind = mw::SlotChoice::Kind::Shows;
                    choice.attachment = data.toString().toStdString();
                } else if (data == hiddenChoice()) {
                    choice.kind = mw::SlotChoice::Kind::Hidden;
                }
                if (choice == mw::slotChoice(m_sets[static_cast<std::size_t>(m_current)], slot))
                    return;
                editCurrent([&](json& s) { mw::setSlotChoice(s, slot, choice); }, tr("Alternate Set Slot"));
            });
        }
        const QSignalBlocker boxBlock(box);
        box->setProperty("slot", rows[r]);
        box->clear();
        box->addItem(tr("setup drawing"), setupChoice());
        box->addItem(tr("hidden"), hiddenChoice());
        QStringList attachments = m_rigSlots.attachmentsOf(rows[r]);
        const mw::SlotChoice now = mw::slotChoice(set, rows[r].toStdString());
        const QString shown = QString::fromStdString(now.attachment);
        if (now.kind == mw::SlotChoice::Kind::Shows && !attachments.contains(shown))
            attachments << shown;  // not the slot's: kept in sight beside its problem
        for (const QString& a : attachments)
            box->addItem(a, a);
        box->setCurrentIndex(now.kind == mw::SlotChoice::Kind::Setup    ? 0
                             : now.kind == mw::SlotChoice::Kind::Hidden ? 1
                                                                        : box->findData(shown));
    }
    m_slots->resizeColumnToContents(0);
    fitRows(m_slots, 6);  // the set's own come first; the rest scroll
}

void MapAlternatesForm::fillPairs(QTableWidget* t, const json& set, const char* block, const QStringList& rows)
{
    const QSignalBlocker blocker(t);
    t->setRowCount(static_cast<int>(rows.size()));
    t->setVerticalHeaderLabels(rows);
    for (int r = 0; r < rows.size(); ++r) {
        const std::optional<Eigen::Vector2d> at = pairIn(set, block, rows[r]);
        const std::string key = rows[r].toStdString();
        for (int c = 0; c < 2; ++c)
            cell(t, r, c)->setText(at ? numberCellText(set[block][key][static_cast<std::size_t>(c)]) : QString());
    }
    fitRows(t);
}

void MapAlternatesForm::fillDrawn(const json& set, const QStringList& rows)
{
    const QSignalBlocker blocker(m_drawn);
    m_drawn->setRowCount(static_cast<int>(rows.size()));
    m_drawn->setVerticalHeaderLabels(rows);
    for (int r = 0; r < rows.size(); ++r) {
        const std::string key = rows[r].toStdString();
        const bool given = set.contains("drawn") && set["drawn"].is_object() && set["drawn"].contains(key);
        cell(m_drawn, r, 0)->setText(given ? numberCellText(set["drawn"][key]) : QString());
    }
    fitRows(m_drawn);
}

QStringList MapAlternatesForm::chainNames(const json& set, QStringList MapChainInfo::*names,
                                          std::initializer_list<const char*> blocks) const
{
    QStringList out;
    const auto add = [&out](const QString& name) {
        if (!out.contains(name))
            out << name;
    };
    for (const QString& chain : chainsOf(set))
        for (const MapChainInfo& c : m_chainInfo)
            if (c.name == chain)
                for (const QString& n : c.*names)
                    add(n);
    for (const char* block : blocks)
        if (set.contains(block) && set[block].is_object())
            for (auto it = set[block].begin(); it != set[block].end(); ++it)
                add(QString::fromStdString(it.key()));
    return out;
}

QStringList MapAlternatesForm::jointsOf(const json& set) const
{
    return chainNames(set, &MapChainInfo::joints, {"pose"});
}

QStringList MapAlternatesForm::bonesOf(const json& set) const
{
    return chainNames(set, &MapChainInfo::bones, {"drawn", "offsets"});
}

void MapAlternatesForm::pairEdited(QTableWidget* t, const char* block, int row)
{
    if (m_current < 0 || row < 0)
        return;
    const QString name = t->verticalHeaderItem(row)->text();
    const QString xText = t->item(row, 0) ? t->item(row, 0)->text().trimmed() : QString();
    const QString yText = t->item(row, 1) ? t->item(row, 1)->text().trimmed() : QString();
    if (xText.isEmpty() && yText.isEmpty()) {
        if (pairIn(m_sets[static_cast<std::size_t>(m_current)], block, name))
            editCurrent([&](json& set) { mw::setPair(set, block, name.toStdString(), std::nullopt); },
                        tr("Clear %1").arg(name));
        return;
    }
    const auto x = parseNumberCell(xText), y = parseNumberCell(yText);
    if (!x || !y) {
        // Half typed (x given, y still to come) waits; anything not a number is put back.
        if ((xText.isEmpty() || x) && (yText.isEmpty() || y))
            return;
        return requestRefill();
    }
    editCurrent([&](json& set) { mw::setPair(set, block, name.toStdString(), Eigen::Vector2d(*x, *y)); },
                std::string(block) == "pose" ? tr("Key Skeleton %1").arg(name) : tr("Offset %1").arg(name));
}

void MapAlternatesForm::editCurrent(const std::function<void(json&)>& change, const QString& what)
{
    if (m_current < 0)
        return;
    json sets = m_sets;
    change(sets[static_cast<std::size_t>(m_current)]);
    if (sets == m_sets)
        return;
    emitEdit(std::move(sets), what);
}

void MapAlternatesForm::emitEdit(json sets, const QString& what)
{
    m_inEdit = true;
    emit alternatesEdited(sets, what);
    m_inEdit = false;
}

}  // namespace rigpose::widgets
