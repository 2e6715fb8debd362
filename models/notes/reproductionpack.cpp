// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "notes/reproductionpack.h"

#include "notes/annotationrepository.h"
#include "notes/projectcatalogs.h"
#include "store/issue.h"
#include "store/issuerepository.h"

#include <QVersionNumber>

#include <algorithm>

namespace {

QString value(const QJsonObject &values, const char *key)
{
    return values.value(QLatin1String(key)).toString().trimmed();
}

QString seriesOf(const QString &version)
{
    const QVersionNumber number = QVersionNumber::fromString(version);
    return QVersionNumber(number.majorVersion(), number.minorVersion()).toString();
}

QString fenced(const QString &language, const QString &text)
{
    return QStringLiteral("```%1\n%2\n```\n").arg(language, text);
}

QString withBreak(const QString &text)
{
    return text.endsWith(QLatin1Char('\n')) ? text : text + QLatin1Char('\n');
}

} // namespace

QStringList ReproductionPack::fileNames()
{
    return {QStringLiteral("Dockerfile"), QStringLiteral("requirements.txt"), QStringLiteral("run_quick.sh"), QStringLiteral("README.md")};
}

QString ReproductionPack::wheelCuda(const VersionSnapshot &snapshot, const VersionCatalog &versions)
{
    QString torch;
    for (const QString &line : snapshot.requirements()) {
        if (line.startsWith(QLatin1String("torch==")) && torch.isEmpty()) {
            torch = seriesOf(line.section(QStringLiteral("=="), 1).section(QLatin1Char('+'), 0, 0));
        }
    }
    const QString cuda = snapshot.cuda().isEmpty() ? QString() : seriesOf(snapshot.cuda());
    if (torch.isEmpty()) {
        return {};
    }
    const VersionCatalog::Entry *named = cuda.isEmpty() ? nullptr : versions.find(cuda);
    if (named && named->torchSeries.contains(torch)) {
        return cuda;
    }
    QString newest;
    const QList<VersionCatalog::Entry> entries = versions.entries();
    for (const VersionCatalog::Entry &entry : entries) {
        if (entry.torchSeries.contains(torch)
            && (newest.isEmpty() || QVersionNumber::fromString(entry.cuda) > QVersionNumber::fromString(newest))) {
            newest = entry.cuda;
        }
    }
    return newest.isEmpty() ? cuda : newest;
}

// "package==version" lines, in post order, changed where the compatibility catalogue
// says how the post's pins work together.
QStringList ReproductionPack::requirements(const VersionSnapshot &snapshot, const CompatCatalog &compat)
{
    const QStringList pinned = snapshot.requirements();
    QStringList packages;
    QStringList versionsOf;
    for (const QString &line : pinned) {
        packages.append(line.section(QStringLiteral("=="), 0, 0));
        versionsOf.append(line.section(QStringLiteral("=="), 1));
    }
    QStringList lines = pinned;
    const auto seriesOfPin = [&](int i) { return seriesOf(versionsOf.at(i).section(QLatin1Char('+'), 0, 0)); };
    const QList<CompatCatalog::Entry> entries = compat.entries();
    for (const CompatCatalog::Entry &entry : entries) {
        if (entry.kind == CompatCatalog::Kind::Series) {
            int anchor = -1;
            for (int a = 0; a < entry.packages.size() && anchor < 0; ++a) {
                anchor = packages.contains(entry.packages.at(a)) ? a : -1;
            }
            const int first = anchor < 0 ? -1 : int(packages.indexOf(entry.packages.at(anchor)));
            const auto row = std::find_if(entry.rows.cbegin(), entry.rows.cend(),
                [&](const QStringList &candidate) { return first >= 0 && candidate.at(anchor) == seriesOfPin(first); });
            for (int b = 0; row != entry.rows.cend() && b < entry.packages.size(); ++b) {
                const int i = int(packages.indexOf(entry.packages.at(b)));
                if (i >= 0 && seriesOfPin(i) != row->at(b)) {
                    lines[i] = QStringLiteral("%1==%2.*  # 原文为 %3，与 %4 %5 不配套")
                                   .arg(packages.at(i), row->at(b), pinned.at(i), packages.at(first), versionsOf.at(first));
                }
            }
        } else if (entry.kind == CompatCatalog::Kind::Requires) {
            const int i = int(packages.indexOf(entry.package));
            const int j = int(packages.indexOf(entry.needs));
            if (i >= 0 && j >= 0 && QVersionNumber::fromString(versionsOf.at(i)) >= QVersionNumber::fromString(entry.since)
                && QVersionNumber::fromString(versionsOf.at(j)) < QVersionNumber::fromString(entry.minimum)) {
                lines[i] = QStringLiteral("%1<%2  # 原文为 %3，%4 %5 需要 %1 < %2")
                               .arg(entry.package, entry.since, pinned.at(i), entry.needs, versionsOf.at(j));
            }
        }
    }
    return lines;
}

