/*
 * The plugin worker's sandbox, the parts that must be C: a hand-written seccomp-bpf filter (as
 * OpenSSH's sandbox-seccomp-filter.c does: one readable list, no library), the SIGSYS reporter,
 * Landlock and sealed memory files. See csandbox.h for the contract of each function.
 */
#define _GNU_SOURCE
#include "csandbox.h"

#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/landlock.h>
#include <linux/seccomp.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <termios.h>
#include <ucontext.h>
#include <unistd.h>

/* Newer than some distributions' kernel headers (the kernel reports its ABI at run time). */
#ifndef LANDLOCK_ACCESS_FS_REFER
#define LANDLOCK_ACCESS_FS_REFER (1ULL << 13)
#endif
#ifndef LANDLOCK_ACCESS_FS_TRUNCATE
#define LANDLOCK_ACCESS_FS_TRUNCATE (1ULL << 14)
#endif

#if defined(__x86_64__)
#define CS_ARCH AUDIT_ARCH_X86_64
#elif defined(__aarch64__)
#define CS_ARCH AUDIT_ARCH_AARCH64
#else
#error "the worker sandbox knows x86_64 and aarch64"
#endif

#define CS_NR offsetof(struct seccomp_data, nr)
#define CS_ARG(i) offsetof(struct seccomp_data, args[i]) /* low 32 bits on little-endian */

/* ---------------------------------------------------------------------------------------- */
/* The filter, built into a fixed buffer                                                     */
/* ---------------------------------------------------------------------------------------- */

typedef struct {
    struct sock_filter code[512];
    unsigned short count;
    int overflow;
} program;

static void emit(program *p, struct sock_filter f) {
    if (p->count < sizeof p->code / sizeof p->code[0]) p->code[p->count++] = f; else p->overflow = 1;
}

static void load_nr(program *p) { emit(p, (struct sock_filter)BPF_STMT(BPF_LD | BPF_W | BPF_ABS, CS_NR)); }

/* nr → allow. */
static void allow(program *p, long nr) {
    load_nr(p);
    emit(p, (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, (unsigned)nr, 0, 1));
    emit(p, (struct sock_filter)BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW));
}

/* nr → allow when none of `bits` is set in argument `arg`, else trap. */
static void allow_without_bits(program *p, long nr, int arg, unsigned bits) {
    load_nr(p);
    emit(p, (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, (unsigned)nr, 0, 4));
    emit(p, (struct sock_filter)BPF_STMT(BPF_LD | BPF_W | BPF_ABS, CS_ARG(arg)));
    emit(p, (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JSET | BPF_K, bits, 0, 1));
    emit(p, (struct sock_filter)BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_TRAP));
    emit(p, (struct sock_filter)BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW));
}

/* nr → allow when argument `arg` is one of `values` (at most 6), else trap. */
static void allow_if_one_of(program *p, long nr, int arg, const unsigned *values, int n) {
    load_nr(p);
    emit(p, (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, (unsigned)nr, 0, (unsigned char)(n + 3)));
    emit(p, (struct sock_filter)BPF_STMT(BPF_LD | BPF_W | BPF_ABS, CS_ARG(arg)));
    for (int i = 0; i < n; i++)
        emit(p, (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, values[i], (unsigned char)(n - i), 0));
    emit(p, (struct sock_filter)BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_TRAP));
    emit(p, (struct sock_filter)BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW));
}

/* nr → kill the process when argument `arg` equals `value`, else allow. */
static void allow_unless(program *p, long nr, int arg, unsigned value) {
    load_nr(p);
    emit(p, (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, (unsigned)nr, 0, 4));
    emit(p, (struct sock_filter)BPF_STMT(BPF_LD | BPF_W | BPF_ABS, CS_ARG(arg)));
    emit(p, (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, value, 0, 1));
    emit(p, (struct sock_filter)BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_KILL_PROCESS));
    emit(p, (struct sock_filter)BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW));
}

