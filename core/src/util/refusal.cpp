#include "rigpose/util/refusal.h"

#include <algorithm>

namespace rigpose {

void RefusalList::add(std::string code, std::string message, RefusalPlace place)
{
    ++m_total;
    if (m_items.size() < m_limit)
        m_items.push_back({std::move(code), std::move(message), std::move(place)});
}

void RefusalList::append(const RefusalList& other)
{
    for (const Refusal& r : other.m_items)
        add(r);
    m_total += other.omitted();
}

bool RefusalList::has(std::string_view code) const
{
    return std::any_of(m_items.begin(), m_items.end(), [&](const Refusal& r) { return r.code == code; });
}

}  // namespace rigpose
