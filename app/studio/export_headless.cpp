#include "export_headless.h"

#include <QFileInfo>
#include <QTextStream>

#include "rigpose/util/refusal_lines.h"

namespace rigpose::studio {

namespace {

// rig-pose's exit codes (app/cli/args.h): the studio is not linked with the CLI.
constexpr int kExitWritten = 0;
constexpr int kExitRefused = 1;

int refused(const RefusalList& refusals, QTextStream& stdErr)
{
    for (const std::string& line : refusedLines(refusals))
        stdErr << QString::fromStdString(line) << '\n';
    stdErr.flush();
    return kExitRefused;
}

}  // namespace

int runHeadlessExport(ExportKind kind, const QString& out, const QString& project, QTextStream& stdOut,
                      QTextStream& stdErr, std::size_t frame)
{
    const Loaded<Project> read = readProjectFile(project);
    if (!read.ok())
        return refused(read.refusals, stdErr);
    ExportRequest request;
    request.kind = kind;
    request.out = out;
    request.project = read.value;
    request.projectFile = QFileInfo(project).absoluteFilePath();
    request.frame = frame;
    const ExportOutcome outcome = runExport(request);
    // What the run printed before it was refused (a GATE line) is printed as rig-pose prints it.
    for (const QString& line : outcome.lines)
        stdOut << line << '\n';
    stdOut.flush();
    return outcome.ok() ? kExitWritten : refused(outcome.refusals, stdErr);
}

}  // namespace rigpose::studio
