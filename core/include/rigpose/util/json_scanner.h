#pragma once
// A streaming JSON parser that feeds SAX events (nlohmann's json_sax method names) from a
// block-buffered source. nlohmann's own lexer reads a FILE* a character at a time through
// fgetc and was most of a 64 MB sequence's read time; this one reads 1 MiB blocks and parses
// numbers with std::from_chars. It is iterative, so deep nesting cannot overflow the stack.
// It applies the JSON policy (rigpose/util/json_policy.h) as it goes, at no second pass: a leading
// UTF-8 byte order mark is skipped, nesting deeper than kJsonMaxDepth, a number outside a
// double's finite range and a key repeated within one object are refused.
// Internal to core/src/util.

#include <algorithm>
#include <bit>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

#include "rigpose/util/json_policy.h"

namespace rigpose::detail {

struct ScanError {
    std::string what;
    std::size_t offset = 0;
    bool numberOverflow = false;
    JsonProblem problem = JsonProblem::Syntax;
};

// Bytes from a FILE* in blocks, or from memory.
class ByteSource {
public:
    explicit ByteSource(std::FILE* file) : m_file(file), m_buffer(1 << 20) {}
    explicit ByteSource(std::string_view text) : m_text(text) {}

    // The next byte, or -1 at the end.
    [[gnu::always_inline]] int peek()
    {
        if (m_pos == m_len && !refill())
            return -1;
        return static_cast<unsigned char>(m_data[m_pos]);
    }
    [[gnu::always_inline]] int get()
    {
        const int c = peek();
        if (c >= 0) {
            ++m_pos;
            ++m_offset;
        }
        return c;
    }
    std::size_t offset() const { return m_offset; }
    // The bytes buffered from here on, refilled when none are (empty at the end), for loops
    // that run over a block directly rather than a byte a call; skip(n) moves past n of them.
    std::string_view window()
    {
        if (m_pos == m_len && !refill())
            return {};
        return {m_data + m_pos, m_len - m_pos};
    }
    void skip(std::size_t n)
    {
        m_pos += n;
        m_offset += n;
    }

private:
    // Out of line, so that peek and get stay small enough to inline in the scanner's loops.
    [[gnu::noinline]] bool refill()
    {
        if (!m_file) {
            if (m_textServed)
                return false;
            m_textServed = true;
            m_data = m_text.data();
            m_len = m_text.size();
            m_pos = 0;
            return m_len > 0;
        }
        m_len = std::fread(m_buffer.data(), 1, m_buffer.size(), m_file);
        m_data = m_buffer.data();
        m_pos = 0;
        return m_len > 0;
    }

    std::FILE* m_file = nullptr;
    std::vector<char> m_buffer;
    std::string_view m_text;
    bool m_textServed = false;
    const char* m_data = nullptr;
    std::size_t m_len = 0, m_pos = 0, m_offset = 0;
};

template <typename Handler>
class JsonScanner {
public:
    JsonScanner(ByteSource& source, Handler& handler) : m_in(source), m_handler(handler) { m_string.reserve(16); }

    // A number too small for a double (1e-400) is refused instead of read as 0: the key files
    // by hand, where it is a frame or a value the author meant as something (issue 36).
    bool refuseUnderflow = false;

