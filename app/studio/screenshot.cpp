#include "screenshot.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QEvent>
#include <QFile>
#include <QFileInfo>
#include <QPixmap>
#include <QTextStream>
#include <QTimer>

#include "document.h"
#include "main_window.h"
#include "project_inputs.h"
#include "rigpose/util/atomic_write.h"
#include "rigpose/widgets/summary_text.h"

namespace rigpose::studio {

namespace {

// The words of --screenshot on stderr; a class only to give tr() its context.
class Screenshot {
    Q_DECLARE_TR_FUNCTIONS(rigpose::studio::Screenshot)
};

}  // namespace

std::optional<Refusal> saveWindowScreenshot(QWidget& window, const QString& path)
{
    // Layouts settle through posted LayoutRequest events, one level of the tree per round (the
    // scrubber grows, then its panel, then the dock): flush those rounds so the picture shows
    // the window as it will be drawn, not as it was a moment ago.
    for (int round = 0; round < 4; ++round)
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    // grab() paints the widget tree itself, so it needs no window system or compositor. The PNG
    // is made in memory and written atomically: a full disk leaves the old file, not half a picture.
    QByteArray png;
    QBuffer buffer(&png);
    if (!buffer.open(QIODevice::WriteOnly) || !window.grab().save(&buffer, "PNG"))
        return Refusal{"SCREENSHOT_IMAGE", QFile::encodeName(path).toStdString() +
                                               ": the window could not be drawn as a PNG; try a smaller --size"};
    return writeFileAtomically(QFile::encodeName(QFileInfo(path).absoluteFilePath()).toStdString(),
                               std::string_view(png.constData(), static_cast<std::size_t>(png.size())));
}

ScreenshotRun::ScreenshotRun(MainWindow& window, QString path, std::optional<std::size_t> frame)
    : m_window(window), m_path(std::move(path)), m_frame(frame)
{
    // Direct: a project refused as it opens is shown before start() is even called.
    connect(&window, &MainWindow::refusalsShown, this,
            [this](const RefusalList& refusals) { m_refusals.append(refusals); });
    // Queued: the views take the run's values first, then the picture is taken.
    connect(
        &window, &MainWindow::settled, this, [this](bool ok) { finish(ok); }, Qt::QueuedConnection);
    // A settle seen before start() (a refusal while opening) still counts once the run ends.
    connect(&window, &MainWindow::settled, this, [this](bool ok) { m_settledOk = m_settledOk && ok; });
}

void ScreenshotRun::start()
{
    if (m_window.isBusy())
        return;  // settled() ends it
    // Once the event loop runs, so the window has been laid out and polished.
    QTimer::singleShot(0, this, [this] { finish(true); });
}

void ScreenshotRun::finish(bool ok)
{
    // Something started after the settle was posted (a 3D project's bake once the project is
    // in): its own settle ends this.
    if (m_done || (ok && m_window.isBusy()))
        return;
    m_done = true;
    if (!ok || !m_settledOk || !m_refusals.empty()) {
        QTextStream err(stderr);
        if (!m_refusals.empty())
            err << widgets::SummaryText::refusalLines(m_refusals) << Qt::endl;
        err << Screenshot::tr("Nothing was written to %1.").arg(m_path) << Qt::endl;
        QCoreApplication::exit(1);
        return;
    }
    // The picture never replaces what the window read (the project, its sequence, rig, map, keys).
    const Document* document = m_window.document();
    std::optional<Refusal> refused = checkOutputFile(document->project(), document->path(), "--screenshot",
                                                     QFileInfo(m_path).absoluteFilePath());
    if (!refused) {
        if (m_frame)
            m_window.setCurrentFrame(*m_frame);
        refused = saveWindowScreenshot(m_window, m_path);
    }
    if (refused) {
        RefusalList list;
        list.add(*refused);
        QTextStream(stderr) << widgets::SummaryText::refusalLines(list) << Qt::endl
                            << Screenshot::tr("Nothing was written to %1.").arg(m_path) << Qt::endl;
    }
    QCoreApplication::exit(refused ? 1 : 0);
}

}  // namespace rigpose::studio
