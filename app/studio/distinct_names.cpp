#include "distinct_names.h"

#include <QDir>
#include <QHash>

namespace rigpose::studio {

QStringList distinctNames(const QStringList& paths)
{
    // Each path's parts, last first; a name is its first `depth` parts, read back to front.
    std::vector<QStringList> parts;
    for (const QString& path : paths) {
        QStringList p = QDir::cleanPath(QDir::fromNativeSeparators(path)).split(QLatin1Char('/'), Qt::SkipEmptyParts);
        std::reverse(p.begin(), p.end());
        parts.push_back(p);
    }
    std::vector<int> depth(paths.size(), 1);
    const auto nameOf = [&](std::size_t i) {
        QStringList shown = parts[i].mid(0, depth[i]);
        std::reverse(shown.begin(), shown.end());
        return shown.join(QLatin1Char('/'));
    };
    for (bool grew = true; grew;) {
        grew = false;
        QHash<QString, std::vector<std::size_t>> byName;
        for (std::size_t i = 0; i < parts.size(); ++i)
            byName[nameOf(i)].push_back(i);
        for (const auto& same : byName)
            if (same.size() > 1)
                for (std::size_t i : same)
                    if (depth[i] < parts[i].size()) {
                        ++depth[i];
                        grew = true;
                    }
    }
    QStringList out;
    for (std::size_t i = 0; i < parts.size(); ++i)
        out << nameOf(i);
    return out;
}

}  // namespace rigpose::studio
