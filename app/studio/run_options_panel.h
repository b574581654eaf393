#pragma once
// The project's inputs and run options, editable: each change is an undoable edit of the
// document, and the document's change re-runs clean and retarget.

#include <QStringList>
#include <QWidget>

#include <optional>
#include <string>

class QCheckBox;
class QSpinBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;

namespace rigpose::studio {

class Document;
class IdleOptionsBox;
class OptionForm;

class RunOptionsPanel : public QWidget {
    Q_OBJECT

public:
    explicit RunOptionsPanel(Document* document, QWidget* parent = nullptr);

    // The open sequence's people, offered for clean's and retarget's --person.
    void setPeople(const QStringList& people);
    // The idle, base motion and merge rows (their file choosers are the main window's).
    IdleOptionsBox* idleOptions() const { return m_idleOptions; }

private:
    void showProject();
    // The alternate drawings' figures: read only when the map has `alternates`.
    QWidget* switchBox();
    void showSwitches();
    // The Clean box, its widgets built from clean's option table (clean/option_table.h).
    QWidget* cleanBox();
    void fillPeople(QComboBox* box, const std::optional<std::string>& chosen);

    Document* m_document;
    QLabel* m_sequence = nullptr;
    QLabel* m_rig = nullptr;
    QLabel* m_map = nullptr;
    QLabel* m_frames = nullptr;
    QComboBox* m_legs = nullptr;
    QComboBox* m_rest = nullptr;
    QCheckBox* m_hold = nullptr;
    QCheckBox* m_loop = nullptr;
    QDoubleSpinBox* m_holdSpeed = nullptr;
    QDoubleSpinBox* m_holdReach = nullptr;
    QCheckBox* m_hipsInferred = nullptr;
    QComboBox* m_depth = nullptr;
    QComboBox* m_cleanPerson = nullptr;
    OptionForm* m_retargetForm = nullptr;
    QLabel* m_switchNote = nullptr;
    IdleOptionsBox* m_idleOptions = nullptr;
    QStringList m_people;
};

}  // namespace rigpose::studio
