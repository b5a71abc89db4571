package dienst

import (
	"fmt"
	"regexp"
	"runtime/debug"
	"strings"
)

// panikText beschreibt ein panic mit seinem Wert und der ersten Stelle im Code der Abgabe.
// Ein Wert, dessen Error- oder String-Methode selbst abstürzt, wird nicht dargestellt.
func panikText(r any) (text string) {
	defer func() {
		if recover() != nil {
			text = "panic: (Wert nicht darstellbar)"
		}
	}()
	text = fmt.Sprintf("panic: %v", r)
	if len(text) > 500 {
		text = text[:500] + " …"
	}
	if ort := OrtImCode(string(debug.Stack())); ort != "" {
		text += " (in " + ort + ")"
	}
	return text
}

// OrtImCode liefert die erste Stelle im Code der Abgabe in einem Stack (etwa
// „exercises/c_bfs.go:12“) oder "".
func OrtImCode(stack string) string {
	for _, z := range strings.Split(stack, "\n") {
		if IstCodeDerAbgabe(z) {
			return kurzerOrt(z)
		}
	}
	return ""
}

// IstCodeDerAbgabe meldet, ob eine Zeile eines Stacks eine Stelle im Code der Abgabe
// nennt (nicht in der Laufzeitbibliothek, in testing oder in der Bewertung).
func IstCodeDerAbgabe(zeile string) bool {
	return strings.Contains(zeile, ".go:") && !eigeneDatei.MatchString(zeile) &&
		!strings.Contains(zeile, "/src/runtime/") && !strings.Contains(zeile, "/src/testing/") &&
		!strings.Contains(zeile, "_testmain.go:")
}

var eigeneDatei = regexp.MustCompile(`/internal/bewertung/(dienst/)?[^/]+\.go:|/cmd/abgabe/[^/]+\.go:`)

// kurzerOrt kürzt „/pfad/zum/ordner/datei.go:12 +0x1f“ auf „ordner/datei.go:12“.
func kurzerOrt(z string) string {
	z = strings.TrimSpace(z)
	if i := strings.LastIndex(z, " +0x"); i >= 0 {
		z = z[:i]
	}
	if i := strings.LastIndex(z, "/"); i >= 0 {
		if j := strings.LastIndex(z[:i], "/"); j >= 0 {
			z = z[j+1:]
		}
	}
	return z
}
