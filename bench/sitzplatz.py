#!/usr/bin/env python3
"""Was ein Sitzplatz kostet: Zell-Latenz und Speicher des Kernels „Go (KI-Suche)“ neben
ipykernel (Python), in einem Lauf (Issue „Ein Sitzplatz so leicht wie Python“).

Für jeden Kernel:
  - eine leere Zelle und eine Zelle mit der Bibliothek (Go: lesson/puzzle; Python: heapq),
    jede Ausführung mit einer neuen Zahl im Code, also jedes Mal ein neues Programm (kein
    Treffer im Build-Cache); Zeit von der Anfrage, bis der Kernel wieder untätig ist;
  - danach eine Vervollständigung (Go: „lesson.Breitensu“, Python: „heapq.heapp“), die die
    Namen der Bibliothek liefern muss, und dann der Speicher des ganzen Prozessbaums des
    Kernels als PSS (Summe aus /proc/<pid>/smaps_rollup; gopls eingeschlossen).

Der Kernel des Projekts wird aus dieser Kopie in einen eigenen Jupyter-Datenordner installiert
und im Ordner notebooks/ gestartet; die Kernel des Benutzers bleiben unberührt. Aufruf
(Debians Python, zu dem jupyter_client gehört):

    /usr/bin/python3 bench/sitzplatz.py [N]

Ergebnis als Tabelle auf der Standardausgabe und als JSON in build/sitzplatz.json.
"""
import json, os, statistics, subprocess, sys, tempfile, time
from jupyter_client.manager import KernelManager

PROJEKT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

KERNEL = {
    'kisuche': {
        'leer': lambda n: f'%%\nfmt.Println({n})',
        'bibliothek': lambda n: f'%%\nfmt.Println(puzzle.PrettyStr("CBD AFGEH"), {n})',
        'vervollstaendigen': ('import "github.com/kisuche/kisuche/lesson"\n\n%%\nlesson.Breitensu', 'Breitensuche'),
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


def messen(name, spec, n, daten):
    os.environ['JUPYTER_DATA_DIR'] = daten
    km = KernelManager(kernel_name=name)
    km.start_kernel(cwd=os.path.join(PROJEKT, 'notebooks'))
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
        kc.complete(code, len(code))
        antwort = kc.get_shell_msg(timeout=300)
        treffer = antwort['content'].get('matches', [])
        time.sleep(2)
        pid = km.provisioner.process.pid
        baum = prozessbaum(pid)
        return {
            'kernel': name,
            'leer_median_s': statistics.median(zeiten['leer']),
            'bibliothek_median_s': statistics.median(zeiten['bibliothek']),
            'leer_s': zeiten['leer'],
            'bibliothek_s': zeiten['bibliothek'],
            'vervollstaendigung': erwartet in treffer,
            'pss_mib': pss_mib(baum),
            'prozesse': len(baum),
        }
    finally:
        kc.stop_channels()
        km.shutdown_kernel()  # geordnet: GoNB beendet dabei sein gopls
        for pid in baum:  # was trotzdem übrig ist (gopls läuft in einer eigenen Prozessgruppe)
            try:
                os.kill(pid, 9)
            except OSError:
                pass


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 15
    with tempfile.TemporaryDirectory() as daten:
        env = dict(os.environ, JUPYTER_DATA_DIR=daten)
        subprocess.run(['bash', os.path.join(PROJEKT, 'scripts', 'kernel-installieren.sh')], env=env, check=True,
                       stderr=subprocess.DEVNULL)
        os.symlink('/usr/share/jupyter/kernels/python3', os.path.join(daten, 'kernels', 'python3'))
        ergebnisse = [messen(name, spec, n, daten) for name, spec in KERNEL.items()]
    last = os.getloadavg()[0]
    print(f'{n} Zellen je Art, Last (1 min) am Ende {last:.1f}')
    print('| Kernel | leere Zelle (Median) | Zelle mit Bibliothek (Median) | Verhältnis | Vervollständigung | Speicher (PSS, Prozessbaum) |')
    print('| --- | ---: | ---: | ---: | --- | ---: |')
    for e in ergebnisse:
        print(f"| {e['kernel']} | {e['leer_median_s']:.3f} s | {e['bibliothek_median_s']:.3f} s | "
              f"{e['bibliothek_median_s'] / e['leer_median_s']:.2f} | {'ja' if e['vervollstaendigung'] else 'NEIN'} | "
              f"{e['pss_mib']:.0f} MiB ({e['prozesse']} Prozesse) |")
    os.makedirs(os.path.join(PROJEKT, 'build'), exist_ok=True)
    with open(os.path.join(PROJEKT, 'build', 'sitzplatz.json'), 'w') as f:
        json.dump({'n': n, 'last': last, 'ergebnisse': ergebnisse}, f, indent=1)


if __name__ == '__main__':
    main()
