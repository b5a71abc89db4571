# Aus den Folien der Lektion „Constraint Satisfaction, Backtracking und Constraint-Propagierung“
# (B. Nebel, Informatik I, Universität Freiburg, 2017) abgeschrieben, damit die Go-Tests und
# BENCHMARKS.md die Ausgaben und Laufzeiten der Python-Fassung nachprüfen können.
# Nur Ergänzungen: der Aufruf unter __main__ und (in sudoku.py) die Rätsel grid1 … hard3.
from oz import varlist, domain, neighbor, some

def assign(vals, x, d):
    print(" "*len(vals), "check value %s for var %s" % (d, x))
    for y in vals:
        if x in neighbor[y] and vals[y] == d:
            print(" "*len(vals), "not possible!")
            return False
    print(" "*len(vals), "trying out ...")
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
    search(dict())
