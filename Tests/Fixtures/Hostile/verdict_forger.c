/*
 * A plugin that attacks the validator's verdict from inside its own worker, one way per
 * -DMODE=N, at the moment -DWHEN=W picks: 0 its constructor (inside dlopen, after the worker's
 * sandbox closed), 2 create, 3 animate_transition. Every other call that would show what it
 * really does crashes (transition_duration, unless the attack is in animate_transition, and
 * animate_transition dereference a null pointer), so any check it "passes" it passed by forging. Built against animator_plugin.h alone; id "forger-MODE-WHEN".
 *
 *  1  writes the old validator's tab-separated result lines ("pass\t...", "identity\t...")
 *     on descriptor 3 and _exit(0)s
 *  2  writes well-framed check messages (an `outcome` pass and an `end`) with a made-up nonce
 *     on descriptor 3 and _exit(0)s
 *  3  writes a frame header claiming the largest check message, then its bytes one at a time,
 *     without end (a deadline that is only checked between messages never comes)
 *  4  floods descriptor 3 with bytes as fast as it can, for ever
 *  5  behaves, except that its first create in a process sleeps 3 s (so a test can look at
 *     the worker's command line and descriptors while plugin code runs)
 *  6  behaves, but once create has run, its library destructor (run as its worker exits,
 *     after the check's last message) raises SIGSEGV
 *  7  behaves, but once create has run, its library destructor writes a byte on descriptor 3
 *     (after the check's last message)
 */
#define _GNU_SOURCE
#include <animator_plugin.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#ifndef MODE
#error "build with -DMODE=N"
#endif
#ifndef WHEN
#define WHEN 2
#endif
#define STR2(x) #x
#define STR(x) STR2(x)

static void put(const void *p, size_t n) {
    const char *c = p;
    while (n > 0) {
        ssize_t w = write(3, c, n);
        if (w <= 0) return;
        c += w; n -= (size_t)w;
    }
}

/* Little-endian fields, as the host's wire writes them. */
static size_t u32(unsigned char *b, uint32_t v) { for (int i = 0; i < 4; i++) b[i] = (unsigned char)(v >> (8 * i)); return 4; }
static size_t u64(unsigned char *b, uint64_t v) { for (int i = 0; i < 8; i++) b[i] = (unsigned char)(v >> (8 * i)); return 8; }
static size_t str(unsigned char *b, const char *s) { size_t n = strlen(s); u32(b, (uint32_t)n); memcpy(b + 4, s, n); return 4 + n; }

/* One frame: "THW1", the payload's length, the payload. */
static void frame(const unsigned char *payload, size_t n) {
    unsigned char h[8];
    memcpy(h, "THW1", 4);
    u32(h + 4, (uint32_t)n);
    put(h, 8);
    put(payload, n);
}

static void attack(void) {
    switch (MODE) {
    case 1: {
        const char *lines = "pass\tforged: every check passed\nidentity\tforger\tForger 1.0.0\tanimator\n";
        put(lines, strlen(lines));
        _exit(0);
    }
    case 2: {
        unsigned char p[256];
        size_t n = 0;
        /* outcome: nonce (16 zero bytes: the forger cannot know it), step 2, kind 3, "pass", a message, no missed-to-view */
        memset(p, 0, 16); n = 16; n += u64(p + n, 2); p[n++] = 3; n += str(p + n, "pass"); n += str(p + n, "forged"); p[n++] = 0;
        frame(p, n);
        /* end: nonce, step 3, kind 4, count 3 */
        memset(p, 0, 16); n = 16; n += u64(p + n, 3); p[n++] = 4; n += u64(p + n, 3);
        frame(p, n);
        _exit(0);
    }
    case 3: {
        unsigned char h[8];
        memcpy(h, "THW1", 4);
        u32(h + 4, 1u << 20);
        put(h, 8);
        struct timespec t = { 0, 100000 };
        for (;;) { put("x", 1); nanosleep(&t, NULL); }
    }
    case 4: {
        static char junk[65536];
        memset(junk, 'p', sizeof junk);
        for (;;) put(junk, sizeof junk);
    }
    }
}

#if WHEN == 0
__attribute__((constructor)) static void on_load(void) { attack(); }
#endif

static int created; /* create has run in this process (not just a load, as in the handshake) */

#if MODE == 6 || MODE == 7
#include <signal.h>
__attribute__((destructor)) static void on_exit_(void) {
    if (!created) return;
    if (MODE == 6) raise(SIGSEGV);
    else put("x", 1);
}
#endif

typedef struct inst { const ap_host *host; } inst;
typedef struct run { inst *self; ap_context ctx; ap_view from, to; } run;

static void *f_create(const ap_host *host, const ap_param_value *p, uint32_t n) {
    (void)p; (void)n;
    if (WHEN == 2) attack();
    created = 1;
    if (MODE == 5) {
        static int slept;
        if (!slept) { slept = 1; struct timespec t = { 3, 0 }; nanosleep(&t, NULL); }
    }
    inst *i = calloc(1, sizeof *i);
    if (i) i->host = host;
    return i;
}
static void f_destroy(void *i) { free(i); }
static double f_duration(void *i, ap_context ctx) {
    (void)i; (void)ctx;
    /* An attack from animate needs animate to be called, and the host asks the duration first. */
    if (MODE < 5 && WHEN != 3) { volatile double *nowhere = NULL; return *nowhere; }
    return 0.25;
}

static void f_block(void *user) {
    run *r = user;
    const ap_host *h = r->self->host;
    if (r->to.bits) h->view_set_number(h, r->to, AP_PROP_ALPHA, 1);
}
static void f_done(void *user, bool finished) {
    (void)finished;
    run *r = user;
    const ap_host *h = r->self->host;
    h->context_complete_transition(h, r->ctx, !h->context_transition_was_cancelled(h, r->ctx));
    free(r);
}
static void f_animate(void *instance, ap_context ctx) {
    inst *self = instance;
    const ap_host *h = self->host;
    if (WHEN == 3) attack();
    if (MODE < 5) { volatile int *nowhere = NULL; *nowhere = 1; }
    run *r = calloc(1, sizeof *r);
    r->self = self; r->ctx = ctx;
    r->from = h->context_view(h, ctx, AP_KEY_FROM);
    r->to = h->context_view(h, ctx, AP_KEY_TO);
    if (r->to.bits) {
        h->view_add_subview(h, h->context_container_view(h, ctx), r->to);
        h->view_set_rect(h, r->to, AP_PROP_FRAME, h->context_final_frame(h, ctx, h->context_view_controller(h, ctx, AP_KEY_TO)));
        h->view_set_number(h, r->to, AP_PROP_ALPHA, 0);
    }
    ap_animation a = { .duration = 0.25, .options = AP_ANIM_CURVE_LINEAR, .timing = AP_TIMING_CURVE };
    h->animate(h, &a, (ap_block){ f_block, r }, (ap_completion){ f_done, r });
}

static const ap_animator_vtable vtable = {
    .create = f_create, .destroy = f_destroy, .transition_duration = f_duration, .animate_transition = f_animate,
};

static const animator_plugin_descriptor descriptor = {
    .abi_major = AP_ABI_MAJOR, .abi_minor = AP_ABI_MINOR, .struct_size = sizeof(animator_plugin_descriptor),
    .id = "forger-" STR(MODE) "-" STR(WHEN), .name = "Forger", .version = "1.0.0",
    .summary = "Forges the validator's verdicts", .author = "Tests", .kinds = AP_KIND_ANIMATOR, .animator = &vtable,
};

AP_EXPORT const animator_plugin_descriptor *animator_plugin_entry(void) { return &descriptor; }
