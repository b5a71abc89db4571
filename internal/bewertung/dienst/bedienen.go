package dienst

import (
	"os"
	"strconv"
	"sync/atomic"

	"github.com/kisuche/kisuche/internal/bewertung/dienst/siegel"
)

// Umgebungsvariablen, mit denen das Prüfprogramm den Prozess der Abgabe startet.
const (
	// EnvDienst ist gesetzt, wenn der Prozess Aufträge des Prüfprogramms beantworten soll.
	EnvDienst = "KISUCHE_BEWERTUNG_DIENST"
	// EnvSpeicher ist das Speicherlimit in MiB (Standard: StandardSpeicher).
	EnvSpeicher = "KISUCHE_BEWERTUNG_SPEICHER_MIB"
	// EnvSiegel ist gesetzt, wenn der Prozess versiegelt sein muss, bevor Code der Abgabe
	// läuft (internal/sandkasten): kein execve mehr, Verbindung close-on-exec (Paket siegel).
	EnvSiegel = siegel.Env
	// EnvAufgabe nennt die Aufgabe ("a" bis "f"), die das Prüfprogramm in diesem Prozess
	// bewertet (Aufgabe).
	EnvAufgabe = "KISUCHE_BEWERTUNG_AUFGABE"
)

// Aufgabe liefert die Aufgabe, die das Prüfprogramm in diesem Prozess bewertet: Das
// Programm, das cmd/bewerten für eine Abgabe baut, bedient jede Aufgabe mit den Funktionen
// ihres eigenen Pakets.
func Aufgabe() string { return os.Getenv(EnvAufgabe) }

// Geheimnis ist das Geheimnis dieses Programms: cmd/bewerten erzeugt es für jede Abgabe
// neu und schreibt es in ihr Programm; der Handschlag muss es zeigen. So spricht der Prüfer
// nur mit dem Programm, das er für diese Abgabe gebaut hat.
var Geheimnis string

// StandardSpeicher ist das Speicherlimit pro Aufgabe in MiB.
const StandardSpeicher = 1024

// Dateideskriptoren der beiden Richtungen (os/exec: ExtraFiles[0] und ExtraFiles[1]).
const (
	FdAuftraege = siegel.FdAuftraege
	FdAntworten = siegel.FdAntworten
)

// IstKind meldet, ob dieser Prozess Aufträge des Prüfprogramms beantworten soll.
func IstKind() bool { return os.Getenv(EnvDienst) != "" }

// Bedienen beantwortet die Aufträge des Prüfprogramms mit den Funktionen von k, bis das
// Prüfprogramm die Verbindung schließt, und beendet dann den Prozess.
func Bedienen[P ~[16]int8](k Kandidat[P]) {
	speicherMiB := StandardSpeicher
	if n, err := strconv.Atoi(os.Getenv(EnvSpeicher)); err == nil && n > 0 {
		speicherMiB = n
	}
	begrenzen(uint64(speicherMiB) << 20)
	ein, aus := os.NewFile(FdAuftraege, "auftraege"), os.NewFile(FdAntworten, "antworten")
	if ein == nil || aus == nil {
		os.Stderr.WriteString("bewertung: ohne Verbindung zum Prüfprogramm gestartet\n")
		os.Exit(2)
	}
	siegel.Versiegeln() // mit EnvSiegel schon in init geschehen; sonst so früh wie möglich
	s := &sitzung[P]{k: k, laeufe: map[uint64]map[P]P{}, heuristiken: map[uint64]heuristik{}}
	l, w := NeuerLeser(ein), NeuerSchreiber(aus)
	for {
		op := l.Byte()
		if l.Fehler() != nil {
			os.Exit(0)
		}
		s.beantworte(op, l, w)
		if l.Fehler() != nil || w.Senden() != nil {
			os.Exit(0)
		}
	}
}

// sitzung hält, was zwischen Aufträgen bleibt: die Vorgänger jeder Suche und die
// Heuristiken des Prüfprogramms.
type sitzung[P ~[16]int8] struct {
	k           Kandidat[P]
	laeufe      map[uint64]map[P]P
	heuristiken map[uint64]heuristik
}

