#pragma once
// --screenshot: render the main window to a PNG once its project or sequence has been read and
// run, then quit. Used for the docs, bug reports and automated checks; works offscreen.

#include <QString>

#include <cstddef>
#include <optional>

class QWidget;

namespace rigpose::studio {

class MainWindow;

// Writes `window` as it is drawn now to `path` (PNG). False when the file could not be written.
bool saveWindowScreenshot(QWidget& window, const QString& path);

// Waits until `window` has settled (read and run, or refused), shows `frame` when given, saves
// the screenshot and ends the event loop with 0, or 1 when something was refused or the PNG
// could not be written.
void screenshotWhenSettled(MainWindow& window, const QString& path, std::optional<std::size_t> frame);

}  // namespace rigpose::studio
