#pragma once
// Loads the studio's translations from resources (:/i18n) and Qt's own for its dialogs.

#include <QString>

class QCoreApplication;

namespace rigpose::studio {

// English is always loaded first: it carries the plural forms ("1 frame", "2 frames") the
// source strings leave open. `language` ("ko", "en", "ko_KR") wins; when empty, the settings
// key and then the system locale decide. Returns the language whose catalogue was loaded
// on top of English ("en" when none was).
QString installTranslators(QCoreApplication& app, const QString& language = {});

}  // namespace rigpose::studio
