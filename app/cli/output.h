#pragma once
// How rig-pose prints: report lines on stdout, refusals on stderr as "CODE: message".

#include <string>

#include "rigpose/util/refusal.h"

namespace rigpose::cli {

void printLine(const std::string& line);
void printRefusal(const Refusal& refusal);
// Prints every refusal (and how many were left out) and returns the refused exit code.
int refuse(const RefusalList& refusals);
int refuse(const Refusal& refusal);
// A usage error: the message, a pointer to --help, exit 2.
int usageError(const std::string& command, const std::string& message);

}  // namespace rigpose::cli
