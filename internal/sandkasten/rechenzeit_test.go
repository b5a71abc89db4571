package sandkasten

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestRechenzeitUngerecht(t *testing.T) {
	for _, f := range []struct {
		name, autogroup, cgroups, unterbaum string
		gerecht                             bool
	}{
		{"v1 oben", "1\n", "4:memory:/x\n1:cpu,cpuacct:/\n0::/\n", "", true},
		{"v1 in cpu-cgroup", "1\n", "1:cpu,cpuacct:/docker/abc\n0::/\n", "", false},
		{"v1 nur cpuset darunter", "1\n", "3:cpuset:/a\n2:cpu:/\n", "", true},
		{"v2 ohne cpu-Controller", "1\n", "0::/user.slice/user-1000.slice/session-3.scope\n", "memory pids\n", true},
		{"v2 mit cpu-Controller", "1\n", "0::/user.slice/user-1000.slice/session-3.scope\n", "cpuset cpu io memory pids\n", false},
		{"v2 oben", "1\n", "0::/\n", "cpu\n", true},
		{"Autogroup aus", "0\n", "0::/\n", "", false},
		{"ohne Autogroup", "", "0::/\n", "", false},
	} {
		grund := rechenzeitUngerecht(f.autogroup, f.cgroups, f.unterbaum)
		assert.Equal(t, f.gerecht, grund == "", "%s: %q", f.name, grund)
	}
	n, text := gleichzeitig(3, "Autogroup ist abgeschaltet")
	assert.Equal(t, 1, n)
	assert.Contains(t, text, "eine Abgabe nach der anderen")
	n, _ = gleichzeitig(3, "")
	assert.Equal(t, 3, n)
}
