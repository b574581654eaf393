#pragma once
// The 3D viewport: posed 3D skeletons (typically the source clip's and the baked target's on
// the current frame) through an orthographic orbit camera, drawn with QPainter so it renders
// offscreen. Bones run parent to child and joints are dots, coloured by role (role_palette.h),
// each figure's pieces drawn back to front by depth. Side by side, each figure is fitted in its
// own column under its label; overlaid, one fit holds them all and each figure is drawn over
// the one before, every one but the last faded. Each figure is fitted on every paint, so a
// clip's travel does not carry it out of the view.
//
// A left drag turns the camera (OrbitCamera::drag); a left click that did not drag picks the
// joint drawn nearest within kPickRadius. F, S, T choose the Front, Side and Top presets; R,
// Home or a double click go back to the preset; the arrows turn by kKeyStepDegrees.

#include <QPointF>
#include <QRectF>
#include <QString>
#include <QWidget>

#include <Eigen/Core>

#include <optional>
#include <vector>

#include "rigpose/widgets/orbit_camera.h"

namespace rigpose::widgets {

struct Figure3D {
    QString label;                        // over its column, or in the overlaid legend
    std::vector<Eigen::Vector3d> joints;  // world, Y up, the body facing +Z
    std::vector<int> parents;             // -1 for a root; a missing entry is a root
    std::vector<int> roles;               // r3d::Role's index, or -1 (missing: -1)
    std::vector<QString> names;           // shown on the highlighted joint and its tooltip
};

// One joint of one figure, as the view's signals and setters name it.
struct FigureJoint {
    int figure = -1;
    int joint = -1;

    friend bool operator==(const FigureJoint&, const FigureJoint&) = default;
};

class Skeleton3DView : public QWidget {
    Q_OBJECT

public:
    enum class Layout { SideBySide, Overlaid };
    using Preset = OrbitCamera::Preset;

    static constexpr double kPickRadius = 8;       // widget px from a joint's centre
    static constexpr double kClickSlop = 4;        // widget px (Manhattan) a click may move
    static constexpr double kMargin = 24;          // widget px kept free around each fit
    static constexpr double kLabelBand = 24;       // widget px at the top holding the labels
    static constexpr double kKeyStepDegrees = 15;  // one arrow key's turn

    explicit Skeleton3DView(QWidget* parent = nullptr);

    void setFigures(std::vector<Figure3D> figures);
    const std::vector<Figure3D>& figures() const { return m_figures; }

    // Not setLayout: that is QWidget's, for child layouts, and would be hidden.
    void setFigureLayout(Layout layout);
    Layout figureLayout() const { return m_layout; }

    // Turns the camera to `preset`, which a reset then returns to.
    void setPreset(Preset preset);
    Preset preset() const { return m_preset; }
    void resetCamera();
    // As OrbitCamera::setYawPitch. Every change of the camera, by the user or a setter, emits
    // cameraChanged once; a call that changes nothing emits nothing.
    void setYawPitch(double yaw, double pitch);
    double yaw() const { return m_camera.yaw(); }
    double pitch() const { return m_camera.pitch(); }
    const OrbitCamera& camera() const { return m_camera; }

    // The joint drawn ringed and named; {-1, -1} (the default) for none. The view never sets
    // it itself: jointPicked tells the caller, who decides.
    void setHighlighted(int figure, int joint);
    FigureJoint highlighted() const { return m_highlighted; }

    // Where a joint is drawn now, in widget px; nullopt for no such joint or one not finite.
    std::optional<QPointF> jointWidgetPoint(int figure, int joint) const;
    // The joint drawn nearest `widget` within kPickRadius; on a tie the one drawn on top (the
    // later figure, or within one figure the joint nearer the viewer).
    std::optional<FigureJoint> jointAt(QPointF widget) const;
    // Figure `figure`'s column (side by side) or the whole view (overlaid), label band included.
    QRectF figureRect(int figure) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void jointPicked(int figure, int joint);
    void cameraChanged();

protected:
    bool event(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    // Each figure's fit: in its rect below the label band (overlaid, one fit of them all).
    std::vector<ViewFit> fits() const;
    void turnTo(double yaw, double pitch);
    void paintFigure(QPainter& painter, int figure, const ViewFit& fit) const;
    void paintLabels(QPainter& painter) const;
    void paintHighlight(QPainter& painter) const;
    QString jointText(FigureJoint at) const;

    std::vector<Figure3D> m_figures;
    Layout m_layout = Layout::SideBySide;
    Preset m_preset = Preset::Front;
    OrbitCamera m_camera;
    FigureJoint m_highlighted;
    QPointF m_pressAt;
    QPointF m_dragFrom;
    bool m_pressed = false;
    bool m_dragging = false;
};

}  // namespace rigpose::widgets
