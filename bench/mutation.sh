#!/usr/bin/env bash
# Mutationstests (docs/mitarbeiten.md, „Mutationstests“): gremlins verändert den Code eines
# Pakets an je einer Stelle (Vergleich umgedreht, Grenze um eins verschoben, Rechenzeichen
# getauscht …) und lässt die Tests des Pakets laufen. Ein Mutant, den kein Test bemerkt
# (LIVED), ist eine Lücke in den Tests oder eine gleichwertige Änderung.
#
# Aufruf: bash bench/mutation.sh PAKET…   z. B. bash bench/mutation.sh lesson/sudoku
# Ohne PAKET: alle sechs Pakete aus issue 36. WORKERS (Standard 1) setzt die Zahl der Läufe
# nebeneinander, KOEFFIZIENT (Standard 20) die Zeitgrenze je Mutant als Vielfaches des
# ersten Testlaufs (der das Übersetzen nicht enthält). DATEIEN="a.go b.go" mutiert nur diese
# Dateien des Pakets (Ergebnis unter PAKET+a.go+b.go). gremlins ist über die Version
# festgelegt und wird mit go run geholt; go.mod bleibt unberührt.
#
# Ergebnis je Paket in build/mutation/: NAME.json (alle Mutanten mit Zeile und Status),
# NAME.txt (die Ausgabe) und eine Zeile in build/mutation/uebersicht.txt:
# Paket, getötet, überlebt, nicht abgedeckt, Wirksamkeit (getötet / (getötet + überlebt)).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

GREMLINS="github.com/go-gremlins/gremlins/cmd/gremlins@v0.6.0"
workers="${WORKERS:-1}"
ziel=build/mutation
mkdir -p "$ziel"

if [ "$#" -eq 0 ]; then
  set -- exercises/pruefen lesson/sudoku internal/bewertung lesson/fuenfzehn lesson internal/aufnahme internal/sandkasten cmd/bewerten
fi

# Langsame Tests (Sandbox, feindliche Abgaben, ganze Klassen) überspringen sich selbst,
# wenn KISUCHE_MUTATION gesetzt ist: ein Mutantenlauf soll Sekunden dauern, nicht Minuten.
export KISUCHE_MUTATION=1

for paket in "$@"; do
  paket="${paket#./}"
  paket="${paket%/}"
  name="${paket//\//_}"
  extra=()
  case "$paket" in
    lesson)
      # Nur das Paket lesson selbst; die Unterpakete haben eigene Läufe.
      extra+=(--exclude-files '/') ;;
    internal/sandkasten)
      # Abschotten, Seccomp und Rechenzeit prüfen nur die langsamen Tests (im Sandkasten).
      extra+=(--exclude-files '^(abschotten|seccomp|rechenzeit|lauf)')
      ;;
  esac
  if [ -n "${DATEIEN:-}" ]; then
    # Alle anderen Dateien des Pakets ausschließen.
    andere=$(cd "$paket" && ls *.go | grep -v '_test\.go$' | grep -vxF -f <(tr ' ' '\n' <<<"$DATEIEN") \
      | sed 's/\./\\./g' | paste -sd'|' || true)
    [ -n "$andere" ] && extra+=(--exclude-files "^($andere)\$")
    name="$name+${DATEIEN// /+}"
  fi
  echo "== $paket ($(date -u '+%H:%M:%S UTC'))"
  go run "$GREMLINS" unleash --workers "$workers" --timeout-coefficient "${KOEFFIZIENT:-20}" \
    -o "$ziel/$name.json" "${extra[@]}" "./$paket" 2>&1 | tee "$ziel/$name.txt"
  beschreibung="$paket${DATEIEN:+ ($DATEIEN)}"
  zeile=$(jq -r --arg p "$beschreibung" \
    '"\($p)\tgetötet \(.mutants_killed)\tüberlebt \(.mutants_lived)\tnicht abgedeckt \(.mutants_not_covered)\tWirksamkeit \(.test_efficacy | . * 10 | round / 10) %"' \
    "$ziel/$name.json")
  echo "$zeile"
  { grep -v -P "^\Q$beschreibung\E\t" "$ziel/uebersicht.txt" 2>/dev/null || true; echo "$zeile"; } \
    | sort > "$ziel/uebersicht.neu"
  mv "$ziel/uebersicht.neu" "$ziel/uebersicht.txt"
  # Die Überlebenden mit Datei und Zeile: jeder braucht einen Test oder eine Begründung.
  jq -r --arg p "$paket" '.files[] | .file_name as $f | .mutations[]
    | select(.status == "LIVED") | "\($p)/\($f):\(.line):\(.column)\t\(.type)"' \
    "$ziel/$name.json" > "$ziel/$name.ueberlebt"
done
echo "== Übersicht ($ziel/uebersicht.txt)"
cat "$ziel/uebersicht.txt"
