// Package ausgabe hilft beim Ausgeben in Notebook-Zellen. Stoppuhr misst eine Zelle wie
// %%time in Python (WieIPython). Komma, Tausender, Sekunden und Dauer schreiben Zahlen und
// Zeiten auf Deutsch (531,4; 1.280.495; 0,125 s; 2,99 ms); Komma ist die eine Hilfe für
// Kommazahlen in deutschen Sätzen. Dict und SudokuDisplay drucken wie die Python-Programme
// der Lektion.
package ausgabe
