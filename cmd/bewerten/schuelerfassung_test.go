package main

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/kisuche/kisuche/internal/abgabetest"
	"github.com/kisuche/kisuche/internal/sandkasten"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSchuelerfassung: scripts/schuelerfassung.sh schreibt eine Fassung ohne Musterlösungen
// und ohne den Quelltext der verborgenen Tests. Darin gibt go test ./exercises auf den Stubs
// deutsche Rückmeldung und scheitert, mit den Musterlösungen besteht es; bewerten (aus
// diesem Checkout) bewertet die Dateien der Fassung mit den verborgenen Tests.
func TestSchuelerfassung(t *testing.T) {
	langsam(t)
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git fehlt")
	}
	t.Parallel()
	ziel := filepath.Join(t.TempDir(), "klasse mit Leerzeichen")
	ausgabe, err := exec.Command("bash", "../../scripts/schuelerfassung.sh", ziel).CombinedOutput()
	require.NoError(t, err, "%s", ausgabe)
	for _, fehlt := range []string{"solutions", "internal", "cmd/bewerten", "exercises/bewertung_test.go", "notebooks/pruefungen",
		"klassenserver", "scripts/klassenserver.sh", "scripts/klassenserver-lasttest.sh", "scripts/container-bauen.sh", "BENCHMARKS.md"} {
		assert.NoFileExists(t, filepath.Join(ziel, fehlt))
		assert.NoDirExists(t, filepath.Join(ziel, fehlt))
	}
	for _, da := range []string{"README.md", "go.mod", "exercises/lektion_test.go", "exercises/a_getmoves.go", "exercises/pruefen/pruefungen.go",
		"notebooks/4_15-Puzzle_Uebung.ipynb", "scripts/notebooks-starten.sh", "scripts/kernel/bin/speichere", "lesson/doc.go"} {
		assert.FileExists(t, filepath.Join(ziel, da))
	}
	readme, err := os.ReadFile(filepath.Join(ziel, "README.md"))
	require.NoError(t, err)
	assert.Contains(t, string(readme), "## Abgeben", "die Fassung sagt, was abzugeben ist")
	assert.Contains(t, string(readme), "Hast du eine Datei im Editor\ngeändert, überschreibt das Notebook sie nicht mehr.")
	goTest := func() (string, error) {
		cmd := exec.Command("go", "test", "-count=1", "./exercises")
		cmd.Dir = ziel
		cmd.Env = append(os.Environ(), "GOFLAGS=-mod=mod", "GOPROXY=off", "GOWORK=off")
		aus, err := cmd.CombinedOutput()
		return string(aus), err
	}
	aus, err := goTest()
	require.Error(t, err, "Die Stubs bestehen die Prüfungen der Lektion:\n%s", aus)
	assert.Contains(t, aus, "FEHLER: GetMoves([5 1 3 4 6 9 7 8 2 10 0 11 13 14 15 12]) liefert 0 Positionen, richtig sind 4")
	assert.Contains(t, aus, "liefert den Fehler „noch nicht implementiert“")

	// Ein GetMoves, das das Loch über den Rand der Reihe springen lässt: Die Prüfzelle des
	// Notebooks, go test ./exercises und bewerten lehnen es mit demselben Satz ab.
	require.NoError(t, os.WriteFile(filepath.Join(ziel, "exercises", "a_getmoves.go"), []byte(abgabetest.GetMovesUeberDenRand), 0o644))
	aus, err = goTest()
	require.Error(t, err)
	assert.Contains(t, aus, "FEHLER: "+abgabetest.SatzUeberDenRand, "go test ./exercises")
	// Die Prüfzelle ist ein kleines Programm, wie GoNB es aus der Zelle macht.
	zelle := filepath.Join(ziel, "zelle")
	require.NoError(t, os.MkdirAll(zelle, 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(zelle, "main.go"), []byte("package main\n\nimport \"github.com/kisuche/kisuche/exercises/pruefen\"\n\nfunc main() { pruefen.Aufgabe(\"a\") }\n"), 0o644))
	cmd := exec.Command("go", "run", "./zelle")
	cmd.Dir = ziel
	cmd.Env = append(os.Environ(), "KISUCHE_PROJEKT="+ziel, "GOFLAGS=-mod=mod", "GOPROXY=off", "GOWORK=off")
	zellAusgabe, err := cmd.CombinedOutput()
	require.NoError(t, err, "%s", zellAusgabe)
	require.NoError(t, os.RemoveAll(zelle))
	assert.Contains(t, string(zellAusgabe), "FEHLER: "+abgabetest.SatzUeberDenRand, "Prüfzelle von Notebook 4")
	abgaben := filepath.Join(t.TempDir(), "ABGABEN")
	require.NoError(t, os.MkdirAll(filepath.Join(abgaben, "rand"), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(abgaben, "rand", "a_getmoves.go"), []byte(abgabetest.GetMovesUeberDenRand), 0o644))
	erg, err := bewerten(context.Background(), konfiguration{abgaben: abgaben, aus: filepath.Join(t.TempDir(), "aus"), Optionen: sandkasten.Optionen{Parallel: runtime.GOMAXPROCS(0), Zeitlimit: 30 * time.Second, SpeicherMiB: 1024}})
	require.NoError(t, err)
	require.Len(t, erg, 1)
	assert.Contains(t, erg[0].Rueckmeldung, "✗ Beispiele aus der Lektion (0/1)")
	assert.Contains(t, erg[0].Rueckmeldung, abgabetest.SatzUeberDenRand, "bewerten")

	dateien, err := filepath.Glob("../../solutions/[a-f]_*.go")
	require.NoError(t, err)
	require.Len(t, dateien, 6)
	for _, d := range dateien {
		daten, err := os.ReadFile(d)
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(filepath.Join(ziel, "exercises", filepath.Base(d)), daten, 0o644))
	}
	aus, err = goTest()
	require.NoError(t, err, "Die Musterlösung besteht die Prüfungen der Lektion nicht:\n%s", aus)

	// Die Lehrkraft bewertet die Fassung, als wäre sie eine Abgabe.
	abgaben = filepath.Join(t.TempDir(), "ABGABEN")
	require.NoError(t, os.MkdirAll(abgaben, 0o755))
	require.NoError(t, os.Symlink(ziel, filepath.Join(abgaben, "link")), "Links auf Ordner werden übergangen")
	require.NoError(t, exec.Command("cp", "-r", ziel, filepath.Join(abgaben, "lea")).Run())
	erg, err = bewerten(context.Background(), konfiguration{abgaben: abgaben, aus: filepath.Join(t.TempDir(), "aus"), Optionen: sandkasten.Optionen{Parallel: runtime.GOMAXPROCS(0), Zeitlimit: 30 * time.Second, SpeicherMiB: 1024}})
	require.NoError(t, err)
	require.Len(t, erg, 1)
	assert.Equal(t, 16, erg[0].Bericht.Punkte(), erg[0].Rueckmeldung)
}

