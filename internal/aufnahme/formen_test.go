package aufnahme

import (
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/kisuche/kisuche/exercises/pruefen"
	"github.com/kisuche/kisuche/internal/abgabetest"
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

// zusammen vereinigt die Dateien mehrerer Ordner.
func zusammen(teile ...map[string]string) map[string]string {
	erg := map[string]string{}
	for _, m := range teile {
		maps.Copy(erg, m)
	}
	return erg
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
	return abgabetest.ZipAus(t, zusammen(abgabetest.Unter(praefix, sechsVon(wer)), map[string]string{
		praefix + "lektion_test.go":                  "package exercises\n",
		praefix + "pruefen/notebook.go":              "package pruefen\n\nimport \"os/exec\"\n",
		praefix + "pruefen/doc.go":                   "package pruefen\n",
		praefix + ".ipynb_checkpoints/a_getmoves.go": "alt",
		"__MACOSX/" + praefix + "._a_getmoves.go":    "\x00\x05\x16\x07",
		praefix + ".DS_Store":                        "\x00",
	}))
}

// eingelesen liefert, was einlesen aus ABGABEN/ macht: die Dateien jeder bewertbaren
// Abgabe, das Problem jeder anderen und die Hinweise.
func eingelesen(t *testing.T, abgaben string) (dateien map[string]map[string]string, probleme, hinweise map[string]string) {
	t.Helper()
	liste, err := Einlesen(abgaben, filepath.Join(abgaben, "bewertung"))
	require.NoError(t, err)
	dateien, probleme, hinweise = map[string]map[string]string{}, map[string]string{}, map[string]string{}
	for _, a := range liste {
		if a.Problem != "" {
			probleme[a.Name] = a.Problem
			continue
		}
		dateien[a.Name] = map[string]string{}
		for name, inhalt := range a.Dateien {
			dateien[a.Name][name] = string(inhalt)
		}
		hinweise[a.Name] = strings.Join(a.Hinweise, " ")
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
			return zusammen(abgabetest.Unter("dora/", sechsVon("Dora")), abgabetest.Unter("emil/exercises/", sechsVon("Emil")),
				map[string]string{"emil/exercises/pruefen/notebook.go": "package pruefen\n", "emil/exercises/mein_test.go": "package exercises\n"})
		},
		soll: map[string]map[string]string{"dora": sechsVon("Dora"), "emil": sechsVon("Emil")},
	}, {
		name: "ganzer Kurs in einem Ordner gezippt",
		abgaben: func(t *testing.T) map[string]string {
			return map[string]string{"finn.zip": abgabetest.ZipAus(t, zusammen(abgabetest.Unter("ki-suche-klasse/exercises/", sechsVon("Finn")),
				map[string]string{"ki-suche-klasse/notebooks/4_15-Puzzle_Uebung.ipynb": "{}", "ki-suche-klasse/README.md": "#"}))}
		},
		soll: map[string]map[string]string{"finn": sechsVon("Finn")},
	}, {
		name: "Moodle-Export mit ZIP einer Person, losen Dateien, Notebook und Onlinetext",
		abgaben: func(t *testing.T) map[string]string {
			return map[string]string{"moodle.zip": abgabetest.ZipAus(t, zusammen(
				map[string]string{"Erika Mustermann_123_assignsubmission_file_/exercises.zip": exercisesZip(t, "Erika", true)},
				map[string]string{"Erika Mustermann_123_assignsubmission_onlinetext_/onlinetext.html": "<p>Hallo</p>"},
				abgabetest.Unter("Max Muster_124_assignsubmission_file_/", sechsVon("Max")),
				map[string]string{"Lea Lernt_125_assignsubmission_file_/4_15-Puzzle_Uebung.ipynb": abgabetest.Notebook(t, zellenVonLea, sechsVon("Lea"))},
				map[string]string{"Ole Ohne_126_assignsubmission_file_/4_15-Puzzle_Uebung.ipynb": abgabetest.Notebook(t, sechsVon("Ole"), nil)},
			))}
		},
		soll: map[string]map[string]string{"Erika Mustermann_123": sechsVon("Erika"), "Max Muster_124": sechsVon("Max"),
			"Lea Lernt_125": sechsVon("Lea"), "Ole Ohne_126": sechsVon("Ole")},
		hinweise: map[string]string{"Lea Lernt_125": "unterscheiden sich die Aufgabenzellen a), c) von deinen Dateien",
			"Ole Ohne_126": "„Restart & Run All“", "Max Muster_124": ""},
	}, {
		name: "Moodle-Export ohne Ordner (flach), mit ZIP einer Person",
		abgaben: func(t *testing.T) map[string]string {
			return map[string]string{"flach.zip": abgabetest.ZipAus(t, zusammen(
				abgabetest.Unter("Ida Flach_127_assignsubmission_file_", sechsVon("Ida")),
				map[string]string{"Jan Flach_128_assignsubmission_file_exercises.zip": exercisesZip(t, "Jan", false)},
			))}
		},
		soll: map[string]map[string]string{"Ida Flach_127": sechsVon("Ida"), "Jan Flach_128": sechsVon("Jan")},
	}, {
		name: "Export ohne Moodle-Namen: ein Ordner pro Person",
		abgaben: func(t *testing.T) map[string]string {
			return map[string]string{"klasse.zip": abgabetest.ZipAus(t, zusammen(abgabetest.Unter("kai/", sechsVon("Kai")), abgabetest.Unter("lina/exercises/", sechsVon("Lina"))))}
		},
		soll: map[string]map[string]string{"kai": sechsVon("Kai"), "lina": sechsVon("Lina")},
	}, {
		name: "Mallory zippt einen Ordner mit Annas Moodle-Namen",
		abgaben: func(t *testing.T) map[string]string {
			return map[string]string{"moodle.zip": abgabetest.ZipAus(t, zusammen(
				abgabetest.Unter("Anna Beispiel_111_assignsubmission_file_/", sechsVon("Anna")),
				map[string]string{"Mallory Böse_222_assignsubmission_file_/abgabe.zip": abgabetest.ZipAus(t, abgabetest.Unter("Anna Beispiel_111_assignsubmission_file_/", sechsVon("Mallory")))},
			))}
		},
		soll: map[string]map[string]string{"Anna Beispiel_111": sechsVon("Anna"), "Mallory Böse_222": sechsVon("Mallory")},
	}, {
		name: "Mallory zippt einen ganzen Export mit Annas Namen",
		abgaben: func(t *testing.T) map[string]string {
			return map[string]string{"moodle.zip": abgabetest.ZipAus(t, zusammen(
				abgabetest.Unter("Anna Beispiel_111_assignsubmission_file_/", sechsVon("Anna")),
				map[string]string{"Mallory Böse_222_assignsubmission_file_/abgabe.zip": abgabetest.ZipAus(t, zusammen(
					abgabetest.Unter("Anna Beispiel_111_assignsubmission_file_/", sechsVon("Mallory")),
					abgabetest.Unter("Bert Beispiel_112_assignsubmission_file_/", sechsVon("Mallory"))))},
			))}
		},
		soll:     map[string]map[string]string{"Anna Beispiel_111": sechsVon("Anna")},
		probleme: map[string]string{"Mallory Böse_222": "Gefunden: Anna Beispiel_111_assignsubmission_file_/, Bert Beispiel_112_assignsubmission_file_/"},
	}, {
		name: "nicht bewertbar: leer, fremd, zu tief, zwei Archive, kaputt",
		abgaben: func(t *testing.T) map[string]string {
			tief := abgabetest.ZipAus(t, map[string]string{"innen.zip": abgabetest.ZipAus(t, map[string]string{"ganz-innen.zip": exercisesZip(t, "Tief", true)})})
			return map[string]string{
				"leer.zip":       abgabetest.ZipAus(t, nil),
				"fremd.zip":      abgabetest.ZipAus(t, map[string]string{"bild.png": "PNG", "text/liesmich.txt": "x"}),
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
			abgabetest.LegeAn(t, abgaben, fall.abgaben(t))
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
	abgabetest.LegeAn(t, abgaben, map[string]string{
		"ordner/exercises/" + boese: "package exercises\n",
		"archiv.zip":                abgabetest.ZipAus(t, map[string]string{"exercises/" + boese: "package exercises\n"}),
		"notebook.ipynb":            abgabetest.Notebook(t, sechsVon("Nora"), map[string]string{boese: "package exercises\n"}),
		"link/a_getmoves.go":        "",
	})
	require.NoError(t, os.Remove(filepath.Join(abgaben, "link/a_getmoves.go")))
	require.NoError(t, os.Symlink("/etc/passwd", filepath.Join(abgaben, "link", boese)))
	liste, err := Einlesen(abgaben, filepath.Join(abgaben, "bewertung"))
	require.NoError(t, err)
	require.Len(t, liste, 4)
	for _, a := range liste {
		for name := range a.Dateien {
			assert.False(t, strings.ContainsAny(name, "\x1b\u202e"), "%s: %q", a.Name, name)
			assert.Equal(t, "a[31m.go", name, a.Name)
		}
		assert.False(t, strings.ContainsAny(a.Problem, "\x1b\u202e"), "%s: %q", a.Name, a.Problem)
	}
	assert.Contains(t, liste[1].Problem, "a[31m.go ist keine normale Datei", "link")
}

// TestLinkStattArchiv: Ein ZIP-Archiv oder Notebook in einer Abgabe, das ein symbolischer
// Link ist (auch auf eine Datei in derselben Abgabe), wird nicht gelesen.
func TestLinkStattArchiv(t *testing.T) {
	t.Parallel()
	abgaben := t.TempDir()
	abgabetest.LegeAn(t, abgaben, map[string]string{
		"zip/versteckt/echt.zip":        exercisesZip(t, "Zip", true),
		"notebook/versteckt/echt.ipynb": abgabetest.Notebook(t, sechsVon("Notebook")),
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
