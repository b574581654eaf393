// MainWindow: the key files (Keys menu): a lane under the scrubber for each kind (pelvis, contact, camera)
// while the project names a file of it, the key tables in their dock (a tab each), New/Open/Save
// of each file on its own, and keys added at the current frame from the keyboard.

#include <QApplication>
#include <QChartView>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QItemSelectionModel>
#include <QMenuBar>
#include <QStatusBar>
#include <QTableView>
#include <QSplitter>
#include <QTabWidget>
#include <QTimer>
#include <QVBoxLayout>

#include <cmath>
#include <utility>

#include "document.h"
#include "document_save.h"
#include "key_lane_edits.h"
#include "key_sampler.h"
#include "key_table_model.h"
#include "live_run.h"
#include "main_window.h"
#include "rigpose/camera/camera_keys.h"
#include "rigpose/legs/contact_keys.h"
#include "rigpose/pelvis/keys.h"
#include "rigpose/widgets/frame_cursor.h"
#include "rigpose/widgets/key_curve_view.h"
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

std::string typed(const QString& path) { return QFile::encodeName(path).toStdString(); }

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
    m_keyTabs = new QTabWidget(this);
    m_keyTabs->setObjectName(QStringLiteral("keyTabs"));
    for (KeyKind kind : kKeyKinds) {
        KeyViews& views = m_keyViews[static_cast<std::size_t>(kind)];
        views.model = new KeyTableModel(m_document, kind, this);
        views.lane = new widgets::KeyLane(this);
        views.editor = new widgets::KeyTableEditor(this);
        QList<int> numbers;
        for (std::size_t c = 0; c < views.model->format().columns.size(); ++c)
            if (!views.model->format().columns[c].isChoice())
                numbers << static_cast<int>(c + 1);
        if (numbers.isEmpty()) {
            views.page = views.editor;
            m_keyTabs->addTab(views.editor, views.model->format().title);
            continue;
        }
        // The curve above the table: the same keys, dragged in time and value.
        auto* split = new QSplitter(Qt::Vertical, this);
        views.curve = new widgets::KeyCurveView(split);
        views.curve->setModel(views.model, views.editor->selectionModel());
        views.curve->setValueColumns(numbers);
        split->addWidget(views.curve);
        split->addWidget(views.editor);
        views.page = split;
        m_keyTabs->addTab(split, views.model->format().title);
    }
    keyLane(KeyKind::Pelvis)->setObjectName(QStringLiteral("pelvisKeyLane"));
    keyLane(KeyKind::Pelvis)
        ->setToolTip(tr("Pelvis keys: click to select, drag to move (Shift: tenths of a frame), "
                        "double-click or I to add at the frame, Delete to remove"));
    widgets::KeyLane* contactLane = keyLane(KeyKind::Contact);
    contactLane->setObjectName(QStringLiteral("contactKeyLane"));
    contactLane->setToolTip(
        tr("Contact keys: L, R, B or N sets the side from the frame on (l, r, both, none), on a "
           "new key or the one there; click to select, drag to move (Shift: tenths of a frame), "
           "double-click to add, Delete to remove"));
    std::vector<std::pair<int, QVariant>> sides;
    for (const KeyChoice& choice : keyFormat(KeyKind::Contact).columns.front().choices)
        sides.emplace_back(choice.key, QString::fromLatin1(choice.value));
    contactLane->setValueKeys(1, std::move(sides));
    keyEditor(KeyKind::Contact)->setObjectName(QStringLiteral("contactKeyTableEditor"));
    keyLane(KeyKind::Camera)->setObjectName(QStringLiteral("cameraKeyLane"));
    keyLane(KeyKind::Camera)
        ->setToolTip(tr("Camera keys: click to select, drag to move by whole frames, double-click "
                        "or I to add at the frame (holding what the keys give there), Delete to "
                        "remove, Left and Right to step between keys"));
    keyEditor(KeyKind::Camera)->setObjectName(QStringLiteral("cameraKeyTableEditor"));
    m_keysDock = new QDockWidget(tr("Keys"), this);
    m_keysDock->setObjectName(QStringLiteral("keysDock"));
    m_keysDock->setWidget(m_keyTabs);

    for (KeyKind kind : kKeyKinds) {
        KeyTableModel* model = keysModel(kind);
        widgets::KeyLane* lane = keyLane(kind);
        widgets::KeyTableEditor* editor = keyEditor(kind);
        lane->setTitle(model->format().title);
        lane->setFractionalFrames(model->format().fractionalFrames);
        timelineLayout->addWidget(lane);
        editor->setModel(model);
        lane->setModel(model, editor->selectionModel());

        connect(m_scrubber, &widgets::Scrubber::axisChanged, lane, [this, lane] { lane->setAxis(m_scrubber->axis()); });
        connect(m_cursor, &widgets::FrameCursor::frameTimesChanged, lane, [this, lane, model] {
            lane->setFrameTimes(m_cursor->frameTimes());
            model->setFrameCount(m_cursor->frameCount());
            lane->setAxis(m_scrubber->axis());
        });
        connect(m_cursor, &widgets::FrameCursor::frameChanged, lane, &widgets::KeyLane::setCurrentFrame);
        connect(lane, &widgets::KeyLane::frameRequested, m_cursor, &widgets::FrameCursor::setFrame);
        auto* edits = new KeyLaneEdits(m_document, model, lane, lane);
        if (widgets::KeyCurveView* curve = keyCurveView(kind)) {
            // The view's model and selection were set with the editor's, before this loop.
            curve->setModel(model, editor->selectionModel());
            edits->attachCurveView(curve);
            const auto resample = [this, kind, model, curve] {
                const MapSource* file = m_document->keyFile(kind);
                curve->setSampler(file ? keySampler(kind, file->text(), curve->valueColumn(), m_cursor->frameCount())
                                       : KeySampler());
            };
            connect(model, &QAbstractItemModel::dataChanged, curve, resample);
            connect(model, &QAbstractItemModel::rowsInserted, curve, resample);
            connect(model, &QAbstractItemModel::rowsRemoved, curve, resample);
            connect(model, &QAbstractItemModel::modelReset, curve, resample);
            connect(curve, &widgets::KeyCurveView::valueColumnChanged, curve, resample);
            connect(m_cursor, &widgets::FrameCursor::frameTimesChanged, curve, [this, curve, resample] {
                curve->setFrameTimes(m_cursor->frameTimes());
                resample();
            });
            connect(m_cursor, &widgets::FrameCursor::frameChanged, curve, &widgets::KeyCurveView::setCurrentFrame);
            connect(curve, &widgets::KeyCurveView::frameRequested, m_cursor, &widgets::FrameCursor::setFrame);
        }
        connect(m_scrubber, &widgets::Scrubber::lanesChanged, lane,
                [this, lane] { lane->setSnapFrames(widgets::spanEdges(m_scrubber->lanes())); });
        connect(lane, &widgets::KeyLane::addKeyRequested, this, [this, kind](double frame) { addKeyAt(kind, frame); });
        connect(lane, &widgets::KeyLane::valueKeyRequested, this,
                [this, kind, model](double frame, int column, const QVariant& value) {
                    if (!model->hasFile() || column < 1)
                        return;
                    std::vector<QVariant> values = newKeyValues(kind, frame);
                    values.resize(model->format().columns.size());
                    values[static_cast<std::size_t>(column - 1)] = value;
                    if (const auto row = model->putKey(frame, values))
                        selectKey(kind, *row);
                });
        connect(editor, &widgets::KeyTableEditor::addKeyRequested, this,
                [this, kind] { addKeyAt(kind, static_cast<double>(m_cursor->frame())); });
        connect(editor, &widgets::KeyTableEditor::removeKeyRequested, model,
                [model](int row) { model->removeRows(row, 1); });
        // A key picked in the table or on the lane takes the cursor to its frame.
        connect(editor->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
                [this, model](const QModelIndex& index) {
                    if (index.isValid() && m_cursor->frameCount() > 0)
                        m_cursor->setFrame(
                            static_cast<std::size_t>(std::max(0.0, std::round(model->keyFrame(index.row())))));
                });
        connect(model, &KeyTableModel::problemsChanged, this, &MainWindow::showKeyFile);
        connect(model, &QAbstractItemModel::modelReset, this, &MainWindow::showKeyFile);
        connect(model, &QAbstractItemModel::rowsInserted, this, &MainWindow::showKeyFile);
        connect(model, &QAbstractItemModel::rowsRemoved, this, &MainWindow::showKeyFile);
        // Values change on every step of a drag: shown once the events in hand are done.
        connect(model, &QAbstractItemModel::dataChanged, this, [this] {
            if (std::exchange(m_keyFileShowPending, true))
                return;
            QTimer::singleShot(0, this, [this] {
                m_keyFileShowPending = false;
                showKeyFile();
            });
        });
    }
}

