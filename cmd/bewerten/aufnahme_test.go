package main

import (
	"archive/zip"
	"bytes"
	"context"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/kisuche/kisuche/exercises/pruefen"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// aufgabenDateien sind die sechs Dateien, die eine Person abgibt.
var aufgabenDateien = pruefen.AufgabenDateien()

// sechsVon liefert die sechs Aufgabendateien mit einem Inhalt, der wer nennt: So zeigt der
// Test, wessen Dateien unter welchem Namen bewertet würden.
func sechsVon(wer string) map[string]string {
	m := map[string]string{}
	for _, d := range aufgabenDateien {
		m[d] = "package exercises\n\n// " + d + " von " + wer + "\n"
	}
	return m
}

// unter liefert die Dateien m im Ordner ordner (ordner endet auf „/“ oder ist leer).
func unter(ordner string, m map[string]string) map[string]string {
	erg := map[string]string{}
	for name, inhalt := range m {
		erg[ordner+name] = inhalt
	}
	return erg
}

// zusammen vereinigt die Dateien mehrerer Ordner.
func zusammen(teile ...map[string]string) map[string]string {
	erg := map[string]string{}
	for _, m := range teile {
		maps.Copy(erg, m)
	}
	return erg
}

// zipAus liefert ein ZIP-Archiv mit den Einträgen (Pfad → Inhalt), nach Pfad sortiert.
func zipAus(t *testing.T, eintraege map[string]string) string {
	t.Helper()
	var b bytes.Buffer
	w := zip.NewWriter(&b)
	for _, name := range slices.Sorted(maps.Keys(eintraege)) {
		e, err := w.Create(name)
		require.NoError(t, err)
		_, err = e.Write([]byte(eintraege[name]))
		require.NoError(t, err)
	}
	require.NoError(t, w.Close())
	return b.String()
}

// exercisesZip liefert den Ordner exercises/ einer Person als ZIP-Archiv, wie ihn ein
// Dateimanager packt: mit dem Ordner (mitOrdner) oder nur seinem Inhalt, mit den sichtbaren
// Prüfungen (exercises/pruefen/), eigenen Tests und dem, was macOS und Jupyter dazulegen.
func exercisesZip(t *testing.T, wer string, mitOrdner bool) string {
	t.Helper()
	praefix := ""
	if mitOrdner {
		praefix = "exercises/"
	}
	return zipAus(t, zusammen(unter(praefix, sechsVon(wer)), map[string]string{
		praefix + "lektion_test.go":                  "package exercises\n",
		praefix + "pruefen/notebook.go":              "package pruefen\n\nimport \"os/exec\"\n",
		praefix + "pruefen/doc.go":                   "package pruefen\n",
		praefix + ".ipynb_checkpoints/a_getmoves.go": "alt",
		"__MACOSX/" + praefix + "._a_getmoves.go":    "\x00\x05\x16\x07",
		praefix + ".DS_Store":                        "\x00",
	}))
}

// legeAn schreibt die Dateien (Pfad → Inhalt) in den Ordner wurzel.
func legeAn(t *testing.T, wurzel string, dateien map[string]string) {
	t.Helper()
	for name, inhalt := range dateien {
		pfad := filepath.Join(wurzel, filepath.FromSlash(name))
		require.NoError(t, os.MkdirAll(filepath.Dir(pfad), 0o755))
		require.NoError(t, os.WriteFile(pfad, []byte(inhalt), 0o644))
	}
}

// eingelesen liefert, was einlesen aus ABGABEN/ macht: die Dateien jeder bewertbaren
// Abgabe, das Problem jeder anderen und die Hinweise.
func eingelesen(t *testing.T, abgaben string) (dateien map[string]map[string]string, probleme, hinweise map[string]string) {
	t.Helper()
	liste, err := einlesen(abgaben, filepath.Join(abgaben, "bewertung"))
	require.NoError(t, err)
	dateien, probleme, hinweise = map[string]map[string]string{}, map[string]string{}, map[string]string{}
	for _, a := range liste {
		if a.problem != "" {
			probleme[a.name] = a.problem
			continue
		}
		dateien[a.name] = map[string]string{}
		for name, inhalt := range a.dateien {
			dateien[a.name][name] = string(inhalt)
		}
		hinweise[a.name] = strings.Join(a.hinweise, " ")
	}
	return dateien, probleme, hinweise
}

// TestAbgabeformen: Jede Form einer Abgabe wird unter dem Namen der Person bewertet, als
// genau die Dateien der Person – der Ordner exercises/ gezippt mit oder ohne Ordner, als
// NAME.zip oder in ABGABEN/NAME/, lose Dateien, ein Notebook, jedes davon auch im Export
// einer Lernplattform. Ein ZIP-Archiv einer Person gilt nie als Export; Ordner darin geben
// keinen Namen. Was sich nicht bewerten lässt, bekommt eine Zeile mit deutschem Grund.
func TestAbgabeformen(t *testing.T) {
	t.Parallel()
	zellenVonLea := sechsVon("Lea")
	zellenVonLea["a_getmoves.go"] = "package exercises\n\n// alte Zelle a\n"
	zellenVonLea["c_bfs.go"] = "package exercises\n\n// alte Zelle c\n"
	for _, fall := range []struct {
		name     string
		abgaben  func(t *testing.T) map[string]string // Pfad in ABGABEN/ → Inhalt
		soll     map[string]map[string]string         // Abgabe → Dateien
		probleme map[string]string                    // Abgabe → Teil des Grundes
		hinweise map[string]string                    // Abgabe → Teil der Hinweise
	}{{
		name: "ZIP von exercises/ mit Ordner als NAME.zip",
		abgaben: func(t *testing.T) map[string]string {
			return map[string]string{"anna.zip": exercisesZip(t, "Anna", true)}
		},
		soll: map[string]map[string]string{"anna": sechsVon("Anna")},
	}, {
		name: "ZIP von exercises/ ohne Ordner (flach) als NAME.ZIP",
		abgaben: func(t *testing.T) map[string]string {
			return map[string]string{"bert.ZIP": exercisesZip(t, "Bert", false)}
		},
		soll: map[string]map[string]string{"bert": sechsVon("Bert")},
	}, {
		name: "ZIP in ABGABEN/NAME/",
		abgaben: func(t *testing.T) map[string]string {
			return map[string]string{"carla/abgabe.zip": exercisesZip(t, "Carla", true), "carla/liesmich.txt": "hallo"}
		},
		soll: map[string]map[string]string{"carla": sechsVon("Carla")},
	}, {
		name: "lose Dateien in NAME/ und NAME/exercises/, ohne Unterpakete und Tests",
		abgaben: func(t *testing.T) map[string]string {
			return zusammen(unter("dora/", sechsVon("Dora")), unter("emil/exercises/", sechsVon("Emil")),
				map[string]string{"emil/exercises/pruefen/notebook.go": "package pruefen\n", "emil/exercises/mein_test.go": "package exercises\n"})
		},
		soll: map[string]map[string]string{"dora": sechsVon("Dora"), "emil": sechsVon("Emil")},
	}, {
		name: "ganzer Kurs in einem Ordner gezippt",
		abgaben: func(t *testing.T) map[string]string {
			return map[string]string{"finn.zip": zipAus(t, zusammen(unter("ki-suche-klasse/exercises/", sechsVon("Finn")),
				map[string]string{"ki-suche-klasse/notebooks/4_15-Puzzle_Uebung.ipynb": "{}", "ki-suche-klasse/README.md": "#"}))}
		},
		soll: map[string]map[string]string{"finn": sechsVon("Finn")},
	}, {
		name: "Moodle-Export mit ZIP einer Person, losen Dateien, Notebook und Onlinetext",
		abgaben: func(t *testing.T) map[string]string {
			return map[string]string{"moodle.zip": zipAus(t, zusammen(
				map[string]string{"Erika Mustermann_123_assignsubmission_file_/exercises.zip": exercisesZip(t, "Erika", true)},
				map[string]string{"Erika Mustermann_123_assignsubmission_onlinetext_/onlinetext.html": "<p>Hallo</p>"},
				unter("Max Muster_124_assignsubmission_file_/", sechsVon("Max")),
				map[string]string{"Lea Lernt_125_assignsubmission_file_/4_15-Puzzle_Uebung.ipynb": notebookAus(t, zellenVonLea, sechsVon("Lea"))},
				map[string]string{"Ole Ohne_126_assignsubmission_file_/4_15-Puzzle_Uebung.ipynb": notebookAus(t, sechsVon("Ole"), nil)},
			))}
		},
		soll: map[string]map[string]string{"Erika Mustermann_123": sechsVon("Erika"), "Max Muster_124": sechsVon("Max"),
			"Lea Lernt_125": sechsVon("Lea"), "Ole Ohne_126": sechsVon("Ole")},
		hinweise: map[string]string{"Lea Lernt_125": "unterscheiden sich die Aufgabenzellen a), c) von deinen Dateien",
			"Ole Ohne_126": "„Restart & Run All“", "Max Muster_124": ""},
	}, {
		name: "Moodle-Export ohne Ordner (flach), mit ZIP einer Person",
		abgaben: func(t *testing.T) map[string]string {
			return map[string]string{"flach.zip": zipAus(t, zusammen(
				unter("Ida Flach_127_assignsubmission_file_", sechsVon("Ida")),
				map[string]string{"Jan Flach_128_assignsubmission_file_exercises.zip": exercisesZip(t, "Jan", false)},
			))}
		},
		soll: map[string]map[string]string{"Ida Flach_127": sechsVon("Ida"), "Jan Flach_128": sechsVon("Jan")},
	}, {
		name: "Export ohne Moodle-Namen: ein Ordner pro Person",
		abgaben: func(t *testing.T) map[string]string {
			return map[string]string{"klasse.zip": zipAus(t, zusammen(unter("kai/", sechsVon("Kai")), unter("lina/exercises/", sechsVon("Lina"))))}
		},
		soll: map[string]map[string]string{"kai": sechsVon("Kai"), "lina": sechsVon("Lina")},
	}, {
		name: "Mallory zippt einen Ordner mit Annas Moodle-Namen",
		abgaben: func(t *testing.T) map[string]string {
			return map[string]string{"moodle.zip": zipAus(t, zusammen(
				unter("Anna Beispiel_111_assignsubmission_file_/", sechsVon("Anna")),
				map[string]string{"Mallory Böse_222_assignsubmission_file_/abgabe.zip": zipAus(t, unter("Anna Beispiel_111_assignsubmission_file_/", sechsVon("Mallory")))},
			))}
		},
		soll: map[string]map[string]string{"Anna Beispiel_111": sechsVon("Anna"), "Mallory Böse_222": sechsVon("Mallory")},
	}, {
		name: "Mallory zippt einen ganzen Export mit Annas Namen",
		abgaben: func(t *testing.T) map[string]string {
			return map[string]string{"moodle.zip": zipAus(t, zusammen(
				unter("Anna Beispiel_111_assignsubmission_file_/", sechsVon("Anna")),
				map[string]string{"Mallory Böse_222_assignsubmission_file_/abgabe.zip": zipAus(t, zusammen(
					unter("Anna Beispiel_111_assignsubmission_file_/", sechsVon("Mallory")),
					unter("Bert Beispiel_112_assignsubmission_file_/", sechsVon("Mallory"))))},
			))}
		},
		soll:     map[string]map[string]string{"Anna Beispiel_111": sechsVon("Anna")},
		probleme: map[string]string{"Mallory Böse_222": "Gefunden: Anna Beispiel_111_assignsubmission_file_/, Bert Beispiel_112_assignsubmission_file_/"},
	}, {
		name: "nicht bewertbar: leer, fremd, zu tief, zwei Archive, kaputt",
		abgaben: func(t *testing.T) map[string]string {
			tief := zipAus(t, map[string]string{"innen.zip": zipAus(t, map[string]string{"ganz-innen.zip": exercisesZip(t, "Tief", true)})})
			return map[string]string{
				"leer.zip":       zipAus(t, nil),
				"fremd.zip":      zipAus(t, map[string]string{"bild.png": "PNG", "text/liesmich.txt": "x"}),
				"tief.zip":       tief,
				"zwei/a.zip":     exercisesZip(t, "Zwei", true),
				"zwei/b.zip":     exercisesZip(t, "Zwei", false),
				"kaputt/x.zip":   "PK kein Archiv",
				"nichts/.hidden": "x",
			}
		},
		soll: map[string]map[string]string{},
		probleme: map[string]string{
			"leer":   "Das ZIP-Archiv leer.zip ist leer.",
			"fremd":  "weder .go-Dateien noch eine Kopie von Notebook 4",
			"tief":   "ganz-innen.zip ist ein ZIP-Archiv in einem ZIP-Archiv",
			"zwei":   "mehrere ZIP-Archive (a.zip, b.zip)",
			"kaputt": "x.zip ist kein lesbares ZIP-Archiv",
			"nichts": "Der Ordner ist leer.",
		},
	}} {
		t.Run(fall.name, func(t *testing.T) {
			abgaben := t.TempDir()
			legeAn(t, abgaben, fall.abgaben(t))
			dateien, probleme, hinweise := eingelesen(t, abgaben)
			assert.Equal(t, fall.soll, map[string]map[string]string(dateien), "bewertbare Abgaben und ihre Dateien (Probleme: %v)", probleme)
			assert.ElementsMatch(t, slices.Collect(maps.Keys(fall.probleme)), slices.Collect(maps.Keys(probleme)), "nicht bewertbare Abgaben: %v", probleme)
			for name, teil := range fall.probleme {
				assert.Contains(t, probleme[name], teil, name)
			}
			for name, teil := range fall.hinweise {
				if teil == "" {
					assert.Empty(t, hinweise[name], name)
				} else {
					assert.Contains(t, hinweise[name], teil, name)
				}
			}
		})
	}
}

// TestSteuerzeichenImDateinamen: Eine Datei „a\x1b[31m.go“ in einer Abgabe (Ordner, ZIP,
// Block im Notebook) kommt ohne ESC in die Abgabe; Meldungen über sie nennen sie ohne ESC.
func TestSteuerzeichenImDateinamen(t *testing.T) {
	t.Parallel()
	boese := "a\x1b[31m\u202e.go"
	abgaben := t.TempDir()
	legeAn(t, abgaben, map[string]string{
		"ordner/exercises/" + boese: "package exercises\n",
		"archiv.zip":                zipAus(t, map[string]string{"exercises/" + boese: "package exercises\n"}),
		"notebook.ipynb":            notebookAus(t, sechsVon("Nora"), map[string]string{boese: "package exercises\n"}),
		"link/a_getmoves.go":        "",
	})
	require.NoError(t, os.Remove(filepath.Join(abgaben, "link/a_getmoves.go")))
	require.NoError(t, os.Symlink("/etc/passwd", filepath.Join(abgaben, "link", boese)))
	liste, err := einlesen(abgaben, filepath.Join(abgaben, "bewertung"))
	require.NoError(t, err)
	require.Len(t, liste, 4)
	for _, a := range liste {
		for name := range a.dateien {
			assert.False(t, strings.ContainsAny(name, "\x1b\u202e"), "%s: %q", a.name, name)
			assert.Equal(t, "a[31m.go", name, a.name)
		}
		assert.False(t, strings.ContainsAny(a.problem, "\x1b\u202e"), "%s: %q", a.name, a.problem)
	}
	assert.Contains(t, liste[1].problem, "a[31m.go ist keine normale Datei", "link")
}

// TestLinkStattArchiv: Ein ZIP-Archiv oder Notebook in einer Abgabe, das ein symbolischer
// Link ist (auch auf eine Datei in derselben Abgabe), wird nicht gelesen.
func TestLinkStattArchiv(t *testing.T) {
	t.Parallel()
	abgaben := t.TempDir()
	legeAn(t, abgaben, map[string]string{
		"zip/versteckt/echt.zip":        exercisesZip(t, "Zip", true),
		"notebook/versteckt/echt.ipynb": notebookAus(t, sechsVon("Notebook")),
	})
	require.NoError(t, os.Symlink("versteckt/echt.zip", filepath.Join(abgaben, "zip", "abgabe.zip")))
	require.NoError(t, os.Symlink("versteckt/echt.ipynb", filepath.Join(abgaben, "notebook", "4_15-Puzzle_Uebung.ipynb")))
	dateien, probleme, _ := eingelesen(t, abgaben)
	assert.Empty(t, dateien)
	assert.Equal(t, map[string]string{
		"zip":      "abgabe.zip ist keine normale Datei (symbolischer Link?).",
		"notebook": "4_15-Puzzle_Uebung.ipynb ist keine normale Datei (symbolischer Link?).",
	}, probleme)
}

// loesung liefert die .go-Dateien der Musterlösung (ohne Tests).
func loesung(t *testing.T) map[string]string {
	t.Helper()
	dateien, err := filepath.Glob("../../solutions/*.go")
	require.NoError(t, err)
	m := map[string]string{}
	for _, d := range dateien {
		if strings.HasSuffix(d, "_test.go") {
			continue
		}
		daten, err := os.ReadFile(d)
		require.NoError(t, err)
		m[filepath.Base(d)] = string(daten)
	}
	return m
}

// TestAbgabeformenBewertet bewertet Abgaben in verschiedenen Formen ganz (mit -schwach,
// falls bwrap fehlt): Jede Person bekommt die Punkte ihrer eigenen Dateien, Hinweise stehen
// in ihrer Rückmeldung, gleich aussehende Namen haben einen Hinweis zum Namen, und kein
// Steuerzeichen erreicht eine Ausgabe.
func TestAbgabeformenBewertet(t *testing.T) {
	langsam(t)
	t.Parallel()
	wurzel := t.TempDir()
	abgaben := filepath.Join(wurzel, "ABGABEN")
	aus := filepath.Join(wurzel, "bewertung")
	geloest := loesung(t)
	// Der Block von Lea: die Aufgabendateien, wie speichere sie schreibt, die vorgegebenen
	// Dateien (position.go …) unverändert.
	leasBlock := maps.Clone(geloest)
	for _, d := range aufgabenDateien {
		leasBlock[d] = mitSpeichereKopf(map[string]string{d: geloest[d]})[d]
	}
	// Nora (aus einem entpackten Moodle-Export): Zellen richtig, f) im Editor kaputt – der
	// Block trägt die Dateien: 14 Punkte, f) 0.
	norasBlock := maps.Clone(geloest)
	norasBlock["f_manhattan.go"] = alleStubs["f_manhattan.go"]
	legeAn(t, abgaben, map[string]string{
		"Nora Notebook_444_assignsubmission_file_/4_15-Puzzle_Uebung.ipynb": notebookAus(t, geloest, norasBlock),
		"anna.zip": zipAus(t, geloest), // flach
		"moodle.zip": zipAus(t, map[string]string{
			"Bert Beispiel_111_assignsubmission_file_/exercises.zip":        zipAus(t, unter("exercises/", alleStubs)),
			"Mallory Böse_222_assignsubmission_file_/abgabe.zip":            zipAus(t, unter("Bert Beispiel_111_assignsubmission_file_/", geloest)),
			"Lea Lernt_333_assignsubmission_file_/4_15-Puzzle_Uebung.ipynb": notebookAus(t, alleStubs, leasBlock),
		}),
		"esc/exercises/x\x1b[31m.go": "package exercises\n\nimport \"\x1b]0;titel\x07\"\n",
		"\u0410nna/a_getmoves.go":    alleStubs["a_getmoves.go"],
	})
	erg, err := bewerten(context.Background(), konfiguration{abgaben: abgaben, aus: aus, parallel: 2,
		zeitlimit: 30 * time.Second, speicherMiB: 1024, trenner: ";", schwach: true})
	require.NoError(t, err)
	punkte := map[string]int{}
	nach := map[string]ergebnis{}
	for _, e := range erg {
		punkte[e.name] = e.bericht.Punkte()
		nach[e.name] = e
	}
	assert.Equal(t, map[string]int{"anna": 16, "Bert Beispiel_111": 0, "Mallory Böse_222": 16, "Lea Lernt_333": 16, "esc": 0, "\u0410nna": 0,
		"Nora Notebook_444": 14}, punkte)
	f, _ := nach["Nora Notebook_444"].bericht.Aufgabe("f")
	assert.Equal(t, 0, f.Punkte, "f) aus dem Block, nicht aus der Zelle")
	assert.Contains(t, nach["Lea Lernt_333"].rueckmeldung, "Hinweise:\n- In deinem Notebook unterscheiden sich die Aufgabenzellen a), b), c), d), e), f)")
	assert.Equal(t, "nicht zugelassen", nach["esc"].status, nach["esc"].rueckmeldung)
	assert.Contains(t, nach["\u0410nna"].namensHinweis, "enthält kyrillische Zeichen (\u0410 U+0410) – sieht aus wie „Anna“")
	assert.Contains(t, nach["anna"].namensHinweis, "sieht aus wie „\u0410nna“")

	texte := map[string]string{}
	for _, datei := range []string{"noten.csv", "uebersicht.html"} {
		daten, err := os.ReadFile(filepath.Join(aus, datei))
		require.NoError(t, err)
		texte[datei] = string(daten)
	}
	rueck, err := os.ReadDir(filepath.Join(aus, "rueckmeldungen"))
	require.NoError(t, err)
	require.Len(t, rueck, 7)
	for _, d := range rueck {
		daten, err := os.ReadFile(filepath.Join(aus, "rueckmeldungen", d.Name()))
		require.NoError(t, err)
		texte[d.Name()], texte["Name von "+d.Name()] = string(daten), d.Name()
	}
	assert.Contains(t, texte["esc.txt"], "[31m.go importiert")
	assert.Contains(t, texte["noten.csv"], "enthält kyrillische Zeichen")
	for wo, text := range texte {
		assert.Empty(t, steuerzeichen(text), wo)
	}
}

// TestFormenWieSauber: Abgaben in den Formen, die echte Klassen liefern, bekommen dieselben
// Punkte wie die saubere Form: Windows-Zeilenenden, ein BOM am Anfang, Reste von Editoren,
// Jupyter und macOS, verschachtelte Ordner im ZIP, Kopfzeilen von Aufgabenzellen mit
// überzähligen Leerzeichen.
func TestFormenWieSauber(t *testing.T) {
	langsam(t)
	t.Parallel()
	wurzel := t.TempDir()
	abgaben := filepath.Join(wurzel, "ABGABEN")
	geloest := loesung(t)
	umgeformt := func(f func(string) string) map[string]string {
		erg := map[string]string{}
		for name, inhalt := range geloest {
			erg[name] = f(inhalt)
		}
		return erg
	}
	crlf := umgeformt(func(s string) string { return strings.ReplaceAll(s, "\n", "\r\n") })
	bom := umgeformt(func(s string) string { return "\ufeff" + s })
	reste := maps.Clone(unter("exercises/", geloest))
	reste["exercises/.ipynb_checkpoints/a_getmoves-checkpoint.go"] = alleStubs["a_getmoves.go"]
	reste["exercises/a_getmoves.go~"] = alleStubs["a_getmoves.go"]
	reste["exercises/.c_bfs.go.swp"] = "\x00\x01binär"
	reste["exercises/.DS_Store"] = "\x00"
	reste["__MACOSX/exercises/._a_getmoves.go"] = "\x00\x05\x16\x07"
	// Ein Notebook ohne Block, Zellen mit Windows-Zeilenenden, Kopfzeilen mit Tabulator,
	// doppelten und nachgestellten Leerzeichen (im JSON des Notebooks).
	nb := strings.NewReplacer("%%script speichere exercises/", "%%script \\t speichere  exercises/", ".go\\n", ".go  \\r\\n").Replace(notebookAus(t, crlf))
	require.Contains(t, nb, `%%script \t speichere  exercises/a_getmoves.go  \r\n`)
	legeAn(t, abgaben, unter("sauber/", geloest))
	legeAn(t, abgaben, unter("crlf/exercises/", crlf))
	legeAn(t, abgaben, unter("bom/", bom))
	legeAn(t, abgaben, map[string]string{
		"reste.zip":                       zipAus(t, reste),
		"tief.zip":                        zipAus(t, unter("Abgabe Übung 4/kisuche/exercises/", geloest)),
		"zellen/4_15-Puzzle_Uebung.ipynb": nb,
	})
	erg, err := bewerten(context.Background(), konfiguration{abgaben: abgaben, aus: filepath.Join(wurzel, "aus"), parallel: 2,
		zeitlimit: 30 * time.Second, speicherMiB: 1024, trenner: ";", schwach: true})
	require.NoError(t, err)
	punkte := map[string]int{}
	for _, e := range erg {
		punkte[e.name] = e.bericht.Punkte()
		assert.Equal(t, "bewertet", e.status, "%s:\n%s", e.name, e.rueckmeldung)
	}
	assert.Equal(t, map[string]int{"sauber": 16, "crlf": 16, "bom": 16, "reste": 16, "tief": 16, "zellen": 16}, punkte)
}
