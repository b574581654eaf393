#include "rigpose/widgets/automap_dialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace rigpose::widgets {

namespace {

enum Column { Accept, Chain, Bones, Joints, Found, Confidence, Evidence, Columns };

QString joined(const std::vector<std::string>& items, const char* separator)
{
    QStringList out;
    for (const std::string& s : items)
        out << QString::fromStdString(s);
    return out.join(QString::fromUtf8(separator));
}

}  // namespace

AutoMapDialog::AutoMapDialog(Propose propose, QWidget* parent) : QDialog(parent), m_propose(std::move(propose))
{
    setWindowTitle(tr("Auto-Map"));
    setObjectName(QStringLiteral("autoMapDialog"));
    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;
    m_front = new QComboBox(this);
    m_front->addItem(tr("the subject's right (r)"), QStringLiteral("r"));
    m_front->addItem(tr("the subject's left (l)"), QStringLiteral("l"));
    m_front->setToolTip(
        tr("A 2D rig's front and back limbs are nearer and farther from the viewer; say which side of "
           "the pose the front ones carry"));
    form->addRow(tr("Front limbs take"), m_front);
    layout->addLayout(form);
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    layout->addWidget(m_summary);
    m_table = new QTableWidget(0, Columns, this);
    m_table->setHorizontalHeaderLabels(
        {tr("Accept"), tr("Chain"), tr("Bones"), tr("Joints"), tr("Found by"), tr("Confidence"), tr("Evidence")});
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setWordWrap(true);
    layout->addWidget(m_table, 1);
    m_translate = new QCheckBox(tr("Accept the translate"), this);
    m_translateEvidence = new QLabel(this);
    m_translateEvidence->setWordWrap(true);
    layout->addWidget(m_translate);
    layout->addWidget(m_translateEvidence);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Use the Ticked Rows"));
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_front, &QComboBox::activated, this,
            [this] { this->propose(m_front->currentData().toString().front().toLatin1()); });
    resize(980, 420);
    this->propose('r');
}

void AutoMapDialog::propose(char front)
{
    m_proposal = m_propose(front);
    m_table->setRowCount(0);
    if (!m_proposal.ok()) {
        QStringList lines;
        for (const Refusal& r : m_proposal.refusals.items())
            lines << QString::fromStdString(r.code + ": " + r.message);
        m_summary->setText(lines.join(QLatin1Char('\n')));
        m_translate->setChecked(false);
        m_translate->setEnabled(false);
        m_translateEvidence->clear();
        return;
    }
    const automap::Proposal& p = m_proposal.value;
    m_summary->setText(
        p.convention.empty()
            ? tr("%n chain(s) proposed for %1; no naming convention matched as a whole.", nullptr,
                 static_cast<int>(p.rows.size()))
                  .arg(QString::fromStdString(p.rigName))
            : tr("%n chain(s) proposed for %1; its names follow %2.", nullptr, static_cast<int>(p.rows.size()))
                  .arg(QString::fromStdString(p.rigName), QString::fromStdString(p.convention)));
    m_table->setRowCount(static_cast<int>(p.rows.size()));
    for (std::size_t i = 0; i < p.rows.size(); ++i) {
        const automap::Row& row = p.rows[i];
        const int r = static_cast<int>(i);
        auto* accept = new QTableWidgetItem;
        accept->setFlags(Qt::ItemIsUserCheckable | Qt::ItemIsEnabled);
        accept->setCheckState(Qt::Checked);
        m_table->setItem(r, Accept, accept);
        m_table->setItem(r, Chain, new QTableWidgetItem(QString::fromStdString(row.chain.name)));
        m_table->setItem(r, Bones, new QTableWidgetItem(joined(row.chain.bones, ", ")));
        m_table->setItem(r, Joints, new QTableWidgetItem(joined(row.chain.joints, " → ")));
        m_table->setItem(r, Found, new QTableWidgetItem(QString::fromUtf8(automap::sourceName(row.source).data())));
        m_table->setItem(r, Confidence, new QTableWidgetItem(QString::number(row.confidence, 'f', 2)));
        auto* evidence = new QTableWidgetItem(QString::fromStdString(row.evidence));
        evidence->setToolTip(evidence->text());
        m_table->setItem(r, Evidence, evidence);
    }
    m_table->resizeColumnsToContents();
    m_translate->setEnabled(p.translate.has_value());
    m_translate->setChecked(p.translate.has_value());
    m_translateEvidence->setText(p.translate ? tr("translate %1 following %2: %3")
                                                   .arg(QString::fromStdString(p.translate->bone),
                                                        QString::fromStdString(p.translate->joint),
                                                        QString::fromStdString(p.translate->evidence))
                                             : tr("No translate proposed: the figure will turn in place."));
}

std::vector<std::size_t> AutoMapDialog::acceptedRows() const
{
    std::vector<std::size_t> out;
    for (int r = 0; r < m_table->rowCount(); ++r)
        if (m_table->item(r, Accept)->checkState() == Qt::Checked)
            out.push_back(static_cast<std::size_t>(r));
    return out;
}

bool AutoMapDialog::translateAccepted() const { return m_translate->isEnabled() && m_translate->isChecked(); }

void AutoMapDialog::setRowAccepted(std::size_t row, bool accepted)
{
    if (QTableWidgetItem* item = m_table->item(static_cast<int>(row), Accept))
        item->setCheckState(accepted ? Qt::Checked : Qt::Unchecked);
}

}  // namespace rigpose::widgets
