#!/usr/bin/python3
"""Lasttest des Klassenservers (scripts/klassenserver.sh): K Schülerinnen und Schüler zugleich.

Für jede Person, alle gleichzeitig: anmelden über die REST-API des Hubs (Token mit Name und
Passwort), den eigenen Server starten, einen Kernel „Go (KI-Suche)“ öffnen und die ersten
Code-Zellen eines Notebooks der Reihe nach ausführen (über den WebSocket des Servers, wie
der Browser). Gemessen werden die Zeiten (Anmeldung, Serverstart, jede Zelle), der Speicher
aller Prozesse der Person (PSS, Höchstwert) und die Fehler. Nur Loopback; jede Zelle hat
eine Zeitgrenze, der ganze Lauf auch.

    /usr/bin/python3 bench/klassenlast.py --hub http://127.0.0.1:PORT --zugang DATEI [--k K]
        [--notebook notebooks/2_Suche.ipynb] [--zellen 10] [--zeitlimit 900] [--nachlauf 20] [--tab]
        [--json DATEI]

Ohne --tab startet kein gopls (die Pforte vor gopls startet es erst beim ersten Tab); mit
--tab drückt jede Person nach den Zellen einmal Tab.

DATEI: Zeilen „name passwort“ (scripts/klassenserver.sh schreibt sie nach zugangsdaten.txt).
Meldet das Ergebnis auf Deutsch; Rückgabewert 1, wenn eine Person scheiterte.
"""
import argparse
import asyncio
import json
import os
import pwd
import statistics
import sys
import threading
import time
import uuid
from urllib.parse import quote, urlparse

from tornado.httpclient import AsyncHTTPClient, HTTPRequest
from tornado.websocket import websocket_connect


def zellen_aus(notebook, n):
    """Die ersten n Code-Zellen, ohne solche, die nach einer Eingabe fragen."""
    with open(notebook, encoding='utf-8') as f:
        nb = json.load(f)
    zellen = []
    for c in nb['cells']:
        if c['cell_type'] != 'code':
            continue
        code = ''.join(c['source'])
        if 'gonbui.RequestInput' in code or 'jupyterEingabe' in code:
            continue
        zellen.append(code)
        if len(zellen) == n:
            break
    return zellen


class Person:
    def __init__(self, name, passwort):
        self.name, self.passwort = name, passwort
        self.token = None
        self.zeiten = {}
        self.zellen = []  # (Sekunden, Status)
        self.fehler = []
        self.speicher_max = 0
        self.uid = pwd.getpwnam(name).pw_uid


async def anfrage(methode, url, token=None, body=None, zeit=60):
    kopf = {'Content-Type': 'application/json'}
    if token:
        kopf['Authorization'] = 'token ' + token
    antwort = await AsyncHTTPClient().fetch(HTTPRequest(
        url, method=methode, headers=kopf, request_timeout=zeit,
        body=None if body is None and methode in ('GET', 'DELETE') else json.dumps(body or {})),
        raise_error=False)
    if antwort.code >= 400:
        raise RuntimeError('%s %s: HTTP %d %s' % (methode, urlparse(url).path, antwort.code,
                                                   (antwort.body or b'')[:200].decode(errors='replace')))
    return json.loads(antwort.body) if antwort.body else None


def nachricht(typ, inhalt):
    return {'header': {'msg_id': uuid.uuid4().hex, 'msg_type': typ, 'username': '',
                       'session': uuid.uuid4().hex, 'date': '', 'version': '5.3'},
            'parent_header': {}, 'metadata': {}, 'content': inhalt, 'channel': 'shell', 'buffers': []}


async def zelle(ws, code, zeit):
    """Führt code aus; liefert (Sekunden, Status) – Status 'ok', 'error' oder 'zeit'."""
    m = nachricht('execute_request', {'code': code, 'silent': False, 'store_history': True,
                                      'user_expressions': {}, 'allow_stdin': False,
                                      'stop_on_error': True})
    beginn = time.perf_counter()
    await ws.write_message(json.dumps(m))
    status, leerlauf = None, False
    ende = beginn + zeit
    while status is None or not leerlauf:
        rest = ende - time.perf_counter()
        if rest <= 0:
            return time.perf_counter() - beginn, 'zeit'
        try:
            roh = await asyncio.wait_for(ws.read_message(), rest)
        except asyncio.TimeoutError:
            return time.perf_counter() - beginn, 'zeit'
        if roh is None:
            return time.perf_counter() - beginn, 'verbindung'
        if isinstance(roh, bytes):
            continue
        antwort = json.loads(roh)
        if antwort.get('parent_header', {}).get('msg_id') != m['header']['msg_id']:
            continue
        typ = antwort['header']['msg_type']
        if typ == 'execute_reply':
            status = antwort['content']['status']
        elif typ == 'status' and antwort['content']['execution_state'] == 'idle':
            leerlauf = True
    return time.perf_counter() - beginn, status


