#include "main_window.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QKeySequence>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>
#include <QUndoStack>

#include "rigpose/widgets/sequence_info_panel.h"
#include "rigpose/widgets/summary_text.h"
#include "sequence_loader.h"
#include "studio_settings.h"

namespace rigpose::studio {

namespace {

// A window that shows the whole summary card and the menus without scrolling.
constexpr QSize kDefaultSize(1100, 720);
// Refusals listed in the box itself; the rest are under "Show Details...".
constexpr int kRefusalsShownInline = 8;

}  // namespace

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent)
{
    m_loader = new SequenceLoader(this);
    m_undoStack = new QUndoStack(this);

    m_infoPanel = new widgets::SequenceInfoPanel(this);
    m_infoPanel->setEmptyHint(tr("No sequence open.\nChoose File → Open Sequence… (%1) to look at one.")
                                  .arg(QKeySequence(QKeySequence::Open).toString(QKeySequence::NativeText)));
    setCentralWidget(m_infoPanel);

    m_sequenceStatus = new QLabel(this);
    m_sequenceStatus->setObjectName(QStringLiteral("sequenceStatus"));
    statusBar()->addWidget(m_sequenceStatus, 1);

    createActions();
    createMenus();

    connect(m_loader, &SequenceLoader::started, this, [this](const QString& path) {
        m_sequenceStatus->setText(tr("Reading %1…").arg(QFileInfo(path).fileName()));
    });
    connect(m_loader, &SequenceLoader::finished, this, &MainWindow::showLoad);

    resize(kDefaultSize);
}

MainWindow::~MainWindow() = default;

void MainWindow::createActions()
{
    m_openSequence = new QAction(tr("&Open Sequence…"), this);
    m_openSequence->setObjectName(QStringLiteral("actionOpenSequence"));
    m_openSequence->setShortcut(QKeySequence::Open);
    m_openSequence->setStatusTip(tr("Open a pose sequence (rig-pose-sequence/1 or rig-c-pose-frames/0)"));
    connect(m_openSequence, &QAction::triggered, this, &MainWindow::chooseSequence);

    m_quit = new QAction(tr("&Quit"), this);
    m_quit->setObjectName(QStringLiteral("actionQuit"));
    m_quit->setShortcut(QKeySequence::Quit);
    m_quit->setMenuRole(QAction::QuitRole);
    connect(m_quit, &QAction::triggered, this, &QWidget::close);

    // The undo stack's own actions: disabled until the first edit, named after the command.
    m_undo = m_undoStack->createUndoAction(this, tr("&Undo"));
    m_undo->setObjectName(QStringLiteral("actionUndo"));
    m_undo->setShortcut(QKeySequence::Undo);
    m_redo = m_undoStack->createRedoAction(this, tr("&Redo"));
    m_redo->setObjectName(QStringLiteral("actionRedo"));
    m_redo->setShortcut(QKeySequence::Redo);

    m_showStatusBar = new QAction(tr("&Status Bar"), this);
    m_showStatusBar->setObjectName(QStringLiteral("actionShowStatusBar"));
    m_showStatusBar->setCheckable(true);
    m_showStatusBar->setChecked(true);
    connect(m_showStatusBar, &QAction::toggled, statusBar(), &QWidget::setVisible);

    m_fullScreen = new QAction(tr("&Full Screen"), this);
    m_fullScreen->setObjectName(QStringLiteral("actionFullScreen"));
    m_fullScreen->setCheckable(true);
    m_fullScreen->setShortcut(QKeySequence::FullScreen);
    connect(m_fullScreen, &QAction::toggled, this, [this](bool on) {
        setWindowState(on ? windowState() | Qt::WindowFullScreen : windowState() & ~Qt::WindowFullScreen);
    });

    m_about = new QAction(tr("&About rigpose-studio"), this);
    m_about->setObjectName(QStringLiteral("actionAbout"));
    m_about->setMenuRole(QAction::AboutRole);
    connect(m_about, &QAction::triggered, this, &MainWindow::showAbout);

    m_aboutQt = new QAction(tr("About &Qt"), this);
    m_aboutQt->setObjectName(QStringLiteral("actionAboutQt"));
    m_aboutQt->setMenuRole(QAction::AboutQtRole);
    connect(m_aboutQt, &QAction::triggered, qApp, &QApplication::aboutQt);
}

