// The key files' shared envelope (util/key_file.h).

#include "rigpose/util/key_file.h"

#include "rigpose/util/json_parse.h"
#include "rigpose/util/json_policy.h"

namespace rigpose {

KeyFileEnvelope readKeyFileEnvelope(std::string_view text, const std::string& name, const KeyFileFormat& format,
                                    RefusalList& refusals)
{
    using json = nlohmann::ordered_json;
    KeyFileEnvelope out;
    const std::string code(format.code), spec(format.spec), kind(format.kind), shape(format.keyShape),
        array(format.array);
    const auto refuse = [&](const std::string& what) { refusals.add(code, name + ": " + what); };
    JsonParseError error;
    // A key's number too small for a double is refused, not read as 0: `"frame": 1e-400` is no frame.
    const auto doc = parseJson(text, &error, true);
    if (!doc) {
        const std::string place = jsonPlace(text, error.byteOffset);
        if (error.problem == JsonProblem::Syntax)
            refuse("is not JSON (" + error.what + " at " + place + "); fix the file");
        else
            refusals.add(code, jsonFaultMessage(name, error.fault(), place));
        return out;
    }
    if (!doc->is_object()) {
        refuse("must be an object { \"spec\": \"" + spec + "\", \"" + array + "\": [ " + shape + " ] }");
        return out;
    }
    const auto specAt = doc->find("spec");
    if (specAt == doc->end() || *specAt != json(spec)) {
        refuse("\"spec\" is " + (specAt == doc->end() ? std::string("missing") : specAt->dump()) + "; a " + kind +
               " file says \"" + spec + "\"");
        return out;
    }
    for (const auto& item : doc->items())
        if (item.key() != "spec" && item.key() != array && item.key() != "note")
            refuse("has an unknown field \"" + item.key() + "\"; a " + kind + " file holds spec, " + array +
                   " and an optional note");
    if (const auto note = doc->find("note"); note != doc->end()) {
        if (note->is_string())
            out.note = note->get<std::string>();
        else
            refuse("\"note\" must be a string");
    }
    const auto keys = doc->find(array);
    if (keys == doc->end() || !keys->is_array() || keys->empty()) {
        refuse("\"" + array + "\" must be a non-empty array of " + shape);
        return out;
    }
    out.keys = *keys;
    return out;
}

}  // namespace rigpose
