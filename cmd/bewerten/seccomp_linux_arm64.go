package main

// Aufrufnummern für linux/arm64 (include/uapi/asm-generic/unistd.h).
const (
	seccompArch     = 0xc00000b7 // AUDIT_ARCH_AARCH64
	seccompNrGrenze = 0
	nrClone         = 220
	nrClone3        = 435
	nrPrctl         = 167
)

var verboteneAufrufe = []uint32{
	40, 39, 41, 51, // mount, umount2, pivot_root, chroot
	428, 429, 430, 431, 432, 433, 442, // open_tree, move_mount, fsopen, fsconfig, fsmount, fspick, mount_setattr
	117, 270, 271, // ptrace, process_vm_readv, process_vm_writev
	97, 268, // unshare, setns
	217, 218, 219, // add_key, request_key, keyctl
	280,           // bpf
	105, 273, 106, // init_module, finit_module, delete_module
	142, 104, 294, // reboot, kexec_load, kexec_file_load
	224, 225, 89, // swapon, swapoff, acct
	241, 282, // perf_event_open, userfaultfd
	425, 426, 427, // io_uring_setup, io_uring_enter, io_uring_register
	264, 265, // name_to_handle_at, open_by_handle_at
	279, 281, // memfd_create, execveat
	58,                 // vhangup
	194, 196, 195, 197, // shmget, shmat, shmctl, shmdt
	190, 193, 191, 192, // semget, semop, semctl, semtimedop
	186, 189, 188, 187, // msgget, msgsnd, msgrcv, msgctl
	180,                     // mq_open
	424, 434, 438, 440, 448, // pidfd_send_signal, pidfd_open, pidfd_getfd, process_madvise, process_mrelease
	272, // kcmp
}