// What run_quick.sh of a pack built from a snapshot runs, and what that prints: torch
// with its CUDA and the GPU, the version of each other pinned package the post imports.
QPair<QStringList, QStringList> ReproductionPack::environmentCheck(const VersionSnapshot &snapshot, const QString &cuda)
{
    QStringList imported;
    for (const VersionPin &pin : snapshot.pins) {
        if (pin.kind == VersionPin::Import) {
            imported.append(pin.package);
        }
    }
    QStringList commands;
    QStringList expected;
    for (const QString &line : snapshot.requirements()) {
        const QString package = line.section(QStringLiteral("=="), 0, 0);
        const QString version = line.section(QStringLiteral("=="), 1);
        if (package == QLatin1String("torch")) {
            commands.append(QStringLiteral("python -c \"import torch; print('torch', torch.__version__, 'CUDA', torch.version.cuda, "
                                           "torch.cuda.is_available())\""));
            const QString local = cuda.isEmpty() || version.contains(QLatin1Char('+'))
                ? version
                : version + QStringLiteral("+cu") + QString(cuda).remove(QLatin1Char('.'));
            expected.append(QStringLiteral("torch %1 CUDA %2 True").arg(local, cuda.isEmpty() ? QStringLiteral("None") : cuda));
        } else if (imported.contains(package)) {
            commands.append(QStringLiteral("python -c \"import %1; print('%1', %1.__version__)\"").arg(package));
            expected.append(package + QLatin1Char(' ') + version);
        }
    }
    if (commands.isEmpty()) {
        commands.append(QStringLiteral("pip check"));
        expected.append(QStringLiteral("No broken requirements found."));
    }
    return {commands, expected};
}

// The default image with the Python the post pins.
QString ReproductionPack::baseImage(const VersionSnapshot &snapshot, const PackSettings &settings)
{
    const QVersionNumber python = QVersionNumber::fromString(snapshot.python());
    if (settings.baseImage == PackSettings::defaults().baseImage && python.segmentCount() >= 2 && python.majorVersion() == 3) {
        return QStringLiteral("python:3.%1-slim").arg(python.minorVersion());
    }
    return settings.baseImage;
}

