// Package pruefungen enthält die Tests der GoNB-Notebooks im Ordner darüber (ein Notebook
// pro Lektion, auf Deutsch). Sie liegen in einem eigenen Ordner, damit Jupyter im Ordner
// notebooks/ nur die Notebooks zeigt.
//
// Die Notebooks liegen „sauber“ im Repository: ohne Ausgaben und ohne Ausführungszähler.
// So entstehen keine veralteten Ausgaben und keine unlesbaren Diffs; wer die Ergebnisse sehen
// will, führt das Notebook aus (oder sieht sich die Screenshots der Testläufe in build/ an).
// TestNotebooksSauber prüft das bei jedem "go test".
//
// Mit KISUCHE_ALLE_TESTS=1 führt TestNotebooksAusfuehren jedes Notebook kopflos mit dem
// echten GoNB-Kernel aus ("jupyter nbconvert --execute"), und zwar in einer Kopie des Moduls
// unter build/notebooks/modul, sodass kein Testlauf eine Datei des Repositorys verändert.
// Der Test schlägt bei jeder Fehlerausgabe fehl, prüft die Ausgaben mit den Prüfungen des
// Notebooks (eine Datei pruefung_<Nummer>_test.go pro Notebook) gegen die Zahlen der
// Lektionen, rendert das ausgeführte Notebook als HTML und prüft einen Chromium-Screenshot
// davon. Ausgeführte Notebooks, HTML-Seiten, Screenshots und Laufzeiten liegen danach in
// build/notebooks/.
package pruefungen
