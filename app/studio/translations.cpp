#include "translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include "studio_settings.h"

namespace rigpose::studio {

namespace {

QString resourceFolder() { return QStringLiteral(":/i18n"); }

bool install(QCoreApplication& app, const QLocale& locale, const QString& name, const QString& folder)
{
    auto* translator = new QTranslator(&app);
    if (!translator->load(locale, name, QStringLiteral("_"), folder)) {
        delete translator;
        return false;
    }
    QCoreApplication::installTranslator(translator);
    return true;
}

}  // namespace

QString installTranslators(QCoreApplication& app, const QString& language)
{
    QString chosen = language;
    if (chosen.isEmpty())
        chosen = settings::language();
    const QLocale locale = chosen.isEmpty() ? QLocale::system() : QLocale(chosen);
    if (!chosen.isEmpty())
        QLocale::setDefault(locale);  // numbers in the chosen language's spelling too

    const QLocale english(QLocale::English);
    install(app, english, QStringLiteral("rigpose"), resourceFolder());
    if (locale.language() == QLocale::English || locale.language() == QLocale::C)
        return QStringLiteral("en");

    // Qt's own strings (dialog buttons, About Qt) when the system has them; not fatal if not.
    install(app, locale, QStringLiteral("qtbase"), QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    if (!install(app, locale, QStringLiteral("rigpose"), resourceFolder()))
        return QStringLiteral("en");
    return QLocale::languageToCode(locale.language());
}

}  // namespace rigpose::studio
