#pragma once
// rigpose-studio [PROJECT or SEQUENCE] [--screenshot out.png] [--frame N] [--size WxH] [--language ko]
//                [--dock NAME] [--tracks a,b]
// rigpose-studio --export motion|report|build|cleaned|camera|bvh|glb|mpfb-pose OUT PROJECT [--frame N]
//                (headless: no window, no display)

#include <QSize>
#include <QString>
#include <QStringList>

#include <optional>

#include "export_run.h"

namespace rigpose::studio {

struct StudioOptions {
    QString filePath;                  // a project, or a bare sequence, opened at start when set
    QString screenshotPath;            // render the window to this PNG once loaded and run, then quit
    std::optional<std::size_t> frame;  // the frame shown (in the screenshot)
    std::optional<QSize> size;
    QString language;    // overrides the settings and the system locale
    QString dock;        // the dock brought to the front once run (keys, map, options, …)
    QStringList tracks;  // the tracks picked in the chart once run
    // --export KIND OUT PROJECT: write OUT as rig-pose would, print what it prints, and quit.
    struct Export {
        ExportKind kind = ExportKind::Motion;
        QString out, project;
        std::size_t frame = 0;  // --frame: the MPFB pose's
    };
    std::optional<Export> headlessExport;
};

// Exactly one of the three is set.
struct ParsedCommandLine {
    std::optional<StudioOptions> options;
    QString printed;  // --help or --version: the text for stdout (exit code 0)
    QString error;    // a bad invocation: what was wrong, for stderr (exit code 2)
    // The error names options this parser does not know. Read before QApplication exists, they
    // may be Qt's own (-platform, -style, -reverse), which QApplication takes out of the
    // arguments; read after, they are a bad invocation.
    bool unknownOptions = false;
};

// `arguments` includes the program name first, as QCoreApplication::arguments() does. Needs a
// QCoreApplication (the help names the program as it was started) but no window system, so it
// can run before QApplication is made: --help and --version work without a display.
ParsedCommandLine parseCommandLine(const QStringList& arguments);

// "1280x800" (or 1280X800, 1280×800); each side 1 to 16384 px.
std::optional<QSize> parseWindowSize(const QString& text);

}  // namespace rigpose::studio
