// Package browsertest startet für Tests einen echten „jupyter notebook“-Server mit dem
// GoNB-Kernel und ein kopfloses Chromium, das über chromedp gesteuert wird.
//
// Damit prüfen die Tests, was ein Lehrer oder eine Schülerin im Browser sieht: Sie öffnen
// ein Notebook, führen alle Zellen aus, klicken auf Knöpfe (etwa „Schritt“) und
// Puzzleplättchen und prüfen, dass sich die Seite so ändert, wie sie soll. Bildschirmfotos
// landen als Artefakte unter build/browsertest/.
//
// Alles, was dieses Paket startet, stoppt es auch wieder: Jupyter läuft in einer eigenen
// Prozessgruppe, und jeder gestartete Prozess (auch die Kernel, die Jupyter in einer eigenen
// Sitzung startet) trägt eine Markierung in seiner Umgebung, an der Aufraeumen ihn findet.
package browsertest
