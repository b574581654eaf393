#pragma once
// The key files a project names (pelvis, contact and camera): what each
// kind is called, the project field that names it, its columns, and how its keys are checked.
// The key lane, the key table and the document know a kind only through this table.

#include <QColor>
#include <QCoreApplication>
#include <QString>

#include <optional>
#include <vector>

#include <nlohmann/json.hpp>

#include "project_fields.h"
#include "rigpose/util/refusal.h"

namespace rigpose::studio {

enum class KeyKind { Pelvis, Contact, Camera };
inline constexpr KeyKind kKeyKinds[] = {KeyKind::Pelvis, KeyKind::Contact, KeyKind::Camera};

// One word a choice column may hold (a contact key's side), the key that sets it on the lane,
// and the colour the lane draws it in.
struct KeyChoice {
    const char* value;  // as the file spells it ("l")
    QString label;      // in the table and the lane's tooltip
    int key;            // a Qt::Key
    QColor color;
};

// One value a key holds besides its frame: a number within bounds, or (with `choices`) one of
// a few words, kept in the file as a string.
struct KeyColumn {
    const char* field;  // the key's JSON field ("deg", "side")
    QString title;      // the table's header
    QString toolTip;
    double minimum, maximum;
    int decimals;
    std::vector<KeyChoice> choices;  // empty for a number
    // The key's interpolation to the next key: its first choice (linear) is written as no field,
    // so a file never given a curve keeps its bytes, and raw Bézier handles show as such.
    bool interpolation = false;

    bool isChoice() const { return !choices.empty(); }
    const KeyChoice* choice(const std::string& value) const;
};

struct KeyFormat {
    KeyKind kind;
    const char* spec;       // the file's spec string
    const char* code;       // its refusal code
    QString title;          // "Pelvis keys"
    QString keyName;        // one of them, in an undo step's name: "pelvis key"
    QString fileSuffix;     // what a new file is called after the sequence's stem
    bool fractionalFrames;  // a key may sit between frames
    std::vector<KeyColumn> columns;

    // The interpolation column, when the format interpolates between keys.
    const KeyColumn* interpolation() const;
};

const KeyFormat& keyFormat(KeyKind kind);
const ProjectField<QString>& keyField(KeyKind kind);

// A new file of `kind` holding `keys` (each { "frame", <columns> }).
nlohmann::ordered_json newKeyFile(KeyKind kind, nlohmann::ordered_json keys);
// The file's keys array, or null when the file holds none.
const nlohmann::ordered_json* keysOf(const nlohmann::ordered_json& file);
// A key's frame, when it is a number.
std::optional<double> keyFrame(const nlohmann::ordered_json& key);

// Every problem the CLI would refuse the file's text for, read against a sequence of
// `frameCount` frames. `displayName` starts each message.
RefusalList checkKeyFile(KeyKind kind, const std::string& text, const QString& displayName, std::size_t frameCount);

// Where a key goes in `file`'s keys to keep frames increasing: the index before which it goes,
// or the index of a key already at `frame`.
struct KeySlot {
    std::size_t index = 0;
    bool existing = false;
};
KeySlot keySlotFor(const nlohmann::ordered_json& file, double frame);

}  // namespace rigpose::studio
