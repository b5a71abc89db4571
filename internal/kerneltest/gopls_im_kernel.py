"""gopls im Kernel „Go (KI-Suche)“ hinter der Pforte (werkzeuge/goplspforte), aufgerufen von
gopls_test.go: gopls startet erst beim ersten Tab, kommt nach seinem Ende wieder, endet mit
einem Kernel, der mit SIGKILL endet, und der erste Tab nach dem Start eines Kernels wartet
nicht auf GoNBs Takt von 12 s (werkzeuge/installieren.sh).

Gibt am Ende eine Zeile „ERSTER TAB: … s“ aus (Zeit vom Start eines Kernels bis zur ersten
Antwort mit Treffern, gopls-Cache warm); BENCHMARKS.md zitiert sie."""
import os
import signal
import sys
import time

from jupyter_client.manager import KernelManager

sys.path.insert(0, os.path.join(os.path.dirname(__file__), '..', '..', 'scripts', 'kernel'))
from vorwaermen import VERVOLLSTAENDIGEN, prozessbaum, vervollstaendigt  # noqa: E402

KOPIE = os.path.abspath(os.path.join(os.path.dirname(__file__), '..', '..'))


def name(pid):
    try:
        with open(f'/proc/{pid}/comm') as f:
            return f.read().strip()
    except OSError:
        return ''


def lebt(pid):
    """Prozess pid läuft noch (ein Zombie zählt als beendet)."""
    try:
        with open(f'/proc/{pid}/stat') as f:
            return f.read().rsplit(')', 1)[1].split()[0] != 'Z'
    except OSError:
        return False


def starte():
    km = KernelManager(kernel_name='kisuche')
    KERNEL.append(km)
    km.start_kernel(cwd=os.path.join(KOPIE, 'notebooks'))
    kc = km.client()
    kc.start_channels()
    kc.wait_for_ready(timeout=120)
    return km, kc


def goplse(km):
    return [p for p in prozessbaum(km.provisioner.process.pid) if name(p) == 'gopls']


def pruefe(bedingung, text):
    if not bedingung:
        print('FEHLER: ' + text)
        sys.exit(1)
    print('ok: ' + text)


KERNEL = []  # alle gestarteten, damit main sie auch nach einem Fehler beendet


def main():
    try:
        pruefe_alles()
    finally:
        for km in KERNEL:
            if km.is_alive():
                km.shutdown_kernel(now=True)


def pruefe_alles():
    km, kc = starte()
    time.sleep(2)
    pruefe(goplse(km) == [] and 'goplspforte' in map(name, prozessbaum(km.provisioner.process.pid)),
           'nach dem Start läuft die Pforte, aber noch kein gopls')
    pruefe(vervollstaendigt(kc), 'der erste Tab startet gopls und bekommt lesson.Breitensuche')
    alt = goplse(km)
    pruefe(len(alt) == 1, f'genau ein gopls läuft ({alt})')
    os.kill(alt[0], signal.SIGKILL)
    time.sleep(0.5)
    pruefe(vervollstaendigt(kc, hoechstens=120), 'nach SIGKILL an gopls geht Tab wieder')
    neu = goplse(km)
    pruefe(len(neu) == 1 and neu != alt, f'ein neues gopls ({alt} → {neu})')

    baum = prozessbaum(km.provisioner.process.pid)
    os.kill(km.provisioner.process.pid, signal.SIGKILL)
    time.sleep(5)
    uebrig = [f'{p} ({name(p)})' for p in baum if lebt(p)]
    pruefe(not uebrig, f'5 s nach SIGKILL an den Kernel läuft nichts mehr von ihm ({len(baum)} Prozesse vorher; übrig: {uebrig})')
    kc.stop_channels()
    km.cleanup_resources()

    beginn = time.monotonic()
    km, kc = starte()
    code, erwartet = VERVOLLSTAENDIGEN
    while True:
        kc.complete(code, len(code))
        if erwartet in kc.get_shell_msg(timeout=120)['content'].get('matches', []):
            break
        pruefe(time.monotonic() - beginn < 60, 'der erste Tab eines neuen Kernels bekommt in 60 s Treffer')
    erster = time.monotonic() - beginn
    pruefe(erster < 12, f'der erste Tab nach dem Start wartet nicht auf GoNBs 12 s ({erster:.1f} s)')
    print(f'ERSTER TAB: {erster:.1f} s')
    baum = prozessbaum(km.provisioner.process.pid)
    kc.stop_channels()
    km.shutdown_kernel()
    time.sleep(5)
    uebrig = [f'{p} ({name(p)})' for p in baum if lebt(p)]
    pruefe(not uebrig, f'nach dem Herunterfahren läuft nichts mehr vom Kernel (übrig: {uebrig})')


if __name__ == '__main__':
    main()
