#include "rigpose/widgets/key_table_editor.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

#include "rigpose/widgets/key_columns.h"

namespace rigpose::widgets {

namespace {

// Spin boxes with the bounds and decimals the model gives each cell (a tilt runs negative, a
// frame may be fractional), where Qt's default would offer 0 to 99.99 at two decimals; a choice
// cell (a contact key's side) is a list of the words it may hold.
class KeyCellDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem&, const QModelIndex& index) const override
    {
        const QStringList choices = index.data(key_columns::ChoicesRole).toStringList();
        if (!choices.isEmpty()) {
            auto* combo = new QComboBox(parent);
            combo->addItems(choices);
            combo->setFrame(false);
            return combo;
        }
        auto* spin = new QDoubleSpinBox(parent);
        spin->setRange(index.data(key_columns::MinimumRole).toDouble(),
                       index.data(key_columns::MaximumRole).toDouble());
        spin->setDecimals(index.data(key_columns::DecimalsRole).toInt());
        spin->setFrame(false);
        return spin;
    }
    void setEditorData(QWidget* editor, const QModelIndex& index) const override
    {
        if (auto* combo = qobject_cast<QComboBox*>(editor)) {
            combo->setCurrentIndex(std::max(0, combo->findText(index.data(Qt::EditRole).toString())));
            return;
        }
        static_cast<QDoubleSpinBox*>(editor)->setValue(index.data(Qt::EditRole).toDouble());
    }
    void setModelData(QWidget* editor, QAbstractItemModel* model, const QModelIndex& index) const override
    {
        if (auto* combo = qobject_cast<QComboBox*>(editor)) {
            model->setData(index, combo->currentText(), Qt::EditRole);
            return;
        }
        auto* spin = static_cast<QDoubleSpinBox*>(editor);
        spin->interpretText();
        model->setData(index, spin->value(), Qt::EditRole);
    }
};

}  // namespace

KeyTableEditor::KeyTableEditor(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("keyTableEditor"));
    m_caption = new QLabel(this);
    m_caption->setObjectName(QStringLiteral("keyCaption"));
    m_caption->setWordWrap(true);
    m_problemsLabel = new QLabel(this);
    m_problemsLabel->setObjectName(QStringLiteral("keyFileProblems"));
    m_problemsLabel->setWordWrap(true);
    m_problemsLabel->setStyleSheet(QStringLiteral("color: #c02020"));
    m_problemsLabel->hide();
    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("keyTable"));
    m_table->setItemDelegate(new KeyCellDelegate(m_table));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    m_add = new QPushButton(tr("Add Key at Frame"), this);
    m_add->setObjectName(QStringLiteral("addKeyButton"));
    m_add->setToolTip(
        tr("A key at the current frame, holding the value there (I in the viewport, the scrubber, the chart or the "
           "lane)"));
    m_remove = new QPushButton(tr("Delete Key"), this);
    m_remove->setObjectName(QStringLiteral("removeKeyButton"));
    connect(m_add, &QPushButton::clicked, this, &KeyTableEditor::addKeyRequested);
    connect(m_remove, &QPushButton::clicked, this, [this] {
        const QModelIndex current = m_table->currentIndex();
        if (current.isValid())
            emit removeKeyRequested(current.row());
    });
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_add);
    buttons->addWidget(m_remove);
    buttons->addStretch();
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_caption);
    layout->addWidget(m_problemsLabel);
    layout->addWidget(m_table, 1);
    layout->addLayout(buttons);
    setEditable(false);
}

void KeyTableEditor::setModel(QAbstractItemModel* model) { m_table->setModel(model); }

QItemSelectionModel* KeyTableEditor::selectionModel() const { return m_table->selectionModel(); }

void KeyTableEditor::setCaption(const QString& caption) { m_caption->setText(caption); }

void KeyTableEditor::setFileProblems(const QStringList& problems)
{
    m_problems = problems;
    m_problemsLabel->setText(problems.join(QLatin1Char('\n')));
    m_problemsLabel->setVisible(!problems.isEmpty());
}

void KeyTableEditor::setEditable(bool editable)
{
    m_add->setEnabled(editable);
    m_remove->setEnabled(editable);
    m_table->setEnabled(editable);
}

}  // namespace rigpose::widgets
