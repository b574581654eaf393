// MainWindow: the key files (Keys menu): a lane under the scrubber, the key table in its dock,
// New/Open/Save of the file on its own, and keys added at the current frame from the keyboard.

#include <QChartView>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QItemSelectionModel>
#include <QMenuBar>
#include <QStatusBar>
#include <QTableView>
#include <QVBoxLayout>

#include <cmath>

#include "document.h"
#include "document_save.h"
#include "key_table_model.h"
#include "live_run.h"
#include "main_window.h"
#include "rigpose/pelvis/keys.h"
#include "rigpose/widgets/frame_cursor.h"
#include "rigpose/widgets/key_lane.h"
#include "rigpose/widgets/key_table_editor.h"
#include "rigpose/widgets/scrubber.h"
#include "rigpose/widgets/skeleton_view.h"
#include "rigpose/widgets/track_timeline.h"
#include "studio_settings.h"

namespace rigpose::studio {

namespace {

constexpr int kNoteMs = 8000;
constexpr double kDegPerRad = 57.29577951308232;

std::string typed(const QString& path)
{
    return QFile::encodeName(path).toStdString();
}

// The hip line's angle on `frame` in pelvisTilt's sense (Spine degrees, y up, r_hip → l_hip),
// or nullopt when a hip is not placed there.
std::optional<double> hipLineDegrees(const sequence::Sequence& seq, std::size_t frame, const std::string& person)
{
    if (frame >= seq.frames.size())
        return std::nullopt;
    const sequence::Frame& f = seq.frames[frame];
    const sequence::Person* p = person.empty() ? (f.people.empty() ? nullptr : &f.people.front()) : f.person(person);
    if (!p)
        return std::nullopt;
    const auto& r = p->joint(body::Joint::RHip).at;
    const auto& l = p->joint(body::Joint::LHip).at;
    if (!r || !l)
        return std::nullopt;
    // The picture's y runs down; pelvisTilt is read with y up.
    return std::atan2(-(l->y() - r->y()), l->x() - r->x()) * kDegPerRad;
}

}  // namespace

void MainWindow::createKeyViews(QVBoxLayout* timelineLayout)
{
    m_pelvisKeys = new KeyTableModel(m_document, KeyKind::Pelvis, this);
    m_keyLane = new widgets::KeyLane(this);
    m_keyLane->setObjectName(QStringLiteral("pelvisKeyLane"));
    m_keyLane->setTitle(m_pelvisKeys->format().title);
    m_keyLane->setFractionalFrames(m_pelvisKeys->format().fractionalFrames);
    m_keyLane->setToolTip(tr("Pelvis keys: click to select, drag to move (Shift: tenths of a frame), double-click or "
                             "I to add at the frame, Delete to remove"));
    timelineLayout->addWidget(m_keyLane);

    m_keyEditor = new widgets::KeyTableEditor(this);
    m_keyEditor->setModel(m_pelvisKeys);
    m_keyLane->setModel(m_pelvisKeys, m_keyEditor->selectionModel());
    m_keysDock = new QDockWidget(tr("Keys"), this);
    m_keysDock->setObjectName(QStringLiteral("keysDock"));
    m_keysDock->setWidget(m_keyEditor);

    connect(m_scrubber, &widgets::Scrubber::axisChanged, m_keyLane, [this] { m_keyLane->setAxis(m_scrubber->axis()); });
    connect(m_cursor, &widgets::FrameCursor::frameTimesChanged, m_keyLane, [this] {
        m_keyLane->setFrameTimes(m_cursor->frameTimes());
        m_pelvisKeys->setFrameCount(m_cursor->frameCount());
        m_keyLane->setAxis(m_scrubber->axis());
    });
    connect(m_cursor, &widgets::FrameCursor::frameChanged, m_keyLane, &widgets::KeyLane::setCurrentFrame);
    connect(m_keyLane, &widgets::KeyLane::frameRequested, m_cursor, &widgets::FrameCursor::setFrame);
    connect(m_keyLane, &widgets::KeyLane::keyMoved, this, [this](int row, double frame) {
        if (m_pelvisKeys->moveKey(row, frame))
            selectKey(row);
    });
    connect(m_keyLane, &widgets::KeyLane::addKeyRequested, this, [this](double frame) { addKeyAt(frame); });
    connect(m_keyLane, &widgets::KeyLane::removeKeyRequested, this, [this](int row) { m_pelvisKeys->removeRows(row, 1); });
    connect(m_keyEditor, &widgets::KeyTableEditor::addKeyRequested, this, [this] { addKeyAtCurrentFrame(); });
    connect(m_keyEditor, &widgets::KeyTableEditor::removeKeyRequested, this,
            [this](int row) { m_pelvisKeys->removeRows(row, 1); });
    // A key picked in the table or on the lane takes the cursor to its frame.
    connect(m_keyEditor->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this](const QModelIndex& index) {
        if (index.isValid() && m_cursor->frameCount() > 0)
            m_cursor->setFrame(static_cast<std::size_t>(std::max(0.0, std::round(m_pelvisKeys->keyFrame(index.row())))));
    });
    connect(m_pelvisKeys, &KeyTableModel::problemsChanged, this, &MainWindow::showKeyFile);
    connect(m_pelvisKeys, &QAbstractItemModel::modelReset, this, &MainWindow::showKeyFile);
    connect(m_pelvisKeys, &QAbstractItemModel::dataChanged, this, &MainWindow::showKeyFile);
}

