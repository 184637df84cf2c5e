/*
 * A plugin that attacks the kernel boundary of its worker, one way per -DATTACK=N, at the moment
 * -DWHEN=W picks: 0 its constructor (runs inside dlopen, during scans too), 2 create,
 * 3 animate_transition. What it saw is logged through the host's log function as one line
 * starting "kernel-boundary:" (from the constructor and create, the line waits for
 * animate_transition, the first call whose log the trace keeps). Otherwise it
 * is a well-behaved fade animator, so whatever the host reports comes from the attack. Built
 * against animator_plugin.h alone. Its id is "boundary-ATTACK-WHEN".
 *
 * -DVICTIM=pid   the process the signal attacks aim at (the test starts it)
 * -DFOLDER="..." the plugin's own folder (the opendir attack reads it)
 * -DSTEP=N       which call an attack makes first (see each attack)
 * -DNAME="..."   its id instead of boundary-ATTACK-WHEN (several copies in one folder)
 */
#define _GNU_SOURCE
#include <animator_plugin.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <sched.h>
#include <stdarg.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <linux/sockios.h> /* FIOSETOWN */
#include <sys/prctl.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#define ATTACK_SIGIO 1        /* makes the kernel send SIGKILL to VICTIM through a pipe's owner (STEP picks the first call) */
#define ATTACK_PDEATHSIG 2    /* clears its parent-death signal, to outlive the front end */
#define ATTACK_DUMPABLE 3     /* makes itself dumpable (traceable, /proc readable by its user) */
#define ATTACK_CLONE_NS 4     /* starts a thread in a new network namespace (STEP 1: a "thread" with an exit signal) */
#define ATTACK_THREAD_BOMB 5  /* starts threads until it cannot, and keeps them */
#define ATTACK_DESCRIPTORS 6  /* looks for descriptors it was not given, writes and reads them */
#define ATTACK_OPENDIR 7      /* lists its own folder and another, and makes the harmless calls a library makes */
#define ATTACK_SLEEP 8        /* sleeps for two minutes (a worker that is alive when the front end ends) */

#ifndef ATTACK
#error "build with -DATTACK=N"
#endif
#ifndef WHEN
#define WHEN 3
#endif
#ifndef VICTIM
#define VICTIM 0
#endif
#ifndef FOLDER
#define FOLDER "/nonexistent"
#endif
#ifndef STEP
#define STEP 0
#endif
#define STR2(x) #x
#define STR(x) STR2(x)
#ifndef NAME
#define NAME "boundary-" STR(ATTACK) "-" STR(WHEN)
#endif

static char seen[4096];      /* what the attack observed, logged at the next chance */
static const ap_host *logger;

static void note(const char *format, ...) __attribute__((format(printf, 1, 2)));
static void note(const char *format, ...) {
    size_t used = strlen(seen);
    if (used >= sizeof seen - 1) return;
    va_list ap;
    va_start(ap, format);
    vsnprintf(seen + used, sizeof seen - used, format, ap);
    va_end(ap);
}

static void flush_notes(void) {
    if (!logger || !seen[0]) return;
    char line[sizeof seen + 32];
    snprintf(line, sizeof line, "kernel-boundary: %s", seen);
    logger->log(logger, AP_LOG_INFO, line);
    seen[0] = 0;
}

/* The SIGIO route to another process: the read end of a pipe owned by VICTIM, signal SIGKILL
 * instead of SIGIO, asynchronous notification on; then data arrives. STEP picks which of the
 * calls comes first (each one alone is enough to be refused). */
static void sigio_attack(void) {
    int p[2];
    if (pipe2(p, O_CLOEXEC) != 0) { note("pipe2 failed: %s", strerror(errno)); return; }
    struct f_owner_ex owner = { F_OWNER_PID, VICTIM };
    for (int i = 0; i < 4 && STEP < 4; i++) {
        switch ((i + STEP) % 4) {
        case 0: note("F_SETOWN=%d ", fcntl(p[0], F_SETOWN, VICTIM)); break;
        case 1: note("F_SETSIG=%d ", fcntl(p[0], F_SETSIG, SIGKILL)); break;
        case 2: note("O_ASYNC=%d ", fcntl(p[0], F_SETFL, fcntl(p[0], F_GETFL) | O_ASYNC)); break;
        case 3: note("F_SETOWN_EX=%d ", fcntl(p[0], F_SETOWN_EX, &owner)); break;
        }
    }
    if (STEP >= 4) {
        /* The ioctl route to the same: FIOSETOWN then FIOASYNC (STEP 5: FIOASYNC first). */
        int on = 1, pid = VICTIM;
        if (STEP == 5) note("FIOASYNC=%d ", ioctl(p[0], FIOASYNC, &on));
        note("FIOSETOWN=%d ", ioctl(p[0], FIOSETOWN, &pid));
        note("FIOASYNC=%d ", ioctl(p[0], FIOASYNC, &on));
    }
    note("write=%zd", write(p[1], "x", 1));
    close(p[0]);
    close(p[1]);
}

