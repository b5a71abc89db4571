#!/usr/bin/env bash
# Jede Codezelle der Notebooks (außer der ersten) beginnt mit "!bash einrichtung_pruefen.sh".
#
# Das Skript prüft, ob die erste Codezelle („Einrichtung“) in diesem Kernel schon gelaufen ist,
# d. h. ob das Go-Modul, in dem GoNB die Zellen übersetzt ($GONB_TMP_DIR), das lokale Modul
# github.com/kisuche/kisuche kennt. Nach einem Neustart des Kernels ist das nicht so.
#
# Fehlt die Einrichtung, sagt es, was zu tun ist, und legt eine kleine Go-Datei in das
# Modul von GoNB, die das Übersetzen der Zelle sofort mit derselben Aufforderung abbrechen
# lässt – statt einer Wand von Go-Fehlern („undefined: …“). Sobald die Einrichtung gelaufen
# ist, entfernt die nächste Zelle diese Datei wieder.
modul="${GONB_TMP_DIR:-.}"
stopp="$modul/zz_einrichtung_fehlt.go"
if grep -qs 'github.com/kisuche/kisuche' "$modul/go.mod"; then
  rm -f "$stopp"
  exit 0
fi
cat > "$stopp" <<'GO'
package main

import _ "Bitte zuerst die erste Codezelle (Einrichtung) ausführen!"
GO
cat >&2 <<'MELDUNG'
>>> Bitte zuerst die erste Codezelle dieses Notebooks („Einrichtung“) ausführen! <<<
Sie bindet die Bibliothek github.com/kisuche/kisuche ein und muss nach jedem Start oder
Neustart des Kernels einmal laufen. Am einfachsten: Menü „Kernel“ → „Restart & Run All“.
MELDUNG
exit 1
