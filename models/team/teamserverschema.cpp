// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "team/teamserverschema.h"

#include "team/teamserverconnection.h"
#include "team/teamtables.h"

#include <QHash>
#include <QRegularExpression>
#include <QSqlQuery>

namespace {

// pg_advisory_xact_lock's key for writes to team_rows ("yiqiao" in ASCII).
const char *const LockKey = "133367447642479";

// The trigger on team_rows. Raised SQLSTATEs (TeamServer turns them into sentences):
// YQ001 no lease, YQ002 lead only, YQ003 series row of an issue held by someone else,
// YQ004 own approval, YQ005 a malformed row, YQ006 not a member.
QString guardRowFunction()
{
    return QStringLiteral(R"SQL(
CREATE OR REPLACE FUNCTION yiqiao.guard_row() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, yiqiao, pg_temp AS $fn$
DECLARE
    who text := session_user;
    t yiqiao.team_tables%ROWTYPE;
    is_lead boolean;
    is_member boolean;
    holds boolean;
    parent_issue text;
BEGIN
    PERFORM pg_advisory_xact_lock(%1);
    SELECT coalesce(bool_or(pg_has_role(who, value, 'MEMBER')) FILTER (WHERE key = 'role_lead'), false),
           coalesce(bool_or(pg_has_role(who, value, 'MEMBER')), false)
      INTO is_lead, is_member
      FROM yiqiao.meta WHERE key IN ('role_lead', 'role_reviewer', 'role_translator');
    IF NOT is_member THEN
        RAISE EXCEPTION 'not a member of the team' USING ERRCODE = 'YQ006';
    END IF;
    SELECT * INTO t FROM yiqiao.team_tables WHERE name = NEW.tbl;
    IF NOT FOUND THEN
        RAISE EXCEPTION 'table % does not travel', NEW.tbl USING ERRCODE = 'YQ005';
    END IF;
    IF TG_OP = 'UPDATE' AND (NEW.tbl <> OLD.tbl OR NEW.uuid <> OLD.uuid OR NEW.issue IS DISTINCT FROM OLD.issue) THEN
        RAISE EXCEPTION 'a row keeps its table, uuid and issue' USING ERRCODE = 'YQ005';
    END IF;
    IF t.issue_via = '' THEN
        IF NEW.issue IS NOT NULL THEN
            RAISE EXCEPTION '% rows belong to no issue', NEW.tbl USING ERRCODE = 'YQ005';
        END IF;
    ELSIF t.issue_via = 'id' THEN
        IF NEW.issue IS DISTINCT FROM NEW.uuid THEN
            RAISE EXCEPTION 'an issue is its own issue' USING ERRCODE = 'YQ005';
        END IF;
    ELSIF NOT NEW.deleted THEN
        IF t.issue_via = 'issue_id' THEN
            parent_issue := NEW.data ->> 'issue_id';
        ELSIF NEW.data ->> t.issue_via IS NULL THEN
            parent_issue := NULL;
        ELSE
            SELECT issue INTO parent_issue FROM yiqiao.team_rows
             WHERE tbl = t.issue_parent AND uuid = NEW.data ->> t.issue_via;
            IF NOT FOUND THEN
                parent_issue := NEW.issue;
            END IF;
        END IF;
        IF parent_issue IS DISTINCT FROM NEW.issue THEN
            RAISE EXCEPTION 'the row''s data leads to another issue' USING ERRCODE = 'YQ005';
        END IF;
    END IF;

    holds := t.class IN ('draft', 'series') AND NEW.issue IS NOT NULL AND EXISTS (
        SELECT 1 FROM yiqiao.team_leases l WHERE l.issue = NEW.issue AND l.holder = who AND l.expires > now());
    IF TG_OP = 'INSERT' AND NEW.deleted THEN
        -- A row deleted before it ever reached the server: a tombstone, nothing to protect.
        NEW.data := '{}';
    -- A row of an issue's table that leads to no issue (its issue is gone) is the lead's.
    ELSIF t.class IN ('draft', 'series') AND NEW.issue IS NULL AND NOT is_lead THEN
        RAISE EXCEPTION 'only the lead writes % rows of no issue', NEW.tbl USING ERRCODE = 'YQ002';
    ELSIF t.class = 'lead' AND NOT is_lead THEN
        RAISE EXCEPTION 'only the lead writes %', NEW.tbl USING ERRCODE = 'YQ002';
    ELSIF t.class = 'draft' AND NEW.issue IS NOT NULL AND NOT holds THEN
        RAISE EXCEPTION 'the issue''s draft is not checked out by %', who USING ERRCODE = 'YQ001';
    ELSIF t.class = 'series' AND NEW.issue IS NOT NULL AND NOT is_lead AND NOT holds THEN
        IF TG_OP = 'UPDATE' OR EXISTS (SELECT 1 FROM yiqiao.team_leases l
                                        WHERE l.issue = NEW.issue AND l.holder <> who AND l.expires > now()) THEN
            RAISE EXCEPTION 'only the lead or the issue''s holder changes %', NEW.tbl USING ERRCODE = 'YQ003';
        END IF;
    END IF;
    IF NEW.tbl = 'block_reviews' AND NOT NEW.deleted AND NEW.data ->> 'action' = 'approve'
       AND NOT (is_lead AND coalesce(current_setting('yiqiao.publishing', true), '') = 'on') AND EXISTS (
           SELECT 1 FROM yiqiao.team_rows b
            WHERE b.tbl = 'target_blocks' AND b.uuid = NEW.data ->> 'target_block_id' AND b.author = who) THEN
        RAISE EXCEPTION '% cannot approve a translation they wrote', who USING ERRCODE = 'YQ004';
    END IF;

    NEW.rev := nextval('yiqiao.team_rev');
    NEW.author := who;
    IF TG_OP = 'UPDATE' AND t.class = 'shared' THEN
        INSERT INTO yiqiao.team_row_history (tbl, uuid, issue, data, deleted, rev, author, replaced_rev, replaced_by, base_rev, flagged)
        VALUES (OLD.tbl, OLD.uuid, OLD.issue, OLD.data, OLD.deleted, OLD.rev, OLD.author, NEW.rev, who, NEW.base_rev,
                NEW.base_rev IS DISTINCT FROM OLD.rev);
    END IF;
    PERFORM pg_notify('%2', '');
    RETURN NEW;
END
$fn$)SQL")
        .arg(QLatin1String(LockKey), TeamServerSchema::channel());
}

// The trigger on team_leases: a lease is its taker's (session_user), for at most a
// day; another member's unexpired lease is neither taken nor given back (the lead may).
QString guardLeaseFunction()
{
    return QStringLiteral(R"SQL(
CREATE OR REPLACE FUNCTION yiqiao.guard_lease() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, yiqiao, pg_temp AS $fn$
DECLARE
    who text := session_user;
BEGIN
    IF TG_OP <> 'INSERT' AND OLD.holder <> who AND OLD.expires > now()
       AND NOT pg_has_role(who, (SELECT value FROM yiqiao.meta WHERE key = 'role_lead'), 'MEMBER') THEN
        RAISE EXCEPTION 'the issue is checked out by % until %', OLD.holder, OLD.expires USING ERRCODE = 'YQ010';
    END IF;
    IF TG_OP = 'DELETE' THEN
        RETURN OLD;
    END IF;
    IF TG_OP = 'UPDATE' AND NEW.issue <> OLD.issue THEN
        RAISE EXCEPTION 'a lease keeps its issue' USING ERRCODE = 'YQ005';
    END IF;
    NEW.holder := who;
    NEW.expires := least(NEW.expires, now() + interval '1 day');
    RETURN NEW;
END
$fn$)SQL");
}

// Rows pushed as a JSON array [{tbl, uuid, issue, data, deleted, base_rev}, …]: each
// written on its own (a refused one is rolled back alone), one result per element.
QString pushRowsFunction()
{
    return QStringLiteral(R"SQL(
CREATE OR REPLACE FUNCTION yiqiao.push_rows(batch jsonb)
RETURNS TABLE (i integer, rev bigint, code text, message text)
LANGUAGE plpgsql SET search_path = pg_catalog, yiqiao, pg_temp AS $fn$
#variable_conflict use_column
DECLARE
    r jsonb;
    n integer := 0;
BEGIN
    PERFORM pg_advisory_xact_lock(%1);
    IF jsonb_typeof(batch) <> 'array' THEN
        RAISE EXCEPTION 'a push is an array of rows' USING ERRCODE = 'YQ005';
    END IF;
    FOR r IN SELECT value FROM jsonb_array_elements(batch) LOOP
        n := n + 1;
        i := n;
        code := NULL;
        message := NULL;
        BEGIN
            IF jsonb_typeof(r -> 'data') IS DISTINCT FROM 'object' THEN
                RAISE EXCEPTION 'a row''s data is an object' USING ERRCODE = 'YQ005';
            END IF;
            UPDATE yiqiao.team_rows t
               SET issue = nullif(r ->> 'issue', ''), data = r -> 'data', deleted = (r ->> 'deleted')::boolean,
                   base_rev = (r ->> 'base_rev')::bigint
             WHERE t.tbl = r ->> 'tbl' AND t.uuid = r ->> 'uuid'
            RETURNING t.rev INTO rev;
            IF NOT FOUND THEN
                INSERT INTO yiqiao.team_rows (tbl, uuid, issue, data, deleted, base_rev, rev, author)
                VALUES (r ->> 'tbl', r ->> 'uuid', nullif(r ->> 'issue', ''), r -> 'data', (r ->> 'deleted')::boolean,
                        (r ->> 'base_rev')::bigint, 0, '')
                RETURNING team_rows.rev INTO rev;
            END IF;
        EXCEPTION WHEN OTHERS THEN
            rev := 0;
            code := SQLSTATE;
            message := SQLERRM;
        END;
        RETURN NEXT;
    END LOOP;
END
$fn$)SQL")
        .arg(QLatin1String(LockKey));
}

} // namespace