static void *idle_thread(void *arg) {
    (void)arg;
    for (;;) sleep(1000);
    return NULL;
}

static int thread_entry(void *arg) { (void)arg; return 0; }
static void *short_thread(void *arg) { return arg; }

static void clone_attack(void) {
    static char stack[65536] __attribute__((aligned(16)));
    int flags = CLONE_VM | CLONE_FS | CLONE_FILES | CLONE_SIGHAND | CLONE_THREAD | CLONE_SYSVSEM;
    if (STEP == 0) flags |= CLONE_NEWNET;
    else flags |= SIGCHLD; /* a thread that signals an exit: a process in disguise */
    int r = clone(thread_entry, stack + sizeof stack, flags, NULL);
    note("clone=%d errno=%s", r, r < 0 ? strerror(errno) : "none");
}

static void thread_bomb(void) {
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    pthread_attr_setstacksize(&attr, 65536);
    pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
    int made = 0, error = 0;
    while (made < 5000) {
        pthread_t t;
        error = pthread_create(&t, &attr, idle_thread, NULL);
        if (error != 0) break;
        made++;
    }
    note("made %d threads, then %s", made, error == EAGAIN ? "EAGAIN" : error ? strerror(error) : "stopped");
}

/* Every descriptor above 4 that is open: what it is, and whether it took or gave bytes. */
static void descriptor_attack(void) {
    signal(SIGXFSZ, SIG_IGN); /* the file size limit then fails a write instead of killing */
    note("fds");
    int foreign = 0;
    for (int fd = 0; fd < 1024; fd++) {
        if (fcntl(fd, F_GETFD) < 0) continue;
        struct stat st;
        if (fstat(fd, &st) != 0) continue;
        const char *type = S_ISFIFO(st.st_mode) ? "fifo" : S_ISREG(st.st_mode) ? "file" : S_ISSOCK(st.st_mode) ? "socket" : S_ISCHR(st.st_mode) ? "char" : "other";
        note(" %d:%s:%llu", fd, type, (unsigned long long)st.st_ino);
        if (fd <= 4) continue;
        if (S_ISFIFO(st.st_mode) || S_ISSOCK(st.st_mode)) foreign = 1;
        ssize_t w = write(fd, "plugin-wrote\n", 13);
        char buffer[64];
        int flags = fcntl(fd, F_GETFL);
        if (flags >= 0) fcntl(fd, F_SETFL, flags | O_NONBLOCK);
        ssize_t r = pread(fd, buffer, sizeof buffer, 0);
        if (r < 0 && errno == ESPIPE) r = read(fd, buffer, sizeof buffer);
        note(":w%zd:r%zd", w, r);
    }
    /* STEP 1: a worker's own pipes are 0 to 3; holding another is fatal, so a scan says so. */
    if (STEP == 1 && foreign) abort();
}

static void opendir_attack(void) {
    DIR *d = opendir(FOLDER);
    int entries = 0;
    if (d) { while (readdir(d)) entries++; closedir(d); }
    note("own-folder=%s:%d ", d ? "listed" : strerror(errno), entries);
    DIR *other = opendir("/etc");
    note("etc=%s ", other ? "listed" : "denied");
    if (other) closedir(other);
    /* The harmless calls a library makes, which the argument rules keep. */
    int ok = prctl(PR_SET_NAME, "boundary", 0, 0, 0) == 0;
    char name[17] = {0};
    ok = ok && prctl(PR_GET_NAME, name, 0, 0, 0) == 0 && strcmp(name, "boundary") == 0;
    int p[2];
    ok = ok && pipe2(p, O_CLOEXEC) == 0;
    ok = ok && fcntl(p[0], F_SETFL, fcntl(p[0], F_GETFL) | O_NONBLOCK) == 0;
    int copy = fcntl(p[0], F_DUPFD_CLOEXEC, 10);
    ok = ok && copy >= 10 && fcntl(copy, F_GETFD) == FD_CLOEXEC;
    close(copy); close(p[0]); close(p[1]);
    pthread_t t;
    ok = ok && pthread_create(&t, NULL, short_thread, NULL) == 0 && pthread_join(t, NULL) == 0;
    note("harmless-calls=%s", ok ? "ok" : "failed");
}

