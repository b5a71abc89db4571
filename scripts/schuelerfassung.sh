#!/usr/bin/env bash
# Schreibt die Fassung für Schülerinnen und Schüler nach ZIEL (einen neuen, leeren Ordner):
# Notebooks, die Bibliothek lesson/, die Übung exercises/ mit ihren Stubs und den sichtbaren
# Prüfungen der Lektion (exercises/pruefen), die Skripte für Jupyter und den Kernel – ohne
# die Musterlösungen (solutions/), ohne den Quelltext der verborgenen Tests
# (internal/bewertung/), ohne das Bewertungsprogramm und ohne die Teile für Lehrkräfte und
# Server (Klassenserver, Container, Messungen, Testskripte). ZIEL wird ein Git-Repository mit
# einem Commit, damit „git checkout“ aus Notebook 4 dort funktioniert.
#
# Die Fassung entsteht aus dem letzten Commit (HEAD), nicht aus dem Arbeitsordner: Abgaben
# (ABGABEN/), Noten und Rückmeldungen von bewerten (bewertung/) oder ein eigener Versuch in
# exercises/ kommen so nie hinein. Hat der Arbeitsordner Änderungen, die nicht eingecheckt
# sind, sagt das Skript es (auf stderr).
#
#   bash scripts/schuelerfassung.sh ../ki-suche-klasse
set -euo pipefail
projekt="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
ziel="${1:?Aufruf: bash scripts/schuelerfassung.sh ZIEL (ein neuer Ordner)}"
if [ -e "$ziel" ] && [ -n "$(ls -A "$ziel")" ]; then
  echo "schuelerfassung: $ziel ist nicht leer – bitte einen neuen Ordner angeben." >&2
  exit 1
fi
command -v git >/dev/null || { echo "schuelerfassung: git fehlt." >&2; exit 1; }
cd "$projekt"
if ! git rev-parse --verify -q HEAD >/dev/null; then
  echo "schuelerfassung: $projekt ist kein Git-Repository mit einem Commit – die Fassung entsteht aus dem letzten Commit." >&2
  exit 1
fi
mkdir -p "$ziel"
ziel="$(cd "$ziel" && pwd)"

# Die Teile der Lehrkraft, die nicht in die Fassung kommen.
weglassen='^(solutions/|internal/|cmd/bewerten/|bench/|\.ci/|klassenserver/|notebooks/pruefungen/|exercises/bewertung_test\.go$|exercises/pruefen/notebook_test\.go$|scripts/(alle-tests|fuzzen|schuelerfassung|klassenserver|klassenserver-lasttest|container-bauen)\.sh$|scripts/schueler-README\.md$|BENCHMARKS\.md$|README\.md$)|(^|/)__pycache__/'

# Was im Arbeitsordner anders ist als im letzten Commit und sonst in die Fassung käme:
# geänderte, gelöschte und neue Dateien (neue Ordner als ein Eintrag).
anders=()
while IFS= read -r -d '' datei; do
  anders+=("$datei")
done < <({ git diff --name-only -z HEAD --; git ls-files -o --exclude-standard --directory --no-empty-directory -z; } | grep -zvE "$weglassen" || true)
git diff --quiet HEAD -- scripts/schueler-README.md || anders+=("scripts/schueler-README.md")
if [ "${#anders[@]}" -gt 0 ]; then
  liste="$(printf '%s, ' "${anders[@]:0:10}")"
  liste="${liste%, }"
  [ "${#anders[@]}" -le 10 ] || liste+=" und $((${#anders[@]} - 10)) weitere"
  echo "Hinweis: Dein Arbeitsordner hat Änderungen, die nicht in die Schülerfassung kommen (nicht eingecheckt): $liste – die Fassung enthält den Stand des letzten Commits." >&2
fi

# Alle Dateien des letzten Commits (mit ihren Rechten, etwa ausführbaren Skripten) ohne die
# Teile der Lehrkraft.
stand="$(mktemp -d)"
trap 'rm -rf "$stand"' EXIT
git archive --format=tar HEAD | tar -x -C "$stand"
git ls-tree -r -z --name-only HEAD | grep -zvE "$weglassen" | while IFS= read -r -d '' datei; do
  [ -f "$stand/$datei" ] || continue
  mkdir -p "$ziel/$(dirname "$datei")"
  cp -p "$stand/$datei" "$ziel/$datei"
done
cp "$stand/scripts/schueler-README.md" "$ziel/README.md"

cd "$ziel"
git init -q
git add -A
git -c user.name="KI-Suche" -c user.email="ki-suche@localhost" commit -qm "Fassung für Schülerinnen und Schüler"
echo "Fassung für Schülerinnen und Schüler geschrieben: $ziel ($(git ls-files | wc -l) Dateien)."
echo "Darin: bash scripts/notebooks-starten.sh (Notebooks), go test ./exercises (Rückmeldung zur Übung)."
