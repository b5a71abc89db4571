package browsertest

import (
	"bytes"
	"os"
	"strconv"
	"syscall"
	"time"
)

// markierungsVariable heißt die Umgebungsvariable, die jeder von diesem Paket gestartete
// Prozess erbt. Ihr Wert ist pro Lauf zufällig; so findet beendeMarkierte genau die
// Prozesse dieses Laufs und keine anderen.
const markierungsVariable = "KISUCHE_BROWSERTEST_LAUF"

// markiertePIDs liefert die Prozesse, deren Umgebung markierungsVariable=wert enthält.
func markiertePIDs(wert string) []int {
	gesucht := []byte(markierungsVariable + "=" + wert)
	eintraege, err := os.ReadDir("/proc")
	if err != nil {
		return nil
	}
	selbst := os.Getpid()
	var pids []int
	for _, e := range eintraege {
		pid, err := strconv.Atoi(e.Name())
		if err != nil || pid == selbst {
			continue
		}
		umgebung, err := os.ReadFile("/proc/" + e.Name() + "/environ")
		if err != nil {
			continue
		}
		for v := range bytes.SplitSeq(umgebung, []byte{0}) {
			if bytes.Equal(v, gesucht) {
				pids = append(pids, pid)
				break
			}
		}
	}
	return pids
}

// beendeMarkierte beendet alle Prozesse mit der Markierung wert: erst höflich (SIGTERM),
// nach frist hart (SIGKILL). Es sucht mehrmals, weil ein Prozess kurz vor seinem Ende noch
// Kinder starten kann. Es liefert die Zahl der Prozesse, die hart beendet werden mussten.
func beendeMarkierte(wert string, frist time.Duration) int {
	for _, pid := range markiertePIDs(wert) {
		_ = syscall.Kill(pid, syscall.SIGTERM)
	}
	ende := time.Now().Add(frist)
	for time.Now().Before(ende) && len(markiertePIDs(wert)) > 0 {
		time.Sleep(50 * time.Millisecond)
	}
	hart := 0
	for runde := 0; runde < 5; runde++ {
		pids := markiertePIDs(wert)
		if len(pids) == 0 {
			break
		}
		for _, pid := range pids {
			if syscall.Kill(pid, syscall.SIGKILL) == nil {
				hart++
			}
		}
		time.Sleep(50 * time.Millisecond)
	}
	return hart
}
