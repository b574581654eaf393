#include "key_file.h"

#include <QFile>

#include <cmath>

#include "rigpose/camera/camera_keys.h"
#include "rigpose/legs/contact_keys.h"
#include "rigpose/pelvis/keys.h"

namespace rigpose::studio {

using json = nlohmann::ordered_json;

namespace {

class KeyFileText {
    Q_DECLARE_TR_FUNCTIONS(KeyFileText)

public:
    // The optional "curve" of a key: how the value runs from it to the next key.
    static KeyColumn curve()
    {
        KeyColumn column{"curve",
                         tr("Curve"),
                         tr("How the value runs from this key to the next: linear, stepped (held until the next "
                            "key) or eased in and out. Written only when not linear."),
                         0,
                         0,
                         0,
                         {{"linear", tr("linear"), 0, QColor()},
                          {"stepped", tr("stepped"), 0, QColor()},
                          {"ease", tr("ease"), 0, QColor()}}};
        column.interpolation = true;
        return column;
    }

    static KeyFormat pelvis()
    {
        return {KeyKind::Pelvis,
                "rig-pose-pelvis-keys/1",
                "PELVIS_KEYS",
                tr("Pelvis keys"),
                tr("pelvis key"),
                QStringLiteral(".pelvis.keys.json"),
                true,
                {{"deg",
                  tr("Tilt (°)"),
                  tr("The hip line's angle, r_hip to l_hip, in Spine degrees (counter-clockwise, y up): "
                     "about 0 facing the camera. Between keys as the key's curve says, the short way round."),
                  -180,
                  180,
                  3,
                  {}},
                 curve()}};
    }
    static KeyFormat contact()
    {
        return {KeyKind::Contact,
                "rig-pose-contact-keys/1",
                "CONTACT_KEYS",
                tr("Contact keys"),
                tr("contact key"),
                QStringLiteral(".contact.keys.json"),
                true,
                {{"side",
                  tr("Side"),
                  tr("Which foot is on the floor from this key to the next: l, r, both (the foot that just "
                     "landed takes over) or none (flight). On the lane: L, R, B, N at the current frame."),
                  0,
                  0,
                  0,
                  {{"l", tr("l (left foot)"), Qt::Key_L, QColor(60, 120, 220)},
                   {"r", tr("r (right foot)"), Qt::Key_R, QColor(230, 130, 30)},
                   {"both", tr("both (the foot that landed)"), Qt::Key_B, QColor(140, 90, 200)},
                   {"none", tr("none (flight)"), Qt::Key_N, QColor(150, 150, 150)}}}}};
    }
    // Camera frames are whole pose frames; the values take the decimals a new key's cameraAt
    // needs to hold what the keys gave there.
    static KeyFormat camera()
    {
        return {KeyKind::Camera,
                "rig-pose-camera/1",
                "CAMERA_FILE",
                tr("Camera keys"),
                tr("camera key"),
                QStringLiteral(".camera.json"),
                false,
                {{"s",
                  tr("Scale"),
                  tr("How much larger the picture is than frame 0's (above 0): a zoom in is above 1. As the curve says "
                     "between keys, held outside them."),
                  camera::kLowestScale,
                  camera::kHighestScale,
                  6,
                  {}},
                 {"tx",
                  tr("Pan x (px)"),
                  tr("Where frame 0's origin is drawn on this frame, x in pixels: a point p of frame 0 lies at "
                     "s·p + t."),
                  -camera::kLargestShift,
                  camera::kLargestShift,
                  4,
                  {}},
                 {"ty",
                  tr("Pan y (px)"),
                  tr("Where frame 0's origin is drawn on this frame, y in pixels (down): a point p of frame 0 "
                     "lies at s·p + t."),
                  -camera::kLargestShift,
                  camera::kLargestShift,
                  4,
                  {}},
                 curve()}};
    }
};

}  // namespace

const KeyChoice* KeyColumn::choice(const std::string& value) const
{
    for (const KeyChoice& c : choices)
        if (value == c.value)
            return &c;
    return nullptr;
}

const KeyColumn* KeyFormat::interpolation() const
{
    for (const KeyColumn& c : columns)
        if (c.interpolation)
            return &c;
    return nullptr;
}

const KeyFormat& keyFormat(KeyKind kind)
{
    static const KeyFormat pelvis = KeyFileText::pelvis();
    static const KeyFormat contact = KeyFileText::contact();
    static const KeyFormat camera = KeyFileText::camera();
    switch (kind) {
    case KeyKind::Pelvis:
        break;
    case KeyKind::Contact:
        return contact;
    case KeyKind::Camera:
        return camera;
    }
    return pelvis;
}

const ProjectField<QString>& keyField(KeyKind kind)
{
    switch (kind) {
    case KeyKind::Pelvis:
        break;
    case KeyKind::Contact:
        return fields::contactKeys;
    case KeyKind::Camera:
        return fields::cameraKeys;
    }
    return fields::pelvisKeys;
}

json newKeyFile(KeyKind kind, json keys)
{
    json file = json::object();
    file["spec"] = keyFormat(kind).spec;
    file["keys"] = std::move(keys);
    return file;
}

const json* keysOf(const json& file)
{
    if (!file.is_object())
        return nullptr;
    const auto it = file.find("keys");
    return it != file.end() && it->is_array() ? &*it : nullptr;
}

std::optional<double> keyFrame(const json& key)
{
    if (!key.is_object())
        return std::nullopt;
    const auto it = key.find("frame");
    return it != key.end() && it->is_number() ? std::optional<double>(it->get<double>()) : std::nullopt;
}

RefusalList checkKeyFile(KeyKind kind, const std::string& text, const QString& displayName, std::size_t frameCount)
{
    const std::string name = QFile::encodeName(displayName).toStdString();
    switch (kind) {
    case KeyKind::Pelvis:
        break;
    case KeyKind::Contact:
        return legs::readContactKeysText(text, name, frameCount).refusals;
    case KeyKind::Camera:
        return camera::readCameraKeysText(text, name, frameCount).refusals;
    }
    return pelvis::readPelvisKeysText(text, name, frameCount).refusals;
}

KeySlot keySlotFor(const json& file, double frame)
{
    const json* keys = keysOf(file);
    if (!keys)
        return {};
    for (std::size_t i = 0; i < keys->size(); ++i) {
        const auto at = keyFrame((*keys)[i]);
        if (!at)
            continue;
        if (*at == frame)
            return {i, true};
        if (*at > frame)
            return {i, false};
    }
    return {keys->size(), false};
}

}  // namespace rigpose::studio
