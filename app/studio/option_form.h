#pragma once
// The retarget's Run Options built from its option table (stage/option_table.h): one widget per
// row, its range, step, unit, label and tooltip the row's, so the studio offers exactly what the
// CLI takes. An edit changes the project's retarget options as one undoable step named by the
// row; steps of one box in a row merge.

#include <QObject>
#include <QString>

#include <functional>
#include <map>

#include "rigpose/stage/option_table.h"

class QCheckBox;
class QComboBox;
class QFormLayout;
class QWidget;

namespace rigpose::studio {

class Document;

class OptionForm : public QObject {
    Q_OBJECT

public:
    explicit OptionForm(Document* document, QObject* parent = nullptr);

    // Adds the row's widgets to `form`; nothing for a row the studio does not show.
    void addRow(QFormLayout* form, const stage::OptionRow& row);
    // Every widget as the project's retarget options are.
    void show();
    // A row of text the person list offers (the panel fills it from the open sequence).
    QComboBox* personBox() const { return m_person; }

    // The object name of a row's widget: "retarget" + its key, first letter up ("retargetMinScore");
    // an optional row's check box adds "On".
    static QString widgetName(const stage::OptionRow& row);

private:
    void change(const stage::OptionRow& row, const util::OptionValue& value, bool merge);

    Document* m_document;
    QComboBox* m_person = nullptr;
    std::vector<std::function<void()>> m_shows;  // one per row: sets its widgets from the project
    std::map<const stage::OptionRow*, int> m_index;
};

// The row's label, in the studio's language.
QString optionLabel(const stage::OptionRow& row);

}  // namespace rigpose::studio