void MainWindow::createKeyMenu()
{
    QMenu* keys = menuBar()->addMenu(tr("&Keys"));
    keys->setObjectName(QStringLiteral("menuKeys"));
    QAction* create = addAction(tr("&New Pelvis Keys…"), "actionNewPelvisKeys");
    connect(create, &QAction::triggered, this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("New Pelvis Keys"), defaultKeyFilePath(KeyKind::Pelvis),
                                                          tr("Pelvis keys (*.json);;All files (*)"));
        if (!path.isEmpty())
            newKeyFileAt(KeyKind::Pelvis, path);
    });
    QAction* open = addAction(tr("&Open Pelvis Keys…"), "actionOpenPelvisKeys");
    connect(open, &QAction::triggered, this, [this] {
        const QString path = chooseFile(QStringLiteral("keys"), tr("Open Pelvis Keys"),
                                        tr("Pelvis keys (*.json);;All files (*)"));
        if (!path.isEmpty())
            openKeyFile(KeyKind::Pelvis, path);
    });
    m_saveKeys = addAction(tr("&Save Pelvis Keys"), "actionSavePelvisKeys");
    connect(m_saveKeys, &QAction::triggered, this, [this] { saveKeyFile(KeyKind::Pelvis, QString()); });
    m_saveKeysAs = addAction(tr("Save Pelvis Keys &As…"), "actionSavePelvisKeysAs");
    connect(m_saveKeysAs, &QAction::triggered, this, [this] {
        const MapSource* held = m_document->keyFile(KeyKind::Pelvis);
        const QString path = QFileDialog::getSaveFileName(this, tr("Save Pelvis Keys As"),
                                                          held ? held->path : defaultKeyFilePath(KeyKind::Pelvis),
                                                          tr("Pelvis keys (*.json);;All files (*)"));
        if (!path.isEmpty())
            saveKeyFile(KeyKind::Pelvis, path);
    });
    m_closeKeys = addAction(tr("&Close Pelvis Keys"), "actionClosePelvisKeys");
    connect(m_closeKeys, &QAction::triggered, this, [this] { closeKeyFile(KeyKind::Pelvis); });

    // I (and Insert): a key at the current frame, as animation tools key a frame; Delete takes
    // the selected one out. Both belong to the views that show time and to the key table.
    m_addKey = addAction(tr("&Insert Key at Frame"), "actionInsertKey", Qt::Key_I);
    m_addKey->setShortcuts({QKeySequence(Qt::Key_I), QKeySequence(Qt::Key_Insert)});
    connect(m_addKey, &QAction::triggered, this, [this] { addKeyAtCurrentFrame(); });
    m_removeKey = addAction(tr("&Delete Key"), "actionDeleteKey", QKeySequence::Delete);
    connect(m_removeKey, &QAction::triggered, this, [this] {
        const int row = m_keyLane->selectedKey();
        if (row >= 0)
            m_pelvisKeys->removeRows(row, 1);
    });
    m_addKey->setShortcutContext(Qt::WidgetShortcut);
    m_removeKey->setShortcutContext(Qt::WidgetShortcut);
    for (QWidget* view : std::initializer_list<QWidget*>{m_view, m_scrubber, m_timeline->chartView(), m_keyLane,
                                                          m_keyEditor->table()})
        view->addAction(m_addKey);
    m_keyEditor->table()->addAction(m_removeKey);
    keys->addActions({create, open, m_saveKeys, m_saveKeysAs, m_closeKeys});
    keys->addSeparator();
    keys->addActions({m_addKey, m_removeKey});
    showKeyFile();
}

QString MainWindow::defaultKeyFilePath(KeyKind kind) const
{
    const Project& p = m_document->project();
    const QString beside = !p.sequence.isEmpty() ? p.sequence : m_document->path();
    if (beside.isEmpty())
        return QDir(settings::lastFolder(QStringLiteral("keys"))).filePath(QStringLiteral("new") + keyFormat(kind).fileSuffix);
    const QFileInfo info(beside);
    return info.dir().filePath(info.fileName().section(QLatin1Char('.'), 0, 0) + keyFormat(kind).fileSuffix);
}