QString TeamServerSchema::issueParent(const QString &issueVia)
{
    static const QHash<QString, QString> parents = {
        {QStringLiteral("issue_id"), QStringLiteral("issues")},
        {QStringLiteral("post_id"), QStringLiteral("source_posts")},
        {QStringLiteral("target_id"), QStringLiteral("target_blocks")},
        {QStringLiteral("target_block_id"), QStringLiteral("target_blocks")},
        {QStringLiteral("source_block_id"), QStringLiteral("source_blocks")},
        {QStringLiteral("run_id"), QStringLiteral("checklist_runs")},
        {QStringLiteral("feedback_id"), QStringLiteral("feedback_reports")},
        {QStringLiteral("id"), QStringLiteral("issues")},
    };
    return parents.value(issueVia);
}

namespace {

// Members are granted and revoked by the lead through these (server-side quoting).
QString memberFunctions()
{
    return QStringLiteral(R"SQL(
CREATE OR REPLACE FUNCTION yiqiao.set_member(login text, member_role text) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, yiqiao, pg_temp AS $fn$
DECLARE
    k text;
    target text;
BEGIN
    IF NOT pg_has_role(session_user, (SELECT value FROM yiqiao.meta WHERE key = 'role_lead'), 'MEMBER') THEN
        RAISE EXCEPTION 'only the lead manages members' USING ERRCODE = 'YQ002';
    END IF;
    IF member_role IS NOT NULL AND member_role NOT IN ('translator', 'reviewer', 'lead') THEN
        RAISE EXCEPTION 'no role %', member_role USING ERRCODE = 'YQ005';
    END IF;
    IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = login AND rolcanlogin) THEN
        RAISE EXCEPTION '% is not a login role on this server', login USING ERRCODE = 'YQ007';
    END IF;
    IF login = session_user AND member_role IS DISTINCT FROM 'lead' THEN
        RAISE EXCEPTION 'the lead cannot leave the lead role' USING ERRCODE = 'YQ005';
    END IF;
    FOREACH k IN ARRAY ARRAY['translator', 'reviewer', 'lead'] LOOP
        target := (SELECT value FROM yiqiao.meta WHERE key = 'role_' || k);
        IF k IS DISTINCT FROM member_role AND EXISTS (
               SELECT 1 FROM pg_auth_members m JOIN pg_roles g ON g.oid = m.roleid JOIN pg_roles u ON u.oid = m.member
                WHERE g.rolname = target AND u.rolname = login) THEN
            EXECUTE format('REVOKE %I FROM %I', target, login);
        ELSIF k = member_role THEN
            EXECUTE format('GRANT %I TO %I', target, login);
        END IF;
    END LOOP;
    IF member_role IS NULL THEN
        DELETE FROM yiqiao.team_leases WHERE holder = login;
    END IF;
END
$fn$)SQL");
}

