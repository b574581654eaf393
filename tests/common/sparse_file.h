#pragma once
// A file whose size says "huge" but which holds next to nothing on the disk, for testing a
// reader's size check without writing gigabytes.

#include <QByteArray>
#include <QFile>
#include <QString>

#include <cstdint>

#include <sys/stat.h>

namespace rigpose::test {

enum class SparseFile {
    Written,    // `size` bytes long, `head` first, the rest a hole
    NotSparse,  // written, but this file system stored the hole: the caller should skip
    WriteFailed,
};

inline SparseFile writeSparseFile(const QString& path, const QByteArray& head, std::uint64_t size)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(head) != head.size() || !f.resize(static_cast<qint64>(size)))
        return SparseFile::WriteFailed;
    f.close();
    struct stat st {};
    if (stat(QFile::encodeName(path).constData(), &st) != 0)
        return SparseFile::WriteFailed;
    return static_cast<std::uint64_t>(st.st_blocks) * 512 > (std::uint64_t(64) << 20) ? SparseFile::NotSparse
                                                                                      : SparseFile::Written;
}

}  // namespace rigpose::test
