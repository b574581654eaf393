#pragma once
// The studio's main window: the viewport in the middle; the transport and scrubber, the track
// timeline, the report, the problems list, the run options and the sequence card in docks.
// The window holds menus, docks and their wiring, not the run's state: the Document holds what
// is edited, LiveRun reads and runs it off the GUI thread, and one FrameCursor is the frame every
// view follows. Split over main_window*.cpp by concern (actions, files, runs).

#include <QMainWindow>

#include <array>
#include <functional>
#include <memory>
#include <vector>

#include <nlohmann/json.hpp>

#include "key_file.h"
#include "pipeline_run.h"
#include "project.h"
#include "project_fields.h"
#include "recovery_folder.h"
#include "rigpose/sequence/sequence.h"

class QAction;
class QCloseEvent;
class QDockWidget;
class QDragEnterEvent;
class QDropEvent;
class QLabel;
class QMenu;
class QProgressBar;
class QStackedWidget;
class QTabWidget;
class QToolButton;
class QUndoStack;
class QVBoxLayout;

namespace rigpose::widgets {
class AutoMapDialog;
class FrameCursor;
class KeyCurveView;
class KeyLane;
class KeyTableEditor;
class PlaybackClock;
class RefusalModel;
class ReportView;
class Scrubber;
class SequenceInfoPanel;
class SkeletonView;
class TrackTimeline;
class TransportBar;
}  // namespace rigpose::widgets

namespace rigpose::studio {

class Autosaver;
class Document;
class LiveBake;
class R3dPanel;
struct BakeOutput;
class FrameImages;
class KeyTableModel;
class LanesMenu;
class LiveRun;
class MapEditorDock;
class RunOptionsPanel;
class Session;
struct SequenceLoad;

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // Opens what `path` is: a project, or a bare sequence, rig or map into the open project.
    void openFile(const QString& path);
    void openProject(const QString& path);
    // Reads a sequence; once read, the project takes it (a new project when nothing is open).
    void openSequence(const QString& path);
    bool saveProjectAs(const QString& path);
    // A new map at `path` (not written until Save), started from the rig's auto-map proposal
    // when there is a rig: the proposal dialog opens, and the map is made when it is accepted.
    void newMapAt(const QString& path);
    // Auto-map into the open map (chains of the same name replaced); a new map when there is none.
    void autoMap();
    // Where File → New Map… proposes to put the map: map.json beside the project (or sequence).
    QString defaultNewMapPath() const;

    // Reading a sequence or running clean and retarget.
    bool isLoading() const;
    bool isRunning() const;
    // Reading, running, or baking the 3D project.
    bool isBusy() const { return isLoading() || isRunning() || isBaking(); }
    bool isBaking() const;

    Document* document() const { return m_document; }
    // What the views follow: the document, the cursor and the last run (session.h).
    Session* session() const { return m_session; }
    LiveRun* liveRun() const { return m_live; }
    widgets::FrameCursor* frameCursor() const { return m_cursor; }
    // The open sequence as read, or null. Shared: views hold it without copying frames.
    std::shared_ptr<const sequence::Sequence> sequence() const;
    QString sequencePath() const;
    // The last run's output (null before the first green run).
    const RunOutput* lastRun() const;
    // The status bar's description of the open sequence ("240 frames · 24 fps · people: a").
    QString sequenceStatusText() const;
    QUndoStack* undoStack() const;

    std::size_t currentFrame() const;
    // The figure on the current frame: of the last run's cleaned clip when there is one, else
    // of the sequence as read; the run's person (else the first). Nullopt with no frame.
    std::optional<sequence::Person> personOnFrame() const;
    void setCurrentFrame(std::size_t frame);
    void stepFrames(long delta);

    widgets::SkeletonView* skeletonView() const { return m_view; }
    widgets::Scrubber* scrubber() const { return m_scrubber; }
    widgets::TrackTimeline* trackTimeline() const { return m_timeline; }
    widgets::ReportView* reportView() const { return m_report; }
    widgets::PlaybackClock* playbackClock() const { return m_clock; }
    MapEditorDock* mapDock() const { return m_mapDock; }

    // ---- The 3D project (main_window_r3d.cpp)
    LiveBake* liveBake() const;
    R3dPanel* r3dPanel() const { return m_r3dPanel; }
    // Whether the middle of the window shows the 3D panel now.
    bool isShowing3D() const;
    // The source (true) or the target rig set, the roles mapped by hand on that side cleared: one step.
    void setR3dRig(bool source, const QString& path);
    // A profile file's roles as that side's roles by hand (one step); its refusals, shown too.
    RefusalList importRoleProfile(bool source, const QString& path);
    // That side's roles by hand written as a profile rig-pose reads.
    RefusalList saveRoleProfile(bool source, const QString& path);

