// rigpose-studio: the workstation. Thin: application identity, the command line, translations;
// the window and everything it does live in rigpose_studio_lib.

#include <QApplication>
#include <QTextStream>
#include <QTimer>

#include <memory>

#include "command_line.h"
#include "export_headless.h"
#include "main_window.h"
#include "rigpose/util/temporary_files.h"
#include "rigpose/widgets/track_timeline.h"
#include "screenshot.h"
#include "translations.h"

namespace {

// Prints what the parse asked for and gives the exit code, or nothing when the studio should start.
std::optional<int> answered(const rigpose::studio::ParsedCommandLine& parsed)
{
    if (!parsed.printed.isEmpty()) {
        QTextStream(stdout) << parsed.printed << Qt::flush;
        return 0;
    }
    if (!parsed.options) {
        QTextStream(stderr) << parsed.error << Qt::endl;
        return 2;  // bad invocation, as rig-pose's
    }
    return std::nullopt;
}

}  // namespace

int main(int argc, char* argv[])
{
    // As rig-pose: SIGINT or SIGTERM during an export (headless or from the menu) or a screenshot
    // removes the temporaries being written before the process dies of the signal.
    rigpose::removeTemporariesOnSignals();
    // Set before any application object, so both below (and --version) see them.
    QCoreApplication::setOrganizationName(QStringLiteral("rigpose"));
    QCoreApplication::setApplicationName(QStringLiteral("rigpose-studio"));
    QCoreApplication::setApplicationVersion(QStringLiteral(RIGPOSE_VERSION));

    {
        // The command line first, with no window system: QApplication aborts when there is no
        // display, and --help, --version or a bad invocation should not need one. Options this
        // parse does not know may be Qt's own (-platform offscreen), which only QApplication
        // takes out; those are left to the second parse below.
        const QCoreApplication reading(argc, argv);
        const rigpose::studio::ParsedCommandLine early = rigpose::studio::parseCommandLine(
            QCoreApplication::arguments());
        if (!early.unknownOptions) {
            if (const std::optional<int> code = answered(early))
                return *code;
            // A batch export reads and writes files only: no window system is ever asked for.
            if (const auto& job = early.options->headlessExport) {
                QTextStream out(stdout), err(stderr);
                return rigpose::studio::runHeadlessExport(job->kind, job->out, job->project, out, err, job->frame);
            }
        }
    }

    QApplication app(argc, argv);
    const rigpose::studio::ParsedCommandLine parsed = rigpose::studio::parseCommandLine(QApplication::arguments());
    if (const std::optional<int> code = answered(parsed))
        return *code;
    const rigpose::studio::StudioOptions& options = *parsed.options;
    if (const auto& job = options.headlessExport) {  // Qt's own options were given too
        QTextStream out(stdout), err(stderr);
        return rigpose::studio::runHeadlessExport(job->kind, job->out, job->project, out, err, job->frame);
    }
    rigpose::studio::installTranslators(app, options.language);

    rigpose::studio::MainWindow window;
    const bool screenshot = !options.screenshotPath.isEmpty();
    if (!screenshot)
        window.restoreLayout();  // a screenshot is the same picture on every machine
    if (options.size)
        window.resize(*options.size);
    // Made before anything is opened, so a file refused as it opens is counted too.
    std::optional<rigpose::studio::ScreenshotRun> shot;
    if (screenshot)
        shot.emplace(window, options.screenshotPath, options.frame);
    // The view asked for, set once the run is there (and before a screenshot is taken of it).
    // A settle with work started after it (a 3D project's bake) waits for the next.
    if (!options.dock.isEmpty() || !options.tracks.isEmpty()) {
        auto connection = std::make_shared<QMetaObject::Connection>();
        *connection = QObject::connect(&window, &rigpose::studio::MainWindow::settled, &window,
                                       [&window, connection, dock = options.dock, tracks = options.tracks] {
                                           if (window.isBusy())
                                               return;
                                           QObject::disconnect(*connection);
                                           if (!dock.isEmpty())
                                               window.raiseDock(dock);
                                           if (!tracks.isEmpty())
                                               window.trackTimeline()->selectTracks(tracks);
                                       });
    }
    if (!options.filePath.isEmpty())
        window.openFile(options.filePath);
    window.show();
    if (shot)
        shot->start();
    else if (options.frame)
        QObject::connect(
            &window, &rigpose::studio::MainWindow::settled, &window,
            [&window, frame = *options.frame] { window.setCurrentFrame(frame); }, Qt::SingleShotConnection);
    // A crashed session's unsaved changes, offered once the window is up; a screenshot asks nothing.
    if (!screenshot)
        QTimer::singleShot(0, &window, [&window] { window.offerRecoveries(); });
    return QApplication::exec();
}
