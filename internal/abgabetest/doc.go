// Package abgabetest enthält, was die Tests der Aufnahme, des Sandkastens, der Tafel und
// von bewerten brauchen, um Abgaben anzulegen: die Musterlösung, die Stubs, Notebooks wie
// Notebook 4 und Ordner wie ABGABEN/NAME/exercises/. Nur Tests importieren es.
package abgabetest
