#include "rigpose/widgets/report_view.h"

#include <QHeaderView>
#include <QTreeView>
#include <QVBoxLayout>

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
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tree);
    // A single click jumps too: reading down the lines and watching the frame is the use.
    const auto jump = [this](const QModelIndex& index) {
        const QVariant frame = index.data(ReportModel::FirstFrameRole);
        if (frame.isValid())
            emit frameRequested(static_cast<std::size_t>(frame.toULongLong()));
    };
    connect(m_tree, &QTreeView::activated, this, jump);
    connect(m_tree, &QTreeView::clicked, this, jump);
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
