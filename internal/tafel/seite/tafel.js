// Die Tafel aktualisiert sich selbst: Der Server schickt bei jeder Änderung (Server-Sent
// Events, „ereignisse“) die Tabelle neu, fertig als HTML (auf dem Server maskiert). Bricht
// die Verbindung ab (der Server läuft nicht, die Anmeldung ist abgelaufen), lädt die Seite
// sich nach einer Weile neu – dann meldet sie sich wieder an.
"use strict";
(function () {
  const tafel = document.getElementById("tafel");
  const verbindung = document.getElementById("verbindung");
  const melde = (text, klasse) => { verbindung.textContent = text; verbindung.className = klasse; };
  if (!window.EventSource) {
    setTimeout(() => location.reload(), 5000);
    return;
  }
  const quelle = new EventSource("ereignisse");
  quelle.addEventListener("tafel", (e) => {
    tafel.innerHTML = e.data;
    melde("live", "live");
  });
  quelle.onerror = () => {
    melde("Verbindung unterbrochen – versuche es wieder …", "getrennt");
    if (quelle.readyState === EventSource.CLOSED) {
      setTimeout(() => location.reload(), 10000);
    }
  };
})();
