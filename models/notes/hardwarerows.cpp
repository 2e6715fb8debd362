// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "notes/hardwarerows.h"

#include <QRegularExpression>
#include <QStringList>

#include <algorithm>

namespace {

// "A100-SXM4" and "a100 sxm4" are the same.
QString key(const QString &text)
{
    QString result = text.toCaseFolded();
    result.remove(QRegularExpression(QStringLiteral("[ \\t-]")));
    return result;
}

QString memoryText(const QList<int> &memory)
{
    QStringList sizes;
    for (int gb : memory) {
        sizes.append(QString::number(gb));
    }
    return sizes.isEmpty() ? QString() : sizes.join(QLatin1Char('/')) + QStringLiteral(" GB");
}

QString withMemory(const QString &text, const QList<int> &memory)
{
    const QString size = memoryText(memory);
    return size.isEmpty() ? text : text + QStringLiteral("（") + size + QStringLiteral("）");
}

} // namespace

HardwareRows::HardwareRows(const QList<GpuCatalog::Entry> &catalogue)
    : m_catalogue(catalogue)
{
}

const GpuCatalog::Entry *HardwareRows::find(const QString &name) const
{
    const auto found = std::find_if(m_catalogue.cbegin(), m_catalogue.cend(),
        [&](const GpuCatalog::Entry &entry) { return entry.name.compare(name, Qt::CaseInsensitive) == 0; });
    return found == m_catalogue.cend() ? nullptr : &*found;
}

QJsonArray HardwareRows::rows(const GpuCatalog::Entry &entry, const QString &written) const
{
    QJsonArray rows;
    const int form = writtenForm(entry, written);
    if (!entry.inChina.isEmpty() || entry.forms.isEmpty()) {
        const QString china = entry.inChina.isEmpty() ? withMemory(entry.name, entry.memoryGB)
                                                      : entry.name + QStringLiteral("（") + entry.inChina + QStringLiteral("）");
        rows.append(QJsonArray {written, china, linkText(entry, entry.nvlink), advice(entry, entry.nvlink)});
    } else {
        QList<int> order;
        for (int i = 0; i < entry.forms.size(); ++i) {
            order.append(i);
        }
        if (form > 0) {
            order.move(form, 0);
        }
        for (int i : std::as_const(order)) {
            const GpuCatalog::Form &f = entry.forms.at(i);
            const bool module = f.form.compare(QLatin1String("module"), Qt::CaseInsensitive) == 0;
            QString original = entry.name + (module ? QString() : QLatin1Char(' ') + f.form);
            if (i == form || (form < 0 && i == order.constFirst())) {
                original = i == form || module ? written : written + QStringLiteral("（") + f.form + QStringLiteral("）");
            }
            rows.append(QJsonArray {original, formText(entry.name, f), linkText(entry, f.nvlink), advice(entry, f.nvlink)});
        }
    }
    const QJsonArray domestic = domesticRow(entry, written, form);
    if (!domestic.isEmpty()) {
        rows.append(domestic);
    }
    if (!entry.cloud.isEmpty()) {
        rows.append(QJsonArray {entry.name + QStringLiteral(" 云实例"), QStringLiteral("云实例（") + entry.cloud + QStringLiteral("）"),
            QStringLiteral("⚠️ 取决于实例规格"), QStringLiteral("查阅云厂商文档确认")});
    }
    return rows;
}

// The domestic equivalent in the form class the text names (module or card), else
// in its first form.
QJsonArray HardwareRows::domesticRow(const GpuCatalog::Entry &entry, const QString &written, int form) const
{
    const GpuCatalog::Entry *domestic = entry.domesticEquivalent.isEmpty() ? nullptr : find(entry.domesticEquivalent);
    if (!domestic) {
        return {};
    }
    if (domestic->forms.isEmpty()) {
        return {written, withMemory(domestic->name, domestic->memoryGB), linkText(*domestic, domestic->nvlink),
            advice(*domestic, domestic->nvlink)};
    }
    const GpuCatalog::Form *chosen = &domestic->forms.constFirst();
    if (form >= 0) {
        const bool card = isCard(entry.forms.at(form).form);
        for (const GpuCatalog::Form &candidate : domestic->forms) {
            if (isCard(candidate.form) == card) {
                chosen = &candidate;
                break;
            }
        }
    }
    return {written, formText(domestic->name, *chosen), linkText(*domestic, chosen->nvlink), advice(*domestic, chosen->nvlink)};
}

// The form the text names: "H100 80GB SXM" names SXM5 (the generation may be left out).
int HardwareRows::writtenForm(const GpuCatalog::Entry &entry, const QString &written)
{
    static const QRegularExpression generation(QStringLiteral("\\d+$"));
    const QString text = key(written).remove(key(entry.name));
    for (int i = 0; i < entry.forms.size(); ++i) {
        const QString form = key(entry.forms.at(i).form).remove(generation);
        if (!form.isEmpty() && text.contains(form)) {
            return i;
        }
    }
    return -1;
}

bool HardwareRows::isCard(const QString &form)
{
    return form.compare(QLatin1String("PCIe"), Qt::CaseInsensitive) == 0 || form.compare(QLatin1String("NVL"), Qt::CaseInsensitive) == 0;
}

// "H100 SXM5 模块（80 GB）", "H100 PCIe 卡（80 GB）", "GB200 NVL72 机柜", "Ascend 910B 模块（64 GB）".
QString HardwareRows::formText(const QString &name, const GpuCatalog::Form &form)
{
    static const QRegularExpression rack(QStringLiteral("^NVL\\d+$"), QRegularExpression::CaseInsensitiveOption);
    QString text = name;
    if (form.form.compare(QLatin1String("module"), Qt::CaseInsensitive) != 0) {
        text += QLatin1Char(' ') + form.form;
    }
    text += isCard(form.form)              ? QStringLiteral(" 卡")
        : rack.match(form.form).hasMatch() ? QStringLiteral(" 机柜")
                                           : QStringLiteral(" 模块");
    return withMemory(text, form.memoryGB);
}

QString HardwareRows::linkText(const GpuCatalog::Entry &entry, const QString &nvlink)
{
    if (!entry.interconnect.isEmpty()) {
        return QStringLiteral("不适用（") + entry.interconnect + QStringLiteral("）");
    }
    if (nvlink == QLatin1String("yes")) {
        return QStringLiteral("✅ 支持");
    }
    if (nvlink == QLatin1String("partial")) {
        return QStringLiteral("⚠️ 部分规格支持");
    }
    if (nvlink == QLatin1String("reduced")) {
        return QStringLiteral("⚠️ 支持，带宽低于原型号");
    }
    if (nvlink == QLatin1String("bridge")) {
        return QStringLiteral("❌ 多卡间不支持（仅桥接的 2–4 张卡互联）");
    }
    return QStringLiteral("❌ 不支持");
}

QString HardwareRows::advice(const GpuCatalog::Entry &entry, const QString &nvlink)
{
    if (!entry.alternative.isEmpty()) {
        return entry.alternative;
    }
    if (!entry.interconnect.isEmpty()) {
        return QStringLiteral("跳过 NVLink 相关配置");
    }
    if (nvlink == QLatin1String("yes")) {
        return QStringLiteral("保持原文配置");
    }
    if (nvlink == QLatin1String("reduced")) {
        return QStringLiteral("保持原文配置，通信开销高于原文");
    }
    if (nvlink == QLatin1String("partial")) {
        return QStringLiteral("查阅厂商文档确认");
    }
    return QStringLiteral("改用 Ring-AllReduce + 梯度压缩");
}
