// rigpose-studio: the workstation. Thin: application identity, the command line, translations;
// the window and everything it does live in rigpose_studio_lib.

#include <QApplication>
#include <QTextStream>

#include "command_line.h"
#include "main_window.h"
#include "screenshot.h"
#include "translations.h"

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("rigpose"));
    QApplication::setApplicationName(QStringLiteral("rigpose-studio"));
    QApplication::setApplicationVersion(QStringLiteral(RIGPOSE_VERSION));

    const rigpose::studio::ParsedCommandLine parsed =
        rigpose::studio::parseCommandLine(QApplication::arguments());
    if (!parsed.options) {
        QTextStream(stderr) << parsed.error << Qt::endl;
        return 2;  // bad invocation (house.md)
    }
    const rigpose::studio::StudioOptions& options = *parsed.options;
    rigpose::studio::installTranslators(app, options.language);

    rigpose::studio::MainWindow window;
    const bool screenshot = !options.screenshotPath.isEmpty();
    if (!screenshot)
        window.restoreLayout();  // a screenshot is the same picture on every machine
    if (options.size)
        window.resize(*options.size);
    if (!options.filePath.isEmpty())
        window.openFile(options.filePath);
    window.show();
    if (screenshot)
        rigpose::studio::screenshotWhenSettled(window, options.screenshotPath, options.frame);
    else if (options.frame)
        QObject::connect(&window, &rigpose::studio::MainWindow::settled, &window,
                         [&window, frame = *options.frame] { window.setCurrentFrame(frame); },
                         Qt::SingleShotConnection);
    return QApplication::exec();
}
