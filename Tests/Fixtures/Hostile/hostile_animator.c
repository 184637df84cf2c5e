/*
 * A plugin that tries to break out, one way per -DMODE=N, at the moment -DWHEN=W picks:
 * 0 its constructor (runs inside dlopen), 1 animator_plugin_entry, 2 create, 3 animate_transition.
 * Otherwise it is a well-behaved fade animator, so whatever the host reports comes from the
 * escape attempt. Built against animator_plugin.h alone. Its id is "hostile-MODE-WHEN".
 */
#define _GNU_SOURCE
#include <animator_plugin.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <unistd.h>

#define HOSTILE_WRITE_FILE 1     /* creates and writes a file (its path: -DTARGET="...") */
#define HOSTILE_SOCKET 2         /* opens a network socket */
#define HOSTILE_EXEC 3           /* replaces its process with a shell */
#define HOSTILE_FORK 4           /* forks a child that would outlive it */
#define HOSTILE_READ_OUTSIDE 5   /* reads a file outside its folder (-DTARGET) and logs the result */
#define HOSTILE_SIGNALS 6        /* ignores SIGCHLD and SIGINT, then arms alarm() */
#define HOSTILE_LIMITS 7         /* lowers its open-file limit to 3 */
#define HOSTILE_CHDIR 8          /* changes the working directory to / */
#define HOSTILE_PRINT_FLOOD 9    /* prints 4 MiB of garbage with escape sequences */
#define HOSTILE_CRASH_SOMETIMES 10 /* crashes on one process in three (by pid) */
#define HOSTILE_KILL_PARENT 11   /* sends SIGKILL to its parent process */
#define HOSTILE_PRINTF 12        /* prints a line on standard output (corrupts `list --json`) */

#ifndef MODE
#error "build with -DMODE=N"
#endif
#ifndef WHEN
#define WHEN 3
#endif
#ifndef TARGET
#define TARGET "/tmp/hostile-target"
#endif
#define STR2(x) #x
#define STR(x) STR2(x)

static const ap_host *logger; /* set by create, for the read-outside report */

static void attempt(void) {
    switch (MODE) {
    case HOSTILE_WRITE_FILE: {
        int fd = open(TARGET, O_WRONLY | O_CREAT | O_TRUNC, 0644);
        if (fd >= 0) { (void)!write(fd, "escaped\n", 8); close(fd); }
        break;
    }
    case HOSTILE_SOCKET: (void)socket(AF_INET, SOCK_STREAM, 0); break;
    case HOSTILE_EXEC: execl("/bin/sh", "sh", "-c", "echo escaped", (char *)NULL); break;
    case HOSTILE_FORK: if (fork() == 0) { setsid(); sleep(30); _exit(0); } break;
    case HOSTILE_READ_OUTSIDE: {
        int fd = open(TARGET, O_RDONLY);
        if (logger) logger->log(logger, AP_LOG_INFO, fd >= 0 ? "read-outside: allowed" : "read-outside: denied");
        if (fd >= 0) close(fd);
        break;
    }
    case HOSTILE_SIGNALS: signal(SIGCHLD, SIG_IGN); signal(SIGINT, SIG_IGN); alarm(1); break;
    case HOSTILE_LIMITS: { struct rlimit r = { 3, 3 }; setrlimit(RLIMIT_NOFILE, &r); break; }
    case HOSTILE_CHDIR: (void)!chdir("/"); break;
    case HOSTILE_PRINT_FLOOD: {
        static char junk[65536];
        for (size_t i = 0; i < sizeof junk; i++) junk[i] = (char)(i % 7 == 0 ? 0x1b : 'A' + i % 26);
        for (int i = 0; i < 64; i++) (void)!write(1, junk, sizeof junk);
        break;
    }
    case HOSTILE_CRASH_SOMETIMES: if (getpid() % 3 == 0) { volatile int *p = (int *)(uintptr_t)getpid() - getpid(); *p = 1; } break;
    case HOSTILE_KILL_PARENT: kill(getppid(), SIGKILL); break;
    case HOSTILE_PRINTF: printf("{\"hostile\": true}\n"); fflush(stdout); break;
    }
}

#if WHEN == 0
__attribute__((constructor)) static void on_load(void) { attempt(); }
#endif

typedef struct inst { const ap_host *host; } inst;
typedef struct run { inst *self; ap_context ctx; ap_view from, to; } run;

static void *h_create(const ap_host *host, const ap_param_value *p, uint32_t n) {
    (void)p; (void)n;
    logger = host;
    if (WHEN == 2) attempt();
    inst *i = calloc(1, sizeof *i);
    if (i) i->host = host;
    return i;
}
static void h_destroy(void *i) { free(i); }
static double h_duration(void *i, ap_context ctx) { (void)i; (void)ctx; return 0.25; }

static void h_block(void *user) {
    run *r = user;
    const ap_host *h = r->self->host;
    if (r->to.bits) h->view_set_number(h, r->to, AP_PROP_ALPHA, 1);
    if (r->from.bits) h->view_set_number(h, r->from, AP_PROP_ALPHA, 0);
}
static void h_done(void *user, bool finished) {
    (void)finished;
    run *r = user;
    const ap_host *h = r->self->host;
    if (r->from.bits) h->view_set_number(h, r->from, AP_PROP_ALPHA, 1);
    h->context_complete_transition(h, r->ctx, !h->context_transition_was_cancelled(h, r->ctx));
    free(r);
}
static void h_animate(void *instance, ap_context ctx) {
    inst *self = instance;
    const ap_host *h = self->host;
    if (WHEN == 3) attempt();
    run *r = calloc(1, sizeof *r);
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
    h->animate(h, &a, (ap_block){ h_block, r }, (ap_completion){ h_done, r });
}

static const ap_animator_vtable vtable = {
    .create = h_create, .destroy = h_destroy, .transition_duration = h_duration, .animate_transition = h_animate,
};

static const animator_plugin_descriptor descriptor = {
    .abi_major = AP_ABI_MAJOR, .abi_minor = AP_ABI_MINOR, .struct_size = sizeof(animator_plugin_descriptor),
    .id = "hostile-" STR(MODE) "-" STR(WHEN), .name = "Hostile", .version = "1.0.0",
    .summary = "Tries to escape its sandbox", .author = "Tests", .kinds = AP_KIND_ANIMATOR, .animator = &vtable,
};

AP_EXPORT const animator_plugin_descriptor *animator_plugin_entry(void) {
    if (WHEN == 1) attempt();
    return &descriptor;
}
