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
def parse_grid(grid):
    values = dict((s, digits) for s in squares)
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
    width = 1+max(len(values[s]) for s in squares)
    line = '+'.join(['-'*(width*3)]*3)
    for r in rows:
        print(''.join(values[r+c].center(width) +
                       ('|' if c in '36' else ' ')
                       for c in cols))
        if r in 'CF': print(line)
    print()
def assign(values, s, d):
    "Try to assign value d to square s"
    others = values[s].replace(d, '')
    if all(eliminate(values, s, e) for e in others):
        return values
    return False
def eliminate(values, s, d):
    if d not in values[s]:
        return values # already eliminated
    values[s] = values[s].replace(d, '')
    if not values[s]: # no more values left for s
        return False
    # check if value[s] has only one value left
    if not propagate_single_value(values, s):
        return False
    # check if unit has only a single square for value d
    if not propagate_single_square(values, s, d):
        return False
    return values
def propagate_single_value(values, s):
    if len(values[s]) == 1:
        return all(eliminate(values, s2, values[s])
                   for s2 in peers[s])
    return True
def propagate_single_square(values, s, d):
    for u in units[s]:
        dplaces = [s for s in u if d in values[s]]
        if len(dplaces) == 0:
            return False # contradiction!
        elif len(dplaces) == 1:
            if not assign(values, dplaces[0], d):
                return False
    return True
def search(values):
    "Search for solution"
    if not values: return False # failed earlier
    if all(len(values[s]) == 1 for s in squares):
        return values
    _,s = min((len(values[s]), s) for s in squares
              if len(values[s]) > 1)
    return some(search(assign(values.copy(), s, d))
               for d in values[s])