void MainWindow::newKeyFileAt(KeyKind kind, const QString& path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    settings::setLastFolder(QStringLiteral("keys"), QFileInfo(absolute).absolutePath());
    // A file holds at least one key: the first is the hip line on the current frame.
    nlohmann::ordered_json first = nlohmann::ordered_json::object();
    const std::size_t frame = m_cursor->frameCount() > 0 ? m_cursor->frame() : 0;
    first["frame"] = frame;
    first["deg"] = std::round(newKeyValue(kind, static_cast<double>(frame)) * 1000) / 1000;
    m_document->createKeyFile(kind, absolute, newKeyFile(kind, nlohmann::ordered_json::array({first})),
                              tr("New %1 %2").arg(keyFormat(kind).title, QFileInfo(absolute).fileName()));
    m_keysDock->show();
    m_keysDock->raise();
    selectKey(0);
}

void MainWindow::openKeyFile(KeyKind kind, const QString& path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    m_document->set(keyField(kind), absolute, tr("Open %1 %2").arg(keyFormat(kind).title, QFileInfo(absolute).fileName()));
    m_keysDock->show();
    m_keysDock->raise();
}

bool MainWindow::saveKeyFile(KeyKind kind, const QString& path)
{
    const MapSource* held = m_document->keyFile(kind);
    const QString target = path.isEmpty() && held ? held->path : path;
    if (auto refused = studio::saveKeyFile(*m_document, kind, target)) {
        RefusalList list;
        list.add(*refused);
        showRefusals(tr("Key file not saved"), QString::fromStdString(refused->message), list);
        return false;
    }
    settings::setLastFolder(QStringLiteral("keys"), QFileInfo(target).absolutePath());
    statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(QFileInfo(target).absoluteFilePath())), kNoteMs);
    showKeyFile();
    return true;
}

void MainWindow::closeKeyFile(KeyKind kind)
{
    m_document->set(keyField(kind), QString(), tr("Close %1").arg(keyFormat(kind).title));
}

double MainWindow::newKeyValue(KeyKind kind, double frame) const
{
    switch (kind) {
    case KeyKind::Pelvis:
        break;
    }
    // Between keys that read, the tilt they give there: a key added changes nothing until edited.
    if (const MapSource* file = m_document->keyFile(kind)) {
        const auto keys = pelvis::readPelvisKeysText(file->text(), typed(file->path), m_cursor->frameCount());
        if (keys.ok())
            return pelvis::tiltAt(keys.value, frame);
    }
    // Otherwise the hip line the detector saw on that frame, for the animator to correct.
    if (const auto& seq = m_live->sequence()) {
        const std::string person = m_document->project().clean.person.value_or(std::string());
        if (auto deg = hipLineDegrees(*seq, static_cast<std::size_t>(std::max(0.0, std::round(frame))), person))
            return *deg;
    }
    return 0;
}

void MainWindow::addKeyAt(double frame)
{
    if (!m_pelvisKeys->hasFile()) {
        statusBar()->showMessage(tr("No pelvis keys to add to: make a file with Keys → New Pelvis Keys…"), kNoteMs);
        return;
    }
    const auto row = m_pelvisKeys->addKey(frame, {newKeyValue(KeyKind::Pelvis, frame)});
    if (row)
        selectKey(*row);
}

void MainWindow::addKeyAtCurrentFrame()
{
    addKeyAt(static_cast<double>(m_cursor->frame()));
}

void MainWindow::selectKey(int row)
{
    const QModelIndex index = m_pelvisKeys->index(row, 0);
    if (!index.isValid())
        return;
    QItemSelectionModel* selection = m_keyEditor->selectionModel();
    const QSignalBlocker quiet(selection);  // selecting a key the user just placed does not move the cursor
    selection->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_keyEditor->table()->viewport()->update();
    m_keyLane->update();
}

void MainWindow::showKeyFile()
{
    if (!m_keyEditor || !m_timeline || !m_saveKeys)
        return;  // still being built
    const MapSource* held = m_document->keyFile(KeyKind::Pelvis);
    const bool has = held != nullptr;
    m_keyEditor->setEditable(has);
    m_keyEditor->setCaption(has ? tr("%1: %2%3")
                                      .arg(keyFormat(KeyKind::Pelvis).title, QFileInfo(held->path).fileName(),
                                           held->edited ? tr(" (edited, not saved)") : QString())
                                : tr("No pelvis keys. Keys → New Pelvis Keys… makes a file, Open Pelvis Keys… reads "
                                     "one; the track they give is written into the sequence before clean."));
    m_keyEditor->setFileProblems(m_pelvisKeys->fileProblems());
    m_keyLane->setVisible(has);
    m_saveKeys->setEnabled(has);
    m_saveKeysAs->setEnabled(has);
    m_closeKeys->setEnabled(has);
    // The keys on the tilt curve, at their own times.
    std::vector<QPointF> marks;
    const auto& times = m_cursor->frameTimes();
    if (has && times && !times->empty())
        for (int row = 0; row < m_pelvisKeys->rowCount(); ++row) {
            const QVariant deg = m_pelvisKeys->index(row, 1).data(Qt::EditRole);
            if (deg.isValid())
                marks.emplace_back(widgets::timeOfFrame(*times, m_pelvisKeys->keyFrame(row)), deg.toDouble());
        }
    m_timeline->setTiltKeys(std::move(marks));
}

}  // namespace rigpose::studio
