// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "notes/reproductionpack.h"

#include "notes/annotationrepository.h"
#include "notes/projectcatalogs.h"
#include "store/issue.h"
#include "store/issuerepository.h"

#include <QVersionNumber>

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
    for (const VersionPin &pin : snapshot.pins) {
        if (pin.kind == VersionPin::Package && pin.package == QLatin1String("torch") && torch.isEmpty()) {
            torch = seriesOf(pin.version.section(QLatin1Char('+'), 0, 0));
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

QJsonObject ReproductionPack::fromSnapshot(const VersionSnapshot &snapshot, const VersionCatalog &versions, const PackSettings &settings)
{
    QStringList requirements = snapshot.requirements();
    const QString cuda = wheelCuda(snapshot, versions);
    if (!cuda.isEmpty()) {
        requirements.prepend(
            QStringLiteral("--extra-index-url https://download.pytorch.org/whl/cu") + QString(cuda).remove(QLatin1Char('.')));
    }
    QStringList imported;
    for (const VersionPin &pin : snapshot.pins) {
        if (pin.kind == VersionPin::Import) {
            imported.append(pin.package);
        }
    }
    QStringList commands;
    QStringList expected;
    for (const VersionPin &pin : snapshot.pins) {
        const bool first = std::none_of(snapshot.pins.cbegin(), snapshot.pins.cbegin() + snapshot.pins.indexOf(pin),
            [&](const VersionPin &other) { return other.kind == VersionPin::Package && other.package == pin.package; });
        if (pin.kind != VersionPin::Package || !first) {
            continue;
        }
        if (pin.package == QLatin1String("torch")) {
            commands.append(QStringLiteral("python -c \"import torch; print('torch', torch.__version__, 'CUDA', torch.version.cuda, "
                                           "torch.cuda.is_available())\""));
            const QString local = cuda.isEmpty() || pin.version.contains(QLatin1Char('+'))
                ? pin.version
                : pin.version + QStringLiteral("+cu") + QString(cuda).remove(QLatin1Char('.'));
            expected.append(QStringLiteral("torch %1 CUDA %2 True").arg(local, cuda.isEmpty() ? QStringLiteral("None") : cuda));
        } else if (imported.contains(pin.package)) {
            commands.append(QStringLiteral("python -c \"import %1; print('%1', %1.__version__)\"").arg(pin.package));
            expected.append(pin.package + QLatin1Char(' ') + pin.version);
        }
    }
    if (commands.isEmpty()) {
        commands.append(QStringLiteral("pip check"));
        expected.append(QStringLiteral("No broken requirements found."));
    }
    return QJsonObject {{QStringLiteral("base_image"), settings.baseImage},
        {QStringLiteral("requirements"), requirements.join(QLatin1Char('\n'))}, {QStringLiteral("pip_mirror"), settings.pipMirror},
        {QStringLiteral("conda_mirror"), settings.condaMirror}, {QStringLiteral("hf_mirror"), settings.hfMirror},
        {QStringLiteral("quick_command"), commands.join(QLatin1Char('\n'))},
        {QStringLiteral("expected_output"), expected.join(QLatin1Char('\n'))},
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
    *files = ReproductionPack::files(fromSnapshot(snapshot, catalogs.versions(), PackSettings::load(store)), issue, lines);
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
