# Konfiguration des Klassenservers „KI-Suche in Go“ für Debians JupyterHub 3.0.
#
# scripts/klassenserver.sh schreibt die Einstellungen (Klasse, Ordner, Grenzen) als JSON
# und startet den Hub mit dieser Datei:
#
#   KISUCHE_KLASSENSERVER=/etc/kisuche/klassenserver.json jupyterhub -f klassenserver/jupyterhub_config.py
#
# Was die Datei einstellt:
#   - Anmeldung: lokale Systembenutzer (PAM); nur die Schülerinnen und Schüler der Liste und
#     die Lehrkraft dürfen sich anmelden, die Lehrkraft ist admin.
#   - Beim Start des Servers einer Person (jede Anmeldung): Die Kursdateien (Notebooks,
#     Übung, Bibliothek) werden nach ~/kisuche kopiert – nur, was dort noch fehlt; nichts,
#     was schon da ist, wird überschrieben. Die Kopie läuft als die Person selbst.
#   - Der Kernel „Go (KI-Suche)“ für alle; er arbeitet in ~/kisuche (KISUCHE_ARBEITSKOPIE).
#   - Go: ein gemeinsamer, schreibgeschützter Modul-Cache (GOPROXY=off) und ein einmal
#     vorbereiteter Build-Cache, den jede Person als harte Links in ihren eigenen Cache
#     bekommt (die Dateien gehören root und sind schreibgeschützt). GOFLAGS=-trimpath macht
#     die Einträge unabhängig vom Ordner, so übersetzt niemand die Bibliothek noch einmal.
#   - Grenzen pro Person (Speicher, CPU, Prozesse) über cgroups, soweit der Rechner sie
#     anbietet (cgroup v2 oder v1); sonst nur die Angabe in MEM_LIMIT/CPU_LIMIT.
#   - Die Tafel der Lehrkraft (bewerten -tafel) als Dienst des Hubs unter
#     /services/kisuche-tafel/: Der Hub startet sie mit (als root, wie sich selbst), meldet
#     über OAuth an, und nur die Rolle der Lehrkraft trägt den Scope, den die Tafel verlangt.
import asyncio
import json
import os
import pwd
import shutil
import subprocess

from jupyterhub.spawner import LocalProcessSpawner

c = get_config()  # noqa: F821 (von JupyterHub vorgegeben)

datei = os.environ.get('KISUCHE_KLASSENSERVER', '/etc/kisuche/klassenserver.json')
with open(datei, encoding='utf-8') as f:
    E = json.load(f)

projekt = E['projekt']  # schreibgeschützte Kopie des Repositorys, z. B. /opt/kisuche
daten = E['daten']  # Zustand des Hubs und der Caches, z. B. /var/lib/kisuche-klassenserver
os.makedirs(daten, mode=0o755, exist_ok=True)

# --- Netz und Zustand -------------------------------------------------------------------
c.JupyterHub.bind_url = 'http://%s:%d' % (E.get('adresse', '0.0.0.0'), int(E.get('port', 8000)))
c.JupyterHub.hub_ip = '127.0.0.1'
c.JupyterHub.hub_port = int(E.get('hub_port', 8081))
c.ConfigurableHTTPProxy.api_url = 'http://127.0.0.1:%d' % int(E.get('proxy_api_port', 8001))
c.JupyterHub.proxy_class = 'jupyterhub.proxy.ConfigurableHTTPProxy'
# Debians configurable-http-proxy findet seine Node-Module in /usr/share/nodejs; ein Node.js
# von anderswo (etwa NodeSource) sucht dort nicht von selbst.
if os.path.isdir('/usr/share/nodejs'):
    os.environ['NODE_PATH'] = ':'.join(filter(None, ['/usr/share/nodejs', os.environ.get('NODE_PATH')]))
