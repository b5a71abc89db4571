#!/usr/bin/env bash
# Installiert die Werkzeuge des Kernels „Go (KI-Suche)“ in den Versionen aus werkzeuge/go.mod
# nach GOBIN (sonst GOPATH/bin): GoNB, goimports (werkzeuge/goimports), gopls und die Pforte
# davor (werkzeuge/goplspforte). scripts/einrichten.sh, scripts/klassenserver.sh und
# scripts/container-bauen.sh rufen es auf.
#
# GoNB mit einer geänderten Zeile: GoNB startet beim Start des Kernels „gopls“ und versucht
# erst nach ConnectTimeout (12 s) das erste Mal, sich zu verbinden; eine Anfrage wartet in
# Schritten derselben Länge. Der erste Tab nach dem Öffnen eines Notebooks dauerte so bis zu
# 12 s. Die Pforte (werkzeuge/goplspforte) nimmt die Verbindung sofort an und beantwortet
# initialize selbst; mit 250 ms verbindet sich GoNB gleich nach dem Start. (ConnectTimeout
# gilt auch für den Verbindungsaufbau und für initialize – beides beantwortet die Pforte in
# Millisekunden.) Die Zeile lässt sich nicht von außen setzen (eine Variable des Pakets
# internal/goexec/goplsclient; go build -overlay ersetzt keine Dateien im Modul-Cache), also
# baut dieses Skript GoNB aus einer Kopie seiner Quellen aus dem Modul-Cache, in der nur diese
# Zeile anders ist, über ein go.work neben der Kopie. Fehlt die Zeile (eine andere
# GoNB-Version), bricht es ab.
set -euo pipefail
hier="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
export GOFLAGS=
go -C "$hier" mod download github.com/janpfeifer/gonb
quelle="$(go -C "$hier" list -m -f '{{.Dir}}' github.com/janpfeifer/gonb)"
arbeit="$(mktemp -d)"
trap 'rm -rf "$arbeit"' EXIT
cp -R "$quelle" "$arbeit/gonb"
chmod -R u+w "$arbeit/gonb"
zeile='	ConnectTimeout       = 12000 * time.Millisecond'
neu='	ConnectTimeout       = 250 * time.Millisecond // werkzeuge/installieren.sh'
datei="$arbeit/gonb/internal/goexec/goplsclient/conn.go"
if ! grep -qxF "$zeile" "$datei"; then
  echo "werkzeuge/installieren.sh: In $quelle fehlt die Zeile »$zeile« (andere GoNB-Version?)." >&2
  exit 1
fi
sed "s|^${zeile//\*/\\*}\$|$neu|" "$datei" > "$datei.neu"
mv "$datei.neu" "$datei"
grep -qxF "$neu" "$datei"
printf 'go 1.26.0\n\nuse (\n\t"%s"\n\t./gonb\n)\n' "$hier" > "$arbeit/go.work"
GOWORK="$arbeit/go.work" go -C "$hier" install tool
