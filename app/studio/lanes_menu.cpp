#include "lanes_menu.h"

#include <QActionGroup>
#include <QSignalBlocker>

#include <tuple>

#include "land_tolerance_dialog.h"
#include "studio_settings.h"

namespace rigpose::studio {

LanesMenu::LanesMenu(QWidget* parent)
    : QMenu(tr("L&anes"), parent), m_split(settings::laneSplit()), m_landAbove(settings::landTolerance())
{
    setObjectName(QStringLiteral("menuLanes"));
    m_splits = new QActionGroup(this);
    const std::tuple<LaneSplit, QString, const char*, QString> splits[] = {
        {LaneSplit::Combined, tr("&Combined"), "actionLanesCombined", tr("One lane per kind of finding")},
        {LaneSplit::ByRegion, tr("by Re&gion"), "actionLanesByRegion",
         tr("Holds and Unheld split into arms, legs, head and trunk")},
        {LaneSplit::ByJoint, tr("by &Joint"), "actionLanesByJoint",
         tr("Spikes, Occluded, Holds, Seams and Unheld split into one lane per joint, in body order")}};
    for (const auto& [split, text, name, tip] : splits) {
        QAction* a = addAction(text);
        a->setObjectName(QLatin1String(name));
        a->setStatusTip(tip);
        a->setCheckable(true);
        a->setChecked(split == m_split);
        a->setData(static_cast<int>(split));
        m_splits->addAction(a);
        // toggled, not triggered: a check set from code re-draws the lanes too.
        connect(a, &QAction::toggled, this, &LanesMenu::splitChosen);
    }
    addSeparator();
    QAction* tolerance = addAction(tr("LAND &Marks Errors Above\u2026"));
    tolerance->setObjectName(QStringLiteral("actionLandTolerance"));
    tolerance->setStatusTip(tr("How far off its target a bone must land for the LAND lane to mark the frame"));
    connect(tolerance, &QAction::triggered, this, &LanesMenu::showToleranceDialog);
}

void LanesMenu::splitChosen()
{
    // Read from the checks themselves, which are right in either half of a switch between two
    // actions; nothing checked (a check taken off from code) is the combined lanes.
    LaneSplit split = LaneSplit::Combined;
    for (const QAction* a : m_splits->actions())
        if (a->isChecked())
            split = static_cast<LaneSplit>(a->data().toInt());
    if (split == m_split)
        return;
    m_split = split;
    settings::setLaneSplit(split);
    emit changed();
}

void LanesMenu::setLandTolerance(const LandTolerance& above)
{
    if (above == m_landAbove)
        return;
    m_landAbove = above;
    settings::setLandTolerance(above);
    if (m_dialog && m_dialog->tolerance() != above) {
        const QSignalBlocker quiet(m_dialog);  // its change is this one
        m_dialog->setTolerance(above);
    }
    emit changed();
}

void LanesMenu::showToleranceDialog()
{
    if (!m_dialog) {
        m_dialog = new LandToleranceDialog(m_landAbove, parentWidget() ? parentWidget()->window() : this);
        connect(m_dialog, &LandToleranceDialog::toleranceChanged, this, &LanesMenu::setLandTolerance);
    }
    m_dialog->show();
    m_dialog->raise();
    m_dialog->activateWindow();
}

}  // namespace rigpose::studio
