#pragma once
// The map's chains as an item model over the document: one row per chain, the columns of
// map_columns.h. It never changes the map itself: setData, insertRows, removeRows and moveRows
// ask the document for an edit, which is one undoable command; the model follows the document's
// changes back. submit() ends a merge (typing finished, a drag released).

#include <QAbstractTableModel>
#include <QHash>

#include <nlohmann/json.hpp>

#include "rigpose/util/refusal.h"

namespace rigpose::studio {

class Document;

class MapChainModel : public QAbstractTableModel {
    Q_OBJECT

public:
    explicit MapChainModel(Document* document, QObject* parent = nullptr);

    // Each chain's problems, found by the chain's name in each refusal's place.
    void setProblems(const RefusalList& refusals);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
    bool insertRows(int row, int count, const QModelIndex& parent = {}) override;
    bool removeRows(int row, int count, const QModelIndex& parent = {}) override;
    bool moveRows(const QModelIndex& sourceParent, int sourceRow, int count, const QModelIndex& destinationParent,
                  int destinationChild) override;
    bool submit() override;

    // A copy of chain `row` inserted after it, named so it can be told apart.
    bool duplicateRow(int row);

private:
    const nlohmann::ordered_json* chains() const;
    void documentChanged();
    QStringList problemsOf(int row) const;

    Document* m_document;
    int m_rows = 0;
    QHash<QString, QStringList> m_problems;  // by chain name
};

// The chain `chain` with `column` set to `value` as the editor gives it (map_columns.h), keys
// at their defaults taken out.
nlohmann::ordered_json chainWithField(nlohmann::ordered_json chain, int column, const QVariant& value);

}  // namespace rigpose::studio