    // Parses one document. Returns false with `error` set on bad bytes; false without it when
    // the handler stopped the parse.
    bool parse()
    {
        // States: a value is expected; after a value in an object or array; a key is expected.
        enum class Expect { Value, AfterValue, KeyOrEnd, Key };
        Expect expect = Expect::Value;
        bool firstInArray = false;
        // A byte order mark (Windows tools write one) before the document; anywhere else it is
        // an unexpected character.
        if (const std::string_view w = m_in.window(); w.substr(0, 3) == "\xEF\xBB\xBF")
            m_in.skip(3);
        for (;;) {
            skipSpace();
            const int c = m_in.peek();
            if (expect == Expect::Value) {
                if (c == ']' && firstInArray) {
                    m_in.get();
                    m_stack.pop_back();
                    if (!m_handler.end_array())
                        return false;
                    expect = Expect::AfterValue;
                    firstInArray = false;
                    continue;
                }
                firstInArray = false;
                if ((c == '{' || c == '[') && m_stack.size() >= kJsonMaxDepth) [[unlikely]]
                    return tooDeep();
                if (c == '{') {
                    m_in.get();
                    m_stack.push_back('{');
                    openObject();
                    if (!m_handler.start_object(static_cast<std::size_t>(-1)))
                        return false;
                    expect = Expect::KeyOrEnd;
                    continue;
                }
                if (c == '[') {
                    m_in.get();
                    m_stack.push_back('[');
                    if (!m_handler.start_array(static_cast<std::size_t>(-1)))
                        return false;
                    firstInArray = true;
                    continue;
                }
                if (!scalar())
                    return false;
                expect = Expect::AfterValue;
            } else if (expect == Expect::KeyOrEnd || expect == Expect::Key) {
                if (c == '}' && expect == Expect::KeyOrEnd) {
                    m_in.get();
                    m_stack.pop_back();
                    closeObject();
                    if (!m_handler.end_object())
                        return false;
                    expect = Expect::AfterValue;
                    continue;
                }
                if (c != '"')
                    return fail("expected a key in double quotes");
                m_in.get();
                const std::size_t keyOffset = m_in.offset();
                if (!readString())
                    return false;
                if (!firstTimeKey(keyOffset))
                    return false;
                if (!m_handler.key(m_string))
                    return false;
                skipSpace();
                if (m_in.get() != ':')
                    return fail("expected ':' after a key");
                expect = Expect::Value;
            } else {  // AfterValue
                if (m_stack.empty()) {
                    if (c != -1)
                        return fail("unexpected bytes after the end of the document");
                    return true;
                }
                const char open = m_stack.back();
                m_in.get();
                if (c == ',') {
                    expect = open == '{' ? Expect::Key : Expect::Value;
                } else if (c == '}' && open == '{') {
                    m_stack.pop_back();
                    closeObject();
                    if (!m_handler.end_object())
                        return false;
                } else if (c == ']' && open == '[') {
                    m_stack.pop_back();
                    if (!m_handler.end_array())
                        return false;
                } else {
                    return fail(c == -1 ? "the document ends too early"
                                        : std::string("expected ',' or '") + (open == '{' ? '}' : ']') + "'");
                }
            }
        }
    }

    ScanError error;
    bool failed = false;

private:
    static bool isSpace(char c) { return c == ' ' || c == '\n' || c == '\r' || c == '\t'; }

    void skipSpace()
    {
        for (;;) {
            const std::string_view w = m_in.window();
            std::size_t n = 0;
            while (n < w.size() && isSpace(w[n]))
                ++n;
            m_in.skip(n);
            if (n < w.size() || w.empty())
                return;
        }
    }

    // The rarely taken refusals, out of line and cold so the hot loop stays small.
    [[gnu::noinline, gnu::cold]] bool tooDeep()
    {
        return fail("arrays and objects nest deeper than " + std::to_string(kJsonMaxDepth) + " levels",
                    JsonProblem::Depth);
    }
    [[gnu::noinline, gnu::cold]] bool unexpected(int c)
    {
        if (c < 0x20 || c >= 0x7F) {
            static const char hex[] = "0123456789ABCDEF";
            std::string what = std::string("unexpected character (byte 0x") + hex[c >> 4] + hex[c & 15] + ")";
            if (c == 0xEF)
                what += "; a byte order mark may stand only at the very start of the file";
            return fail(std::move(what));
        }
        return fail("unexpected character '" + std::string(1, static_cast<char>(c)) + "'");
    }

    bool fail(std::string what, JsonProblem problem = JsonProblem::Syntax)
    {
        return failAt(std::move(what), m_in.offset(), problem);
    }
    bool failAt(std::string what, std::size_t offset, JsonProblem problem)
    {
        failed = true;
        error = {std::move(what), offset, problem == JsonProblem::Number, problem};
        return false;
    }

