package fuenfzehn

import (
	"fmt"
	"strings"
	"time"

	"github.com/kisuche/kisuche/lesson"
	"github.com/kisuche/kisuche/lesson/ausgabe"
)

// Messung ist das Ergebnis einer Heuristik auf einer Stellung (siehe MesseHeuristiken).
type Messung struct {
	// Heuristik ist der Name der Heuristik, Stellung die Nummer der Stellung (ab 1).
	Heuristik string
	Stellung  int
	// Startwert ist die Schätzung für die Startstellung, Laenge die Länge der Lösung
	// (0, wenn keine gefunden wurde).
	Startwert, Laenge int
	// Erzeugt und Expandiert zählen die Knoten (wie Loesung).
	Erzeugt, Expandiert int64
	// Dauer ist die gemessene Rechenzeit – anders als die Knotenzahlen schwankt sie von
	// Lauf zu Lauf und von Rechner zu Rechner.
	Dauer time.Duration
	// Fehler ist nicht nil, wenn die Suche abgebrochen wurde (z. B. ErrLimitErreicht).
	Fehler error
}

// MesseHeuristiken löst jede Stellung mit jeder Heuristik (IDA*, Loeser mit
// der Zugreihenfolge reihenfolge) und liefert die Messungen, geordnet nach Heuristik und
// dann nach Stellung. Die Optionen (etwa MaxKnoten) gelten für jede einzelne Suche; eine
// abgebrochene Suche steht mit ihrem Fehler in der Liste, eine unbrauchbare Heuristik (nil)
// als eine Messung „ungültig“ mit Fehler.
func MesseHeuristiken(stellungen []Fuenfzehn, heuristiken []Heuristik, reihenfolge Zugreihenfolge, opts ...lesson.Option) []Messung {
	var erg []Messung
	for _, h := range heuristiken {
		if err := pruefeHeuristik(h); err != nil {
			erg = append(erg, Messung{Heuristik: "ungültig", Fehler: err})
			continue
		}
		loeser := Loeser{Heuristik: h, Reihenfolge: reihenfolge}
		h.Wert(Ziel) // legt Tabellen an, bevor die Zeit läuft
		for i, p := range stellungen {
			beginn := time.Now()
			l, err := loeser.Loese(p, opts...)
			erg = append(erg, Messung{Heuristik: h.Name(), Stellung: i + 1, Startwert: l.Startwert,
				Laenge: l.Laenge(), Erzeugt: l.Erzeugt, Expandiert: l.Expandiert,
				Dauer: time.Since(beginn), Fehler: err})
		}
	}
	return erg
}

// Zusammenfassung fasst die Messungen einer Heuristik zusammen.
type Zusammenfassung struct {
	Heuristik string
	// Geloest zählt die Stellungen, die ohne Fehler gelöst wurden, Stellungen alle.
	Geloest, Stellungen int
	// Summen und Höchstwerte der erzeugten Knoten und der Zeit über alle Stellungen
	// (auch über abgebrochene: deren Knoten und Zeit bis zum Abbruch).
	ErzeugtSumme, ErzeugtMax int64
	DauerSumme, DauerMax     time.Duration
	// ErzeugtMaxBei ist die Nummer der Stellung mit den meisten Knoten (Messung.Stellung;
	// bei Gleichstand die erste).
	ErzeugtMaxBei int
}

// Fasse fasst Messungen je Heuristik zusammen, in der Reihenfolge ihres ersten Auftretens.
func Fasse(messungen []Messung) []Zusammenfassung {
	var erg []Zusammenfassung
	index := map[string]int{}
	for _, m := range messungen {
		i, ok := index[m.Heuristik]
		if !ok {
			i = len(erg)
			index[m.Heuristik] = i
			erg = append(erg, Zusammenfassung{Heuristik: m.Heuristik})
		}
		z := &erg[i]
		z.Stellungen++
		if m.Fehler == nil {
			z.Geloest++
		}
		z.ErzeugtSumme += m.Erzeugt
		if m.Erzeugt > z.ErzeugtMax {
			z.ErzeugtMax, z.ErzeugtMaxBei = m.Erzeugt, m.Stellung
		}
		z.DauerSumme += m.Dauer
		z.DauerMax = max(z.DauerMax, m.Dauer)
	}
	return erg
}

// MarkdownTabelle setzt die Zusammenfassungen als Markdown-Tabelle (für Notebooks und
// BENCHMARKS.md); Zahlen mit Tausenderpunkten, Zeiten in Sekunden mit Dezimalkomma.
func MarkdownTabelle(zusammenfassungen []Zusammenfassung) string {
	var b strings.Builder
	b.WriteString("| Heuristik | gelöst | Knoten gesamt | Knoten höchstens | Zeit gesamt | Zeit höchstens |\n")
	b.WriteString("| --- | ---: | ---: | ---: | ---: | ---: |\n")
	for _, z := range zusammenfassungen {
		fmt.Fprintf(&b, "| %s | %d/%d | %s | %s | %s | %s |\n", z.Heuristik, z.Geloest, z.Stellungen,
			ausgabe.Tausender(z.ErzeugtSumme), ausgabe.Tausender(z.ErzeugtMax), ausgabe.Sekunden(z.DauerSumme), ausgabe.Sekunden(z.DauerMax))
	}
	return b.String()
}
