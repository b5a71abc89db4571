package tafel

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kisuche/kisuche/exercises/pruefen"
	"github.com/kisuche/kisuche/internal/abgabetest"
)

// TestVorlagenWieExercises: Die eingebetteten Stubs sind die Dateien der Aufgaben in
// exercises/ (wie im letzten Commit: Eine Lehrkraft darf die Übung in ihrem Checkout lösen).
func TestVorlagenWieExercises(t *testing.T) {
	wurzel := abgabetest.Modulwurzel()
	for _, a := range pruefen.Aufgaben {
		daten, err := exec.Command("git", "-C", wurzel, "show", "HEAD:exercises/"+a.Datei).Output()
		if err != nil {
			daten, err = os.ReadFile(filepath.Join(wurzel, "exercises", a.Datei))
		}
		require.NoError(t, err, a.Datei)
		assert.Equal(t, string(daten), stub(a), "internal/tafel/vorlage/%s.txt ist nicht mehr der Stub aus exercises/ – kopieren", a.Datei)
	}
}

// TestBegonnen: Eine Aufgabe ist begonnen, sobald ihre Datei nicht mehr der Stub ist –
// nicht schon, wenn nur die Kopfzeilen von speichere, Zeilenenden oder Leerraum anders sind.
func TestBegonnen(t *testing.T) {
	stubs := map[string][]byte{}
	for _, a := range pruefen.Aufgaben {
		stubs[a.Datei] = []byte(stub(a))
	}
	assert.Equal(t, map[string]bool{"a": false, "b": false, "c": false, "d": false, "e": false, "f": false}, begonnen(stubs))

	// Aus der Zelle von Notebook 4 geschrieben (andere Prüfsumme, CRLF, Leerzeilen am Ende).
	ohneKopf := strings.SplitN(stub(pruefen.Aufgaben[1]), "\n", 4)[3]
	notebook := abgabetest.MitSpeichereKopf(map[string]string{"b_isgoal.go": ohneKopf})
	stubs["b_isgoal.go"] = []byte(notebook["b_isgoal.go"])
	stubs["d_numwrong.go"] = []byte(strings.ReplaceAll(stub(pruefen.Aufgaben[3]), "\n", "  \n"))
	assert.False(t, begonnen(stubs)["b"], "nur speichere-Kopf und Zeilenenden anders")
	assert.False(t, begonnen(stubs)["d"], "nur Leerraum anders")

	stubs["a_getmoves.go"] = []byte(strings.Replace(stub(pruefen.Aufgaben[0]), "// DEIN CODE HIER", "moves = append(moves, pos)", 1))
	assert.True(t, begonnen(stubs)["a"], "Code geschrieben")

	// Die Datei von e) fehlt, AStar steht in einer anderen Datei; f) fehlt ganz.
	delete(stubs, "e_astar.go")
	delete(stubs, "f_manhattan.go")
	stubs["alles.go"] = []byte("package exercises\n\nfunc AStar(startPos Position, h func(Position) int) (map[Position]Position, int, error) { return nil, 0, nil }\n")
	b := begonnen(stubs)
	assert.True(t, b["e"])
	assert.False(t, b["f"])
}
