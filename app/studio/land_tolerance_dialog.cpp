#include "land_tolerance_dialog.h"

#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>

namespace rigpose::studio {

namespace {

// Up to the gate's own tolerance: past it the gate refuses the run, so a green run has nothing
// there to mark. Six decimals, as a green run's errors are often a millionth of a degree.
QDoubleSpinBox* toleranceBox(const char* name, double gate, const QString& suffix, const QString& tip, QWidget* parent)
{
    auto* box = new QDoubleSpinBox(parent);
    box->setObjectName(QLatin1String(name));
    box->setDecimals(6);
    box->setRange(0, gate);
    box->setSingleStep(gate / 20);
    box->setSuffix(suffix);
    box->setToolTip(tip);
    return box;
}

}  // namespace

LandToleranceDialog::LandToleranceDialog(const LandTolerance& above, QWidget* parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("landToleranceDialog"));
    setWindowTitle(tr("LAND Marks Errors Above"));
    auto* form = new QFormLayout(this);
    // Said in the units the report's LAND lines use, so a figure there can be typed here.
    const QString why =
        tr("The gate refuses a run when a bone lands more than %1° (angle) or %2 units (origin) off the "
           "pose's target on any frame, so a run that passed has every error within those. The LAND lane "
           "marks the frames where the error is above the figure set here: the default, a tenth of the "
           "gate's, marks only frames that came near to failing; 0 marks every frame that is off at all.")
            .arg(retarget::kAngleTolerance)
            .arg(retarget::kOriginTolerance);
    auto* intro = new QLabel(why, this);
    intro->setWordWrap(true);
    form->addRow(intro);
    m_angle = toleranceBox("landAngleAbove", retarget::kAngleTolerance, QStringLiteral("\u00b0"),
                           tr("A bone's direction against the pose's, in degrees"), this);
    m_origin = toleranceBox("landOriginAbove", retarget::kOriginTolerance, tr(" units"),
                            tr("A moved bone's origin (the hip's, the nod's) against the pose's, in world units"),
                            this);
    form->addRow(tr("Angle above"), m_angle);
    form->addRow(tr("Origin above"), m_origin);
    setTolerance(above);
    for (QDoubleSpinBox* box : {m_angle, m_origin})
        connect(box, &QDoubleSpinBox::valueChanged, this, [this] { emit toleranceChanged(tolerance()); });
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close | QDialogButtonBox::RestoreDefaults, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    connect(buttons->button(QDialogButtonBox::RestoreDefaults), &QPushButton::clicked, this,
            [this] { setTolerance(LandTolerance{}); });
    form->addRow(buttons);
}

LandTolerance LandToleranceDialog::tolerance() const { return {m_angle->value(), m_origin->value()}; }

void LandToleranceDialog::setTolerance(const LandTolerance& above)
{
    m_angle->setValue(above.angle);
    m_origin->setValue(above.origin);
}

}  // namespace rigpose::studio
