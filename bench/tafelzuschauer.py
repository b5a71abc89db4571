#!/usr/bin/python3
"""Hält die Tafel der Lehrkraft offen, wie ein Browser am Beamer (für die Messung in BENCHMARKS.md).

Meldet sich über die Anmeldeseite des Hubs als Lehrkraft an, öffnet die Tafel
(/services/kisuche-tafel/, über OAuth) und liest ihre Ereignisse (Server-Sent Events), bis es
SIGTERM bekommt. Mit --aendern S speichert es dazu alle S Sekunden Aufgabe a) einer Person aus
--konten (reihum, abwechselnd die Musterlösung und ein GetMoves, das über den Rand springt) –
so prüft die Tafel während der Messung wirklich.

    /usr/bin/python3 bench/tafelzuschauer.py --hub http://127.0.0.1:PORT --zugang DATEI
        --lehrkraft NAME --loesung solutions/a_getmoves.go [--aendern 5 --konten a,b,c] [--json DATEI]

Schreibt am Ende (JSON und eine deutsche Zeile): Ereignisse, Änderungen, Dauer.
"""
import argparse
import http.cookiejar
import json
import os
import pwd
import re
import signal
import sys
import threading
import time
import urllib.parse
import urllib.request

# Ein GetMoves, das das Loch über den Rand springen lässt (dieselbe Datei wie in den Go-Tests).
with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'internal', 'abgabetest',
                       'getmoves_ueber_den_rand.go.txt'), encoding='utf-8') as _f:
    UEBER_DEN_RAND = _f.read()


def anmelden(hub, name, passwort):
    """Meldet name auf der Anmeldeseite des Hubs an; liefert einen Opener mit den Cookies."""
    jar = http.cookiejar.CookieJar()
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
    seite = opener.open(hub + '/hub/login', timeout=30).read().decode()
    xsrf = re.search(r'name="_xsrf" value="([^"]+)"', seite)
    daten = {'username': name, 'password': passwort}
    if xsrf:
        daten['_xsrf'] = xsrf.group(1)
    opener.open(hub + '/hub/login', data=urllib.parse.urlencode(daten).encode(), timeout=60).read()
    return opener


def aendern(konten, alle, loesung, stopp, zaehler):
    """Speichert alle `alle` Sekunden a_getmoves.go einer Person (reihum) als sie selbst."""
    i = 0
    while not stopp.wait(alle):
        name = konten[i % len(konten)]
        inhalt = loesung if (i // len(konten)) % 2 == 0 else UEBER_DEN_RAND
        konto = pwd.getpwnam(name)
        ziel = os.path.join(konto.pw_dir, 'kisuche', 'exercises', 'a_getmoves.go')
        if os.path.isdir(os.path.dirname(ziel)):
            with open(ziel + '.neu', 'w', encoding='utf-8') as f:
                f.write(inhalt)
            os.chown(ziel + '.neu', konto.pw_uid, konto.pw_gid)
            os.replace(ziel + '.neu', ziel)
            zaehler['aenderungen'] += 1
        i += 1


def main():
    a = argparse.ArgumentParser()
    a.add_argument('--hub', required=True)
    a.add_argument('--zugang', required=True)
    a.add_argument('--lehrkraft', required=True)
    a.add_argument('--loesung', required=True)
    a.add_argument('--aendern', type=float, default=0)
    a.add_argument('--konten', default='')
    a.add_argument('--json')
    args = a.parse_args()
    passwort = None
    with open(args.zugang, encoding='utf-8') as f:
        for zeile in f:
            teile = zeile.split()
            if len(teile) == 2 and teile[0] == args.lehrkraft:
                passwort = teile[1]
    if passwort is None:
        sys.exit('tafelzuschauer: keine Zugangsdaten für ' + args.lehrkraft)
    stopp = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stopp.set())
    zaehler = {'ereignisse': 0, 'aenderungen': 0}
    beginn = time.time()
    opener = anmelden(args.hub, args.lehrkraft, passwort)
    tafel = args.hub + '/services/kisuche-tafel/'
    seite = opener.open(tafel, timeout=60).read().decode()
    if 'data-name=' not in seite and 'Noch keine Abgaben' not in seite:
        sys.exit('tafelzuschauer: keine Tafel, sondern: ' + seite[:300])
    if args.aendern > 0 and args.konten:
        with open(args.loesung, encoding='utf-8') as f:
            loesung = f.read()
        threading.Thread(target=aendern, args=(args.konten.split(','), args.aendern, loesung, stopp, zaehler),
                         daemon=True).start()

    def lesen():
        with opener.open(tafel + 'ereignisse', timeout=3600) as strom:
            for zeile in strom:
                if zeile.startswith(b'event: tafel'):
                    zaehler['ereignisse'] += 1
                if stopp.is_set():
                    return

    threading.Thread(target=lesen, daemon=True).start()
    while not stopp.wait(1):
        pass
    ergebnis = dict(zaehler, dauer=round(time.time() - beginn, 1))
    print('Tafel offen: %d Ereignisse in %.0f s, %d Aufgaben gespeichert.'
          % (ergebnis['ereignisse'], ergebnis['dauer'], ergebnis['aenderungen']), file=sys.stderr)
    if args.json:
        with open(args.json, 'w', encoding='utf-8') as f:
            json.dump(ergebnis, f, indent=1)


if __name__ == '__main__':
    main()
