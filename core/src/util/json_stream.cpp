#include "rigpose/util/json_stream.h"

#include "rigpose/util/json_scanner.h"

#include <fstream>
#include <set>
#include <vector>

namespace rigpose {
namespace {

using json = nlohmann::ordered_json;

// Builds DOM values for the parts of the document we keep, and splits the streamed array.
class SplittingSax {
public:
    explicit SplittingSax(const JsonStreamHandlers& h) : m_handlers(h) {}

    JsonStreamResult result;

    bool null() { return recordScalar({JsonToken::Kind::Null}) || value(json(nullptr)); }
    bool boolean(bool v)
    {
        JsonToken t{JsonToken::Kind::Bool};
        t.boolean = v;
        return recordScalar(t) || value(json(v));
    }
    bool number_integer(std::int64_t v)
    {
        JsonToken t{JsonToken::Kind::Int};
        t.integer = v;
        return recordScalar(t) || value(json(v));
    }
    bool number_unsigned(std::uint64_t v)
    {
        JsonToken t{JsonToken::Kind::Uint};
        t.unsignedInteger = v;
        return recordScalar(t) || value(json(v));
    }
    bool number_float(double v, const std::string&)
    {
        JsonToken t{JsonToken::Kind::Float};
        t.number = v;
        return recordScalar(t) || value(json(v));
    }
    bool string(std::string& v)
    {
        return recordScalar(textToken(JsonToken::Kind::String, v)) || value(json(std::move(v)));
    }

    bool start_object(std::size_t)
    {
        if (recordOpen(JsonToken::Kind::BeginObject))
            return true;
        if (m_depth == 0) {
            ++m_depth;
            return true;  // the root object itself is never built
        }
        return open(json::object());
    }
    bool end_object() { return recordClose(JsonToken::Kind::EndObject) || close(); }
    bool start_array(std::size_t)
    {
        if (recordOpen(JsonToken::Kind::BeginArray))
            return true;
        if (m_depth == 0) {
            result.root = JsonRoot::NotObject;
            return false;
        }
        if (m_depth == 1 && m_topKey == m_handlers.streamedKey && m_stack.empty()) {
            m_streaming = true;
            result.streamedKeySeen = true;
            ++m_depth;
            return true;
        }
        return open(json::array());
    }
    bool end_array()
    {
        if (recordClose(JsonToken::Kind::EndArray))
            return true;
        if (m_streaming && m_stack.empty() && m_depth == 2) {
            m_streaming = false;
            --m_depth;
            return true;
        }
        return close();
    }
    bool key(std::string& k)
    {
        if (m_elementDepth > 0) {
            m_tokens.tokens.push_back(textToken(JsonToken::Kind::Key, k));
            return true;
        }
        if (m_depth == 1 && m_stack.empty()) {
            if (!m_seenTop.insert(k).second && !result.duplicateKey)
                result.duplicateKey = k;
            m_topKey = k;
            return true;
        }
        json& obj = *m_stack.back();
        if (obj.contains(k) && !result.duplicateKey)
            result.duplicateKey = k;
        m_pendingKey = k;
        return true;
    }

private:
    // Token mode: inside an element of the streamed array, events are recorded, not built.
    bool tokenMode() const { return static_cast<bool>(m_handlers.onElementTokens); }
    bool atElementLevel() const { return m_streaming && m_stack.empty() && m_depth == 2 && m_elementDepth == 0; }
    JsonToken textToken(JsonToken::Kind kind, const std::string& text)
    {
        JsonToken t{kind};
        t.textStart = static_cast<std::uint32_t>(m_tokens.text.size());
        t.textLength = static_cast<std::uint32_t>(text.size());
        if (m_elementDepth > 0 || (tokenMode() && atElementLevel()))
            m_tokens.text += text;
        return t;
    }
    bool recordScalar(const JsonToken& t)
    {
        if (m_elementDepth > 0) {
            m_tokens.tokens.push_back(t);
            return true;
        }
        if (tokenMode() && atElementLevel()) {  // a bare scalar element
            m_tokens.tokens.push_back(t);
            deliverTokens();
            return true;
        }
        return false;
    }
    bool recordOpen(JsonToken::Kind kind)
    {
        if (m_elementDepth == 0 && !(tokenMode() && atElementLevel()))
            return false;
        m_tokens.tokens.push_back(JsonToken{kind});
        ++m_elementDepth;
        return true;
    }
    bool recordClose(JsonToken::Kind kind)
    {
        if (m_elementDepth == 0)
            return false;
        m_tokens.tokens.push_back(JsonToken{kind});
        if (--m_elementDepth == 0)
            deliverTokens();
        return true;
    }
    void deliverTokens()
    {
        m_handlers.onElementTokens(m_elementIndex++, m_tokens);
        m_tokens.clear();
    }

