#pragma once
// The studio's main window: menus, the open sequence's summary in the middle and in the
// status bar. Files are read by SequenceLoader off the GUI thread; views only get values.

#include <QMainWindow>

#include <memory>

#include "rigpose/sequence/sequence.h"

class QAction;
class QCloseEvent;
class QLabel;
class QUndoStack;

namespace rigpose::widgets {
class SequenceInfoPanel;
}

namespace rigpose::studio {

class SequenceLoader;
struct SequenceLoad;

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // Starts reading `path`; the window shows it (or its refusals) when the read is done.
    void openSequence(const QString& path);
    bool isLoading() const;

    // The open sequence, or null. Shared: later views hold it without copying frames.
    std::shared_ptr<const sequence::Sequence> sequence() const { return m_sequence; }
    QString sequencePath() const { return m_sequencePath; }
    // The status bar's description of the open sequence ("240 frames · 24 fps · people: a").
    QString sequenceStatusText() const;
    // Edits will be undo commands on this stack; its clean state will be "not modified".
    QUndoStack* undoStack() const { return m_undoStack; }

    // Window size and dock layout from the last session (not in --screenshot runs).
    void restoreLayout();

signals:
    // After every load asked for through openSequence, refused or not.
    void sequenceLoadFinished(bool ok);

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void createActions();
    void createMenus();
    void chooseSequence();
    void showLoad(const SequenceLoad& load);
    void showRefusals(const SequenceLoad& load);
    void showAbout();

    SequenceLoader* m_loader = nullptr;
    QUndoStack* m_undoStack = nullptr;
    widgets::SequenceInfoPanel* m_infoPanel = nullptr;
    QLabel* m_sequenceStatus = nullptr;

    std::shared_ptr<const sequence::Sequence> m_sequence;
    QString m_sequencePath;
    QString m_statusLine;  // the open sequence's, restored after a refused open

    QAction* m_openSequence = nullptr;
    QAction* m_quit = nullptr;
    QAction* m_undo = nullptr;
    QAction* m_redo = nullptr;
    QAction* m_showStatusBar = nullptr;
    QAction* m_fullScreen = nullptr;
    QAction* m_about = nullptr;
    QAction* m_aboutQt = nullptr;
};

}  // namespace rigpose::studio