c.JupyterHub.db_url = 'sqlite:///' + os.path.join(daten, 'jupyterhub.sqlite')
c.JupyterHub.cookie_secret_file = os.path.join(daten, 'jupyterhub_cookie_secret')
c.JupyterHub.pid_file = os.path.join(daten, 'jupyterhub.pid')
c.ConfigurableHTTPProxy.pid_file = os.path.join(daten, 'proxy.pid')
if E.get('ssl_cert') and E.get('ssl_key'):
    c.JupyterHub.ssl_cert = E['ssl_cert']
    c.JupyterHub.ssl_key = E['ssl_key']

# --- Anmeldung ----------------------------------------------------------------------------
c.JupyterHub.authenticator_class = 'jupyterhub.auth.PAMAuthenticator'
c.Authenticator.allowed_users = set(E['schueler']) | {E['lehrkraft']}
c.Authenticator.admin_users = {E['lehrkraft']}
c.JupyterHub.admin_access = False  # die Lehrkraft verwaltet Server, öffnet aber keine fremden

# --- Die Tafel der Lehrkraft ------------------------------------------------------------
# bewerten -tafel als Dienst, den der Hub startet und beendet (docs/klassenserver.md). Er
# läuft als root wie der Hub: Er liest ~/kisuche/exercises jeder Person und prüft ihre
# Dateien im Sandkasten von bewerten. Sein Zustand liegt nur in seinem Speicher und in
# DATEN/tafel (nur root). Jede Person darf den Dienst aufrufen (Rolle user) – so bekommen
# Schülerinnen und Schüler die deutsche Seite „Nicht erlaubt“ der Tafel statt eines Fehlers
# des Hubs –, sehen darf ihn nur, wessen Token den eigenen Scope der Tafel trägt: die
# Lehrkraft über ihre Rolle.
dienste, rollen = [], []
if E.get('tafel', True):  # scripts/klassenserver.sh --ohne-tafel: ohne (nur für Messungen)
    tafel_erlaubnis = 'custom:kisuche-tafel:ansehen'  # wie TafelErlaubnis in cmd/bewerten/tafel.go
    tafel_port = int(E.get('tafel_port', 8002))
    tafel_ordner = os.path.join(daten, 'tafel')
    os.makedirs(os.path.join(tafel_ordner, 'tmp'), mode=0o700, exist_ok=True)
    os.chmod(tafel_ordner, 0o700)
    tafel_konten = os.path.join(tafel_ordner, 'konten.txt')
    with open(tafel_konten, 'w', encoding='utf-8') as f:
        f.write('\n'.join(E['schueler']) + '\n')
    c.JupyterHub.custom_scopes = {
        tafel_erlaubnis: {'description': 'Die Tafel der Klasse sehen: wer an welcher Aufgabe steht.'},
    }
    dienste.append({
        'name': 'kisuche-tafel',
        'display': True,
        'url': 'http://127.0.0.1:%d' % tafel_port,
        'command': [os.path.join(projekt, 'bin', 'bewerten'), '-tafel', '127.0.0.1:%d' % tafel_port,
                    '-homes', tafel_konten, '-im-home', E.get('ordner_im_home', 'kisuche') + '/exercises'],
        'cwd': tafel_ordner,
        'environment': {
            'PATH': ':'.join([E['go'], '/usr/local/bin', '/usr/bin', '/bin']),
            'HOME': tafel_ordner,
            'XDG_CACHE_HOME': os.path.join(tafel_ordner, 'cache'),
            'TMPDIR': os.path.join(tafel_ordner, 'tmp'),
            'GOTOOLCHAIN': 'local',
            'GOTELEMETRY': 'off',
            'LANG': 'C.UTF-8',
        },
        'oauth_no_confirm': True,
        'oauth_client_allowed_scopes': [tafel_erlaubnis],
    })
    rollen += [
        {'name': 'user', 'description': 'Standardrechte und die Tafel aufrufen (sie prüft selbst, wer sie sehen darf)',
         'scopes': ['self', 'access:services!service=kisuche-tafel']},
        {'name': 'kisuche-tafel-lehrkraft', 'description': 'Die Tafel der Klasse sehen',
         'scopes': [tafel_erlaubnis, 'access:services!service=kisuche-tafel'], 'users': [E['lehrkraft']]},
    ]

