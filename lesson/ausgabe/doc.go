// Package ausgabe hilft beim Ausgeben in Notebook-Zellen: Stoppuhr misst eine Zelle wie
// %%time in Python, Tausender und Sekunden schreiben Zahlen und Zeiten auf Deutsch
// (1.280.495; 0,125 s).
package ausgabe