async def vervollstaendigen(ws, code='import "github.com/kisuche/kisuche/lesson"\n\n%%\nlesson.Breitensu'):
    """Ein Tab nach lesson.Breitensu (startet gopls hinter der Pforte); liefert die Sekunden
    bis zur Antwort, höchstens 120."""
    m = nachricht('complete_request', {'code': code, 'cursor_pos': len(code)})
    beginn = time.perf_counter()
    await ws.write_message(json.dumps(m))
    while time.perf_counter() - beginn < 120:
        try:
            roh = await asyncio.wait_for(ws.read_message(), 120)
        except asyncio.TimeoutError:
            break
        if roh is None:
            break
        if isinstance(roh, str) and json.loads(roh).get('parent_header', {}).get('msg_id') == m['header']['msg_id']:
            return time.perf_counter() - beginn
    return float('nan')


async def lauf(p, hub, notebook, zellen, zellzeit, nachlauf, tab):
    api = hub + '/hub/api'
    t = time.perf_counter()
    antwort = await anfrage('POST', '%s/users/%s/tokens' % (api, p.name),
                            body={'auth': {'username': p.name, 'password': p.passwort},
                                  'note': 'kisuche-lasttest', 'expires_in': 3600})
    p.token = antwort['token']
    p.zeiten['anmelden'] = time.perf_counter() - t
    t = time.perf_counter()
    try:
        await anfrage('POST', '%s/users/%s/server' % (api, p.name), token=p.token)
    except RuntimeError as e:
        if 'already running' not in str(e):  # läuft schon: dann eben diesen benutzen
            raise
    while True:
        u = await anfrage('GET', '%s/users/%s' % (api, p.name), token=p.token)
        s = (u.get('servers') or {}).get('')
        if s and s.get('ready'):
            break
        if not s or not s.get('pending'):
            if time.perf_counter() - t > 5 and not s:
                raise RuntimeError('Server startet nicht (siehe Protokoll des Hubs)')
        await asyncio.sleep(0.5)
    p.zeiten['server'] = time.perf_counter() - t
    basis = '%s/user/%s' % (hub, quote(p.name))
    t = time.perf_counter()
    # Wie der Browser: eine Sitzung zum Notebook, so läuft der Kernel im Ordner notebooks/
    # (die Zellen benutzen ../exercises und cd ..).
    pfad = 'notebooks/' + os.path.basename(notebook)
    sitzung = await anfrage('POST', basis + '/api/sessions', token=p.token, body={
        'path': pfad, 'name': os.path.basename(notebook), 'type': 'notebook', 'kernel': {'name': 'kisuche'}})
    kernel = sitzung['kernel']
    ws_url = basis.replace('http', 'ws', 1) + '/api/kernels/%s/channels' % kernel['id']
    ws = await websocket_connect(HTTPRequest(ws_url, headers={'Authorization': 'token ' + p.token}),
                                 max_message_size=64 << 20)
    try:
        # Der Kernel ist bereit, sobald er auf kernel_info antwortet.
        info = nachricht('kernel_info_request', {})
        await ws.write_message(json.dumps(info))
        while True:
            roh = await asyncio.wait_for(ws.read_message(), 120)
            if roh is None:
                raise RuntimeError('WebSocket des Kernels geschlossen')
            if isinstance(roh, str) and json.loads(roh).get('parent_header', {}).get('msg_id') == info['header']['msg_id'] \
                    and json.loads(roh)['header']['msg_type'] == 'kernel_info_reply':
                break
        p.zeiten['kernel'] = time.perf_counter() - t
        for code in zellen:
            sek, status = await zelle(ws, code, zellzeit)
            p.zellen.append((sek, status))
            if status != 'ok':
                p.fehler.append('Zelle %d: %s' % (len(p.zellen), status))
                if status in ('zeit', 'verbindung'):
                    break
        if tab:
            p.zeiten['tab'] = await vervollstaendigen(ws)
        # Kernel offen lassen (mit --tab: bis gopls den Arbeitsbereich geladen hat), damit der
        # Speicher zählt, den eine Person während der Stunde braucht.
        await asyncio.sleep(nachlauf)
    finally:
        ws.close()
        try:
            await anfrage('DELETE', basis + '/api/sessions/' + sitzung['id'], token=p.token)
        except Exception:  # Der Server wird ohnehin gleich beendet.
            pass


