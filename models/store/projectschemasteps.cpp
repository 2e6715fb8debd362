// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/projectschemasteps.h"

#include "store/projectschemaversion1.h"

#include <iterator>

namespace {

// Version 2: translation memory units remember the segment before them (for
// in-context matches), and duplicates are found by the start of their source text.
QStringList version2()
{
    return {
        QStringLiteral("ALTER TABLE tm_units ADD COLUMN context TEXT NOT NULL DEFAULT ''"),
        QStringLiteral("CREATE INDEX tm_units_source_prefix ON tm_units(substr(source_text, 1, 40))"),
    };
}

// Version 3: a draft block can be pre-translated (filled from the translation memory,
// not yet confirmed), TMX files can be attached read-only, and removed units are
// logged for other connections' indexes. SQLite cannot change
// a CHECK constraint in place: target_blocks is rebuilt the way the SQLite manual
// ("Making Other Kinds Of Table Schema Changes") describes, with foreign keys off
// (migrate() sees to that) so that dropping the old table cascades nowhere; the
// references of alignments, comments, … name the table and find the new one.
QStringList version3()
{
    return {
        QStringLiteral("CREATE TABLE target_blocks_v3 ("
                       " id INTEGER PRIMARY KEY,"
                       " issue_id INTEGER NOT NULL REFERENCES issues(id) ON DELETE CASCADE,"
                       " ordinal INTEGER NOT NULL,"
                       " kind TEXT NOT NULL DEFAULT 'paragraph',"
                       " origin TEXT NOT NULL DEFAULT 'translation'"
                       "  CHECK (origin IN ('translation', 'note', 'addition')),"
                       " note_type TEXT,"
                       " text TEXT NOT NULL,"
                       " trailing TEXT NOT NULL DEFAULT '',"
                       " status TEXT NOT NULL DEFAULT 'draft'"
                       "  CHECK (status IN ('draft', 'pretranslated', 'translated', 'reviewed', 'approved')),"
                       " created_at TEXT NOT NULL,"
                       " updated_at TEXT NOT NULL)"),
        QStringLiteral("INSERT INTO target_blocks_v3 (id, issue_id, ordinal, kind, origin, note_type, text, trailing, status,"
                       " created_at, updated_at) SELECT id, issue_id, ordinal, kind, origin, note_type, text, trailing, status,"
                       " created_at, updated_at FROM target_blocks"),
        QStringLiteral("DROP TABLE target_blocks"),
        QStringLiteral("ALTER TABLE target_blocks_v3 RENAME TO target_blocks"),
        QStringLiteral("CREATE INDEX target_blocks_issue ON target_blocks(issue_id, ordinal)"),
        // An attached TMX file: its units are in tm_units under origin, replaced
        // when the file changes (size or modification time) and removed on detach.
        QStringLiteral("CREATE TABLE tm_attachments ("
                       " id INTEGER PRIMARY KEY,"
                       " path TEXT NOT NULL UNIQUE,"
                       " origin TEXT NOT NULL UNIQUE,"
                       " size INTEGER NOT NULL DEFAULT 0,"
                       " modified TEXT NOT NULL DEFAULT '',"
                       " attached_at TEXT NOT NULL)"),
        // Units removed or changed, in order, so that another connection's TmIndex
        // can follow (TmIndex::sync) instead of rebuilding; seq is never reused.
        // TranslationMemory gives new units ids above every logged one and keeps the
        // last TmLogKept entries.
        QStringLiteral("CREATE TABLE tm_log (seq INTEGER PRIMARY KEY AUTOINCREMENT, unit_id INTEGER NOT NULL)"),
        QStringLiteral("CREATE INDEX tm_log_unit ON tm_log(unit_id)"),
        QStringLiteral("CREATE TRIGGER tm_units_log_delete AFTER DELETE ON tm_units BEGIN"
                       " INSERT INTO tm_log (unit_id) VALUES (old.id); END"),
        QStringLiteral("CREATE TRIGGER tm_units_log_update AFTER UPDATE OF source_text ON tm_units BEGIN"
                       " INSERT INTO tm_log (unit_id) VALUES (old.id); END"),
    };
}

// Version 4: what the termbase's context rules need beyond version 1 (TermEntry):
// a term's other written forms and whether it stays in English; a rendering's code
// language and post tags.
QStringList version4()
{
    return {
        QStringLiteral("ALTER TABLE terms ADD COLUMN variants TEXT NOT NULL DEFAULT ''"),
        QStringLiteral("ALTER TABLE terms ADD COLUMN keep_english INTEGER NOT NULL DEFAULT 0"),
        QStringLiteral("ALTER TABLE term_renderings ADD COLUMN code_language TEXT NOT NULL DEFAULT ''"),
        QStringLiteral("ALTER TABLE term_renderings ADD COLUMN post_tags TEXT NOT NULL DEFAULT ''"),
    };
}

// Version 5: an issue's tags (one per line, see IssueRepository::setTags), which a
// term rendering's post tags are matched against. And the issues where a term
// mattered, and a conflict's cases, become issue numbers (期号) instead of rows of
// issues: a term conflict log cites issues translated long before the project
// existed ("第88、203期"), which must not be lost on import.
QStringList version5()
{
    return {
        QStringLiteral("ALTER TABLE issues ADD COLUMN tags TEXT NOT NULL DEFAULT ''"),
        QStringLiteral("CREATE TABLE term_issues_v5 ("
                       " term_id INTEGER NOT NULL REFERENCES terms(id) ON DELETE CASCADE,"
                       " issue_number INTEGER NOT NULL CHECK (issue_number > 0),"
                       " note TEXT NOT NULL DEFAULT '',"
                       " PRIMARY KEY (term_id, issue_number)) WITHOUT ROWID"),
        QStringLiteral("INSERT INTO term_issues_v5 (term_id, issue_number, note)"
                       " SELECT ti.term_id, i.number, ti.note FROM term_issues ti JOIN issues i ON i.id = ti.issue_id"),
        QStringLiteral("DROP TABLE term_issues"),
        QStringLiteral("ALTER TABLE term_issues_v5 RENAME TO term_issues"),
        QStringLiteral("CREATE TABLE term_conflict_issues_v5 ("
                       " conflict_id INTEGER NOT NULL REFERENCES term_conflicts(id) ON DELETE CASCADE,"
                       " issue_number INTEGER NOT NULL CHECK (issue_number > 0),"
                       " PRIMARY KEY (conflict_id, issue_number)) WITHOUT ROWID"),
        QStringLiteral("INSERT INTO term_conflict_issues_v5 (conflict_id, issue_number)"
                       " SELECT ci.conflict_id, i.number FROM term_conflict_issues ci JOIN issues i ON i.id = ci.issue_id"),
        QStringLiteral("DROP TABLE term_conflict_issues"),
        QStringLiteral("ALTER TABLE term_conflict_issues_v5 RENAME TO term_conflict_issues"),
    };
}

// Version 6: a deletion may be stored without its justification (marked now,
// justified later); such deletions are flagged and export refuses them
// (Deletion::isJustified). The GPU and version catalogue tables of version 1 were
// never used: a project's catalogues are JSON in project_settings (ProjectCatalogs).
QStringList version6()
{
    return {
        QStringLiteral("CREATE TABLE deletions_v6 ("
                       " id INTEGER PRIMARY KEY,"
                       " source_block_id INTEGER NOT NULL REFERENCES source_blocks(id) ON DELETE CASCADE,"
                       " span_start INTEGER,"
                       " span_end INTEGER,"
                       " reason TEXT NOT NULL CHECK (reason IN ('outdated_example', 'region_specific',"
                       "  'theory_derivation', 'duplicate', 'other')),"
                       " justification TEXT NOT NULL DEFAULT '',"
                       " author TEXT NOT NULL DEFAULT '',"
                       " created_at TEXT NOT NULL)"),
        QStringLiteral("INSERT INTO deletions_v6 (id, source_block_id, span_start, span_end, reason, justification, author, created_at)"
                       " SELECT id, source_block_id, span_start, span_end, reason, justification, author, created_at FROM deletions"),
        QStringLiteral("DROP TABLE deletions"),
        QStringLiteral("ALTER TABLE deletions_v6 RENAME TO deletions"),
        QStringLiteral("CREATE INDEX deletions_source ON deletions(source_block_id)"),
        QStringLiteral("DROP TABLE gpu_catalog"),
        QStringLiteral("DROP TABLE version_catalog"),
    };
}

// Version 7: review (DESIGN.md §2). Who moved a draft block between review states
// and why (a rejection sends it back with a reason); comments reply to comments
// and record who resolved them; a checklist result records who checked it; QA
// findings can be waived one by one, with a reason; an export made while checklist
// items were open records the override. The version 1 revisions table was never
// written: a revision is now a snapshot of the whole draft (qCompress'd UTF-8, so
// that any two can be compared), numbered per issue; number 0 is the draft as
// imported, which the export footer's count leaves out.
QStringList version7()
{
    return {
        QStringLiteral("CREATE TABLE block_reviews ("
                       " id INTEGER PRIMARY KEY,"
                       " target_block_id INTEGER NOT NULL REFERENCES target_blocks(id) ON DELETE CASCADE,"
                       " from_status TEXT NOT NULL,"
                       " to_status TEXT NOT NULL,"
                       " action TEXT NOT NULL CHECK (action IN ('confirm', 'review', 'approve', 'reject', 'reopen')),"
                       " reviewer TEXT NOT NULL DEFAULT '',"
                       " note TEXT NOT NULL DEFAULT '',"
                       " created_at TEXT NOT NULL)"),
        QStringLiteral("CREATE INDEX block_reviews_target ON block_reviews(target_block_id, id)"),
        QStringLiteral("ALTER TABLE comments ADD COLUMN parent_id INTEGER REFERENCES comments(id) ON DELETE CASCADE"),
        QStringLiteral("ALTER TABLE comments ADD COLUMN resolved_by TEXT NOT NULL DEFAULT ''"),
        QStringLiteral("CREATE INDEX comments_parent ON comments(parent_id)"),
        QStringLiteral("ALTER TABLE checklist_results ADD COLUMN checked_by TEXT NOT NULL DEFAULT ''"),
        QStringLiteral("ALTER TABLE checklist_results ADD COLUMN checked_at TEXT NOT NULL DEFAULT ''"),
        QStringLiteral("ALTER TABLE feedback_reports ADD COLUMN resolution TEXT NOT NULL DEFAULT ''"),
        QStringLiteral("CREATE INDEX feedback_reports_issue ON feedback_reports(issue_id)"),
        QStringLiteral("CREATE INDEX reader_tests_issue ON reader_tests(issue_id)"),
        QStringLiteral("CREATE INDEX checklist_runs_issue ON checklist_runs(issue_id)"),
        QStringLiteral("DROP TABLE revisions"),
        QStringLiteral("CREATE TABLE revisions ("
                       " id INTEGER PRIMARY KEY,"
                       " issue_id INTEGER NOT NULL REFERENCES issues(id) ON DELETE CASCADE,"
                       " number INTEGER NOT NULL CHECK (number >= 0),"
                       " author TEXT NOT NULL DEFAULT '',"
                       " summary TEXT NOT NULL DEFAULT '',"
                       " content BLOB NOT NULL,"
                       " created_at TEXT NOT NULL,"
                       " updated_at TEXT NOT NULL,"
                       " UNIQUE (issue_id, number))"),
        QStringLiteral("CREATE TABLE qa_waivers ("
                       " id INTEGER PRIMARY KEY,"
                       " issue_id INTEGER NOT NULL REFERENCES issues(id) ON DELETE CASCADE,"
                       " finding_key TEXT NOT NULL,"
                       " check_id TEXT NOT NULL,"
                       " reason TEXT NOT NULL CHECK (length(trim(reason)) > 0),"
                       " author TEXT NOT NULL DEFAULT '',"
                       " created_at TEXT NOT NULL,"
                       " UNIQUE (issue_id, finding_key))"),
        QStringLiteral("CREATE TABLE export_overrides ("
                       " id INTEGER PRIMARY KEY,"
                       " issue_id INTEGER NOT NULL REFERENCES issues(id) ON DELETE CASCADE,"
                       " open_items TEXT NOT NULL,"
                       " reason TEXT NOT NULL DEFAULT '',"
                       " author TEXT NOT NULL DEFAULT '',"
                       " created_at TEXT NOT NULL)"),
    };
}

// Version 8: living posts (DESIGN.md §2: a newer version of a post is re-imported
// and diffed against the old one). The post's row and its blocks always hold the
// current version; a block that survives an update keeps its id (and with it its
// alignments, deletions and comments). Earlier versions are kept byte for byte in
// source_versions. source_changes records what an update did to each block: an
// open row is work for the translator (an edited source to look at again, a removed
// source whose draft blocks must be dropped or kept as additions); old_text is the
// block's text before the update, target_ids the draft blocks that translated a
// removed block (space-separated), detail a JSON object (e.g. the deletion that was
// on a removed block). A deletion whose source changed is flagged for a second look
// (deletions.recheck). Draft notes can be linked to a note of another issue
// (note_links: synced_text is the text both had when last in step), and a project-wide
// replace is journaled (replace_batches/replace_edits) so that it can be undone.
QStringList version8()
{
    return {
        QStringLiteral("CREATE TABLE source_versions ("
                       " id INTEGER PRIMARY KEY,"
                       " post_id INTEGER NOT NULL REFERENCES source_posts(id) ON DELETE CASCADE,"
                       " version INTEGER NOT NULL,"
                       " content BLOB NOT NULL,"
                       " sha256 TEXT NOT NULL,"
                       " origin_path TEXT NOT NULL DEFAULT '',"
                       " imported_at TEXT NOT NULL,"
                       " replaced_at TEXT NOT NULL,"
                       " UNIQUE (post_id, version))"),
        QStringLiteral("CREATE TABLE source_changes ("
                       " id INTEGER PRIMARY KEY,"
                       " post_id INTEGER NOT NULL REFERENCES source_posts(id) ON DELETE CASCADE,"
                       " version INTEGER NOT NULL,"
                       " kind TEXT NOT NULL CHECK (kind IN ('edited', 'moved', 'added', 'removed')),"
                       " source_block_id INTEGER REFERENCES source_blocks(id) ON DELETE SET NULL,"
                       " old_ordinal INTEGER,"
                       " old_text TEXT NOT NULL DEFAULT '',"
                       " target_ids TEXT NOT NULL DEFAULT '',"
                       " detail TEXT NOT NULL DEFAULT '{}',"
                       " state TEXT NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'done', 'dropped', 'kept')),"
                       " resolved_by TEXT NOT NULL DEFAULT '',"
                       " resolved_at TEXT)"),
        QStringLiteral("CREATE INDEX source_changes_post ON source_changes(post_id, state)"),
        QStringLiteral("CREATE INDEX source_changes_block ON source_changes(source_block_id)"),
        QStringLiteral("ALTER TABLE deletions ADD COLUMN recheck INTEGER NOT NULL DEFAULT 0"),
        QStringLiteral("CREATE TABLE note_links ("
                       " target_block_id INTEGER PRIMARY KEY REFERENCES target_blocks(id) ON DELETE CASCADE,"
                       " source_note_id INTEGER REFERENCES target_blocks(id) ON DELETE SET NULL,"
                       " synced_text TEXT NOT NULL,"
                       " linked_at TEXT NOT NULL)"),
        QStringLiteral("CREATE INDEX note_links_source ON note_links(source_note_id)"),
        QStringLiteral("CREATE TABLE replace_batches ("
                       " id INTEGER PRIMARY KEY,"
                       " pattern TEXT NOT NULL,"
                       " replacement TEXT NOT NULL,"
                       " options TEXT NOT NULL DEFAULT '',"
                       " author TEXT NOT NULL DEFAULT '',"
                       " created_at TEXT NOT NULL,"
                       " undone_at TEXT)"),
        QStringLiteral("CREATE TABLE replace_edits ("
                       " batch_id INTEGER NOT NULL REFERENCES replace_batches(id) ON DELETE CASCADE,"
                       " target_block_id INTEGER NOT NULL REFERENCES target_blocks(id) ON DELETE CASCADE,"
                       " before_text TEXT NOT NULL,"
                       " after_text TEXT NOT NULL,"
                       " PRIMARY KEY (batch_id, target_block_id)) WITHOUT ROWID"),
        QStringLiteral("CREATE INDEX replace_edits_target ON replace_edits(target_block_id)"),
        // An extra template (made from a note or added) sits beside its kind's template.
        QStringLiteral("ALTER TABLE annotation_templates ADD COLUMN extra INTEGER NOT NULL DEFAULT 0"),
    };
}

// Version 9: the technology radar (DESIGN.md: 经验四). Dimensions are the radar's
// rows (editable, ordered by position; the four defaults seeded here as users type
// them); a technology belongs to one dimension, its name is unique whatever the
// case (COLLATE NOCASE folds ASCII only, as the suggester's word matching does) and
// aliases holds further spellings, one per line; issue_technologies tags an issue
// with the technologies it covers. A dimension that still has technologies cannot
// be deleted (RESTRICT): RadarRepository moves them first.
QStringList version9()
{
    return {
        QStringLiteral("CREATE TABLE radar_dimensions ("
                       " id INTEGER PRIMARY KEY,"
                       " name TEXT NOT NULL UNIQUE COLLATE NOCASE CHECK (length(trim(name)) > 0),"
                       " position INTEGER NOT NULL DEFAULT 0,"
                       " color TEXT NOT NULL DEFAULT '')"),
        QStringLiteral("CREATE TABLE technologies ("
                       " id INTEGER PRIMARY KEY,"
                       " dimension_id INTEGER NOT NULL REFERENCES radar_dimensions(id) ON DELETE RESTRICT,"
                       " name TEXT NOT NULL UNIQUE COLLATE NOCASE CHECK (length(trim(name)) > 0),"
                       " aliases TEXT NOT NULL DEFAULT '')"),
        QStringLiteral("CREATE INDEX technologies_dimension ON technologies(dimension_id)"),
        QStringLiteral("CREATE TABLE issue_technologies ("
                       " issue_id INTEGER NOT NULL REFERENCES issues(id) ON DELETE CASCADE,"
                       " technology_id INTEGER NOT NULL REFERENCES technologies(id) ON DELETE CASCADE,"
                       " PRIMARY KEY (issue_id, technology_id)) WITHOUT ROWID"),
        QStringLiteral("CREATE INDEX issue_technologies_technology ON issue_technologies(technology_id)"),
        QString::fromUtf8("INSERT INTO radar_dimensions (name, position, color) VALUES"
                          " ('模型架构', 0, '#4e79a7'), ('训练优化', 1, '#f28e2b'),"
                          " ('推理加速', 2, '#e15759'), ('数据工程', 3, '#59a14f')"),
    };
}

QStringList version10()
{
    return {
        // The day the issue was published (YYYY-MM-DD, nullable): the radar's time
        // axis. Taken from a post's front-matter `date:` at import, or set by hand;
        // NULL falls back to the day the issue was created. date() alone takes any
        // day up to 31 ("2023-02-30" comes back unchanged); a modifier normalises it.
        QStringLiteral("ALTER TABLE issues ADD COLUMN published_on TEXT"
                       " CHECK (published_on IS NULL OR (length(published_on) = 10 AND published_on >= '0001-01-01'"
                       "  AND date(published_on, '+0 days') IS published_on))"),
    };
}

// Version 11: a large add to the translation memory leaves its units out of the
// concordance index (tm_fts) and lists them in tm_fts_pending, to be indexed later
// in small transactions (TranslationMemory::indexPending): trigram-indexing half a
// million units takes minutes, storing them seconds. The triggers keep tm_fts in
// step only with the units it holds: a pending unit is neither indexed when
// inserted nor removed from the index when deleted or changed.
QStringList version11()
{
    return {
        QStringLiteral("CREATE TABLE tm_fts_pending (id INTEGER PRIMARY KEY)"),
        QStringLiteral("DROP TRIGGER tm_units_ai"),
        QStringLiteral("CREATE TRIGGER tm_units_ai AFTER INSERT ON tm_units"
                       " WHEN NOT EXISTS (SELECT 1 FROM tm_fts_pending WHERE id = new.id) BEGIN"
                       " INSERT INTO tm_fts(rowid, source_text, target_text)"
                       " VALUES (new.id, new.source_text, new.target_text); END"),
        QStringLiteral("DROP TRIGGER tm_units_ad"),
        QStringLiteral("CREATE TRIGGER tm_units_ad AFTER DELETE ON tm_units BEGIN"
                       " INSERT INTO tm_fts(tm_fts, rowid, source_text, target_text)"
                       " SELECT 'delete', old.id, old.source_text, old.target_text"
                       " WHERE NOT EXISTS (SELECT 1 FROM tm_fts_pending WHERE id = old.id);"
                       " DELETE FROM tm_fts_pending WHERE id = old.id; END"),
        QStringLiteral("DROP TRIGGER tm_units_au"),
        QStringLiteral("CREATE TRIGGER tm_units_au AFTER UPDATE ON tm_units"
                       " WHEN NOT EXISTS (SELECT 1 FROM tm_fts_pending WHERE id = old.id) BEGIN"
                       " INSERT INTO tm_fts(tm_fts, rowid, source_text, target_text)"
                       " VALUES ('delete', old.id, old.source_text, old.target_text);"
                       " INSERT INTO tm_fts(rowid, source_text, target_text)"
                       " VALUES (new.id, new.source_text, new.target_text); END"),
    };
}

// Version 12: a term entry restricts where its source counts (TermMatcher): as a noun
// only, and inside a stretch its context pattern matches ('': anywhere).
QStringList version12()
{
    return {
        QStringLiteral("ALTER TABLE terms ADD COLUMN noun_only INTEGER NOT NULL DEFAULT 0 CHECK (noun_only IN (0, 1))"),
        QStringLiteral("ALTER TABLE terms ADD COLUMN context_regex TEXT NOT NULL DEFAULT ''"),
    };
}

// Version 13: the QA rules of the project's own (QaRule, QaRuleRepository): a
// regular expression with its severity, message, side and scope (a comma-separated
// list of prose, code and headings), in the reviewer's order. rule_id names the
// rule in its findings' check id ("custom.<rule_id>") and so in waivers.
QStringList version13()
{
    return {
        QStringLiteral("CREATE TABLE qa_rules ("
                       " id INTEGER PRIMARY KEY,"
                       " rule_id TEXT NOT NULL UNIQUE CHECK (length(rule_id) > 0),"
                       " position INTEGER NOT NULL DEFAULT 0,"
                       " pattern TEXT NOT NULL CHECK (length(pattern) > 0),"
                       " severity TEXT NOT NULL DEFAULT 'warning' CHECK (severity IN ('info', 'warning', 'error')),"
                       " message TEXT NOT NULL DEFAULT '',"
                       " side TEXT NOT NULL DEFAULT 'draft' CHECK (side IN ('source', 'draft', 'both')),"
                       " scope TEXT NOT NULL DEFAULT 'prose,headings',"
                       " enabled INTEGER NOT NULL DEFAULT 1)"),
    };
}

// Version 14: working as a team (issue 24, models/team/README.md). Every row that
// travels between working copies (the tables of TeamTables::all(), listed here as
// they were when this step was released) gets a uuid, the same in every copy and on
// the team server; NULL until the project becomes a working copy (TeamWorkingCopy).
// The local team tables: the settings of the working copy (one row, none in a project
// that was never published), the outbox of changed rows (one entry per row: the last
// change wins; row_id is the local rowid, NULL for tables without one), the revision
// this copy last had of each row (and its issue, which a deletion names when it goes
// up), and the leases as of the last sync.
QStringList version14()
{
    static const char *const travelling[] = {"project_settings", "annotation_templates", "checklist_templates", "qa_rules",
        "radar_dimensions", "technologies", "terms", "term_renderings", "term_forbidden", "term_issues", "term_conflicts",
        "term_conflict_issues", "issues", "source_posts", "source_blocks", "source_versions", "source_changes", "tm_units", "target_blocks",
        "alignments", "deletions", "annotations", "note_links", "revisions", "issue_technologies", "comments", "block_reviews",
        "feedback_reports", "reader_tests", "checklist_runs", "checklist_results", "qa_waivers", "export_overrides"};
    QStringList statements;
    for (const char *table : travelling) {
        const QString name = QLatin1String(table);
        statements.append(QStringLiteral("ALTER TABLE %1 ADD COLUMN uuid TEXT").arg(name));
        statements.append(QStringLiteral("CREATE UNIQUE INDEX %1_uuid ON %1(uuid) WHERE uuid IS NOT NULL").arg(name));
    }
    statements.append({
        QStringLiteral("CREATE TABLE team_settings ("
                       " id INTEGER PRIMARY KEY CHECK (id = 1),"
                       " url TEXT NOT NULL,"
                       " login TEXT NOT NULL,"
                       " copy_id TEXT NOT NULL,"
                       " pulled_rev INTEGER NOT NULL DEFAULT 0,"
                       " last_sync TEXT)"),
        QStringLiteral("CREATE TABLE team_outbox ("
                       " id INTEGER PRIMARY KEY,"
                       " table_name TEXT NOT NULL,"
                       " row_id INTEGER,"
                       " uuid TEXT NOT NULL,"
                       " deleted INTEGER NOT NULL DEFAULT 0 CHECK (deleted IN (0, 1)),"
                       " error TEXT NOT NULL DEFAULT '',"
                       " queued INTEGER NOT NULL,"
                       " UNIQUE (table_name, uuid))"),
        QStringLiteral("CREATE INDEX team_outbox_queued ON team_outbox(queued)"),
        QStringLiteral("CREATE INDEX team_outbox_order ON team_outbox(table_name, deleted, queued)"),
        QStringLiteral("CREATE TABLE team_revs ("
                       " table_name TEXT NOT NULL,"
                       " uuid TEXT NOT NULL,"
                       " rev INTEGER NOT NULL,"
                       " issue_uuid TEXT NOT NULL DEFAULT '',"
                       " PRIMARY KEY (table_name, uuid)) WITHOUT ROWID"),
        // The concordance index follows the texts only: giving every unit its uuid (or
        // any change of another column) no longer re-indexes it.
        QStringLiteral("DROP TRIGGER tm_units_au"),
        QStringLiteral("CREATE TRIGGER tm_units_au AFTER UPDATE OF id, source_text, target_text ON tm_units"
                       " WHEN NOT EXISTS (SELECT 1 FROM tm_fts_pending WHERE id = old.id) BEGIN"
                       " INSERT INTO tm_fts(tm_fts, rowid, source_text, target_text)"
                       " VALUES ('delete', old.id, old.source_text, old.target_text);"
                       " INSERT INTO tm_fts(rowid, source_text, target_text)"
                       " VALUES (new.id, new.source_text, new.target_text); END"),
        QStringLiteral("CREATE TABLE team_leases ("
                       " issue_uuid TEXT PRIMARY KEY,"
                       " holder TEXT NOT NULL,"
                       " copy_id TEXT NOT NULL,"
                       " expires TEXT NOT NULL)"),
    });
    return statements;
}

// Version 15 (issue 25): the seeds' remaining note kinds — a warning box, a
// quick-fix table, an environment reproduction pack and a version snapshot — join the
// annotations' CHECK list (SQLite cannot change a CHECK in place: the table is rebuilt
// as in version 3, keeping its uuid column of version 14); a reader's feedback report
// carries screenshots, stored in the project, and the confirmations of the senior
// reviewers who checked a fix to it, and who marked it fixed (no one confirms their own fix).
QStringList version15()
{
    return {
        QStringLiteral("CREATE TABLE annotations_v15 ("
                       " target_block_id INTEGER PRIMARY KEY REFERENCES target_blocks(id) ON DELETE CASCADE,"
                       " template_id INTEGER REFERENCES annotation_templates(id) ON DELETE SET NULL,"
                       " kind TEXT NOT NULL CHECK (kind IN ('hardware_table', 'version_note',"
                       "  'performance_matrix', 'troubleshooting_tree', 'roadmap', 'wrong_code',"
                       "  'term_explanation', 'other', 'warning_box', 'quick_fix_table', 'reproduction_pack',"
                       "  'version_snapshot')),"
                       " fields TEXT NOT NULL DEFAULT '{}',"
                       " uuid TEXT)"),
        QStringLiteral("INSERT INTO annotations_v15 (target_block_id, template_id, kind, fields, uuid)"
                       " SELECT target_block_id, template_id, kind, fields, uuid FROM annotations"),
        QStringLiteral("DROP TABLE annotations"),
        QStringLiteral("ALTER TABLE annotations_v15 RENAME TO annotations"),
        QStringLiteral("CREATE UNIQUE INDEX annotations_uuid ON annotations(uuid) WHERE uuid IS NOT NULL"),
        QStringLiteral("CREATE TABLE feedback_images ("
                       " id INTEGER PRIMARY KEY,"
                       " feedback_id INTEGER NOT NULL REFERENCES feedback_reports(id) ON DELETE CASCADE,"
                       " name TEXT NOT NULL DEFAULT '',"
                       " mime TEXT NOT NULL DEFAULT 'image/png',"
                       " data BLOB NOT NULL,"
                       " created_at TEXT NOT NULL,"
                       " uuid TEXT)"),
        QStringLiteral("CREATE INDEX feedback_images_report ON feedback_images(feedback_id)"),
        QStringLiteral("CREATE UNIQUE INDEX feedback_images_uuid ON feedback_images(uuid) WHERE uuid IS NOT NULL"),
        QStringLiteral("CREATE TABLE feedback_confirmations ("
                       " id INTEGER PRIMARY KEY,"
                       " feedback_id INTEGER NOT NULL REFERENCES feedback_reports(id) ON DELETE CASCADE,"
                       " reviewer TEXT NOT NULL,"
                       " confirmed_at TEXT NOT NULL,"
                       " uuid TEXT,"
                       " UNIQUE (feedback_id, reviewer))"),
        QStringLiteral("CREATE UNIQUE INDEX feedback_confirmations_uuid ON feedback_confirmations(uuid) WHERE uuid IS NOT NULL"),
        QStringLiteral("ALTER TABLE feedback_reports ADD COLUMN fixed_by TEXT NOT NULL DEFAULT ''"),
    };
}

// Version 16 (issue 26): a block pre-translated by the machine (an endpoint the user
// chose, models/mt) has its own status, machine, counted apart from memory
// pre-translation; like pretranslated it is not yet confirmed. target_blocks is
// rebuilt for the CHECK as in version 3, keeping the uuid column and index of
// version 14.
QStringList version16()
{
    return {
        QStringLiteral("CREATE TABLE target_blocks_v16 ("
                       " id INTEGER PRIMARY KEY,"
                       " issue_id INTEGER NOT NULL REFERENCES issues(id) ON DELETE CASCADE,"
                       " ordinal INTEGER NOT NULL,"
                       " kind TEXT NOT NULL DEFAULT 'paragraph',"
                       " origin TEXT NOT NULL DEFAULT 'translation'"
                       "  CHECK (origin IN ('translation', 'note', 'addition')),"
                       " note_type TEXT,"
                       " text TEXT NOT NULL,"
                       " trailing TEXT NOT NULL DEFAULT '',"
                       " status TEXT NOT NULL DEFAULT 'draft'"
                       "  CHECK (status IN ('draft', 'pretranslated', 'machine', 'translated', 'reviewed', 'approved')),"
                       " created_at TEXT NOT NULL,"
                       " updated_at TEXT NOT NULL,"
                       " uuid TEXT)"),
        QStringLiteral("INSERT INTO target_blocks_v16 (id, issue_id, ordinal, kind, origin, note_type, text, trailing, status,"
                       " created_at, updated_at, uuid) SELECT id, issue_id, ordinal, kind, origin, note_type, text, trailing, status,"
                       " created_at, updated_at, uuid FROM target_blocks"),
        QStringLiteral("DROP TABLE target_blocks"),
        QStringLiteral("ALTER TABLE target_blocks_v16 RENAME TO target_blocks"),
        QStringLiteral("CREATE INDEX target_blocks_issue ON target_blocks(issue_id, ordinal)"),
        QStringLiteral("CREATE UNIQUE INDEX target_blocks_uuid ON target_blocks(uuid) WHERE uuid IS NOT NULL"),
    };
}

} // namespace

QStringList ProjectSchemaSteps::to(int version)
{
    // steps[N - 1] leads to version N; a new step is appended here.
    static QStringList (*const steps[])() = {ProjectSchemaVersion1::statements, version2, version3, version4, version5, version6, version7,
        version8, version9, version10, version11, version12, version13, version14, version15, version16};
    return version >= 1 && version <= int(std::size(steps)) ? steps[version - 1]() : QStringList();
}
