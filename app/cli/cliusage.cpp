// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/cliusage.h"

#include "cli/cliapplication.h"

#include <QStringList>

QString CliUsage::text()
{
    return CliApplication::tr(
        "Usage: yiqiao-cli COMMAND [options]\n"
        "  new PROJECT.yiqiao [--name NAME] [--starter]\n"
        "  import PROJECT --issue N [--title T] [--translation ZH.md] SOURCE.md\n"
        "  export PROJECT --issue N [--html] [-o OUT] [--force] [--deletion-notes footnotes|end|none] [--no-footer]\n"
        "         [--no-notes] [--draft|--source] [--author NAME] [--reason TEXT]\n"
        "         (the finished post; refused while deletions lack a justification; open checklist items are\n"
        "         a warning, and the export is recorded as an override)\n"
        "  export PROJECT --issue N --pack DIR   (the environment reproduction pack as files: Dockerfile, requirements.txt,\n"
        "         run_quick.sh, README.md; without a pack note, one built from the version snapshot)\n"
        "  blocks PROJECT --issue N [--source] [--json] [--filter NAME,...] [--text TEXT]\n"
        "  align PROJECT --issue N [--json]\n"
        "  tm import|export PROJECT FILE.tmx\n"
        "  tm lookup PROJECT TEXT [--json] [--min 75] [--max 10]\n"
        "  tm attach|detach PROJECT FILE.tmx    (read-only TMX files)\n"
        "  tm attached PROJECT [--json]\n"
        "  pretranslate PROJECT --issue N [--min 75 | --mt] [--json]   (from the memory, or from the machine-translation endpoint)\n"
        "  propagate PROJECT --issue N [--all-issues] [--dry-run] [--json]   (confirmed translations to identical source\n"
        "         blocks nobody wrote; exit 0 also when there is nothing to propagate)\n"
        "  xliff export PROJECT --issue N FILE.xlf [--version 2.0|1.2]\n"
        "  xliff import PROJECT --issue N FILE.xlf\n"
        "  terms import PROJECT FILE.csv|FILE.tbx|FILE.md   (term lists, conflict logs, glossaries)\n"
        "  terms export PROJECT FILE.csv|FILE.tbx [--conflicts]\n"
        "  terms check PROJECT --issue N [--json]     (term findings in the draft)\n"
        "  terms find PROJECT QUERY [--json]          (terms, issues and blocks where a term or phrase occurs)\n"
        "  terms add PROJECT SOURCE [--rendering TEXT]... [--noun-only] [--case-sensitive]\n"
        "         [--keep-english] [--context REGEX] [--note TEXT]\n"
        "  terms show PROJECT SOURCE [--json]\n"
        "  terms restrict PROJECT SOURCE [--noun-only on|off] [--case-sensitive on|off] [--context REGEX] [--json]\n"
        "  tags PROJECT --issue N [--set \"cuda, nccl\"] [--json]   (the issue's tags, for term rules)\n"
        "  notes PROJECT --issue N [--json]   (the issue's translator's notes: block, kind, fields)\n"
        "  notes PROJECT --issue N --suggest [--json]   (notes the GPU and version catalogues suggest for the source)\n"
        "  notes PROJECT --templates [--json]   (note kinds with their templates' fields)\n"
        "  catalog export|import PROJECT gpus|versions|compat FILE.json   (a project's own catalogue to and from a file)\n"
        "  catalog status PROJECT [--json]   (each catalogue: shipped or the project's own, versions)\n"
        "  catalog keep|take|merge PROJECT gpus|versions|compat   (when the shipped catalogue is newer than the project's own)\n"
        "  mt config PROJECT [--endpoint URL --model NAME] [--key-from-stdin] | --clear [--json]   (the machine-translation\n"
        "         endpoint, OpenAI-compatible; the key comes from YIQIAO_MT_KEY (sent only to YIQIAO_MT_ENDPOINT's address or\n"
        "         an endpoint you set) or the desktop keyring (--key-from-stdin keeps it there), never from the project)\n"
        "  mt suggest PROJECT --issue N --block ID [--json]   (a checked machine suggestion for a source block: its findings\n"
        "         and the request sent; exit 1 when the endpoint failed or none is configured)\n"
        "  delete PROJECT --issue N --block ID --reason CATEGORY --why TEXT [--span START,END] [--drop-draft]\n"
        "         [--author NAME]   (leave source text out)\n"
        "  deletions PROJECT --issue N [--json]      (the issue's deletions and the deleted share of prose)\n"
        "  revisions PROJECT --issue N [--json] [--source]   (the draft's revisions, newest first; --source: the post's versions)\n"
        "  diff PROJECT --issue N A B [--json] [--source [--post K]]   (revision A against B: '- ' removed, '+ ' added,\n"
        "         '~ ' [-old-]{+new+}; --source: source versions A and B)\n"
        "  qa PROJECT --issue N [--json] [--all] [--style d2l|huggingface|learned]   (QA findings; exit 1 with errors;\n"
        "         the learned style by default once learned)\n"
        "  qa PROJECT --issue N --waive KEY --why TEXT [--author NAME] | --unwaive KEY\n"
        "  qa-profile export|import PROJECT FILE.json   (typography, checks, severities, own rules and house style as one file)\n"
        "  style learn PROJECT [PATH ...] [--json]   (learn the house style from the finished or imported issues and\n"
        "         published *.zh.md files or folders; the project then checks with it)\n"
        "  style show PROJECT [--json]   (each rule: the house's habit, its share, cases, whether it fires)\n"
        "  review PROJECT --issue N [--json]         (statuses, comments, feedback, checklist state)\n"
        "  review PROJECT --issue N --set confirm|review|approve|reject|reopen --blocks ID,ID --reviewer NAME [--note TEXT]\n"
        "  review PROJECT --issue N --check|--uncheck KEY --reviewer NAME [--note TEXT]   (manual checklist items)\n"
        "  review PROJECT --issue N --senior-reviewers NAME,NAME | --confirm-fix REPORT --reviewer NAME\n"
        "  review PROJECT --issue N --mark-fixed REPORT [--note TEXT] [--by NAME]   (the fixer may not confirm it)\n"
        "  update PROJECT --issue N NEWSOURCE.md [--json] [--dry-run] [--post K]   (a newer version of the source post:\n"
        "         what changed, what needs review)\n"
        "  changes PROJECT --issue N [--json] [--open]   (what source updates changed, and the decisions they wait for)\n"
        "  changes PROJECT --issue N --done|--drop|--keep ID [--author NAME]\n"
        "  find PROJECT TEXT [--issue N] [--regex] [--json] [--side draft|source|both] [--whole-word] [--case]\n"
        "       [--include-code] [--limit N]   (draft and source by default; exit 0 found, 1 none, 2 error)\n"
        "  replace PROJECT TEXT REPLACEMENT [--issue N] [--regex] [--whole-word] [--case] [--include-code]\n"
        "          [--author NAME] [--dry-run] [--json]   (in drafts, one undoable batch)\n"
        "  replace PROJECT --undo BATCH | --batches [--json]\n"
        "  reuse PROJECT --from N --to M [--notes all|ID,ID] [--link] [--after ID] [--checklist] [--terms] [--json]\n"
        "         (notes copied or linked, checked checklist items and terms from issue N into issue M)\n"
        "  reuse PROJECT --sync --issue M [--json]   (linked notes take their originals' changes)\n"
        "  reuse PROJECT --template-from NOTE_ID --name NAME   (a note made its kind's template)\n"
        "  stats PROJECT [--json]\n"
        "  dashboard PROJECT [--json]   (per issue: progress, deletion ratio, QA, checklist, revisions, English words and\n"
        "            Chinese characters)\n"
        "  radar PROJECT [--json] [--png FILE] [--svg FILE] [--chart timeline|share]   (technology radar: each\n"
        "        dimension's share per quarter; --json adds the points)\n"
        "  radar PROJECT --tag N TECH [--dimension NAME] [--aliases A,B] | --untag N TECH | --suggest N [--apply]\n"
        "  radar PROJECT --date N YYYY-MM-DD|none   (the day issue N was published: the timeline's date)\n"
        "  radar PROJECT --dimensions | --add-dimension NAME | --rename-dimension OLD NEW\n"
        "  scenario PROJECT [--json] | --issue N [--outline NAME]   (reader-scenario outlines; with --issue: insert\n"
        "         one's headings into the draft, then move sections under them in the window)\n"
        "  plain-language PROJECT [--json] | --import FILE.json | --defaults   (jargon and its plain wording: QA hints)\n"
        "  team publish PROJECT URL [--json] [--print-sql]   (create the team schema on the PostgreSQL server URL,\n"
        "         postgresql://user@host:port/db, and upload the series; PROJECT becomes a working copy)\n"
        "  team member add|remove PROJECT LOGIN [--role translator|reviewer|lead]   (LOGIN: an existing PostgreSQL login)\n"
        "  team clone URL WORKCOPY.yiqiao [--json]   (a new working copy)\n"
        "  team sync PROJECT [--json]   (push local changes, pull the others'; exit 1 when the server cannot be reached)\n"
        "  team checkout PROJECT --issue N   (take the issue's draft; refused, naming the holder, while someone holds it)\n"
        "  team release PROJECT --issue N   (sync the issue and give it back)\n"
        "  team status PROJECT [--json]   (members, holders and leases, changes waiting, last sync)\n"
        "  team terms PROJECT [--json] | --approve ID | --revert ID   (term changes flagged for the lead: one member\n"
        "         overwrote another's unseen version; the lead keeps the later one or puts the earlier one back)\n"
        "  analyze PROJECT --issue N[,N...] [--json] [--csv FILE]   (match analysis: segments, English words and Chinese\n"
        "          characters per memory band, repetitions, machine pre-translated, deleted; per issue and in total)\n"
        "  bench [--corpus DIR] [--rounds N] [--terms N] [--tm-sizes N,N,...] [--tmx-units N] [--reference-max-queries N]\n"
        "        [--no-qa] [--no-find] [--no-dashboard] [--no-team] [--no-analysis]\n"
        "Run yiqiao-cli COMMAND --help for a command's options.\n");
}

QString CliUsage::forCommand(const QString &command)
{
    const QString commandLine = QStringLiteral("  ") + command + QLatin1Char(' ');
    QStringList lines;
    bool inCommand = false;
    for (const QString &line : text().split(QLatin1Char('\n'))) {
        // A command's line starts with two spaces and its name; its continuation
        // lines are indented further.
        const bool continuation = line.startsWith(QLatin1String("   "));
        if (line.startsWith(commandLine)) {
            inCommand = true;
        } else if (!continuation) {
            inCommand = false;
        }
        if (inCommand) {
            lines.append(line);
        }
    }
    if (lines.isEmpty()) {
        return QString();
    }
    return CliApplication::tr("Usage:") + QLatin1Char('\n') + lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}
