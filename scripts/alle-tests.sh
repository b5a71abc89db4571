#!/usr/bin/env bash
# Führt alle Tests aus – genau so, wie die CI es tut:
# Einrichtung (Jupyter, Chromium, GoNB), gofmt, go vet, dann alle Go-Tests einschließlich
# der Notebook-Läufe, der Bewertung der Übungen und des Browser-Tests.
set -euo pipefail
projekt="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$projekt"
bash scripts/einrichten.sh --browser
gobin="$(go env GOBIN)"
[ -n "$gobin" ] || gobin="$(go env GOPATH)/bin"
export PATH="$gobin:$PATH"

echo "==> gofmt" >&2
unformatiert="$(gofmt -l $(git ls-files '*.go' 2>/dev/null || find . -name '*.go'))"
if [ -n "$unformatiert" ]; then
  echo "gofmt würde diese Dateien ändern:" >&2; echo "$unformatiert" >&2; exit 1
fi

# exercises/ enthält die Stubs der Studierenden: Deren Tests schlagen absichtlich fehl.
# Sie werden von internal/bewertung geprüft (Lösungen: volle Punkte, Stubs: keine).
pakete="$(go list ./... | grep -v '/exercises$')"
echo "==> go vet" >&2
go vet $pakete
echo "==> go test" >&2
# Die Browser-Tests (internal/browsertest: echtes Jupyter, Chromium, Klicks mit Zeitgrenzen)
# laufen danach allein: Parallel zu den Notebook-Läufen teilen sie sich zwei Kerne und
# würden ihre eigene Zeitgrenze (3 Minuten) reißen.
KISUCHE_ALLE_TESTS=1 go test -count=1 -timeout 45m $(echo "$pakete" | grep -v '/internal/browsertest$')
echo "==> Browser-Tests" >&2
KISUCHE_ALLE_TESTS=1 go test -count=1 -timeout 10m ./internal/browsertest