# Ein Dienst mit Token, falls angegeben (der Lasttest: Server starten und beobachten).
if E.get('dienst_token'):
    dienste.append({'name': 'kisuche-lasttest', 'api_token': E['dienst_token']})
    rollen.append({
        'name': 'kisuche-lasttest',
        'scopes': ['admin:users', 'admin:servers', 'list:users', 'read:users'],
        'services': ['kisuche-lasttest'],
    })
c.JupyterHub.services = dienste
c.JupyterHub.load_roles = rollen

# --- Server jeder Person ------------------------------------------------------------------
ordner = E.get('ordner_im_home', 'kisuche')
gobin = os.path.join(projekt, 'bin')
gemeinsam = E['go']  # GOROOT/bin des Go, mit dem der Klassenserver eingerichtet wurde
build_vorlage = os.path.join(daten, 'go-build-vorlage')
build_caches = os.path.join(daten, 'go-build')
jupyter_pfad = E.get('jupyter_pfad', '')  # Ordner mit kernels/kisuche, falls nicht systemweit


def build_cache(name, procs=()):
    """Ordner des Build-Caches von name: beim ersten Mal harte Links auf die Vorlage (die
    Befehle rechnen in den cgroups procs, siehe in_gruppen)."""
    ziel = os.path.join(build_caches, name)
    if os.path.isdir(ziel):
        return ziel
    os.makedirs(build_caches, mode=0o755, exist_ok=True)
    tmp = ziel + '.neu'
    shutil.rmtree(tmp, ignore_errors=True)
    if os.path.isdir(build_vorlage):
        # cp -al: gleiche Dateien (root, schreibgeschützt), eigene Ordner; auf einem anderen
        # Dateisystem als Kopie.
        if subprocess.run(in_gruppen(procs, ['cp', '-al', build_vorlage, tmp])).returncode != 0:
            shutil.rmtree(tmp, ignore_errors=True)
            subprocess.run(in_gruppen(procs, ['cp', '-a', build_vorlage, tmp]), check=True)
    else:
        os.makedirs(tmp)
    # Nur die Ordner gehören der Person (innere zuerst); die Dateien bleiben root.
    subprocess.run(in_gruppen(procs, ['find', tmp, '-depth', '-type', 'd', '-exec', 'chown', '-h', name + ':', '{}', '+']),
                   check=True)
    os.rename(tmp, ziel)
    return ziel


def kurs_kopieren(name, procs=()):
    """Kopiert die Kursdateien nach ~/ordner, als die Person und ohne zu überschreiben (in
    den cgroups procs)."""
    home = pwd.getpwnam(name).pw_dir
    quelle = os.path.join(projekt, 'kurs')
    # runuser: als die Person (keine Schreibrechte von root in ihrem Home); cp -n: nie überschreiben.
    subprocess.run(in_gruppen(procs, ['runuser', '-u', name, '--', 'bash', '-c',
                                      'umask 022 && mkdir -p "$1" && cp -Rn "$2/." "$1/"', '_',
                                      os.path.join(home, ordner), quelle]), check=True)


def kurs_und_cache(name, procs=()):
    """Kopiert den Kurs für name und legt seinen Build-Cache an (in den cgroups procs)."""
    kurs_kopieren(name, procs)
    build_cache(name, procs)


def in_gruppen(procs, befehl):
    """Der Befehl befehl, der zuerst in die cgroups procs (Dateien cgroup.procs) wechselt."""
    if not procs:
        return befehl
    skript = 'n=$1; shift; while [ "$n" -gt 0 ]; do echo $$ > "$1" 2>/dev/null || :; shift; n=$((n-1)); done; exec "$@"'
    return ['sh', '-c', skript, 'sh', str(len(procs)), *procs, *befehl]


