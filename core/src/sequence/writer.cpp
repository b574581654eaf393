// The sequence writer: header keys one per line, then a frame per line, joints in body-18
// order. Each value is rounded once, here, to its kind's decimals (docs/formats.md).

#include "rigpose/sequence/writer.h"
#include "rigpose/util/stop.h"

#include <sstream>

#include "rigpose/util/json_text.h"
#include "rigpose/util/number_format.h"

namespace rigpose::sequence {

std::string specString(int minor)
{
    return minor == 0 ? "rig-pose-sequence/1" : "rig-pose-sequence/1." + std::to_string(minor);
}

namespace {

void appendKey(std::string& out, std::string_view key)
{
    appendJsonString(out, key);
    out.push_back(':');
}

void appendJoint(std::string& out, const JointSample& j)
{
    out += "{\"state\":";
    appendJsonString(out, stateName(j.state));
    if (j.at) {
        out += ",\"at\":[";
        appendFixed(out, j.at->x(), decimals::kPosition);
        out.push_back(',');
        appendFixed(out, j.at->y(), decimals::kPosition);
        out.push_back(']');
    }
    if (j.score) {
        out += ",\"score\":";
        appendFixed(out, *j.score, decimals::kScore);
    }
    out.push_back('}');
}

// A tilt just above -180 (-179.9996) rounds to -180 at 3 decimals, outside the track's
// (-180, 180]; the same direction is written as 180, so the reader takes what is written.
double writtenTilt(double deg) { return deg < -179.99 && roundTo(deg, decimals::kPelvisTilt) <= -180.0 ? 180.0 : deg; }

void appendDepth(std::string& out, const FrameDepth& depth)
{
    out.push_back('{');
    bool first = true;
    for (std::size_t s = 0; s < kSegmentCount; ++s) {
        if (!depth[s])
            continue;
        if (!first)
            out.push_back(',');
        first = false;
        appendKey(out, kSegmentNames[s]);
        out += "{\"ratio\":";
        appendFixed(out, depth[s]->ratio, decimals::kDepthRatio);
        out += ",\"sign\":" + std::to_string(depth[s]->sign) + ",\"source\":";
        appendJsonString(out, depthSourceName(depth[s]->source));
        out.push_back('}');
    }
    out.push_back('}');
}

void appendFrame(std::string& out, const Frame& frame)
{
    out += "{\"t\":";
    appendFixed(out, frame.t, decimals::kTime);
    if (frame.hasPelvisTilt) {
        out += ",\"pelvisTilt\":";
        if (frame.pelvisTilt)
            appendFixed(out, writtenTilt(*frame.pelvisTilt), decimals::kPelvisTilt);
        else
            out += "null";
    }
    if (frame.depth) {
        out += ",\"depth\":";
        appendDepth(out, *frame.depth);
    }
    out += ",\"people\":[";
    for (std::size_t p = 0; p < frame.people.size(); ++p) {
        const Person& person = frame.people[p];
        if (p > 0)
            out.push_back(',');
        out += "{\"id\":";
        appendJsonString(out, person.id);
        out += ",\"joints\":{";
        for (std::size_t j = 0; j < body::kJointCount; ++j) {
            if (j > 0)
                out.push_back(',');
            appendKey(out, body::kJointNames[j]);
            appendJoint(out, person.joints[j]);
        }
        out += "}}";
    }
    out += "]}";
}

void appendHeader(std::string& out, const Sequence& seq)
{
    out += "{\n\"spec\":";
    appendJsonString(out, specString(seq.minorNeeded()));
    // rig-c-pose-frames/0's "painting-px" is the same pixel grid: written as picture px.
    out += ",\n\"space\":{\"units\":\"picture-px\",\"origin\":\"top-left\",\"y\":\"down\"},\n\"width\":";
    appendFixed(out, seq.width, decimals::kSize);
    out += ",\n\"height\":";
    appendFixed(out, seq.height, decimals::kSize);
    if (seq.source) {
        out += ",\n\"source\":";
        appendJsonString(out, *seq.source);
    }
    if (seq.travel) {
        out += ",\n\"travel\":";
        appendJsonString(out, *seq.travel);
    }
    if (seq.pelvisSource) {
        out += ",\n\"pelvisSource\":";
        appendJsonString(out, *seq.pelvisSource);
    }
    if (seq.cameraSource) {
        out += ",\n\"cameraSource\":";
        appendJsonString(out, *seq.cameraSource);
    }
    if (seq.camera) {
        out += ",\n\"camera\":[";
        for (std::size_t i = 0; i < seq.camera->size(); ++i) {
            const CameraEntry& c = (*seq.camera)[i];
            out += i == 0 ? "\n{\"s\":" : ",\n{\"s\":";
            appendFixed(out, c.s, decimals::kCameraScale);
            out += ",\"tx\":";
            appendFixed(out, c.tx, decimals::kCameraShift);
            out += ",\"ty\":";
            appendFixed(out, c.ty, decimals::kCameraShift);
            out += ",\"inliers\":" + std::to_string(c.inliers) + "}";
        }
        out += "\n]";
    }
    if (seq.cleaned) {
        // The record keeps its own key order and the numbers clean rounded when it wrote them.
        out += ",\n\"cleaned\":";
        out += seq.cleaned->dump();
    }
}

}  // namespace

void writeSequence(std::ostream& out, const Sequence& seq, const std::stop_token& stop)
{
    std::string chunk;
    chunk.reserve(1 << 16);
    appendHeader(chunk, seq);
    chunk += ",\n\"frames\":[";
    for (std::size_t i = 0; i < seq.frames.size(); ++i) {
        throwIfStopped(stop);
        chunk += i == 0 ? "\n" : ",\n";
        appendFrame(chunk, seq.frames[i]);
        if (chunk.size() > (1 << 15)) {  // stream: never hold the whole file
            out.write(chunk.data(), static_cast<std::streamsize>(chunk.size()));
            chunk.clear();
        }
    }
    chunk += "\n]\n}\n";
    out.write(chunk.data(), static_cast<std::streamsize>(chunk.size()));
}

std::string sequenceToText(const Sequence& seq, const std::stop_token& stop)
{
    std::ostringstream out;
    writeSequence(out, seq, stop);
    return std::move(out).str();
}

}  // namespace rigpose::sequence
