#pragma once
// rigpose-studio [PROJECT or SEQUENCE] [--screenshot out.png] [--frame N] [--size WxH] [--language ko]

#include <QSize>
#include <QString>
#include <QStringList>

#include <optional>

namespace rigpose::studio {

struct StudioOptions {
    QString filePath;        // a project, or a bare sequence, opened at start when set
    QString screenshotPath;  // render the window to this PNG once loaded and run, then quit
    std::optional<std::size_t> frame;  // the frame shown (in the screenshot)
    std::optional<QSize> size;
    QString language;  // overrides the settings and the system locale
};

struct ParsedCommandLine {
    std::optional<StudioOptions> options;
    QString error;  // set when options is empty: what was wrong, for stderr (exit code 2)
};

// `arguments` includes the program name first, as QCoreApplication::arguments() does.
// --help and --version print and exit the process, as QCommandLineParser does.
ParsedCommandLine parseCommandLine(const QStringList& arguments);

// "1280x800" (or 1280X800, 1280×800); each side 1 to 16384 px.
std::optional<QSize> parseWindowSize(const QString& text);

}  // namespace rigpose::studio
