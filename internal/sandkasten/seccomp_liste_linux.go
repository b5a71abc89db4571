//go:build linux

package sandkasten

// Die Liste des Seccomp-Filters für die Prozesse der Abgaben (bwrap --seccomp): Erlaubt ist
// nur, was ein Go-Programm braucht, das sucht, und was bwrap nach dem Filter noch tut (execve
// des Programms); jeder andere Aufruf endet mit EPERM (seccomp_linux.go). Die Namen gelten
// für amd64 und arm64; die Nummern kommen aus den Tabellen von go-seccomp-bpf.
//
// Herausgefunden mit strace an der Musterlösung und den feindlichen Tests und durch Lesen
// der Go-Laufzeit (runtime/sys_linux_amd64.s, os_linux.go, netpoll_epoll.go,
// set_vma_name_linux.go). Die Probe (probeInnen) ist bewerten selbst, oft dynamisch gegen
// glibc gelinkt: Für den Lader und glibc stehen ein paar Aufrufe mehr in der Liste (access,
// pread64, mprotect, set_tid_address, set_robust_list, rseq, uname, getuid …) – alle ohne
// Wirkung über den eigenen Prozess hinaus.
//
// uretprobe und uprobe (amd64) lassen neuere Kerne an jedem Seccomp-Filter vorbei; sie
// wirken nur aus dem Trampolin von uprobes (sonst SIGILL bzw. ENXIO).

// gruppe sind Systemaufrufe mit einem gemeinsamen Grund.
type gruppe struct {
	grund string
	namen []string
}

// erlaubteAufrufe erlaubt der Filter ohne Bedingung.
var erlaubteAufrufe = []gruppe{
	{"Speicher im eigenen Adressraum (RLIMIT_AS zählt alles)",
		[]string{"brk", "mmap", "munmap", "madvise", "mprotect"}},
	{"Threads der Laufzeit und von glibc (clone steht unter bedingteAufrufe)",
		[]string{"futex", "exit", "exit_group", "gettid", "getpid", "sched_yield", "sched_getaffinity",
			"set_tid_address", "set_robust_list", "rseq", "arch_prctl"}},
	{"Signale: Handler, Masken, Unterbrechen der Threads (SIGURG); im eigenen PID-Namensraum gibt es nur die Abgabe",
		[]string{"rt_sigaction", "rt_sigprocmask", "rt_sigreturn", "sigaltstack", "tgkill", "kill", "restart_syscall"}},
	{"Zeit (Fallback, wenn der vDSO fehlt) und Warten",
		[]string{"clock_gettime", "gettimeofday", "nanosleep", "clock_nanosleep"}},
	{"Dateien lesen und die geerbten Pipes: Im Sandkasten ist nichts beschreibbar, zu lesen gibt es /abgabe und /proc (die Laufzeit liest cgroup, mountinfo, auxv)",
		[]string{"read", "write", "close", "openat", "pread64", "lseek", "fstat", "newfstatat", "fstatat",
			"getdents64", "access", "faccessat", "faccessat2"}},
	{"Netpoller von os.File: epoll und eventfd (Kontingent: siehe kontingente)",
		[]string{"epoll_create1", "epoll_ctl", "epoll_pwait", "eventfd2"}},
	{"Start: Zufall, Limits lesen (Go hebt das weiche Limit der Dateien aufs harte), Kernversion, Kennung (Probe)",
		[]string{"getrandom", "prlimit64", "uname", "getuid", "geteuid", "getgid", "getegid"}},
	{"bwrap startet das Programm nach dem Filter; das Siegel (dienst/siegel) verbietet es danach",
		[]string{"execve"}},
}

// nurAuf nennt Aufrufe der Listen, die es nur auf einer Architektur gibt (Name der Tabelle
// von go-seccomp-bpf); auf den anderen fehlen sie ohne Fehler.
var nurAuf = map[string]string{
	"arch_prctl": "x86_64", "access": "x86_64", "newfstatat": "x86_64", "fstatat": "aarch64",
}

