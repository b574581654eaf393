#pragma once
// The lines rig-pose prints after a green run about what it wrote, one function per line, so
// every shell that writes the same files (rig-pose, rigpose-studio --export) says so in the same
// words. Paths are as the user typed them.

#include <cstddef>
#include <optional>
#include <string>

namespace rigpose::report {

// "wrote wave.motion.json (rigc-motion/1, animation "wave", 48 keys per track)"
std::string wroteMotionLine(const std::string& out, const std::string& animation, std::size_t keys);
// The same for a motion --reduce thinned: its rotate keys, and how many the dense motion had.
std::string wroteReducedMotionLine(const std::string& out, const std::string& animation, std::size_t keys,
                                   std::size_t dense);
// `isDefault`: the path was not given, so it sits beside --out; `replaced`: the modification time
// of the report this one replaces (modifiedAt), when there was one.
std::string wroteReportLine(const std::string& path, bool isDefault, const std::optional<std::string>& replaced);
// --camera: the figure-scale track, and how it was read ("followed", "held", ...).
std::string wroteCameraLine(const std::string& path, std::size_t frames, const std::string& how);
std::string wroteBuildLine(const std::string& dir, bool withAtlas);
// RECORD: the build's retarget.json and the --reference it echoes.
std::string recordLine(const std::optional<std::string>& reference);
// "wrote cleaned.json (rig-pose-sequence/1.2, person a, 240 frames)"
std::string wroteSequenceLine(const std::string& out, const std::string& spec, const std::string& person,
                              std::size_t frames);
// "wrote scanned.json (rig-pose-sequence/1, a camera on 90 frames)": scan's output, every person kept
std::string wroteScannedLine(const std::string& out, const std::string& spec, std::size_t frames);
std::string madeDirectoryLine(const std::string& dir, const std::string& holds);

// ISO 8601 (UTC) of a file's last write, or nullopt when there is none: the one time a run
// prints, and only about a file it replaces, never into what it writes.
std::optional<std::string> modifiedAt(const std::string& path);

}  // namespace rigpose::report
