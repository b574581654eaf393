#pragma once
// The picture under each frame: a folder of PNGs, the i-th in name order under frame i. Listing
// and decoding happen on a worker; the newest frame asked for wins, and a few recent ones are
// kept so stepping back and forth does not decode again.

#include <QHash>
#include <QImage>
#include <QObject>
#include <QStringList>

#include <cstdint>
#include <deque>

namespace rigpose::studio {

class FrameImages : public QObject {
    Q_OBJECT

public:
    explicit FrameImages(QObject* parent = nullptr);

    // Lists `folder`'s PNGs (empty clears).
    void setFolder(const QString& folder);
    QString folder() const { return m_folder; }
    int count() const { return static_cast<int>(m_files.size()); }
    // Asks for frame `frame`'s picture; imageReady follows (at once when it is cached).
    void request(std::size_t frame);

signals:
    void listed(int count);
    // A null image when the frame has no picture.
    void imageReady(std::size_t frame, const QImage& image);

private:
    void remember(std::size_t frame, const QImage& image);

    QString m_folder;
    QStringList m_files;
    std::uint64_t m_listJob = 0;
    std::size_t m_wanted = 0;
    QHash<std::size_t, QImage> m_cache;
    std::deque<std::size_t> m_cacheOrder;
};

// The PNGs of `folder` in name order (natural: frame2 before frame10).
QStringList listFramePictures(const QString& folder);

}  // namespace rigpose::studio
