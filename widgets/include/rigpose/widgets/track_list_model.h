#pragma once
// What the track timeline can plot: the 18 body joints (x and y, raw against cleaned), then
// every bone the run keyed a rotate track for, then the idle tracks --carry-idle looped into the
// new animation ("target/property"), then the pelvis tilt when the sequence has a
// track, then the camera's s, tx and ty while camera keys are open, then the 3D project's roles'
// turns. One flat list, searched through a proxy.

#include <QAbstractListModel>
#include <QStringList>

namespace rigpose::widgets {

class TrackListModel : public QAbstractListModel {
    Q_OBJECT

public:
    enum class Kind { Joint, Bone, Tilt, Camera, Carried, RoleTurn };
    enum Role { KindRole = Qt::UserRole + 1, NameRole };

    explicit TrackListModel(QObject* parent = nullptr);

    // Bones with rotate keys, in the animation's order; the joints are always there.
    void setBones(const QStringList& bones);
    QStringList bones() const { return m_bones; }
    // The carried idle tracks, each "target/property" (a bone, slot or group and its property).
    void setCarried(const QStringList& carried);
    QStringList carried() const { return m_carried; }
    // Whether the pelvis tilt (the sequence's pelvisTilt track) is offered, as "pelvisTilt".
    void setHasTilt(bool hasTilt);
    bool hasTilt() const { return m_hasTilt; }
    // Whether the camera keys' three curves are offered, as "cameraS", "cameraTx", "cameraTy".
    void setHasCamera(bool hasCamera);
    bool hasCamera() const { return m_hasCamera; }
    static constexpr int kCameraCurves = 3;
    // The 3D project's mapped roles ("upperArm.L"), each offered as "turn:<role>": its turn away
    // from the T-pose on the source and on the baked target.
    void setRoleTurns(const QStringList& roles);
    QStringList roleTurns() const { return m_turns; }

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

private:
    QStringList m_bones;
    QStringList m_carried;
    bool m_hasTilt = false;
    bool m_hasCamera = false;
    QStringList m_turns;
};

}  // namespace rigpose::widgets