/*
 * A rule with several branches: `begin_rule` emits "nr? else skip the block" and returns the
 * jump's index; `end_rule` points that jump past everything emitted since. The block must end
 * in a return on every path (it is at most 255 instructions, which BPF's jump offsets allow).
 */
static unsigned short begin_rule(program *p, long nr) {
    load_nr(p);
    emit(p, (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, (unsigned)nr, 0, 0));
    return (unsigned short)(p->count - 1);
}

static void end_rule(program *p, unsigned short jump) {
    unsigned distance = (unsigned)(p->count - jump - 1);
    if (distance > 255) { p->overflow = 1; return; }
    if (jump < sizeof p->code / sizeof p->code[0]) p->code[jump].jf = (unsigned char)distance;
}

/* Inside a rule: load argument `arg` (its low 32 bits: every rule below is about an int). */
static void load_arg(program *p, int arg) { emit(p, (struct sock_filter)BPF_STMT(BPF_LD | BPF_W | BPF_ABS, CS_ARG(arg))); }

/* Inside a rule: allow when the loaded value equals one of `values`; falls through otherwise. */
static void allow_values(program *p, const unsigned *values, size_t n) {
    for (size_t i = 0; i < n; i++) {
        emit(p, (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, values[i], 0, 1));
        emit(p, (struct sock_filter)BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW));
    }
}

static void ret(program *p, unsigned action) { emit(p, (struct sock_filter)BPF_STMT(BPF_RET | BPF_K, action)); }

/*
 * fcntl: the descriptor bookkeeping a library needs (duplicate, close-on-exec, status flags,
 * record locks, seals, pipe size), never a command that makes the kernel signal a process
 * (F_SETOWN, F_SETOWN_EX, F_SETSIG with O_ASYNC deliver any signal to any process the user
 * may signal), a lease or a directory notification, and F_SETFL never with O_ASYNC.
 */
static void allow_fcntl(program *p) {
    unsigned short rule = begin_rule(p, __NR_fcntl);
    load_arg(p, 1);
    emit(p, (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, F_SETFL, 0, 4));
    load_arg(p, 2);
    emit(p, (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JSET | BPF_K, O_ASYNC, 0, 1));
    ret(p, SECCOMP_RET_TRAP);
    ret(p, SECCOMP_RET_ALLOW);
    static const unsigned commands[] = {
        F_DUPFD, F_DUPFD_CLOEXEC, F_GETFD, F_SETFD, F_GETFL, F_GETLK, F_SETLK, F_SETLKW,
        F_OFD_GETLK, F_OFD_SETLK, F_OFD_SETLKW, F_ADD_SEALS, F_GET_SEALS, F_GETPIPE_SZ,
    };
    allow_values(p, commands, sizeof commands / sizeof commands[0]);
    ret(p, SECCOMP_RET_TRAP);
    end_rule(p, rule);
}

/*
 * prctl: naming threads and memory, and reading state. Never one that changes the death
 * signal, dumpability, seccomp, no-new-privileges, the child subreaper, the ptracer, the
 * memory map's bounds or capabilities: those are how a plugin would outlive the front end,
 * become traceable, or undo its sandbox.
 */
static void allow_prctl(program *p) {
    unsigned short rule = begin_rule(p, __NR_prctl);
    load_arg(p, 0);
    static const unsigned options[] = {
        PR_SET_NAME, PR_GET_NAME, PR_SET_VMA, PR_GET_PDEATHSIG, PR_GET_DUMPABLE, PR_GET_KEEPCAPS,
        PR_GET_SECCOMP, PR_CAPBSET_READ, PR_GET_TIMERSLACK, PR_GET_CHILD_SUBREAPER,
        PR_GET_NO_NEW_PRIVS, PR_GET_THP_DISABLE,
    };
    allow_values(p, options, sizeof options / sizeof options[0]);
    ret(p, SECCOMP_RET_TRAP);
    end_rule(p, rule);
}

