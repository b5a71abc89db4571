package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"maps"
	"net/url"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"
)

// sitzung ist eine Verbindung von GoNB zur Pforte, mit dem gopls dahinter (falls eins läuft)
// und dem, was ein neues gopls wissen muss: die Parameter von GoNBs initialize und die
// offenen Dateien mit ihrem letzten Inhalt.
type sitzung struct {
	client *schreiber
	befehl []string // gopls mit seinen Argumenten
	dir    string   // Arbeitsordner von GoNB (dort liegen main.go und go.work der Sitzung)

	mu        sync.Mutex
	init      json.RawMessage            // Parameter von GoNBs initialize
	offen     map[string]offeneDatei     // URI → bei gopls geöffnete Datei
	gopls     *gopls                     // nil, solange keins läuft
	wartend   map[string]bool            // ids der Anfragen GoNBs, die gopls noch beantwortet
	antworten map[string]chan *nachricht // id → wer auf die Antwort wartet (Anfragen der Pforte)
	naechste  int
}

// offeneDatei ist eine Datei, die GoNB bei gopls geöffnet hat, mit ihrem letzten Inhalt.
type offeneDatei struct {
	Sprache string
	Version int
	Text    string
}

// initFrist: So lange wartet die Pforte höchstens auf die Antwort eines neuen gopls auf
// initialize (sie kommt in Millisekunden; das Laden der Pakete geschieht danach).
const initFrist = 60 * time.Second

func neueSitzung(client *schreiber, befehl []string, dir string) *sitzung {
	return &sitzung{client: client, befehl: befehl, dir: dir, offen: map[string]offeneDatei{},
		wartend: map[string]bool{}, antworten: map[string]chan *nachricht{}}
}

// bediene liest GoNBs Nachrichten, bis die Verbindung endet, und beendet dann gopls.
func (s *sitzung) bediene(r *bufio.Reader) {
	defer s.beende()
	for {
		n, err := lies(r)
		if err != nil || s.vomClient(n) != nil {
			return
		}
	}
}

// vomClient bearbeitet eine Nachricht von GoNB. Ein Fehler (nur nach exit) beendet die
// Sitzung; alles andere hält sie offen, denn GoNB verbindet sich nie neu.
func (s *sitzung) vomClient(n *nachricht) error {
	switch {
	case n.Method == "initialize":
		s.mu.Lock()
		s.init = n.Params
		s.mu.Unlock()
		s.client.schreibeJSON(map[string]any{"id": n.ID, "result": pforteFaehigkeiten})
	case n.Method == "initialized":
		return nil // Ein neues gopls bekommt es von der Pforte, nach seinem initialize.
	case n.Method == "exit":
		return fmt.Errorf("exit")
	case n.Method == "textDocument/didOpen" || n.Method == "textDocument/didChange" || n.Method == "textDocument/didClose":
		if err := s.datei(n); err != nil {
			protokoll.Printf("%s übergangen: %v", n.Method, err) // GoNB bleibt verbunden
		}
	case n.Method == "shutdown" && s.aktuell() == nil:
		s.client.schreibeJSON(map[string]any{"id": n.ID, "result": nil})
	case n.istAnfrage():
		protokoll.Printf("Anfrage %s %s", n.ID, n.Method)
		g, err := s.sichereGopls()
		if err == nil {
			s.mu.Lock()
			if s.gopls == g {
				s.wartend[string(n.ID)] = true // ab hier beantwortet gelesen sie, notfalls mit Fehler
			} else {
				err = fmt.Errorf("gopls endete gleich nach dem Start")
			}
			s.mu.Unlock()
		}
		if err != nil {
			protokoll.Printf("Anfrage %s: %v", n.ID, err)
			s.client.schreibeJSON(map[string]any{"id": n.ID, "error": fehlerObjekt(err.Error())})
		} else {
			g.ein.schreibe(n.roh)
		}
	default: // Benachrichtigungen ($/cancelRequest …) und Antworten auf Anfragen von gopls
		if g := s.aktuell(); g != nil {
			g.ein.schreibe(n.roh)
		}
	}
	return nil
}

// pforteFaehigkeiten beantwortet GoNBs initialize, ohne gopls zu starten. GoNB liest daraus
// nichts; das initialize der Pforte beantwortet später gopls selbst.
var pforteFaehigkeiten = map[string]any{
	"capabilities": map[string]any{
		"textDocumentSync":   map[string]any{"openClose": true, "change": 1},
		"completionProvider": map[string]any{"triggerCharacters": []string{"."}},
		"hoverProvider":      true,
		"definitionProvider": true,
	},
	"serverInfo": map[string]any{"name": "goplspforte"},
}