KeyTableModel* MainWindow::keysModel(KeyKind kind) const { return keyViews(kind).model; }

widgets::KeyCurveView* MainWindow::keyCurveView(KeyKind kind) const { return keyViews(kind).curve; }

widgets::KeyLane* MainWindow::keyLane(KeyKind kind) const { return keyViews(kind).lane; }

widgets::KeyTableEditor* MainWindow::keyEditor(KeyKind kind) const { return keyViews(kind).editor; }

namespace {

// What the Keys menu calls one kind's entries (the mnemonics differ kind to kind).
struct KeyMenuText {
    const char* name;  // in the actions' object names
    QString filter, create, createTitle, open, openTitle, save, saveAs, saveAsTitle, close;
};

}  // namespace

void MainWindow::createKeyMenu()
{
    QMenu* keys = menuBar()->addMenu(tr("&Keys"));
    keys->setObjectName(QStringLiteral("menuKeys"));
    const auto textOf = [this](KeyKind kind) -> KeyMenuText {
        switch (kind) {
        case KeyKind::Pelvis:
            break;
        case KeyKind::Contact:
            return {"ContactKeys",
                    tr("Contact keys (*.json);;All files (*)"),
                    tr("N&ew Contact Keys…"),
                    tr("New Contact Keys"),
                    tr("O&pen Contact Keys…"),
                    tr("Open Contact Keys"),
                    tr("Sa&ve Contact Keys"),
                    tr("Save Contact Keys As…"),
                    tr("Save Contact Keys As"),
                    tr("C&lose Contact Keys")};
        case KeyKind::Camera:
            return {"CameraKeys",
                    tr("Camera keys (*.json);;All files (*)"),
                    tr("New Ca&mera Keys…"),
                    tr("New Camera Keys"),
                    tr("Open Camera Ke&ys…"),
                    tr("Open Camera Keys"),
                    tr("Save Camera Keys"),
                    tr("Save Camera Keys As…"),
                    tr("Save Camera Keys As"),
                    tr("Close Camera Keys")};
        }
        return {"PelvisKeys",
                tr("Pelvis keys (*.json);;All files (*)"),
                tr("&New Pelvis Keys…"),
                tr("New Pelvis Keys"),
                tr("&Open Pelvis Keys…"),
                tr("Open Pelvis Keys"),
                tr("&Save Pelvis Keys"),
                tr("Save Pelvis Keys &As…"),
                tr("Save Pelvis Keys As"),
                tr("&Close Pelvis Keys")};
    };
    for (KeyKind kind : kKeyKinds) {
        const KeyMenuText text = textOf(kind);
        const auto objectName = [&text](const char* verb, const char* tail = "") -> QByteArray {
            return QByteArray("action") + verb + text.name + tail;
        };
        QAction* create = addAction(text.create, objectName("New").constData());
        connect(create, &QAction::triggered, this, [this, kind, text] {
            const QString path = QFileDialog::getSaveFileName(this, text.createTitle, defaultKeyFilePath(kind),
                                                              text.filter);
            if (!path.isEmpty())
                newKeyFileAt(kind, path);
        });
        QAction* open = addAction(text.open, objectName("Open").constData());
        connect(open, &QAction::triggered, this, [this, kind, text] {
            const QString path = chooseFile(QStringLiteral("keys"), text.openTitle, text.filter);
            if (!path.isEmpty())
                openKeyFile(kind, path);
        });
        QAction* save = addAction(text.save, objectName("Save").constData());
        connect(save, &QAction::triggered, this, [this, kind] { saveKeyFile(kind, QString()); });
        QAction* saveAs = addAction(text.saveAs, objectName("Save", "As").constData());
        connect(saveAs, &QAction::triggered, this, [this, kind, text] {
            const MapSource* held = m_document->keyFile(kind);
            const QString path = QFileDialog::getSaveFileName(
                this, text.saveAsTitle, held ? held->path : defaultKeyFilePath(kind), text.filter);
            if (!path.isEmpty())
                saveKeyFile(kind, path);
        });
        QAction* close = addAction(text.close, objectName("Close").constData());
        connect(close, &QAction::triggered, this, [this, kind] { closeKeyFile(kind); });
        KeyViews& views = m_keyViews[static_cast<std::size_t>(kind)];
        views.save = save;
        views.saveAs = saveAs;
        views.close = close;
        keys->addActions({create, open, save, saveAs, close});
        keys->addSeparator();
    }

    // I (and Insert): a key at the current frame, as animation tools key a frame, in the kind
    // whose lane or table has the focus (else the pelvis); Delete takes the selected one out.
    // Both belong to the views that show time and to the key tables.
    m_addKey = addAction(tr("&Insert Key at Frame"), "actionInsertKey", Qt::Key_I);
    m_addKey->setShortcuts({QKeySequence(Qt::Key_I), QKeySequence(Qt::Key_Insert)});
    connect(m_addKey, &QAction::triggered, this, [this] {
        KeyKind kind = KeyKind::Pelvis;
        const QWidget* focus = QApplication::focusWidget();
        for (KeyKind k : kKeyKinds)
            if (focus && (focus == keyLane(k) || keyEditor(k)->isAncestorOf(focus)))
                kind = k;
        addKeyAt(kind, static_cast<double>(m_cursor->frame()));
    });
    m_addKey->setShortcutContext(Qt::WidgetShortcut);
    for (QWidget* view : std::initializer_list<QWidget*>{m_view, m_scrubber, m_timeline->chartView(),
                                                         keyLane(KeyKind::Pelvis), keyEditor(KeyKind::Pelvis)->table(),
                                                         keyLane(KeyKind::Camera), keyEditor(KeyKind::Camera)->table()})
        view->addAction(m_addKey);
    // Each table's own Delete (a lane's Delete is the lane's); the pelvis one is in the menu.
    for (KeyKind kind : kKeyKinds) {
        const bool pelvis = kind == KeyKind::Pelvis;
        QAction* remove = pelvis ? addAction(tr("&Delete Key"), "actionDeleteKey", QKeySequence::Delete)
                          : kind == KeyKind::Contact
                              ? addAction(tr("Delete Contact Key"), "actionDeleteContactKey", QKeySequence::Delete)
                              : addAction(tr("Delete Camera Key"), "actionDeleteCameraKey", QKeySequence::Delete);
        connect(remove, &QAction::triggered, this, [this, kind] {
            const int row = keyLane(kind)->selectedKey();
            if (row >= 0)
                keysModel(kind)->removeRows(row, 1);
        });
        remove->setShortcutContext(Qt::WidgetShortcut);
        keyEditor(kind)->table()->addAction(remove);
        if (pelvis)
            m_removeKey = remove;
    }
    keys->addActions({m_addKey, m_removeKey});
    showKeyFile();
}

