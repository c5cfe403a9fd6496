#!/usr/bin/env bash
# Load on `picker serve` over loopback with wrk (Debian's), 100 connections, 2 threads: requests
# per second and p50/p99 latency of POST /api/picker and each page, page weight, server memory;
# and the picker route's rate against a static page's, both measured in this run.
#
# Usage: server.sh [PICKER_BINARY]  (without one, builds picker in release mode under .build/)
set -euo pipefail
cd "$(dirname "$0")"
command -v wrk >/dev/null || { apt-get update -qq && apt-get install -y -qq wrk >/dev/null; }
if [ $# -ge 1 ]; then
  bin=$1
else
  # A scratch folder of our own, so this never races a build of the main package's .build.
  scratch="$PWD/.build/picker"
  swift build -c release --package-path .. --scratch-path "$scratch" --product picker >/dev/null
  bin="$(swift build -c release --package-path .. --scratch-path "$scratch" --show-bin-path)/picker"
fi
work="$(mktemp -d)"
port=18080
"$bin" serve --port "$port" --db "$work/bench.sqlite" 2>/dev/null &
server=$!
trap 'kill $server 2>/dev/null || true; rm -rf "$work"' EXIT
for _ in $(seq 50); do curl -sf "http://127.0.0.1:$port/" >/dev/null && break; sleep 0.1; done

# One request shape for every picker kind: the picker, the state kept from the last answer, and
# the actions since.
body='{"picker":{"kind":"pattern","pattern":"59:59.99"},'
body+='"state":{"rows":[1,2,0,5,4,0,3,7],"focus":0},"actions":[{"spin":{"wheel":4,"by":1}}]}'
cat > "$work/picker.lua" <<LUA
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.body = '$body'
LUA

declare -A rate
run() {  # name, wrk arguments...
  local name=$1; shift
  local out
  out=$(wrk -t2 -c100 -d8s --latency "$@")
  local rps p50 p99 errors
  rps=$(awk '/Requests\/sec/ {print $2}' <<<"$out")
  p50=$(awk '$1 == "50%" {print $2}' <<<"$out")
  p99=$(awk '$1 == "99%" {print $2}' <<<"$out")
  # wrk counts refused requests as served ones; say so rather than report their rate.
  errors=$(awk '/Non-2xx or 3xx responses/ {print $5}' <<<"$out")
  rate[$name]=$rps
  printf '| %s | %s | %s | %s | %s |\n' "$name" "$rps" "$p50" "$p99" "${errors:-0}"
}

status=$(curl -s -o "$work/answer.json" -w '%{http_code}' -H 'Content-Type: application/json' \
  -d "$body" "http://127.0.0.1:$port/api/picker")
echo "| route (100 connections, 2 threads, 8 s) | requests/s | p50 | p99 | non-2xx |"
echo "|---|---:|---:|---:|---:|"
if [[ $status == 2* ]]; then
  run "POST /api/picker (spin, 59:59.99)" -s "$work/picker.lua" "http://127.0.0.1:$port/api/picker"
fi
for page in / /pace /thermostat /prices /playground /assets/app.css; do
  run "GET $page" "http://127.0.0.1:$port$page"
done

echo
echo "| page | HTML bytes | + CSS and JS bytes |"
echo "|---|---:|---:|"
assets=$(( $(curl -s "http://127.0.0.1:$port/assets/app.css" | wc -c)
  + $(curl -s "http://127.0.0.1:$port/assets/wheels.js" | wc -c) ))
for page in / /pace /thermostat /prices /playground; do
  html=$(curl -s "http://127.0.0.1:$port$page" | wc -c)
  echo "| $page | $html | $((html + assets)) |"
done

echo
grep -E 'VmHWM|VmRSS' "/proc/$server/status" \
  | awk '{sub(":", "", $1); printf "server memory %s: %s %s\n", $1, $2, $3}'

echo
if [[ $status == 2* ]]; then
  picker=${rate["POST /api/picker (spin, 59:59.99)"]}
  home=${rate["GET /"]}
  asset=${rate["GET /assets/app.css"]}
  awk -v p="$picker" -v h="$home" -v a="$asset" 'BEGIN {
    printf "picker/static: %.2f (POST /api/picker %s/s beside GET / %s/s;", p / h, p, h
    printf " %.2f beside GET /assets/app.css %s/s)\n", p / a, a }'
else
  echo "picker/static: not measured: POST /api/picker answered $status to the one-shape body:" \
    "$(head -c 300 "$work/answer.json")"
fi
