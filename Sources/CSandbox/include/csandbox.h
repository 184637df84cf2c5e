/*
 * The kernel interfaces a plugin worker's sandbox needs that Swift's Glibc module does not
 * expose: the seccomp-bpf filter (built here, as OpenSSH builds its own, so that the allowlist
 * reads as one list), Landlock, sealed memory files and the SIGSYS reporter. Linux only; every
 * function reports failure instead of aborting, so the caller can say which protection is
 * missing and why.
 */
#ifndef CSANDBOX_H
#define CSANDBOX_H

#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

#ifdef __cplusplus
extern "C" {
#endif

/** Exit status of a worker whose plugin made a forbidden system call (the SIGSYS reporter
 *  records the call, then exits with this status). */
#define CS_VIOLATION_EXIT 159

/**
 * Installs the worker's seccomp-bpf allowlist on every thread of the process (TSYNC). `self`
 * is the worker's pid: signals may only be sent to it. Forbidden calls raise SIGSYS (reported
 * by the reporter below); a call that could only disable the reporter kills the process.
 * Needs PR_SET_NO_NEW_PRIVS (set here). Returns 0, or -1 with a sentence in `error`.
 */
int cs_seccomp_install(pid_t self, char *error, size_t capacity);

/**
 * Installs a SIGSYS handler that stores the number of the forbidden system call in
 * `*syscall_slot` (memory shared with the front end) and ends the process with
 * CS_VIOLATION_EXIT. Returns 0 or -1 (errno set).
 */
int cs_install_violation_reporter(volatile int64_t *syscall_slot);

/**
 * Seeds the generator that answers a sandboxed worker's getrandom calls (the seccomp filter
 * traps them and the SIGSYS reporter fills the buffer), and restarts its sequence: after
 * cs_random_seed(s), the bytes getrandom gives are the same on every run for the same s.
 */
void cs_random_seed(uint64_t seed);

/** Fills `buffer` with the next `length` bytes of that generator. */
void cs_random_fill(void *buffer, size_t length);

/** The name of system call `nr` on this architecture, or NULL when not in the table. */
const char *cs_syscall_name(long nr);

/**
 * Restricts file access with Landlock: reading files and directories (and mapping them
 * executable) only beneath `read_paths`, and no writing, creating or removing anywhere.
 * Returns the Landlock ABI version used (> 0), or -1 with a sentence in `error` (kernel
 * without Landlock, or a failed call).
 */
int cs_landlock_restrict(const char *const *read_paths, int count, char *error, size_t capacity);

/** A new memory file (close-on-exec, sealable), or -1 (errno set). */
int cs_memfd_create(const char *name);

/** Seals a memory file against any change: write, grow, shrink, and further seals. 0 or -1. */
int cs_memfd_seal(int fd);

/** Moves the process into new user (when not root) and network namespaces: no network at all.
 *  Returns 0, or -1 with a sentence in `error`. */
int cs_unshare_network(char *error, size_t capacity);

/**
 * Gives up every privilege of the user running the front end: no supplementary groups, real,
 * effective and saved group and user ids `gid` and `uid` (the worker of a root front end runs
 * as nobody, so the kernel's per-user limits apply to it and root's files are not its own).
 * Checks that the old identity cannot be taken back. 0, or -1 with a sentence in `error`.
 */
int cs_drop_identity(uid_t uid, gid_t gid, char *error, size_t capacity);

/** Moves the (single-threaded) process into a new user namespace, so that the count of tasks
 *  that RLIMIT_NPROC bounds is this worker's own. 0, or -1 with a sentence in `error`. */
int cs_unshare_user(char *error, size_t capacity);

/** Sets RLIMIT_NPROC (soft and hard) to `limit`: at most that many tasks (threads included)
 *  for the process's user in its user namespace. 0, or -1 with a sentence in `error`. */
int cs_limit_tasks(unsigned long limit, char *error, size_t capacity);

/**
 * Makes the kernel kill this process (SIGKILL) when the thread that started it exits. Set it
 * after every change of identity (a change of user clears it). Returns 0; 1 when `parent`
 * (> 0) is no longer the parent, i.e. it died before the signal was armed and the caller must
 * exit; -1 when the kernel refused (errno set).
 */
int cs_die_with_parent(pid_t parent);

#ifdef __cplusplus
}
#endif

#endif