QString MainWindow::defaultKeyFilePath(KeyKind kind) const
{
    const Project& p = m_document->project();
    const QString beside = !p.sequence.isEmpty() ? p.sequence : m_document->path();
    if (beside.isEmpty())
        return QDir(settings::lastFolder(QStringLiteral("keys")))
            .filePath(QStringLiteral("new") + keyFormat(kind).fileSuffix);
    const QFileInfo info(beside);
    return info.dir().filePath(info.fileName().section(QLatin1Char('.'), 0, 0) + keyFormat(kind).fileSuffix);
}

void MainWindow::newKeyFileAt(KeyKind kind, const QString& path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    settings::setLastFolder(QStringLiteral("keys"), QFileInfo(absolute).absolutePath());
    // A file holds at least one key, on the current frame: for the pelvis the hip line there, for
    // contact the side the last run's feet read there.
    nlohmann::ordered_json first = nlohmann::ordered_json::object();
    const std::size_t frame = m_cursor->frameCount() > 0 ? m_cursor->frame() : 0;
    first["frame"] = frame;
    // For the camera, the picture as frame 0's: s 1, tx 0, ty 0.
    const QVariant value = newKeyValues(kind, static_cast<double>(frame)).front();
    switch (kind) {
    case KeyKind::Pelvis:
        first["deg"] = std::round(value.toDouble() * 1000) / 1000;
        break;
    case KeyKind::Contact:
        first["side"] = value.toString().toStdString();
        break;
    case KeyKind::Camera:
        first["s"] = 1;
        first["tx"] = 0;
        first["ty"] = 0;
        break;
    }
    m_document->createKeyFile(kind, absolute, newKeyFile(kind, nlohmann::ordered_json::array({first})),
                              tr("New %1 %2").arg(keyFormat(kind).title, QFileInfo(absolute).fileName()));
    m_keysDock->show();
    m_keysDock->raise();
    m_keyTabs->setCurrentWidget(keyViews(kind).page);
    selectKey(kind, 0);
}

