#!/usr/bin/env python3
"""Die Suchen der Lektion „Suchalgorithmen am Beispiel 8-Puzzle“, unverändert aus der
Lektion übernommen, mit Zeitmessung – zum Vergleich mit den Go-Benchmarks
(go test -bench Tupel ./lesson, siehe BENCHMARKS.md).

Aufruf: python3 bench/python/suchalgorithmen.py [Wiederholungen]

Gemessen werden die Wanduhrzeit (time.perf_counter) und die Prozessorzeit
(time.process_time); ausgegeben werden nrExplored, die Weglänge bzw. beim Zustandsraum
die Anzahl der Stellungen und die größte Entfernung, die kürzeste und die mittlere
(Median) Wanduhrzeit und die kürzeste Prozessorzeit über die Wiederholungen.
"""
import statistics
import sys
import time
from collections import deque
from heapq import heappop, heappush

# ---- Code der Lektion (unverändert) ----------------------------------------------

startstate = (7,2,4,5,0,6,8,3,1)
goalstate  = (0,1,2,3,4,5,6,7,8)

def bfs(s):
    frontier = deque([s])
    prev = {s:None}
    nrExplored = 0

    while frontier:
        state = frontier.popleft()
        nrExplored += 1
        if goaltest(state):
            return prev, nrExplored
        for v in nextstates(state):
            if v not in prev:
                frontier.append(v)
                prev[v] = state
    return None, nrExplored

def dfs(s):
    frontier = [s]
    prev = {s:None}
    nrExplored = 0

    while frontier:
        state = frontier.pop()
        nrExplored += 1
        if goaltest(state):
            return prev, nrExplored
        nxt = nextstates(state)
        nxt.reverse()
        for v in nxt:
            if v not in prev:
                frontier.append(v)
                prev[v] = state
    return None, nrExplored


def goaltest(state):
    return state == goalstate

def nextstates(state):
    if state[0] == 0:   return [swap(state,0,3),swap(state,0,1)]
    elif state[1] == 0: return [swap(state,1,4),swap(state,1,0),swap(state,1,2)]
    elif state[2] == 0: return [swap(state,2,5),swap(state,2,1)]
    elif state[3] == 0: return [swap(state,3,0),swap(state,3,6),swap(state,3,4)]
    elif state[4] == 0: return [swap(state,4,1),swap(state,4,7),swap(state,4,3),swap(state,4,5)]
    elif state[5] == 0: return [swap(state,5,2),swap(state,5,8),swap(state,5,4)]
    elif state[6] == 0: return [swap(state,6,3),swap(state,6,7)]
    elif state[7] == 0: return [swap(state,7,4),swap(state,7,6),swap(state,7,8)]
    elif state[8] == 0: return [swap(state,8,5),swap(state,8,7)]

def swap(state, i, j):
    tmp = list(state)
    tmp[i],tmp[j] = tmp[j],tmp[i]
    return tuple(tmp)

def reconstructPath(prev):
    s = (0,1,2,3,4,5,6,7,8)
    tmp = []
    while prev[s] is not None:
        i = s.index(0)
        ip = prev[s].index(0)
        if i == ip - 1: tmp.append('left')
        elif i == ip + 1: tmp.append('right')
        elif i == ip - 3: tmp.append('up')
        elif i == ip + 3: tmp.append('down')
        s = prev[s]
    tmp.reverse()
    return ' '.join(tmp), len(tmp)

def h_misplaced(s):
    return sum([a!=b for a,b in zip((0,1,2,3,4,5,6,7,8),s) ])

def h_manhattan(state):
    mh = 0
    for k in range(9):
        if state[k] != 0:
            z1,s1 = k//3,k%3
            z2,s2 = state[k]//3,state[k]%3
            mh += abs(z1-z2)+abs(s1-s2)
    return mh

# Die Lektion nennt beide Heuristiken h und definiert h neu, bevor sie astar ein zweites
# Mal aufruft; greedy und astar rufen das globale h auf. Hier wird h vor jedem Lauf gesetzt.
h = h_misplaced

def greedy(s):
    frontier = [(h(s),s)]
    prev = {s:None}
    nrExplored = 0

    while frontier:
        _, state = heappop(frontier)
        nrExplored += 1
        if goaltest(state):
            return prev, nrExplored
        for v in nextstates(state):
            if v not in prev:
                heappush(frontier,(h(v),v))
                prev[v] = state
    return None, nrExplored

def astar(s):
    g = {s:0}
    frontier = [(h(s)+g[s],s)]
    prev = {s:None}
    nrExplored = 0


    while frontier:
        _, state = heappop(frontier)
        nrExplored += 1
        if goaltest(state):
            return prev, nrExplored
        for v in nextstates(state):
            gg = g[state] + 1
            if v not in prev or gg < g[v]:
                g[v] = gg
                heappush(frontier,(h(v)+g[v],v))
                prev[v] = state
    return None, nrExplored

# ---- Ganzer Zustandsraum (nicht in der Lektion; Breitensuche vom Ziel im Stil der Lektion)

def zustandsraum():
    dist = {goalstate: 0}
    frontier = deque([goalstate])
    while frontier:
        state = frontier.popleft()
        for v in nextstates(state):
            if v not in dist:
                dist[v] = dist[state] + 1
                frontier.append(v)
    return dist

# ---- Messung -----------------------------------------------------------------------

def miss(name, lauf, wiederholungen):
    wand, cpu = [], []
    ergebnis = None
    for _ in range(wiederholungen):
        w0, c0 = time.perf_counter(), time.process_time()
        ergebnis = lauf()
        cpu.append(time.process_time() - c0)
        wand.append(time.perf_counter() - w0)
    print(f"{name:20s} {ergebnis[0]:>7} {ergebnis[1]:>6}   "
          f"Wanduhr min {min(wand)*1000:8.2f} ms  Median {statistics.median(wand)*1000:8.2f} ms   "
          f"CPU min {min(cpu)*1000:8.2f} ms", flush=True)

def mit_h(heuristik, suche):
    def lauf():
        global h
        h = heuristik
        prev, nrExplored = suche(startstate)
        return nrExplored, reconstructPath(prev)[1]
    return lauf

def main():
    wiederholungen = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    print(f"Python {sys.version.split()[0]}, {wiederholungen} Wiederholungen, Start {startstate}")
    print(f"{'Suche':20s} {'nrExpl.':>7} {'Züge':>6}")
    miss("bfs", mit_h(h_misplaced, bfs), wiederholungen)
    miss("dfs", mit_h(h_misplaced, dfs), wiederholungen)
    miss("greedy (misplaced)", mit_h(h_misplaced, greedy), wiederholungen)
    miss("astar (misplaced)", mit_h(h_misplaced, astar), wiederholungen)
    miss("astar (manhattan)", mit_h(h_manhattan, astar), wiederholungen)

    def raum():
        dist = zustandsraum()
        return len(dist), max(dist.values())
    miss("zustandsraum (bfs)", raum, wiederholungen)
    global h
    h = h_misplaced
    print("h((3,1,4,5,0,6,8,7,2)) =", h((3,1,4,5,0,6,8,7,2)))

if __name__ == "__main__":
    main()
