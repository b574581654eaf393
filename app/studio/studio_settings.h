#pragma once
// The studio's settings, one typed accessor per key, declared here next to their only users
// (the main window and the translator set-up) so no key is spelled twice.

#include <QByteArray>
#include <QString>

namespace rigpose::studio::settings {

// Where File → Open Sequence starts: the folder of the last sequence opened.
QString lastSequenceFolder();
void setLastSequenceFolder(const QString& folder);

// The UI language as a locale name ("ko", "en"); empty follows the system locale.
QString language();
void setLanguage(const QString& language);

// The main window's geometry and dock/toolbar state, as QMainWindow saves them.
QByteArray windowGeometry();
void setWindowGeometry(const QByteArray& geometry);
QByteArray windowState();
void setWindowState(const QByteArray& state);

}  // namespace rigpose::studio::settings
