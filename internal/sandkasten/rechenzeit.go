package sandkasten

import (
	"slices"
	"strings"
)

// rechenzeitUngerecht prüft, ob der Kern die Rechenzeit gerecht zwischen den Sandkästen
// teilt, und liefert sonst den Grund. Jeder Sandkasten (bwrap --new-session) und jede
// Übersetzung ist eine eigene Sitzung; mit Autogroup bekommt jede Sitzung denselben Anteil
// der Kerne, gleich wie viele Threads sie hat – 200 rechnende Threads einer Abgabe nehmen
// einer ehrlichen Abgabe daneben dann nicht mehr als ein Thread. Autogroup wirkt nur in der
// obersten cpu-cgroup.
//
// autogroup ist der Inhalt von /proc/sys/kernel/sched_autogroup_enabled (leer: fehlt),
// cgroups der von /proc/self/cgroup, unterbaum der von /sys/fs/cgroup/cgroup.subtree_control
// (cgroup v2).
func rechenzeitUngerecht(autogroup, cgroups, unterbaum string) string {
	switch strings.TrimSpace(autogroup) {
	case "1":
	case "":
		return "der Kern teilt die Rechenzeit nicht nach Sitzungen auf (keine Autogroup)"
	default:
		return "Autogroup ist abgeschaltet (/proc/sys/kernel/sched_autogroup_enabled)"
	}
	v2 := ""
	for zeile := range strings.Lines(cgroups) {
		teile := strings.SplitN(strings.TrimSpace(zeile), ":", 3)
		if len(teile) != 3 {
			continue
		}
		if teile[1] == "" {
			v2 = teile[2]
			continue
		}
		if slices.Contains(strings.Split(teile[1], ","), "cpu") && teile[2] != "/" {
			return "bewerten läuft in der cpu-cgroup " + teile[2] + ", dort wirkt Autogroup nicht"
		}
	}
	if v2 != "" && v2 != "/" && slices.Contains(strings.Fields(unterbaum), "cpu") {
		return "bewerten läuft in der cgroup " + v2 + " mit cpu-Controller, dort wirkt Autogroup nicht"
	}
	return ""
}

// gleichzeitig liefert, wie viele Abgaben gleichzeitig laufen dürfen, und was davon in die
// Zeile „Abschottung: …“ gehört: Teilt der Kern die Rechenzeit nicht gerecht, bewertet
// bewerten eine Abgabe nach der anderen – sonst kostete eine Abgabe mit vielen rechnenden
// Threads ehrliche Abgaben daneben Punkte (Zeitlimit).
func gleichzeitig(parallel int, ungerecht string) (int, string) {
	if ungerecht == "" {
		return parallel, "Rechenzeit gerecht geteilt: jeder Sandkasten eine eigene Sitzung (Autogroup)"
	}
	return 1, "Rechenzeit nicht gerecht geteilt (" + ungerecht + "): eine Abgabe nach der anderen"
}
