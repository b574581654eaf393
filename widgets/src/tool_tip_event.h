#pragma once
// A widget's tooltip worked out from where the pointer rests: shown when `textAt` gives text
// there, hidden otherwise (so a tip from a spot left behind does not linger).

#include <QHelpEvent>
#include <QToolTip>
#include <QWidget>

namespace rigpose::widgets {

// True when `event` was a tooltip request, now answered.
template <typename TextAt>
bool answerToolTip(QWidget* widget, QEvent* event, TextAt textAt)
{
    if (event->type() != QEvent::ToolTip)
        return false;
    const auto* help = static_cast<QHelpEvent*>(event);
    const QString text = textAt(help->pos());
    if (text.isEmpty())
        QToolTip::hideText();
    else
        QToolTip::showText(help->globalPos(), text, widget);
    return true;
}

}  // namespace rigpose::widgets
