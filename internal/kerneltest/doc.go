// Package kerneltest prüft den Jupyter-Kernel „Go (KI-Suche)“ des Projekts mit dem
// Standard-Konformitätstest jupyter_kernel_test (konformitaet.py): Ausgabe, Fehler,
// Vervollständigung, Hilfe, HTML-Anzeige und die Bibliothek ohne Einrichtungszelle – und
// die Befehle, die der Kernel mitbringt (scripts/kernel/bin: go, gopls, speichere).
package kerneltest
