package demo

// waechterSkript macht die Widget-Verbindung von GoNB (v0.11.5) im Browser belastbar. GoNB
// baut sie mit einem eigenen Skript auf (ein zweiter Websocket zu Jupyter, im Browser das
// Objekt gonb_comm) und verliert sie auf einem ausgelasteten Rechner leicht:
//
//   - Das Skript gibt nach 500 ms ohne Bestätigung („#comm_open_ack“) auf und schließt
//     gonb_comm, der Kernel aber hält die Verbindung für offen. Klicks gehen dann nirgends
//     hin, auch die Startwerte der Knöpfe nicht, und das Programm der Zelle wartet für immer.
//     Jupyter (Notebook 6) „stupst“ den Websocket eines belegten Kernels nicht an, bevor es
//     ihn öffnet; die Bestätigung kann also auch ganz verloren gehen.
//   - Der Kernel prüft vor jedem Senden oder Abonnieren der Zelle, ob er in der letzten
//     Sekunde etwas vom Browser gehört hat; sonst schickt er ein Ping und baut die
//     Verbindung neu auf, wenn das Pong nicht binnen 500 ms kommt. Die neue gonb_comm kennt
//     die Abonnements der alten nicht (der Schieberegler zieht nicht mehr mit), und was in
//     der Lücke über die alte Verbindung kommt, verwirft der Kernel.
//
// Das Skript ersetzt darum in jeder neuen gonb_comm das Warten auf die Bestätigung durch ein
// geduldiges (comm_open alle 3 s wiederholt, bis zu 60 s), übernimmt die Abonnements der
// Vorgängerin und meldet sich, solange der Kernel belegt ist, alle 250 ms beim Kernel (so
// kommt es gar nicht erst zum Ping). Es hängt sich dazu in den Konstruktor von WebSocket:
// GoNB weist globalThis.gonb_comm zu, kurz bevor es den Websocket öffnet. Einmal je Seite.
const waechterSkript = `(() => {
	if (globalThis.ks_gonb_waechter || !globalThis.WebSocket) { return; }
	globalThis.ks_gonb_waechter = true;
	const Original = globalThis.WebSocket;
	let letzte = null;
	const haerte = (g) => {
		if (!g || g.ks_gehaertet || typeof g._build_raw_message !== "function") { return; }
		g.ks_gehaertet = true;
		if (letzte && letzte !== g && letzte._address_subscriptions) {
			for (const a of Object.keys(letzte._address_subscriptions)) {
				g._address_subscriptions[a] = Object.assign(g._address_subscriptions[a] || {}, letzte._address_subscriptions[a]);
			}
			Object.assign(g._address_subscriptions_id_to_address, letzte._address_subscriptions_id_to_address);
		}
		letzte = g;
		g._wait_open_ack = function () {
			return new Promise((resolve, reject) => {
				let n = 0;
				const t = setInterval(() => {
					if (this._self_closed || ++n > 20) {
						clearInterval(t);
						reject(Error("keine Bestätigung vom Kernel"));
						return;
					}
					const msg = this._build_raw_message("comm_open");
					msg.content = {comm_id: this._comm_id, target_name: "gonb_comm", kernel_id: this._kernel_id, data: {}};
					this._send(msg);
				}, 3000);
				this._onopen_ack = () => { clearInterval(t); this._onopen_ack = null; resolve(null); };
			});
		};
		if (g._is_connected) { g._is_connected.then(() => { g.ks_verbunden = true; }, () => {}); }
	};
	const Waechter = function (url, protocols) {
		const ws = protocols === undefined ? new Original(url) : new Original(url, protocols);
		const g = globalThis.gonb_comm;
		if (g && url === g._ws_url) { queueMicrotask(() => haerte(g)); }
		return ws;
	};
	Waechter.prototype = Original.prototype;
	for (const k of ["CONNECTING", "OPEN", "CLOSING", "CLOSED"]) { Waechter[k] = Original[k]; }
	globalThis.WebSocket = Waechter;
	setInterval(() => {
		const g = globalThis.gonb_comm;
		if (g && g.ks_verbunden && !g._self_closed && document.querySelector("#kernel_indicator_icon.kernel_busy_icon")) {
			g.send("#kisuche/lebt", 1);
		}
	}, 250);
})();`
