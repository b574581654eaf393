#pragma once
// The refusal codes the studio's Problems table lists, top to bottom.

#include <QAbstractItemModel>
#include <QStringList>
#include <QTableView>

#include "main_window.h"

namespace rigpose::test {

inline QStringList problemCodes(const studio::MainWindow& window)
{
    const auto* table = window.findChild<QTableView*>(QStringLiteral("problemsTable"));
    QStringList codes;
    if (!table)
        return codes;
    for (int row = 0; row < table->model()->rowCount(); ++row)
        codes << table->model()->index(row, 0).data().toString();
    return codes;
}

}  // namespace rigpose::test