async def stoppen(p, hub):
    try:
        await anfrage('DELETE', '%s/hub/api/users/%s/server' % (hub, p.name), token=p.token, zeit=120)
    except Exception as e:
        p.fehler.append('Server beenden: %s' % e)


def speicher_der_person(uid):
    """Summe der PSS (Bytes) aller Prozesse von uid."""
    summe = 0
    for pid in os.listdir('/proc'):
        if not pid.isdigit():
            continue
        try:
            if os.stat('/proc/' + pid).st_uid != uid:
                continue
            with open('/proc/%s/smaps_rollup' % pid) as f:
                for zeile in f:
                    if zeile.startswith('Pss:'):
                        summe += int(zeile.split()[1]) * 1024
                        break
        except OSError:
            continue
    return summe


def beobachten(personen, ende):
    while not ende.is_set():
        for p in personen:
            p.speicher_max = max(p.speicher_max, speicher_der_person(p.uid))
        ende.wait(0.5)


def cpu_sekunden():
    """Rechenzeit aller Kerne des Rechners seit dem Start (s), aus /proc/stat."""
    with open('/proc/stat') as f:
        felder = [int(x) for x in f.readline().split()[1:]]
    # user nice system idle iowait irq softirq steal: alles außer idle und iowait
    return (sum(felder[:8]) - felder[3] - felder[4]) / os.sysconf('SC_CLK_TCK')


def perzentil(werte, q):
    w = sorted(werte)
    if not w:
        return float('nan')
    i = min(len(w) - 1, max(0, int(round(q * (len(w) - 1)))))
    return w[i]


async def haupt(a):
    personen = []
    with open(a.zugang, encoding='utf-8') as f:
        for zeile in f:
            teile = zeile.split()
            if len(teile) == 2 and teile[0] != a.ohne:
                personen.append(Person(*teile))
    personen = personen[a.ab:a.ab + a.k]
    if len(personen) < a.k:
        sys.exit('klassenlast.py: zu wenige Konten in %s (ab Nr. %d gebraucht: %d)' % (a.zugang, a.ab + 1, a.k))
    zellen = zellen_aus(a.notebook, a.zellen)
    AsyncHTTPClient.configure(None, max_clients=4 * a.k + 10)
    ende = threading.Event()
    waechter = threading.Thread(target=beobachten, args=(personen, ende), daemon=True)
    waechter.start()
    beginn = time.perf_counter()
    cpu_beginn = cpu_sekunden()

    async def eine(p):
        try:
            await lauf(p, a.hub, a.notebook, zellen, a.zellzeit, a.nachlauf, a.tab)
        except Exception as e:  # jede Person für sich; der Lauf geht weiter
            p.fehler.append('%s: %s' % (type(e).__name__, e))

    try:
        await asyncio.wait_for(asyncio.gather(*(eine(p) for p in personen)), a.zeitlimit)
    except asyncio.TimeoutError:
        for p in personen:
            if len(p.zellen) < len(zellen) and not p.fehler:
                p.fehler.append('Zeitlimit des ganzen Laufs (%d s)' % a.zeitlimit)
    dauer = time.perf_counter() - beginn
    a.cpu_s = cpu_sekunden() - cpu_beginn
    ende.set()
    waechter.join()
    await asyncio.gather(*(stoppen(p, a.hub) for p in personen if p.token))
    return personen, zellen, dauer


