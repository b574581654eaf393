#pragma once
// A mouse event sent straight to a widget, with the buttons held and the modifiers pressed: a
// drag on a key lane step by step, as QTest's mouse helpers do not carry held buttons on moves.

#include <QCoreApplication>
#include <QMouseEvent>
#include <QWidget>

namespace rigpose::test {

inline void sendMouse(QWidget* w, QEvent::Type type, QPointF at, Qt::MouseButtons buttons,
                      Qt::KeyboardModifiers modifiers = Qt::NoModifier)
{
    QMouseEvent e(type, at, w->mapToGlobal(at), Qt::LeftButton, buttons, modifiers);
    QCoreApplication::sendEvent(w, &e);
}

}  // namespace rigpose::test