// TestSchuelerfassungAusDemCommit: Die Fassung entsteht aus dem letzten Commit. Was nach
// "go run ./cmd/bewerten ABGABEN/" und einem eigenen Versuch der Lehrkraft im Arbeitsordner
// liegt (Abgaben, Noten, Rückmeldungen, eine geänderte Aufgabe, geänderte Rechte), kommt
// nicht hinein; das Skript sagt es auf Deutsch (auf stderr) und nennt höchstens zehn Pfade,
// aber keine Teile der Lehrkraft, die ohnehin fehlen. Ohne Änderungen sagt es nichts.
func TestSchuelerfassungAusDemCommit(t *testing.T) {
	langsam(t)
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git fehlt")
	}
	t.Parallel()
	projekt, err := filepath.Abs("../..")
	require.NoError(t, err)
	quelle := filepath.Join(t.TempDir(), "kurs mit Leerzeichen")
	git := func(args ...string) string {
		t.Helper()
		cmd := exec.Command("git", append([]string{"-c", "user.name=Lehrkraft", "-c", "user.email=lehrkraft@localhost"}, args...)...)
		cmd.Dir = quelle
		aus, err := cmd.CombinedOutput()
		require.NoError(t, err, "git %v: %s", args, aus)
		return string(aus)
	}
	require.NoError(t, exec.Command("git", "clone", "-q", projekt, quelle).Run())
	// Das Skript dieses Checkouts, auch wenn es noch nicht eingecheckt ist.
	skript, err := os.ReadFile(filepath.Join(projekt, "scripts", "schuelerfassung.sh"))
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(quelle, "scripts", "schuelerfassung.sh"), skript, 0o644))
	git("commit", "-q", "--allow-empty", "-am", "Skript zum Testen")
	fassung := func() (ziel, hinweis string) {
		t.Helper()
		ziel = filepath.Join(t.TempDir(), "klasse")
		cmd := exec.Command("bash", filepath.Join(quelle, "scripts", "schuelerfassung.sh"), ziel)
		var stdout, stderr strings.Builder
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		require.NoError(t, cmd.Run(), "%s%s", &stdout, &stderr)
		assert.NotContains(t, stdout.String(), "Hinweis")
		return ziel, stderr.String()
	}

	_, hinweis := fassung()
	assert.Empty(t, hinweis, "ohne Änderungen im Arbeitsordner")

	stub := git("show", "HEAD:exercises/a_getmoves.go")
	for name, inhalt := range map[string]string{
		"ABGABEN/anna/a_getmoves.go":        "package exercises\n// Annas Abgabe\n",
		"bewertung/noten.csv":               "name;punkte\nanna;16\n",
		"bewertung/rueckmeldungen/anna.txt": "Rückmeldung für Anna\n",
		"exercises/a_getmoves.go":           "package exercises\n// Versuch der Lehrkraft\n",
		"solutions/a_getmoves.go":           "package exercises\n// neue Musterlösung\n",
		"Abgaben 9b/lea/a_getmoves.go":      "package exercises\n// Leas Abgabe\n",
		"noten-9b.csv":                      "name;punkte\nlea;16\n",
	} {
		pfad := filepath.Join(quelle, filepath.FromSlash(name))
		require.NoError(t, os.MkdirAll(filepath.Dir(pfad), 0o755))
		require.NoError(t, os.WriteFile(pfad, []byte(inhalt), 0o644))
	}
	for i := range 8 {
		require.NoError(t, os.WriteFile(filepath.Join(quelle, "exercises", fmt.Sprintf("versuch%d.go", i)), []byte("package exercises\n"), 0o644))
	}
	require.NoError(t, os.Chmod(filepath.Join(quelle, "scripts", "notebooks-starten.sh"), 0o644))

	ziel, hinweis := fassung()
	for _, fehlt := range []string{"ABGABEN", "bewertung", "Abgaben 9b", "noten-9b.csv", "exercises/versuch0.go", "solutions"} {
		assert.NoFileExists(t, filepath.Join(ziel, fehlt))
		assert.NoDirExists(t, filepath.Join(ziel, fehlt))
	}
	inhalt, err := os.ReadFile(filepath.Join(ziel, "exercises", "a_getmoves.go"))
	require.NoError(t, err)
	assert.Equal(t, stub, string(inhalt), "exercises/a_getmoves.go ist der Stub des letzten Commits")
	info, err := os.Stat(filepath.Join(ziel, "scripts", "notebooks-starten.sh"))
	require.NoError(t, err)
	assert.NotZero(t, info.Mode()&0o100, "notebooks-starten.sh bleibt ausführbar wie im Commit")

	assert.Equal(t, 1, strings.Count(hinweis, "\n"), hinweis)
	assert.True(t, strings.HasPrefix(hinweis, "Hinweis: Dein Arbeitsordner hat Änderungen, die nicht in die Schülerfassung kommen (nicht eingecheckt): "), hinweis)
	assert.True(t, strings.HasSuffix(hinweis, " – die Fassung enthält den Stand des letzten Commits.\n"), hinweis)
	for _, genannt := range []string{"exercises/a_getmoves.go", "scripts/notebooks-starten.sh", "Abgaben 9b/", " und 2 weitere"} {
		assert.Contains(t, hinweis, genannt)
	}
	// ABGABEN/ und bewertung/ im Checkout ignoriert git (.gitignore, wie docs/kurs.md es
	// vorschlägt): Sie fehlen in der Fassung, ohne dass der Hinweis sie nennen muss.
	assert.NotContains(t, hinweis, "ABGABEN/")
	assert.NotContains(t, hinweis, "solutions", "Teile der Lehrkraft fehlen in der Fassung ohnehin")
}
