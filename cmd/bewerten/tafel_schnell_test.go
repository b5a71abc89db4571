package main

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestNurLoopback: Ohne Hub zeigt bewerten die Tafel nur auf Adressen dieses Rechners.
func TestNurLoopback(t *testing.T) {
	for adresse, erwartet := range map[string]bool{
		"127.0.0.1:8080": true, "127.3.4.5:80": true, "[::1]:8080": true, "localhost:8080": true,
		"0.0.0.0:8080": false, ":8080": false, "[::]:8080": false, "192.168.1.2:8080": false,
		"beispiel.de:8080": false, "127.0.0.1": false, "": false,
	} {
		assert.Equal(t, erwartet, nurLoopback(adresse), adresse)
	}
}

// TestTafelOhneHubNurLokal: Ohne Hub lehnt bewerten -tafel eine Adresse ab, die andere
// Rechner erreichen (niemand meldet sich an), bevor es irgendetwas startet; eine fehlende
// Quelle meldet es, bevor es lauscht.
func TestTafelOhneHubNurLokal(t *testing.T) {
	t.Setenv("JUPYTERHUB_API_TOKEN", "")
	k := konfiguration{abgaben: filepath.Join(t.TempDir(), "fehlt"), aus: t.TempDir()}
	err := tafelZeigen(context.Background(), k, tafelKonfiguration{adresse: "0.0.0.0:8080"})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "nur auf diesem Rechner")
	// Mit Frist: Ginge es trotz fehlender Quelle weiter, zeigte es die Tafel bis dahin.
	ctx, abbrechen := context.WithTimeout(context.Background(), 5*time.Second)
	defer abbrechen()
	err = tafelZeigen(ctx, k, tafelKonfiguration{adresse: "127.0.0.1:0"})
	require.Error(t, err)
	assert.NotContains(t, err.Error(), "nur auf diesem Rechner")
	assert.Contains(t, err.Error(), "fehlt")
}
