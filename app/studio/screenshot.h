#pragma once
// --screenshot: render the main window to a PNG once its sequence has loaded, then quit.
// Used for the docs, bug reports and automated checks; works on the offscreen platform.

#include <QString>

class QWidget;

namespace rigpose::studio {

class MainWindow;

// Writes `window` as it is drawn now to `path` (PNG). False when the file could not be written.
bool saveWindowScreenshot(QWidget& window, const QString& path);

// Waits for `window`'s load (if one is running), saves the screenshot and ends the event loop
// with 0, or 1 when the load was refused or the PNG could not be written.
void screenshotWhenLoaded(MainWindow& window, const QString& path);

}  // namespace rigpose::studio
