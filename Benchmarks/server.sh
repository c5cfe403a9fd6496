#!/usr/bin/env bash
# Load on `picker serve` over loopback with wrk (Debian's), 100 connections, 2 threads: requests
# per second and p50/p99 latency of POST /api/picker and each page, page weight, server memory.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v wrk >/dev/null || { apt-get update -qq && apt-get install -y -qq wrk >/dev/null; }
swift build -c release --product picker >/dev/null
bin="$(swift build -c release --show-bin-path)/picker"
db="$(mktemp -d)/bench.sqlite"
port=18080
"$bin" serve --port "$port" --db "$db" 2>/dev/null &
server=$!
trap 'kill $server 2>/dev/null || true' EXIT
for _ in $(seq 50); do curl -sf "http://127.0.0.1:$port/" >/dev/null && break; sleep 0.1; done

lua="$(mktemp)"
cat > "$lua" <<'LUA'
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.body = '{"pattern":"59:59.99","rows":[1,2,0,5,4,0,3,7],"action":{"spin":{"wheel":4,"by":1}}}'
LUA

run() {  # name, wrk arguments...
  local name=$1; shift
  local out
  out=$(wrk -t2 -c100 -d8s --latency "$@")
  local rps p50 p99
  rps=$(awk '/Requests\/sec/ {print $2}' <<<"$out")
  p50=$(awk '$1 == "50%" {print $2}' <<<"$out")
  p99=$(awk '$1 == "99%" {print $2}' <<<"$out")
  printf '| %s | %s | %s | %s |\n' "$name" "$rps" "$p50" "$p99"
}

echo "| route (100 connections, 2 threads, 8 s) | requests/s | p50 | p99 |"
echo "|---|---:|---:|---:|"
run "POST /api/picker (spin, 59:59.99)" -s "$lua" "http://127.0.0.1:$port/api/picker"
for page in / /pace /thermostat /prices /playground; do
  run "GET $page" "http://127.0.0.1:$port$page"
done

echo
echo "| page | HTML bytes | + CSS and JS bytes |"
echo "|---|---:|---:|"
assets=$(( $(curl -s "http://127.0.0.1:$port/assets/app.css" | wc -c) + $(curl -s "http://127.0.0.1:$port/assets/wheels.js" | wc -c) ))
for page in / /pace /thermostat /prices /playground; do
  html=$(curl -s "http://127.0.0.1:$port$page" | wc -c)
  echo "| $page | $html | $((html + assets)) |"
done

echo
grep -E 'VmHWM|VmRSS' "/proc/$server/status" | awk '{printf "server memory %s: %s %s\n", $1, $2, $3}'
