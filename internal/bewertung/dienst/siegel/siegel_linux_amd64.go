package siegel

const (
	siegelArch = 0xc000003e // AUDIT_ARCH_X86_64
	nrExecve   = 59
	nrExecveat = 322
	nrSeccomp  = 317
)