async def vor_dem_start(spawner):
    """Setzt die Umgebung des Servers der Person (Go, Caches, Arbeitskopie).

    Kurs und Build-Cache legt KlassenSpawner.start an, in der Reihe der Starts."""
    name = spawner.user.name
    home = pwd.getpwnam(name).pw_dir
    env = {
        'PATH': ':'.join([gobin, gemeinsam, '/usr/local/bin', '/usr/bin', '/bin']),
        'GOBIN': gobin,
        'GOMODCACHE': os.path.join(daten, 'go-mod'),
        'GOCACHE': os.path.join(build_caches, name),
        'GOFLAGS': '-trimpath',
        'GOPROXY': 'off',
        'GOTOOLCHAIN': 'local',
        'GOTELEMETRY': 'off',
        'KISUCHE_ARBEITSKOPIE': os.path.join(home, ordner),
    }
    if jupyter_pfad:
        env['JUPYTER_PATH'] = jupyter_pfad
    spawner.environment.update(env)


c.Spawner.pre_spawn_hook = vor_dem_start
c.Spawner.notebook_dir = '~/' + ordner
c.Spawner.default_url = '/tree/notebooks'
c.Spawner.cmd = ['jupyterhub-singleuser']
c.Spawner.start_timeout = int(E.get('start_zeit', 120))
c.Spawner.http_timeout = int(E.get('start_zeit', 120))
c.Spawner.mem_limit = E.get('speicher') or None  # z. B. "1500M"
c.Spawner.cpu_limit = float(E['cpu']) if E.get('cpu') else None  # z. B. 1.0
prozesse = int(E.get('prozesse', 512))


def bytes_aus(text):
    """'1500M', '2G', '512K' oder eine Zahl in Bytes; None, wenn leer."""
    if not text:
        return None
    text = str(text).strip().upper()
    faktor = {'K': 1 << 10, 'M': 1 << 20, 'G': 1 << 30, 'T': 1 << 40}.get(text[-1:], 1)
    return int(float(text.rstrip('KMGT')) * faktor)


def _eigene_cgroup(controller):
    """Pfad der cgroup dieses Prozesses (v1: für controller, v2: die einzige)."""
    with open('/proc/self/cgroup') as f:
        for zeile in f:
            _, namen, pfad = zeile.rstrip('\n').split(':', 2)
            if (controller and controller in namen.split(',')) or (not controller and namen == ''):
                return pfad
    return None


def cgroup_ordner(name):
    """Legt die cgroups für name an und gibt die Dateien zurück, in die die PID gehört."""
    procs = []
    speicher = bytes_aus(c.Spawner.mem_limit)
    cpu = c.Spawner.cpu_limit
    if os.path.exists('/sys/fs/cgroup/cgroup.controllers'):  # cgroup v2
        eltern = '/sys/fs/cgroup' + (_eigene_cgroup(None) or '/') + '/kisuche'
        try:
            os.makedirs(eltern, exist_ok=True)
            with open(os.path.join(os.path.dirname(eltern), 'cgroup.subtree_control'), 'w') as f:
                f.write('+memory +cpu +pids')
            with open(os.path.join(eltern, 'cgroup.subtree_control'), 'w') as f:
                f.write('+memory +cpu +pids')
            g = os.path.join(eltern, name)
            os.makedirs(g, exist_ok=True)
            werte = {'pids.max': str(prozesse)}
            if speicher:
                werte['memory.max'] = str(speicher)
            if cpu:
                werte['cpu.max'] = '%d 100000' % int(cpu * 100000)
            for k, v in werte.items():
                with open(os.path.join(g, k), 'w') as f:
                    f.write(v)
            return [os.path.join(g, 'cgroup.procs')]
        except OSError:
            return []
    for controller, werte in (('memory', {'memory.limit_in_bytes': speicher}),
                              ('cpu', {'cpu.cfs_period_us': 100000,
                                       'cpu.cfs_quota_us': int(cpu * 100000) if cpu else None}),
                              ('pids', {'pids.max': prozesse})):
        basis = '/sys/fs/cgroup/' + controller
        eigen = _eigene_cgroup(controller)
        if not os.path.isdir(basis) or eigen is None:
            continue
        g = os.path.join(basis + eigen, 'kisuche', name)
        try:
            os.makedirs(g, exist_ok=True)
            for k, v in werte.items():
                if v is not None:
                    with open(os.path.join(g, k), 'w') as f:
                        f.write(str(v))
            procs.append(os.path.join(g, 'cgroup.procs'))
        except OSError:
            continue
    return procs