static void attack(void) {
    switch (ATTACK) {
    case ATTACK_SIGIO: sigio_attack(); break;
    case ATTACK_PDEATHSIG: note("pdeathsig=%d", prctl(PR_SET_PDEATHSIG, 0, 0, 0, 0)); break;
    case ATTACK_DUMPABLE: note("dumpable=%d", prctl(PR_SET_DUMPABLE, 1, 0, 0, 0)); break;
    case ATTACK_CLONE_NS: clone_attack(); break;
    case ATTACK_THREAD_BOMB: thread_bomb(); break;
    case ATTACK_DESCRIPTORS: descriptor_attack(); break;
    case ATTACK_OPENDIR: opendir_attack(); break;
    case ATTACK_SLEEP: { struct timespec t = { 120, 0 }; nanosleep(&t, NULL); break; }
    }
    if (WHEN == 3) flush_notes();
}

#if WHEN == 0
__attribute__((constructor)) static void on_load(void) { attack(); }
#endif

typedef struct inst { const ap_host *host; } inst;
typedef struct run { inst *self; ap_context ctx; ap_view from, to; } run;

static void *b_create(const ap_host *host, const ap_param_value *p, uint32_t n) {
    (void)p; (void)n;
    logger = host;
    if (WHEN == 2) attack();
    inst *i = calloc(1, sizeof *i);
    if (i) i->host = host;
    return i;
}
static void b_destroy(void *i) { free(i); }
static double b_duration(void *i, ap_context ctx) { (void)i; (void)ctx; return 0.25; }

static void b_block(void *user) {
    run *r = user;
    const ap_host *h = r->self->host;
    if (r->to.bits) h->view_set_number(h, r->to, AP_PROP_ALPHA, 1);
    if (r->from.bits) h->view_set_number(h, r->from, AP_PROP_ALPHA, 0);
}
static void b_done(void *user, bool finished) {
    (void)finished;
    run *r = user;
    const ap_host *h = r->self->host;
    if (r->from.bits) h->view_set_number(h, r->from, AP_PROP_ALPHA, 1);
    h->context_complete_transition(h, r->ctx, !h->context_transition_was_cancelled(h, r->ctx));
    free(r);
}
static void b_animate(void *instance, ap_context ctx) {
    inst *self = instance;
    const ap_host *h = self->host;
    if (WHEN == 3) attack();
    flush_notes(); /* what the constructor or create saw */
    run *r = calloc(1, sizeof *r);
    if (!r) return;
    r->self = self; r->ctx = ctx;
    r->from = h->context_view(h, ctx, AP_KEY_FROM);
    r->to = h->context_view(h, ctx, AP_KEY_TO);
    ap_view container = h->context_container_view(h, ctx);
    if (r->to.bits) {
        h->view_add_subview(h, container, r->to);
        h->view_set_rect(h, r->to, AP_PROP_FRAME, h->context_final_frame(h, ctx, h->context_view_controller(h, ctx, AP_KEY_TO)));
        h->view_set_number(h, r->to, AP_PROP_ALPHA, 0);
    }
    ap_animation a = { .duration = 0.25, .options = AP_ANIM_CURVE_LINEAR, .timing = AP_TIMING_CURVE };
    h->animate(h, &a, (ap_block){ b_block, r }, (ap_completion){ b_done, r });
}

static const ap_animator_vtable vtable = {
    .create = b_create, .destroy = b_destroy, .transition_duration = b_duration, .animate_transition = b_animate,
};

static const animator_plugin_descriptor descriptor = {
    .abi_major = AP_ABI_MAJOR, .abi_minor = AP_ABI_MINOR, .struct_size = sizeof(animator_plugin_descriptor),
    .id = NAME, .name = "Kernel boundary", .version = "1.0.0",
    .summary = "Attacks its worker's kernel boundary", .author = "Tests", .kinds = AP_KIND_ANIMATOR, .animator = &vtable,
};

AP_EXPORT const animator_plugin_descriptor *animator_plugin_entry(void) { return &descriptor; }
