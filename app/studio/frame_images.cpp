#include "frame_images.h"

#include <QDir>
#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

namespace rigpose::studio {

namespace {
constexpr std::size_t kCached = 24;  // about a second of 24 fps either way

// Natural order: runs of digits compare as numbers (frame2 before frame10), the rest without
// case. Written out rather than QCollator's numeric mode, which the C locale (CI, a bare
// container) does not support.
bool naturalLess(const QString& a, const QString& b)
{
    qsizetype i = 0, j = 0;
    while (i < a.size() && j < b.size()) {
        if (a[i].isDigit() && b[j].isDigit()) {
            qsizetype ei = i, ej = j;
            while (ei < a.size() && a[ei].isDigit())
                ++ei;
            while (ej < b.size() && b[ej].isDigit())
                ++ej;
            // Compare the numbers by their digits without leading zeros: longer is larger.
            QStringView na = QStringView(a).mid(i, ei - i), nb = QStringView(b).mid(j, ej - j);
            while (na.size() > 1 && na.front() == u'0')
                na = na.mid(1);
            while (nb.size() > 1 && nb.front() == u'0')
                nb = nb.mid(1);
            if (na.size() != nb.size())
                return na.size() < nb.size();
            if (const int c = na.compare(nb); c != 0)
                return c < 0;
            i = ei;
            j = ej;
            continue;
        }
        const QChar ca = a[i].toLower(), cb = b[j].toLower();
        if (ca != cb)
            return ca < cb;
        ++i;
        ++j;
    }
    if (a.size() - i != b.size() - j)
        return a.size() - i < b.size() - j;
    return a < b;
}
}  // namespace

QStringList listFramePictures(const QString& folder)
{
    QDir dir(folder);
    QStringList names = dir.entryList({QStringLiteral("*.png"), QStringLiteral("*.PNG")}, QDir::Files);
    std::sort(names.begin(), names.end(), naturalLess);
    QStringList paths;
    for (const QString& n : names)
        paths << dir.filePath(n);
    return paths;
}

FrameImages::FrameImages(QObject* parent) : QObject(parent) {}

void FrameImages::setFolder(const QString& folder)
{
    m_folder = folder;
    m_files.clear();
    m_cache.clear();
    m_cacheOrder.clear();
    const std::uint64_t job = ++m_listJob;
    if (folder.isEmpty()) {
        emit listed(0);
        return;
    }
    auto* watcher = new QFutureWatcher<QStringList>(this);
    connect(watcher, &QFutureWatcher<QStringList>::finished, this, [this, watcher, job] {
        watcher->deleteLater();
        if (job != m_listJob)
            return;
        m_files = watcher->result();
        emit listed(count());
        request(m_wanted);
    });
    watcher->setFuture(QtConcurrent::run(listFramePictures, folder));
}

void FrameImages::request(std::size_t frame)
{
    m_wanted = frame;
    if (frame >= static_cast<std::size_t>(m_files.size())) {
        emit imageReady(frame, QImage());
        return;
    }
    if (const auto it = m_cache.constFind(frame); it != m_cache.constEnd()) {
        emit imageReady(frame, *it);
        return;
    }
    auto* watcher = new QFutureWatcher<QImage>(this);
    const std::uint64_t job = m_listJob;
    connect(watcher, &QFutureWatcher<QImage>::finished, this, [this, watcher, frame, job] {
        watcher->deleteLater();
        if (job != m_listJob)
            return;
        remember(frame, watcher->result());
        // Only the newest request is shown; older decodes are kept for stepping back.
        if (frame == m_wanted)
            emit imageReady(frame, watcher->result());
    });
    const QString path = m_files[static_cast<qsizetype>(frame)];
    watcher->setFuture(QtConcurrent::run([path] { return QImage(path); }));
}

void FrameImages::remember(std::size_t frame, const QImage& image)
{
    if (m_cache.contains(frame))
        return;
    m_cache.insert(frame, image);
    m_cacheOrder.push_back(frame);
    while (m_cacheOrder.size() > kCached) {
        m_cache.remove(m_cacheOrder.front());
        m_cacheOrder.pop_front();
    }
}

}  // namespace rigpose::studio
