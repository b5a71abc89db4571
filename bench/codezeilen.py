#!/usr/bin/env python3
"""Zählt Code-Zeilen der Notebooks und des Python-Codes der Lektionen (Issue „kurz und treu“).

Aufruf (Ordner mit den Textfassungen der Lektionen, z. B. 001_….txt; Vorgabe ../shared/seeds):

    python3 bench/codezeilen.py [LEKTIONSORDNER]

Gezählt wird auf beiden Seiten gleich: jede nicht leere Zeile Code. Die Spalte „ohne
Kommentare“ lässt zusätzlich Zeilen weg, die nur ein Kommentar sind (`#` in Python, `//` in Go)
oder nur ein Docstring-Rand (`\"\"\"`). Die Spalte „ohne Schließzeilen“ lässt dazu Zeilen weg,
die nur schließende Klammern enthalten (`}`, `})`, `)` …) oder eine Zellen-Magie mit `%%`
sind (`%%` in GoNB, `%%time` in IPython): Go schließt jeden Block mit einer eigenen Zeile,
Python mit der Einrückung.

Notebook: alle Zeilen der Code-Zellen (auch `%%`, `!…`, `import`).

Lektion: Die Textfassungen haben zwei Arten von Code-Stellen, und Ausgaben stehen mitten darin.
Die Regel:

1. Code-Stellen sind (a) der Inhalt jedes ```-Blocks und (b) in Notebook-Exporten (Lektionen
   000–003, ohne ```-Blöcke) alles nach einer Zeile `In [N]:` (auch `In [None]:`) bis zur
   nächsten solchen Zeile oder zum nächsten ```-Block.
2. Enthält eine Stelle Eingabeaufforderungen `>>>`, sind nur die Zeilen mit `>>>` oder `...`
   Code (ohne die Aufforderung); alles andere darin ist Ausgabe.
3. Sonst wird die Stelle an Leerzeilen in Absätze geteilt. Code ist der längste Anfang aus
   Absätzen, der von Pythons `ast.parse` angenommen wird
   (IPython-Zeilen mit `%` oder `!` zählen als Code) und dessen letzter Absatz nicht nur ein Wert ist
   (eine Zahl, ein String, eine Liste/ein Tupel/ein dict von Werten, z. B. die Ausgabe
   `[0, 1, 4, 5, 8]`; auch mehrere solche Zeilen). Ein Absatz
   nur aus Kommentaren zählt nur, wenn danach noch Code kommt. Alles danach ist Ausgabe oder Text (so
   bleiben Docstrings mit Leerzeilen ganz, Ausgaben und Markdown-Text fallen weg).
4. Ein ```-Block, dessen erster Absatz allein nicht angenommen wird, aber der einen Teil einer
   Funktion zeigt (Folie über zwei Blöcke, z. B. eingerückte Zeilen oder `def`/`for`/`if`
   ohne Rumpf), zählt ganz, wenn er mit einem angehängten `pass` bzw. nach Entfernen der
   gemeinsamen Einrückung angenommen wird.

Folgen: Ganz auskommentierte Zellen („nicht ausführen“) zählen 0 Zeilen; Pseudocode
(`function TREE-SEARCH…`) und Ausgaben in ```-Blöcken (Sudoku-Gitter) zählen nicht.
"""
import ast, glob, json, os, re, sys, textwrap

PAARE = [  # Notebook, Lektion
    ('1_Schiebepuzzle.ipynb', '001_'),
    ('2_Suche.ipynb', '000_'),
    ('3_Suchalgorithmen.ipynb', '002_'),
    ('4_15-Puzzle_Uebung.ipynb', '003_'),
    ('5_Constraint_Satisfaction.ipynb', '004_'),
]

IN_ZEILE = re.compile(r'^In \[[^\]]*\]:\s*$')


def ipython_bereinigt(zeilen):
    """ersetzt IPython-Zeilen (%, !) durch pass, damit ast.parse sie annimmt."""
    aus = []
    for z in zeilen:
        s = z.lstrip()
        if s.startswith('%%'):
            aus.append('pass')
        elif s.startswith(('%', '!')):
            aus.append(z[:len(z) - len(s)] + 'pass')
        else:
            aus.append(z)
    return aus


def wird_angenommen(zeilen):
    text = '\n'.join(ipython_bereinigt(zeilen))
    for versuch in (text, textwrap.dedent(text)):
        try:
            ast.parse(versuch)
            return True
        except SyntaxError:
            pass
    return False


def nur_wert(zeilen):
    try:
        baum = ast.parse(textwrap.dedent('\n'.join(zeilen)))
    except SyntaxError:
        return False
    if not baum.body:
        return False
    for anweisung in baum.body:
        if not isinstance(anweisung, ast.Expr):
            return False
        try:
            ast.literal_eval(anweisung.value)
        except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
            return False
    return True


