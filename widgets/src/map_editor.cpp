#include "rigpose/widgets/map_editor.h"

#include <QAbstractItemModel>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

#include "rigpose/widgets/map_alternates_form.h"
#include "rigpose/widgets/map_chain_form.h"
#include "rigpose/widgets/map_columns.h"
#include "rigpose/widgets/map_translate_form.h"

namespace rigpose::widgets {

namespace mc = map_columns;

MapEditor::MapEditor(QWidget* parent) : QWidget(parent)
{
    auto* layout = new QVBoxLayout(this);
    m_title = new QLabel(this);
    m_title->setObjectName(QStringLiteral("mapTitle"));
    m_mapProblems = new QLabel(this);
    m_mapProblems->setObjectName(QStringLiteral("mapProblems"));
    m_mapProblems->setWordWrap(true);
    m_mapProblems->setStyleSheet(QStringLiteral("color: #b3261e"));
    m_mapProblems->hide();
    layout->addWidget(m_title);
    layout->addWidget(m_mapProblems);

    m_tabs = new QTabWidget(this);
    layout->addWidget(m_tabs, 1);

    auto* chains = new QSplitter(Qt::Vertical, m_tabs);
    auto* top = new QWidget(chains);
    auto* topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    m_table = new QTableView(top);
    m_table->setObjectName(QStringLiteral("chainTable"));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    // A few chains always in sight to pick from, however short the dock.
    m_table->setMinimumHeight(m_table->verticalHeader()->defaultSectionSize() * 4 +
                              m_table->horizontalHeader()->sizeHint().height() + 4);
    topLayout->addWidget(m_table, 1);
    auto* buttons = new QHBoxLayout;
    m_add = new QPushButton(tr("&Add"), top);
    m_duplicate = new QPushButton(tr("Du&plicate"), top);
    m_remove = new QPushButton(tr("&Remove"), top);
    m_up = new QPushButton(tr("Move &Up"), top);
    m_down = new QPushButton(tr("Move Do&wn"), top);
    m_autoMap = new QPushButton(tr("Auto-&Map…"), top);
    m_autoMap->setToolTip(tr("Propose chains from the rig's bone names and hierarchy"));
    for (QPushButton* b : {m_add, m_duplicate, m_remove, m_up, m_down})
        buttons->addWidget(b);
    buttons->addStretch();
    buttons->addWidget(m_autoMap);
    topLayout->addLayout(buttons);

    auto* scroll = new QScrollArea(chains);
    scroll->setWidgetResizable(true);
    auto* detail = new QWidget(scroll);
    auto* detailLayout = new QVBoxLayout(detail);
    m_form = new MapChainForm(detail);
    m_translate = new MapTranslateForm(detail);
    detailLayout->addWidget(m_form);
    detailLayout->addWidget(m_translate);
    detailLayout->addStretch();
    scroll->setWidget(detail);
    chains->addWidget(top);
    chains->addWidget(scroll);
    chains->setStretchFactor(0, 1);
    chains->setStretchFactor(1, 3);
    chains->setSizes({140, 420});  // a few rows to choose from; the form is where the work is
    m_tabs->addTab(chains, tr("Chains"));
    m_chainsPage = chains;

    auto* alternatesScroll = new QScrollArea(m_tabs);
    alternatesScroll->setWidgetResizable(true);
    m_alternates = new MapAlternatesForm(alternatesScroll);
    alternatesScroll->setWidget(m_alternates);
    m_alternatesPage = alternatesScroll;
    m_tabs->addTab(alternatesScroll, tr("Alternates"));

    m_json = new QPlainTextEdit(m_tabs);
    m_json->setObjectName(QStringLiteral("mapJson"));
    m_json->setReadOnly(true);
    m_json->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_json->setFont(QFont(QStringLiteral("monospace")));
    m_tabs->addTab(m_json, tr("JSON"));

    connect(m_add, &QPushButton::clicked, this, [this] {
        if (!m_model)
            return;
        const int at = currentRow() < 0 ? m_model->rowCount() : currentRow() + 1;
        if (m_model->insertRow(at))
            selectRow(at);
    });
    connect(m_duplicate, &QPushButton::clicked, this, [this] {
        if (currentRow() >= 0)
            emit duplicateRequested(currentRow());
    });
    connect(m_remove, &QPushButton::clicked, this, [this] {
        const int row = currentRow();
        if (m_model && row >= 0 && m_model->removeRow(row))
            selectRow(std::min(row, m_model->rowCount() - 1));
    });
    const auto move = [this](int by) {
        const int row = currentRow();
        if (!m_model || row < 0 || row + by < 0 || row + by >= m_model->rowCount())
            return;
        // moveRow's destination is the row the item goes before, in the rows as they are now.
        if (m_model->moveRow(QModelIndex(), row, QModelIndex(), by > 0 ? row + 2 : row - 1))
            selectRow(row + by);
    };
    connect(m_up, &QPushButton::clicked, this, [move] { move(-1); });
    connect(m_down, &QPushButton::clicked, this, [move] { move(+1); });
    connect(m_autoMap, &QPushButton::clicked, this, &MapEditor::autoMapRequested);
    connect(m_translate, &MapTranslateForm::translateEdited, this, &MapEditor::translateEdited);
    connect(m_alternates, &MapAlternatesForm::currentBonesChanged, this, &MapEditor::rowsChanged);
    connect(m_tabs, &QTabWidget::currentChanged, this, &MapEditor::rowsChanged);
    updateButtons();
}

void MapEditor::setModel(QAbstractItemModel* model)
{
    m_model = model;
    m_table->setModel(model);
    m_form->setModel(model);
    for (int c : {mc::Aim, mc::Reach, mc::Nod, mc::Range})
        m_table->setColumnHidden(c, true);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_table->horizontalHeader()->setSectionResizeMode(mc::Problems, QHeaderView::Stretch);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this](const QModelIndex& now) {
        m_form->setRow(now.isValid() ? now.row() : -1);
        updateButtons();
        rowsChanged();
        emit currentChainChanged(now.isValid() ? now.row() : -1);
    });
    connect(model, &QAbstractItemModel::dataChanged, this, [this] {
        m_form->refresh();
        rowsChanged();
    });
    const auto rowsChangedShape = [this] {
        m_form->setRow(currentRow());
        updateButtons();
        rowsChanged();
    };
    connect(model, &QAbstractItemModel::modelReset, this, rowsChangedShape);
    connect(model, &QAbstractItemModel::rowsInserted, this, rowsChangedShape);
    connect(model, &QAbstractItemModel::rowsRemoved, this, rowsChangedShape);
    connect(model, &QAbstractItemModel::rowsMoved, this, rowsChangedShape);
    connect(model, &QAbstractItemModel::modelReset, this, [this] {
        m_table->resizeColumnsToContents();
        // A map opened shows its first chain's form rather than an empty one.
        if (currentRow() < 0 && m_model->rowCount() > 0)
            selectRow(0);
    });
}

