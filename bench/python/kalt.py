#!/usr/bin/env python3
"""Eine Suche in einem frischen Prozess, wie eine Notebook-Zelle sie ausführt – das
Python-Gegenstück zu bench/kalt (Go). Aufruf: python3 bench/python/kalt.py SUCHE

Die 8-Puzzle-Suchen stammen unverändert aus bench/python/suchalgorithmen.py (Code der
Lektion), die Sudoku-Suche aus lesson/testdata/lektion004/sudokucp.py. Die Suchen der
Lektion „Suche“ (Knoten, breitensuche, breitensuche_graph) und die Breitensuche der Übung
(15-Puzzle) sind hier im Stil der Lektion nachgebaut; breitensuche_graph übernimmt auch
den Vergleich „k.zustand not in grenze“ der Lektion, der nie zutrifft.

Ausgabe: SUCHE knoten=N zeit_ms=T cpu_ms=C (Wanduhr- und Prozessorzeit des einen Aufrufs,
ohne Start und Import).
"""
import os
import sys
import time
from collections import deque

HIER = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HIER)
sys.path.insert(0, os.path.join(HIER, "..", "..", "lesson", "testdata", "lektion004"))


# ---- Lektion „Suche“: String-Puzzle ---------------------------------------------------

class Knoten:
    anzahl = 0

    def __init__(self, zustand, eltern=None, aktion=None):
        self.zustand = zustand
        self.eltern = eltern
        self.aktion = aktion
        self.nummer = Knoten.anzahl
        Knoten.anzahl += 1


def moegliche_zuege(puzzle):
    n = 3
    pos = puzzle.index(' ')
    y, x = pos // n, pos % n
    zuege = []
    if y > 0: zuege.append(pos - n)
    if x > 0: zuege.append(pos - 1)
    if x < n - 1: zuege.append(pos + 1)
    if y < n - 1: zuege.append(pos + n)
    return zuege


def verschiebe_pos(puzzle, pos):
    leer = puzzle.index(' ')
    l = list(puzzle)
    l[leer], l[pos] = l[pos], l[leer]
    return ''.join(l)


def loesung(k):
    zuege = []
    while k.eltern is not None:
        zuege.append(k.aktion)
        k = k.eltern
    return zuege[::-1]


def breitensuche(start, ziel):
    grenze = deque([Knoten(start)])
    while grenze:
        k = grenze.popleft()
        if k.zustand == ziel:
            return loesung(k)
        for z in moegliche_zuege(k.zustand):
            grenze.append(Knoten(verschiebe_pos(k.zustand, z), k, z))
    return None


def breitensuche_graph(start, ziel):
    grenze = deque([Knoten(start)])
    closed = set()
    while grenze:
        k = grenze.popleft()
        if k.zustand == ziel:
            return loesung(k)
        closed.add(k.zustand)
        for z in moegliche_zuege(k.zustand):
            neu = Knoten(verschiebe_pos(k.zustand, z), k, z)
            if neu.zustand not in closed and neu.zustand not in grenze:
                grenze.append(neu)
    return None


def string_suche(suche, start):
    def lauf():
        Knoten.anzahl = 0
        suche(start, 'ABCDEFGH ')
        return Knoten.anzahl
    return lauf


# ---- Übung: Breitensuche auf dem 15-Puzzle (wie solutions/c_bfs.go) ---------------------

START_POS = (5, 1, 3, 4, 6, 9, 7, 8, 2, 10, 0, 11, 13, 14, 15, 12)
GOAL_POS = (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0)


def get_moves(pos):
    hole = pos.index(0)
    zeile, spalte = divmod(hole, 4)
    nachbarn = []
    if zeile > 0: nachbarn.append(hole - 4)
    if spalte > 0: nachbarn.append(hole - 1)
    if spalte < 3: nachbarn.append(hole + 1)
    if zeile < 3: nachbarn.append(hole + 4)
    moves = []
    for n in nachbarn:
        new_pos = list(pos)
        new_pos[hole], new_pos[n] = pos[n], 0
        moves.append(tuple(new_pos))
    return moves


def uebung_bfs():
    expanded_nodes = {}
    predecessors = {}
    queue = deque([START_POS])
    num_steps = 0
    while queue:
        num_steps += 1
        pos = queue.popleft()
        if pos in expanded_nodes:
            continue
        if pos == GOAL_POS:
            return num_steps
        expanded_nodes[pos] = True
        for nxt in get_moves(pos):
            if nxt in predecessors or nxt in expanded_nodes:
                continue
            queue.append(nxt)
            predecessors[nxt] = pos
    raise ValueError("Fringe is empty!")


# ---- 8-Puzzle (Lektion „Suchalgorithmen“) und Sudoku -----------------------------------

def tupel(suche, heuristik=None):
    def lauf():
        import suchalgorithmen as sa
        sa.h = getattr(sa, heuristik) if heuristik else sa.h_misplaced
        _, nr = getattr(sa, suche)(sa.startstate)
        return nr
    return lauf


def sudoku_satz(datei):
    def lauf():
        import sudokucp as cp
        pfad = os.path.join(HIER, "..", "..", "lesson", "testdata", datei)
        with open(pfad) as f:
            raetsel = [z.strip() for z in f if z.strip() and not z.startswith('#')]
        for r in raetsel:
            if not cp.search(cp.parse_grid(r)):
                raise ValueError("keine Lösung: " + r)
        return len(raetsel)
    return lauf


def sudoku_lektion():
    import sudokucp as cp
    raetsel = [cp.grid1, cp.grid2, cp.hard1, cp.hard2]  # hard3 dauert über eine halbe Minute
    for r in raetsel:
        if not cp.search(cp.parse_grid(r)):
            raise ValueError("keine Lösung: " + r)
    return len(raetsel)


SUCHEN = {
    "tupel-bfs": tupel("bfs"),
    "tupel-dfs": tupel("dfs"),
    "tupel-greedy-misplaced": tupel("greedy", "h_misplaced"),
    "tupel-astar-misplaced": tupel("astar", "h_misplaced"),
    "tupel-astar-manhattan": tupel("astar", "h_manhattan"),
    "string-bfs-mittel": string_suche(breitensuche, 'ACFEBH DG'),
    "string-graph-mittel": string_suche(breitensuche_graph, 'ACFEBH DG'),
    "string-graph-schwer": string_suche(breitensuche_graph, 'ABCF DGHE'),
    "sudoku-lektion": sudoku_lektion,
    "sudoku-top95": sudoku_satz("top95.txt"),
    "uebung-bfs": uebung_bfs,
}


def main():
    name = sys.argv[1]
    lauf = SUCHEN[name]
    # Importe vor der Messung, wie eine Zelle, die die Definitionen schon kennt.
    import suchalgorithmen  # noqa: F401
    import sudokucp  # noqa: F401
    t0, c0 = time.perf_counter(), time.process_time()
    knoten = lauf()
    c = time.process_time() - c0
    t = time.perf_counter() - t0
    print(f"{name} knoten={knoten} zeit_ms={t * 1000:.3f} cpu_ms={c * 1000:.3f}")


if __name__ == "__main__":
    main()