// The lead settles a term change that the trigger flagged (issue 24): approve keeps
// the later version; revert writes the earlier one again through push_rows, and so the
// trigger (a new revision by the lead that every copy pulls; its history unflagged).
// Members may call it and are refused here; they have no UPDATE on the history.
// YQ008: no such change waits; YQ009: the earlier version's term is gone.
QString settleFunction()
{
    QStringList tables;
    for (const QString &table : TeamServerSchema::termTables()) {
        tables << TeamServerSchema::quoteLiteral(table);
    }
    return QStringLiteral(R"SQL(
CREATE OR REPLACE FUNCTION yiqiao.settle_term_change(change_id bigint, how text) RETURNS bigint
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, yiqiao, pg_temp AS $fn$
DECLARE
    h yiqiao.team_row_history%ROWTYPE;
    current_rev bigint;
    parent text;
    parent_key text;
    res record;
    new_rev bigint := 0;
BEGIN
    IF NOT pg_has_role(session_user, (SELECT value FROM yiqiao.meta WHERE key = 'role_lead'), 'MEMBER') THEN
        RAISE EXCEPTION 'only the lead settles term changes' USING ERRCODE = 'YQ002';
    END IF;
    IF how IS NULL OR how NOT IN ('approve', 'revert') THEN
        RAISE EXCEPTION 'a term change is approved or reverted, not %', how USING ERRCODE = 'YQ005';
    END IF;
    PERFORM pg_advisory_xact_lock(%1);
    SELECT * INTO h FROM yiqiao.team_row_history
     WHERE id = change_id AND flagged AND tbl IN (%2) FOR UPDATE;
    IF NOT FOUND THEN
        RAISE EXCEPTION 'no term change % waits to be settled', change_id USING ERRCODE = 'YQ008';
    END IF;
    IF how = 'revert' THEN
        SELECT rev INTO current_rev FROM yiqiao.team_rows WHERE tbl = h.tbl AND uuid = h.uuid;
        IF h.tbl = 'term_conflict_issues' THEN
            parent := 'term_conflicts';
            parent_key := 'conflict_id';
        ELSIF h.tbl <> 'terms' THEN
            parent := 'terms';
            parent_key := 'term_id';
        END IF;
        IF NOT h.deleted AND parent IS NOT NULL AND NOT EXISTS (
               SELECT 1 FROM yiqiao.team_rows p WHERE p.tbl = parent AND p.uuid = h.data ->> parent_key AND NOT p.deleted) THEN
            RAISE EXCEPTION 'the earlier version belongs to a % row that was deleted since', parent USING ERRCODE = 'YQ009';
        END IF;
        SELECT * INTO res FROM yiqiao.push_rows(jsonb_build_array(jsonb_build_object(
            'tbl', h.tbl, 'uuid', h.uuid, 'issue', coalesce(h.issue, ''), 'data', h.data, 'deleted', h.deleted,
            'base_rev', coalesce(current_rev, 0))));
        IF res.code IS NOT NULL OR coalesce(res.rev, 0) <= 0 THEN
            RAISE EXCEPTION '%', coalesce(res.message, 'the earlier version was refused') USING ERRCODE = coalesce(res.code, 'YQ005');
        END IF;
        new_rev := res.rev;
    END IF;
    UPDATE yiqiao.team_row_history SET flagged = false WHERE id = change_id;
    RETURN new_rev;
END
$fn$)SQL")
        .arg(QLatin1String(LockKey), tables.join(QStringLiteral(", ")));
}

} // namespace

