#include "rigpose/util/json_parse.h"

#include "rigpose/util/json_dom_builder.h"
#include "rigpose/util/json_scanner.h"

namespace rigpose {

std::optional<nlohmann::ordered_json> parseJson(std::string_view text, JsonParseError* error, bool refuseUnderflow)
{
    nlohmann::ordered_json doc;
    // Built from our scanner's events (they share json_sax's names), each key appended in turn.
    detail::JsonDomBuilder<nlohmann::ordered_json> dom(doc);
    detail::ByteSource source(text);
    detail::JsonScanner scanner(source, dom);
    scanner.refuseUnderflow = refuseUnderflow;
    if (scanner.parse() && !scanner.failed)
        return doc;
    if (error)
        *error = {scanner.failed ? scanner.error.what : std::string("the document is empty"),
                  scanner.failed ? scanner.error.offset : 0,
                  scanner.failed ? scanner.error.problem : JsonProblem::Syntax};
    return std::nullopt;
}

}  // namespace rigpose