    bool value(json&& v)
    {
        if (m_depth == 0) {
            result.root = JsonRoot::NotObject;
            return false;
        }
        if (m_stack.empty()) {
            finish(std::move(v));
            return true;
        }
        place(std::move(v));
        return true;
    }
    bool open(json&& container)
    {
        ++m_depth;
        if (m_stack.empty()) {
            m_root = std::move(container);
            m_stack.push_back(&m_root);
            return true;
        }
        json* placed = place(std::move(container));
        m_stack.push_back(placed);
        return true;
    }
    bool close()
    {
        --m_depth;
        if (m_depth == 0)
            return true;  // the root object ends
        json* done = m_stack.back();
        m_stack.pop_back();
        if (m_stack.empty())
            finish(std::move(*done));
        return true;
    }
    json* place(json&& v)
    {
        json& parent = *m_stack.back();
        if (parent.is_array()) {
            parent.push_back(std::move(v));
            return &parent.back();
        }
        json& slot = parent[m_pendingKey];
        slot = std::move(v);
        return &slot;
    }
    void finish(json&& v)
    {
        if (m_streaming) {
            if (m_handlers.onElement)
                m_handlers.onElement(m_elementIndex++, std::move(v));
        } else if (m_handlers.onTopLevel) {
            m_handlers.onTopLevel(m_topKey, std::move(v));
        }
    }

    const JsonStreamHandlers& m_handlers;
    int m_depth = 0;
    bool m_streaming = false;
    std::size_t m_elementIndex = 0;
    int m_elementDepth = 0;  // nesting inside a recorded element
    JsonTokens m_tokens;
    std::string m_topKey;
    std::string m_pendingKey;
    std::set<std::string> m_seenTop;
    json m_root;
    std::vector<json*> m_stack;
};

}  // namespace

nlohmann::ordered_json domFromTokens(const JsonTokens& tokens, std::optional<std::string>* duplicate)
{
    using Kind = JsonToken::Kind;
    json root;
    std::vector<json*> stack;
    std::string key;
    auto place = [&](json&& v) -> json* {
        if (stack.empty()) {
            root = std::move(v);
            return &root;
        }
        json& parent = *stack.back();
        if (parent.is_array()) {
            parent.push_back(std::move(v));
            return &parent.back();
        }
        if (parent.contains(key) && duplicate && !*duplicate)
            *duplicate = key;
        json& slot = parent[key];
        slot = std::move(v);
        return &slot;
    };
    for (const JsonToken& t : tokens.tokens) {
        switch (t.kind) {
        case Kind::Null:
            place(json(nullptr));
            break;
        case Kind::Bool:
            place(json(t.boolean));
            break;
        case Kind::Int:
            place(json(t.integer));
            break;
        case Kind::Uint:
            place(json(t.unsignedInteger));
            break;
        case Kind::Float:
            place(json(t.number));
            break;
        case Kind::String:
            place(json(std::string(tokens.textOf(t))));
            break;
        case Kind::Key:
            key = std::string(tokens.textOf(t));
            break;
        case Kind::BeginObject:
            stack.push_back(place(json::object()));
            break;
        case Kind::BeginArray:
            stack.push_back(place(json::array()));
            break;
        case Kind::EndObject:
        case Kind::EndArray:
            stack.pop_back();
            break;
        }
    }
    return root;
}

namespace {

JsonStreamResult run(detail::ByteSource& source, const JsonStreamHandlers& handlers)
{
    SplittingSax sax(handlers);
    detail::JsonScanner<SplittingSax> scanner(source, sax);
    scanner.parse();
    if (scanner.failed)
        sax.result.error = JsonStreamError{scanner.error.what, scanner.error.offset, scanner.error.numberOverflow,
                                           scanner.error.problem};
    return sax.result;
}

}  // namespace

JsonStreamResult streamJsonFile(std::FILE* file, const JsonStreamHandlers& handlers, std::uint64_t sizeLimit)
{
    if (auto fault = jsonSizeFault(file, sizeLimit)) {
        JsonStreamResult refused;
        refused.error = JsonStreamError{fault->what, 0, false, fault->problem};
        return refused;
    }
    detail::ByteSource source(file);
    return run(source, handlers);
}

JsonStreamResult streamJsonText(std::string_view text, const JsonStreamHandlers& handlers)
{
    detail::ByteSource source(text);
    return run(source, handlers);
}

std::pair<std::size_t, std::size_t> lineAndColumn(const std::string& path, std::size_t byteOffset)
{
    std::ifstream in(path, std::ios::binary);
    std::size_t line = 1, column = 1;
    char c;
    for (std::size_t i = 0; i + 1 < byteOffset && in.get(c); ++i) {
        if (c == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
    }
    return {line, column};
}

}  // namespace rigpose
