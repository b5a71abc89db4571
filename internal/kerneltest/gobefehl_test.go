package kerneltest

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// kernelBin ist der absolute Pfad von scripts/kernel/bin/name (die Wrapper, die starten.sh
// vor die Werkzeuge in den PATH setzt).
func kernelBin(t *testing.T, name string) string {
	t.Helper()
	return filepath.Join(projektWurzel(t), "scripts", "kernel", "bin", name)
}

// TestGoOhneAutoGet: scripts/kernel/bin/go lässt genau GoNBs "go get" vor jeder Zelle
// ("get" oder "get -t", ohne Paket) sofort enden und reicht jeden anderen Aufruf mit
// denselben Argumenten an KISUCHE_GO weiter; ohne KISUCHE_GO meldet es sich auf Deutsch.
func TestGoOhneAutoGet(t *testing.T) {
	wrapper := kernelBin(t, "go")
	ordner := t.TempDir()
	protokoll := filepath.Join(ordner, "aufrufe")
	echtesGo := filepath.Join(ordner, "go")
	skript := "#!/bin/sh\nprintf '[%s]' \"$@\" >> '" + protokoll + "'\necho >> '" + protokoll + "'\n"
	if err := os.WriteFile(echtesGo, []byte(skript), 0o755); err != nil {
		t.Fatal(err)
	}
	faelle := []struct {
		args           []string
		weitergereicht bool
	}{
		{[]string{"get"}, false},
		{[]string{"get", "-t"}, false},
		{[]string{"get", "example.org/paket"}, true},
		{[]string{"get", "-t", "example.org/paket"}, true},
		{[]string{"get", "-u"}, true},
		{[]string{"build", "-o", "programm mit Leerzeichen"}, true},
		{[]string{"version"}, true},
		{[]string{}, true},
	}
	for _, fall := range faelle {
		os.Remove(protokoll)
		cmd := exec.Command(wrapper, fall.args...)
		cmd.Env = append(os.Environ(), "KISUCHE_GO="+echtesGo)
		if aus, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("go %q: %v\n%s", fall.args, err, aus)
		}
		inhalt, _ := os.ReadFile(protokoll)
		erwartet := ""
		if fall.weitergereicht {
			erwartet = "[" + strings.Join(fall.args, "][") + "]\n" // printf '[%s]' ohne Argumente: []
		}
		if string(inhalt) != erwartet {
			t.Errorf("go %q: beim echten go angekommen %q, erwartet %q", fall.args, inhalt, erwartet)
		}
	}

	cmd := exec.Command(wrapper, "version")
	cmd.Env = append(os.Environ(), "KISUCHE_GO=")
	aus, err := cmd.CombinedOutput()
	if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 127 || !strings.Contains(string(aus), "KISUCHE_GO nennt kein Go-Programm") {
		t.Errorf("ohne KISUCHE_GO: %v, Ausgabe %q; erwartet Rückgabewert 127 und eine deutsche Meldung", err, aus)
	}
}
