#include "live_run.h"

#include <QDir>
#include <QFileInfo>
#include <QTimer>

#include "document.h"
#include "runner.h"
#include "sequence_loader.h"

namespace rigpose::studio {

namespace {

bool isBlank(const Document& document)
{
    const Project& p = document.project();
    return document.path().isEmpty() && !document.isModified() && p.sequence.isEmpty() && p.rig.isEmpty() &&
           p.map.isEmpty();
}

}  // namespace

QString defaultMotionPath(const Document& document)
{
    const Project& p = document.project();
    const QString beside = !document.path().isEmpty() ? document.path() : p.sequence;
    const QString folder = beside.isEmpty() ? QDir::currentPath() : QFileInfo(beside).absolutePath();
    return QDir(folder).filePath(QString::fromStdString(p.retarget.name) + QStringLiteral(".motion.json"));
}

LiveRun::LiveRun(Document* document, QObject* parent)
    : QObject(parent)
    , m_document(document)
    , m_loader(new SequenceLoader(this))
    , m_runner(new Runner(this))
    , m_debounce(new QTimer(this))
{
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(kEditDebounceMs);
    connect(m_debounce, &QTimer::timeout, this, &LiveRun::rerun);
    connect(m_document, &Document::changed, this, &LiveRun::documentChanged);
    connect(m_document, &Document::projectReset, this, &LiveRun::documentReset);
    connect(m_loader, &SequenceLoader::started, this, &LiveRun::loadStarted);
    connect(m_loader, &SequenceLoader::finished, this, &LiveRun::loaded);
    connect(m_runner, &Runner::started, this, &LiveRun::runStarted);
    connect(m_runner, &Runner::progress, this, &LiveRun::runProgress);
    connect(m_runner, &Runner::finished, this, &LiveRun::ran);
    connect(m_runner, &Runner::canceled, this, [this] {
        emit runCanceled();
        settle(true);
    });
}

bool LiveRun::isLoading() const { return m_loader->isLoading(); }

bool LiveRun::isRunning() const
{
    // An edit waiting out its pause is a run on its way.
    return m_runner->isRunning() || m_debounce->isActive();
}

void LiveRun::openSequence(const QString& path)
{
    // A refused file changes nothing, not even the project: it takes the sequence once read.
    m_loader->load(path);
}

void LiveRun::openProject(const Project& project, const QString& path)
{
    if (project.sequence.isEmpty()) {
        m_pending.reset();
        m_document->reset(project, path);
        return;
    }
    m_pending = PendingProject{project, path};
    m_loader->load(project.sequence);
}

void LiveRun::cancel() { m_runner->cancel(); }

void LiveRun::documentReset()
{
    if (!m_adopting)
        loadOrClose();
}

void LiveRun::documentChanged(ProjectParts parts)
{
    if (m_adopting)
        return;  // adopt() starts the run itself
    if (parts & ProjectPart::Sequence)
        loadOrClose();
    else if (parts & kRunParts)
        rerunSoon();
}

void LiveRun::rerunSoon()
{
    m_sinceEdit.restart();
    m_editWaiting = true;
    m_debounce->start();
}

void LiveRun::loadOrClose()
{
    const QString& path = m_document->project().sequence;
    if (!path.isEmpty()) {
        m_loader->load(path);
        return;
    }
    m_sequence.reset();
    m_times.reset();
    m_run.reset();
    m_stale = false;
    m_cleaned.reset();
    m_sequencePath.clear();
    m_convertLine.clear();
    emit sequenceClosed();
    settle(true);
}

void LiveRun::loaded(const SequenceLoad& load)
{
    std::optional<PendingProject> pending = std::move(m_pending);
    m_pending.reset();
    if (!load.ok()) {
        emit sequenceRefused(load);
        settle(false);
        return;
    }
    m_sequence = load.sequence;
    m_sequencePath = load.path;
    m_convertLine = load.convertLine;
    auto times = std::make_shared<std::vector<double>>();
    times->reserve(m_sequence->frames.size());
    for (const sequence::Frame& f : m_sequence->frames)
        times->push_back(f.t);
    m_times = std::move(times);
    m_run.reset();
    m_stale = false;
    m_cleaned.reset();
    emit sequenceOpened(load);
    if (pending) {
        // The sequence read: now the project replaces the document, without reading it again.
        m_adopting = true;
        m_document->reset(pending->project, pending->path);
        m_adopting = false;
        rerun();
        return;
    }
    adopt(load.path);
}

void LiveRun::adopt(const QString& path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    if (m_document->project().sequence != absolute) {
        // The sequence is already read: the document's change must not read it again.
        m_adopting = true;
        if (isBlank(*m_document)) {
            // A bare sequence on a fresh window is a new project, its animation named after it.
            Project p;
            p.sequence = absolute;
            p.retarget.name = animationNameFor(path);
            m_document->reset(p, QString());
        } else {
            m_document->set(fields::sequence, absolute, tr("Set Sequence"));
        }
        m_adopting = false;
    }
    rerun();
}

RunRequest LiveRun::request() const
{
    const Project& p = m_document->project();
    RunRequest request;
    request.sequence = m_sequence;
    request.sequencePath = m_sequencePath;
    request.convertLine = m_convertLine;
    request.rig = p.rig;
    request.map = p.map;
    request.baseMotion = p.baseMotion;
    request.merge = p.merge;
    if (const MapSource* map = m_document->map())
        request.mapText = map->text();
    if (const MapSource* keys = m_document->keyFile(KeyKind::Pelvis)) {
        request.pelvisKeysPath = keys->path;
        request.pelvisKeysText = keys->text();
    }
    if (const MapSource* keys = m_document->keyFile(KeyKind::Camera)) {
        request.cameraKeysPath = keys->path;
        request.cameraKeysText = keys->text();
    }
    if (const MapSource* keys = m_document->keyFile(KeyKind::Contact)) {
        request.contactKeysPath = keys->path;
        request.contactKeysText = keys->text();
    }
    request.motionOut = defaultMotionPath(*m_document);
    request.clean = p.clean;
    request.retarget = p.retarget;
    // The floor and the stance are kept while the plant is off (turning it on again brings them
    // back) but, as the CLI's --floor and --stance, they only reach a run that plants the feet.
    if (!request.retarget.plantFeet) {
        request.retarget.floor.reset();
        request.retarget.stance.reset();
    }
    request.cleanedBefore = m_cleaned;
    return request;
}

void LiveRun::rerun()
{
    m_debounce->stop();
    if (!m_sequence) {
        m_editWaiting = false;
        settle(true);
        return;
    }
    m_runner->start(request());
}

void LiveRun::ran(const RunOutput& output)
{
    m_editToResult = m_editWaiting ? m_sinceEdit.elapsed() : -1;
    m_editWaiting = false;
    if (output.ok()) {
        m_run = output;
        m_stale = false;
        if (output.cleanedInput)
            m_cleaned = output.cleanedInput;
    } else {
        m_stale = m_run.has_value();
    }
    emit runFinished(output);
    settle(output.ok());
}

void LiveRun::settle(bool ok)
{
    if (!isBusy())
        emit settled(ok);
}

}  // namespace rigpose::studio