// fehlerObjekt ist der Fehler einer JSON-RPC-Antwort (InternalError).
func fehlerObjekt(text string) map[string]any {
	return map[string]any{"code": -32603, "message": text}
}

// dateiParameter sind die Parameter von didOpen, didChange und didClose.
type dateiParameter struct {
	TextDocument struct {
		URI        string `json:"uri"`
		LanguageID string `json:"languageId"`
		Version    int    `json:"version"`
		Text       string `json:"text"`
	} `json:"textDocument"`
	ContentChanges []struct {
		Text string `json:"text"`
	} `json:"contentChanges"`
}

// datei merkt sich didOpen/didChange/didClose und reicht sie an ein laufendes gopls weiter.
//
// Eine Änderung ist immer der ganze neue Text (textDocumentSync 1, so beantwortet die Pforte
// initialize). GoNB schickt ihn, aber mit dem Bereich 0:0–0:0 (go.lsp.dev/protocol kann
// keinen Bereich weglassen); gopls läse das als Einfügen am Anfang und sähe die Zelle
// doppelt. Die Pforte schickt den Text ohne Bereich weiter.
//
// Go-Dateien außerhalb des Arbeitsordners von GoNB (die der Module aus go.work, die GoNB
// „verfolgt“ und beim ersten Tab alle öffnet) öffnet die Pforte bei gopls nicht, sondern
// meldet sie als auf der Platte geändert: Geöffnet prüft und analysiert gopls jede, als
// stünde sie im Editor, samt ihrer Pakete und Abhängigkeiten – mit leerem Cache 25–31 statt
// 10 s Rechenzeit, 600 statt 340 MiB (bench/gonb-patch/README.md, Punkt 1). Von der Platte
// liest gopls sie ohnehin.
func (s *sitzung) datei(n *nachricht) error {
	var p dateiParameter
	if err := json.Unmarshal(n.Params, &p); err != nil {
		return fmt.Errorf("%s: %w", n.Method, err)
	}
	uri := p.TextDocument.URI
	if n.Method != "textDocument/didClose" && s.verfolgt(uri) {
		if g := s.aktuell(); g != nil {
			s.anGopls(g, "", "workspace/didChangeWatchedFiles",
				map[string]any{"changes": []any{map[string]any{"uri": uri, "type": 2}}})
		}
		return nil
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	switch n.Method {
	case "textDocument/didOpen":
		s.offen[uri] = offeneDatei{p.TextDocument.LanguageID, p.TextDocument.Version, p.TextDocument.Text}
	case "textDocument/didChange":
		if len(p.ContentChanges) == 0 {
			return fmt.Errorf("didChange ohne Inhalt")
		}
		d := s.offen[uri]
		d.Version = p.TextDocument.Version
		d.Text = p.ContentChanges[len(p.ContentChanges)-1].Text
		s.offen[uri] = d
		if s.gopls != nil {
			s.anGopls(s.gopls, "", n.Method, map[string]any{
				"textDocument":   map[string]any{"uri": uri, "version": d.Version},
				"contentChanges": []any{map[string]any{"text": d.Text}}})
		}
		return nil
	case "textDocument/didClose":
		delete(s.offen, uri)
	}
	if s.gopls != nil {
		s.gopls.ein.schreibe(n.roh)
	}
	return nil
}

// verfolgt: eine Go-Datei außerhalb des Arbeitsordners von GoNB. (go.mod, go.sum und go.work
// öffnet die Pforte immer: Als „geändert“ gemeldet, verlor gopls in 2 von 4 Versuchen eine
// danach angelegte Datei.)
func (s *sitzung) verfolgt(uri string) bool {
	u, err := url.Parse(uri)
	if err != nil || u.Scheme != "file" || !strings.HasSuffix(u.Path, ".go") {
		return false
	}
	rel, err := filepath.Rel(s.dir, filepath.FromSlash(u.Path))
	return err == nil && (rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)))
}

// aktuell ist das laufende gopls oder nil.
func (s *sitzung) aktuell() *gopls {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.gopls
}