QJsonObject ReproductionPack::fromSnapshot(
    const VersionSnapshot &snapshot, const VersionCatalog &versions, const CompatCatalog &compat, const PackSettings &settings)
{
    QStringList requirements = ReproductionPack::requirements(snapshot, compat);
    const QString cuda = wheelCuda(snapshot, versions);
    if (!cuda.isEmpty()) {
        requirements.prepend(
            QStringLiteral("--extra-index-url https://download.pytorch.org/whl/cu") + QString(cuda).remove(QLatin1Char('.')));
    }
    const QPair<QStringList, QStringList> check = environmentCheck(snapshot, cuda);
    return QJsonObject {{QStringLiteral("base_image"), baseImage(snapshot, settings)},
        {QStringLiteral("requirements"), requirements.join(QLatin1Char('\n'))}, {QStringLiteral("pip_mirror"), settings.pipMirror},
        {QStringLiteral("conda_mirror"), settings.condaMirror}, {QStringLiteral("hf_mirror"), settings.hfMirror},
        {QStringLiteral("quick_command"), check.first.join(QLatin1Char('\n'))},
        {QStringLiteral("expected_output"), check.second.join(QLatin1Char('\n'))},
        {QStringLiteral("comment"), QStringLiteral("由版本快照自动生成：极速启动模式只核对环境，请换成原文在小规模子集上的运行命令。")}};
}

QList<ReproductionPack::File> ReproductionPack::files(const QJsonObject &values, const Issue &issue, const QStringList &conflicts)
{
    const QString requirements = value(values, "requirements");
    return {{QStringLiteral("Dockerfile"), dockerfile(values, issue).toUtf8(), false},
        {QStringLiteral("requirements.txt"), (requirements.isEmpty() ? QString() : withBreak(requirements)).toUtf8(), false},
        {QStringLiteral("run_quick.sh"), runQuick(values, issue).toUtf8(), true},
        {QStringLiteral("README.md"), readme(values, issue, conflicts).toUtf8(), false}};
}

QString ReproductionPack::dockerfile(const QJsonObject &values, const Issue &issue)
{
    const QString base = value(values, "base_image").isEmpty() ? PackSettings::defaults().baseImage : value(values, "base_image");
    QString text = QStringLiteral("# 环境复现包：%1（第 %2 期），由 Yiqiao 导出\nFROM %3\n").arg(issue.title).arg(issue.number).arg(base);
    QStringList env;
    if (!value(values, "pip_mirror").isEmpty()) {
        env.append(QStringLiteral("PIP_INDEX_URL=") + value(values, "pip_mirror"));
    }
    if (!value(values, "hf_mirror").isEmpty()) {
        env.append(QStringLiteral("HF_ENDPOINT=") + value(values, "hf_mirror"));
    }
    if (!env.isEmpty()) {
        text += QStringLiteral("ENV ") + env.join(QStringLiteral(" \\\n    ")) + QLatin1Char('\n');
    }
    text += QStringLiteral("WORKDIR /workspace\nCOPY requirements.txt run_quick.sh ./\n"
                           "RUN pip install --no-cache-dir -r requirements.txt\nCMD [\"bash\", \"run_quick.sh\"]\n");
    return text;
}

QString ReproductionPack::runQuick(const QJsonObject &values, const Issue &issue)
{
    QString text = QStringLiteral("#!/usr/bin/env bash\n# 极速启动模式：在小规模子集上跑通原文的流程（%1，第 %2 期）\nset -euo pipefail\n"
                                  "cd \"$(dirname \"$0\")\"\n")
                       .arg(issue.title)
                       .arg(issue.number);
    if (!value(values, "pip_mirror").isEmpty()) {
        text += QStringLiteral("export PIP_INDEX_URL=\"${PIP_INDEX_URL:-%1}\"\n").arg(value(values, "pip_mirror"));
    }
    if (!value(values, "hf_mirror").isEmpty()) {
        text += QStringLiteral("export HF_ENDPOINT=\"${HF_ENDPOINT:-%1}\"\n").arg(value(values, "hf_mirror"));
    }
    const QString command = value(values, "quick_command");
    return text
        + withBreak(command.isEmpty() ? QStringLiteral("echo \"请在 run_quick.sh 中填入原文的最小运行命令\" >&2\nexit 1") : command);
}