// bedingung prüft die unteren 32 Bit eines Arguments – genau die, die der Kern liest: Die
// geprüften Argumente sind int oder unsigned int, und clone nimmt nur die unteren 32 Bit
// der Flags (lower_32_bits in kernel/fork.c).
type bedingung struct {
	arg     int      // Nummer des Arguments (0 bis 5)
	werte   []uint32 // nicht leer: das Argument ist einer dieser Werte
	gesetzt uint32   // diese Bits sind alle gesetzt
	frei    uint32   // keines dieser Bits ist gesetzt
}

// regel erlaubt einen Aufruf nur, wenn alle Bedingungen gelten (sonst EPERM).
type regel struct {
	name        string
	grund       string
	bedingungen []bedingung
}

// Konstanten der Bedingungen (linux/sched.h, linux/prctl.h, linux/fcntl.h, linux/seccomp.h).
const (
	cloneThread       = 0x00010000
	cloneNamensraeume = 0x7e020000 // CLONE_NEWNS|NEWCGROUP|NEWUTS|NEWIPC|NEWUSER|NEWPID|NEWNET
	prSetNoNewPrivs   = 38
	prSetVMA          = 0x53564d41
	fDupfd            = 0
	fGetfd            = 1
	fSetfd            = 2
	fGetfl            = 3
	fSetfl            = 4
	fDupfdCloexec     = 1030
	seccompSetFilter  = 1 // SECCOMP_SET_MODE_FILTER
	seccompTsync      = 1 // SECCOMP_FILTER_FLAG_TSYNC
)

// bedingteAufrufe erlaubt der Filter nur mit diesen Argumenten.
var bedingteAufrufe = []regel{
	{"clone", "nur Threads (CLONE_THREAD), keine Prozesse, keine Namensräume",
		[]bedingung{{arg: 0, gesetzt: cloneThread, frei: cloneNamensraeume}}},
	{"prctl", "PR_SET_NO_NEW_PRIVS (das Siegel) und PR_SET_VMA (die Laufzeit benennt ihre Speicherbereiche); nicht PR_SET_PDEATHSIG: Das Todessignal, das bwrap gesetzt hat, bleibt",
		[]bedingung{{arg: 0, werte: []uint32{prSetNoNewPrivs, prSetVMA}}}},
	{"fcntl", "Deskriptoren duplizieren und Flags lesen und setzen (os.File); nicht F_SETPIPE_SZ (Pipe-Puffer zählen pro Benutzer), keine Sperren, Leases, dnotify oder Eigentümer",
		[]bedingung{{arg: 1, werte: []uint32{fDupfd, fGetfd, fSetfd, fGetfl, fSetfl, fDupfdCloexec}}}},
	{"seccomp", "das Siegel: ein weiterer Filter für alle Threads, ohne SECCOMP_FILTER_FLAG_LOG und ohne Benachrichtigungen",
		[]bedingung{{arg: 0, werte: []uint32{seccompSetFilter}}, {arg: 1, werte: []uint32{seccompTsync}}}},
}

// fehlendeAufrufe enden mit ENOSYS statt EPERM: Die Go-Laufzeit und glibc nehmen dann den
// älteren Aufruf. clone3 kann seccomp nicht prüfen (die Flags stehen im Speicher).
var fehlendeAufrufe = []string{"clone3"}

