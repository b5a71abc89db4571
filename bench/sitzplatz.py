#!/usr/bin/env python3
"""Was ein Sitzplatz kostet: Zell-Latenz und Speicher des Kernels „Go (KI-Suche)“ neben
ipykernel (Python), in einem Lauf (Issue „Ein Sitzplatz so leicht wie Python“).

Für jeden Kernel:
  - eine leere Zelle und eine Zelle mit der Bibliothek (Go: lesson/puzzle; Python: heapq),
    jede Ausführung mit einer neuen Zahl im Code, also jedes Mal ein neues Programm (kein
    Treffer im Build-Cache); Zeit von der Anfrage, bis der Kernel wieder untätig ist;
  - danach eine Vervollständigung (Go: „lesson.Breitensu“, Python: „heapq.heapp“), die die
    Namen der Bibliothek liefern muss, und dann, sobald der Prozessbaum ruht (3 s ohne
    Rechenzeit, höchstens 90 s), sein Speicher als PSS (Summe aus /proc/<pid>/smaps_rollup;
    gopls eingeschlossen) und seine Rechenzeit seit dem Start.

Der Kernel des Projekts wird aus dieser Kopie in einen eigenen Jupyter-Datenordner installiert
und im Ordner notebooks/ gestartet; die Kernel des Benutzers bleiben unberührt. Aufruf
(Debians Python, zu dem jupyter_client gehört):

    /usr/bin/python3 bench/sitzplatz.py [N] [--kalt] [--mit-gonb] [--gonb PROGRAMM] [--gonb-argumente "…"]

  --kalt     gopls mit leerem Cache (GOPLSCACHE in einem neuen Ordner): der erste Start einer
             Person; sonst arbeitet gopls mit dem Cache des Benutzers (~/.cache/gopls).
  --mit-gonb dazu GoNB v0.11.5, wie man es üblicherweise installiert (Kernel „gonb“: GoNB,
             goimports und gopls ohne Änderungen in den Versionen aus werkzeuge/go.mod, in
             einen eigenen Ordner übersetzt, dann "gonb --install --go_work=KOPIE"), im selben
             Lauf auf demselben Rechner (Issue „Ein Kernel, der vor einer Klasse hält“).
  --gonb     ein anderes GoNB-Programm als das aus GOBIN (etwa eines mit bench/gonb-patch),
             --gonb-argumente zusätzliche Argumente dafür (z. B. "--autoget=false").

Für die Go-Kernel misst es zuerst den ersten Tab: Zeit vom Start eines neuen Kernels bis zur
ersten Vervollständigung mit den erwarteten Namen (gefragt wird sofort und immer wieder).

Ergebnis als Tabelle auf der Standardausgabe und als JSON in build/sitzplatz.json.
"""
import argparse, json, os, shlex, statistics, subprocess, sys, tempfile, time
from jupyter_client.manager import KernelManager

PROJEKT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(PROJEKT, 'scripts', 'kernel'))
from vorwaermen import VERVOLLSTAENDIGEN, prozessbaum, rechenzeit_s, ruhiger_baum  # noqa: E402

KERNEL = {
    'kisuche': {
        'leer': lambda n: f'%%\nfmt.Println({n})',
        'bibliothek': lambda n: f'%%\nfmt.Println(puzzle.PrettyStr("CBD AFGEH"), {n})',
        'vervollstaendigen': VERVOLLSTAENDIGEN,
    },
    'python3': {
        'leer': lambda n: f'print({n})',
        'bibliothek': lambda n: f'import heapq\nh = []\nheapq.heappush(h, {n})\nprint(h)',
        'vervollstaendigen': ('import heapq\nheapq.heapp', 'heappush'),
    },
}


def ausfuehren(kc, code):
    beginn = time.perf_counter()
    antwort = kc.execute_interactive(code, timeout=300, output_hook=lambda msg: None)
    if antwort['content']['status'] != 'ok':
        raise RuntimeError(f'Zelle gescheitert: {code!r}: {antwort["content"]}')
    return time.perf_counter() - beginn


def befehl(pid):
    try:
        with open(f'/proc/{pid}/cmdline') as f:
            return f.read().replace('\0', ' ').strip()[:60]
    except OSError:
        return '?'


def pss_mib(pids):
    summe = 0
    for pid in pids:
        try:
            with open(f'/proc/{pid}/smaps_rollup') as f:
                for zeile in f:
                    if zeile.startswith('Pss:'):
                        summe += int(zeile.split()[1])
        except OSError:
            pass
    return summe / 1024


