package pruefen

import (
	"maps"
	"os"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/janpfeifer/gonb/gonbui/protocol"
)

// TestAbgabeAusgabe: Die Ausgabe hat genau drei Medientypen – den Block, der sich wieder zu
// den Dateien liest, eine HTML-Fassung mit Anzahl, Stand, jedem Namen (maskiert) und dem
// Anfang seiner Prüfsumme, und eine Zeile Text.
func TestAbgabeAusgabe(t *testing.T) {
	dateien := map[string][]byte{"a_getmoves.go": []byte("package exercises\n"), "x<y>&.go": []byte("// seltsam\n")}
	aus := abgabeAusgabe(dateien, time.Date(2026, 11, 27, 14, 5, 0, 0, time.Local))
	if typen := slices.Sorted(maps.Keys(aus)); !reflect.DeepEqual(typen, []string{"text/html", "text/plain", AbgabeMIME}) {
		t.Fatalf("Medientypen: %v", typen)
	}
	gelesen, err := LeseAbgabeBlock(aus[AbgabeMIME])
	if err != nil || !reflect.DeepEqual(gelesen, dateien) {
		t.Errorf("Block gelesen: %q, %v", gelesen, err)
	}
	satz := "Deine Abgabe steckt jetzt in diesem Notebook: 2 Dateien aus exercises/ (Stand 27.11.2026 14:05)."
	for _, teil := range []string{"<details", "<summary>" + satz, "<code>a_getmoves.go</code>", "<code>x&lt;y&gt;&amp;.go</code>",
		"bewertet deine Lehrkraft genau diese Dateien", "<code>ddbe5ce14731</code>", "<code>50f55282e20e</code>"} {
		if !strings.Contains(aus["text/html"], teil) {
			t.Errorf("HTML ohne %q:\n%s", teil, aus["text/html"])
		}
	}
	if strings.Contains(aus["text/html"], "x<y>") {
		t.Errorf("HTML mit unmaskiertem Namen:\n%s", aus["text/html"])
	}
	if text := aus["text/plain"]; !strings.HasPrefix(text, satz) || strings.Contains(text, "\n") {
		t.Errorf("Text: %q", text)
	}
	if einzeln := abgabeAusgabe(map[string][]byte{"a.go": nil}, time.Now()); !strings.Contains(einzeln["text/plain"], ": 1 Datei aus exercises/") {
		t.Errorf("eine Datei: %q", einzeln["text/plain"])
	}
}

// mitAnzeige setzt imNotebook für einen Test und sammelt, was abgabeZeigen anzeigt.
func mitAnzeige(t *testing.T, notebook bool) *[]map[string]string {
	var gezeigt []map[string]string
	altN, altS := imNotebook, sende
	imNotebook = notebook
	sende = func(d map[string]string) { gezeigt = append(gezeigt, d) }
	t.Cleanup(func() { imNotebook, sende = altN, altS })
	return &gezeigt
}

// TestAbgabeZeigen: Nur in einem Notebook zeigt abgabeZeigen eine Ausgabe an – einmal, mit
// den Dateien aus exercises/ der Kopie; in go test (ohne die Umgebung von GoNB) nichts.
func TestAbgabeZeigen(t *testing.T) {
	if os.Getenv(protocol.GONB_PIPE_ENV) == "" && imNotebook {
		t.Error("ohne GoNB hält sich pruefen für ein Notebook")
	}
	projekt := t.TempDir()
	schreibeDateien(t, projekt, map[string]string{"exercises/a_getmoves.go": "package exercises\n", "exercises/a_test.go": "package exercises\n"})
	t.Setenv("KISUCHE_PROJEKT", projekt)
	b := mitAusgabe(t)

	gezeigt := mitAnzeige(t, false)
	abgabeZeigen()
	if len(*gezeigt) != 0 {
		t.Errorf("außerhalb eines Notebooks angezeigt: %v", *gezeigt)
	}

	gezeigt = mitAnzeige(t, true)
	abgabeZeigen()
	if len(*gezeigt) != 1 {
		t.Fatalf("im Notebook %d Ausgaben, erwartet eine", len(*gezeigt))
	}
	gelesen, err := LeseAbgabeBlock((*gezeigt)[0][AbgabeMIME])
	if erwartet := map[string][]byte{"a_getmoves.go": []byte("package exercises\n")}; err != nil || !reflect.DeepEqual(gelesen, erwartet) {
		t.Errorf("Block: %q, %v", gelesen, err)
	}
	if b.Len() != 0 {
		t.Errorf("Ausgabe: %s", b)
	}

	t.Setenv("KISUCHE_PROJEKT", t.TempDir()) // ohne exercises/
	abgabeZeigen()
	if !strings.Contains(b.String(), FehlerPraefix+"Deine Dateien ließen sich nicht ins Notebook schreiben") || len(*gezeigt) != 1 {
		t.Errorf("ohne exercises/: %q, %d Ausgaben", b, len(*gezeigt))
	}
}
