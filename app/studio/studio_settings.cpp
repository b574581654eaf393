#include "studio_settings.h"

#include <QSettings>

namespace rigpose::studio::settings {

namespace {

// Keys are grouped by what they serve; renaming one loses every user's value, so don't.
QString lastSequenceFolderKey() { return QStringLiteral("paths/lastSequenceFolder"); }
QString languageKey() { return QStringLiteral("ui/language"); }
QString windowGeometryKey() { return QStringLiteral("mainWindow/geometry"); }
QString windowStateKey() { return QStringLiteral("mainWindow/state"); }

}  // namespace

QString lastSequenceFolder() { return QSettings().value(lastSequenceFolderKey()).toString(); }
void setLastSequenceFolder(const QString& folder) { QSettings().setValue(lastSequenceFolderKey(), folder); }

QString language() { return QSettings().value(languageKey()).toString(); }
void setLanguage(const QString& language) { QSettings().setValue(languageKey(), language); }

QByteArray windowGeometry() { return QSettings().value(windowGeometryKey()).toByteArray(); }
void setWindowGeometry(const QByteArray& geometry) { QSettings().setValue(windowGeometryKey(), geometry); }
QByteArray windowState() { return QSettings().value(windowStateKey()).toByteArray(); }
void setWindowState(const QByteArray& state) { QSettings().setValue(windowStateKey(), state); }

}  // namespace rigpose::studio::settings
