// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "team/teamidtext.h"

#include "team/teamrowcodec.h"

namespace {

const QString kGone = QStringLiteral("gone");
// ChecklistRepository::activeTemplateSetting() (team/ may not use checklist/; the
// test compares the two).
const QString kChecklistTemplate = QStringLiteral("checklist.template");
const QString kTargetBlocks = QStringLiteral("target_blocks");
const QString kSourceBlocks = QStringLiteral("source_blocks");
const QString kId = QStringLiteral("id");

} // namespace

QString TeamIdText::column(const QString &table)
{
    if (table == QLatin1String("source_changes")) {
        return QStringLiteral("target_ids");
    }
    if (table == QLatin1String("qa_waivers")) {
        return QStringLiteral("finding_key");
    }
    if (table == QLatin1String("project_settings")) {
        return QStringLiteral("value");
    }
    return {};
}

void TeamIdText::toUuids(TeamRowCodec &codec, const QString &table, QJsonObject *data)
{
    const QString name = column(table);
    if (name.isEmpty() || !data->value(name).isString()) {
        return;
    }
    const QString key = data->value(QStringLiteral("key")).toString();
    data->insert(name, translate(codec, table, key, data->value(name).toString(), true));
}

QString TeamIdText::toLocal(TeamRowCodec &codec, const QString &table, const QString &key, const QString &text)
{
    return translate(codec, table, key, text, false);
}

QString TeamIdText::translate(TeamRowCodec &codec, const QString &table, const QString &key, const QString &text, bool toUuids)
{
    if (table == QLatin1String("source_changes")) {
        return blocks(codec, text, toUuids);
    }
    if (table == QLatin1String("qa_waivers")) {
        return findingKey(codec, text, toUuids);
    }
    if (table == QLatin1String("project_settings") && key == kChecklistTemplate) {
        return reference(codec, QStringLiteral("checklist_templates"), text, toUuids);
    }
    return text;
}

QString TeamIdText::reference(TeamRowCodec &codec, const QString &table, const QString &text, bool toUuids)
{
    if (text.isEmpty()) {
        return text;
    }
    if (toUuids) {
        bool number = false;
        const qint64 id = text.toLongLong(&number);
        const QString uuid = number ? codec.uuidOf(table, kId, id) : QString();
        return uuid.isEmpty() ? kGone : uuid;
    }
    const QVariant id = codec.localValue(table, kId, text);
    return id.isValid() ? id.toString() : kGone;
}

QString TeamIdText::blocks(TeamRowCodec &codec, const QString &text, bool toUuids)
{
    QStringList out;
    const QStringList parts = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (const QString &part : parts) {
        const QString translated = reference(codec, kTargetBlocks, part, toUuids);
        if (translated != kGone) {
            out.append(translated);
        }
    }
    return out.join(QLatin1Char(' '));
}

// "check|N|detail": N > 0 a draft block, N < 0 minus a source block, 0 neither.
// Travelling: "check|t:<uuid>|detail", "check|s:<uuid>|detail", "check|0|detail".
QString TeamIdText::findingKey(TeamRowCodec &codec, const QString &text, bool toUuids)
{
    const int first = text.indexOf(QLatin1Char('|'));
    const int second = first < 0 ? -1 : text.indexOf(QLatin1Char('|'), first + 1);
    if (second < 0) {
        return text;
    }
    const QString block = text.mid(first + 1, second - first - 1);
    QString translated = kGone;
    if (block == QLatin1String("0")) {
        translated = block;
    } else if (toUuids) {
        bool number = false;
        const qint64 id = block.toLongLong(&number);
        const QString uuid = number ? codec.uuidOf(id > 0 ? kTargetBlocks : kSourceBlocks, kId, id > 0 ? id : -id) : QString();
        if (!uuid.isEmpty()) {
            translated = (id > 0 ? QStringLiteral("t:") : QStringLiteral("s:")) + uuid;
        }
    } else if (block.startsWith(QLatin1String("t:")) || block.startsWith(QLatin1String("s:"))) {
        const bool target = block.startsWith(QLatin1Char('t'));
        const QVariant id = codec.localValue(target ? kTargetBlocks : kSourceBlocks, kId, block.mid(2));
        if (id.isValid()) {
            translated = QString::number(target ? id.toLongLong() : -id.toLongLong());
        }
    }
    return text.left(first + 1) + translated + text.mid(second);
}
