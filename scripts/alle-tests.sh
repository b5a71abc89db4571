#!/usr/bin/env bash
# Führt alle Tests aus – genau so, wie die CI es tut: Einrichtung (Jupyter, Chromium, GoNB,
# Kernel), gofmt, go vet, die Go-Tests der Pakete, jedes Notebook im Kernel des Projekts,
# der Konformitätstest des Kernels, die Browser-Tests und der Lasttest des Klassenservers
# (JupyterHub, 3 Testkonten). Jeder Schritt meldet sich auf Deutsch mit seiner Dauer; die
# ausführlichen Protokolle liegen in build/protokolle/.
set -euo pipefail
projekt="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$projekt"
beginn_alles=$SECONDS
# --tests: alles wie --browser, aber ohne den Kernel des Benutzers anzufassen (die Tests
# installieren ihn in eigene Jupyter-Datenordner).
bash scripts/einrichten.sh --tests
gobin="$(go env GOBIN)"
[ -n "$gobin" ] || gobin="$(go env GOPATH)/bin"
export PATH="$gobin:$PATH"
protokolle="$projekt/build/protokolle"
mkdir -p "$protokolle"

meldung() { echo "==> $*" >&2; }

# schritt NAME BEFEHL…: führt einen Schritt aus, schreibt seine Ausgabe nach
# build/protokolle/NAME.log und zeigt sie; meldet Beginn, Ende und Dauer.
schritt() {
  local name="$1" beginn=$SECONDS status=0
  shift
  meldung "$name …"
  "$@" 2>&1 | tee "$protokolle/$name.log" || status=$?
  if [ "$status" -ne 0 ]; then
    meldung "$name: GESCHEITERT nach $((SECONDS - beginn)) s (Protokoll: build/protokolle/$name.log)"
    exit "$status"
  fi
  meldung "$name: fertig nach $((SECONDS - beginn)) s"
}

pruefe_gofmt() {
  local unformatiert
  unformatiert="$(gofmt -l $(git ls-files '*.go' 2>/dev/null || find . -name '*.go'))"
  if [ -n "$unformatiert" ]; then
    echo "gofmt würde diese Dateien ändern:"; echo "$unformatiert"; return 1
  fi
}
schritt gofmt pruefe_gofmt

# Die Kernel-Registrierungen des Benutzers (und des Systems): Kein Testlauf darf sie ändern.
# Am Ende vergleicht der Schritt kernel-unberuehrt sie Byte für Byte mit diesem Stand.
kernel_stand() {
  local ordner
  for ordner in "$(jupyter --data-dir)/kernels" /usr/local/share/jupyter/kernels /usr/share/jupyter/kernels; do
    if [ -d "$ordner" ]; then find "$ordner" -type f -exec sha256sum {} + 2>/dev/null || true; fi
  done | sort
}
kernel_vorher="$(kernel_stand)"
pruefe_kernel_unberuehrt() {
  local nachher
  nachher="$(kernel_stand)"
  if [ "$nachher" != "$kernel_vorher" ]; then
    echo "Der Testlauf hat Kernel-Registrierungen geändert:"
    diff <(echo "$kernel_vorher") <(echo "$nachher") || true
    return 1
  fi
  echo "Kernel-Registrierungen unverändert ($(echo -n "$kernel_vorher" | grep -c . || true) Dateien)."
}

# exercises/ enthält die Stubs der Studierenden: Deren Tests schlagen absichtlich fehl.
# Sie werden von internal/bewertung geprüft (Lösungen: volle Punkte, Stubs: keine).
pakete="$(go list ./... | grep -v '/exercises$')"
schritt vet go vet $pakete

