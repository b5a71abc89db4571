// Package ausgabe hilft beim Ausgeben in Notebook-Zellen: Stoppuhr misst eine Zelle wie
// %%time in Python (WieIPython), Tausender, Sekunden und Dauer schreiben Zahlen und
// Zeiten auf Deutsch (1.280.495; 0,125 s; 2,99 ms), Dict und SudokuDisplay drucken wie
// die Python-Programme der Lektion, und Muss und Pruefe beenden eine Zelle mit einer
// Fehlermeldung, statt in jeder Zelle if err != nil { fmt.Println(err); return } zu
// schreiben.
package ausgabe
