#pragma once
// File → Export: the motion, the report, the Spine build, the cleaned sequence, the map and the
// track chart, each written as rig-pose writes it (export_run.h) into a path the user picks, each
// item's folder remembered, and the status bar told what was written or why not. The path is asked
// through a chooser a test can answer in place of the file dialog.

#include <QObject>
#include <QString>

#include <functional>
#include <optional>
#include <vector>

#include "export_run.h"
#include "job_tracker.h"

class QAction;
class QMenu;

namespace rigpose::studio {

class MainWindow;

class ExportActions : public QObject {
    Q_OBJECT

public:
    // The path to write, or empty when the user canceled. `suggested` is a full path.
    using PathChooser = std::function<QString(const QString& title, const QString& suggested, const QString& filter)>;

    // Fills `menu` with the export items, `chart` (the window's Track Chart action) last.
    ExportActions(MainWindow* window, QMenu* menu, QAction* chart);

    void setPathChooser(PathChooser chooser) { m_choose = std::move(chooser); }

    // What the menu items do once the path is chosen; the status bar says the outcome. An export
    // that runs clean and retarget runs off the GUI thread, its items disabled until it ends
    // (false, nothing started, while one is running); the map and the chart are written at once.
    bool exportTo(ExportKind kind, const QString& path);
    bool isExporting() const { return m_jobs.isRunning(); }
    RefusalList exportMapTo(const QString& path);
    // The project's key files as the studio holds them, edits included: the pelvis keys at `path`
    // (each further kind beside it under its own name, when there are more).
    RefusalList exportKeyFilesTo(const QString& path);
    RefusalList exportChartTo(const QString& path);

signals:
    // After every export asked for has ended, written or refused.
    void exported(bool ok, const QString& statusText);

private:
    void choose(ExportKind kind);
    void chooseMap();
    void chooseKeyFiles();
    void chooseChart();
    // The path for `item` ("motion", "map", "chart", …), offered in the folder it last used.
    QString ask(const QString& item, const QString& title, const QString& name, const QString& filter);
    void tell(const RefusalList& refusals, const QStringList& written);
    // ARG_PATH when `path` is one of the project's own inputs (the project file included).
    std::optional<Refusal> landsOnInput(const char* what, const QString& path) const;

    void setExporting(bool on);

    MainWindow* m_window;
    PathChooser m_choose;
    std::vector<QAction*> m_runItems;  // the items that run clean and retarget
    JobTracker<ExportOutcome> m_jobs;
};

}  // namespace rigpose::studio