/* The clone flags of a thread (glibc's pthread_create passes these): same memory, files,
 * signal handlers and thread group; no exit signal, no namespace, no tracing, no vfork. */
#define CS_THREAD_REQUIRED (CLONE_VM | CLONE_SIGHAND | CLONE_THREAD)
#define CS_THREAD_ALLOWED (CS_THREAD_REQUIRED | CLONE_FS | CLONE_FILES | CLONE_SYSVSEM | CLONE_SETTLS \
                           | CLONE_PARENT_SETTID | CLONE_CHILD_CLEARTID | CLONE_CHILD_SETTID | CLONE_DETACHED)

/* clone: threads only. The flags are the first argument on every architecture; the kernel
 * reads their low 32 bits (the exit signal is the low byte, which must be 0 for a thread). */
static void allow_threads(program *p) {
    unsigned short rule = begin_rule(p, __NR_clone);
    load_arg(p, 0);
    emit(p, (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JSET | BPF_K, ~(unsigned)CS_THREAD_ALLOWED, 0, 1));
    ret(p, SECCOMP_RET_TRAP);
    emit(p, (struct sock_filter)BPF_STMT(BPF_ALU | BPF_AND | BPF_K, CS_THREAD_REQUIRED));
    emit(p, (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, CS_THREAD_REQUIRED, 0, 1));
    ret(p, SECCOMP_RET_ALLOW);
    ret(p, SECCOMP_RET_TRAP);
    end_rule(p, rule);
}

/* nr → fail with `err` (the call is not made; nothing is reported). */
static void fail_with(program *p, long nr, int err) {
    load_nr(p);
    emit(p, (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, (unsigned)nr, 0, 1));
    emit(p, (struct sock_filter)BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | (err & SECCOMP_RET_DATA)));
}

/*
 * The allowlist. A worker computes (the engine), reads (the sealed plugin, system libraries a
 * plugin links), maps code (dlopen), runs threads, sleeps (live playback) and talks to the
 * front end over the pipes it was given. Everything else — exec, fork, sockets, ptrace, signals
 * to other processes, opening files for writing, creating or removing files, changing the
 * working directory, timers that signal — raises SIGSYS and is reported.
 */
static void build(program *p, pid_t self) {
    /* Only this architecture's system call table; on x86_64 not the x32 one either. */
    emit(p, (struct sock_filter)BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, arch)));
    emit(p, (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, CS_ARCH, 1, 0));
    emit(p, (struct sock_filter)BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_KILL_PROCESS));
#if defined(__x86_64__)
    load_nr(p);
    emit(p, (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JGE | BPF_K, 0x40000000u, 0, 1));
    emit(p, (struct sock_filter)BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_KILL_PROCESS));
