#include "rigpose/camera/figure_camera.h"

#include <nlohmann/json.hpp>

#include "rigpose/camera/camera_keys.h"
#include "rigpose/util/number_format.h"

namespace rigpose::camera {

std::string figureCameraText(const std::vector<double>& track)
{
    using json = nlohmann::ordered_json;
    json keys = json::array();
    for (std::size_t f = 0; f < track.size(); ++f) {
        const double s = roundTo(track[f], kFigureDecimals);
        keys.push_back({{"frame", f}, {"s", s}, {"tx", 0}, {"ty", 0}});
    }
    json file;
    file["spec"] = std::string(kCameraKeysSpec);
    file["keys"] = std::move(keys);
    file["note"] =
        "the figure's size on screen against frame 0's, read by rig-pose retarget --leg-scale from the "
        "body's lengths; no pan is read";
    return file.dump(2) + "\n";
}

}  // namespace rigpose::camera
