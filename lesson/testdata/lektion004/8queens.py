# Aus den Folien der Lektion „Constraint Satisfaction, Backtracking und Constraint-Propagierung“
# (B. Nebel, Informatik I, Universität Freiburg, 2017) abgeschrieben, damit die Go-Tests und
# BENCHMARKS.md die Ausgaben und Laufzeiten der Python-Fassung nachprüfen können.
# Nur Ergänzungen: der Aufruf unter __main__ und (in sudoku.py) die Rätsel grid1 … hard3.
def assign(col, x, d):
    for y in range(len(col)):
        if col[y] == d: # same column?
            return False
        if (col[y] + y == d + x or # same diagonal?
            col[y] - y == d - x):
            return False
    return col + (d,) # return copy!
def search(col=()):
    if col is not False:
        nextvar = len(col)
        if nextvar == 8:
            return col
        else:
            for d in range(8):
                result = search(assign(col, nextvar, d))
                if result: return result
    return False
def display(col):
    for i in range(8):
        print(". "*col[i], "X ", ". "*(7-col[i]), sep="")
if __name__ == "__main__":
    print(search(()))
    display(search())
