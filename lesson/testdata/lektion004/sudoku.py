# Aus den Folien der Lektion „Constraint Satisfaction, Backtracking und Constraint-Propagierung“
# (B. Nebel, Informatik I, Universität Freiburg, 2017) abgeschrieben, damit die Go-Tests und
# BENCHMARKS.md die Ausgaben und Laufzeiten der Python-Fassung nachprüfen können.
# Nur Ergänzungen: der Aufruf unter __main__ und (in sudoku.py) die Rätsel grid1 … hard3.
def some(seq):
    for e in seq:
        if e: return e
    return False
def cross(A, B):
    return [a+b for a in A for b in B]
digits    = '123456789'
digits0p  = digits + '0.'
rows      = 'ABCDEFGHI'
cols      = digits
squares   = cross(rows, cols)
unitlist  = ([cross(rows, c) for c in cols] +
             [cross(r, cols) for r in rows] +
             [cross(rs, cs) for rs in ('ABC','DEF','GHI')
              for cs in ('123','456','789')])
units     = dict((s, [u for u in unitlist if s in u])
                 for s in squares) # s -> all units of s
peers     = dict((s, set(sum(units[s],[]))-set([s]))
                 for s in squares) # s -> set of peers of s
def parse_grid(grid):
    values = dict()
    for s,d in (zip(squares, [c for c in grid
                           if c in digits0p])):
        if d in digits and not assign(values, s, d):
            return False
    return values
def display(values):
    "Display values as a 2-D grid."
    if not values:
        print("Empty grid")
        return
    line = '+'.join(['-'*6]*3)
    for r in rows:
        print(''.join(values.get(r+c, '.') + ' ' +
                        ('|' if c in '36' else ' ')
                        for c in cols))
        if r in 'CF': print(line)
    print()
def assign(values, s, d):
    "Try to assign value d to square s"
    if s not in values and all(values[p] != d
                               for p in values
                               if p in peers[s]):
        values[s] = d
        return values
    return False
def search(values):
    "Search for solution"
    if not values: return False # failed earlier
    s = some(s for s in squares if s not in values)
    if not s: return values
    return some(search(assign(values.copy(), s, d))
                for d in digits)
import time
def timed_search(grid):
    start = time.process_time()
    search(parse_grid(grid))
    return time.process_time() - start
grid1 = '003020600900305001001806400008102900700000008006708200002609500800203009005010300'
grid2 = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......'
hard1 = '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..'
hard2 = '1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..'
hard3 = '.....6....59.....82....8....45........3........6..3.54...325..6..................'