void MainWindow::createMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->setObjectName(QStringLiteral("menuFile"));
    file->addAction(m_openSequence);
    file->addSeparator();
    file->addAction(m_quit);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    edit->setObjectName(QStringLiteral("menuEdit"));
    edit->addAction(m_undo);
    edit->addAction(m_redo);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    view->setObjectName(QStringLiteral("menuView"));
    view->addAction(m_showStatusBar);
    view->addAction(m_fullScreen);

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->setObjectName(QStringLiteral("menuHelp"));
    help->addAction(m_about);
    help->addAction(m_aboutQt);
}

void MainWindow::openSequence(const QString& path)
{
    m_loader->load(path);
}

bool MainWindow::isLoading() const
{
    return m_loader->isLoading();
}

QString MainWindow::sequenceStatusText() const
{
    return m_sequenceStatus->text();
}

void MainWindow::chooseSequence()
{
    QString folder = settings::lastSequenceFolder();
    if (folder.isEmpty() || !QDir(folder).exists())
        folder = QDir::homePath();
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open Sequence"), folder,
        tr("Pose sequences (*.pose.json *.json);;All files (*)"));
    if (path.isEmpty())
        return;
    settings::setLastSequenceFolder(QFileInfo(path).absolutePath());
    openSequence(path);
}

void MainWindow::showLoad(const SequenceLoad& load)
{
    if (!load.ok()) {
        // What was open stays open: a refused file changes nothing.
        m_sequenceStatus->setText(m_statusLine);
        statusBar()->showMessage(tr("Could not open %1").arg(QFileInfo(load.path).fileName()), 10000);
        showRefusals(load);
        emit sequenceLoadFinished(false);
        return;
    }
    m_sequence = load.sequence;
    m_sequencePath = load.path;
    m_undoStack->clear();
    setWindowFilePath(load.path);
    m_infoPanel->setSummary(load.summary);
    m_statusLine = widgets::SummaryText::statusLine(load.summary);
    m_sequenceStatus->setText(m_statusLine);
    emit sequenceLoadFinished(true);
}

void MainWindow::showRefusals(const SequenceLoad& load)
{
    const RefusalList& refusals = load.refusals;
    RefusalList shown(kRefusalsShownInline);
    shown.append(refusals);

    auto* box = new QMessageBox(QMessageBox::Warning, tr("Could Not Open Sequence"),
                                tr("%1 was refused (%Ln problem(s)); nothing was opened.", nullptr,
                                   static_cast<int>(refusals.total()))
                                    .arg(QFileInfo(load.path).fileName()),
                                QMessageBox::Close, this);
    box->setObjectName(QStringLiteral("refusalBox"));
    box->setInformativeText(widgets::SummaryText::refusalLines(shown));
    if (refusals.total() > static_cast<std::size_t>(kRefusalsShownInline))
        box->setDetailedText(widgets::SummaryText::refusalLines(refusals));
    box->setTextInteractionFlags(Qt::TextSelectableByMouse);
    box->setAttribute(Qt::WA_DeleteOnClose);
    // open(), not exec(): no nested event loop, and tests and --screenshot keep running.
    box->open();
}

void MainWindow::showAbout()
{
    QMessageBox::about(
        this, tr("About rigpose-studio"),
        tr("<h3>rigpose-studio %1</h3>"
           "<p>Puts human motion onto 2D bone rigs: reads pose sequences, cleans them and "
           "retargets them onto Spine rigs.</p>"
           "<p>This version opens a pose sequence and describes it.</p>")
            .arg(QStringLiteral(RIGPOSE_VERSION)));
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

void MainWindow::closeEvent(QCloseEvent* event)
{
    settings::setWindowGeometry(saveGeometry());
    settings::setWindowState(saveState());
    event->accept();
}

}  // namespace rigpose::studio
