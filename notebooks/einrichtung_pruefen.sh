#!/usr/bin/env bash
# Jede Codezelle der Notebooks (außer der ersten) beginnt mit
#     !bash einrichtung_pruefen.sh [NUMMER]
#
# 1. Das Skript prüft, ob die erste Codezelle („Einrichtung“) in diesem Kernel schon gelaufen
#    ist, d. h. ob das Go-Modul, in dem GoNB die Zellen übersetzt ($GONB_TMP_DIR), das lokale
#    Modul github.com/kisuche/kisuche kennt. Nach einem Neustart des Kernels ist das nicht so.
#    Fehlt die Einrichtung, sagt es, was zu tun ist, und legt eine kleine Go-Datei in das
#    Modul von GoNB, die das Übersetzen der Zelle sofort mit derselben Aufforderung abbrechen
#    lässt – statt einer Wand von Go-Fehlern („undefined: …“). Sobald die Einrichtung gelaufen
#    ist, entfernt die nächste Zelle diese Datei wieder.
#
# 2. NUMMER zählt die Zellen mit dieser Prüfzeile von oben (1, 2, 3, …). Das Skript merkt sich,
#    welche Nummern in diesem Kernel schon gelaufen sind. Fehlen frühere, weist es darauf hin:
#    Meldet die Zelle dann „undefined: …“, fehlt eine Definition aus einer übersprungenen Zelle.
modul="${GONB_TMP_DIR:-.}"
stopp="$modul/zz_einrichtung_fehlt.go"
if ! grep -qs 'github.com/kisuche/kisuche' "$modul/go.mod"; then
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
fi
rm -f "$stopp"

nummer="${1:-}"
case "$nummer" in
  '' | *[!0-9]*) exit 0 ;;
esac
gelaufen="$modul/.kisuche_zellen"
echo "$nummer" >> "$gelaufen"
fehlend=0
for ((i = 1; i < nummer; i++)); do
  grep -qx "$i" "$gelaufen" || fehlend=$((fehlend + 1))
done
if [ "$fehlend" -gt 0 ]; then
  cat >&2 <<MELDUNG
Hinweis: $fehlend Codezelle(n) über dieser Zelle sind in diesem Kernel noch nicht gelaufen.
Meldet die Zelle gleich „undefined: …“, dann führe zuerst die Zellen darüber der Reihe nach aus
– oder alle mit Menü „Kernel“ → „Restart & Run All“.
MELDUNG
fi
exit 0