bool TeamServerSchema::checkDatabase(const QString &database, QString *error)
{
    static const QRegularExpression pattern(QStringLiteral("^[A-Za-z0-9_][A-Za-z0-9_-]{0,44}$"));
    if (!pattern.match(database).hasMatch()) {
        *error = tr("The database '%1' cannot name the team's roles: use at most 45 letters, digits, '_' or '-'.").arg(database.left(80));
        return false;
    }
    return true;
}

bool TeamServerSchema::checkLogin(const QString &login, QString *error)
{
    bool control = false;
    for (const QChar c : login) {
        control = control || c.unicode() < 0x20 || c.unicode() == 0x7f;
    }
    if (login.isEmpty() || control || login.toUtf8().size() > 63) {
        *error = tr("'%1' is not a PostgreSQL login name.").arg(login.left(80));
        return false;
    }
    return true;
}

const QStringList &TeamServerSchema::termTables()
{
    static const QStringList names = {QStringLiteral("terms"), QStringLiteral("term_renderings"), QStringLiteral("term_forbidden"),
        QStringLiteral("term_issues"), QStringLiteral("term_conflicts"), QStringLiteral("term_conflict_issues")};
    return names;
}

const QStringList &TeamServerSchema::roles()
{
    static const QStringList names = {QStringLiteral("translator"), QStringLiteral("reviewer"), QStringLiteral("lead")};
    return names;
}