    // The keys of each open object, to refuse one given twice. Most objects hold a few short keys:
    // each is kept as its length and first 8 bytes (the whole of a short key), with any longer
    // rest in one shared buffer, and compared against the object's keys so far. An object that
    // grows past kLinearKeys moves its keys into a set of its own.
    static constexpr std::size_t kLinearKeys = 32;
    struct SeenKey {
        std::uint64_t head;  // the first 8 bytes, zero-padded
        std::uint32_t length, restStart;
    };
    // Plain values with counts kept by hand, so opening and closing an object costs a few stores.
    struct OpenObject {
        std::size_t firstKey, textStart;
        std::uint64_t seen;  // one bit per key's head, hashed: a key whose bit is clear is new
        bool many;           // its keys are in m_sets.back() (objects close in the reverse order)
    };
    void openObject()
    {
        if (m_objectCount == m_objects.size()) [[unlikely]]
            m_objects.resize(m_objects.size() * 2 + 16);
        m_objects[m_objectCount++] = {m_keyCount, m_keyText.size(), 0, false};
    }
    void closeObject()
    {
        const OpenObject& o = m_objects[--m_objectCount];
        m_keyCount = o.firstKey;
        if (o.textStart != m_keyText.size()) [[unlikely]]
            m_keyText.erase(o.textStart);
        if (o.many) [[unlikely]]
            m_sets.pop_back();
    }
    std::string_view keyText(const SeenKey& k, std::string& scratch) const
    {
        scratch.assign(reinterpret_cast<const char*>(&k.head), std::min<std::size_t>(k.length, 8));
        if (k.length > 8)
            scratch.append(m_keyText, k.restStart, k.length - 8);
        return scratch;
    }
    bool firstTimeKey(std::size_t keyOffset)
    {
        OpenObject& o = m_objects[m_objectCount - 1];
        if (o.many) [[unlikely]]
            return m_sets.back().insert(m_string).second || duplicate(keyOffset);
        // A std::string's buffer always has room for 16 bytes (its short-string buffer, or the
        // 16 the constructor reserves), so the first 8 are read at once and any past the key's end
        // masked off.
        std::uint64_t head = 0;
        const std::size_t length = m_string.size();
        if constexpr (std::endian::native == std::endian::little) {
            std::memcpy(&head, m_string.data(), 8);
            if (length < 8)
                head &= (std::uint64_t(1) << (8 * length)) - 1;
        } else {
            std::memcpy(&head, m_string.data(), std::min<std::size_t>(length, 8));
        }
        const std::uint64_t bit = std::uint64_t(1) << (((head ^ length) * 0x9E3779B97F4A7C15ull) >> 58);
        if ((o.seen & bit) != 0 && seenInObject(o, head)) [[unlikely]]
            return duplicate(keyOffset);
        o.seen |= bit;
        if (m_keyCount - o.firstKey == kLinearKeys) [[unlikely]] {
            moveKeysToSet(o);
            return true;
        }
        if (m_keyCount == m_keys.size()) [[unlikely]]
            m_keys.resize(m_keys.size() * 2 + 64);
        m_keys[m_keyCount++] = {head, static_cast<std::uint32_t>(length), static_cast<std::uint32_t>(m_keyText.size())};
        if (length > 8)
            m_keyText.append(m_string, 8);
        return true;
    }
    [[gnu::noinline]] bool seenInObject(const OpenObject& o, std::uint64_t head) const
    {
        const std::string_view key = m_string;
        for (std::size_t i = o.firstKey; i < m_keyCount; ++i) {
            const SeenKey& k = m_keys[i];
            if (k.head == head && k.length == key.size() &&
                (key.size() <= 8 || std::string_view(m_keyText).substr(k.restStart, k.length - 8) == key.substr(8)))
                return true;
        }
        return false;
    }
    [[gnu::noinline]] void moveKeysToSet(OpenObject& o)
    {
        o.many = true;
        std::unordered_set<std::string>& set = m_sets.emplace_back();
        std::string scratch;
        for (std::size_t i = o.firstKey; i < m_keyCount; ++i)
            set.emplace(keyText(m_keys[i], scratch));
        set.insert(m_string);
        m_keyCount = o.firstKey;
        m_keyText.resize(o.textStart);
    }
    [[gnu::noinline]] bool duplicate(std::size_t keyOffset)
    {
        return failAt("key \"" + m_string + "\" is given twice in one object", keyOffset, JsonProblem::DuplicateKey);
    }

