// make_raise_art <dir>: writes the raise example's PNG parts (raise_art.h) into <dir>, which must
// exist. The bundled ones are made by
//   make_raise_art resources/examples/raise/rig/images
// No QGuiApplication: painting on a QImage without text needs none.

#include <QBuffer>
#include <QByteArray>
#include <QDir>

#include <cstdio>
#include <string>

#include "raise_art.h"
#include "rigpose/util/atomic_write.h"

int main(int argc, char** argv)
{
    if (argc != 2) {
        std::fprintf(stderr, "usage: make_raise_art <dir>\n");
        return 2;
    }
    const QDir dir(QString::fromLocal8Bit(argv[1]));
    if (!dir.exists()) {
        std::fprintf(stderr, "make_raise_art: %s is not a directory\n", argv[1]);
        return 2;
    }
    for (const rigpose::tools::ArtPart& part : rigpose::tools::drawRaiseArt()) {
        QByteArray bytes;
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        if (!part.image.save(&buffer, "PNG")) {
            std::fprintf(stderr, "make_raise_art: %s: PNG encoding failed\n", qPrintable(part.file));
            return 1;
        }
        const std::string path = dir.filePath(part.file).toStdString();
        if (const auto refusal = rigpose::writeFileAtomically(path,
                                                              std::string_view(bytes.constData(), bytes.size()))) {
            std::fprintf(stderr, "%s: %s\n", refusal->code.c_str(), refusal->message.c_str());
            return 1;
        }
        std::printf("%s %dx%d\n", path.c_str(), part.image.width(), part.image.height());
    }
    return 0;
}