def bericht(a, personen, zellen, dauer):
    alle = [s for p in personen for s, st in p.zellen if st == 'ok']
    erste = [p.zellen[0][0] for p in personen if p.zellen and p.zellen[0][1] == 'ok']
    weitere = [s for p in personen for s, st in p.zellen[1:] if st == 'ok']
    mib = [p.speicher_max / (1 << 20) for p in personen]
    gescheitert = [p for p in personen if p.fehler]
    start = [p.zeiten.get('server', float('nan')) for p in personen]
    erg = {
        'k': a.k, 'zellen_pro_person': len(zellen), 'zellen_ok': len(alle),
        'median_s': statistics.median(alle) if alle else None, 'p95_s': perzentil(alle, 0.95) if alle else None,
        'erste_zelle_median_s': statistics.median(erste) if erste else None,
        'weitere_median_s': statistics.median(weitere) if weitere else None,
        'weitere_p95_s': perzentil(weitere, 0.95) if weitere else None,
        'serverstart_median_s': statistics.median(start), 'serverstart_max_s': max(start),
        'speicher_median_mib': statistics.median(mib), 'speicher_max_mib': max(mib),
        'personen_mit_fehlern': len(gescheitert), 'dauer_s': dauer,
        'cpu_s': a.cpu_s, 'cpu_s_pro_zelle': a.cpu_s / len(alle) if alle else None,
        'kerne': os.cpu_count(), 'tab': a.tab,
    }
    print('Lasttest des Klassenservers: %d Personen zugleich, je %d Zellen aus %s (%.0f s)'
          % (a.k, len(zellen), os.path.basename(a.notebook), dauer))
    print('  Serverstart                Median %.1f s, letzter nach %.1f s'
          % (erg['serverstart_median_s'], erg['serverstart_max_s']))
    if alle:
        print('  Zell-Latenz, alle Zellen   Median %.2f s, 95. Perzentil %.2f s (%d Zellen)'
              % (erg['median_s'], erg['p95_s'], len(alle)))
    if erste:
        print('  erste Zelle (Median)       %.2f s' % erg['erste_zelle_median_s'])
    if weitere:
        print('  weitere Zellen             Median %.2f s, 95. Perzentil %.2f s'
              % (erg['weitere_median_s'], erg['weitere_p95_s']))
    print('  Speicher pro Person (PSS)  Median %.0f MiB, höchstens %.0f MiB'
          % (erg['speicher_median_mib'], erg['speicher_max_mib']))
    if alle:
        print('  Rechenzeit pro Zelle       %.2f CPU-s (ganzer Rechner, %d Kerne, %.0f CPU-s in %.0f s)'
              % (erg['cpu_s_pro_zelle'], erg['kerne'], a.cpu_s, dauer))
    print('  Personen mit Fehlern       %d von %d' % (len(gescheitert), a.k))
    for p in gescheitert:
        print('    %s: %s' % (p.name, '; '.join(p.fehler)))
    if a.json:
        with open(a.json, 'w', encoding='utf-8') as f:
            json.dump(erg, f, indent=1)
    return 1 if gescheitert else 0


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--hub', required=True, help='z. B. http://127.0.0.1:8000')
    ap.add_argument('--zugang', required=True, help='Datei mit Zeilen „name passwort“')
    ap.add_argument('--ohne', default='', help='dieses Konto auslassen (die Lehrkraft)')
    ap.add_argument('--k', type=int, default=3)
    ap.add_argument('--ab', type=int, default=0, help='die ersten so vielen Konten überspringen')
    ap.add_argument('--notebook', default=os.path.join(os.path.dirname(__file__), '..', 'notebooks', '2_Suche.ipynb'))
    ap.add_argument('--zellen', type=int, default=10)
    ap.add_argument('--zellzeit', type=float, default=300, help='Zeitgrenze einer Zelle (s)')
    ap.add_argument('--zeitlimit', type=float, default=900, help='Zeitgrenze des ganzen Laufs (s)')
    ap.add_argument('--nachlauf', type=float, default=20,
                    help='Sekunden, die jeder Kernel nach den Zellen offen bleibt (Speicher)')
    ap.add_argument('--tab', action='store_true',
                    help='nach den Zellen einmal Tab (Vervollständigung): gopls startet und zählt mit')
    ap.add_argument('--json', default='')
    a = ap.parse_args()
    if urlparse(a.hub).hostname not in ('127.0.0.1', 'localhost', '::1'):
        sys.exit('klassenlast.py: nur gegen einen Hub auf Loopback (127.0.0.1)')
    sys.exit(bericht(a, *asyncio.run(haupt(a))))


if __name__ == '__main__':
    main()