def erster_tab(name, spec, umgebung):
    """Sekunden vom Start eines neuen Kernels bis zur ersten Vervollständigung mit Treffern."""
    code, erwartet = spec['vervollstaendigen']
    beginn = time.perf_counter()
    km = KernelManager(kernel_name=name)
    km.start_kernel(cwd=os.path.join(PROJEKT, 'notebooks'), stderr=subprocess.DEVNULL, env=umgebung or dict(os.environ))
    kc = km.client()
    kc.start_channels()
    try:
        kc.wait_for_ready(timeout=120)
        while time.perf_counter() - beginn < 300:
            kc.complete(code, len(code))
            if erwartet in kc.get_shell_msg(timeout=300)['content'].get('matches', []):
                return time.perf_counter() - beginn
        return float('nan')
    finally:
        baum = prozessbaum(km.provisioner.process.pid)
        kc.stop_channels()
        km.shutdown_kernel()
        for pid in baum:  # gopls des üblichen GoNB läuft in einer eigenen Prozessgruppe
            try:
                os.kill(pid, 9)
            except OSError:
                pass


def uebliches_gonb(ziel, daten):
    """Übersetzt GoNB, goimports und gopls ohne Änderungen (Versionen aus werkzeuge/go.mod)
    nach ziel und installiert den Kernel „gonb“ wie in GoNBs Anleitung."""
    umgebung = dict(os.environ, GOWORK='off', GOFLAGS='', GOBIN=ziel)
    for paket in ('github.com/janpfeifer/gonb', 'golang.org/x/tools/cmd/goimports', 'golang.org/x/tools/gopls'):
        subprocess.run(['go', '-C', os.path.join(PROJEKT, 'werkzeuge'), 'install', paket], env=umgebung, check=True)
    subprocess.run([os.path.join(ziel, 'gonb'), '--install', '--go_work=' + PROJEKT],
                   env=dict(os.environ, JUPYTER_DATA_DIR=daten), check=True, capture_output=True)
    return dict(os.environ, JUPYTER_DATA_DIR=daten, PATH=ziel + os.pathsep + os.environ['PATH'])


def messen(name, spec, n, daten, umgebung=None):
    os.environ['JUPYTER_DATA_DIR'] = daten
    tab_s = erster_tab(name, spec, umgebung) if name != 'python3' else float('nan')
    km = KernelManager(kernel_name=name)
    os.makedirs(os.path.join(PROJEKT, 'build'), exist_ok=True)
    protokoll = open(os.path.join(PROJEKT, 'build', f'sitzplatz-{name}.log'), 'w')  # stderr des Kernels
    km.start_kernel(cwd=os.path.join(PROJEKT, 'notebooks'), stderr=protokoll, env=umgebung or dict(os.environ))
    kc = km.client()
    kc.start_channels()
    baum = []
    try:
        kc.wait_for_ready(timeout=120)
        zahl = int(time.time())
        for art in ('leer', 'bibliothek'):  # aufwärmen: je zwei Zellen
            for _ in range(2):
                zahl += 1
                ausfuehren(kc, spec[art](zahl))
        zeiten = {'leer': [], 'bibliothek': []}
        for _ in range(n):
            for art in zeiten:
                zahl += 1
                zeiten[art].append(ausfuehren(kc, spec[art](zahl)))
        code, erwartet = spec['vervollstaendigen']
        beginn = time.perf_counter()
        kc.complete(code, len(code))
        antwort = kc.get_shell_msg(timeout=300)
        vervollstaendigung_s = time.perf_counter() - beginn
        treffer = antwort['content'].get('matches', [])
        baum, gewartet = ruhiger_baum(km.provisioner.process.pid)
        return {
            'kernel': name,
            'leer_median_s': statistics.median(zeiten['leer']),
            'bibliothek_median_s': statistics.median(zeiten['bibliothek']),
            'leer_s': zeiten['leer'],
            'bibliothek_s': zeiten['bibliothek'],
            'vervollstaendigung': erwartet in treffer,
            'vervollstaendigung_s': vervollstaendigung_s,
            'erster_tab_s': tab_s,
            'ruhig_nach_s': gewartet,
            'pss_mib': pss_mib(baum),
            'prozesse': len(baum),
            'pss_je_prozess': {f'{pid} {befehl(pid)}': pss_mib([pid]) for pid in baum},
            'rechenzeit_s': rechenzeit_s(baum),
        }
    finally:
        kc.stop_channels()
        km.shutdown_kernel()  # geordnet: GoNB beendet dabei sein gopls
        for pid in baum:  # was trotzdem übrig ist (gopls läuft in einer eigenen Prozessgruppe)
            try:
                os.kill(pid, 9)
            except OSError:
                pass
        protokoll.close()


