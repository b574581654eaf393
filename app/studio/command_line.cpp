#include "command_line.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QRegularExpression>

namespace rigpose::studio {

namespace {

// Larger than any screen a screenshot is taken for, small enough to keep the image sane.
constexpr int kMaxSide = 16384;

// The words of --help and of the errors; a class only to give tr() its context.
class CommandLine {
    Q_DECLARE_TR_FUNCTIONS(rigpose::studio::CommandLine)
};

}  // namespace

std::optional<QSize> parseWindowSize(const QString& text)
{
    static const QRegularExpression pattern(QStringLiteral("^(\\d{1,5})[xX×](\\d{1,5})$"));
    const QRegularExpressionMatch match = pattern.match(text.trimmed());
    if (!match.hasMatch())
        return std::nullopt;
    const int width = match.captured(1).toInt();
    const int height = match.captured(2).toInt();
    if (width < 1 || height < 1 || width > kMaxSide || height > kMaxSide)
        return std::nullopt;
    return QSize(width, height);
}

ParsedCommandLine parseCommandLine(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        CommandLine::tr("The rigpose workstation: open a project or a pose sequence, scrub it and inspect "
                        "its cleaning and its retarget."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("file"),
                                 CommandLine::tr("A project (*.rigpose.json) or a pose sequence to open."),
                                 QStringLiteral("[file]"));
    const QCommandLineOption screenshot(
        QStringLiteral("screenshot"),
        CommandLine::tr("Render the main window to a PNG once loaded and run, then quit."), QStringLiteral("out.png"));
    const QCommandLineOption frame(QStringLiteral("frame"), CommandLine::tr("The frame to show (first is 0)."),
                                   QStringLiteral("N"));
    const QCommandLineOption size(QStringLiteral("size"), CommandLine::tr("The main window's size, e.g. 1280x800."),
                                  QStringLiteral("WxH"));
    const QCommandLineOption language(QStringLiteral("language"),
                                      CommandLine::tr("The interface language (en, ko); overrides the settings."),
                                      QStringLiteral("code"));
    const QCommandLineOption exportKind(
        QStringLiteral("export"),
        CommandLine::tr("Write OUT as rig-pose writes it for PROJECT (motion, report, build, cleaned, camera; a 3D "
                        "project's bvh, glb, or mpfb-pose of --frame), print what rig-pose prints and quit, with "
                        "rig-pose's exit code. Needs no display."),
        QStringLiteral("kind"));
    const QCommandLineOption dock(QStringLiteral("dock"),
                                  CommandLine::tr("The dock to bring to the front once run: options, map, alternates "
                                                  "(the map's Alternates tab), sequence, keys, report or problems."),
                                  QStringLiteral("name"));
    const QCommandLineOption tracks(
        QStringLiteral("tracks"),
        CommandLine::tr("The tracks to plot once run, by name, comma-separated (r_wrist,pelvisTilt)."),
        QStringLiteral("names"));
    parser.addOptions({screenshot, frame, size, language, dock, tracks, exportKind});

    ParsedCommandLine parsed;
    if (!parser.parse(arguments)) {
        parsed.error = parser.errorText();
        parsed.unknownOptions = !parser.unknownOptionNames().isEmpty();
        return parsed;
    }
    // The words QCommandLineParser's showHelp() and showVersion() print, returned rather than
    // printed so the caller decides when (and the process is not ended from in here).
    if (parser.isSet(QStringLiteral("help")) || parser.isSet(QStringLiteral("help-all"))) {
        parsed.printed = parser.helpText();
        return parsed;
    }
    if (parser.isSet(QStringLiteral("version"))) {
        parsed.printed = QCoreApplication::applicationName() + QLatin1Char(' ') +
                         QCoreApplication::applicationVersion() + QLatin1Char('\n');
        return parsed;
    }

    StudioOptions options;
    const QStringList positional = parser.positionalArguments();
    if (parser.isSet(frame)) {
        bool ok = false;
        const qulonglong n = parser.value(frame).toULongLong(&ok);
        if (!ok) {
            parsed.error =
                CommandLine::tr("--frame takes a frame number (0 or more); got \"%1\".").arg(parser.value(frame));
            return parsed;
        }
        options.frame = static_cast<std::size_t>(n);
    }
    if (parser.isSet(exportKind)) {
        const std::optional<ExportKind> kind = exportKindFromName(parser.value(exportKind));
        if (!kind) {
            parsed.error = CommandLine::tr(
                               "--export takes motion, report, build, cleaned, camera, bvh, glb or mpfb-pose; "
                               "got \"%1\".")
                               .arg(parser.value(exportKind));
            return parsed;
        }
        if (positional.size() != 2) {
            parsed.error = CommandLine::tr(
                               "--export %1 takes the file to write and the project: --export %1 OUT PROJECT.")
                               .arg(parser.value(exportKind));
            return parsed;
        }
        options.headlessExport = StudioOptions::Export{*kind, positional[0], positional[1], options.frame.value_or(0)};
        parsed.options = options;
        return parsed;
    }
    if (positional.size() > 1) {
        parsed.error = CommandLine::tr("Give at most one project or sequence to open.");
        return parsed;
    }
    if (!positional.isEmpty())
        options.filePath = positional.front();
    options.screenshotPath = parser.value(screenshot);
    options.language = parser.value(language);
    options.dock = parser.value(dock);
    if (parser.isSet(tracks))
        options.tracks = parser.value(tracks).split(QLatin1Char(','), Qt::SkipEmptyParts);
    if (parser.isSet(size)) {
        options.size = parseWindowSize(parser.value(size));
        if (!options.size) {
            parsed.error = CommandLine::tr("--size takes WIDTHxHEIGHT in pixels, e.g. 1280x800; got \"%1\".")
                               .arg(parser.value(size));
            return parsed;
        }
    }
    parsed.options = options;
    return parsed;
}

}  // namespace rigpose::studio
