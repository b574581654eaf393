#include "rigpose/widgets/track_list_model.h"

#include "rigpose/body/body18.h"

namespace rigpose::widgets {

TrackListModel::TrackListModel(QObject* parent) : QAbstractListModel(parent) {}

void TrackListModel::setBones(const QStringList& bones)
{
    beginResetModel();
    m_bones = bones;
    endResetModel();
}

void TrackListModel::setCarried(const QStringList& carried)
{
    if (carried == m_carried)
        return;
    beginResetModel();
    m_carried = carried;
    endResetModel();
}

void TrackListModel::setHasTilt(bool hasTilt)
{
    if (hasTilt == m_hasTilt)
        return;
    beginResetModel();
    m_hasTilt = hasTilt;
    endResetModel();
}

void TrackListModel::setHasCamera(bool hasCamera)
{
    if (hasCamera == m_hasCamera)
        return;
    beginResetModel();
    m_hasCamera = hasCamera;
    endResetModel();
}

void TrackListModel::setRoleTurns(const QStringList& roles)
{
    if (roles == m_turns)
        return;
    beginResetModel();
    m_turns = roles;
    endResetModel();
}

int TrackListModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0
                            : static_cast<int>(body::kJointCount) + static_cast<int>(m_bones.size()) +
                                  static_cast<int>(m_carried.size()) + (m_hasTilt ? 1 : 0) +
                                  (m_hasCamera ? kCameraCurves : 0) + static_cast<int>(m_turns.size());
}

QVariant TrackListModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int turns = static_cast<int>(m_turns.size());
    if (const int turn = index.row() - (rowCount() - turns); turn >= 0) {
        const QString& name = m_turns[turn];
        switch (role) {
        case Qt::DisplayRole:
            return tr("%1 (turn °)").arg(name);
        case Qt::ToolTipRole:
            return tr("Role %1: its turn away from the T-pose on the source (dashed) and on the baked target; "
                      "the two lie on one another when the bake carries it right")
                .arg(name);
        case KindRole:
            return static_cast<int>(Kind::RoleTurn);
        case NameRole:
            return QString(QStringLiteral("turn:") + name);
        default:
            return {};
        }
    }
    const int camera = m_hasCamera ? index.row() - (rowCount() - turns - kCameraCurves) : -1;
    if (camera >= 0) {
        switch (role) {
        case Qt::DisplayRole:
            return camera == 0 ? tr("camera s") : camera == 1 ? tr("camera tx (px)") : tr("camera ty (px)");
        case Qt::ToolTipRole:
            return tr(
                "The camera keys: the value they give on every frame (linear between keys, held outside "
                "them), with the keys as marks");
        case KindRole:
            return static_cast<int>(Kind::Camera);
        case NameRole:
            return camera == 0   ? QStringLiteral("cameraS")
                   : camera == 1 ? QStringLiteral("cameraTx")
                                 : QStringLiteral("cameraTy");
        default:
            return {};
        }
    }
    if (m_hasTilt && index.row() == rowCount() - turns - 1 - (m_hasCamera ? kCameraCurves : 0)) {
        switch (role) {
        case Qt::DisplayRole:
            return tr("pelvis tilt (°)");
        case Qt::ToolTipRole:
            return tr(
                "The pelvis track: its tilt before clean (dashed) and after, in Spine degrees, with the keys it "
                "was made from");
        case KindRole:
            return static_cast<int>(Kind::Tilt);
        case NameRole:
            return QStringLiteral("pelvisTilt");
        default:
            return {};
        }
    }
    const int carried = index.row() - static_cast<int>(body::kJointCount) - static_cast<int>(m_bones.size());
    if (carried >= 0 && carried < static_cast<int>(m_carried.size())) {
        const QString name = m_carried[carried];
        switch (role) {
        case Qt::DisplayRole:
            return tr("%1 (carried idle)").arg(QString(name).replace(QLatin1Char('/'), QLatin1Char(' ')));
        case Qt::ToolTipRole:
            return tr("An idle track --carry-idle looped into the new animation: its keys, each channel a line");
        case KindRole:
            return static_cast<int>(Kind::Carried);
        case NameRole:
            return name;
        default:
            return {};
        }
    }
    const bool joint = index.row() < static_cast<int>(body::kJointCount);
    const QString name = joint
                             ? QString::fromLatin1(body::kJointNames[static_cast<std::size_t>(index.row())].data(),
                                                   static_cast<qsizetype>(
                                                       body::kJointNames[static_cast<std::size_t>(index.row())].size()))
                             : m_bones[index.row() - static_cast<int>(body::kJointCount)];
    switch (role) {
    case Qt::DisplayRole:
        return joint ? tr("%1 (x, y)").arg(name) : tr("%1 (rotate)").arg(name);
    case Qt::ToolTipRole:
        return joint ? tr("Joint %1: x and y in picture pixels, raw against cleaned").arg(name)
                     : tr("Bone %1: its rotate keys in degrees").arg(name);
    case KindRole:
        return static_cast<int>(joint ? Kind::Joint : Kind::Bone);
    case NameRole:
        return name;
    default:
        return {};
    }
}

}  // namespace rigpose::widgets
