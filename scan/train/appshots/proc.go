package main

import (
	"os/exec"
	"syscall"
)

// procGroup puts a started program in a process group of its own, so that killGroup ends
// it and every child it started (dbus-run-session's bus, soffice.bin).
func procGroup() *syscall.SysProcAttr { return &syscall.SysProcAttr{Setpgid: true} }

func killGroup(cmd *exec.Cmd) {
	if cmd.Process != nil {
		syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
	}
}