QString ReproductionPack::readme(const QJsonObject &values, const Issue &issue, const QStringList &conflicts)
{
    const QString tag = QStringLiteral("yiqiao-issue-%1").arg(issue.number);
    QString text =
        QStringLiteral("# 环境复现包：%1\n\n第 %2 期译文的环境复现包，由 Yiqiao 从译者注导出。\n\n").arg(issue.title).arg(issue.number);
    text += QStringLiteral("## 固定版本\n\n`requirements.txt`：\n\n") + fenced(QStringLiteral("text"), value(values, "requirements"));
    text += QStringLiteral("\n## 国内镜像\n\n");
    if (!value(values, "pip_mirror").isEmpty()) {
        text += QStringLiteral("- pip：%1\n").arg(value(values, "pip_mirror"));
    }
    if (!value(values, "conda_mirror").isEmpty()) {
        text += QStringLiteral("- conda：%1\n").arg(value(values, "conda_mirror"));
    }
    if (!value(values, "hf_mirror").isEmpty()) {
        text += QStringLiteral("- Hugging Face：%1（`export HF_ENDPOINT=%1`）\n").arg(value(values, "hf_mirror"));
    }
    text += QStringLiteral("\n## 运行（极速启动模式）\n\n用 Docker：\n\n")
        + fenced(QStringLiteral("bash"), QStringLiteral("docker build -t %1 .\ndocker run --rm --gpus all %1").arg(tag))
        + QStringLiteral("\n或在本机的 Python 虚拟环境中：\n\n")
        + fenced(QStringLiteral("bash"),
            QStringLiteral("python -m venv .venv && . .venv/bin/activate\npip install -r requirements.txt\nbash run_quick.sh"));
    if (!value(values, "quick_command").isEmpty()) {
        text += QStringLiteral("\n`run_quick.sh` 运行的命令：\n\n") + fenced(QStringLiteral("bash"), value(values, "quick_command"));
    }
    if (!value(values, "expected_output").isEmpty()) {
        text += QStringLiteral("\n## 预期输出\n\n") + fenced(QStringLiteral("text"), value(values, "expected_output"));
    }
    if (!conflicts.isEmpty()) {
        text += QStringLiteral("\n## 版本冲突（离线核对）\n\n") + withBreak(conflicts.join(QLatin1Char('\n')));
    }
    if (!value(values, "comment").isEmpty()) {
        text += QStringLiteral("\n## 说明\n\n") + withBreak(value(values, "comment"));
    }
    return text;
}

bool ReproductionPack::forIssue(ProjectStore &store, const Issue &issue, QList<File> *files, bool *builtFromSnapshot, QString *error)
{
    VersionSnapshot snapshot;
    if (!VersionSnapshot::ofIssue(store, issue.id, &snapshot, error)) {
        return false;
    }
    const QString conflicts = snapshot.noteValues().value(QStringLiteral("conflicts")).toString();
    const QStringList lines = conflicts.isEmpty() ? QStringList() : conflicts.split(QLatin1Char('\n'));
    if (const std::optional<QJsonObject> note = noteOf(store, issue.id)) {
        *files = ReproductionPack::files(*note, issue, lines);
        *builtFromSnapshot = false;
        return true;
    }
    ProjectCatalogs catalogs(store);
    catalogs.load();
    *files =
        ReproductionPack::files(fromSnapshot(snapshot, catalogs.versions(), catalogs.compat(), PackSettings::load(store)), issue, lines);
    *builtFromSnapshot = true;
    return true;
}

std::optional<QJsonObject> ReproductionPack::noteOf(ProjectStore &store, qint64 issueId)
{
    const QList<BlockRecord> targets = IssueRepository(store).targetBlocks(issueId);
    AnnotationRepository notes(store);
    for (const BlockRecord &target : targets) {
        const std::optional<AnnotationRepository::Note> note =
            target.origin == QLatin1String("note") ? notes.note(target.id) : std::nullopt;
        if (note && note->kind == AnnotationKind::ReproductionPack) {
            return note->values;
        }
    }
    return std::nullopt;
}
