#pragma once
// View → Lanes: how the scrubber splits a run's lanes (Combined, by Region, by Joint: one of the
// three) and the tolerance the LAND lane marks at. Both are view settings, read from and saved to
// the studio's settings as they change; the window re-draws the lanes on `changed`, from the run
// it holds, without running anything again.

#include <QMenu>

#include "lane_view.h"

class QActionGroup;

namespace rigpose::studio {

class LandToleranceDialog;

class LanesMenu : public QMenu {
    Q_OBJECT

public:
    explicit LanesMenu(QWidget* parent = nullptr);

    LaneSplit split() const { return m_split; }
    LandTolerance landTolerance() const { return m_landAbove; }
    // As the dialog sets it (the dialog, when open, shows it): saved, and `changed` when it did.
    void setLandTolerance(const LandTolerance& above);

signals:
    // The split or the tolerance changed (and is saved).
    void changed();

private:
    void splitChosen();
    void showToleranceDialog();

    QActionGroup* m_splits = nullptr;
    LaneSplit m_split = LaneSplit::Combined;
    LandTolerance m_landAbove;
    LandToleranceDialog* m_dialog = nullptr;  // made when first asked for
};

}  // namespace rigpose::studio
