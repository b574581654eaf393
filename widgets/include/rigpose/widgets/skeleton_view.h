#pragma once
// The viewport: one frame of the pose skeleton in picture space (px, y down) over the frame's
// picture when there is one, and the retargeted rig posed by our Poser beside it or over it.
// Limb segments take the frame's depth colour (toward the camera warm orange, away cool blue,
// flat grey; segments without depth thin and dark); joints are sized by score, and held or
// inferred joints are drawn differently. With a run's planted feet, the floor is drawn as a line
// at its world y and the ankle the plant holds as a ring, on the rig's side of the picture.
// With the rig's drawings, each slot's region showing on the frame is drawn under the
// skeletons, placed by its bone: its picture, or a thin outline when it has none.
// Wheel zooms, drag pans, F or a double click fits.

#include <QImage>
#include <QLineF>
#include <QPixmap>
#include <QPolygonF>
#include <QTransform>
#include <QStringList>
#include <QWidget>

#include <array>
#include <memory>
#include <optional>
#include <vector>

#include "rigpose/body/body18.h"
#include "rigpose/legs/feet.h"
#include "rigpose/sequence/sequence.h"
#include "rigpose/widgets/rig_playback.h"

namespace rigpose::widgets {

// Frames (inclusive) on which clean held a joint still, per body-18 joint.
using HeldSpans = std::array<std::vector<std::pair<std::size_t, std::size_t>>, body::kJointCount>;

class SkeletonView : public QWidget {
    Q_OBJECT

public:
    enum class RigPlacementMode { Beside, Over };
    // Which pose is drawn: the cleaned one (the run's), the raw one as read, or both, the raw
    // faint under the cleaned, so what clean did is seen on the frame.
    enum class PoseShown { Cleaned, Raw, Both };

    explicit SkeletonView(QWidget* parent = nullptr);

    void setSequence(std::shared_ptr<const sequence::Sequence> sequence);
    void setRig(std::shared_ptr<const RigPlayback> rig);
    // The run's feet (null for none): its floor and each frame's planted ankle, in the rig's world.
    void setFeet(std::shared_ptr<const legs::Feet> feet);
    // Whether the floor line and the planted ankle's ring are drawn (View → Floor and Planted Foot).
    void setShowFloor(bool on);
    bool showsFloor() const { return m_showFloor; }
    // Whether a sequence normalised by its camera shows where the video frame's edges lie on the
    // current frame (View → Camera Frame), and those corners as drawn, in picture px; nullopt
    // when not drawn (off, or no camera).
    void setShowCameraFrame(bool on);
    bool showsCameraFrame() const { return m_showCameraFrame; }
    std::optional<QPolygonF> cameraFrame() const;
    // Whether the rig's drawings are drawn under the skeletons (View → Show Drawings).
    void setShowDrawings(bool on);
    bool showsDrawings() const { return m_showDrawings; }
    // Whether drawings are drawn now: on, and the rig shown has regions.
    bool drawsDrawings() const;
    // Where slot `slot`'s region is drawn on the current frame, in widget pixels: its box's
    // corners from the picture's top-left, clockwise as the picture runs; nullopt when nothing
    // of that slot is drawn (drawings off, no such slot, or it shows nothing or a non-region).
    std::optional<QPolygonF> drawingWidgetQuad(const QString& slot) const;
    void setHeldSpans(HeldSpans held);
    // The legend's words for the depth: its source ("derived", "measured") and gait, if any.
    void setDepthLegend(const QString& source, const QString& gait);
    void setFrame(std::size_t frame);
    // The picture under the current frame; a null image draws the picture's outline only.
    void setBackground(const QImage& image);
    void setRigPlacement(RigPlacementMode mode);
    void setShowLegend(bool on);
    // The sequence as read, before clean (the same as setSequence's for a cleaned input).
    void setRawSequence(std::shared_ptr<const sequence::Sequence> raw);
    void setPoseShown(PoseShown shown);
    PoseShown poseShown() const { return m_poseShown; }
    // Frames drawn faintly on either side of the current one (0: none).
    void setOnionFrames(int frames);
    int onionFrames() const { return m_onion; }
    // Rig bones drawn highlighted and named (the map editor's selected chain).
    void setHighlightedBones(const QStringList& bones);
    // A line drawn across the top of the view (the run shown is stale); empty for none.
    void setNotice(const QString& text);
    const QString& notice() const { return m_notice; }
    const QStringList& highlightedBones() const { return m_highlighted; }

