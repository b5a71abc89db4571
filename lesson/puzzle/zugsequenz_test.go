package puzzle

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Die Ausgabe von zugsequenz_ausfuehren(schwer, loesung, anzeigen=True) aus der Lektion
// „Suche“, Zeichen für Zeichen (mit den Leerzeichen am Zeilenende, wo das freie Feld rechts
// liegt).
const schwerAnzeigeLektion = `
A B C
F   D
G H E

Zug 1: Verschiebe F von Position 3 nach 4:
A B C
  F D
G H E

Zug 2: Verschiebe G von Position 6 nach 3:
A B C
G F D
  H E

Zug 3: Verschiebe H von Position 7 nach 6:
A B C
G F D
H   E

Zug 4: Verschiebe F von Position 4 nach 7:
A B C
G   D
H F E

Zug 5: Verschiebe D von Position 5 nach 4:
A B C
G D  
H F E

Zug 6: Verschiebe E von Position 8 nach 5:
A B C
G D E
H F  

Zug 7: Verschiebe F von Position 7 nach 8:
A B C
G D E
H   F

Zug 8: Verschiebe H von Position 6 nach 7:
A B C
G D E
  H F

Zug 9: Verschiebe G von Position 3 nach 6:
A B C
  D E
G H F

Zug 10: Verschiebe D von Position 4 nach 3:
A B C
D   E
G H F

Zug 11: Verschiebe E von Position 5 nach 4:
A B C
D E  
G H F

Zug 12: Verschiebe F von Position 8 nach 5:
A B C
D E F
G H  
`

func TestZugsequenzMitZugnummernWieLektionSuche(t *testing.T) {
	var b bytes.Buffer
	ende, err := ZugsequenzAusfuehren("ABCF DGHE", []int{3, 6, 7, 4, 5, 8, 7, 6, 3, 4, 5, 8}, Anzeigen(&b), MitZugnummern())
	require.NoError(t, err)
	assert.Equal(t, "ABCDEFGH ", ende)
	assert.Equal(t, schwerAnzeigeLektion[1:], b.String(), "die Anzeige weicht von der Lektion ab")
}

func TestZugsequenzOhneAnzeigeSchreibtNichts(t *testing.T) {
	ende1, err := ZugsequenzAusfuehren("DAC BEGHF", []int{4})
	require.NoError(t, err)
	ende2, err := ZugsequenzAusfuehren("DAC BEGHF", []int{6, 7, 4, 7, 6, 3, 4})
	require.NoError(t, err)
	assert.Equal(t, "DACB EGHF", ende1)
	assert.Equal(t, ende1, ende2, "beide Zugfolgen der Lektion führen in denselben Zustand")
}

func TestZugsequenzFehler(t *testing.T) {
	ende, err := ZugsequenzAusfuehren("CBD AFGEH", []int{0, 8})
	require.ErrorIs(t, err, ErrUngueltigerZug)
	assert.Contains(t, err.Error(), "Zug 2")
	assert.Equal(t, " BDCAFGEH", ende, "geliefert wird der Zustand vor dem fehlerhaften Zug")

	_, err = ZugsequenzAusfuehren("CBD AFGE", []int{0})
	require.ErrorIs(t, err, ErrUngueltigerZustand)
}
