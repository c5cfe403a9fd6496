#!/usr/bin/env bash
# Load on `picker serve` over loopback with wrk (Debian's), for one binary or two side by side
# ("now" and "baseline", measured in this run one after the other, each on its own server and its
# own copy of the same database file):
#
# 1. requests/s, p50 and p99 at 10 and 100 connections of POST /api/picker, a list of 10 products,
#    a list of 10,000, and the home page; the other pages and a static asset at 100 connections;
#    non-2xx answers and socket errors counted, since wrk counts a refused request as served.
# 2. writes: 2xx answers per second while 50 clients add products to one fresh list.
# 3. idle connections held before a new request is refused, with the server's descriptor limit at
#    1,024, and whether the server closes them.
# 4. the server's memory after all of that (the 10,000-product list's runs come last, and the
#    memory is read at once after them); page weight; the picker route's rate against a static
#    page's ("picker/static", the line summary.py reads: the median of five interleaved pairs of
#    runs, steadier than one run of each).
#
# Usage: server.sh [PICKER_BINARY [BASELINE_BINARY]]
#   (without a binary, builds picker in release mode under Benchmarks/.build/)
# Environment: DURATION (wrk run length, default 5s), WRITES (the write run's, default 8s),
#   IDLE_WAIT (seconds to wait for the server to close idle connections, default 10).
set -euo pipefail
cd "$(dirname "$0")"
command -v wrk >/dev/null || { apt-get update -qq && apt-get install -y -qq wrk >/dev/null; }
if [ $# -gt 2 ]; then
  echo "usage: server.sh [PICKER_BINARY [BASELINE_BINARY]]" >&2
  exit 2
elif [ $# -ge 1 ]; then
  bins=("$@")
else
  # A scratch folder of our own, so this never races a build of the main package's .build.
  scratch="$PWD/.build/picker"
  source ../scripts/release-build.sh
  for product in picker picker-serve; do
    swift build "${release_build[@]}" --package-path .. --scratch-path "$scratch" \
      --product "$product" >/dev/null
  done
  bins=("$(swift build "${release_build[@]}" --package-path .. --scratch-path "$scratch" \
    --show-bin-path)/picker")
fi
labels=(now baseline)
duration=${DURATION:-5s}
writes=${WRITES:-8s}
helper="$PWD/server_load.py"

work="$(mktemp -d)"
server=""
stop_server() {
  # A graceful stop waits for answers in flight, which can be minutes of queued work: give it 3 s.
  if [ -n "$server" ]; then
    kill "$server" 2>/dev/null || true
    for _ in $(seq 30); do kill -0 "$server" 2>/dev/null || break; sleep 0.1; done
    kill -KILL "$server" 2>/dev/null || true
    wait "$server" 2>/dev/null || true
    server=""
  fi
}
trap 'stop_server; rm -rf "$work"' EXIT
trap 'exit 130' INT TERM  # so an interrupted run still stops its server and removes its files

# One request shape for every picker kind: the picker, the state kept from the last answer, and
# the actions since.
body='{"picker":{"kind":"pattern","pattern":"59:59.99"},'
body+='"state":{"rows":[1,2,0,5,4,0,3,7],"focus":0},"actions":[{"spin":{"wheel":4,"by":1}}]}'
cat > "$work/picker.lua" <<LUA
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.body = '$body'
LUA

# Writes: every client adds the same product to one list. Only 2xx answers count as writes; they
# are also counted per wall-clock second, because on a server that answers each write with the
# whole list, writes slow down as the list grows: the first whole second beside the last shows it.
cat > "$work/writes.lua" <<'LUA'
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.body = '{"name":"Rice","price":"2.49","quantity":"1","unit":"kg","packCount":1}'

local threads = {}
function setup(thread) table.insert(threads, thread) end
function init(args) ok = 0; seconds = {} end  -- globals, so done() can read them per thread
function response(status, headers, body)
  if status >= 200 and status < 300 then
    ok = ok + 1
    local now = os.time()
    seconds[now] = (seconds[now] or 0) + 1
  end
end
function done(summary, latency, requests)
  local total, merged, first, last = 0, {}, nil, nil
  for _, thread in ipairs(threads) do
    total = total + thread:get("ok")
    for second, n in pairs(thread:get("seconds")) do
      merged[second] = (merged[second] or 0) + n
      first = math.min(first or second, second)
      last = math.max(last or second, second)
    end
  end
  -- The first and last seconds seen are partial: report the ones just inside them.
  local function whole(second)
    if first and last and last - first >= 2 then return tostring(merged[second] or 0) end
    return "run too short"
  end
  io.write(string.format("writes_per_second\t%.0f\n", total / (summary.duration / 1e6)))
  io.write("writes_first_second\t" .. whole((first or 0) + 1) .. "\n")
  io.write("writes_last_second\t" .. whole((last or 0) - 1) .. "\n")
  io.write(string.format("writes_latency\t%.2fms / %.2fms\n",
    latency:percentile(50) / 1000, latency:percentile(99) / 1000))
  io.write(string.format("writes_failed\t%d non-2xx, %d socket errors\n", summary.requests - total,
    summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout))
end
LUA

# One wrk run: a row of wrk.tsv (route, connections, requests/s, p50, p99, non-2xx, other errors).
# A 10 s timeout, so a slow answer (the 10,000-product list) is measured, not dropped as an error.
wrk_run() {  # name, connections, wrk arguments...
  local name=$1 connections=$2; shift 2
  local out rps answered p50 p99 non2xx errors
  # A server too busy to accept connects makes wrk give up: report that rather than stop here.
  out=$(wrk -t2 -c"$connections" -d"$duration" --timeout 10s --latency "$@" 2>&1) || true
  rps=$(awk '/Requests\/sec/ {print $2}' <<<"$out")
  p50=$(awk '$1 == "50%" {print $2}' <<<"$out")
  p99=$(awk '$1 == "99%" {print $2}' <<<"$out")
  non2xx=$(awk '/Non-2xx or 3xx responses/ {print $5}' <<<"$out")
  # "Socket errors: connect 0, read 3, write 0, timeout 7", printed only when there were some.
  errors=$(awk '/Socket errors/ {gsub(",", ""); for (i = 3; i < NF; i += 2) if ($(i + 1) > 0) \
    printf "%s%s %s", (n++ ? ", " : "errors: "), $(i + 1), $i}' <<<"$out")
  # A rate from a handful of answers (and its percentiles) is rough: say how many there were. With
  # none, wrk still prints a latency distribution, a meaningless one.
  answered=$(awk '/requests in/ {print $1}' <<<"$out")
  if [ "${answered:-x}" = 0 ]; then
    p50="none answered in $duration"; p99="—"
  elif [ -n "$answered" ] && [ "$answered" -lt 100 ]; then
    rps+=" ($answered answered)"
  fi
  if [ -z "$rps" ]; then
    rps=0; p50="—"; p99="—"; errors="wrk: $(head -c 200 <<<"$out" | tr '\n\t' '  ')"
  fi
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$name" "$connections" "$rps" "${p50:-—}" "${p99:-—}" \
    "${non2xx:-0}" "$errors" >> "$dir/wrk.tsv"
}

fact() { printf '%s\t%s\n' "$1" "$2" >> "$dir/facts.tsv"; }  # key, value

measure() {  # label, binary
  local label=$1 bin=$2
  dir="$work/$label"
  mkdir -p "$dir"
  : > "$dir/wrk.tsv"
  fact binary "$bin"
  fact duration "$duration"
  fact write_duration "$writes"
  # The same v1 file for each binary (lists `small` and `big`), seeded directly: see the helper.
  python3 "$helper" seed "$dir/bench.sqlite"

  # The descriptor limit of 1,024 is for the idle-connection step; the other steps use at most a
  # few hundred descriptors, so one server serves them all and its memory is that of all of them.
  local port url
  port=$(python3 "$helper" free-port)
  url="http://127.0.0.1:$port"
  (ulimit -n 1024 && exec "$bin" serve --port "$port" --db "$dir/bench.sqlite") \
    2>"$dir/server.log" &
  server=$!
  # A newer binary migrates the seeded file on start: give it time.
  for _ in $(seq 300); do curl -sf "$url/" >/dev/null && break; sleep 0.1; done
  curl -sf "$url/" >/dev/null \
    || { echo "$label: the server did not start:" >&2; tail "$dir/server.log" >&2; exit 1; }
  echo "$label: measuring $bin on port $port" >&2

  # 1. Reads (and the picker route, which only computes). The 10,000-product list comes last (see
  # there): where answering it takes seconds of CPU, a 100-connection run leaves minutes of work
  # queued after wrk stops, and with the handlers' threads busy the server stops accepting
  # connections: nothing measured after it would mean anything.
  local status
  status=$(curl -s -o "$dir/answer.json" -w '%{http_code}' -H 'Content-Type: application/json' \
    -d "$body" "$url/api/picker")
  [[ $status == 2* ]] \
    || fact picker_refusal "POST /api/picker answered $status: $(head -c 300 "$dir/answer.json")"
  # As the pages send it: with the key of the wheels the client holds (its first answer's), so
  # the titles are not sent again; the run without it is every answer carrying every title.
  local key
  key=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1])).get("wheelsKey", ""))' \
    "$dir/answer.json" 2>/dev/null || true)
  sed "s|\"actions\"|\"wheelsKey\":\"$key\",\"actions\"|" "$work/picker.lua" >"$dir/held.lua"
  for connections in 10 100; do
    if [[ $status == 2* ]]; then
      wrk_run "POST /api/picker (spin, 59:59.99)" "$connections" -s "$dir/held.lua" \
        "$url/api/picker"
      wrk_run "POST /api/picker (spin, every title)" "$connections" -s "$work/picker.lua" \
        "$url/api/picker"
    fi
    wrk_run "GET /api/lists/small (10 products)" "$connections" "$url/api/lists/small"
    wrk_run "GET /" "$connections" "$url/"
  done
  for page in /pace /thermostat /prices /playground /assets/app.css; do
    wrk_run "GET $page" 100 "$url$page"
  done
  # The ratio the speed goal names, from five interleaved pairs of 3 s runs at 100 connections:
  # one run of each route, one after the other, varies by a quarter on a shared 2-core machine.
  if [[ $status == 2* ]]; then
    for pair in 1 2 3 4 5; do
      fact "pair_picker $pair" "$(wrk -t2 -c100 -d3s -s "$dir/held.lua" "$url/api/picker" \
        | awk '/Requests\/sec/ {print $2}')"
      fact "pair_home $pair" "$(wrk -t2 -c100 -d3s "$url/" | awk '/Requests\/sec/ {print $2}')"
    done
  fi

  # 2. Writes, to a list nothing else has written to.
  wrk -t2 -c50 -d"$writes" --timeout 10s -s "$work/writes.lua" "$url/api/lists/writes/products" \
    2>&1 | tee "$dir/writes.txt" | grep -P '^writes_\w+\t' >> "$dir/facts.tsv" || true
  # Writes still queued when wrk stopped would slow the fresh requests of the idle step.
  python3 "$helper" drain "$server" 20 >&2

  # Page weight, before the idle step can leave the server unable to answer.
  python3 "$helper" weights "$url" / /pace /thermostat /prices /playground /api/lists/small \
    /api/lists/big >> "$dir/facts.tsv"

  # 3. Idle connections (the helper raises its own descriptor limit).
  python3 "$helper" idle "$port" "$server" "${IDLE_WAIT:-10}" >> "$dir/facts.tsv"

  # 1, last. The 10,000-product list: at 10 connections, then (once what that run left queued is
  # done, or after 20 s) at 100.
  wrk_run "GET /api/lists/big (10,000 products)" 10 "$url/api/lists/big"
  python3 "$helper" drain "$server" 20 >&2
  wrk_run "GET /api/lists/big (10,000 products)" 100 "$url/api/lists/big"

  # 4. Memory after all of that.
  if [ -r "/proc/$server/status" ]; then
    awk '/^Vm(HWM|RSS):/ {sub(":", "", $1); printf "%s\t%s %s\n", $1, $2, $3}' \
      "/proc/$server/status" >> "$dir/facts.tsv"
    fact cpu "$(python3 "$helper" cpu "$server")"
  else
    fact VmHWM "server exited"
  fi
  stop_server
  fact writes_list_size "$(python3 "$helper" count "$dir/bench.sqlite" writes 2>&1 | tail -1)"
}

for index in "${!bins[@]}"; do
  measure "${labels[$index]}" "${bins[$index]}"
done
python3 "$helper" report "$work" "${labels[@]:0:${#bins[@]}}"
