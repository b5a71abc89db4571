"""Konformitätstest des Kernels „Go (KI-Suche)“ mit jupyter_kernel_test (Debian:
python3-jupyter-kernel-test), aufgerufen von kernel_test.go. Was GoNB nicht kann, ist
übersprungen und unten begründet."""
import unittest

import jupyter_kernel_test

IMPORT = 'import "github.com/kisuche/kisuche/lesson"\n\n%%\n'


class KISucheKernel(jupyter_kernel_test.KernelTests):
    kernel_name = "kisuche"
    language_name = "go"
    file_extension = ".go"

    code_hello_world = '%%\nfmt.Println("hello, world")'
    code_stderr = '%%\nfmt.Fprintln(os.Stderr, "Fehler")'
    code_generate_error = '%%\npanic("absichtlich")'
    code_display_data = [
        # gonbui.Sync wartet, bis Jupyter die Anzeige hat – sonst geht sie verloren, wenn die
        # Zelle auf einem ausgelasteten Rechner endet, bevor GoNB sie weitergereicht hat.
        {"code": 'import "github.com/janpfeifer/gonb/gonbui"\n\n%%\ngonbui.DisplayHTML("<b>fett</b>")\ngonbui.Sync()',
         "mime": "text/html"},
    ]
    code_inspect_sample = IMPORT + "lesson.BreitensucheGraph"
    # Vervollständigung: die genauen Treffer prüft test_vervollstaendigung_lesson.
    completion_samples = [{"text": IMPORT + "lesson.Breitensu"}]

    # Nicht unterstützt von GoNB 0.11.5 (übersprungen, weil leer):
    # - code_execute_result: GoNB liefert keine execute_result-Nachrichten, nur stream und
    #   display_data;
    # - complete/incomplete/invalid_code_samples: GoNB beantwortet is_complete_request nicht
    #   inhaltlich;
    # - code_history_pattern: GoNB führt keine Historie (history_request);
    # - code_page_something, code_clear_output: keine Pager- bzw. clear_output-Nachrichten.

    def test_error(self):
        """Ein Fehler kommt als error-Nachricht und execute_reply mit status error. GoNB
        schickt dazu den Stacktrace auf stderr – mehr als die eine Nachricht, die der
        Standardtest erwartet; deshalb diese etwas weitere Fassung."""
        self.flush_channels()
        reply, ausgabe = self.execute_helper(self.code_generate_error)
        self.assertEqual(reply["content"]["status"], "error")
        fehler = [m for m in ausgabe if m["msg_type"] == "error"]
        self.assertEqual(len(fehler), 1, [m["msg_type"] for m in ausgabe])

    def test_completion(self):
        """Der Standardtest der Vervollständigung, nachdem gopls das Modul geladen hat: Die
        erste Anfrage nach dem Start des Kernels beantwortet GoNB mit einem Fehler, wenn gopls
        länger als GoNBs Frist braucht (auf einem ausgelasteten Rechner über 20 s). Das ist
        die Wartezeit beim ersten Tab (BENCHMARKS.md, „Ein Sitzplatz neben Python“); hier
        geht es um die Form der Antworten."""
        self.warte_auf_gopls()
        super().test_completion()

    def warte_auf_gopls(self):
        """Fragt nach Vervollständigungen, bis gopls mit Treffern antwortet (höchstens 3 min)."""
        import time
        ende = time.monotonic() + 180
        while True:
            self.flush_channels()
            self.kc.complete(IMPORT + "lesson.Breitensu")
            reply = self.get_non_kernel_info_reply(timeout=120)
            if reply["content"].get("matches") or time.monotonic() > ende:
                return
            time.sleep(1)

    def test_vervollstaendigung_lesson(self):
        """Tab nach lesson.Breitensu bietet die Breitensuchen der Bibliothek an."""
        self.flush_channels()
        text = IMPORT + "lesson.Breitensu"
        msg_id = self.kc.complete(text)
        reply = self.get_non_kernel_info_reply(timeout=120)
        self.assertEqual(reply["parent_header"]["msg_id"], msg_id)
        treffer = set(reply["content"]["matches"])
        self.assertTrue({"Breitensuche", "BreitensucheGraph"} <= treffer, treffer)

    def test_hilfe_lesson(self):
        """Umschalt+Tab auf lesson.BreitensucheGraph zeigt den deutschen Doc-Kommentar."""
        self.flush_channels()
        msg_id = self.kc.inspect(IMPORT + "lesson.BreitensucheGraph")
        reply = self.get_non_kernel_info_reply(timeout=120)
        self.assertEqual(reply["parent_header"]["msg_id"], msg_id)
        daten = reply["content"]["data"]
        text = daten.get("text/plain", "") + daten.get("text/markdown", "") + daten.get("text/html", "")
        self.assertIn("Closed List", text)

    def test_bibliothek_ohne_einrichtung(self):
        """Die Bibliothek ist ohne Einrichtungszelle importierbar."""
        self.flush_channels()
        reply, ausgabe = self.execute_helper(
            'import "github.com/kisuche/kisuche/lesson/puzzle"\n\n%%\nfmt.Print(puzzle.MoeglicheZuege("CBD AFGEH"))')
        self.assertEqual(reply["content"]["status"], "ok")
        texte = "".join(m["content"].get("text", "") for m in ausgabe if m["msg_type"] == "stream")
        self.assertEqual(texte, "[0 4 6] <nil>")


if __name__ == "__main__":
    unittest.main()
