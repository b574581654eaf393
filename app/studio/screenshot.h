#pragma once
// --screenshot: render the main window to a PNG once its project or sequence has been read and
// run, then quit. Used for the docs, bug reports and automated checks; works offscreen.

#include <QObject>
#include <QString>

#include <cstddef>
#include <optional>

#include "rigpose/util/refusal.h"

class QWidget;

namespace rigpose::studio {

class MainWindow;

// Writes `window` as it is drawn now to `path` (PNG), atomically. ARG_PATH when the file could not
// be written (the old one is kept), SCREENSHOT_IMAGE when the picture could not be encoded.
std::optional<Refusal> saveWindowScreenshot(QWidget& window, const QString& path);

// One --screenshot run. Made before the window opens anything, it collects every refusal the
// window shows from then on (a project, sequence, rig or map refused as it is read or run).
// Once the window has settled it ends the event loop: with a refusal, each is printed to stderr
// as `CODE: message`, no PNG is written and the exit code is 1 (as rig-pose's refusals); a run
// that ended without one (canceled) is 1 too; a path that is one of the window's inputs is
// refused (ARG_PATH); otherwise `frame` is shown when given, the PNG is written and the code is
// 0, or 1 with the refusal printed when it could not be.
class ScreenshotRun : public QObject {
    Q_OBJECT

public:
    ScreenshotRun(MainWindow& window, QString path, std::optional<std::size_t> frame);

    // Call once the window has been asked to open its file (or nothing): when it is not reading
    // or running anything, the run ends on the event loop's first turn.
    void start();

    // What was refused so far.
    const RefusalList& refusals() const { return m_refusals; }

private:
    void finish(bool ok);

    MainWindow& m_window;
    QString m_path;
    std::optional<std::size_t> m_frame;
    RefusalList m_refusals;
    bool m_settledOk = true;
    bool m_done = false;
};

}  // namespace rigpose::studio
