#!/usr/bin/env bash
# CI: the built server (`npm run build`) runs under Node 24. It starts with the registry's node@24 on a fresh
# PostgreSQL database, then an admin logs in, creates a booth and an attendee, and the booth records one visit.
# Settings: PGHOST, PGPORT, PGUSER (default 127.0.0.1, 5432, postgres: the database is made and dropped there).
set -euo pipefail
cd "$(dirname "$0")/.."

MAIN=server/dist/server/src/main.js
if [ ! -f "$MAIN" ]; then
  echo "node24 smoke: $MAIN is missing: run \`npm run build\` first" >&2
  exit 1
fi

export PGHOST="${PGHOST:-127.0.0.1}" PGPORT="${PGPORT:-5432}" PGUSER="${PGUSER:-postgres}"
tmp="$(mktemp -d)"
db="node24_smoke_$$_${RANDOM}"
db_made=""
server_pid=""

cleanup() {
  local status=$?
  trap - EXIT INT TERM
  if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then
    kill -TERM "$server_pid" 2>/dev/null || true
    for _ in $(seq 1 50); do kill -0 "$server_pid" 2>/dev/null || break; sleep 0.2; done
    kill -KILL "$server_pid" 2>/dev/null || true
    wait "$server_pid" 2>/dev/null || true
  fi
  if [ "$status" -ne 0 ] && [ -s "$tmp/server.log" ]; then
    echo "--- server output ---" >&2
    cat "$tmp/server.log" >&2
  fi
  [ -n "$db_made" ] && { dropdb --if-exists "$db" || echo "node24 smoke: could not drop database $db" >&2; }
  rm -rf "$tmp"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# the registry's node@24 (its preinstall fetches the platform's binary: allowed by name in a throwaway package.json)
mkdir -p "$tmp/node24"
echo '{"private": true, "allowScripts": {"node": true}}' >"$tmp/node24/package.json"
npm install --no-save --no-audit --no-fund --prefix "$tmp/node24" node@24 >"$tmp/npm.log" 2>&1 || {
  cat "$tmp/npm.log" >&2
  exit 1
}
node24="$tmp/node24/node_modules/node/bin/node"
if [ ! -x "$node24" ]; then
  echo "node24 smoke: $node24 is missing after npm install node@24" >&2
  cat "$tmp/npm.log" >&2
  exit 1
fi
version="$("$node24" --version)"
case "$version" in
  v24.*) ;;
  *)
    echo "node24 smoke: node@24 gave $version" >&2
    exit 1
    ;;
esac

createdb "$db"
db_made=1

port="$("$node24" -e 'const s = require("node:net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); });')"
admin_password="smoke-admin-$RANDOM$RANDOM"

PORT="$port" \
  DATABASE_URL="postgres://$PGUSER@$PGHOST:$PGPORT/$db" \
  DATA_DIR="$tmp/data" \
  ADMIN_USERNAME=admin \
  ADMIN_PASSWORD="$admin_password" \
  PUBLIC_URL="http://127.0.0.1:$port" \
  "$node24" "$MAIN" >"$tmp/server.log" 2>&1 &
server_pid=$!

# the API calls, with the same Node 24 (fetch, JSON): a wrong status ends it with the answer on stderr
SMOKE_URL="http://127.0.0.1:$port" SMOKE_PID="$server_pid" SMOKE_ADMIN_PASSWORD="$admin_password" \
  "$node24" --input-type=module -e '
const base = process.env.SMOKE_URL;
const fail = (message) => {
  console.error(`node24 smoke: ${message}`);
  process.exit(1);
};

async function call(method, path, { token, body, expect }) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  if (!expect(res.status)) fail(`${method} ${path} answered ${res.status}: ${text}`);
  try {
    return text === "" ? {} : JSON.parse(text);
  } catch {
    fail(`${method} ${path} answered ${res.status} with no JSON: ${text}`);
  }
}
const is2xx = (status) => status >= 200 && status < 300;

const deadline = Date.now() + 60_000;
for (;;) {
  try {
    process.kill(Number(process.env.SMOKE_PID), 0);
  } catch {
    fail("the server ended before its health answered");
  }
  const status = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2_000) }).then(
    (res) => res.status,
    () => 0,
  );
  if (status === 200) break;
  if (Date.now() > deadline) fail(`GET /api/health did not answer 200 within 60 s (last: ${status || "no answer"})`);
  await new Promise((resolve) => setTimeout(resolve, 250));
}

const admin = await call("POST", "/api/admin/login", {
  body: { username: "admin", password: process.env.SMOKE_ADMIN_PASSWORD },
  expect: (s) => s === 200,
});
if (typeof admin.token !== "string" || !Number.isInteger(admin.eventId)) fail(`admin login gave ${JSON.stringify(admin)}`);

const boothPassword = "smoke-booth-pass-1";
const booth = await call("POST", `/api/booths?eventId=${admin.eventId}`, {
  token: admin.token,
  body: {
    boothName: "스모크 부스",
    name: "박부스",
    affiliation: "한빛전자",
    phone: "010-5555-0001",
    loginId: "smoke-booth",
    password: boothPassword,
  },
  expect: (s) => s === 201,
});

const attendee = await call("POST", "/api/users/register", {
  token: admin.token,
  body: {
    name: "김민수",
    affiliation: "한빛전자",
    phoneNumber: "010-1234-5678",
    email: "",
    country: "대한민국",
    visitType: "N",
    paymentStatus: "N",
    paymentStatus2: "Y",
    registrationType: "PRE",
    eventId: admin.eventId,
  },
  expect: is2xx,
});
if (!Number.isInteger(attendee.id)) fail(`register gave ${JSON.stringify(attendee)}`);

const boothLogin = await call("POST", "/api/booth-login", {
  body: { loginId: "smoke-booth", password: boothPassword },
  expect: (s) => s === 200 || s === 201,
});
if (typeof boothLogin.token !== "string" || boothLogin.boothId !== booth.id) fail(`booth login gave ${JSON.stringify(boothLogin)}`);

const visit = await call("POST", "/api/booth-visits", {
  token: boothLogin.token,
  body: { boothId: booth.id, userId: attendee.id },
  expect: is2xx,
});
console.log(`node24 smoke: booth ${booth.id} recorded attendee ${attendee.id} (${JSON.stringify(visit)})`);
'

echo "node24 smoke: server ran on node $version"
echo "node24 smoke: ok"
