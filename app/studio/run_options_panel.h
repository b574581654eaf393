#pragma once
// The project's inputs and run options, editable: each change is an undoable edit of the
// document, and the document's change re-runs clean and retarget.

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;

namespace rigpose::studio {

class Document;

class RunOptionsPanel : public QWidget {
    Q_OBJECT

public:
    explicit RunOptionsPanel(Document* document, QWidget* parent = nullptr);

private:
    void showProject();
    QComboBox* windowBox(const QString& name);

    Document* m_document;
    QLabel* m_sequence = nullptr;
    QLabel* m_rig = nullptr;
    QLabel* m_map = nullptr;
    QLabel* m_frames = nullptr;
    QComboBox* m_legs = nullptr;
    QComboBox* m_rest = nullptr;
    QCheckBox* m_hold = nullptr;
    QCheckBox* m_loop = nullptr;
    QLineEdit* m_animation = nullptr;
    QDoubleSpinBox* m_minScore = nullptr;
};

}  // namespace rigpose::studio
