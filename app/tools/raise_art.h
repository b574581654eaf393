#pragma once
// The raise example's drawings (resources/examples/raise/rig/images): one flat-colour picture
// per body part, and the two alternate drawings of the right arm, "out" (held level: sleeve
// rolled up, open hand) and "up" (held overhead: red sleeve, fist). A pure function: the same
// pixels on every call, painted without antialiasing so every pixel is a whole colour or clear.
//
// Every limb part is drawn lying along its image's x axis, the joint end at the left, so a
// region attachment with rotation 0 lays it along its bone; the parts are symmetric about
// that axis, so a mirrored bone wears the same picture.

#include <QImage>
#include <QString>

#include <vector>

namespace rigpose::tools {

struct ArtPart {
    QString file;  // relative to the rig's images directory, e.g. "upperarm_out.png"
    QImage image;  // QImage::Format_ARGB32
};

// Every part, in a fixed order.
std::vector<ArtPart> drawRaiseArt();

}  // namespace rigpose::tools