    // ---- Key files (main_window_keys.cpp): the Keys menu's items, without their dialogs.
    void newKeyFileAt(KeyKind kind, const QString& path);
    void openKeyFile(KeyKind kind, const QString& path);
    // Writes the key file alone: to its own path (`path` empty) or to `path` (Save As).
    bool saveKeyFile(KeyKind kind, const QString& path);
    void closeKeyFile(KeyKind kind);
    // A key at the current frame (or `frame`), holding the value there; the new key selected.
    void addKeyAtCurrentFrame();
    void addKeyAt(double frame);
    // Where Keys → New proposes to put a file: <sequence stem><suffix> beside the sequence.
    QString defaultKeyFilePath(KeyKind kind) const;
    void addKeyAt(KeyKind kind, double frame);
    KeyTableModel* pelvisKeysModel() const { return keysModel(KeyKind::Pelvis); }
    widgets::KeyLane* keyLane() const { return keyLane(KeyKind::Pelvis); }
    widgets::KeyTableEditor* keyEditor() const { return keyEditor(KeyKind::Pelvis); }
    // Each kind's model, lane (shown while the project names a file of it) and table.
    KeyTableModel* keysModel(KeyKind kind) const;
    widgets::KeyLane* keyLane(KeyKind kind) const;
    widgets::KeyTableEditor* keyEditor(KeyKind kind) const;
    // The curve editor above a kind's table, null for a kind that keys no number (contact).
    widgets::KeyCurveView* keyCurveView(KeyKind kind) const;

    // Brings the dock `name` (options, map, sequence, keys, report, problems, …) to the front;
    // false when there is none of that name.
    bool raiseDock(const QString& name);

    // Window size and dock layout from the last session (not in --screenshot runs).
    void restoreLayout();

