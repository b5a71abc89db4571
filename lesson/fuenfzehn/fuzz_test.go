package fuenfzehn

import "testing"

// FuzzAusText liest beliebigen Text als Stellung: Gelingt es, ist die Stellung gültig,
// ihre Textform wird wieder zu derselben Stellung, und die Heuristiken sind nicht negativ.
func FuzzAusText(f *testing.F) {
	for _, s := range []string{"5 1 3 4 6 9 7 8 2 10 0 11 13 14 15 12", "1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,0", "", "0 0",
		"1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16", "-1 2 3"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		p, err := AusText(text)
		if err != nil {
			return
		}
		if !p.gueltig() {
			t.Fatalf("AusText(%q) = %v ist ungültig", text, p)
		}
		for _, h := range []Heuristik{FalschePlaetze{}, Manhattan{}, LinearerKonflikt{}} {
			if h.Wert(p) < 0 {
				t.Fatalf("%s(%v) < 0", h.Name(), p)
			}
		}
	})
}

// FuzzKorf prüft Korfs Schreibweise: AusKorfKonvention und IstLoesbarKorf stürzen nie ab,
// und eine gelesene Stellung ist genau dann lösbar, wenn IstLoesbarKorf es sagt.
func FuzzKorf(f *testing.F) {
	f.Add(14, 13, 15, 7, 11, 12, 9, 5, 6, 0, 2, 1, 4, 8, 10, 3)
	f.Add(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15)
	f.Add(200, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, -15)
	f.Fuzz(func(t *testing.T, a, b, c, d, e, g, h, i, j, k, l, m, n, o, p, q int) {
		korf := [16]int{a, b, c, d, e, g, h, i, j, k, l, m, n, o, p, q}
		loesbar := IstLoesbarKorf(korf)
		s, err := AusKorfKonvention(korf)
		if err != nil {
			if loesbar {
				t.Fatalf("%v: ungültig (%v), aber IstLoesbarKorf sagt lösbar", korf, err)
			}
			return
		}
		if loesbar != s.IstLoesbar() {
			t.Fatalf("%v: IstLoesbarKorf = %v, die Stellung %v sagt %v", korf, loesbar, s, s.IstLoesbar())
		}
	})
}