// beantworte liest die Argumente von op, ruft die Funktion der Abgabe auf und schreibt die
// Antwort. Ein panic der Abgabe wird zur Antwort StatusPanik.
func (s *sitzung[P]) beantworte(op byte, l *Leser, w *Schreiber) {
	switch op {
	case OpHallo:
		w.Byte(StatusOK)
		w.Nat(Version)
		w.Nat(s.k.vorhanden())
		w.Text(Geheimnis)
	case OpGetMoves:
		b := l.Brett()
		var zuege [][16]int8
		if rufe(w, s.k.GetMoves != nil, func() {
			for _, p := range s.k.GetMoves(P(b)) {
				if len(zuege) < MaxZuege {
					zuege = append(zuege, [16]int8(p))
				}
			}
		}) {
			w.Nat(uint64(len(zuege)))
			for _, z := range zuege {
				w.Brett(z)
			}
		}
	case OpIsGoal:
		b := l.Brett()
		var ja bool
		if rufe(w, s.k.IsGoal != nil, func() { ja = s.k.IsGoal(P(b)) }) {
			w.Bool(ja)
		}
	case OpNumWrong, OpManhattan:
		b := l.Brett()
		h := s.k.NumWrongHeuristic
		if op == OpManhattan {
			h = s.k.ManhattanHeuristic
		}
		var wert int
		if rufe(w, h != nil, func() { wert = h(P(b)) }) {
			w.Zahl(int64(wert))
		}
	case OpBFS, OpAStar:
		lauf, b := l.Nat(1<<32), l.Brett()
		var h heuristik
		if op == OpAStar {
			h = s.heuristiken[l.Nat(1<<32)]
		}
		var (
			pred      map[P]P
			schritte  int
			fehler    string
			mitFehler bool
			aufrufe   atomic.Int64
		)
		vorhanden := s.k.BFS != nil
		if op == OpAStar {
			vorhanden = s.k.AStar != nil
		}
		beobachtungBeginnen()
		if rufe(w, vorhanden, func() {
			var err error
			if op == OpBFS {
				pred, schritte, err = s.k.BFS(P(b))
			} else {
				pred, schritte, err = s.k.AStar(P(b), func(p P) int {
					aufrufe.Add(1)
					return h.wert([16]int8(p))
				})
			}
			if err != nil {
				mitFehler, fehler = true, err.Error()
			}
		}) {
			s.laeufe[lauf] = pred
			w.Zahl(int64(schritte))
			w.Bool(mitFehler)
			w.Text(fehler)
			w.Bool(pred == nil)
			w.Nat(uint64(len(pred)))
			w.Nat(uint64(aufrufe.Load()))
			b := beobachtungBeenden()
			w.Bool(b.Aktiv)
			w.Nat(b.Aufrufe)
			w.Nat(uint64(len(b.Expandiert)))
			for _, p := range b.Expandiert {
				w.Brett(p)
			}
		} else {
			beobachtungBeenden()
		}
	case OpVorgaenger:
		lauf, b := l.Nat(1<<32), l.Brett()
		v, ok := s.laeufe[lauf][P(b)]
		w.Byte(StatusOK)
		w.Bool(ok)
		w.Brett([16]int8(v))
	case OpHeuristik:
		nr := l.Nat(1 << 32)
		h := heuristik{formel: l.Byte(), standard: int(l.Zahl()), tabelle: map[uint64]int{}}
		n := l.Nat(MaxTabelle)
		for range n {
			schluessel := l.Nat(^uint64(0))
			h.tabelle[schluessel] = int(l.Zahl())
		}
		s.heuristiken[nr] = h
		w.Byte(StatusOK)
	default:
		l.fehler(ErrProtokoll)
	}
}

// rufe führt f aus, wenn die Funktion vorhanden ist, und schreibt das Statusbyte: StatusOK,
// wenn f zurückkehrt (dann folgt die Antwort), StatusPanik mit Text bei einem panic.
func rufe(w *Schreiber, vorhanden bool, f func()) (ok bool) {
	if !vorhanden {
		w.Byte(StatusPanik)
		w.Text("Die Funktion fehlt in der Abgabe.")
		return false
	}
	defer func() {
		if r := recover(); r != nil {
			w.Byte(StatusPanik)
			w.Text(panikText(r))
			ok = false
		}
	}()
	f()
	w.Byte(StatusOK)
	return true
}
