package siegel

const (
	siegelArch = 0xc00000b7 // AUDIT_ARCH_AARCH64
	nrExecve   = 221
	nrExecveat = 281
	nrSeccomp  = 277
)