    bool literal(const char* word)
    {
        for (const char* p = word; *p; ++p)
            if (m_in.get() != *p)
                return fail(std::string("expected the literal ") + word);
        return true;
    }

    bool scalar()
    {
        const int c = m_in.peek();
        switch (c) {
        case '"':
            m_in.get();
            return readString() && m_handler.string(m_string);
        case 't':
            return literal("true") && m_handler.boolean(true);
        case 'f':
            return literal("false") && m_handler.boolean(false);
        case 'n':
            return literal("null") && m_handler.null();
        case -1:
            return fail("the document ends too early");
        default:
            if (c == '-' || (c >= '0' && c <= '9'))
                return number();
            return unexpected(c);
        }
    }

    // The length of the number at the start of `w` by the grammar below, or 0 when it is not
    // one or may go on past `w` (the byte-a-call path then reads it and words any error).
    static std::size_t numberLength(std::string_view w, bool& isFloat)
    {
        std::size_t i = 0;
        auto digits = [&] {
            const std::size_t from = i;
            while (i < w.size() && w[i] >= '0' && w[i] <= '9')
                ++i;
            return i - from;
        };
        if (i < w.size() && w[i] == '-')
            ++i;
        if (i < w.size() && w[i] == '0')
            ++i;
        else if (digits() == 0)
            return 0;
        if (i < w.size() && w[i] == '.') {
            isFloat = true;
            ++i;
            if (digits() == 0)
                return 0;
        }
        if (i < w.size() && (w[i] == 'e' || w[i] == 'E')) {
            isFloat = true;
            ++i;
            if (i < w.size() && (w[i] == '+' || w[i] == '-'))
                ++i;
            if (digits() == 0)
                return 0;
        }
        return i < w.size() ? i : 0;
    }

    // -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?
    bool number()
    {
        // Most numbers lie whole within the buffered block: read them in place.
        const std::string_view w = m_in.window();
        bool inPlaceFloat = false;
        if (const std::size_t length = numberLength(w, inPlaceFloat)) {
            m_in.skip(length);
            return convert(w.substr(0, length), inPlaceFloat);
        }
        m_number.clear();
        auto digits = [&] {
            int count = 0;
            for (int c = m_in.peek(); c >= '0' && c <= '9'; c = m_in.peek(), ++count)
                m_number.push_back(static_cast<char>(m_in.get()));
            return count;
        };
        bool isFloat = false;
        if (m_in.peek() == '-')
            m_number.push_back(static_cast<char>(m_in.get()));
        if (m_in.peek() == '0') {
            m_number.push_back(static_cast<char>(m_in.get()));
        } else if (digits() == 0) {
            return fail("a number needs digits");
        }
        if (m_in.peek() == '.') {
            isFloat = true;
            m_number.push_back(static_cast<char>(m_in.get()));
            if (digits() == 0)
                return fail("a number needs digits after '.'");
        }
        if (m_in.peek() == 'e' || m_in.peek() == 'E') {
            isFloat = true;
            m_number.push_back(static_cast<char>(m_in.get()));
            if (m_in.peek() == '+' || m_in.peek() == '-')
                m_number.push_back(static_cast<char>(m_in.get()));
            if (digits() == 0)
                return fail("a number needs digits in its exponent");
        }
        return convert(m_number, isFloat);
    }