    std::size_t frame() const { return m_frame; }
    RigPlacementMode rigPlacement() const { return m_placement; }
    bool hasRig() const { return m_rig != nullptr; }
    // The posed rig of the current frame, as drawn: world transforms, and each bone's origin in
    // picture space before the beside offset (for tests and the status line).
    const std::vector<rig::WorldTransform>& posedBones() const { return m_posed; }
    std::vector<QPointF> posedBoneOrigins() const;
    // Whether clean held `joint` on the current frame.
    bool isHeld(body::Joint joint) const;
    // Widget pixels per picture pixel.
    double zoom() const { return m_scale; }
    QPointF pictureToWidget(QPointF picture) const;
    // The posed rig bone drawn nearest `widget` within a few pixels, or empty.
    QString boneAt(QPointF widget) const;
    // Where bone `name` is drawn on the current frame, in widget pixels: the middle of its
    // segment (origin to tip, or to its first child for a bone with no length); nullopt when
    // the rig is not drawn or has no such bone.
    std::optional<QPointF> boneWidgetPoint(const QString& name) const;
    // The floor line as drawn, in widget pixels, across the rig's picture; nullopt when it is
    // not drawn (off, no rig, or a run without a floor).
    std::optional<QLineF> floorWidgetLine() const;
    // The centre of the planted ankle's ring on the current frame, in widget pixels; nullopt
    // when not drawn (off, no rig, or no plant on this frame).
    std::optional<QPointF> plantedAnkleWidgetPoint() const;

signals:
    // A click (press and release without a drag) on a rig bone.
    void boneClicked(const QString& bone);
    // A rig was set: whether it has drawings to show (View → Show Drawings is offered then).
    void drawingsAvailable(bool available);

public slots:
    void fitToView();
    void zoomBy(double factor);

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    void poseRig();
    QRectF contentRect() const;
    double besideOffset() const;
    void paintPicture(QPainter& painter) const;
    void paintPerson(QPainter& painter, const sequence::Person& person, const sequence::Frame& frame) const;
    // Every person of frame `index` of `seq`, at `opacity`.
    void paintFrameOf(QPainter& painter, const sequence::Sequence& seq, std::size_t index, double opacity) const;
    void paintRig(QPainter& painter) const;
    void paintDrawings(QPainter& painter) const;
    // Bone `bone`'s own space to picture px on the current frame (the beside offset included).
    QTransform boneToPicture(std::size_t bone) const;
    void paintFloor(QPainter& painter) const;
    // In picture px, the beside offset included.
    std::optional<QLineF> floorLine() const;
    std::optional<QPointF> plantedAnkle() const;
    // Each posed bone as drawn, in picture px (the beside offset included): origin, end.
    std::vector<std::pair<QPointF, QPointF>> boneSegments() const;
    void paintSideLabels(QPainter& painter, const sequence::Person& person) const;
    QPixmap legendPicture() const;

    std::shared_ptr<const sequence::Sequence> m_sequence;
    std::shared_ptr<const sequence::Sequence> m_raw;
    PoseShown m_poseShown = PoseShown::Cleaned;
    int m_onion = 0;
    std::shared_ptr<const RigPlayback> m_rig;
    std::shared_ptr<const legs::Feet> m_feet;
    bool m_showFloor = true;
    bool m_showCameraFrame = true;
    bool m_showDrawings = true;
    HeldSpans m_held;
    QString m_depthSource, m_gait;
    std::size_t m_frame = 0;
    QImage m_background;
    RigPlacementMode m_placement = RigPlacementMode::Beside;
    bool m_showLegend = true;
    std::vector<rig::WorldTransform> m_posed;
    QString m_rightLabel, m_leftLabel;
    mutable QPixmap m_legend;  // cached; see paintEvent
    mutable QString m_legendKey;

    double m_scale = 1;
    QPointF m_offset;       // widget position of picture (0, 0)
    bool m_fitted = false;  // until the user zooms or pans, a resize fits again
    QPointF m_dragFrom;
    QPointF m_pressAt;
    QStringList m_highlighted;
    QString m_notice;
};

}  // namespace rigpose::widgets
