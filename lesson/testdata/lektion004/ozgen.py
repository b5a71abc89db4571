# Aus den Folien der Lektion „Constraint Satisfaction, Backtracking und Constraint-Propagierung“
# (B. Nebel, Informatik I, Universität Freiburg, 2017) abgeschrieben, damit die Go-Tests und
# BENCHMARKS.md die Ausgaben und Laufzeiten der Python-Fassung nachprüfen können.
# Nur Ergänzungen: der Aufruf unter __main__ und (in sudoku.py) die Rätsel grid1 … hard3.
from oz import *
def search(vals):
    "Recursively search for a satisfying assignment"
    if vals is not False:
        nextvar = some(x for x in varlist if x not in vals)
        if not nextvar:
            yield vals # we have found a complete assignment
        else:
            for d in domain:
                for result in search(assign(vals.copy(),
                                           nextvar, d)): yield result
if __name__ == "__main__":
    n=0
    for r in search(dict()):
        n+=1; print(r)
    print(n)
