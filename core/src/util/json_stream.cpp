#include "rigpose/util/json_stream.h"

#include <fstream>
#include <set>
#include <vector>

namespace rigpose {
namespace {

using json = nlohmann::ordered_json;

// Builds DOM values for the parts of the document we keep, and splits the streamed array.
class SplittingSax : public nlohmann::json_sax<json> {
public:
    explicit SplittingSax(const JsonStreamHandlers& h) : m_handlers(h) {}

    JsonStreamResult result;

    bool null() override { return value(json(nullptr)); }
    bool boolean(bool v) override { return value(json(v)); }
    bool number_integer(number_integer_t v) override { return value(json(v)); }
    bool number_unsigned(number_unsigned_t v) override { return value(json(v)); }
    bool number_float(number_float_t v, const string_t&) override { return value(json(v)); }
    bool string(string_t& v) override { return value(json(std::move(v))); }
    bool binary(binary_t&) override { return value(json(nullptr)); }

    bool start_object(std::size_t) override
    {
        if (m_depth == 0) {
            ++m_depth;
            return true;  // the root object itself is never built
        }
        return open(json::object());
    }
    bool end_object() override { return close(); }
    bool start_array(std::size_t) override
    {
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
    bool end_array() override
    {
        if (m_streaming && m_stack.empty() && m_depth == 2) {
            m_streaming = false;
            --m_depth;
            return true;
        }
        return close();
    }
    bool key(string_t& k) override
    {
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
    bool parse_error(std::size_t position, const std::string&, const nlohmann::detail::exception& ex) override
    {
        std::string what = ex.what();
        // "[json.exception.parse_error.101] parse error at line 1, column 5: syntax error ..." -> the reason
        if (auto colon = what.find(": "); colon != std::string::npos)
            what = what.substr(colon + 2);
        // nlohmann refuses 1e999 as a parse error; for us it is a number that is not finite.
        const bool overflow = ex.id == 406;
        result.error = JsonStreamError{what, position, overflow};
        return false;
    }

private:
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
    std::string m_topKey;
    std::string m_pendingKey;
    std::set<std::string> m_seenTop;
    json m_root;
    std::vector<json*> m_stack;
};

template <typename Input>
JsonStreamResult run(Input&& input, const JsonStreamHandlers& handlers)
{
    SplittingSax sax(handlers);
    json::sax_parse(std::forward<Input>(input), &sax);
    return sax.result;
}

}  // namespace

JsonStreamResult streamJsonFile(std::FILE* file, const JsonStreamHandlers& handlers)
{
    return run(file, handlers);
}

JsonStreamResult streamJsonText(std::string_view text, const JsonStreamHandlers& handlers)
{
    return run(text, handlers);
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