// anGopls schickt g eine eigene Nachricht der Pforte: mit id eine Anfrage, sonst eine
// Benachrichtigung. (Ist g gerade beendet, geht sie verloren; eine offene Anfrage GoNBs
// beantwortet dann gelesen.)
func (s *sitzung) anGopls(g *gopls, id, methode string, params any) {
	n := map[string]any{"jsonrpc": "2.0", "method": methode, "params": params}
	if id != "" {
		n["id"] = id
	}
	inhalt, _ := json.Marshal(n) // nur Zeichenketten, Zahlen und RawMessage aus gültigem JSON
	g.ein.schreibe(inhalt)
}

// sichereGopls liefert das laufende gopls. Läuft keins (noch nie oder nicht mehr), startet
// es eins und bringt es auf den Stand von GoNB: initialize mit GoNBs Parametern,
// initialized, dann jede offene Datei mit ihrem letzten Inhalt.
func (s *sitzung) sichereGopls() (*gopls, error) {
	s.mu.Lock()
	g, init := s.gopls, s.init
	s.mu.Unlock()
	if g != nil {
		return g, nil
	}
	if init == nil {
		return nil, fmt.Errorf("goplspforte: Anfrage vor initialize")
	}
	g, err := starteGopls(s.befehl, s.dir)
	if err != nil {
		return nil, err
	}
	go s.gelesen(g)
	antwort, err := s.frage(g, "initialize", init)
	if err == nil && len(antwort.Error) > 0 {
		err = fmt.Errorf("gopls lehnt initialize ab: %s", antwort.Error)
	}
	if err != nil {
		g.beende()
		return nil, err
	}
	s.anGopls(g, "", "initialized", map[string]any{})
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, uri := range slices.Sorted(maps.Keys(s.offen)) {
		d := s.offen[uri]
		s.anGopls(g, "", "textDocument/didOpen", map[string]any{"textDocument": map[string]any{
			"uri": uri, "languageId": d.Sprache, "version": d.Version, "text": d.Text}})
	}
	select {
	case <-g.fertig:
		return nil, fmt.Errorf("gopls endete gleich nach dem Start")
	default:
		s.gopls = g // endet es später, setzt gelesen das zurück
	}
	return g, nil
}

// frage schickt g eine Anfrage der Pforte und wartet auf die Antwort.
func (s *sitzung) frage(g *gopls, methode string, params any) (*nachricht, error) {
	s.mu.Lock()
	s.naechste++
	id := fmt.Sprintf("goplspforte-%d", s.naechste)
	schluessel, _ := json.Marshal(id)
	warte := make(chan *nachricht, 1)
	s.antworten[string(schluessel)] = warte
	s.mu.Unlock()
	defer func() {
		s.mu.Lock()
		delete(s.antworten, string(schluessel))
		s.mu.Unlock()
	}()
	s.anGopls(g, id, methode, params)
	select {
	case a := <-warte:
		return a, nil
	case <-g.fertig:
		return nil, fmt.Errorf("gopls endete vor der Antwort auf %s", methode)
	case <-time.After(initFrist):
		return nil, fmt.Errorf("gopls antwortete nicht in %s auf %s", initFrist, methode)
	}
}

// gelesen reicht, was g schreibt, an GoNB weiter – außer den Antworten auf Anfragen der
// Pforte. Endet g, beantwortet die Pforte GoNBs offene Anfragen mit einem Fehler (GoNB
// wartet sonst bis zu seiner Frist) und startet bei der nächsten Anfrage ein neues gopls.
func (s *sitzung) gelesen(g *gopls) {
	for {
		n, err := lies(g.aus)
		if err != nil {
			protokoll.Printf("gopls %d: %v", g.cmd.Process.Pid, err)
			break
		}
		if n.istAntwort() {
			s.mu.Lock()
			warte, eigene := s.antworten[string(n.ID)]
			delete(s.wartend, string(n.ID))
			s.mu.Unlock()
			if eigene {
				warte <- n
				continue
			}
		}
		s.client.schreibe(n.roh)
	}
	g.beende()
	s.mu.Lock()
	var offen []string
	if s.gopls == g {
		s.gopls = nil
		offen = slices.Sorted(maps.Keys(s.wartend))
		clear(s.wartend)
	}
	s.mu.Unlock()
	for _, id := range offen {
		s.client.schreibeJSON(map[string]any{"id": json.RawMessage(id),
			"error": fehlerObjekt("gopls wurde beendet; die nächste Anfrage startet es neu")})
	}
}

// beende beendet das gopls dieser Sitzung, falls eins läuft.
func (s *sitzung) beende() {
	if g := s.aktuell(); g != nil {
		g.beende()
	}
}