def main():
    args = argparse.ArgumentParser(description='Zell-Latenz und Speicher: Kernel des Projekts neben ipykernel')
    args.add_argument('n', nargs='?', type=int, default=15, help='Zellen je Art (Standard 15)')
    args.add_argument('--kalt', action='store_true', help='gopls mit leerem Cache')
    args.add_argument('--mit-gonb', action='store_true', help='dazu GoNB, wie man es üblicherweise installiert')
    args.add_argument('--gonb', help='anderes GoNB-Programm')
    args.add_argument('--gonb-argumente', default='', help='zusätzliche Argumente für GoNB')
    args = args.parse_args()
    with tempfile.TemporaryDirectory() as daten:
        env = dict(os.environ, JUPYTER_DATA_DIR=daten)
        subprocess.run(['bash', os.path.join(PROJEKT, 'scripts', 'kernel-installieren.sh')], env=env, check=True,
                       stderr=subprocess.DEVNULL)
        os.symlink('/usr/share/jupyter/kernels/python3', os.path.join(daten, 'kernels', 'python3'))
        if args.gonb or args.gonb_argumente:
            # Nur die Kopie des Startskripts in diesem Datenordner, nicht scripts/kernel/starten.sh.
            starten = os.path.join(daten, 'kernels', 'kisuche', 'starten.sh')
            with open(starten) as f:
                text = f.read()
            alt = 'exec "$gobin/gonb" --kernel "$1" --go_work="$projekt"'
            assert alt in text, 'starten.sh startet GoNB anders als erwartet'
            programm = shlex.quote(args.gonb) if args.gonb else '"$gobin/gonb"'
            text = text.replace(alt, f'exec {programm} --kernel "$1" --go_work="$projekt" {args.gonb_argumente}')
            with open(starten, 'w') as f:
                f.write(text)
        if args.kalt:
            os.environ['GOPLSCACHE'] = os.path.join(daten, 'gopls-cache')
        ergebnisse = [messen(name, spec, args.n, daten) for name, spec in KERNEL.items()]
        if args.mit_gonb:
            umgebung = uebliches_gonb(os.path.join(daten, 'gonb-bin'), daten)
            ergebnisse.insert(1, messen('gonb', KERNEL['kisuche'], args.n, daten, umgebung))
    last = os.getloadavg()[0]
    print(f'{args.n} Zellen je Art, gopls-Cache {"leer" if args.kalt else "des Benutzers"}, '
          f'GoNB {args.gonb or "aus GOBIN"} {args.gonb_argumente}, Last (1 min) am Ende {last:.1f}')
    print('| Kernel | erster Tab | leere Zelle (Median) | Zelle mit Bibliothek (Median) | Verhältnis | Vervollständigung | '
          'Speicher (PSS, Prozessbaum) | Rechenzeit des Baums |')
    print('| --- | ---: | ---: | ---: | ---: | --- | ---: | ---: |')
    for e in ergebnisse:
        print(f"| {e['kernel']} | {e['erster_tab_s']:.1f} s | {e['leer_median_s']:.3f} s | {e['bibliothek_median_s']:.3f} s | "
              f"{e['bibliothek_median_s'] / e['leer_median_s']:.2f} | "
              f"{'ja' if e['vervollstaendigung'] else 'NEIN'} ({e['vervollstaendigung_s']:.2f} s) | "
              f"{e['pss_mib']:.0f} MiB ({e['prozesse']} Prozess{'e' if e['prozesse'] != 1 else ''}, ruhig nach {e['ruhig_nach_s']:.0f} s) | "
              f"{e['rechenzeit_s']:.1f} s |")
    for e in ergebnisse:
        print(f"{e['kernel']}: " + ', '.join(f'{p}: {m:.0f} MiB' for p, m in e['pss_je_prozess'].items()))
    with open(os.path.join(PROJEKT, 'build', 'sitzplatz.json'), 'w') as f:
        json.dump({'n': args.n, 'kalt': args.kalt, 'gonb': args.gonb, 'gonb_argumente': args.gonb_argumente,
                   'last': last, 'ergebnisse': ergebnisse}, f, indent=1)


if __name__ == '__main__':
    main()
