#pragma once
// The editors' editable combo boxes: choices offered, any name typed kept.

#include <QStringList>

class QComboBox;
class QWidget;

namespace rigpose::widgets {

// An editable combo that never adds what is typed to its choices.
QComboBox* editableCombo(QWidget* parent);
// Offers `choices` and shows `current` without saying so (a typed name that is not a choice is
// put first, so a name the rig lacks stays visible beside its problem).
void setChoices(QComboBox* box, const QStringList& choices, const QString& current);

}  // namespace rigpose::widgets