    // ---- Crash recovery (main_window_recovery.cpp)
    Autosaver* autosaver() const { return m_autosaver; }
    // Recovery files left by sessions that did not close properly (not this one's, not those
    // of a studio still running), and those that could not be read.
    PendingRecoveries pendingRecoveries() const;
    // Opens the recovered project at its own path with its maps' edits: modified until saved.
    void restoreRecovery(const RecoveryFile& recovered);
    // Offers each pending file to `decide` (a question box when empty); sets refused ones aside
    // and says so in the status bar.
    void offerRecoveries(const RecoveryDecision& decide = {});

signals:
    // After every load asked for through openSequence/openProject, refused or not.
    void sequenceLoadFinished(bool ok);
    // A run ended: green, refused or canceled.
    void runFinished(bool ok);
    // The 3D project's bake ended and is shown: green (its check may still fail) or refused.
    void bakeFinished(bool ok);
    // Nothing is being read or run any more; `ok` is false when the last step was refused.
    void settled(bool ok);
    // Refusals as the window shows them: a project, sequence, rig or map refused as it was read
    // or run (the Problems panel's list), or a project that could not be saved.
    void refusalsShown(const rigpose::RefusalList& refusals);

protected:
    void closeEvent(QCloseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    // main_window_actions.cpp
    void createActions();
    void createMenus();
    void createDocks();
    QAction* addAction(const QString& text, const char* name, const QKeySequence& key = {});
    // A checkable action bound to a view and a setting: `apply` takes the state now and on each
    // toggle (it sets the view and remembers the choice).
    QAction* addToggle(const QString& text, const char* name, bool checked, std::function<void(bool)> apply);
    void showAbout();
    // The map editor's row of chain `name`, its dock raised.
    void showChain(const QString& name);
    void showPreferences();
    void updateTitle();

    // main_window_files.cpp
    void newProject();
    void chooseAndOpen();
    void chooseSequence();
    void chooseRig();
    void setRig(const QString& path);
    void chooseMap();
    void chooseFrames();
    void chooseBaseMotion();
    void chooseMerge();
    bool save();
    bool saveAs();
    bool maybeSave();
    void rebuildRecentMenu();
    QString chooseFile(const QString& kind, const QString& title, const QString& filter);

    // main_window_map.cpp
    void chooseNewMap();
    // Opens the proposal dialog for the project's rig; `accepted` gets the ticked rows as a
    // map. Null (nothing opened) when the project has no readable rig.
    widgets::AutoMapDialog* proposeMap(std::function<void(const nlohmann::ordered_json&)> accepted);

    // main_window_run.cpp
    void wireRun();
    void projectChanged(ProjectParts parts);
    void projectReset();
    void showFrame(std::size_t frame);
    void closeSequence();
    void showSequence(const SequenceLoad& load);
    void showRefusedSequence(const SequenceLoad& load);
    void showRefusals(const QString& title, const QString& text, const RefusalList& refusals);
    void showRunStarted();
    void showRun(const RunOutput& output);
    // The run's lanes on the scrubber as View → Lanes arranges them, the empty ones only when
    // View → Show Empty Lanes is on.
    void showRunLanes();
    void showProgress(int stage, int stages, const QString& text);
    void finishBusy(bool ok);

    // main_window_recovery.cpp
    void wireRecovery();

    // main_window_r3d.cpp
    void createR3d();
    void showBake(const std::shared_ptr<const BakeOutput>& bake);
    // The clip's frame times on the cursor while no sequence is open.
    void applyR3dTimes();
    // The middle of the window: the 3D panel for a 3D project without a sequence (or when
    // View → 3D View asks for it), else the 2D viewport.
    void showCentre();

    // main_window_keys.cpp
    void createKeyViews(QVBoxLayout* timelineLayout);
    void createKeyMenu();
    void showKeyFile();
    void selectKey(int row);
    void selectKey(KeyKind kind, int row);
    // What a new key holds at `frame`: the keys' own value there, else for the pelvis the hip
    // line on the frame, for contact the side the last run's feet read there (else l).
    // For the camera, what its keys give there (s 1, tx 0, ty 0 without keys that read).
    std::vector<QVariant> newKeyValues(KeyKind kind, double frame) const;
    QVariant newPelvisTilt(double frame) const;
    QString newContactSide(double frame) const;
    // The camera keys' per-frame values and marks on the track chart, the picture's frame in the
    // viewport (null when the camera keys are closed or do not read).
    void showCameraKeys();

    Document* m_document = nullptr;
    Session* m_session = nullptr;
    Autosaver* m_autosaver = nullptr;
    LiveRun* m_live = nullptr;
    widgets::FrameCursor* m_cursor = nullptr;
    FrameImages* m_images = nullptr;
    widgets::PlaybackClock* m_clock = nullptr;

    widgets::SkeletonView* m_view = nullptr;
    widgets::Scrubber* m_scrubber = nullptr;
    widgets::TransportBar* m_transport = nullptr;
    widgets::TrackTimeline* m_timeline = nullptr;
    widgets::ReportView* m_report = nullptr;
    widgets::RefusalModel* m_refusals = nullptr;
    widgets::SequenceInfoPanel* m_infoPanel = nullptr;
    QDockWidget* m_problemsDock = nullptr;
    MapEditorDock* m_mapDock = nullptr;
    RunOptionsPanel* m_options = nullptr;
    QDockWidget* m_timelineDock = nullptr;
    LiveBake* m_bake = nullptr;
    R3dPanel* m_r3dPanel = nullptr;
    QStackedWidget* m_centre = nullptr;
    QAction* m_show3d = nullptr;
    bool m_sizeLanes = true;  // the next run's lanes size the timeline dock (a sequence's first)
    QLabel* m_sequenceStatus = nullptr;
    QLabel* m_frameStatus = nullptr;
    QLabel* m_runStatus = nullptr;
    QProgressBar* m_progress = nullptr;
    QToolButton* m_cancel = nullptr;

    QString m_statusLine;  // the open sequence's, restored after a refused open

    QMenu* m_recentMenu = nullptr;
    QMenu* m_viewMenu = nullptr;
    QAction* m_rigOver = nullptr;
    QAction* m_emptyLanes = nullptr;
    LanesMenu* m_lanesMenu = nullptr;  // View → Lanes: the split and LAND's tolerance
    QAction* m_loop = nullptr;
    // Each key kind's views and Keys menu entries, in kKeyKinds' order.
    struct KeyViews {
        KeyTableModel* model = nullptr;
        widgets::KeyLane* lane = nullptr;
        widgets::KeyTableEditor* editor = nullptr;
        widgets::KeyCurveView* curve = nullptr;  // for kinds that key numbers
        QWidget* page = nullptr;                 // its tab in the Keys dock
        QAction *save = nullptr, *saveAs = nullptr, *close = nullptr;
    };
    std::array<KeyViews, std::size(kKeyKinds)> m_keyViews{};
    const KeyViews& keyViews(KeyKind kind) const { return m_keyViews[static_cast<std::size_t>(kind)]; }
    QDockWidget* m_keysDock = nullptr;
    bool m_keyFileShowPending = false;  // showKeyFile queued after a burst of value changes
    QTabWidget* m_keyTabs = nullptr;
    QAction* m_addKey = nullptr;
    QAction* m_removeKey = nullptr;
    QAction* m_play = nullptr;
};

}  // namespace rigpose::studio