QString TeamServerSchema::roleName(const QString &database, const QString &role)
{
    return QStringLiteral("yiqiao_") + database + QLatin1Char('_') + role;
}

QString TeamServerSchema::quoteIdent(const QString &name)
{
    QString quoted = name;
    quoted.replace(QLatin1Char('"'), QLatin1String("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

QString TeamServerSchema::quoteLiteral(const QString &text)
{
    QString quoted = text;
    quoted.replace(QLatin1Char('\''), QLatin1String("''"));
    return QLatin1Char('\'') + quoted + QLatin1Char('\'');
}

QStringList TeamServerSchema::roleStatements(const QString &database, const QString &lead, bool adminOption)
{
    QStringList sql;
    for (const QString &role : roles()) {
        const QString name = roleName(database, role);
        sql << QStringLiteral(
            "DO $do$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = %1) THEN CREATE ROLE %2 NOLOGIN; END IF; END $do$")
                   .arg(quoteLiteral(name), quoteIdent(name));
    }
    if (adminOption) {
        // The lead grants the roles to members (yiqiao.set_member runs as the lead).
        for (const QString &role : roles()) {
            sql << QStringLiteral("GRANT %1 TO %2 WITH ADMIN OPTION").arg(quoteIdent(roleName(database, role)), lead);
        }
        sql << QStringLiteral("GRANT CREATE ON DATABASE %1 TO %2").arg(quoteIdent(database), lead);
    } else {
        sql << QStringLiteral("GRANT %1 TO %2").arg(quoteIdent(roleName(database, QStringLiteral("lead"))), lead);
    }
    return sql;
}

QStringList TeamServerSchema::schemaStatements(const QString &database)
{
    QStringList sql = {
        QStringLiteral("CREATE SCHEMA IF NOT EXISTS yiqiao"),
        QStringLiteral("CREATE SEQUENCE IF NOT EXISTS yiqiao.team_rev"),
        QStringLiteral("CREATE TABLE IF NOT EXISTS yiqiao.meta (key text PRIMARY KEY, value text NOT NULL)"),
        QStringLiteral("CREATE TABLE IF NOT EXISTS yiqiao.team_tables ("
                       " name text PRIMARY KEY,"
                       " class text NOT NULL CHECK (class IN ('series', 'draft', 'append', 'shared', 'lead')),"
                       " issue_via text NOT NULL DEFAULT '',"
                       " issue_parent text NOT NULL DEFAULT '')"),
        QStringLiteral("CREATE TABLE IF NOT EXISTS yiqiao.team_rows ("
                       " tbl text NOT NULL REFERENCES yiqiao.team_tables(name),"
                       " uuid text NOT NULL CHECK (uuid ~ '^[0-9A-Fa-f-]{32,36}$'),"
                       " issue text CHECK (issue ~ '^[0-9A-Fa-f-]{32,36}$'),"
                       " data jsonb NOT NULL CHECK (jsonb_typeof(data) = 'object'),"
                       " deleted boolean NOT NULL DEFAULT false,"
                       " rev bigint NOT NULL,"
                       " base_rev bigint NOT NULL DEFAULT 0,"
                       " author text NOT NULL,"
                       " PRIMARY KEY (tbl, uuid))"),
        QStringLiteral("CREATE UNIQUE INDEX IF NOT EXISTS team_rows_rev ON yiqiao.team_rows (rev)"),
        QStringLiteral("CREATE INDEX IF NOT EXISTS team_rows_issue ON yiqiao.team_rows (issue)"),
        QStringLiteral("CREATE TABLE IF NOT EXISTS yiqiao.team_row_history ("
                       " id bigserial PRIMARY KEY,"
                       " tbl text NOT NULL, uuid text NOT NULL, issue text, data jsonb NOT NULL, deleted boolean NOT NULL,"
                       " rev bigint NOT NULL, author text NOT NULL,"
                       " replaced_rev bigint NOT NULL, replaced_by text NOT NULL, base_rev bigint NOT NULL,"
                       " flagged boolean NOT NULL, replaced_at timestamptz NOT NULL DEFAULT now())"),
        QStringLiteral("CREATE INDEX IF NOT EXISTS team_row_history_row ON yiqiao.team_row_history (tbl, uuid)"),
        QStringLiteral("CREATE TABLE IF NOT EXISTS yiqiao.team_leases ("
                       " issue text PRIMARY KEY CHECK (issue ~ '^[0-9A-Fa-f-]{32,36}$'),"
                       " holder text NOT NULL,"
                       " copy_id text NOT NULL CHECK (length(copy_id) BETWEEN 1 AND 100),"
                       " expires timestamptz NOT NULL)"),
        guardRowFunction(),
        guardLeaseFunction(),
        pushRowsFunction(),
        memberFunctions(),
        settleFunction(),
        QStringLiteral("DROP TRIGGER IF EXISTS guard_row ON yiqiao.team_rows"),
        QStringLiteral(
            "CREATE TRIGGER guard_row BEFORE INSERT OR UPDATE ON yiqiao.team_rows FOR EACH ROW EXECUTE FUNCTION yiqiao.guard_row()"),
        QStringLiteral("DROP TRIGGER IF EXISTS guard_lease ON yiqiao.team_leases"),
        QStringLiteral("CREATE TRIGGER guard_lease BEFORE INSERT OR UPDATE OR DELETE ON yiqiao.team_leases FOR EACH ROW EXECUTE FUNCTION "
                       "yiqiao.guard_lease()"),
        QStringLiteral("REVOKE ALL ON ALL TABLES IN SCHEMA yiqiao FROM PUBLIC"),
        QStringLiteral("REVOKE ALL ON ALL FUNCTIONS IN SCHEMA yiqiao FROM PUBLIC"),
    };
    QStringList groups;
    for (const QString &role : roles()) {
        groups << quoteIdent(roleName(database, role));
    }
    const QString all = groups.join(QStringLiteral(", "));
    sql << QStringLiteral("GRANT USAGE ON SCHEMA yiqiao TO %1").arg(all)
        << QStringLiteral("GRANT SELECT ON ALL TABLES IN SCHEMA yiqiao TO %1").arg(all)
        << QStringLiteral("GRANT INSERT, UPDATE ON yiqiao.team_rows TO %1").arg(all)
        << QStringLiteral("GRANT INSERT, UPDATE, DELETE ON yiqiao.team_leases TO %1").arg(all)
        << QStringLiteral("GRANT EXECUTE ON FUNCTION yiqiao.push_rows(jsonb) TO %1").arg(all)
        // set_member itself refuses anyone but the lead, in a sentence.
        << QStringLiteral("GRANT EXECUTE ON FUNCTION yiqiao.set_member(text, text) TO %1").arg(all)
        // So does settle_term_change.
        << QStringLiteral("GRANT EXECUTE ON FUNCTION yiqiao.settle_term_change(bigint, text) TO %1").arg(all);
    return sql;
}

QStringList TeamServerSchema::adminScript(const QString &database, const QString &leadLogin)
{
    QString error;
    if (!checkDatabase(database, &error) || !checkLogin(leadLogin, &error)) {
        return {};
    }
    const QString lead = quoteIdent(leadLogin);
    QStringList sql = roleStatements(database, lead, true);
    // The schema belongs to the lead, who then manages members and may publish again.
    sql << QStringLiteral("SET ROLE %1").arg(lead);
    sql << schemaStatements(database);
    for (const QString &role : roles()) {
        sql << QStringLiteral("INSERT INTO yiqiao.meta (key, value) VALUES (%1, %2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value")
                   .arg(quoteLiteral(QStringLiteral("role_") + role), quoteLiteral(roleName(database, role)));
    }
    sql << QStringLiteral("INSERT INTO yiqiao.meta (key, value) VALUES ('lease_seconds', '1800') ON CONFLICT (key) DO NOTHING");
    sql << QStringLiteral(
        "INSERT INTO yiqiao.meta (key, value) VALUES ('schema_version', %1) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value")
               .arg(quoteLiteral(QString::number(Version)));
    for (const TeamTable &table : TeamTables::all()) {
        sql << QStringLiteral("INSERT INTO yiqiao.team_tables (name, class, issue_via, issue_parent) VALUES (%1, %2, %3, %4)"
                              " ON CONFLICT (name) DO UPDATE SET class = EXCLUDED.class, issue_via = EXCLUDED.issue_via,"
                              " issue_parent = EXCLUDED.issue_parent")
                   .arg(quoteLiteral(table.name), quoteLiteral(TeamTables::className(table.kind)), quoteLiteral(table.issueVia),
                       quoteLiteral(issueParent(table.issueVia)));
    }
    sql << QStringLiteral("RESET ROLE");
    return sql;
}

QString TeamServerSchema::metaUpsert()
{
    return QStringLiteral("INSERT INTO yiqiao.meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value");
}

bool TeamServerSchema::apply(TeamServerConnection &connection, QString *error)
{
    for (const QString &sql : schemaStatements(connection.url().database)) {
        if (!connection.runPlain(sql, error)) {
            return false;
        }
    }
    QSqlQuery query(connection.database());
    return connection.run(query, metaUpsert(), {QStringLiteral("schema_version"), QString::number(Version)}, error);
}

void TeamServerSchema::upgrade(TeamServerConnection &connection)
{
    QString error;
    QSqlQuery query(connection.database());
    if (!connection.begin(&error)
        || !connection.run(query,
            QStringLiteral("SELECT 1 FROM pg_namespace WHERE nspname = ? AND pg_has_role(session_user, nspowner, 'USAGE')"),
            {QStringLiteral("yiqiao")}, &error)) {
        return;
    }
    bool current = !query.next();
    if (!current) {
        if (!connection.run(
                query, QStringLiteral("SELECT value FROM yiqiao.meta WHERE key = ?"), {QStringLiteral("schema_version")}, &error)) {
            return;
        }
        current = query.next() && query.value(0).toString().toInt() >= Version;
    }
    query.finish();
    if (current) {
        connection.rollback();
    } else if (apply(connection, &error)) {
        connection.commit(&error);
    }
}
