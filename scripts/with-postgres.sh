#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster:
#   bash scripts/with-postgres.sh npx vitest run --project api
# Installs Debian's `postgresql` when its binaries are missing, starts a private cluster in a temp dir on
# 127.0.0.1 and a free port, creates database `app`, exports DATABASE_URL, runs the command, and always stops
# and removes the cluster. Exits with the command's status.
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 COMMAND [ARGS...]" >&2
  exit 2
fi

find_bindir() {
  local dir
  # Debian keeps the server binaries per version; prefer the newest.
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    if [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ]; then echo "$dir"; return 0; fi
  done
  if command -v initdb >/dev/null 2>&1 && command -v pg_ctl >/dev/null 2>&1; then
    dirname "$(command -v initdb)"; return 0
  fi
  return 1
}

if ! BINDIR="$(find_bindir)"; then
  echo "with-postgres: PostgreSQL not found, installing Debian's postgresql package" >&2
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends postgresql >/dev/null
  BINDIR="$(find_bindir)" || { echo "with-postgres: installation did not provide initdb/pg_ctl" >&2; exit 1; }
fi

# initdb refuses to run as root: run the server as the `postgres` system user then.
RUN_AS=()
if [ "$(id -u)" -eq 0 ]; then
  if ! id postgres >/dev/null 2>&1; then
    useradd --system --home-dir /nonexistent --shell /usr/sbin/nologin postgres
  fi
  if command -v runuser >/dev/null 2>&1; then RUN_AS=(runuser -u postgres --); else RUN_AS=(su postgres -s /bin/sh -c); fi
fi
as_pg() {
  if [ "${RUN_AS[0]:-}" = "su" ]; then "${RUN_AS[@]}" "$(printf '%q ' "$@")"; else "${RUN_AS[@]}" "$@"; fi
}

WORK="$(mktemp -d "${TMPDIR:-/tmp}/with-postgres.XXXXXX")"
DATA="$WORK/data"
LOG="$WORK/server.log"
if [ "$(id -u)" -eq 0 ]; then chown postgres "$WORK"; fi
chmod 700 "$WORK"

cleanup() {
  local status=$?
  if [ -f "$DATA/postmaster.pid" ]; then
    as_pg "$BINDIR/pg_ctl" -D "$DATA" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$WORK"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# A free port: ask the kernel for one (node is always available here), fall back to a random high port.
PORT="$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})' 2>/dev/null || echo $((20000 + RANDOM % 20000)))"

as_pg "$BINDIR/initdb" -D "$DATA" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >"$WORK/initdb.log" 2>&1 \
  || as_pg "$BINDIR/initdb" -D "$DATA" -U postgres --auth=trust --encoding=UTF8 --locale=C >"$WORK/initdb.log" 2>&1 \
  || { cat "$WORK/initdb.log" >&2; exit 1; }

# Unix socket in the work dir (not /var/run/postgresql, which may not exist or be writable); tuned for tests.
as_pg "$BINDIR/pg_ctl" -D "$DATA" -l "$LOG" -w -t 60 \
  -o "-h 127.0.0.1 -p $PORT -k $WORK -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  start >/dev/null || { cat "$LOG" >&2; exit 1; }

as_pg "$BINDIR/psql" -h 127.0.0.1 -p "$PORT" -U postgres -d postgres -v ON_ERROR_STOP=1 -qc 'create database app' >/dev/null

export DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/app"
echo "with-postgres: PostgreSQL $("$BINDIR/postgres" --version | awk '{print $3}') at $DATABASE_URL" >&2

set +e
"$@"
status=$?
set -e
exit "$status"
