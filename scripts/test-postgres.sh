#!/usr/bin/env bash
# Runs the server's test suite against PostgreSQL: every test gets a database of its own, made from
# a migrated, seeded template (packages/server/src/__tests__/postgresDatabases.ts). The ordinary run
# uses SQLite files; this one proves the same behaviour on the production database.
#
#   scripts/test-postgres.sh          uses TEST_DATABASE_URL, or installs and starts a local
#                                     PostgreSQL from Debian with a d2d/d2d role when none answers
#   TEST_DATABASE_URL=postgres://user:pass@host:5432/postgres scripts/test-postgres.sh
#
# The role needs CREATEDB: the suite creates and drops its databases. See docs/testing.md.
set -euo pipefail
cd "$(dirname "$0")/.."

url="${TEST_DATABASE_URL:-postgres://d2d:d2d@127.0.0.1:5432/postgres}"
if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi

as_postgres() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else sudo -u postgres "$@"; fi; }
answers() { pg_isready -q -h 127.0.0.1 -p 5432 >/dev/null 2>&1; }

if [ -z "${TEST_DATABASE_URL:-}" ]; then
  if ! command -v pg_ctlcluster >/dev/null 2>&1; then
    echo "Installing PostgreSQL from Debian…"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql >/dev/null
  fi
  if ! answers; then
    # Debian makes a cluster on install; a machine without systemd does not start it
    read -r version cluster _ < <(pg_lsclusters --no-header | head -1)
    if [ -z "${version:-}" ]; then
      version="$(ls /usr/lib/postgresql | sort -n | tail -1)"; cluster=main
      $SUDO pg_createcluster "$version" "$cluster" >/dev/null
    fi
    # a throwaway test server: durability buys nothing here and costs the suite minutes
    $SUDO pg_ctlcluster "$version" "$cluster" start -- -o "-c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300"
    for _ in $(seq 1 30); do answers && break; sleep 1; done
  fi
  answers || { echo "PostgreSQL does not answer on 127.0.0.1:5432" >&2; exit 1; }
  # the suite's role, made once (a superuser here would hide a missing grant, so only CREATEDB)
  as_postgres psql -q -v ON_ERROR_STOP=1 -c "DO \$\$ BEGIN
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'd2d') THEN CREATE ROLE d2d LOGIN CREATEDB PASSWORD 'd2d'; END IF;
  END \$\$;" >/dev/null
fi

echo "Server tests against PostgreSQL at ${url%%://*}://…@${url#*@}"
TEST_DATABASE_URL="$url" npx vitest run --project server
