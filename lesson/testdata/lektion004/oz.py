# Aus den Folien der Lektion „Constraint Satisfaction, Backtracking und Constraint-Propagierung“
# (B. Nebel, Informatik I, Universität Freiburg, 2017) abgeschrieben, damit die Go-Tests und
# BENCHMARKS.md die Ausgaben und Laufzeiten der Python-Fassung nachprüfen können.
# Nur Ergänzungen: der Aufruf unter __main__ und (in sudoku.py) die Rätsel grid1 … hard3.
varlist = ('WA', 'NT', 'SA', 'Q', 'NSW', 'V', 'T' )
domain = ('red', 'green', 'blue')
neighbor = dict(WA={'NT', 'SA'}, NT= {'WA', 'SA', 'Q'},
                SA={'WA', 'NT', 'Q', 'NSW', 'V'},
                Q={'NT', 'SA', 'NSW'}, NSW={'Q', 'SA', 'V'},
                V ={'SA', 'NSW'}, T={})
def some(seq):
    for e in seq:
        if e: return e
    return False
def assign(vals, x, d):
    "assign d to var x if feasible, otherwise return False"
    for y in vals:
        if x in neighbor[y] and vals[y] == d:
            return False
    vals[x] = d
    return vals
def search(vals):
    "Recursively search for a satisfying assignment"
    if vals is False: return False # failed earlier
    nextvar = some(x for x in varlist if x not in vals)
    if not nextvar:
        return vals # we have found a complete assignment
    else:
        return some(search(assign(vals.copy(), nextvar, d))
                    for d in domain)
if __name__ == "__main__":
    print(search(dict()))
