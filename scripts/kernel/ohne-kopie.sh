#!/usr/bin/env bash
# Steht in GOFLAGS=-toolexec=…, wenn der Kernel „Go (KI-Suche)“ ein Notebook außerhalb jeder
# Kopie des Kurses rechnen soll (scripts/kernel/starten.sh): Statt zu übersetzen, meldet
# jede Zelle auf Deutsch, was zu tun ist.
cat >&2 <<'MELDUNG'
Dieses Notebook liegt in keiner Kopie des Kurses „KI-Suche in Go“: Kein Ordner darüber
enthält dessen go.mod, also kennt der Kernel „Go (KI-Suche)“ die Bibliothek lesson und die
Übung nicht. Öffne das Notebook aus dem Ordner notebooks/ deiner Kopie (Jupyter starten mit
bash scripts/notebooks-starten.sh in der Kopie), oder lege es dorthin.
MELDUNG
exit 1
