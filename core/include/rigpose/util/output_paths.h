#pragma once
// An output must never land on an input, nor two outputs of one run on each other: the run would
// destroy what it reads, or keep only one of its results. Paths are compared as the files they
// name, not as typed: symlinks and ".." resolved, and an existing output that is a hard link of
// an input is the same file too.

#include <optional>
#include <string>
#include <vector>

#include "rigpose/util/refusal.h"

namespace rigpose {

struct NamedPath {
    std::string flag;  // how the user gave it, e.g. "--pose", or "--rig (its motion.json)"
    std::string path;  // as typed
};

// ARG_PATH naming the first output that is the same file as an input, or as an output before it.
std::optional<Refusal> checkOutputCollisions(const std::vector<NamedPath>& inputs,
                                             const std::vector<NamedPath>& outputs);

// Whether two paths name one file: the same real path, or, both existing, the same inode.
bool sameFile(const std::string& a, const std::string& b);

// Whether `path` is `folder` or lies anywhere inside it: one of its real path's ancestors (or
// the path itself) is the same file as the folder, so a bind mount or a symlinked folder counts.
bool insideFolder(const std::string& path, const std::string& folder);

// ARG_PATH naming the first input that lies in (or is) `folder`, an output folder a run writes
// into: its files would land among the inputs, or on the input folder itself.
std::optional<Refusal> checkOutputFolder(const std::vector<NamedPath>& inputs, const NamedPath& folder);

}  // namespace rigpose
