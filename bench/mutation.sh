#!/usr/bin/env bash
# Mutationstests (docs/mitarbeiten.md, „Mutationstests“): bench/mutanten verändert den Code
# eines Pakets an je einer Stelle (Vergleich umgedreht, Grenze um eins verschoben,
# Rechenzeichen getauscht …) und lässt die Tests laufen, die diese Stelle ausführen. Ein
# Mutant, den kein Test bemerkt (überlebt), ist eine Lücke in den Tests oder eine
# gleichwertige Änderung.
#
# Aufruf: bash bench/mutation.sh PAKET…   z. B. bash bench/mutation.sh lesson/sudoku
# Ohne PAKET: die Pakete aus issue 36 und die übrigen mit Logik der Bewertung. WORKERS
# (Standard 1) setzt die Zahl der Läufe nebeneinander, KOEFFIZIENT (Standard 20) die
# Zeitgrenze jedes Tests mit Mutant als Vielfaches seiner Dauer ohne ihn (mindestens 10 s).
# DATEIEN="a.go b.go" mutiert nur diese Dateien des Pakets (Ergebnis unter PAKET+a.go+b.go).
# ARTEN="Prüfung,Konstante" mutiert andere Arten als die Standardmenge: eine fehlende Prüfung
# (if-Bedingung gilt nie) und eine ganze Zahl um eins daneben (Ergebnis unter PAKET+Prüfung+Konstante).
#
# Ergebnis je Paket in build/mutation/: NAME.json (alle Mutanten mit Stelle, Tests und
# Status), NAME.ueberlebt (die Überlebenden mit Datei, Zeile und Spalte) und eine Zeile in
# build/mutation/uebersicht.txt: Paket, getötet, überlebt, nicht abgedeckt, Zeit abgelaufen,
# nicht übersetzbar, Wirksamkeit (getötet / (getötet + überlebt)), Dauer.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

ziel=build/mutation
mkdir -p "$ziel"

if [ "$#" -eq 0 ]; then
  set -- exercises/pruefen lesson/sudoku internal/bewertung lesson/fuenfzehn lesson internal/aufnahme internal/sandkasten cmd/bewerten
fi

# Langsame Tests (Sandbox, feindliche Abgaben, ganze Klassen) überspringen sich selbst,
# wenn KISUCHE_MUTATION gesetzt ist: ein Mutantenlauf soll Sekunden dauern, nicht Minuten.
export KISUCHE_MUTATION=1
go build -o "$ziel/mutanten" ./bench/mutanten

for paket in "$@"; do
  paket="${paket#./}"
  paket="${paket%/}"
  ohne=""
  case "$paket" in
    internal/sandkasten)
      # Abschotten, Seccomp und Rechenzeit prüfen nur die langsamen Tests (im Sandkasten).
      ohne='^(abschotten|seccomp|rechenzeit|lauf)' ;;
  esac
  echo "== $paket ($(date -u '+%H:%M:%S UTC'))"
  zeile=$("$ziel/mutanten" -workers "${WORKERS:-1}" -koeffizient "${KOEFFIZIENT:-20}" -aus "$ziel" \
    ${ohne:+-ohne "$ohne"} ${DATEIEN:+-dateien "$DATEIEN"} ${ARTEN:+-arten "$ARTEN"} "./$paket")
  echo "$zeile"
  beschreibung="${zeile%%$'\t'*}"
  { grep -v -F "$beschreibung"$'\t' "$ziel/uebersicht.txt" 2>/dev/null || true; echo "$zeile"; } \
    | sort > "$ziel/uebersicht.neu"
  mv "$ziel/uebersicht.neu" "$ziel/uebersicht.txt"
done
echo "== Übersicht ($ziel/uebersicht.txt)"
cat "$ziel/uebersicht.txt"
