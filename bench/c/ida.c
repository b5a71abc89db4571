/* Einfaches IDA* mit Manhattan-Distanz in C – die Referenz für die Knoten pro Sekunde von
 * lesson/fuenfzehn (BENCHMARKS.md, „IDA* gegen C“). Liest Korfs Stellungen im Format von
 * lesson/fuenfzehn/testdata/korf100.txt (Nummer, 16 Felder, Länge, Knoten; # Kommentar),
 * löst jede Stellung, deren Knotenzahl höchstens MAXKNOTEN ist, und gibt je Stellung
 * Länge und erzeugte Knoten aus, am Ende die Summe, die Zeit und Millionen Knoten/s.
 * Zählweise und Zugreihenfolge wie Korf (1985): Das Loch geht hoch, links, rechts,
 * runter; gezählt wird jeder erzeugte Knoten, die Wurzel einmal.
 * Übersetzen: gcc -O2 -march=native -o ida bench/c/ida.c
 * Aufruf:     ./ida lesson/fuenfzehn/testdata/korf100.txt [MAXKNOTEN]          */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static int feld[16], loch;
static long long erzeugt;
static int schranke, naechste;
static int md[16][16];    /* md[kachel][feld] */
static int ziel[16][4];   /* ziel[feld][zug] oder -1; Züge: hoch, links, rechts, runter */

static int tiefe(int g, int h, int gegen) {
    int f = g + h;
    if (f > schranke) {
        if (f < naechste) naechste = f;
        return 0;
    }
    if (h == 0) return 1;
    for (int z = 0; z < 4; z++) {
        if (z == gegen) continue;
        int n = ziel[loch][z];
        if (n < 0) continue;
        int k = feld[n];
        int d = md[k][loch] - md[k][n];
        feld[loch] = k; feld[n] = 0;
        int alt = loch; loch = n;
        erzeugt++;
        if (tiefe(g + 1, h + d, 3 - z)) return 1;
        loch = alt; feld[n] = k; feld[loch] = 0;
    }
    return 0;
}

static int loese(const int *start) {
    memcpy(feld, start, sizeof feld);
    int h = 0;
    for (int i = 0; i < 16; i++) {
        if (feld[i] == 0) loch = i; else h += md[feld[i]][i];
    }
    schranke = h;
    erzeugt++; /* die Wurzel, einmal für alle Iterationen */
    for (;;) {
        naechste = 1 << 30;
        if (tiefe(0, h, -1)) return schranke;
        schranke = naechste;
    }
}

int main(int argc, char **argv) {
    if (argc < 2) { fprintf(stderr, "Aufruf: ida korf100.txt [MAXKNOTEN]\n"); return 2; }
    long long maxKnoten = argc > 2 ? atoll(argv[2]) : 100000000LL;
    for (int k = 0; k < 16; k++)
        for (int f = 0; f < 16; f++)
            md[k][f] = k == 0 ? 0 : abs(k / 4 - f / 4) + abs(k % 4 - f % 4);
    for (int f = 0; f < 16; f++) {
        ziel[f][0] = f >= 4 ? f - 4 : -1;
        ziel[f][1] = f % 4 > 0 ? f - 1 : -1;
        ziel[f][2] = f % 4 < 3 ? f + 1 : -1;
        ziel[f][3] = f < 12 ? f + 4 : -1;
    }
    FILE *in = fopen(argv[1], "r");
    if (!in) { perror(argv[1]); return 1; }
    char zeile[512];
    long long summe = 0, falsch = 0;
    int anzahl = 0;
    struct timespec t0, t1;
    double sekunden = 0;
    while (fgets(zeile, sizeof zeile, in)) {
        if (zeile[0] == '#' || zeile[0] == '\n') continue;
        int nr, start[16], laenge;
        long long korf;
        char *p = zeile;
        int n;
        if (sscanf(p, "%d%n", &nr, &n) != 1) continue;
        p += n;
        for (int i = 0; i < 16; i++) { sscanf(p, "%d%n", &start[i], &n); p += n; }
        sscanf(p, "%d %lld", &laenge, &korf);
        if (korf > maxKnoten) continue;
        erzeugt = 0;
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t0);
        int l = loese(start);
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t1);
        sekunden += (t1.tv_sec - t0.tv_sec) + (t1.tv_nsec - t0.tv_nsec) / 1e9;
        printf("Nr. %3d: Länge %d (Korf %d), %lld Knoten (Korf %lld)\n", nr, l, laenge, erzeugt, korf);
        if (l != laenge) falsch++;
        summe += erzeugt;
        anzahl++;
    }
    printf("C: %d Stellungen, %lld Knoten, %.3f s CPU, %.1f Mknoten/s, %lld falsche Längen\n",
           anzahl, summe, sekunden, summe / sekunden / 1e6, falsch);
    return falsch != 0;
}