void MainWindow::openKeyFile(KeyKind kind, const QString& path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    m_document->set(keyField(kind), absolute,
                    tr("Open %1 %2").arg(keyFormat(kind).title, QFileInfo(absolute).fileName()));
    m_keysDock->show();
    m_keysDock->raise();
    m_keyTabs->setCurrentWidget(keyViews(kind).page);
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
    statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(QFileInfo(target).absoluteFilePath())),
                             kNoteMs);
    showKeyFile();
    return true;
}

void MainWindow::closeKeyFile(KeyKind kind)
{
    m_document->set(keyField(kind), QString(), tr("Close %1").arg(keyFormat(kind).title));
}

std::vector<QVariant> MainWindow::newKeyValues(KeyKind kind, double frame) const
{
    switch (kind) {
    case KeyKind::Pelvis:
        break;
    case KeyKind::Contact:
        return {newContactSide(frame)};
    case KeyKind::Camera: {
        // What the keys give there: a key added changes nothing until edited.
        camera::CameraKey at;
        if (const MapSource* file = m_document->keyFile(kind)) {
            const auto keys = camera::readCameraKeysText(file->text(), typed(file->path), m_cursor->frameCount());
            if (keys.ok())
                at = camera::cameraAt(keys.value, frame);
        }
        return {at.s, at.tx, at.ty};
    }
    }
    return {newPelvisTilt(frame)};
}