#endif
    /* Memory, threads, time. */
    static const long plain[] = {
        __NR_read, __NR_write, __NR_readv, __NR_writev, __NR_pread64, __NR_lseek, __NR_close,
        __NR_fstat, __NR_newfstatat, __NR_statx, __NR_readlinkat, __NR_getcwd, __NR_getdents64,
        __NR_faccessat, __NR_mmap, __NR_mprotect, __NR_munmap, __NR_mremap, __NR_madvise, __NR_brk,
        __NR_futex, __NR_set_robust_list, __NR_get_robust_list, __NR_set_tid_address, __NR_rseq,
        __NR_exit, __NR_exit_group, __NR_rt_sigprocmask, __NR_rt_sigreturn, __NR_sigaltstack,
        __NR_getpid, __NR_gettid, __NR_getppid, __NR_getuid, __NR_geteuid, __NR_getgid, __NR_getegid,
        __NR_clock_gettime, __NR_clock_getres, __NR_clock_nanosleep, __NR_nanosleep,
        __NR_gettimeofday, __NR_sched_yield, __NR_sched_getaffinity, __NR_getrlimit, __NR_uname,
        __NR_sysinfo, __NR_ppoll, __NR_dup, __NR_dup3, __NR_membarrier,
        __NR_epoll_create1, __NR_epoll_ctl, __NR_epoll_pwait, __NR_eventfd2, __NR_timerfd_create,
        __NR_timerfd_settime, __NR_timerfd_gettime, __NR_pipe2,
#if defined(__x86_64__)
        __NR_stat, __NR_lstat, __NR_access, __NR_readlink, __NR_arch_prctl, __NR_poll, __NR_dup2,
        __NR_epoll_wait, __NR_time,
#endif
#ifdef __NR_faccessat2
        __NR_faccessat2,
#endif
    };
    for (size_t i = 0; i < sizeof plain / sizeof plain[0]; i++) allow(p, plain[i]);

    /* Files: read-only opens only (no write, create, truncate, append, temporary file).
     * glibc's __O_TMPFILE includes O_DIRECTORY: the kernel's own bit alone, or opendir()
     * (O_DIRECTORY) of the plugin's folder would count as a temporary file. */
    const unsigned writing = O_WRONLY | O_RDWR | O_CREAT | O_TRUNC | O_APPEND | (__O_TMPFILE & ~O_DIRECTORY);
    allow_without_bits(p, __NR_openat, 2, writing);
#if defined(__x86_64__)
    allow_without_bits(p, __NR_open, 1, writing);
#endif
    /* Threads, never processes. clone3 hides its flags in memory: make glibc fall back to clone. */
    allow_threads(p);
    fail_with(p, __NR_clone3, ENOSYS);
    /* Descriptor bookkeeping and harmless process options, argument by argument. */
    allow_fcntl(p);
    allow_prctl(p);
    /* Signals: only to this process, and never a handler that would silence the reporter. */
    const unsigned me = (unsigned)self, none = 0;
    allow_if_one_of(p, __NR_kill, 0, &me, 1);
    allow_if_one_of(p, __NR_tgkill, 0, &me, 1);
    allow_unless(p, __NR_rt_sigaction, 0, SIGSYS);
    /* Limits of this process only (pid 0). */
    allow_if_one_of(p, __NR_prlimit64, 0, &none, 1);
    /* Terminal queries (isatty, the window size) and non-blocking flags, nothing else: no
     * FIOASYNC or FIOSETOWN (signals again), no TIOCSTI (typing into the user's terminal). */
    const unsigned requests[] = { TCGETS, TIOCGWINSZ, FIONBIO, FIONREAD, FIOCLEX };
    allow_if_one_of(p, __NR_ioctl, 1, requests, 5);
    /* Everything else, getrandom included: reported, except that the reporter answers
     * getrandom itself from the seeded generator (cs_random_seed), so every source of random
     * numbers a plugin has (arc4random, Swift's SystemRandomNumberGenerator) is the same on
     * every run. */
    emit(p, (struct sock_filter)BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_TRAP));
}

int cs_seccomp_install(pid_t self, char *error, size_t capacity) {
    static program p;
    p.count = 0; p.overflow = 0;
    build(&p, self);
    if (p.overflow) { snprintf(error, capacity, "the seccomp filter does not fit its buffer"); return -1; }
    if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) {
        snprintf(error, capacity, "prctl(PR_SET_NO_NEW_PRIVS): %s", strerror(errno));
        return -1;
    }
    struct sock_fprog prog = { .len = p.count, .filter = p.code };
    if (syscall(__NR_seccomp, SECCOMP_SET_MODE_FILTER, SECCOMP_FILTER_FLAG_TSYNC, &prog) != 0) {
        snprintf(error, capacity, "seccomp(SECCOMP_SET_MODE_FILTER): %s", strerror(errno));
        return -1;
    }
    return 0;
}

/* ---------------------------------------------------------------------------------------- */
/* The reporter                                                                               */
/* ---------------------------------------------------------------------------------------- */

static volatile int64_t *violation_slot;

