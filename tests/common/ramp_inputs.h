#pragma once
// Inputs that grow one thing n times, for the readers' size ramps (tests/bench/bench_reader_ramp.cpp)
// and the tests that check a large one reads as a small one does: an object of n unknown keys,
// a key file of n keys, a track fragment of n tracks, a motion of n animations.

#include <cstddef>
#include <fstream>
#include <sstream>
#include <string>

namespace rigpose::test {

inline std::string fileText(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

// `json` (an object's text) with n keys "unknown0".."unknown<n-1>" added first.
inline std::string withUnknownKeys(const std::string& json, std::size_t n)
{
    const std::size_t open = json.find('{');
    std::string keys;
    for (std::size_t i = 0; i < n; ++i)
        keys += "\"unknown" + std::to_string(i) + "\":0,";
    return json.substr(0, open + 1) + keys + json.substr(open + 1);
}

// A key file of n keys on frames 0..n-1; `key` writes one key's fields after its frame.
inline std::string keyFileText(const std::string& spec, std::size_t n, const std::string& fields)
{
    std::string out = "{\"spec\":\"" + spec + "\",\"keys\":[";
    for (std::size_t i = 0; i < n; ++i)
        out += std::string(i ? "," : "") + "{\"frame\":" + std::to_string(i) + "," + fields + "}";
    return out + "]}";
}

// A track fragment of n tracks, each its own bone's rotate over one second.
inline std::string fragmentText(std::size_t n)
{
    std::string out = "{\"spec\":\"rig-pose-tracks/1\",\"tracks\":[";
    for (std::size_t i = 0; i < n; ++i)
        out += std::string(i ? "," : "") + "{\"bone\":\"b" + std::to_string(i) +
               "\",\"property\":\"rotate\",\"keys\":[{\"t\":0,\"v\":[0]},{\"t\":1,\"v\":[10]}]}";
    return out + "]}";
}

// A motion of n animations a0..a<n-1>, each turning the bone "arm" once over a second.
inline std::string motionText(std::size_t n)
{
    std::string out =
        "{\"spec\":\"rigc-motion/1\",\"archetype\":\"base\",\"cut\":\"base\",\"easings\":{},\"animations\":{";
    for (std::size_t i = 0; i < n; ++i)
        out += std::string(i ? "," : "") + "\"a" + std::to_string(i) +
               "\":{\"duration\":1,\"tracks\":[{\"bone\":\"arm\",\"property\":\"rotate\",\"keys\":[{\"t\":0,\"v\":[0]},"
               "{\"t\":1,\"v\":[40]}]}]}";
    return out + "}}";
}

}  // namespace rigpose::test