    bool convert(std::string_view text, bool isFloat)
    {
        const char* first = text.data();
        const char* last = first + text.size();
        if (!isFloat) {
            std::int64_t i = 0;
            if (auto [p, ec] = std::from_chars(first, last, i); ec == std::errc() && p == last)
                return m_handler.number_integer(i);
            std::uint64_t u = 0;
            if (auto [p, ec] = std::from_chars(first, last, u); ec == std::errc() && p == last)
                return m_handler.number_unsigned(u);
        }
        double d = 0;
        auto [p, ec] = std::from_chars(first, last, d);
        if (ec == std::errc::result_out_of_range) {
            // Too small for a double reads as 0; too large is a number that is not finite.
            if (decimalOrder(text) > 0)
                return fail("number " + shownNumber(text) + " is too large for a double", JsonProblem::Number);
            if (refuseUnderflow)
                return fail("number " + shownNumber(text) + " is too small for a double (it would read as 0)",
                            JsonProblem::Number);
            d = 0;
        } else if (ec != std::errc() || p != last) {
            return fail("number " + shownNumber(text) + " cannot be read");
        }
        return m_handler.number_float(d, m_empty);
    }

    // A number as a message quotes it: a long one by its start and its length.
    static std::string shownNumber(std::string_view text)
    {
        if (text.size() <= 40)
            return std::string(text);
        return std::string(text.substr(0, 24)) + "… (" + std::to_string(text.size()) + " characters)";
    }

