#pragma once
// The studio's settings, one typed accessor per key, declared here next to their only users
// (the main window and the translator set-up) so no key is spelled twice.

#include <QByteArray>
#include <QString>
#include <QStringList>

#include "lane_view.h"

namespace rigpose::studio::settings {

// Where File → Open Sequence starts: the folder of the last sequence opened.
QString lastSequenceFolder();
void setLastSequenceFolder(const QString& folder);

// Where the other open dialogs start, one folder per kind of file ("project", "rig", "map",
// "frames", "export").
QString lastFolder(const QString& kind);
void setLastFolder(const QString& kind, const QString& folder);

// Files opened through File → Open, newest first, at most kMaxRecentFiles.
inline constexpr int kMaxRecentFiles = 8;
QStringList recentFiles();
// Puts `path` first (moving it up if it was there already).
void addRecentFile(const QString& path);
void clearRecentFiles();

// Whether the viewport draws the rig over the pose (true) or beside it.
bool rigOverPose();
void setRigOverPose(bool over);

// Whether the scrubber shows lanes with no span in them (off: a run's empty guard lanes would
// push the track chart out of a laptop screen).
bool showEmptyLanes();
void setShowEmptyLanes(bool show);

// Whether the viewport draws a planting run's floor line and the planted ankle's ring (View →
// Floor and Planted Foot): on until turned off.
bool showFloor();
void setShowFloor(bool show);

// Whether the viewport draws the video frame's edges as the camera moved them, on a sequence
// normalised by camera keys (View → Camera Frame): on until turned off.
bool showCameraFrame();
void setShowCameraFrame(bool show);

// Whether the viewport draws the rig's drawings, each slot's attachment on the frame (View →
// Show Drawings): on until turned off.
bool showDrawings();
void setShowDrawings(bool show);

// How the scrubber splits its lanes (View → Lanes): combined until chosen otherwise.
LaneSplit laneSplit();
void setLaneSplit(LaneSplit split);

// What the LAND lane marks (View → Lanes → LAND Marks Errors Above…): LandTolerance's defaults
// until set; a value that is not a number reads as the default.
LandTolerance landTolerance();
void setLandTolerance(const LandTolerance& above);

// The UI language as a locale name ("ko", "en"); empty follows the system locale.
QString language();
void setLanguage(const QString& language);

// The main window's geometry and dock/toolbar state, as QMainWindow saves them.
QByteArray windowGeometry();
void setWindowGeometry(const QByteArray& geometry);
QByteArray windowState();
void setWindowState(const QByteArray& state);

}  // namespace rigpose::studio::settings
