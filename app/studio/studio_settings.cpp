#include "studio_settings.h"

#include <QSettings>

#include <utility>

namespace rigpose::studio::settings {

namespace {

// Keys are grouped by what they serve; renaming one loses every user's value, so don't.
QString lastSequenceFolderKey() { return QStringLiteral("paths/lastSequenceFolder"); }
QString languageKey() { return QStringLiteral("ui/language"); }
QString windowGeometryKey() { return QStringLiteral("mainWindow/geometry"); }
QString windowStateKey() { return QStringLiteral("mainWindow/state"); }
QString recentFilesKey() { return QStringLiteral("paths/recentFiles"); }
QString rigOverPoseKey() { return QStringLiteral("view/rigOverPose"); }
QString emptyLanesKey() { return QStringLiteral("view/showEmptyLanes"); }
QString showFloorKey() { return QStringLiteral("view/showFloor"); }
QString showCameraFrameKey() { return QStringLiteral("view/showCameraFrame"); }
QString showDrawingsKey() { return QStringLiteral("view/showDrawings"); }
QString laneSplitKey() { return QStringLiteral("view/laneSplit"); }
QString landAngleKey() { return QStringLiteral("view/landAngleAbove"); }
QString landOriginKey() { return QStringLiteral("view/landOriginAbove"); }

// Stored by word, not by enum value, so reordering LaneSplit keeps what users chose.
const std::pair<LaneSplit, const char*> kSplitWords[] = {{LaneSplit::Combined, "combined"},
                                                         {LaneSplit::ByRegion, "region"},
                                                         {LaneSplit::ByJoint, "joint"}};

// A stored tolerance, or `fallback` when it is missing, not a number or negative.
double toleranceAt(const QString& key, double fallback)
{
    bool ok = false;
    const double v = QSettings().value(key).toDouble(&ok);
    return ok && v >= 0 ? v : fallback;
}

}  // namespace

QString lastSequenceFolder() { return QSettings().value(lastSequenceFolderKey()).toString(); }
void setLastSequenceFolder(const QString& folder) { QSettings().setValue(lastSequenceFolderKey(), folder); }

QString lastFolder(const QString& kind) { return QSettings().value(QStringLiteral("paths/last_") + kind).toString(); }
void setLastFolder(const QString& kind, const QString& folder)
{
    QSettings().setValue(QStringLiteral("paths/last_") + kind, folder);
}

QStringList recentFiles() { return QSettings().value(recentFilesKey()).toStringList(); }
void addRecentFile(const QString& path)
{
    QStringList files = recentFiles();
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > kMaxRecentFiles)
        files.removeLast();
    QSettings().setValue(recentFilesKey(), files);
}
void clearRecentFiles() { QSettings().remove(recentFilesKey()); }

bool rigOverPose() { return QSettings().value(rigOverPoseKey(), false).toBool(); }
void setRigOverPose(bool over) { QSettings().setValue(rigOverPoseKey(), over); }

bool showEmptyLanes() { return QSettings().value(emptyLanesKey(), false).toBool(); }
void setShowEmptyLanes(bool show) { QSettings().setValue(emptyLanesKey(), show); }

bool showFloor() { return QSettings().value(showFloorKey(), true).toBool(); }
void setShowFloor(bool show) { QSettings().setValue(showFloorKey(), show); }
bool showCameraFrame() { return QSettings().value(showCameraFrameKey(), true).toBool(); }
void setShowCameraFrame(bool show) { QSettings().setValue(showCameraFrameKey(), show); }
bool showDrawings() { return QSettings().value(showDrawingsKey(), true).toBool(); }
void setShowDrawings(bool show) { QSettings().setValue(showDrawingsKey(), show); }

LaneSplit laneSplit()
{
    const QString word = QSettings().value(laneSplitKey()).toString();
    for (const auto& [split, w] : kSplitWords)
        if (word == QLatin1String(w))
            return split;
    return LaneSplit::Combined;
}
void setLaneSplit(LaneSplit split)
{
    for (const auto& [s, w] : kSplitWords)
        if (s == split)
            QSettings().setValue(laneSplitKey(), QString::fromLatin1(w));
}

LandTolerance landTolerance()
{
    const LandTolerance defaults;
    return {toleranceAt(landAngleKey(), defaults.angle), toleranceAt(landOriginKey(), defaults.origin)};
}
void setLandTolerance(const LandTolerance& above)
{
    QSettings settings;
    settings.setValue(landAngleKey(), above.angle);
    settings.setValue(landOriginKey(), above.origin);
}

QString language() { return QSettings().value(languageKey()).toString(); }
void setLanguage(const QString& language) { QSettings().setValue(languageKey(), language); }

QByteArray windowGeometry() { return QSettings().value(windowGeometryKey()).toByteArray(); }
void setWindowGeometry(const QByteArray& geometry) { QSettings().setValue(windowGeometryKey(), geometry); }
QByteArray windowState() { return QSettings().value(windowStateKey()).toByteArray(); }
void setWindowState(const QByteArray& state) { QSettings().setValue(windowStateKey(), state); }

}  // namespace rigpose::studio::settings
