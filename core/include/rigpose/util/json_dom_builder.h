#pragma once
// The DOM built from the scanner's events (util/json_scanner.h), in place of nlohmann's
// json_sax_dom_parser. That one files each key through the object's operator[], which for an
// ordered_json is a walk over the keys so far: an object of n keys took n²/2 string compares
// (32,000 keys 1.2 s). The scanner has already refused a key given twice, so each key is
// appended without a look-up; the document is the same, key for key and in the same order.
// Internal to core.

#include <cstddef>
#include <cstdint>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

namespace rigpose::detail {

// Appends `key` to the ordered object `object` without looking for it first, and returns its
// value: ordered_map is a vector of pairs, and emplace_back on it skips the linear find that
// operator[] makes (quadratic over a document's 10,000 animations). The caller knows the key
// is new: the scanner refused a repeat, or the names come from a reader that did.
template <class Json>
auto& objectPairs(Json& object)
{
    if (!object.is_object())
        object = Json::object();
    return static_cast<typename Json::object_t::Container&>(object.template get_ref<typename Json::object_t&>());
}

template <class Json>
Json& appendNewKey(Json& object, std::string key, Json value = nullptr)
{
    auto& pairs = objectPairs(object);
    pairs.emplace_back(std::move(key), std::move(value));
    return pairs.back().second;
}

// The member called `key` of an ordered object whose members are filed through `at` (name ->
// place), appended when new: many members found in constant time each.
template <class Json>
Json& memberFiled(Json& object, std::unordered_map<std::string, std::size_t>& at, const std::string& key)
{
    auto& pairs = objectPairs(object);
    const auto [it, fresh] = at.try_emplace(key, pairs.size());
    if (fresh)
        pairs.emplace_back(key, Json::object());
    return pairs[it->second].second;
}

template <class Json>
class JsonDomBuilder {
public:
    explicit JsonDomBuilder(Json& root) : m_root(root) {}

    bool null() { return place(nullptr); }
    bool boolean(bool v) { return place(v); }
    bool number_integer(std::int64_t v) { return place(v); }
    bool number_unsigned(std::uint64_t v) { return place(v); }
    bool number_float(double v, const std::string&) { return place(v); }
    bool string(std::string& v) { return place(v); }

    bool start_object(std::size_t)
    {
        m_open.push_back(place(Json::value_t::object));
        return true;
    }
    bool key(std::string& k)
    {
        m_slot = &appendNewKey(*m_open.back(), k);
        return true;
    }
    bool end_object()
    {
        m_open.pop_back();
        return true;
    }
    bool start_array(std::size_t)
    {
        m_open.push_back(place(Json::value_t::array));
        return true;
    }
    bool end_array()
    {
        m_open.pop_back();
        return true;
    }

private:
    // Where a value goes: the document itself, the open array's end, or the slot its key made.
    // Only the innermost open container grows, so the pointers on m_open stay valid.
    template <class Value>
    Json* place(Value&& v)
    {
        if (m_open.empty()) {
            m_root = Json(std::forward<Value>(v));
            return &m_root;
        }
        Json* top = m_open.back();
        if (top->is_array()) {
            auto& items = top->template get_ref<typename Json::array_t&>();
            items.emplace_back(std::forward<Value>(v));
            return &items.back();
        }
        *m_slot = Json(std::forward<Value>(v));
        return m_slot;
    }

    Json& m_root;
    std::vector<Json*> m_open;  // the arrays and objects not yet closed, innermost last
    Json* m_slot = nullptr;     // the value the last key made room for
};

}  // namespace rigpose::detail
