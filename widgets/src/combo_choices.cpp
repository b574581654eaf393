#include "combo_choices.h"

#include <QComboBox>
#include <QSignalBlocker>

namespace rigpose::widgets {

QComboBox* editableCombo(QWidget* parent)
{
    auto* box = new QComboBox(parent);
    box->setEditable(true);
    box->setInsertPolicy(QComboBox::NoInsert);
    box->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    return box;
}

void setChoices(QComboBox* box, const QStringList& choices, const QString& current)
{
    const QSignalBlocker block(box);
    QStringList items = choices;
    if (!current.isEmpty() && !items.contains(current))
        items.prepend(current);
    bool same = box->count() == items.size();
    for (int i = 0; same && i < items.size(); ++i)
        same = box->itemText(i) == items[i];
    if (!same) {
        box->clear();
        box->addItems(items);
    }
    if (box->currentText() != current) {
        const int at = box->findText(current);
        if (at >= 0)
            box->setCurrentIndex(at);
        else
            box->setEditText(current);
    }
}

}  // namespace rigpose::widgets
