package main

import (
	"cmp"
	"html/template"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/kisuche/kisuche/internal/bewertung"
	"github.com/kisuche/kisuche/internal/sandkasten"
	"github.com/kisuche/kisuche/lesson/ausgabe"
)

// uebersicht sind die Daten der HTML-Übersicht für die Lehrkraft.
type uebersicht struct {
	Anzahl      int
	Schnitt     float64
	Maximum     int
	Aufgaben    []aufgabenVerteilung
	Haeufigste  []haeufigerFehler
	Status      []haeufigerFehler
	Abgaben     []ergebnisZeile
	Abschottung string
	Samen       string // Samen der zufälligen Positionen (samenText)
}

// aufgabenVerteilung ist die Punkteverteilung einer Aufgabe.
type aufgabenVerteilung struct {
	Titel     string
	MaxPunkte int
	Schnitt   float64
	Stufen    []stufe
}

type stufe struct {
	Punkte, Anzahl int
	Prozent        float64
}

// haeufigerFehler ist eine Prüfung (oder ein Status) und wie viele Abgaben sie verfehlt haben.
type haeufigerFehler struct {
	Text   string
	Anzahl int
}

type ergebnisZeile struct {
	Name, Link, Status string
	NamensHinweis      string
	Punkte             []int
	Summe              int
}

// schreibeUebersicht schreibt uebersicht.html: Punkteverteilung pro Aufgabe, die häufigsten
// verfehlten Prüfungen und eine Zeile pro Abgabe mit Link auf ihre Rückmeldung.
func schreibeUebersicht(datei, abschottung, samen string, erg []sandkasten.Ergebnis) error {
	ids, namen := bewertung.AufgabenKennungen()
	u := uebersicht{Anzahl: len(erg), Abschottung: abschottung, Samen: samen}
	fehler := map[string]int{}
	status := map[string]int{}
	for _, e := range erg {
		z := ergebnisZeile{Name: e.Name, Link: "rueckmeldungen/" + url.PathEscape(e.Name+".txt"), Status: e.Status, Summe: e.Bericht.Punkte(), NamensHinweis: e.NamensHinweis}
		u.Maximum = e.Bericht.MaxPunkte()
		u.Schnitt += float64(z.Summe) / float64(max(len(erg), 1))
		status[e.Status]++
		for _, id := range ids {
			a, _ := e.Bericht.Aufgabe(id)
			z.Punkte = append(z.Punkte, a.Punkte)
			if e.Status != "bewertet" {
				continue
			}
			for _, p := range a.Pruefungen {
				if p.Punkte < p.MaxPunkte {
					fehler[a.Titel()+": "+p.Name]++
				}
			}
		}
		u.Abgaben = append(u.Abgaben, z)
	}
	for i, id := range ids {
		v := aufgabenVerteilung{Titel: "Aufgabe " + id + ") " + namen[i]}
		zaehler := map[int]int{}
		for _, e := range erg {
			a, _ := e.Bericht.Aufgabe(id)
			v.MaxPunkte = a.MaxPunkte
			zaehler[a.Punkte]++
			v.Schnitt += float64(a.Punkte) / float64(max(len(erg), 1))
		}
		for p := 0; p <= v.MaxPunkte; p++ {
			v.Stufen = append(v.Stufen, stufe{Punkte: p, Anzahl: zaehler[p], Prozent: 100 * float64(zaehler[p]) / float64(max(len(erg), 1))})
		}
		u.Aufgaben = append(u.Aufgaben, v)
	}
	u.Haeufigste = sortiert(fehler, 10)
	u.Status = sortiert(status, 0)
	var b strings.Builder
	if err := uebersichtVorlage.Execute(&b, u); err != nil {
		return err
	}
	return os.WriteFile(filepath.Clean(datei), []byte(b.String()), 0o644)
}

// sortiert liefert die Einträge nach Anzahl (absteigend), bei gleicher Anzahl nach Text;
// höchstens n (0: alle).
func sortiert(m map[string]int, n int) []haeufigerFehler {
	var liste []haeufigerFehler
	for text, anzahl := range m {
		liste = append(liste, haeufigerFehler{text, anzahl})
	}
	slices.SortFunc(liste, func(a, b haeufigerFehler) int {
		return cmp.Or(cmp.Compare(b.Anzahl, a.Anzahl), strings.Compare(a.Text, b.Text))
	})
	if n > 0 && len(liste) > n {
		liste = liste[:n]
	}
	return liste
}

var uebersichtVorlage = template.Must(template.New("uebersicht").Funcs(template.FuncMap{"dezimal": ausgabe.Komma}).Parse(`<!DOCTYPE html>
<html lang="de"><head><meta charset="utf-8"><title>Bewertung der Übung zum 15-Puzzle</title>
<style>
body{font-family:system-ui,sans-serif;margin:2em;max-width:70em;color:#222}
table{border-collapse:collapse;margin:1em 0}td,th{border:1px solid #ccc;padding:.3em .6em;text-align:right}
td.t,th.t{text-align:left}.balken{background:#4a7bd0;height:1em;display:inline-block;vertical-align:middle}
.aufgaben{display:flex;flex-wrap:wrap;gap:2em}.aufgaben section{min-width:18em}
.name{color:#a40;font-size:.85em}
</style></head><body>
<h1>Bewertung der Übung zum 15-Puzzle</h1>
<p>{{.Anzahl}} Abgaben, im Schnitt {{dezimal .Schnitt 1}} von {{.Maximum}} Punkten.
{{range .Status}}{{.Anzahl}} × „{{.Text}}“. {{end}}</p>
<p><small>Abschottung: {{.Abschottung}}.<br>{{.Samen}}.</small></p>
<h2>Punkte pro Aufgabe</h2>
<div class="aufgaben">{{range .Aufgaben}}<section><h3>{{.Titel}}</h3>
<p>Schnitt {{dezimal .Schnitt 1}} von {{.MaxPunkte}}</p>
<table><tr><th>Punkte</th><th>Abgaben</th><th class="t">Anteil</th></tr>
{{range .Stufen}}<tr><td>{{.Punkte}}</td><td>{{.Anzahl}}</td><td class="t"><span class="balken" style="width:{{printf "%.0f" .Prozent}}px"></span> {{printf "%.0f" .Prozent}} %</td></tr>
{{end}}</table></section>{{end}}</div>
<h2>Am häufigsten verfehlte Prüfungen</h2>
{{if .Haeufigste}}<table><tr><th class="t">Prüfung</th><th>Abgaben</th></tr>
{{range .Haeufigste}}<tr><td class="t">{{.Text}}</td><td>{{.Anzahl}}</td></tr>
{{end}}</table>{{else}}<p>Keine – alle bewerteten Abgaben haben jede Prüfung bestanden.</p>{{end}}
<h2>Alle Abgaben</h2>
<table><tr><th class="t">Abgabe</th><th>a</th><th>b</th><th>c</th><th>d</th><th>e</th><th>f</th><th>Summe</th><th class="t">Status</th></tr>
{{range .Abgaben}}<tr><td class="t"><a href="{{.Link}}">{{.Name}}</a>{{if .NamensHinweis}}<br><span class="name" title="Hinweis zum Namen">⚠ {{.NamensHinweis}}</span>{{end}}</td>{{range .Punkte}}<td>{{.}}</td>{{end}}<td>{{.Summe}}</td><td class="t">{{.Status}}</td></tr>
{{end}}</table>
</body></html>
`))