# Wie viele Server zugleich starten. Ein Start kostet knapp 1 CPU-s (Python lädt Jupyter, cp,
# chown). Starten 20 zugleich und teilen sich die Kerne, ist jeder erst fertig, wenn fast alle
# fertig sind (Median ≈ letzter, 11 s auf 2 Kernen). Der Reihe nach, so viele zugleich wie
# Kerne und mit Vorrang vor den Zellen (cpu_gewicht), ist die erste Hälfte in der halben Zeit
# fertig (Median 5,7 s), und die letzte Person wartet nicht länger.
starts_zugleich = int(E.get('starts_zugleich') or os.cpu_count() or 1)
_startplaetze = None  # asyncio.Semaphore(starts_zugleich), in der Ereignisschleife des Hubs


async def _angenommen(ip, port, laeuft, frist):
    """Wartet, bis der Server auf ip:port Verbindungen annimmt, er endet oder frist abläuft."""
    ende = asyncio.get_running_loop().time() + frist
    while asyncio.get_running_loop().time() < ende and laeuft():
        try:
            _, w = await asyncio.open_connection(ip, port)
            w.close()
            return
        except OSError:
            await asyncio.sleep(0.05)


def cpu_gewicht(gruppen, start):
    """Gewicht der cgroups einer Person beim Teilen der Kerne: während ihr Server startet das
    Hundertfache, danach wie alle. Jede Person hat ihre eigene cgroup, und cgroups teilen die
    Kerne nach Gewicht, nicht nach nice: Neben 18 rechnenden Kerneln bekäme ein startender
    Server sonst ein Zwanzigstel der Kerne und bräuchte 3 s statt 0,7 s (K = 20, BENCHMARKS.md)."""
    for g in gruppen:
        for datei, normal in (('cpu.weight', 100), ('cpu.shares', 1024)):  # cgroup v2, v1
            pfad = os.path.join(g, datei)
            if os.path.exists(pfad):
                try:
                    with open(pfad, 'w') as f:
                        f.write(str(normal * 100 if start else normal))
                except OSError:
                    pass


class KlassenSpawner(LocalProcessSpawner):
    """LocalProcessSpawner, der den Server jeder Person in ihre eigenen cgroups setzt und
    die Server der Reihe nach startet (starts_zugleich auf einmal)."""

    async def start(self):
        global _startplaetze
        if _startplaetze is None:
            _startplaetze = asyncio.Semaphore(starts_zugleich)
        async with _startplaetze:  # gerecht: wer zuerst kommt, startet zuerst
            procs = self._cgroup_procs = cgroup_ordner(self.user.name)  # auch für make_preexec_fn
            gruppen = [os.path.dirname(p) for p in procs]
            cpu_gewicht(gruppen, start=True)
            try:
                await asyncio.to_thread(kurs_und_cache, self.user.name, procs)
                ip, port = await super().start()
                await _angenommen(ip, port, lambda: self.proc is not None and self.proc.poll() is None,
                                  self.start_timeout)
            finally:
                cpu_gewicht(gruppen, start=False)
        return ip, port

    def make_preexec_fn(self, name):
        setuid = super().make_preexec_fn(name)
        procs = self._cgroup_procs  # von start angelegt, das super().start() aufruft

        def preexec():
            # Im Kindprozess, noch als root: erst in die cgroups, dann die Rechte abgeben.
            for p in procs:
                try:
                    fd = os.open(p, os.O_WRONLY)
                    os.write(fd, str(os.getpid()).encode())
                    os.close(fd)
                except OSError:
                    pass
            setuid()

        return preexec


c.JupyterHub.spawner_class = KlassenSpawner
# Server ohne Aktivität beendet JupyterHub 3.0 nicht selbst; Kernel schon: nach einer Stunde.
c.Spawner.args = ['--MappingKernelManager.cull_idle_timeout=3600',
                  '--MappingKernelManager.cull_interval=300']
