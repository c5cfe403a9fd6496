#!/usr/bin/env bash
# Makes the README's pictures from the tools as they are (Documentation/images/):
#   terminal.png    `picker 59:59.99 --title "Lap time"` in tmux after typing 12544, captured
#                   with its colours (tmux capture-pane -e), drawn as a terminal by headless
#                   Chromium through ansi2html
#   pace-phone.png  the pace calculator page of `picker serve`, in headless Chromium at a phone's
#                   size (390 x 844 CSS pixels, twice as dense)
# Needs tmux, chromium and curl (Debian) and ansi2html (PyPI), installed when missing.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v tmux >/dev/null && command -v chromium >/dev/null && command -v curl >/dev/null || {
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq tmux chromium curl >/dev/null; }
python3 -c 'import ansi2html' 2>/dev/null || python3 -m pip install -q ansi2html==1.9.2
swift build --product picker >/dev/null
swift build --product picker-serve >/dev/null
bin="$(swift build --show-bin-path)"
out=Documentation/images
work="$(mktemp -d)"
session="pictures-$$"
cleanup() {
  tmux kill-session -t "$session" 2>/dev/null || true
  [[ -n "${server:-}" ]] && kill "$server" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
mkdir -p "$out"

# The terminal picker, 72 x 12, after typing 1 2 5 4 4: digits shift in from the right.
tmux new-session -d -s "$session" -x 72 -y 12 \
  "TERM=xterm-256color '$bin/picker' 59:59.99 --title 'Lap time'; sleep 30"
sleep 1
for key in 1 2 5 4 4; do tmux send-keys -t "$session" "$key"; sleep 0.2; done
sleep 0.5
tmux capture-pane -t "$session" -e -p >"$work/terminal.ansi"
python3 - "$work/terminal.ansi" "$work/terminal.html" <<'PY'
import sys
from ansi2html import Ansi2HTMLConverter
text = open(sys.argv[1], encoding="utf-8").read()
html = Ansi2HTMLConverter(dark_bg=True, line_wrap=False, title="picker").convert(text)
html = html.replace("</style>", """
body { margin: 0; padding: 16px 20px; font: 18px/1.35 "DejaVu Sans Mono", monospace; }
.body_foreground { color: #e8e8e8; } .body_background { background: #1d1f21; }
</style>""")
open(sys.argv[2], "w", encoding="utf-8").write(html)
PY
chromium --headless --no-sandbox --hide-scrollbars --window-size=820,330 \
  --screenshot="$PWD/$out/terminal.png" "file://$work/terminal.html" 2>/dev/null

# The pace calculator on a phone: a server of its own on a free port and a scratch database.
port="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
"$bin/picker-serve" --port "$port" --db "$work/picker.sqlite" >"$work/serve.log" 2>&1 &
server=$!
for _ in $(seq 100); do curl -sf "http://127.0.0.1:$port/" >/dev/null && break; sleep 0.1; done
chromium --headless --no-sandbox --hide-scrollbars --window-size=390,844 \
  --force-device-scale-factor=2 --virtual-time-budget=10000 \
  --screenshot="$PWD/$out/pace-phone.png" "http://127.0.0.1:$port/pace?locale=en_US" 2>/dev/null
echo "wrote $out/terminal.png and $out/pace-phone.png"