void MapEditor::setRigBones(RigBoneList bones)
{
    m_form->setRigBones(bones);
    m_translate->setRigBones(std::move(bones));
}

void MapEditor::showAlternates(bool shown) { m_tabs->setCurrentWidget(shown ? m_alternatesPage : m_chainsPage); }

void MapEditor::setTitle(const QString& text) { m_title->setText(text); }

void MapEditor::setMapProblems(const QStringList& problems)
{
    m_mapProblems->setText(problems.join(QLatin1Char('\n')));
    m_mapProblems->setVisible(!problems.isEmpty());
}

void MapEditor::setTranslate(const QVariant& block) { m_translate->setTranslate(block); }

void MapEditor::setTranslateProblems(const QStringList& problems) { m_translate->setProblems(problems); }

void MapEditor::setJsonText(const QString& text)
{
    if (m_json->toPlainText() == text)
        return;
    // Keep the reader's place in a long map.
    const int scroll = m_json->verticalScrollBar() ? m_json->verticalScrollBar()->value() : 0;
    m_json->setPlainText(text);
    if (m_json->verticalScrollBar())
        m_json->verticalScrollBar()->setValue(scroll);
}

int MapEditor::currentRow() const
{
    const QModelIndex current = m_table->selectionModel() ? m_table->selectionModel()->currentIndex() : QModelIndex();
    return current.isValid() ? current.row() : -1;
}

void MapEditor::selectRow(int row)
{
    if (!m_model || row < 0 || row >= m_model->rowCount()) {
        if (m_table->selectionModel())
            m_table->selectionModel()->clearCurrentIndex();
        m_form->setRow(-1);
        return;
    }
    m_table->selectionModel()->setCurrentIndex(m_model->index(row, mc::Name),
                                               QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
}

bool MapEditor::pickBone(const QString& bone) { return m_form->pickBone(bone); }

QStringList MapEditor::selectedBones() const
{
    const int row = currentRow();
    if (!m_model || row < 0)
        return {};
    return m_model->data(m_model->index(row, mc::Bones), Qt::EditRole).toStringList();
}

void MapEditor::updateButtons()
{
    const int row = currentRow();
    const int rows = m_model ? m_model->rowCount() : 0;
    m_add->setEnabled(m_model != nullptr);
    m_duplicate->setEnabled(row >= 0);
    m_remove->setEnabled(row >= 0);
    m_up->setEnabled(row > 0);
    m_down->setEnabled(row >= 0 && row + 1 < rows);
}

QStringList MapEditor::highlightedBones() const
{
    return m_tabs->currentWidget() == m_alternatesPage ? m_alternates->currentBones() : selectedBones();
}

void MapEditor::rowsChanged()
{
    const QStringList bones = highlightedBones();
    if (bones == m_highlighted)
        return;
    m_highlighted = bones;
    emit highlightedBonesChanged(bones);
}

}  // namespace rigpose::widgets
