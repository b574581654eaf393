#pragma once
// View → Lanes → LAND Marks Errors Above…: how far off its target a bone must land for the LAND
// lane to mark the frame, an angle and an origin distance. A view setting: each change applies at
// once (no OK), so the lanes can be watched while the figure is tuned.

#include <QDialog>

#include "lane_view.h"

class QDoubleSpinBox;

namespace rigpose::studio {

class LandToleranceDialog : public QDialog {
    Q_OBJECT

public:
    explicit LandToleranceDialog(const LandTolerance& above, QWidget* parent = nullptr);

    LandTolerance tolerance() const;
    void setTolerance(const LandTolerance& above);

signals:
    void toleranceChanged(const rigpose::studio::LandTolerance& above);

private:
    QDoubleSpinBox* m_angle = nullptr;
    QDoubleSpinBox* m_origin = nullptr;
};

}  // namespace rigpose::studio
