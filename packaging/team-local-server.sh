#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# A PostgreSQL server of your own to try working as a team (docs/team-server.md):
#
#   team-local-server.sh start [DIR]         # makes (first time) and starts it; prints the URL
#   team-local-server.sh stop [DIR]
#   team-local-server.sh url [DIR]           # the lead's URL for yiqiao-cli team publish
#   team-local-server.sh login NAME [DIR]    # another login (a member), password printed
#   team-local-server.sh psql [DIR] [ARGS…]  # psql as the server's superuser
#
# DIR: $YIQIAO_TEAM_SERVER_DIR, else ~/.local/share/yiqiao/team-server (as root
# /var/lib/yiqiao/team-server: PostgreSQL refuses to run as root, so root's cluster
# belongs to the system user postgres, or nobody, who cannot enter /root).
# Port: $YIQIAO_TEAM_PORT or 54329 (chosen at the first start, then kept); the server
# listens on 127.0.0.1 only, asks logins for their password, and trusts its Unix
# socket in DIR/socket (only its owner can open that folder).
# The database is "series", the lead's login "lead" (CREATEROLE, owner of the
# database); passwords are kept in DIR/pgpass, which `export PGPASSFILE=DIR/pgpass`
# hands to yiqiao and psql.
set -euo pipefail

usage() { sed -n '3,9p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 2; }
[ $# -ge 1 ] || usage
command=$1
shift
name=
if [ "$command" = login ]; then
    [ $# -ge 1 ] || usage
    name=$1
    shift
fi

if [ $# -ge 1 ] && [ "${1#-}" = "$1" ]; then
    dir=$1
    shift
elif [ -n "${YIQIAO_TEAM_SERVER_DIR:-}" ]; then
    dir=$YIQIAO_TEAM_SERVER_DIR
elif [ "$(id -u)" = 0 ]; then
    dir=/var/lib/yiqiao/team-server
else
    dir=${XDG_DATA_HOME:-$HOME/.local/share}/yiqiao/team-server
fi

bindir=${YIQIAO_PG_BINDIR:-}
if [ -z "$bindir" ]; then
    for v in 15 16 17; do
        if [ -x "/usr/lib/postgresql/$v/bin/initdb" ]; then bindir=/usr/lib/postgresql/$v/bin; break; fi
    done
fi
if [ -z "$bindir" ] && command -v initdb >/dev/null; then bindir=$(dirname "$(command -v initdb)"); fi
if [ -z "$bindir" ]; then
    echo "PostgreSQL's initdb was not found: install the package postgresql (Debian 12: postgresql-15)." >&2
    exit 1
fi

database=series
lead=lead
data=$dir/data
sock=$dir/socket

# The user the server runs as: ourselves, or when root an unprivileged one.
if [ "$(id -u)" = 0 ]; then
    if id postgres >/dev/null 2>&1; then owner=postgres; else owner=nobody; fi
    as_owner() { (cd / && runuser -u "$owner" -- "$@"); }
else
    owner=$(id -un)
    as_owner() { "$@"; }
fi

port() {
    if [ -f "$dir/port" ]; then cat "$dir/port"; else echo "${YIQIAO_TEAM_PORT:-54329}"; fi
}

running() { as_owner "$bindir/pg_ctl" -D "$data" status >/dev/null 2>&1; }

superuser_psql() {
    "$bindir/psql" -X -q -v ON_ERROR_STOP=1 -h "$sock" -p "$(port)" -U postgres "$@"
}

new_password() { head -c 18 /dev/urandom | base64 | tr -d '/+=' ; }

# A login with a new password, remembered in DIR/pgpass.
make_login() {
    local login=$1 attributes=$2 password
    password=$(new_password)
    superuser_psql -d postgres -v login="$login" -v pw="$password" <<SQL
SELECT format('CREATE ROLE %I LOGIN PASSWORD %L $attributes', :'login', :'pw')
 WHERE NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = :'login') \gexec
SELECT format('ALTER ROLE %I PASSWORD %L', :'login', :'pw') \gexec
SQL
    touch "$dir/pgpass"
    chmod 600 "$dir/pgpass"
    grep -v "^127\.0\.0\.1:$(port):\*:$login:" "$dir/pgpass" >"$dir/pgpass.new" || true
    echo "127.0.0.1:$(port):*:$login:$password" >>"$dir/pgpass.new"
    mv "$dir/pgpass.new" "$dir/pgpass"
    chmod 600 "$dir/pgpass"
    echo "$password"
}

init_cluster() {
    mkdir -p "$dir"
    if [ "$(id -u)" = 0 ]; then
        chown "$owner" "$dir"
        if ! runuser -u "$owner" -- test -w "$dir"; then
            echo "The user $owner cannot write to $dir (a folder inside /root?): give another DIR." >&2
            exit 1
        fi
    fi
    echo "${YIQIAO_TEAM_PORT:-54329}" >"$dir/port"
    as_owner mkdir -p "$sock"
    as_owner chmod 700 "$sock"
    as_owner "$bindir/initdb" -D "$data" -U postgres -E UTF8 --locale=C.UTF-8 \
        --auth-local=trust --auth-host=scram-sha-256 >"$dir/initdb.log"
    {
        echo "listen_addresses = '127.0.0.1'"
        echo "port = $(port)"
        echo "unix_socket_directories = '$sock'"
        echo "password_encryption = 'scram-sha-256'"
    } | as_owner tee -a "$data/postgresql.conf" >/dev/null
}

lead_url() { echo "postgresql://$lead@127.0.0.1:$(port)/$database"; }

start() {
    [ -f "$data/PG_VERSION" ] || init_cluster
    if ! running; then
        (as_owner "$bindir/pg_ctl" -D "$data" -l "$dir/server.log" -w start >/dev/null) || {
            echo "The server did not start; see $dir/server.log" >&2
            exit 1
        }
    fi
    if [ -z "$(superuser_psql -d postgres -At -c "SELECT 1 FROM pg_roles WHERE rolname = '$lead'")" ]; then
        make_login "$lead" CREATEROLE >/dev/null
    fi
    if [ -z "$(superuser_psql -d postgres -At -c "SELECT 1 FROM pg_database WHERE datname = '$database'")" ]; then
        superuser_psql -d postgres -c "CREATE DATABASE $database OWNER $lead"
    fi
    echo "The team server runs (data in $dir). To publish a series:"
    echo "  export PGPASSFILE=$dir/pgpass"
    echo "  yiqiao-cli team publish PROJECT.yiqiao $(lead_url)"
    echo "A member's login: $0 login NAME $dir"
}

case $command in
start) start ;;
stop)
    if [ -f "$data/PG_VERSION" ] && running; then
        (as_owner "$bindir/pg_ctl" -D "$data" -m fast -w stop >/dev/null)
    fi
    echo "The team server in $dir is stopped."
    ;;
url) lead_url ;;
login)
    running || { echo "The team server in $dir is not running: $0 start first." >&2; exit 1; }
    password=$(make_login "$name" "")
    echo "Login $name, password $password (kept in $dir/pgpass)."
    echo "Its URL: postgresql://$name@127.0.0.1:$(port)/$database"
    echo "The lead adds it to the series: yiqiao-cli team member add PROJECT.yiqiao $name --role translator"
    ;;
psql) superuser_psql -d "$database" "$@" ;;
*) usage ;;
esac
