#pragma once
// The 3D project's roles as an item model (issue 40): one row per role, the bone that fills it on
// the source and on the target, what the plan makes of it and how far the bake's check found it
// off. Editing a bone asks the document for one undoable edit of that side's roles: a bone's name
// maps it by hand, kNoBone leaves it empty, kFoundBone gives it back to the naming convention.

#include <QAbstractTableModel>

#include <memory>

#include "rigpose/r3d/roles.h"

namespace rigpose::studio {

class Document;
struct BakeOutput;

class RoleTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { RoleColumn, SourceColumn, TargetColumn, PlanColumn, CheckColumn, ColumnCount };
    enum Roles { BoneNamesRole = Qt::UserRole + 1, ByHandRole };
    // The words the bone columns take besides a bone's name.
    static QString noBone();
    static QString foundBone();

    explicit RoleTableModel(Document* document, QObject* parent = nullptr);

    void setBake(std::shared_ptr<const BakeOutput> bake);
    static r3d::Role roleOfRow(int row) { return static_cast<r3d::Role>(row); }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;

    // `role` on the source (true) or the target filled by `bone` by hand: one undo step.
    bool mapRole(bool source, r3d::Role role, const QString& bone);

private:
    void refresh();

    Document* m_document;
    std::shared_ptr<const BakeOutput> m_bake;
};

}  // namespace rigpose::studio