# Die Pakete ohne Jupyter; die Notebook-, Kernel- und Browser-Tests laufen danach einzeln,
# damit jeder Schritt die zwei Kerne für sich hat (ihre Zeitgrenzen sind großzügig, siehe dort).
einzeln='/notebooks/pruefungen$|/internal/browsertest$|/internal/kerneltest$'
export KISUCHE_ALLE_TESTS=1
# Jedes Fuzz-Ziel kurz (scripts/fuzzen.sh; länger: bash scripts/fuzzen.sh 5m).
schritt fuzzen bash scripts/fuzzen.sh 3s
schritt go-test go test -count=1 -timeout 30m $(echo "$pakete" | grep -Ev "$einzeln")
# Das eigene Modul der Werkzeuge des Kernels (goimports mit den Paketen des Kurses).
werkzeuge() { go -C werkzeuge vet ./... && go -C werkzeuge test -count=1 ./...; }
schritt werkzeuge werkzeuge
# -v, damit jedes Notebook eine Zeile meldet, sobald es durchgelaufen ist.
notebooks() {
  go test -count=1 -v -timeout 30m ./notebooks/pruefungen > "$protokolle/notebooks-ausfuehrlich.log" 2>&1 &
  local pid=$!
  tail -n +1 --pid="$pid" -f "$protokolle/notebooks-ausfuehrlich.log" |
    grep --line-buffered -E 'ausgeführt in|^(--- FAIL|FAIL|ok|PASS)' || true
  wait "$pid" || { tail -n 80 "$protokolle/notebooks-ausfuehrlich.log"; return 1; }
}
schritt notebooks notebooks
schritt kernel go test -count=1 -timeout 10m ./internal/kerneltest
# Ein Versuch, kein zweiter: Dass früher gelegentlich ein Klick nie beim Programm der Zelle
# ankam, lag an GoNBs Widget-Verbindung im Browser (500 ms Geduld, Ping und Neuaufbau;
# lesson/demo/verbindung.go härtet sie) und an einem Wettlauf beim Bau eines Knopfs
# (lesson/demo/knopf.go); beides in BENCHMARKS.md, „Live-Demos unter Last“.
# Zur Fehlersuche: KISUCHE_BROWSERTEST_MITSCHNITT=ordner schneidet Browser, Jupyter und Kernel mit.
schritt browser go test -count=1 -timeout 15m ./internal/browsertest
# Die feindlichen Abgaben noch einmal als gewöhnlicher Benutzer (nobody): bewerten muss ohne
# root genauso halten (docs/sandkasten.md). Das Testprogramm
# läuft in einer lesbaren Kopie der Teile, die es braucht (der Checkout liegt vielleicht in
# einem Home, das nobody nicht betreten darf).
ohne_root() {
  local t
  t="$(mktemp -d)"
  chmod 755 "$t"
  mkdir -p "$t/internal/sandkasten" "$t/internal/bewertung" "$t/home"
  cp -r go.mod solutions "$t/"
  cp internal/bewertung/orakel.go "$t/internal/bewertung/"
  go test -c -o "$t/sandkasten.test" ./internal/sandkasten
  chown nobody "$t/home"
  local rc=0
  (cd "$t/internal/sandkasten" && runuser -u nobody -- env -i PATH="$(dirname "$(command -v go)"):/usr/bin:/bin" \
    HOME="$t/home" TMPDIR="$t/home" "$t/sandkasten.test" -test.count=1 -test.timeout=15m \
    -test.run 'TestAbschottungHaelt/art=$|TestSeccompAngriffe/art=$|TestBauImSandkasten|TestSiegelVorDerAbgabe') || rc=$?
  rm -rf "$t"
  return $rc
}
if [ "$(id -u)" -eq 0 ]; then
  schritt bewerten-ohne-root ohne_root
fi
# Der Klassenserver (JupyterHub) mit 3 Testkonten, nur Loopback, danach die Tafel im Browser
# (TestTafelImKlassenserver); räumt sich selbst auf.
# Braucht root (Konten anlegen); die volle Messung: scripts/klassenserver-lasttest.sh 1 5 10 20.
if [ "$(id -u)" -eq 0 ]; then
  schritt klassenserver bash scripts/klassenserver-lasttest.sh 3
else
  meldung "klassenserver: übersprungen (braucht root: sudo bash scripts/klassenserver-lasttest.sh 3)"
fi
schritt kernel-unberuehrt pruefe_kernel_unberuehrt
meldung "Alle Tests bestanden nach $(( (SECONDS - beginn_alles) / 60 )) min $(( (SECONDS - beginn_alles) % 60 )) s."
