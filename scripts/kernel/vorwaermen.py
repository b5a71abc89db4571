"""Wärmt den gopls-Cache für eine Kopie des Kurses vor (scripts/einrichten.sh ruft es auf).

gopls legt, was es über die Pakete weiß, in einem Cache je Benutzer ab (~/.cache/gopls). Beim
ersten Start des Kernels in einer Kopie ist er leer: gopls prüft dann den ganzen
Arbeitsbereich samt Abhängigkeiten (gonum/plot, GoNB, …), rechnet 25–50 s und braucht gut
600 MiB; ist er warm, 2–5 s und – mit der Speichergrenze, die bin/gopls dann setzt – gut
110 MiB (BENCHMARKS.md, „Ein Sitzplatz neben Python“). Dieses Skript macht den ersten Start bei der Einrichtung: Es startet den Kernel
„Go (KI-Suche)“ im Ordner notebooks/ der Kopie, fragt nach einer Vervollständigung
(lesson.Breitensu), wartet, bis der Prozessbaum ruht, und beendet den Kernel.

    /usr/bin/python3 scripts/kernel/vorwaermen.py [KOPIE]

Die Hilfen für den Prozessbaum benutzt auch bench/sitzplatz.py.
"""
import os
import sys
import time

VERVOLLSTAENDIGEN = ('import "github.com/kisuche/kisuche/lesson"\n\n%%\nlesson.Breitensu', 'Breitensuche')


def prozessbaum(wurzel):
    """Die PID wurzel und alle ihre Nachfahren."""
    kinder = {}
    for eintrag in os.listdir('/proc'):
        if not eintrag.isdigit():
            continue
        try:
            with open(f'/proc/{eintrag}/stat') as f:
                ppid = int(f.read().rsplit(')', 1)[1].split()[1])
        except (OSError, ValueError, IndexError):
            continue
        kinder.setdefault(ppid, []).append(int(eintrag))
    baum, offen = [], [wurzel]
    while offen:
        pid = offen.pop()
        baum.append(pid)
        offen.extend(kinder.get(pid, []))
    return baum


def rechenzeit_s(pids):
    """Rechenzeit (user + system) der Prozesse pids in Sekunden."""
    summe = 0
    for pid in pids:
        try:
            with open(f'/proc/{pid}/stat') as f:
                felder = f.read().rsplit(')', 1)[1].split()
            summe += int(felder[11]) + int(felder[12])
        except (OSError, ValueError, IndexError):
            pass
    return summe / os.sysconf('SC_CLK_TCK')


def ruhiger_baum(wurzel, hoechstens=90):
    """Wartet, bis der Prozessbaum 3 s lang keine Rechenzeit verbraucht (gopls lädt nach der
    ersten Vervollständigung oft noch weiter), höchstens hoechstens Sekunden; liefert den Baum
    und die Wartezeit."""
    beginn, vorher, ruhig = time.monotonic(), -1, 0
    while True:
        baum = prozessbaum(wurzel)
        jetzt = rechenzeit_s(baum)
        ruhig = ruhig + 1 if jetzt == vorher else 0
        vorher = jetzt
        if ruhig >= 3 or time.monotonic() - beginn > hoechstens:
            return baum, time.monotonic() - beginn
        time.sleep(1)


def vervollstaendigt(kc, hoechstens=300):
    """Fragt den Kernel nach VERVOLLSTAENDIGEN, bis der erwartete Name dabei ist (True) oder
    hoechstens Sekunden um sind (False). gopls startet erst bei der ersten Frage (die Pforte,
    werkzeuge/goplspforte); mit leerem Cache lädt es länger, als GoNB auf eine Antwort wartet
    (8 s), und die ersten Antworten sind leer."""
    code, erwartet = VERVOLLSTAENDIGEN
    ende = time.monotonic() + hoechstens
    while time.monotonic() < ende:
        kc.complete(code, len(code))
        antwort = kc.get_shell_msg(timeout=hoechstens)
        if erwartet in antwort['content'].get('matches', []):
            return True
        time.sleep(1)
    return False


def vorwaermen(kopie):
    from jupyter_client.manager import KernelManager
    beginn = time.monotonic()
    km = KernelManager(kernel_name='kisuche')
    km.start_kernel(cwd=os.path.join(kopie, 'notebooks'), stderr=open(os.devnull, 'w'))
    kc = km.client()
    kc.start_channels()
    baum = []
    try:
        kc.wait_for_ready(timeout=120)
        ok = vervollstaendigt(kc)
        baum, _ = ruhiger_baum(km.provisioner.process.pid, hoechstens=300)
        rechenzeit = rechenzeit_s(baum)
    finally:
        kc.stop_channels()
        km.shutdown_kernel()  # gopls endet mit dem Kernel (werkzeuge/goplspforte)
    if not ok:
        print('gopls-Cache: Die Vervollständigung von lesson.Breitensu kam ohne Breitensuche zurück.',
              file=sys.stderr)
        return 1
    print(f'gopls-Cache vorgewärmt ({time.monotonic() - beginn:.0f} s, {rechenzeit:.0f} s Rechenzeit).',
          file=sys.stderr)
    return 0


if __name__ == '__main__':
    sys.exit(vorwaermen(os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else
                                        os.path.join(os.path.dirname(__file__), '..', '..'))))
