#pragma once
// A view drawn from an item model and its selection (the key lane, the curve editor): pointing
// it at new ones drops its connections to the old, and every change of the model's rows or
// values, or of the selection, repaints it.

#include <QAbstractItemModel>
#include <QItemSelectionModel>
#include <QWidget>

namespace rigpose::widgets {

struct WatchedModel {
    QAbstractItemModel* model = nullptr;
    QItemSelectionModel* selection = nullptr;

    void watch(QWidget* view, QAbstractItemModel* newModel, QItemSelectionModel* newSelection)
    {
        if (model)
            model->disconnect(view);
        if (selection)
            selection->disconnect(view);
        model = newModel;
        selection = newSelection;
        const auto repaint = [view] { view->update(); };
        if (model) {
            QObject::connect(model, &QAbstractItemModel::modelReset, view, repaint);
            QObject::connect(model, &QAbstractItemModel::dataChanged, view, repaint);
            QObject::connect(model, &QAbstractItemModel::rowsInserted, view, repaint);
            QObject::connect(model, &QAbstractItemModel::rowsRemoved, view, repaint);
        }
        if (selection) {
            QObject::connect(selection, &QItemSelectionModel::currentChanged, view, repaint);
            QObject::connect(selection, &QItemSelectionModel::selectionChanged, view, repaint);
        }
        view->update();
    }
};

}  // namespace rigpose::widgets
