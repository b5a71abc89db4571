#!/usr/bin/env python3
"""Misst, wie lange eine Notebook-Zelle im Kernel „Go (KI-Suche)“ braucht (Issue „eigener Kernel“).

Startet einen Kernel (jupyter_client), führt abwechselnd eine leere Zelle (fmt.Println) und
eine Zelle mit der Bibliothek (lesson/puzzle) aus, jede zuerst zweimal zum Aufwärmen, dann je
N-mal, und gibt die Mediane und ihr Verhältnis aus. Aufruf:

    python3 bench/zelllatenz.py [N] [Kernelname]
"""
import statistics, sys, time
from jupyter_client.manager import start_new_kernel

ZELLEN = {
    'leer (fmt.Println)': '%%\nfmt.Println("hallo")',
    'lesson/puzzle': 'import "github.com/kisuche/kisuche/lesson/puzzle"\n\n%%\nfmt.Println(puzzle.PrettyStr("CBD AFGEH"))',
    'lesson + lesson/puzzle (Breitensuche)': 'import (\n\t"github.com/kisuche/kisuche/lesson"\n\t"github.com/kisuche/kisuche/lesson/puzzle"\n)\n\n%%\n'
        'p, _ := puzzle.NeuesSchiebepuzzle("DAC BEGHF", "ABCDEFGH ")\nl, _, _ := lesson.BreitensucheGraph(p)\nfmt.Println(l)',
}

def ausfuehren(kc, code):
    beginn = time.perf_counter()
    kc.execute_interactive(code, timeout=120, output_hook=lambda msg: None)
    return time.perf_counter() - beginn

def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 10
    name = sys.argv[2] if len(sys.argv) > 2 else 'kisuche'
    km, kc = start_new_kernel(kernel_name=name, startup_timeout=120)
    try:
        for code in ZELLEN.values():
            ausfuehren(kc, code); ausfuehren(kc, code)
        zeiten = {k: [] for k in ZELLEN}
        for _ in range(n):
            for k, code in ZELLEN.items():
                zeiten[k].append(ausfuehren(kc, code))
        basis = statistics.median(zeiten['leer (fmt.Println)'])
        for k, z in zeiten.items():
            m = statistics.median(z)
            print(f'{k:40s} Median {m:.3f} s  (min {min(z):.3f}, max {max(z):.3f})  Verhältnis {m / basis:.2f}')
    finally:
        kc.stop_channels()
        km.shutdown_kernel(now=True)

if __name__ == '__main__':
    main()
