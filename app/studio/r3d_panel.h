#pragma once
// The 3D project's panel (issue 40): the 3D view of the source clip and the baked target on the
// current frame, how they are laid out and seen, the correction, the roles (each mapped by
// picking a bone in the view or from the list, one undo step each) and the plan with the
// bake's check. It shows the last bake and asks the document for edits; LiveBake re-bakes.

#include <QWidget>

#include <memory>

class QCheckBox;
class QComboBox;
class QLabel;
class QTableView;

namespace rigpose::widgets {
class Skeleton3DView;
}

namespace rigpose::studio {

class Document;
class RoleTableModel;
struct BakeOutput;

class R3dPanel : public QWidget {
    Q_OBJECT

public:
    explicit R3dPanel(Document* document, QWidget* parent = nullptr);

    void setBake(std::shared_ptr<const BakeOutput> bake);
    void setFrame(std::size_t frame);
    // A refused bake: the last green one stays drawn, the words say why it is old.
    void setRefused(const QString& why);

    widgets::Skeleton3DView* view() const { return m_view; }
    RoleTableModel* roles() const { return m_roles; }
    QTableView* roleTable() const { return m_table; }
    QCheckBox* absoluteBox() const { return m_absolute; }
    QComboBox* layoutBox() const { return m_layout; }
    QLabel* planLabel() const { return m_plan; }
    // The role of the selected row (picking a bone in the view maps it), or -1.
    int selectedRole() const;
    void selectRole(int role);

private:
    void showFigures();
    void showPlan();
    void jointPicked(int figure, int joint);

    Document* m_document;
    std::shared_ptr<const BakeOutput> m_bake;
    std::size_t m_frame = 0;
    widgets::Skeleton3DView* m_view = nullptr;
    RoleTableModel* m_roles = nullptr;
    QTableView* m_table = nullptr;
    QCheckBox* m_absolute = nullptr;
    QComboBox* m_layout = nullptr;
    QLabel* m_plan = nullptr;
    QString m_refused;
};

}  // namespace rigpose::studio
