#include "rigpose/widgets/report_view.h"

#include <QHeaderView>
#include <QSplitter>
#include <QTableView>
#include <QTreeView>
#include <QVBoxLayout>

#include "rigpose/widgets/key_count_model.h"
#include "rigpose/widgets/report_model.h"

namespace rigpose::widgets {

ReportView::ReportView(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("reportView"));
    m_model = new ReportModel(this);
    m_tree = new QTreeView(this);
    m_tree->setObjectName(QStringLiteral("reportTree"));
    m_tree->setModel(m_model);
    m_tree->setHeaderHidden(true);
    m_tree->setUniformRowHeights(true);
    m_tree->setTextElideMode(Qt::ElideRight);
    m_keyCounts = new KeyCountModel(this);
    m_keyTable = new QTableView(this);
    m_keyTable->setObjectName(QStringLiteral("keyCountTable"));
    m_keyTable->setModel(m_keyCounts);
    m_keyTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_keyTable->setSelectionMode(QAbstractItemView::SingleSelection);
    m_keyTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_keyTable->verticalHeader()->hide();
    m_keyTable->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_keyTable->horizontalHeader()->setStretchLastSection(true);
    m_keyTable->setVisible(false);
    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_keyTable);
    splitter->addWidget(m_tree);
    splitter->setStretchFactor(1, 1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);
    // A single click jumps too: reading down the lines and watching the frame is the use.
    const auto jump = [this](const QModelIndex& index) {
        const QVariant frame = index.data(ReportModel::FirstFrameRole);
        if (frame.isValid())
            emit frameRequested(static_cast<std::size_t>(frame.toULongLong()));
    };
    connect(m_tree, &QTreeView::activated, this, jump);
    connect(m_tree, &QTreeView::clicked, this, jump);
    const auto worst = [this](const QModelIndex& index) {
        const QVariant frame = index.data(KeyCountModel::FrameRole);
        if (frame.isValid())
            emit frameRequested(static_cast<std::size_t>(frame.toULongLong()));
    };
    connect(m_keyTable, &QTableView::activated, this, worst);
    connect(m_keyTable, &QTableView::clicked, this, worst);
}

void ReportView::setKeyCounts(std::vector<reduce::TrackRow> rows)
{
    m_keyTable->setVisible(!rows.empty());
    m_keyCounts->setRows(std::move(rows));
}

void ReportView::setLines(const QStringList& lines)
{
    m_model->setLines(lines);
    m_tree->expandAll();
}

void ReportView::setSections(const std::vector<std::pair<QString, QStringList>>& sections)
{
    m_model->setSections(sections);
    // Groups start folded when there are many: the tags are the overview.
    if (m_model->rowCount() <= 6)
        m_tree->expandAll();
}

}  // namespace rigpose::widgets