QVariant MainWindow::newPelvisTilt(double frame) const
{
    const KeyKind kind = KeyKind::Pelvis;
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

QString MainWindow::newContactSide(double frame) const
{
    const auto at = static_cast<std::size_t>(std::max(0.0, std::ceil(frame)));
    // Where the keys read, the side they hold there: a key added changes nothing until set.
    if (const MapSource* file = m_document->keyFile(KeyKind::Contact)) {
        const auto keys = legs::readContactKeysText(file->text(), typed(file->path), m_cursor->frameCount());
        if (keys.ok()) {
            const legs::ContactKey* held = nullptr;
            for (const legs::ContactKey& k : keys.value.keys)
                if (k.frame <= frame)
                    held = &k;
            if (held)  // the choices are listed in Contact's order: l, r, both, none
                return QString::fromLatin1(
                    keyFormat(KeyKind::Contact).columns.front().choices[static_cast<std::size_t>(held->side)].value);
        }
    }
    // Otherwise the support the last run's feet read on that frame.
    if (const RunOutput* run = lastRun();
        run && run->retarget && run->retarget->feet && at < run->retarget->feet->support.size())
        return QString::fromLatin1(legs::sideName(run->retarget->feet->support[at]));
    return QStringLiteral("l");
}

void MainWindow::addKeyAt(double frame) { addKeyAt(KeyKind::Pelvis, frame); }

void MainWindow::addKeyAt(KeyKind kind, double frame)
{
    KeyTableModel* model = keysModel(kind);
    if (!model->hasFile()) {
        statusBar()->showMessage(
            kind == KeyKind::Pelvis    ? tr("No pelvis keys to add to: make a file with Keys → New Pelvis Keys…")
            : kind == KeyKind::Contact ? tr("No contact keys to add to: make a file with Keys → New Contact Keys…")
                                       : tr("No camera keys to add to: make a file with Keys → New Camera Keys…"),
            kNoteMs);
        return;
    }
    const auto row = model->addKey(frame, newKeyValues(kind, frame));
    if (row)
        selectKey(kind, *row);
}

void MainWindow::addKeyAtCurrentFrame() { addKeyAt(static_cast<double>(m_cursor->frame())); }

void MainWindow::selectKey(int row) { selectKey(KeyKind::Pelvis, row); }

void MainWindow::selectKey(KeyKind kind, int row)
{
    const QModelIndex index = keysModel(kind)->index(row, 0);
    if (!index.isValid())
        return;
    QItemSelectionModel* selection = keyEditor(kind)->selectionModel();
    const QSignalBlocker quiet(selection);  // selecting a key the user just placed does not move the cursor
    selection->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    keyEditor(kind)->table()->viewport()->update();
    keyLane(kind)->update();
}

void MainWindow::showKeyFile()
{
    if (!keyEditor(KeyKind::Pelvis) || !m_timeline || !m_removeKey)
        return;  // still being built
    for (KeyKind kind : kKeyKinds) {
        const KeyViews& views = keyViews(kind);
        const MapSource* held = m_document->keyFile(kind);
        const bool has = held != nullptr;
        views.editor->setEditable(has);
        const QString none =
            kind == KeyKind::Pelvis
                ? tr("No pelvis keys. Keys → New Pelvis Keys… makes a file, Open Pelvis Keys… reads "
                     "one; the track they give is written into the sequence before clean.")
            : kind == KeyKind::Contact
                ? tr("No contact keys. Keys → New Contact Keys… makes a file, Open Contact Keys… "
                     "reads one; the retarget takes the side they hold on every frame they "
                     "cover over what the feet read.")
                : tr("No camera keys. Keys → New Camera Keys… makes a file, Open Camera Keys… reads one; the "
                     "sequence is normalised by the camera they give (p′ = (p − t) / s) before clean.");
        views.editor->setCaption(has ? tr("%1: %2%3")
                                           .arg(keyFormat(kind).title, QFileInfo(held->path).fileName(),
                                                held->edited ? tr(" (edited, not saved)") : QString())
                                     : none);
        views.editor->setFileProblems(views.model->fileProblems());
        views.lane->setVisible(has);
        views.save->setEnabled(has);
        views.saveAs->setEnabled(has);
        views.close->setEnabled(has);
    }
    // The dock shows a kind whose file is open: its tab when the one in front has none.
    const auto inFront = [this] {
        for (KeyKind kind : kKeyKinds)
            if (m_keyTabs->currentWidget() == keyViews(kind).page)
                return kind;
        return KeyKind::Pelvis;
    };
    for (KeyKind kind : kKeyKinds)
        if (m_keyTabs->currentWidget() != keyViews(kind).page && m_document->keyFile(kind) &&
            !m_document->keyFile(inFront())) {
            m_keyTabs->setCurrentWidget(keyViews(kind).page);
            break;
        }
    // The keys on the tilt curve, at their own times.
    std::vector<QPointF> marks;
    const auto& times = m_cursor->frameTimes();
    KeyTableModel* pelvisKeys = keysModel(KeyKind::Pelvis);
    if (m_document->keyFile(KeyKind::Pelvis) && times && !times->empty())
        for (int row = 0; row < pelvisKeys->rowCount(); ++row) {
            const QVariant deg = pelvisKeys->index(row, 1).data(Qt::EditRole);
            if (deg.isValid())
                marks.emplace_back(widgets::timeOfFrame(*times, pelvisKeys->keyFrame(row)), deg.toDouble());
        }
    m_timeline->setTiltKeys(std::move(marks));
    showCameraKeys();
}

}  // namespace rigpose::studio