// verweigerteAufrufe darf der Filter nie erlauben (seccomp_linux.go prüft das beim
// Zusammensetzen; die Tests rufen jeden im Sandkasten auf). Die Liste ist nicht
// vollständig – verboten ist alles, was oben nicht steht –, sie nennt, worauf es ankommt.
var verweigerteAufrufe = []gruppe{
	{"neue Prozesse und Programme", []string{"fork", "vfork", "execveat"}},
	{"Netz: Sockets jeder Familie, auch AF_UNIX", []string{"socket", "socketpair", "connect", "accept", "accept4",
		"bind", "listen", "sendto", "recvfrom", "sendmsg", "recvmsg", "sendmmsg", "recvmmsg", "shutdown",
		"getsockopt", "setsockopt", "getsockname", "getpeername"}},
	{"Speicher außerhalb des Adressraums oder gesperrter Speicher", []string{"memfd_create", "memfd_secret",
		"shmget", "shmat", "shmctl", "shmdt", "semget", "semop", "semctl", "semtimedop",
		"msgget", "msgsnd", "msgrcv", "msgctl", "mq_open", "mq_unlink", "mq_timedsend", "mq_timedreceive",
		"mq_notify", "mq_getsetattr", "mlock", "mlock2", "mlockall", "remap_file_pages"}},
	{"Kontingente pro Benutzer (außerhalb des Sandkastens die Kennung der Lehrkraft)", []string{
		"inotify_init", "inotify_init1", "inotify_add_watch", "inotify_rm_watch", "fanotify_init", "fanotify_mark",
		"pipe", "pipe2", "add_key", "request_key", "keyctl", "timer_create", "rt_sigqueueinfo", "rt_tgsigqueueinfo"}},
	{"Schnittstellen des Kerns mit eigener Angriffsfläche", []string{"io_uring_setup", "io_uring_enter",
		"io_uring_register", "bpf", "userfaultfd", "perf_event_open", "ioctl"}},
	{"Griffe auf andere Prozesse", []string{"ptrace", "process_vm_readv", "process_vm_writev", "pidfd_open",
		"pidfd_getfd", "pidfd_send_signal", "kcmp", "process_madvise", "process_mrelease"}},
	{"Namensräume, Mounts und Dateigriffe", []string{"unshare", "setns", "mount", "umount2", "pivot_root",
		"chroot", "open_tree", "move_mount", "fsopen", "fsconfig", "fsmount", "fspick", "mount_setattr",
		"name_to_handle_at", "open_by_handle_at"}},
	{"das System", []string{"reboot", "kexec_load", "kexec_file_load", "init_module", "finit_module",
		"delete_module", "swapon", "swapoff", "acct", "iopl", "ioperm", "vhangup"}},
}

// Kontingente pro Benutzer: Der Kern zählt manches pro Benutzerkennung, und zwar auch für
// Prozesse in einem Benutzer-Namensraum bei der Kennung außerhalb – ohne root ist das die
// Kennung der Lehrkraft, alle Abgaben teilen sie mit ihr. Was eine Abgabe davon ausgeben
// könnte:
//
//   - inotify (Instanzen, Beobachtungen), fanotify, Schlüssel (keyctl), POSIX-Nachrichten
//     (RLIMIT_MSGQUEUE), gesperrter Speicher (mlock, SysV-Shared-Memory, io_uring, BPF,
//     perf), Benutzer-Namensräume, Sockets (Deskriptoren im Flug): verweigert der Filter.
//   - Pipe-Puffer (fs.pipe-user-pages-*): pipe und pipe2 sind verweigert, fcntl nur ohne
//     F_SETPIPE_SZ erlaubt; die geerbten Pipes (Verbindung, Ausgaben) hat der Prüfer angelegt,
//     ihre Puffer wachsen nicht.
//   - Prozesse (RLIMIT_NPROC): erreichbar, aber pro Sandkasten auf maxThreads begrenzt
//     (helfer setzt RLIMIT_NPROC im Benutzer-Namensraum von bwrap); draußen zählen höchstens
//     maxThreads pro laufender Aufgabe zur Kennung.
//   - Wartende Signale (RLIMIT_SIGPENDING, jeder Thread kann sich Echtzeitsignale schicken):
//     erreichbar, pro Sandkasten auf maxSignale begrenzt (helfer).
//   - epoll-Beobachtungen (fs.epoll.max_user_watches, ein paar Prozent des Speichers):
//     erreichbar, aber jede braucht einen offenen Deskriptor in einer epoll-Instanz, die
//     selbst einer ist – bei 256 Deskriptoren (RLIMIT_NOFILE) höchstens 256² = 65536 pro
//     Aufgabe, weit unter der Grenze.
//   - Timer (timer_create, jeder hält ein wartendes Signal): verweigert; die Laufzeit
//     braucht sie nur zum Profilieren.
