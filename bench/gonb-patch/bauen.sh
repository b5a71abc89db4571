#!/usr/bin/env bash
# Baut GoNB in der Version aus werkzeuge/go.mod mit dem Patch dieses Ordners – nur zum Messen
# (bench/sitzplatz.py --gonb …), nicht für den Kernel. Braucht kein Netz: GoNB und seine
# Module liegen nach scripts/einrichten.sh im Modul-Cache.
#
#   bash bench/gonb-patch/bauen.sh [ZIEL]    # Standard: build/gonb-gepatcht
set -euo pipefail
hier="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
projekt="$(cd "$hier/../.." && pwd)"
ziel="$(realpath -m "${1:-$projekt/build/gonb-gepatcht}")"
version="$(awk '$1 == "github.com/janpfeifer/gonb" && NF >= 2 {print $2}' "$projekt/werkzeuge/go.mod")"
patch="$hier/gonb-$version-sitzplatz.diff"
[ -f "$patch" ] || { echo "bauen.sh: kein Patch für GoNB $version ($patch)" >&2; exit 1; }
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
cp -R "$(go env GOMODCACHE)/github.com/janpfeifer/gonb@$version" "$tmp/gonb"
chmod -R u+w "$tmp/gonb"
git -C "$tmp/gonb" apply "$patch"
# Gebaut mit den Versionen der Abhängigkeiten aus werkzeuge/go.mod, wie das GoNB des Kernels.
mkdir "$tmp/bau"
sed 's|^module .*|module bau|' "$projekt/werkzeuge/go.mod" > "$tmp/bau/go.mod"
cp "$projekt/werkzeuge/go.sum" "$tmp/bau/go.sum"
echo "replace github.com/janpfeifer/gonb => $tmp/gonb" >> "$tmp/bau/go.mod"
mkdir -p "$(dirname "$ziel")"
(cd "$tmp/bau" && GOFLAGS=-mod=mod GOPROXY=off go build -o "$ziel" github.com/janpfeifer/gonb)
echo "GoNB $version mit Patch: $ziel" >&2
