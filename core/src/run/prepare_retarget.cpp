// Every input of a retarget read once, from the bytes that are hashed, and parsed.

#include <filesystem>

#include "rigpose/retarget/rig_inputs.h"
#include "rigpose/rig/reader.h"
#include "rigpose/run/retarget_prepare.h"
#include "rigpose/sequence/reader.h"
#include "rigpose/util/sha256.h"

namespace rigpose::run {

namespace {

namespace fs = std::filesystem;

// --rig's files named as resolving the typed argument would name them: the same files under it.
rig::RigPaths namedRigPaths(const rig::RigPaths& resolved, const Named& rig)
{
    if (rig.path == rig.typed)
        return resolved;
    const auto rename = [&](const std::string& path) {
        return path == rig.path ? rig.typed : (fs::path(rig.typed) / fs::path(path).filename()).string();
    };
    rig::RigPaths named{rename(resolved.rig), std::nullopt, resolved.motionNamed};
    if (resolved.motion)
        named.motion = rename(*resolved.motion);
    return named;
}

}  // namespace

Prepared prepareRetarget(const RetargetSources& in)
{
    Prepared out;
    auto paths = rig::resolveRigPaths(in.rig.path);
    if (!paths.ok()) {
        out.refusals = std::move(paths.refusals);
        return out;
    }
    rig::RigPaths named = namedRigPaths(paths.value, in.rig);
    if (in.baseMotion) {
        paths.value.motion = in.baseMotion->path;
        named.motion = in.baseMotion->typed;
        paths.value.motionNamed = named.motionNamed = true;
    }

    // The files that cannot be read, every one of them, before anything is parsed.
    RefusalList& refusals = out.refusals;
    const Source rigSource{{paths.value.rig, in.rig.typed}, std::nullopt};
    auto rigRead = readSource(rigSource, {"RIG_PATH", "RIG_JSON", "--rig"}, refusals);
    auto mapRead = readSource(in.map, {"MAP_READ", "MAP_JSON", "--map"}, refusals);
    std::optional<report::ReadInput> seqRead;
    report::InputIdentity seqIdentity{in.sequence.typed, {}};
    if (!in.parsedSequence)
        seqRead = readSource(in.sequence, {"POSE_READ", "POSE_JSON", "--sequence"}, refusals);
    else if (in.sequence.bytes)  // held parsed: only hashed, not copied
        seqIdentity.sha256 = sha256Hex(*in.sequence.bytes);
    if (seqRead)
        seqIdentity = seqRead->identity;
    std::optional<report::ReadInput> contactRead, mergeRead;
    if (in.contactKeys)
        contactRead = readSource(*in.contactKeys, {"CONTACT_KEYS", "CONTACT_KEYS", "--contact-keys"}, refusals);
    if (in.merge)
        mergeRead = readSource(*in.merge, {"MERGE_SPEC", "MERGE_SPEC", "--merge"}, refusals);
    if (!refusals.empty())
        return out;

    // The map is read against the rig, so the rig's refusals stand alone.
    auto rigSide = retarget::readRigWithMotion(paths.value, named, in.rig.typed, rigRead->bytes, in.motionOut);
    if (!rigSide.ok()) {
        out.refusals = std::move(rigSide.refusals);
        return out;
    }
    auto rig = std::make_shared<const retarget::RigWithMotion>(std::move(rigSide.value));
    auto map = map::readMapText(mapRead->bytes, in.map.typed, rig->rig);
    refusals.append(map.refusals);
    std::shared_ptr<const sequence::Sequence> seq = in.parsedSequence;
    if (!seq) {
        auto read = sequence::readSequenceText(seqRead->bytes, in.sequence.typed);
        refusals.append(read.refusals);
        if (read.ok())
            seq = std::make_shared<const sequence::Sequence>(std::move(read.value));
    }
    // The keys are read against the sequence's frames: only once it has some.
    if (contactRead && seq) {
        auto keys = legs::readContactKeysText(contactRead->bytes, in.contactKeys->typed, seq->frames.size());
        refusals.append(keys.refusals);
        out.contactKeys = std::make_shared<const legs::ContactKeys>(std::move(keys.value));
        out.contactKeysSha256 = contactRead->identity.sha256;
    }
    // The fragment's easings and groups are the rig's own motion's.
    if (mergeRead) {
        const auto& base = rig->baseMotion;
        auto fragment = idle::readFragmentText(mergeRead->bytes, in.merge->typed, base ? &*base : nullptr);
        refusals.append(fragment.refusals);
        out.merge = std::make_shared<const idle::Fragment>(std::move(fragment.value));
    }
    if (!refusals.empty())
        return out;
    out.rig = std::move(rig);
    out.map = std::make_shared<const map::Map>(std::move(map.value));
    out.sequence = std::move(seq);

    // The one place the retarget's inputs are set.
    out.inputs = retarget::inputsOf(*out.rig, *out.map, *out.sequence, in.options,
                                    {in.sequence.typed, in.rig.typed, in.map.typed, in.buildDir});
    if (out.contactKeys) {
        out.inputs.contactKeys = out.contactKeys.get();
        out.inputs.contactKeysName = in.contactKeys->typed;
        out.inputs.contactKeysSha256 = out.contactKeysSha256;
    }
    if (out.merge) {
        out.inputs.merge = out.merge.get();
        out.inputs.mergeName = in.merge->typed;
    }

    out.identity = {rigRead->identity, named.rig, mapRead->identity, seqIdentity, in.reference};
    // What was read from disk is hashed again before anything is written.
    out.readBack.push_back({rigRead->identity, paths.value.rig, "--rig"});
    if (!in.map.path.empty())
        out.readBack.push_back({mapRead->identity, in.map.path, "--map"});
    if (!seqIdentity.sha256.empty() && !in.sequence.path.empty())
        out.readBack.push_back({seqIdentity, in.sequence.path, "--sequence"});
    if (contactRead && !in.contactKeys->path.empty())
        out.readBack.push_back({contactRead->identity, in.contactKeys->path, "--contact-keys"});
    if (mergeRead && !in.merge->path.empty())
        out.readBack.push_back({mergeRead->identity, in.merge->path, "--merge"});
    return out;
}

retarget::Result runRetarget(const Prepared& prepared, std::stop_token stop)
{
    retarget::Inputs inputs = prepared.inputs;
    inputs.stop = std::move(stop);
    return retarget::retarget(inputs);
}

}  // namespace rigpose::run
