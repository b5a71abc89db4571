package demo

import "github.com/janpfeifer/gonb/gonbui"

// Zeige zeigt html in der Notebook-Zelle an und kehrt erst zurück, wenn Jupyter die Anzeige
// erhalten hat – gonbui.DisplayHTML und gonbui.Sync in einem Aufruf. Ohne das Warten kann
// eine Zelle, die gleich danach endet, ihre Anzeige verlieren. Außerhalb eines Notebooks
// (go run, go test) tut Zeige nichts.
func Zeige(html string) {
	gonbui.DisplayHTML(html)
	gonbui.Sync()
}
