// MainWindow: construction, docks, actions and menus.

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QChartView>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QFileInfo>
#include <QStackedWidget>
#include <QStyle>
#include <QFormLayout>
#include <QHeaderView>
#include <QKeySequence>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QStatusBar>
#include <QScrollArea>
#include <QTableView>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

#include "document.h"
#include "export_actions.h"
#include "frame_images.h"
#include "lanes_menu.h"
#include "main_window.h"
#include "dopesheet_dock.h"
#include "session.h"
#include "map_chain_model.h"
#include "map_editor_dock.h"
#include "rigpose/widgets/map_editor.h"
#include "rigpose/widgets/playback_clock.h"
#include "rigpose/widgets/refusal_model.h"
#include "rigpose/widgets/report_view.h"
#include "rigpose/widgets/scrubber.h"
#include "rigpose/widgets/sequence_info_panel.h"
#include "rigpose/widgets/skeleton_view.h"
#include "rigpose/widgets/track_timeline.h"
#include "rigpose/widgets/transport_bar.h"
#include "idle_options_box.h"
#include "run_options_panel.h"
#include "live_run.h"
#include "rigpose/widgets/frame_cursor.h"
#include "studio_settings.h"

namespace rigpose::studio {

namespace {

// Room for the viewport, a scrubber of a few lanes and the docks at the right.
constexpr QSize kDefaultSize(1280, 800);

constexpr int kChartMinimumHeight = 200;

QDockWidget* dock(QMainWindow* window, const QString& title, const QString& name, QWidget* content)
{
    auto* d = new QDockWidget(title, window);
    d->setObjectName(name);  // saveState() needs names
    d->setWidget(content);
    return d;
}

}  // namespace

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent)
{
    m_document = new Document(this);
    m_live = new LiveRun(m_document, this);
    m_cursor = new widgets::FrameCursor(this);
    m_session = new Session(m_document, m_live, m_cursor, this);
    m_images = new FrameImages(this);
    m_clock = new widgets::PlaybackClock(this);

    m_view = new widgets::SkeletonView(this);
    m_view->setRigPlacement(settings::rigOverPose() ? widgets::SkeletonView::RigPlacementMode::Over
                                                    : widgets::SkeletonView::RigPlacementMode::Beside);
    m_centre = new QStackedWidget(this);
    m_centre->setObjectName(QStringLiteral("centre"));
    m_centre->addWidget(m_view);
    setCentralWidget(m_centre);
    setAcceptDrops(true);

    m_sequenceStatus = new QLabel(this);
    m_sequenceStatus->setObjectName(QStringLiteral("sequenceStatus"));
    m_frameStatus = new QLabel(this);
    m_frameStatus->setObjectName(QStringLiteral("frameStatus"));
    m_runStatus = new QLabel(this);
    m_runStatus->setObjectName(QStringLiteral("runStatus"));
    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("runProgress"));
    m_progress->setMaximumWidth(140);
    m_progress->setTextVisible(false);
    m_progress->hide();
    m_cancel = new QToolButton(this);
    m_cancel->setObjectName(QStringLiteral("cancelRun"));
    m_cancel->setText(tr("Cancel"));
    m_cancel->hide();
    statusBar()->addWidget(m_sequenceStatus, 1);
    statusBar()->addPermanentWidget(m_frameStatus);
    statusBar()->addPermanentWidget(m_runStatus);
    statusBar()->addPermanentWidget(m_progress);
    statusBar()->addPermanentWidget(m_cancel);

    createActions();
    createDocks();
    createMenus();
    createR3d();

    wireRun();
    wireRecovery();
    connect(m_document, &Document::pathChanged, this, &MainWindow::updateTitle);
    connect(m_document, &Document::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_images, &FrameImages::imageReady, this, [this](std::size_t frame, const QImage& image) {
        if (frame == m_cursor->frame())
            m_view->setBackground(image);
    });
    connect(m_images, &FrameImages::listed, this, [this] { m_images->request(m_cursor->frame()); });
    connect(m_clock, &widgets::PlaybackClock::playingChanged, this, [this](bool playing) {
        m_play->setText(playing ? tr("Pause") : tr("Play"));
        m_play->setIcon(style()->standardIcon(playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    });
    updateTitle();
    resize(kDefaultSize);
}

MainWindow::~MainWindow() = default;

QAction* MainWindow::addToggle(const QString& text, const char* name, bool checked, std::function<void(bool)> apply)
{
    QAction* action = addAction(text, name);
    action->setCheckable(true);
    action->setChecked(checked);
    // The view takes the remembered state now, and every toggle after.
    apply(checked);
    connect(action, &QAction::toggled, this, std::move(apply));
    return action;
}

QAction* MainWindow::addAction(const QString& text, const char* name, const QKeySequence& key)
{
    auto* action = new QAction(text, this);
    action->setObjectName(QString::fromLatin1(name));
    if (!key.isEmpty())
        action->setShortcut(key);
    // Window-wide, so the keys work whichever dock has focus; text fields still take their own.
    action->setShortcutContext(Qt::WindowShortcut);
    QWidget::addAction(action);
    return action;
}

void MainWindow::createActions()
{
    m_clock->setLoop(true);
    m_play = addAction(tr("Play"), "actionPlay", Qt::Key_Space);
    m_play->setIcon(style()->standardIcon(QStyle::SP_MediaPlay));
    connect(m_play, &QAction::triggered, m_clock, &widgets::PlaybackClock::togglePlay);
    m_loop = addAction(tr("Loop"), "actionLoop");
    m_loop->setCheckable(true);
    m_loop->setChecked(true);
    m_loop->setIcon(style()->standardIcon(QStyle::SP_BrowserReload));
    connect(m_loop, &QAction::toggled, m_clock, &widgets::PlaybackClock::setLoop);
}

void MainWindow::createDocks()
{
    auto* transportPanel = new QWidget(this);
    auto* transportLayout = new QVBoxLayout(transportPanel);
    transportLayout->setContentsMargins(0, 0, 0, 0);
    transportLayout->setSpacing(0);
    m_transport = new widgets::TransportBar(transportPanel);
    m_scrubber = new widgets::Scrubber(transportPanel);
    // Past eight lanes the scrubber scrolls inside its dock rather than squeezing the track chart.
    auto* lanesArea = new QScrollArea(transportPanel);
    lanesArea->setObjectName(QStringLiteral("scrubberArea"));
    lanesArea->setWidget(m_scrubber);
    lanesArea->setWidgetResizable(true);
    lanesArea->setFrameShape(QFrame::NoFrame);
    lanesArea->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    const auto fitLanes = [lanesArea, this] {
        // Sized to the lanes of a sequence's first run, then kept: a re-run that adds a lane
        // scrolls inside the dock rather than moving every dock under the animator's hand.
        if (!m_sizeLanes)
            return;
        // A fixed height from the lanes themselves: the scrubber's own height and QScrollArea's
        // size hint both follow only after the next layout.
        const int lanes = static_cast<int>(m_scrubber->lanes().size());
        lanesArea->setFixedHeight(widgets::Scrubber::heightForLanes(std::min(lanes, 8)));
    };
    connect(m_scrubber, &widgets::Scrubber::lanesChanged, lanesArea, fitLanes);
    fitLanes();
    transportLayout->addWidget(m_transport);
    transportLayout->addWidget(lanesArea);
    createKeyViews(transportLayout);
    // The dock is as tall as the transport and the lanes, no taller: the rest is the viewport's.
    transportPanel->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    // The bottom docks run the window's full width: time reads left to right under everything.
    setCorner(Qt::BottomLeftCorner, Qt::BottomDockWidgetArea);
    setCorner(Qt::BottomRightCorner, Qt::BottomDockWidgetArea);
    auto* transportDock = dock(this, tr("Timeline"), QStringLiteral("timelineDock"), transportPanel);
    m_timelineDock = transportDock;
    transportDock->setFeatures(QDockWidget::DockWidgetMovable);
    addDockWidget(Qt::BottomDockWidgetArea, transportDock);

    m_timeline = new widgets::TrackTimeline(this);
    // The chart is read, not glanced at: it keeps 200 px however the docks are dragged (review).
    m_timeline->chartView()->setMinimumHeight(kChartMinimumHeight);
    auto* tracksDock = dock(this, tr("Tracks"), QStringLiteral("tracksDock"), m_timeline);
    addDockWidget(Qt::BottomDockWidgetArea, tracksDock);
    splitDockWidget(transportDock, tracksDock, Qt::Vertical);

    m_report = new widgets::ReportView(this);
    auto* reportDock = dock(this, tr("Report"), QStringLiteral("reportDock"), m_report);
    addDockWidget(Qt::BottomDockWidgetArea, reportDock);
    splitDockWidget(tracksDock, reportDock, Qt::Horizontal);
    // The motion's keys beside the joints' tracks: the tab that shows what the export writes.
    auto* dopesheetDock = new DopesheetDock(m_session, m_scrubber, this);
    addDockWidget(Qt::BottomDockWidgetArea, dopesheetDock);
    tabifyDockWidget(tracksDock, dopesheetDock);
    tracksDock->raise();

    m_refusals = new widgets::RefusalModel(this);
    auto* problems = new QTableView(this);
    problems->setObjectName(QStringLiteral("problemsTable"));
    problems->setModel(m_refusals);
    problems->horizontalHeader()->setSectionResizeMode(widgets::RefusalModel::CodeColumn,
                                                       QHeaderView::ResizeToContents);
    problems->horizontalHeader()->setSectionResizeMode(widgets::RefusalModel::MessageColumn, QHeaderView::Stretch);
    problems->horizontalHeader()->setSectionResizeMode(widgets::RefusalModel::WhereColumn,
                                                       QHeaderView::ResizeToContents);
    problems->verticalHeader()->hide();
    problems->setToolTip(tr("Double-click a problem to go to the frame, the map chain or the alternate set it names"));
    // A problem that points at a frame takes the cursor there, one on a chain opens its row, one on
    // an alternate set opens it on the map's Alternates tab.
    connect(problems, &QAbstractItemView::activated, this, [this](const QModelIndex& index) {
        const QVariant frame = index.data(widgets::RefusalModel::FrameRole);
        if (frame.isValid() && m_cursor->frameCount() > 0)
            m_cursor->setFrame(static_cast<std::size_t>(frame.toULongLong()));
        const QString chain = index.data(widgets::RefusalModel::ChainRole).toString();
        const QString set = index.data(widgets::RefusalModel::SetRole).toString();
        if (!set.isEmpty())
            m_mapDock->showSet(set);
        else if (!chain.isEmpty())
            showChain(chain);
    });
    problems->setWordWrap(true);
    problems->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_problemsDock = dock(this, tr("Problems"), QStringLiteral("problemsDock"), problems);
    tabifyDockWidget(reportDock, m_problemsDock);

    m_options = new RunOptionsPanel(m_document, this);
    connect(m_options->idleOptions(), &IdleOptionsBox::chooseBaseMotionRequested, this, &MainWindow::chooseBaseMotion);
    connect(m_options->idleOptions(), &IdleOptionsBox::chooseMergeRequested, this, &MainWindow::chooseMerge);
    auto* optionsScroll = new QScrollArea(this);
    optionsScroll->setWidget(m_options);
    optionsScroll->setWidgetResizable(true);
    optionsScroll->setFrameShape(QFrame::NoFrame);
    auto* optionsDock = dock(this, tr("Run Options"), QStringLiteral("optionsDock"), optionsScroll);
    addDockWidget(Qt::RightDockWidgetArea, optionsDock);
    m_mapDock = new MapEditorDock(m_document, m_view, this);
    connect(m_mapDock, &MapEditorDock::autoMapRequested, this, &MainWindow::autoMap);
    connect(m_mapDock, &MapEditorDock::note, this,
            [this](const QString& text) { statusBar()->showMessage(text, 8000); });
    m_mapDock->setFramePose([this] { return personOnFrame(); });
    addDockWidget(Qt::RightDockWidgetArea, m_mapDock);
    tabifyDockWidget(optionsDock, m_mapDock);

    m_infoPanel = new widgets::SequenceInfoPanel(this);
    m_infoPanel->setEmptyHint(tr("No sequence open.\nChoose File → Open… (%1) or drop a file here.")
                                  .arg(QKeySequence(QKeySequence::Open).toString(QKeySequence::NativeText)));
    auto* infoDock = dock(this, tr("Sequence"), QStringLiteral("sequenceDock"), m_infoPanel);
    addDockWidget(Qt::RightDockWidgetArea, infoDock);
    tabifyDockWidget(optionsDock, infoDock);
    addDockWidget(Qt::RightDockWidgetArea, m_keysDock);
    tabifyDockWidget(optionsDock, m_keysDock);
    reportDock->raise();
    m_mapDock->raise();
    resizeDocks({optionsDock}, {420}, Qt::Horizontal);
    resizeDocks({tracksDock, reportDock}, {640, 460}, Qt::Horizontal);
    resizeDocks({transportDock, tracksDock}, {transportPanel->sizeHint().height(), 240}, Qt::Vertical);
}

bool MainWindow::raiseDock(const QString& name)
{
    // "r3d" is the 3D project's view, in the middle of the window.
    if (name == QStringLiteral("r3d")) {
        m_show3d->setChecked(true);
        return m_show3d->isEnabled();
    }
    // "alternates" is the map dock on its Alternates tab; "map" on its chains.
    const bool alternates = name == QStringLiteral("alternates");
    if (name == QStringLiteral("map") || alternates)
        m_mapDock->editor()->showAlternates(alternates);
    auto* d = findChild<QDockWidget*>((alternates ? QStringLiteral("map") : name) + QStringLiteral("Dock"));
    if (!d)
        return false;
    d->show();
    d->raise();
    return true;
}

void MainWindow::showChain(const QString& name)
{
    MapChainModel* model = m_mapDock->model();
    for (int row = 0; row < model->rowCount(); ++row)
        if (model->index(row, 0).data(Qt::EditRole).toString() == name) {
            m_mapDock->show();
            m_mapDock->raise();
            m_mapDock->editor()->selectRow(row);
            return;
        }
}

void MainWindow::createMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->setObjectName(QStringLiteral("menuFile"));
    QAction* newProject = addAction(tr("&New Project"), "actionNewProject", QKeySequence::New);
    connect(newProject, &QAction::triggered, this, &MainWindow::newProject);
    QAction* open = addAction(tr("&Open…"), "actionOpen", QKeySequence::Open);
    open->setStatusTip(tr("Open a project, or a sequence, rig or map into the open project"));
    connect(open, &QAction::triggered, this, &MainWindow::chooseAndOpen);
    m_recentMenu = new QMenu(tr("Open &Recent"), this);
    m_recentMenu->setObjectName(QStringLiteral("menuRecent"));
    QAction* save = addAction(tr("&Save"), "actionSave", QKeySequence::Save);
    connect(save, &QAction::triggered, this, &MainWindow::save);
    QAction* saveAs = addAction(tr("Save &As…"), "actionSaveAs", QKeySequence::SaveAs);
    connect(saveAs, &QAction::triggered, this, &MainWindow::saveAs);
    QAction* openSequence = addAction(tr("Open Seq&uence…"), "actionOpenSequence");
    openSequence->setStatusTip(tr("Open a pose sequence (rig-pose-sequence/1 or rig-c-pose-frames/0)"));
    connect(openSequence, &QAction::triggered, this, &MainWindow::chooseSequence);
    QAction* setRig = addAction(tr("Set R&ig…"), "actionSetRig");
    connect(setRig, &QAction::triggered, this, &MainWindow::chooseRig);
    QAction* newMap = addAction(tr("New Ma&p…"), "actionNewMap");
    newMap->setStatusTip(tr("Start a map for the rig, from the chains auto-map proposes"));
    connect(newMap, &QAction::triggered, this, &MainWindow::chooseNewMap);
    QAction* setMap = addAction(tr("Set &Map…"), "actionSetMap");
    connect(setMap, &QAction::triggered, this, &MainWindow::chooseMap);
    QAction* setFrames = addAction(tr("Set &Frames Folder…"), "actionSetFrames");
    connect(setFrames, &QAction::triggered, this, &MainWindow::chooseFrames);
    QAction* setBaseMotion = addAction(tr("Set &Base Motion…"), "actionSetBaseMotion");
    setBaseMotion->setStatusTip(tr("Read the rig's own motion from another file than the motion.json beside it"));
    connect(setBaseMotion, &QAction::triggered, this, &MainWindow::chooseBaseMotion);
    QAction* setMerge = addAction(tr("Set Merge &Tracks…"), "actionSetMerge");
    setMerge->setStatusTip(tr("Merge timed track fragments (rig-pose-tracks/1) into the new animation"));
    connect(setMerge, &QAction::triggered, this, &MainWindow::chooseMerge);
    QAction* exportChart = addAction(tr("&Track Chart…"), "actionExportChart");
    QAction* quit = addAction(tr("&Quit"), "actionQuit", QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);
    connect(quit, &QAction::triggered, this, &QWidget::close);
    file->addActions({newProject, open});
    file->addMenu(m_recentMenu);
    file->addActions({save, saveAs});
    file->addSeparator();
    file->addActions({openSequence, setRig, newMap, setMap, setFrames, setBaseMotion, setMerge});
    file->addSeparator();
    QMenu* exports = file->addMenu(tr("E&xport"));
    exports->setObjectName(QStringLiteral("menuExport"));
    new ExportActions(this, exports, exportChart);  // fills the menu, the chart's item last
    file->addSeparator();
    file->addAction(quit);
    rebuildRecentMenu();

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    edit->setObjectName(QStringLiteral("menuEdit"));
    // The undo stack's own actions: disabled until the first edit, named after the command.
    QAction* undo = m_document->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setObjectName(QStringLiteral("actionUndo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction* redo = m_document->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setObjectName(QStringLiteral("actionRedo"));
    redo->setShortcut(QKeySequence::Redo);
    QAction* preferences = addAction(tr("&Preferences…"), "actionPreferences", QKeySequence::Preferences);
    preferences->setMenuRole(QAction::PreferencesRole);
    connect(preferences, &QAction::triggered, this, &MainWindow::showPreferences);
    edit->addActions({undo, redo});
    edit->addSeparator();
    edit->addAction(preferences);

    m_viewMenu = menuBar()->addMenu(tr("&View"));
    m_viewMenu->setObjectName(QStringLiteral("menuView"));
    m_rigOver = addToggle(tr("Rig &Over Pose"), "actionRigOver", settings::rigOverPose(), [this](bool over) {
        m_view->setRigPlacement(over ? widgets::SkeletonView::RigPlacementMode::Over
                                     : widgets::SkeletonView::RigPlacementMode::Beside);
        settings::setRigOverPose(over);
    });
    m_rigOver->setShortcut(Qt::Key_O);
    QAction* fit = addAction(tr("&Fit to Window"), "actionFit", QKeySequence(Qt::CTRL | Qt::Key_0));
    connect(fit, &QAction::triggered, m_view, &widgets::SkeletonView::fitToView);
    QAction* zoomIn = addAction(tr("Zoom &In"), "actionZoomIn", QKeySequence::ZoomIn);
    connect(zoomIn, &QAction::triggered, this, [this] { m_view->zoomBy(1.25); });
    QAction* zoomOut = addAction(tr("Zoom O&ut"), "actionZoomOut", QKeySequence::ZoomOut);
    connect(zoomOut, &QAction::triggered, this, [this] { m_view->zoomBy(1 / 1.25); });
    QAction* legend = addToggle(tr("&Legend"), "actionLegend", true,
                                [this](bool show) { m_view->setShowLegend(show); });
    m_emptyLanes = addToggle(tr("Show &Empty Lanes"), "actionShowEmptyLanes", settings::showEmptyLanes(),
                             [this](bool show) {
                                 settings::setShowEmptyLanes(show);
                                 showRunLanes();
                             });
    QAction* floor = addToggle(tr("Floor an&d Planted Foot"), "actionShowFloor", settings::showFloor(),
                               [this](bool show) {
                                   m_view->setShowFloor(show);
                                   settings::setShowFloor(show);
                               });
    QAction* cameraFrame = addToggle(tr("Ca&mera Frame"), "actionShowCameraFrame", settings::showCameraFrame(),
                                     [this](bool show) {
                                         m_view->setShowCameraFrame(show);
                                         settings::setShowCameraFrame(show);
                                     });
    cameraFrame->setStatusTip(
        tr("With camera keys, where the video frame's edges lie on each frame relative to the "
           "normalised figure"));
    QAction* drawings = addToggle(tr("Show Dra&wings"), "actionShowDrawings", settings::showDrawings(),
                                  [this](bool show) {
                                      m_view->setShowDrawings(show);
                                      settings::setShowDrawings(show);
                                  });
    drawings->setStatusTip(
        tr("Draw each slot's attachment showing on the frame, placed by its bone, under the rig's "
           "skeleton"));
    // Offered once a run's rig has drawings; the choice is kept for the next rig.
    drawings->setEnabled(false);
    connect(m_view, &widgets::SkeletonView::drawingsAvailable, drawings, &QAction::setEnabled);
    // Raw against cleaned: one key steps through cleaned, both (raw faint under), raw.
    QMenu* poseMenu = new QMenu(tr("&Pose Shown"), this);
    poseMenu->setObjectName(QStringLiteral("menuPoseShown"));
    auto* poseGroup = new QActionGroup(this);
    using Shown = widgets::SkeletonView::PoseShown;
    const std::pair<Shown, QString> poses[] = {{Shown::Cleaned, tr("&Cleaned")},
                                               {Shown::Both, tr("&Both (raw faint)")},
                                               {Shown::Raw, tr("&Raw, as read")}};
    for (const auto& [shown, text] : poses) {
        QAction* a = poseMenu->addAction(text);
        a->setCheckable(true);
        a->setChecked(shown == m_view->poseShown());
        a->setData(static_cast<int>(shown));
        poseGroup->addAction(a);
        connect(a, &QAction::triggered, this, [this, shown] { m_view->setPoseShown(shown); });
    }
    QAction* cyclePose = addAction(tr("Ne&xt Pose Shown"), "actionNextPoseShown", Qt::Key_R);
    cyclePose->setStatusTip(tr("Cleaned, then both, then raw"));
    connect(cyclePose, &QAction::triggered, this, [this, poseGroup] {
        const Shown next = m_view->poseShown() == Shown::Cleaned ? Shown::Both
                           : m_view->poseShown() == Shown::Both  ? Shown::Raw
                                                                 : Shown::Cleaned;
        m_view->setPoseShown(next);
        for (QAction* a : poseGroup->actions())
            a->setChecked(a->data().toInt() == static_cast<int>(next));
    });
    poseMenu->addSeparator();
    poseMenu->addAction(cyclePose);
    QMenu* onionMenu = new QMenu(tr("O&nion Skin"), this);
    onionMenu->setObjectName(QStringLiteral("menuOnionSkin"));
    auto* onionGroup = new QActionGroup(this);
    for (int n : {0, 1, 2, 3, 5}) {
        QAction* a = onionMenu->addAction(n == 0 ? tr("Off") : tr("%n frame(s) either side", nullptr, n));
        a->setObjectName(QStringLiteral("actionOnion%1").arg(n));
        a->setCheckable(true);
        a->setChecked(n == 0);
        onionGroup->addAction(a);
        connect(a, &QAction::triggered, this, [this, n] { m_view->setOnionFrames(n); });
    }
    m_lanesMenu = new LanesMenu(this);
    connect(m_lanesMenu, &LanesMenu::changed, this, &MainWindow::showRunLanes);
    m_viewMenu->addActions({m_rigOver, fit, zoomIn, zoomOut, legend, floor, cameraFrame, drawings, m_emptyLanes});
    m_viewMenu->addMenu(m_lanesMenu);
    m_viewMenu->addMenu(poseMenu);
    m_viewMenu->addMenu(onionMenu);
    m_viewMenu->addSeparator();
    for (QDockWidget* d : findChildren<QDockWidget*>())
        m_viewMenu->addAction(d->toggleViewAction());
    m_viewMenu->addSeparator();
    QAction* statusBarAction = addAction(tr("&Status Bar"), "actionShowStatusBar");
    statusBarAction->setCheckable(true);
    statusBarAction->setChecked(true);
    connect(statusBarAction, &QAction::toggled, statusBar(), &QWidget::setVisible);
    QAction* fullScreen = addAction(tr("Full S&creen"), "actionFullScreen", QKeySequence::FullScreen);
    fullScreen->setCheckable(true);
    connect(fullScreen, &QAction::toggled, this, [this](bool on) {
        setWindowState(on ? windowState() | Qt::WindowFullScreen : windowState() & ~Qt::WindowFullScreen);
    });
    m_viewMenu->addActions({statusBarAction, fullScreen});

    QMenu* playback = menuBar()->addMenu(tr("&Playback"));
    playback->setObjectName(QStringLiteral("menuPlayback"));
    const auto step = [this](const QString& text, const char* name, const QKeySequence& key, long delta) {
        QAction* a = addAction(text, name, key);
        connect(a, &QAction::triggered, m_cursor, [this, delta] { m_cursor->step(delta); });
        return a;
    };
    QAction* first = addAction(tr("First Frame"), "actionFirstFrame", Qt::Key_Home);
    first->setIcon(style()->standardIcon(QStyle::SP_MediaSkipBackward));
    connect(first, &QAction::triggered, m_cursor, &widgets::FrameCursor::toFirst);
    QAction* previous = step(tr("Previous Frame"), "actionPreviousFrame", Qt::Key_Left, -1);
    previous->setIcon(style()->standardIcon(QStyle::SP_MediaSeekBackward));
    QAction* next = step(tr("Next Frame"), "actionNextFrame", Qt::Key_Right, 1);
    next->setIcon(style()->standardIcon(QStyle::SP_MediaSeekForward));
    QAction* last = addAction(tr("Last Frame"), "actionLastFrame", Qt::Key_End);
    last->setIcon(style()->standardIcon(QStyle::SP_MediaSkipForward));
    connect(last, &QAction::triggered, m_cursor, &widgets::FrameCursor::toLast);
    QAction* back10 = step(tr("Back 10 Frames"), "actionBack10", QKeySequence(Qt::SHIFT | Qt::Key_Left), -10);
    QAction* forward10 = step(tr("Forward 10 Frames"), "actionForward10", QKeySequence(Qt::SHIFT | Qt::Key_Right), 10);
    QAction* reverse = addAction(tr("Play Backward (Faster)"), "actionPlayBackward", Qt::Key_J);
    connect(reverse, &QAction::triggered, this, [this] { m_clock->faster(-1); });
    QAction* stop = addAction(tr("Stop"), "actionStop", Qt::Key_K);
    connect(stop, &QAction::triggered, m_clock, &widgets::PlaybackClock::pause);
    QAction* forward = addAction(tr("Play Forward (Faster)"), "actionPlayForward", Qt::Key_L);
    connect(forward, &QAction::triggered, this, [this] { m_clock->faster(1); });
    QAction* nextSpan = addAction(tr("Next Span in Lane"), "actionNextSpan", Qt::Key_BracketRight);
    connect(nextSpan, &QAction::triggered, m_scrubber, &widgets::Scrubber::stepToNextSpan);
    QAction* previousSpan = addAction(tr("Previous Span in Lane"), "actionPreviousSpan", Qt::Key_BracketLeft);
    connect(previousSpan, &QAction::triggered, m_scrubber, &widgets::Scrubber::stepToPreviousSpan);
    QAction* nextLane = addAction(tr("Next Lane"), "actionNextLane", Qt::Key_Down);
    QAction* previousLane = addAction(tr("Previous Lane"), "actionPreviousLane", Qt::Key_Up);
    const auto stepLane = [this](int by) {
        const int lanes = static_cast<int>(m_scrubber->lanes().size());
        if (lanes > 0)
            m_scrubber->setSelectedLane(std::clamp(m_scrubber->selectedLane() + by, 0, lanes - 1));
    };
    connect(nextLane, &QAction::triggered, this, [stepLane] { stepLane(+1); });
    connect(previousLane, &QAction::triggered, this, [stepLane] { stepLane(-1); });
    // The lane keys belong to the views that show time (the viewport, the scrubber, the chart):
    // inside a text field, a table or the map editor, [ ] and the arrows keep their own meaning.
    for (QAction* a : {nextSpan, previousSpan, nextLane, previousLane}) {
        a->setShortcutContext(Qt::WidgetShortcut);
        for (QWidget* view : std::initializer_list<QWidget*>{m_view, m_scrubber, m_timeline->chartView()})
            view->addAction(a);
    }
    playback->addActions({m_play, first, previous, next, last, back10, forward10});
    playback->addSeparator();
    playback->addActions({reverse, stop, forward, m_loop});
    playback->addSeparator();
    playback->addActions({nextSpan, previousSpan, nextLane, previousLane});
    m_transport->setActions({first, previous, m_play, next, last, m_loop});

    createKeyMenu();

    QMenu* run = menuBar()->addMenu(tr("&Run"));
    run->setObjectName(QStringLiteral("menuRun"));
    QAction* again = addAction(tr("Run &Again"), "actionRunAgain", QKeySequence::Refresh);
    connect(again, &QAction::triggered, m_live, &LiveRun::rerun);
    QAction* cancel = addAction(tr("&Cancel Run"), "actionCancelRun");
    connect(cancel, &QAction::triggered, m_live, &LiveRun::cancel);
    run->addActions({again, cancel});

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->setObjectName(QStringLiteral("menuHelp"));
    QAction* about = addAction(tr("&About rigpose-studio"), "actionAbout");
    about->setMenuRole(QAction::AboutRole);
    connect(about, &QAction::triggered, this, &MainWindow::showAbout);
    QAction* aboutQt = addAction(tr("About &Qt"), "actionAboutQt");
    aboutQt->setMenuRole(QAction::AboutQtRole);
    connect(aboutQt, &QAction::triggered, qApp, &QApplication::aboutQt);
    help->addActions({about, aboutQt});
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About rigpose-studio"),
                       tr("<h3>rigpose-studio %1</h3>"
                          "<p>Puts human motion onto 2D bone rigs: reads pose sequences, cleans them and "
                          "retargets them onto Spine rigs.</p>"
                          "<p>Open a project to scrub its sequence frame by frame beside the posed rig, and read "
                          "what clean and retarget found.</p>")
                           .arg(QStringLiteral(RIGPOSE_VERSION)));
}

void MainWindow::showPreferences()
{
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Preferences"));
    auto* form = new QFormLayout(&dialog);
    auto* language = new QComboBox(&dialog);
    language->setObjectName(QStringLiteral("languageChoice"));
    language->addItem(tr("System language"), QString());
    language->addItem(QStringLiteral("English"), QStringLiteral("en"));
    language->addItem(QStringLiteral("한국어"), QStringLiteral("ko"));
    language->setCurrentIndex(std::max(0, language->findData(settings::language())));
    form->addRow(tr("Language"), language);
    form->addRow(new QLabel(tr("The language changes the next time the studio starts."), &dialog));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    form->addRow(buttons);
    if (dialog.exec() == QDialog::Accepted)
        settings::setLanguage(language->currentData().toString());
}

void MainWindow::updateTitle()
{
    setWindowTitle(tr("%1[*] — rigpose-studio").arg(m_document->displayName()));
    setWindowModified(m_document->isModified());
    setWindowFilePath(m_document->path());
}

void MainWindow::restoreLayout()
{
    const QByteArray geometry = settings::windowGeometry();
    if (!geometry.isEmpty())
        restoreGeometry(geometry);
    const QByteArray state = settings::windowState();
    if (!state.isEmpty())
        restoreState(state);
}

QUndoStack* MainWindow::undoStack() const { return m_document->undoStack(); }

QString MainWindow::sequenceStatusText() const { return m_sequenceStatus->text(); }

bool MainWindow::isLoading() const { return m_live->isLoading(); }

bool MainWindow::isRunning() const { return m_live->isRunning(); }

}  // namespace rigpose::studio
