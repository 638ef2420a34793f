#!/bin/sh
# Installs the Outpost agent on Linux, as root; the Outpost server serves this script at
# /api/agent/install/linux and its enrolment page shows the line that runs it:
#   curl -fsSL SERVER/api/agent/install/linux | sh -s -- --server SERVER --token TOKEN --sha256 HASH
# It downloads the agent (one JavaScript file) from the server, checks its SHA-256, installs it in
# /opt/outpost-agent with a systemd unit (outpost-agent.service), and enrols the device with the
# token. Without systemd running (a container) it starts the unit's command directly.
#   sh linux.sh --uninstall        stops the agent and removes it (the server keeps the device)
# OUTPOST_AGENT_PREFIX installs elsewhere than /opt/outpost-agent (the tests use a temp folder).
set -eu

PREFIX=${OUTPOST_AGENT_PREFIX:-/opt/outpost-agent}
UNIT=/etc/systemd/system/outpost-agent.service
SERVER=''
TOKEN=''
SHA256=''
UNINSTALL=''

fail() {
  echo "outpost-agent install: $*" >&2
  exit 1
}

while [ $# -gt 0 ]; do
  case "$1" in
    --server) SERVER=${2:-}; shift 2 ;;
    --token) TOKEN=${2:-}; shift 2 ;;
    --sha256) SHA256=${2:-}; shift 2 ;;
    --uninstall) UNINSTALL=1; shift ;;
    *) fail "unknown option $1 (use --server URL --token TOKEN --sha256 HASH, or --uninstall)" ;;
  esac
done

[ "$(id -u)" = 0 ] || fail "run this as root (for example: sudo sh)"
has_systemd() { [ -d /run/systemd/system ] && command -v systemctl >/dev/null 2>&1; }

stop_agent() {
  if has_systemd && [ -f "$UNIT" ]; then
    systemctl disable --now outpost-agent >/dev/null 2>&1 || true
  fi
  if [ -f "$PREFIX/agent.pid" ]; then
    kill "$(cat "$PREFIX/agent.pid")" 2>/dev/null || true
    rm -f "$PREFIX/agent.pid"
  fi
}

if [ -n "$UNINSTALL" ]; then
  stop_agent
  if [ -f "$UNIT" ]; then
    rm -f "$UNIT"
    if has_systemd; then systemctl daemon-reload; fi
  fi
  rm -rf "$PREFIX"
  echo "Outpost agent removed from $PREFIX. Delete the device on the server to remove it there too."
  exit 0
fi

[ -n "$SERVER" ] && [ -n "$TOKEN" ] && [ -n "$SHA256" ] || fail "--server, --token and --sha256 are required"
SERVER=${SERVER%/}

NODE=$(command -v node || true)
[ -n "$NODE" ] || fail "Node.js 22.15 or later (24 recommended) must be installed first: node is not on the PATH"
"$NODE" -e 'const [a, b] = process.versions.node.split(".").map(Number); process.exit(a > 22 || (a === 22 && b >= 15) ? 0 : 1)' \
  || fail "Node.js 22.15 or later is needed, this is $("$NODE" --version)"

download() {
  if command -v curl >/dev/null 2>&1; then curl -fsSL "$1" -o "$2"; else wget -q -O "$2" "$1"; fi
}

mkdir -p "$PREFIX"
TMP="$PREFIX/outpost-agent.mjs.download"
download "$SERVER/api/agent/download" "$TMP" || fail "could not download the agent from $SERVER"
ACTUAL=$(sha256sum "$TMP" | cut -d' ' -f1)
if [ "$ACTUAL" != "$SHA256" ]; then
  rm -f "$TMP"
  fail "the downloaded agent's SHA-256 is $ACTUAL, expected $SHA256: not installed"
fi

stop_agent
mv "$TMP" "$PREFIX/outpost-agent.mjs"
chmod 0755 "$PREFIX/outpost-agent.mjs"
mkdir -p "$PREFIX/data"
chmod 0700 "$PREFIX/data"

# Enrolling here keeps the token off the service's command line (every local user can read that).
"$NODE" "$PREFIX/outpost-agent.mjs" enroll --server "$SERVER" --token "$TOKEN" --data-dir "$PREFIX/data"

EXEC="$NODE $PREFIX/outpost-agent.mjs run --data-dir $PREFIX/data"
if has_systemd; then
  cat > "$UNIT" <<UNIT
[Unit]
Description=Outpost agent
Wants=network-online.target
After=network-online.target

[Service]
ExecStart=$EXEC
Restart=always
RestartSec=10

[Install]
WantedBy=multi-user.target
UNIT
  systemctl daemon-reload
  systemctl enable --now outpost-agent
  echo "Outpost agent installed in $PREFIX and running as the outpost-agent service."
else
  # No systemd (a container): the unit's command, detached, its output in the agent's log.
  nohup $EXEC >> "$PREFIX/agent.log" 2>&1 < /dev/null &
  echo $! > "$PREFIX/agent.pid"
  echo "Outpost agent installed in $PREFIX and started (systemd is not running here: pid $(cat "$PREFIX/agent.pid"), log $PREFIX/agent.log)."
fi
