#pragma once
// rigpose-studio --export KIND OUT PROJECT: the project read, the export run (export_run.h), and
// what rig-pose prints on stdout and stderr printed, with its exit codes (0 written, 1 refused),
// for batches over many projects. Needs only QCoreApplication: no window, no display.

#include <QString>

#include "export_run.h"

class QTextStream;

namespace rigpose::studio {

// `frame` is the MPFB pose's (--frame), the others ignore it.
int runHeadlessExport(ExportKind kind, const QString& out, const QString& project, QTextStream& stdOut,
                      QTextStream& stdErr, std::size_t frame = 0);

}  // namespace rigpose::studio