def absaetze(zeilen):
    teile, akt = [], []
    for z in zeilen:
        if z.strip():
            akt.append(z)
        elif akt:
            teile.append(akt)
            akt = []
    if akt:
        teile.append(akt)
    return teile


def code_einer_stelle(zeilen, block):
    """liefert die Code-Zeilen einer Code-Stelle nach den Regeln 2-4."""
    if any(z.lstrip().startswith('>>>') for z in zeilen):
        code = []
        for z in zeilen:
            s = z.lstrip()
            if s.startswith('>>>') or s.startswith('...'):
                code.append(s[3:].lstrip() if len(s) > 3 else '')
        return [z for z in code if z.strip()]
    teile = absaetze(zeilen)
    for k in range(len(teile), 0, -1):
        code = [z for a in teile[:k] for z in a]
        if not nur_wert(teile[k - 1]) and not nur_kommentar(teile[k - 1]) and wird_angenommen(code):
            return code
    if block and teile and not nur_wert(teile[0]):
        erster = textwrap.dedent('\n'.join(teile[0])).split('\n')
        if wird_angenommen(teile[0] + ['    pass']) or wird_angenommen(erster + ['    pass']):
            return [z for z in zeilen if z.strip()]
    return []


def nur_kommentar(zeilen):
    return all(z.strip().startswith('#') for z in zeilen)


def lektionscode(text):
    """liefert alle Python-Code-Zeilen einer Lektion (Textfassung) nach der Regel oben."""
    zeilen = text.split('\n')
    code, i = [], 0
    while i < len(zeilen):
        z = zeilen[i]
        if z.strip().startswith('```'):
            j = i + 1
            while j < len(zeilen) and not zeilen[j].strip().startswith('```'):
                j += 1
            code += code_einer_stelle(zeilen[i + 1:j], True)
            i = j + 1
        elif IN_ZEILE.match(z):
            j = i + 1
            while j < len(zeilen) and not (IN_ZEILE.match(zeilen[j]) or zeilen[j].strip().startswith('```')):
                j += 1
            code += code_einer_stelle(zeilen[i + 1:j], False)
            i = j
        else:
            i += 1
    return code


def notebookcode(pfad):
    with open(pfad, encoding='utf-8') as f:
        nb = json.load(f)
    code = []
    for zelle in nb['cells']:
        if zelle['cell_type'] == 'code':
            code += [z for z in ''.join(zelle['source']).split('\n') if z.strip()]
    return code


SCHLIESSZEILE = re.compile(r'^[\]\)\}]+[,;]*$')


def ohne_schliesszeilen(zeilen):
    return [z for z in zeilen if not SCHLIESSZEILE.match(z.strip()) and not z.strip().startswith('%%')]


def ohne_kommentare(zeilen, zeichen):
    return [z for z in zeilen if not z.strip().startswith(zeichen) and z.strip() not in ('"""', "'''")]


def main():
    wurzel = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    seeds = sys.argv[1] if len(sys.argv) > 1 else os.path.join(wurzel, '..', 'shared', 'seeds')
    print('| Notebook | Lektion | Code-Zeilen Notebook | Python-Zeilen Lektion | Verhältnis '
          '| ohne Kommentare: Notebook | Lektion | Verhältnis '
          '| auch ohne Schließzeilen: Notebook | Lektion | Verhältnis |')
    print('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|')
    for nb, praefix in PAARE:
        treffer = sorted(glob.glob(os.path.join(seeds, praefix + '*.txt')))
        if not treffer:
            sys.exit(f'Lektion {praefix}*.txt nicht gefunden in {seeds}')
        with open(treffer[0], encoding='utf-8') as f:
            py = lektionscode(f.read())
        go = notebookcode(os.path.join(wurzel, 'notebooks', nb))
        go_k = ohne_kommentare(go, '//')
        py_k = ohne_kommentare(py, '#')
        go_s, py_s = ohne_schliesszeilen(go_k), ohne_schliesszeilen(py_k)
        print(f'| {nb} | {os.path.basename(treffer[0])} | {len(go)} | {len(py)} | {faktor(go, py)} '
              f'| {len(go_k)} | {len(py_k)} | {faktor(go_k, py_k)} '
              f'| {len(go_s)} | {len(py_s)} | {faktor(go_s, py_s)} |')


def faktor(go, py):
    return f'{len(go) / len(py):.2f}'.replace('.', ',')


if __name__ == '__main__':
    if len(sys.argv) > 2 and sys.argv[2] == '--zeigen':
        with open(sys.argv[1], encoding='utf-8') as f:
            print('\n'.join(lektionscode(f.read())))
    else:
        main()