    // Roughly where the number's first significant digit sits, as a power of ten: positive for a
    // magnitude of 1 or more. Only asked of a number std::from_chars found out of range, to tell
    // overflow (not finite) from underflow (read as 0).
    static long long decimalOrder(std::string_view text)
    {
        std::size_t i = text.empty() || text[0] != '-' ? 0 : 1;
        long long order = 0;
        bool significant = false, afterPoint = false;
        for (; i < text.size() && text[i] != 'e' && text[i] != 'E'; ++i) {
            if (text[i] == '.') {
                afterPoint = true;
            } else if (!significant && text[i] == '0') {
                if (afterPoint)
                    --order;
            } else if (!significant) {
                significant = true;
                if (!afterPoint)
                    ++order;
            } else if (!afterPoint) {
                ++order;
            }
        }
        long long exponent = 0;
        if (i < text.size()) {
            ++i;
            const bool negative = i < text.size() && text[i] == '-';
            if (i < text.size() && (text[i] == '-' || text[i] == '+'))
                ++i;
            for (; i < text.size(); ++i)
                exponent = std::min<long long>(exponent * 10 + (text[i] - '0'), 1'000'000'000LL);
            if (negative)
                exponent = -exponent;
        }
        return order + exponent;
    }

    void appendUtf8(std::uint32_t cp)
    {
        if (cp < 0x80) {
            m_string.push_back(static_cast<char>(cp));
        } else if (cp < 0x800) {
            m_string.push_back(static_cast<char>(0xC0 | (cp >> 6)));
            m_string.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
        } else if (cp < 0x10000) {
            m_string.push_back(static_cast<char>(0xE0 | (cp >> 12)));
            m_string.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
            m_string.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
        } else {
            m_string.push_back(static_cast<char>(0xF0 | (cp >> 18)));
            m_string.push_back(static_cast<char>(0x80 | ((cp >> 12) & 0x3F)));
            m_string.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
            m_string.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
        }
    }

    bool hex4(std::uint32_t& out)
    {
        out = 0;
        for (int i = 0; i < 4; ++i) {
            const int c = m_in.get();
            out <<= 4;
            if (c >= '0' && c <= '9')
                out |= static_cast<std::uint32_t>(c - '0');
            else if (c >= 'a' && c <= 'f')
                out |= static_cast<std::uint32_t>(c - 'a' + 10);
            else if (c >= 'A' && c <= 'F')
                out |= static_cast<std::uint32_t>(c - 'A' + 10);
            else
                return fail("a \\u escape needs four hex digits");
        }
        return true;
    }

    // After the opening quote: the string's bytes into m_string, escapes decoded, UTF-8 checked.
    bool readString()
    {
        m_string.clear();
        int continuation = 0;  // UTF-8 continuation bytes still expected
        // The first continuation byte's range: narrower after E0, ED, F0 and F4, so overlong
        // forms, encoded surrogates and code points past U+10FFFF are refused as not UTF-8.
        int low = 0x80, high = 0xBF;
        for (;;) {
            if (continuation == 0) {
                // A run of plain ASCII at once; the loop below takes what ends it.
                const std::string_view w = m_in.window();
                std::size_t n = 0;
                while (n < w.size()) {
                    const auto b = static_cast<unsigned char>(w[n]);
                    if (b < 0x20 || b >= 0x80 || b == '"' || b == '\\')
                        break;
                    ++n;
                }
                m_string.append(w.data(), n);
                m_in.skip(n);
            }
            const int c = m_in.get();
            if (c == -1)
                return fail("a string is not closed");
            if (continuation > 0) {
                if (c < low || c > high)
                    return fail("a string holds bytes that are not UTF-8");
                low = 0x80, high = 0xBF;
                --continuation;
                m_string.push_back(static_cast<char>(c));
                continue;
            }
            if (c == '"')
                return true;
            if (c < 0x20)
                return fail("a string holds a control character; escape it");
            if (c == '\\') {
                const int e = m_in.get();
                switch (e) {
                case '"':
                    m_string.push_back('"');
                    break;
                case '\\':
                    m_string.push_back('\\');
                    break;
                case '/':
                    m_string.push_back('/');
                    break;
                case 'b':
                    m_string.push_back('\b');
                    break;
                case 'f':
                    m_string.push_back('\f');
                    break;
                case 'n':
                    m_string.push_back('\n');
                    break;
                case 'r':
                    m_string.push_back('\r');
                    break;
                case 't':
                    m_string.push_back('\t');
                    break;
                case 'u': {
                    std::uint32_t cp = 0;
                    if (!hex4(cp))
                        return false;
                    if (cp >= 0xD800 && cp <= 0xDBFF) {  // a surrogate pair
                        std::uint32_t low = 0;
                        if (m_in.get() != '\\' || m_in.get() != 'u' || !hex4(low) || low < 0xDC00 || low > 0xDFFF)
                            return fail("a \\u surrogate must come in a pair");
                        cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
                    } else if (cp >= 0xDC00 && cp <= 0xDFFF) {
                        return fail("a lone \\u surrogate");
                    }
                    appendUtf8(cp);
                    break;
                }
                default:
                    return fail("an unknown escape in a string");
                }
                continue;
            }
            if (c >= 0x80) {
                if ((c & 0xE0) == 0xC0 && c >= 0xC2)
                    continuation = 1;
                else if ((c & 0xF0) == 0xE0)
                    continuation = 2;
                else if ((c & 0xF8) == 0xF0 && c <= 0xF4)
                    continuation = 3;
                else
                    return fail("a string holds bytes that are not UTF-8");
                if (c == 0xE0)
                    low = 0xA0;
                else if (c == 0xED)
                    high = 0x9F;
                else if (c == 0xF0)
                    low = 0x90;
                else if (c == 0xF4)
                    high = 0x8F;
            }
            m_string.push_back(static_cast<char>(c));
        }
    }

    ByteSource& m_in;
    Handler& m_handler;
    std::vector<char> m_stack;
    std::vector<OpenObject> m_objects;  // the first m_objectCount are open
    std::vector<SeenKey> m_keys;        // the first m_keyCount are the open objects' keys
    std::size_t m_objectCount = 0, m_keyCount = 0;
    std::string m_keyText;
    std::vector<std::unordered_set<std::string>> m_sets;
    std::string m_string, m_number, m_empty;
};

}  // namespace rigpose::detail
