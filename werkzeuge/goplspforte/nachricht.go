package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/textproto"
	"strconv"
	"sync"
)

// nachricht ist eine Nachricht des Language Server Protocol (JSON-RPC 2.0). roh behält die
// Bytes, wie sie kamen: Was die Pforte nur weiterreicht, reicht sie unverändert weiter.
type nachricht struct {
	ID     json.RawMessage `json:"id,omitempty"`
	Method string          `json:"method,omitempty"`
	Params json.RawMessage `json:"params,omitempty"`
	Error  json.RawMessage `json:"error,omitempty"`

	roh []byte
}

// istAnfrage: eine Anfrage, die eine Antwort erwartet (Methode und id).
func (n *nachricht) istAnfrage() bool { return n.Method != "" && len(n.ID) > 0 }

// istAntwort: eine Antwort auf eine Anfrage (id ohne Methode).
func (n *nachricht) istAntwort() bool { return n.Method == "" && len(n.ID) > 0 }

// maxGroesse begrenzt eine Nachricht: GoNB schickt ganze Dateien (didOpen), gopls lange
// Listen von Vervollständigungen; beides bleibt weit darunter.
const maxGroesse = 64 << 20

// lies liest die nächste Nachricht: Kopfzeilen mit Content-Length, eine Leerzeile, der Inhalt.
func lies(r *bufio.Reader) (*nachricht, error) {
	kopf, err := textproto.NewReader(r).ReadMIMEHeader()
	if err != nil {
		return nil, err
	}
	laenge, err := strconv.Atoi(kopf.Get("Content-Length"))
	if err != nil || laenge < 0 || laenge > maxGroesse {
		return nil, fmt.Errorf("ungültige Content-Length %q", kopf.Get("Content-Length"))
	}
	roh := make([]byte, laenge)
	if _, err := io.ReadFull(r, roh); err != nil {
		return nil, err
	}
	n := &nachricht{roh: roh}
	if err := json.Unmarshal(roh, n); err != nil {
		return nil, fmt.Errorf("keine JSON-RPC-Nachricht: %w", err)
	}
	return n, nil
}

// schreiber schreibt Nachrichten, eine nach der anderen, auch aus mehreren Goroutinen. Ein
// Schreibfehler heißt, dass die Gegenseite weg ist; das merkt die Pforte beim Lesen.
type schreiber struct {
	mu sync.Mutex
	w  io.Writer
}

// schreibe schreibt den Inhalt inhalt als eine Nachricht.
func (s *schreiber) schreibe(inhalt []byte) {
	var b bytes.Buffer
	fmt.Fprintf(&b, "Content-Length: %d\r\n\r\n", len(inhalt))
	b.Write(inhalt)
	s.mu.Lock()
	defer s.mu.Unlock()
	_, _ = s.w.Write(b.Bytes())
}

// schreibeJSON schreibt v als JSON-RPC-Nachricht (v bringt "jsonrpc" nicht mit).
func (s *schreiber) schreibeJSON(v map[string]any) {
	v["jsonrpc"] = "2.0"
	inhalt, err := json.Marshal(v)
	if err != nil {
		panic(err) // nur Werte der Pforte: Zeichenketten, Zahlen, RawMessage aus gültigem JSON
	}
	s.schreibe(inhalt)
}