/* The seeded generator behind the emulated getrandom: SplitMix64 over a counter, so a fill is
 * a pure function of the seed and how many words were drawn before it (and async-signal-safe:
 * arithmetic and one atomic add). */
static uint64_t random_seed;
static uint64_t random_counter;

void cs_random_seed(uint64_t seed) {
    __atomic_store_n(&random_seed, seed, __ATOMIC_SEQ_CST);
    __atomic_store_n(&random_counter, 0, __ATOMIC_SEQ_CST);
}

static uint64_t random_next(void) {
    uint64_t z = __atomic_load_n(&random_seed, __ATOMIC_RELAXED) +
                 (__atomic_add_fetch(&random_counter, 1, __ATOMIC_SEQ_CST) * 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

void cs_random_fill(void *buffer, size_t length) {
    unsigned char *out = buffer;
    while (length > 0) {
        uint64_t word = random_next();
        size_t n = length < 8 ? length : 8;
        memcpy(out, &word, n);
        out += n; length -= n;
    }
}

/* Answers a trapped getrandom(buf, len, flags) with `len` bytes of the seeded generator;
 * returns 0 when the architecture's registers are not known here (then it is reported). */
static int emulate_getrandom(void *context) {
#if defined(__x86_64__)
    ucontext_t *uc = context;
    void *buffer = (void *)uc->uc_mcontext.gregs[REG_RDI];
    size_t length = (size_t)uc->uc_mcontext.gregs[REG_RSI];
    if (length > 33554431) length = 33554431; /* the kernel's own cap for one call */
    if (buffer) cs_random_fill(buffer, length);
    uc->uc_mcontext.gregs[REG_RAX] = (greg_t)(buffer ? length : (size_t)-EFAULT);
    return 1;
#elif defined(__aarch64__)
    ucontext_t *uc = context;
    void *buffer = (void *)uc->uc_mcontext.regs[0];
    size_t length = (size_t)uc->uc_mcontext.regs[1];
    if (length > 33554431) length = 33554431;
    if (buffer) cs_random_fill(buffer, length);
    uc->uc_mcontext.regs[0] = buffer ? length : (uint64_t)-EFAULT;
    return 1;
#else
    (void)context;
    return 0;
#endif
}

static void on_sigsys(int sig, siginfo_t *info, void *context) {
    (void)sig;
    if (info->si_syscall == __NR_getrandom && emulate_getrandom(context)) return;
    if (violation_slot) *violation_slot = info->si_syscall;
    syscall(__NR_exit_group, CS_VIOLATION_EXIT);
}

int cs_install_violation_reporter(volatile int64_t *syscall_slot) {
    violation_slot = syscall_slot;
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = on_sigsys;
    sa.sa_flags = SA_SIGINFO;
    sigfillset(&sa.sa_mask);
    return sigaction(SIGSYS, &sa, NULL);
}

const char *cs_syscall_name(long nr) {
#define N(x) if (nr == __NR_##x) return #x;
    N(read) N(write) N(openat) N(close) N(mmap) N(mprotect) N(munmap) N(brk) N(ioctl) N(clone)
    N(clone3) N(execve) N(execveat) N(kill) N(tkill) N(tgkill) N(socket) N(connect) N(bind)
    N(listen) N(accept4) N(sendto) N(recvfrom) N(socketpair) N(ptrace) N(process_vm_readv)
    N(process_vm_writev) N(unlinkat) N(renameat) N(renameat2) N(mkdirat) N(chdir) N(fchdir)
    N(setitimer) N(truncate) N(ftruncate) N(fchmod) N(fchmodat) N(symlinkat) N(linkat) N(mount)
    N(umount2) N(setsid) N(setpgid) N(wait4) N(waitid) N(sched_setaffinity) N(personality)
    N(seccomp) N(unshare) N(setns) N(chroot) N(pivot_root) N(bpf) N(perf_event_open) N(userfaultfd)
    N(io_uring_setup) N(keyctl) N(setuid) N(setgid) N(setresuid) N(setresgid) N(memfd_create)
    N(fsync) N(pwrite64) N(pselect6) N(rt_sigaction) N(prlimit64) N(setrlimit) N(getrlimit)
    N(fchown) N(fchownat) N(utimensat) N(inotify_init1) N(fanotify_init) N(shmget) N(msgget)
    N(semget) N(getpriority) N(setpriority) N(sendmsg) N(recvmsg) N(shutdown) N(getsockname)
    N(getpeername) N(getsockopt) N(setsockopt) N(timer_create) N(flock) N(mknodat) N(sync)
    N(syncfs) N(fdatasync) N(fallocate) N(copy_file_range) N(sendfile) N(splice) N(tee)
    N(vmsplice) N(readlinkat) N(getdents64) N(newfstatat) N(statx) N(faccessat) N(pipe2)
    N(fcntl) N(prctl) N(dup) N(dup3) N(rt_sigqueueinfo) N(rt_tgsigqueueinfo) N(pidfd_open)
    N(pidfd_send_signal) N(pidfd_getfd) N(kcmp) N(openat2) N(timer_settime) N(mq_notify) N(ioprio_set)
    N(sched_setscheduler) N(sched_setparam) N(sched_setattr) N(move_pages) N(migrate_pages) N(mbind)
    N(process_madvise) N(name_to_handle_at) N(open_by_handle_at) N(fanotify_mark) N(inotify_add_watch)
#if defined(__x86_64__)
    N(open) N(creat) N(fork) N(vfork) N(unlink) N(rename) N(mkdir) N(rmdir) N(alarm) N(chmod)
    N(chown) N(lchown) N(symlink) N(link) N(select) N(pause) N(accept) N(mknod) N(stat) N(lstat)
    N(access) N(readlink) N(pipe) N(dup2) N(poll) N(epoll_wait) N(time) N(arch_prctl) N(iopl)
    N(ioperm) N(uselib) N(utime) N(utimes) N(futimesat)
#endif
#undef N
    return NULL;
}

/* ---------------------------------------------------------------------------------------- */
/* Landlock, memory files, namespaces                                                         */
/* ---------------------------------------------------------------------------------------- */

int cs_landlock_restrict(const char *const *read_paths, int count, char *error, size_t capacity) {
#if defined(__NR_landlock_create_ruleset)
    long abi = syscall(__NR_landlock_create_ruleset, NULL, 0, LANDLOCK_CREATE_RULESET_VERSION);
    if (abi < 1) {
        snprintf(error, capacity, "the kernel has no Landlock (%s)", strerror(errno));
        return -1;
    }
    const __u64 read = LANDLOCK_ACCESS_FS_READ_FILE | LANDLOCK_ACCESS_FS_READ_DIR | LANDLOCK_ACCESS_FS_EXECUTE;
    __u64 handled = read | LANDLOCK_ACCESS_FS_WRITE_FILE | LANDLOCK_ACCESS_FS_REMOVE_DIR | LANDLOCK_ACCESS_FS_REMOVE_FILE
        | LANDLOCK_ACCESS_FS_MAKE_CHAR | LANDLOCK_ACCESS_FS_MAKE_DIR | LANDLOCK_ACCESS_FS_MAKE_REG | LANDLOCK_ACCESS_FS_MAKE_SOCK
        | LANDLOCK_ACCESS_FS_MAKE_FIFO | LANDLOCK_ACCESS_FS_MAKE_BLOCK | LANDLOCK_ACCESS_FS_MAKE_SYM;
    if (abi >= 2) handled |= LANDLOCK_ACCESS_FS_REFER;
    if (abi >= 3) handled |= LANDLOCK_ACCESS_FS_TRUNCATE;
    struct landlock_ruleset_attr attr = { .handled_access_fs = handled };
    int ruleset = (int)syscall(__NR_landlock_create_ruleset, &attr, sizeof attr, 0);
    if (ruleset < 0) { snprintf(error, capacity, "landlock_create_ruleset: %s", strerror(errno)); return -1; }
    for (int i = 0; i < count; i++) {
        int dir = open(read_paths[i], O_PATH | O_CLOEXEC);
        if (dir < 0) continue; /* a folder that does not exist grants nothing */
        struct landlock_path_beneath_attr rule = { .allowed_access = read, .parent_fd = dir };
        struct stat st;
        if (fstat(dir, &st) == 0 && !S_ISDIR(st.st_mode)) rule.allowed_access = LANDLOCK_ACCESS_FS_READ_FILE | LANDLOCK_ACCESS_FS_EXECUTE;
        long r = syscall(__NR_landlock_add_rule, ruleset, LANDLOCK_RULE_PATH_BENEATH, &rule, 0);
        close(dir);
        if (r != 0) {
            snprintf(error, capacity, "landlock_add_rule(%s): %s", read_paths[i], strerror(errno));
            close(ruleset);
            return -1;
        }
    }
    if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0 || syscall(__NR_landlock_restrict_self, ruleset, 0) != 0) {
        snprintf(error, capacity, "landlock_restrict_self: %s", strerror(errno));
        close(ruleset);
        return -1;
    }
    close(ruleset);
    return (int)abi;
#else
    (void)read_paths; (void)count;
    snprintf(error, capacity, "built without Landlock headers");
    return -1;
#endif
}

int cs_memfd_create(const char *name) { return memfd_create(name, MFD_CLOEXEC | MFD_ALLOW_SEALING); }

int cs_memfd_seal(int fd) {
    return fcntl(fd, F_ADD_SEALS, F_SEAL_WRITE | F_SEAL_GROW | F_SEAL_SHRINK | F_SEAL_SEAL);
}

int cs_unshare_network(char *error, size_t capacity) {
    /* Root may make a network namespace alone; anyone else needs a user namespace for it. */
    int flags = CLONE_NEWNET | (geteuid() == 0 ? 0 : CLONE_NEWUSER);
    if (unshare(flags) != 0) {
        snprintf(error, capacity, "unshare(%s): %s", geteuid() == 0 ? "CLONE_NEWNET" : "CLONE_NEWUSER | CLONE_NEWNET", strerror(errno));
        return -1;
    }
    return 0;
}

int cs_drop_identity(uid_t uid, gid_t gid, char *error, size_t capacity) {
    if (setgroups(0, NULL) != 0) { snprintf(error, capacity, "setgroups(0): %s", strerror(errno)); return -1; }
    if (setresgid(gid, gid, gid) != 0) { snprintf(error, capacity, "setresgid(%u): %s", (unsigned)gid, strerror(errno)); return -1; }
    if (setresuid(uid, uid, uid) != 0) { snprintf(error, capacity, "setresuid(%u): %s", (unsigned)uid, strerror(errno)); return -1; }
    /* Make sure there is no way back (a saved root id would be one). */
    if (setresuid(0, 0, 0) == 0) { snprintf(error, capacity, "setresuid(0) still succeeds after the drop"); return -1; }
    return 0;
}

int cs_unshare_user(char *error, size_t capacity) {
    if (unshare(CLONE_NEWUSER) != 0) { snprintf(error, capacity, "unshare(CLONE_NEWUSER): %s", strerror(errno)); return -1; }
    return 0;
}

int cs_limit_tasks(unsigned long limit, char *error, size_t capacity) {
    struct rlimit r = { limit, limit };
    if (setrlimit(RLIMIT_NPROC, &r) != 0) { snprintf(error, capacity, "setrlimit(RLIMIT_NPROC, %lu): %s", limit, strerror(errno)); return -1; }
    return 0;
}

int cs_die_with_parent(pid_t parent) {
    if (prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0) != 0) return -1;
    /* The parent may have died before the signal was armed: then nobody will send it. */
    if (parent > 0 && getppid() != parent) return 1;
    return 0;
}
