#pragma once
// The retarget's options around the rig's own motion: which animation is read as its idle,
// whether the tracks it drops are carried into the new animation, the base motion read instead of
// the one beside the rig, and a file of track fragments merged in. Each change is an undoable
// edit of the document; choosing a file is the main window's (its File menu has the same items).

#include <QGroupBox>

class QCheckBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace rigpose::studio {

class Document;

class IdleOptionsBox : public QGroupBox {
    Q_OBJECT

public:
    explicit IdleOptionsBox(Document* document, QWidget* parent = nullptr);

signals:
    void chooseBaseMotionRequested();
    void chooseMergeRequested();

private:
    void showProject();
    // A file row: its name (the path as tooltip), a button to choose one and one to clear it.
    QWidget* fileRow(const QString& name, QLabel*& label, QPushButton*& clear);

    Document* m_document;
    QLineEdit* m_idle = nullptr;
    QCheckBox* m_carry = nullptr;
    QLabel* m_baseMotion = nullptr;
    QPushButton* m_clearBaseMotion = nullptr;
    QLabel* m_merge = nullptr;
    QPushButton* m_clearMerge = nullptr;
};

}  // namespace rigpose::studio
