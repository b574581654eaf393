#include "rigpose/widgets/row_diff.h"

#include <algorithm>
#include <unordered_map>

namespace rigpose::widgets {

std::vector<bool> rowsKept(const std::vector<std::string>& before, const std::vector<std::string>& after)
{
    std::unordered_map<std::string, std::size_t> place;
    for (std::size_t i = 0; i < after.size(); ++i)
        place.emplace(after[i], i);
    // The longest increasing run of new places over the old rows (patience sorting): `tails[k]`
    // is the old row ending the best run of length k + 1 so far, `previous` links each run back.
    std::vector<std::size_t> tails, previous(before.size(), before.size());
    std::vector<std::size_t> newPlace(before.size(), after.size());
    for (std::size_t i = 0; i < before.size(); ++i) {
        const auto it = place.find(before[i]);
        if (it == place.end())
            continue;
        newPlace[i] = it->second;
        const auto at = std::lower_bound(tails.begin(), tails.end(), it->second,
                                         [&](std::size_t row, std::size_t p) { return newPlace[row] < p; });
        if (at != tails.begin())
            previous[i] = *(at - 1);
        if (at == tails.end())
            tails.push_back(i);
        else
            *at = i;
    }
    std::vector<bool> kept(before.size(), false);
    for (std::size_t i = tails.empty() ? before.size() : tails.back(); i < before.size(); i = previous[i])
        kept[i] = true;
    return kept;
}

}  // namespace rigpose::widgets
