// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/projectschemaversion1.h"

// Version 1: the whole data model of DESIGN.md §2. Later versions add behaviour's
// columns, not a new storage design.
QStringList ProjectSchemaVersion1::statements()
{
    return {
        // Project-wide settings (name, languages, style rules, deletion target, …).
        QStringLiteral("CREATE TABLE project_settings ("
                       " key TEXT PRIMARY KEY,"
                       " value TEXT NOT NULL)"),

        QStringLiteral("CREATE TABLE issues ("
                       " id INTEGER PRIMARY KEY,"
                       " number INTEGER NOT NULL UNIQUE CHECK (number > 0),"
                       " title TEXT NOT NULL DEFAULT '',"
                       " status TEXT NOT NULL DEFAULT 'translating'"
                       "  CHECK (status IN ('planned', 'translating', 'reviewing', 'approved', 'published')),"
                       " draft_lead TEXT NOT NULL DEFAULT '',"
                       " revision_count INTEGER NOT NULL DEFAULT 0,"
                       " created_at TEXT NOT NULL,"
                       " updated_at TEXT NOT NULL)"),

        // content is the post byte for byte as imported. Block texts, trailings and
        // leads go in and out through Utf8Text, which keeps them byte for byte.
        QStringLiteral("CREATE TABLE source_posts ("
                       " id INTEGER PRIMARY KEY,"
                       " issue_id INTEGER NOT NULL REFERENCES issues(id) ON DELETE CASCADE,"
                       " ordinal INTEGER NOT NULL,"
                       " title TEXT NOT NULL DEFAULT '',"
                       " origin_path TEXT NOT NULL DEFAULT '',"
                       " url TEXT NOT NULL DEFAULT '',"
                       " content BLOB NOT NULL,"
                       " sha256 TEXT NOT NULL,"
                       " lead TEXT NOT NULL DEFAULT '',"
                       " version INTEGER NOT NULL DEFAULT 1,"
                       " supersedes_id INTEGER REFERENCES source_posts(id) ON DELETE SET NULL,"
                       " imported_at TEXT NOT NULL)"),
        QStringLiteral("CREATE INDEX source_posts_issue ON source_posts(issue_id, ordinal)"),

        QStringLiteral("CREATE TABLE source_blocks ("
                       " id INTEGER PRIMARY KEY,"
                       " post_id INTEGER NOT NULL REFERENCES source_posts(id) ON DELETE CASCADE,"
                       " ordinal INTEGER NOT NULL,"
                       " kind TEXT NOT NULL,"
                       " text TEXT NOT NULL,"
                       " trailing TEXT NOT NULL DEFAULT '',"
                       " byte_start INTEGER NOT NULL,"
                       " byte_length INTEGER NOT NULL,"
                       " line_start INTEGER NOT NULL,"
                       " line_end INTEGER NOT NULL,"
                       " heading_level INTEGER NOT NULL DEFAULT 0,"
                       " info TEXT NOT NULL DEFAULT '')"),
        QStringLiteral("CREATE INDEX source_blocks_post ON source_blocks(post_id, ordinal)"),

        // The draft: origin says where a block came from; note_type is set for
        // translator's notes.
        QStringLiteral("CREATE TABLE target_blocks ("
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
                       "  CHECK (status IN ('draft', 'translated', 'reviewed', 'approved')),"
                       " created_at TEXT NOT NULL,"
                       " updated_at TEXT NOT NULL)"),
        QStringLiteral("CREATE INDEX target_blocks_issue ON target_blocks(issue_id, ordinal)"),

        QStringLiteral("CREATE TABLE alignments ("
                       " target_id INTEGER NOT NULL REFERENCES target_blocks(id) ON DELETE CASCADE,"
                       " source_id INTEGER NOT NULL REFERENCES source_blocks(id) ON DELETE CASCADE,"
                       " PRIMARY KEY (target_id, source_id)) WITHOUT ROWID"),
        QStringLiteral("CREATE INDEX alignments_source ON alignments(source_id)"),

        // A span is in UTF-16 code units of the source block's text; NULL = whole block.
        QStringLiteral("CREATE TABLE deletions ("
                       " id INTEGER PRIMARY KEY,"
                       " source_block_id INTEGER NOT NULL REFERENCES source_blocks(id) ON DELETE CASCADE,"
                       " span_start INTEGER,"
                       " span_end INTEGER,"
                       " reason TEXT NOT NULL CHECK (reason IN ('outdated_example', 'region_specific',"
                       "  'theory_derivation', 'duplicate', 'other')),"
                       " justification TEXT NOT NULL CHECK (length(trim(justification)) > 0),"
                       " author TEXT NOT NULL DEFAULT '',"
                       " created_at TEXT NOT NULL)"),
        QStringLiteral("CREATE INDEX deletions_source ON deletions(source_block_id)"),

        QStringLiteral("CREATE TABLE annotation_templates ("
                       " id INTEGER PRIMARY KEY,"
                       " kind TEXT NOT NULL,"
                       " name TEXT NOT NULL,"
                       " fields TEXT NOT NULL DEFAULT '[]',"
                       " body TEXT NOT NULL DEFAULT '',"
                       " builtin INTEGER NOT NULL DEFAULT 0)"),
        QStringLiteral("CREATE TABLE annotations ("
                       " target_block_id INTEGER PRIMARY KEY REFERENCES target_blocks(id) ON DELETE CASCADE,"
                       " template_id INTEGER REFERENCES annotation_templates(id) ON DELETE SET NULL,"
                       " kind TEXT NOT NULL CHECK (kind IN ('hardware_table', 'version_note',"
                       "  'performance_matrix', 'troubleshooting_tree', 'roadmap', 'wrong_code',"
                       "  'term_explanation', 'other')),"
                       " fields TEXT NOT NULL DEFAULT '{}')"),
        QStringLiteral("CREATE TABLE gpu_catalog ("
                       " id INTEGER PRIMARY KEY,"
                       " name TEXT NOT NULL UNIQUE,"
                       " vendor TEXT NOT NULL DEFAULT '',"
                       " form_factor TEXT NOT NULL DEFAULT '',"
                       " memory_gb REAL,"
                       " nvlink INTEGER NOT NULL DEFAULT 0,"
                       " domestic_equivalent TEXT NOT NULL DEFAULT '',"
                       " notes TEXT NOT NULL DEFAULT '')"),
        QStringLiteral("CREATE TABLE version_catalog ("
                       " id INTEGER PRIMARY KEY,"
                       " driver TEXT NOT NULL DEFAULT '',"
                       " cuda TEXT NOT NULL DEFAULT '',"
                       " framework TEXT NOT NULL DEFAULT '',"
                       " framework_version TEXT NOT NULL DEFAULT '',"
                       " notes TEXT NOT NULL DEFAULT '')"),

        // Termbase: a term has renderings chosen by context rules, forbidden
        // renderings, and entries in the term conflict log.
        QStringLiteral("CREATE TABLE terms ("
                       " id INTEGER PRIMARY KEY,"
                       " source_term TEXT NOT NULL,"
                       " case_sensitive INTEGER NOT NULL DEFAULT 0,"
                       " first_use_rule TEXT NOT NULL DEFAULT '',"
                       " note TEXT NOT NULL DEFAULT '',"
                       " created_at TEXT NOT NULL,"
                       " updated_at TEXT NOT NULL)"),
        QStringLiteral("CREATE INDEX terms_source ON terms(source_term COLLATE NOCASE)"),
        QStringLiteral("CREATE TABLE term_renderings ("
                       " id INTEGER PRIMARY KEY,"
                       " term_id INTEGER NOT NULL REFERENCES terms(id) ON DELETE CASCADE,"
                       " rendering TEXT NOT NULL,"
                       " context_keywords TEXT NOT NULL DEFAULT '',"
                       " code_context INTEGER NOT NULL DEFAULT 0 CHECK (code_context IN (0, 1, 2)),"
                       " context_regex TEXT NOT NULL DEFAULT '',"
                       " priority INTEGER NOT NULL DEFAULT 0,"
                       " is_default INTEGER NOT NULL DEFAULT 0)"),
        QStringLiteral("CREATE INDEX term_renderings_term ON term_renderings(term_id)"),
        QStringLiteral("CREATE TABLE term_forbidden ("
                       " id INTEGER PRIMARY KEY,"
                       " term_id INTEGER NOT NULL REFERENCES terms(id) ON DELETE CASCADE,"
                       " rendering TEXT NOT NULL,"
                       " reason TEXT NOT NULL DEFAULT '')"),
        QStringLiteral("CREATE INDEX term_forbidden_term ON term_forbidden(term_id)"),
        // The issues where a term mattered (DESIGN.md §2), with what happened there.
        QStringLiteral("CREATE TABLE term_issues ("
                       " term_id INTEGER NOT NULL REFERENCES terms(id) ON DELETE CASCADE,"
                       " issue_id INTEGER NOT NULL REFERENCES issues(id) ON DELETE CASCADE,"
                       " note TEXT NOT NULL DEFAULT '',"
                       " PRIMARY KEY (term_id, issue_id)) WITHOUT ROWID"),
        QStringLiteral("CREATE TABLE term_conflicts ("
                       " id INTEGER PRIMARY KEY,"
                       " term_id INTEGER NOT NULL REFERENCES terms(id) ON DELETE CASCADE,"
                       " context_feature TEXT NOT NULL,"
                       " correct_rendering TEXT NOT NULL,"
                       " wrong_rendering TEXT NOT NULL DEFAULT '',"
                       " created_at TEXT NOT NULL)"),
        QStringLiteral("CREATE INDEX term_conflicts_term ON term_conflicts(term_id)"),
        QStringLiteral("CREATE TABLE term_conflict_issues ("
                       " conflict_id INTEGER NOT NULL REFERENCES term_conflicts(id) ON DELETE CASCADE,"
                       " issue_id INTEGER NOT NULL REFERENCES issues(id) ON DELETE CASCADE,"
                       " PRIMARY KEY (conflict_id, issue_id)) WITHOUT ROWID"),

        // Translation memory, with a trigram index for CJK-aware fuzzy search.
        QStringLiteral("CREATE TABLE tm_units ("
                       " id INTEGER PRIMARY KEY,"
                       " source_text TEXT NOT NULL,"
                       " target_text TEXT NOT NULL,"
                       " source_lang TEXT NOT NULL DEFAULT 'en',"
                       " target_lang TEXT NOT NULL DEFAULT 'zh-CN',"
                       " issue_id INTEGER REFERENCES issues(id) ON DELETE SET NULL,"
                       " origin TEXT NOT NULL DEFAULT 'project',"
                       " note TEXT NOT NULL DEFAULT '',"
                       " usage_count INTEGER NOT NULL DEFAULT 0,"
                       " created_at TEXT NOT NULL,"
                       " changed_at TEXT NOT NULL)"),
        QStringLiteral("CREATE INDEX tm_units_issue ON tm_units(issue_id)"),
        QStringLiteral("CREATE VIRTUAL TABLE tm_fts USING fts5("
                       " source_text, target_text, content='tm_units', content_rowid='id',"
                       " tokenize='trigram')"),
        QStringLiteral("CREATE TRIGGER tm_units_ai AFTER INSERT ON tm_units BEGIN"
                       " INSERT INTO tm_fts(rowid, source_text, target_text)"
                       " VALUES (new.id, new.source_text, new.target_text); END"),
        QStringLiteral("CREATE TRIGGER tm_units_ad AFTER DELETE ON tm_units BEGIN"
                       " INSERT INTO tm_fts(tm_fts, rowid, source_text, target_text)"
                       " VALUES ('delete', old.id, old.source_text, old.target_text); END"),
        QStringLiteral("CREATE TRIGGER tm_units_au AFTER UPDATE ON tm_units BEGIN"
                       " INSERT INTO tm_fts(tm_fts, rowid, source_text, target_text)"
                       " VALUES ('delete', old.id, old.source_text, old.target_text);"
                       " INSERT INTO tm_fts(rowid, source_text, target_text)"
                       " VALUES (new.id, new.source_text, new.target_text); END"),

        // Review.
        QStringLiteral("CREATE TABLE comments ("
                       " id INTEGER PRIMARY KEY,"
                       " target_block_id INTEGER NOT NULL REFERENCES target_blocks(id) ON DELETE CASCADE,"
                       " author TEXT NOT NULL DEFAULT '',"
                       " body TEXT NOT NULL,"
                       " created_at TEXT NOT NULL,"
                       " resolved_at TEXT,"
                       " resolution TEXT NOT NULL DEFAULT '')"),
        QStringLiteral("CREATE INDEX comments_target ON comments(target_block_id)"),
        QStringLiteral("CREATE TABLE checklist_templates ("
                       " id INTEGER PRIMARY KEY,"
                       " name TEXT NOT NULL,"
                       " items TEXT NOT NULL DEFAULT '[]')"),
        QStringLiteral("CREATE TABLE checklist_runs ("
                       " id INTEGER PRIMARY KEY,"
                       " issue_id INTEGER NOT NULL REFERENCES issues(id) ON DELETE CASCADE,"
                       " template_id INTEGER REFERENCES checklist_templates(id) ON DELETE SET NULL,"
                       " reviewer TEXT NOT NULL DEFAULT '',"
                       " started_at TEXT NOT NULL,"
                       " finished_at TEXT)"),
        QStringLiteral("CREATE TABLE checklist_results ("
                       " run_id INTEGER NOT NULL REFERENCES checklist_runs(id) ON DELETE CASCADE,"
                       " item_key TEXT NOT NULL,"
                       " checked INTEGER NOT NULL DEFAULT 0,"
                       " note TEXT NOT NULL DEFAULT '',"
                       " PRIMARY KEY (run_id, item_key)) WITHOUT ROWID"),
        QStringLiteral("CREATE TABLE reader_tests ("
                       " id INTEGER PRIMARY KEY,"
                       " issue_id INTEGER NOT NULL REFERENCES issues(id) ON DELETE CASCADE,"
                       " reader TEXT NOT NULL DEFAULT '',"
                       " profile TEXT NOT NULL DEFAULT '',"
                       " first_step TEXT NOT NULL DEFAULT '',"
                       " likely_problem TEXT NOT NULL DEFAULT '',"
                       " verification TEXT NOT NULL DEFAULT '',"
                       " passed INTEGER NOT NULL DEFAULT 0,"
                       " created_at TEXT NOT NULL)"),
        QStringLiteral("CREATE TABLE feedback_reports ("
                       " id INTEGER PRIMARY KEY,"
                       " issue_id INTEGER NOT NULL REFERENCES issues(id) ON DELETE CASCADE,"
                       " target_block_id INTEGER REFERENCES target_blocks(id) ON DELETE SET NULL,"
                       " type TEXT NOT NULL CHECK (type IN ('term', 'parameter', 'logic')),"
                       " body TEXT NOT NULL,"
                       " reporter TEXT NOT NULL DEFAULT '',"
                       " status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'fixed', 'rejected')),"
                       " created_at TEXT NOT NULL)"),
        QStringLiteral("CREATE TABLE revisions ("
                       " id INTEGER PRIMARY KEY,"
                       " issue_id INTEGER NOT NULL REFERENCES issues(id) ON DELETE CASCADE,"
                       " target_block_id INTEGER REFERENCES target_blocks(id) ON DELETE SET NULL,"
                       " author TEXT NOT NULL DEFAULT '',"
                       " summary TEXT NOT NULL DEFAULT '',"
                       " before_text TEXT NOT NULL DEFAULT '',"
                       " after_text TEXT NOT NULL DEFAULT '',"
                       " created_at TEXT NOT NULL)"),
        QStringLiteral("CREATE INDEX revisions_issue ON revisions(issue_id, created_at)"),
    };
}
