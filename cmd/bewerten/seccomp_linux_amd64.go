package main

// Aufrufnummern für linux/amd64 (arch/x86/entry/syscalls/syscall_64.tbl).
const (
	seccompArch     = 0xc000003e // AUDIT_ARCH_X86_64
	seccompNrGrenze = 0x40000000 // ab hier x32-Aufrufe
	nrClone         = 56
	nrClone3        = 435
	nrPrctl         = 157
)

var verboteneAufrufe = []uint32{
	57, 58, // fork, vfork
	165, 166, 155, 161, // mount, umount2, pivot_root, chroot
	428, 429, 430, 431, 432, 433, 442, // open_tree, move_mount, fsopen, fsconfig, fsmount, fspick, mount_setattr
	101, 310, 311, // ptrace, process_vm_readv, process_vm_writev
	272, 308, // unshare, setns
	248, 249, 250, // add_key, request_key, keyctl
	321,           // bpf
	175, 313, 176, // init_module, finit_module, delete_module
	169, 246, 320, // reboot, kexec_load, kexec_file_load
	167, 168, 163, // swapon, swapoff, acct
	298, 323, // perf_event_open, userfaultfd
	425, 426, 427, // io_uring_setup, io_uring_enter, io_uring_register
	303, 304, // name_to_handle_at, open_by_handle_at
	319, 322, // memfd_create, execveat
	172, 173, 153, // iopl, ioperm, vhangup
	29, 30, 31, 67, // shmget, shmat, shmctl, shmdt
	64, 65, 66, 220, // semget, semop, semctl, semtimedop
	68, 69, 70, 71, // msgget, msgsnd, msgrcv, msgctl
	240,                     // mq_open
	424, 434, 438, 440, 448, // pidfd_send_signal, pidfd_open, pidfd_getfd, process_madvise, process_mrelease
	312, // kcmp
}
