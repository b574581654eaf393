#include "screenshot.h"

#include <QCoreApplication>
#include <QEvent>
#include <QPixmap>
#include <QTextStream>
#include <QTimer>

#include "main_window.h"

namespace rigpose::studio {

bool saveWindowScreenshot(QWidget& window, const QString& path)
{
    // Layouts settle through posted LayoutRequest events, one level of the tree per round (the
    // scrubber grows, then its panel, then the dock): flush those rounds so the picture shows
    // the window as it will be drawn, not as it was a moment ago.
    for (int round = 0; round < 4; ++round)
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    // grab() paints the widget tree itself, so it needs no window system or compositor.
    return window.grab().save(path, "PNG");
}

void screenshotWhenSettled(MainWindow& window, const QString& path, std::optional<std::size_t> frame)
{
    auto finish = [&window, path, frame](bool ok) {
        if (frame)
            window.setCurrentFrame(*frame);
        const bool saved = saveWindowScreenshot(window, path);
        if (!saved)
            QTextStream(stderr) << QCoreApplication::translate("rigpose::studio::Screenshot",
                                                               "Could not write the screenshot %1.")
                                       .arg(path)
                                << Qt::endl;
        QCoreApplication::exit(saved && ok ? 0 : 1);
    };
    if (window.isBusy()) {
        // Queued: the views take the run's values first, then the picture is taken.
        QObject::connect(&window, &MainWindow::settled, &window, [finish](bool ok) { finish(ok); },
                         Qt::QueuedConnection);
        return;
    }
    // Once the event loop runs, so the window has been laid out and polished.
    QTimer::singleShot(0, &window, [finish] { finish(true); });
}

}  // namespace rigpose::studio
