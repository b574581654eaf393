#include "rigpose/r3d/plan.h"

namespace rigpose::r3d {

Plan plan(const RoleMapping& source, const RoleMapping& target)
{
    Plan out;
    for (std::size_t r = 0; r < kRoleCount; ++r) {
        const auto role = static_cast<Role>(r);
        const bool inSource = source.boneOf(role) >= 0, inTarget = target.boneOf(role) >= 0;
        if (inSource && inTarget)
            out.mapped.push_back(role);
        else if (inSource)
            out.unmappedSource.push_back(role);
        else if (inTarget)
            out.unmappedTarget.push_back(role);
    }
    return out;
}

std::optional<std::vector<std::size_t>> fkOrder(const std::vector<int>& parents)
{
    const std::size_t n = parents.size();
    std::vector<std::vector<std::size_t>> children(n);
    std::vector<std::size_t> order, stack;
    for (std::size_t b = 0; b < n; ++b) {
        const int p = parents[b];
        if (p < -1 || p >= static_cast<int>(n))
            return std::nullopt;
        if (p >= 0)
            children[static_cast<std::size_t>(p)].push_back(b);
    }
    for (std::size_t root = 0; root < n; ++root) {
        if (parents[root] != -1)
            continue;
        stack.push_back(root);
        while (!stack.empty()) {
            const std::size_t b = stack.back();
            stack.pop_back();
            order.push_back(b);
            // Pushed last to first, so the first child is walked first.
            for (auto c = children[b].rbegin(); c != children[b].rend(); ++c)
                stack.push_back(*c);
        }
    }
    // A bone on a loop is never reached from a root.
    if (order.size() != n)
        return std::nullopt;
    return order;
}

}  // namespace rigpose::r3d
