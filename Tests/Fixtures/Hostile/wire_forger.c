/*
 * A plugin that forges the worker's messages to the front end: from inside its worker it
 * writes raw framed bytes on descriptor 3 (the worker's message pipe), one forgery per
 * -DFORGE=N, at the moment -DWHEN=W picks (0 its constructor, 3 animate_transition), then
 * -DTHEN=0 exits the worker at once or -DTHEN=1 sleeps (so only the front end can end it).
 * Otherwise it is a well-behaved fade animator. Built against animator_plugin.h alone; its
 * id is "forger-FORGE-WHEN".
 *
 * The encoding is written here from the protocol's description, not shared with the host:
 * a message is the magic "THW1" (u32 little-endian 0x31574854), the payload length (u32 LE)
 * and the payload, whose first byte is the message tag (3 started, 4 frame, 5 result, 0
 * hello); integers are little-endian, doubles their IEEE bits, strings a u32 length and bytes,
 * arrays a u32 count and the elements, optionals a 0/1 byte and the value.
 */
#define _GNU_SOURCE
#include <animator_plugin.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#define FORGE_HUGE_INDEX 1      /* a frame numbered INT64_MAX */
#define FORGE_EMPTY_RESULT 2    /* a result of a run that sent no frame */
#define FORGE_HUGE_COUNT 3      /* a frame whose item array claims 2^32 - 1 elements */
#define FORGE_AFTER_RESULT 4    /* frame 0, a result that agrees, then frame 1 */
#define FORGE_SLOW_FRAMES 5     /* valid frames 0, 1, 2, ... one every 10 s, for ever */
#define FORGE_GARBAGE 6         /* 64 KiB of bytes that are not a message */
#define FORGE_DENSE_COUNT 7     /* a 16 MiB frame whose item count equals its bytes left */
#define FORGE_OUT_OF_ORDER 8    /* frames 0, then 5 */
#define FORGE_SECOND_HELLO 9    /* a hello after the worker's own */
#define FORGE_NAN_TIME 10       /* frame 0 at a time that is not a number */

#ifndef FORGE
#error "build with -DFORGE=N"
#endif
#ifndef WHEN
#define WHEN 3
#endif
#ifndef THEN
#define THEN 0
#endif
#define STR2(x) #x
#define STR(x) STR2(x)

/* A growing payload buffer. */
typedef struct buf { unsigned char *p; size_t n, cap; } buf;

static void put(buf *b, const void *src, size_t n) {
    if (b->n + n > b->cap) {
        size_t cap = b->cap ? b->cap * 2 : 256;
        while (cap < b->n + n) cap *= 2;
        unsigned char *p = realloc(b->p, cap);
        if (!p) _exit(3);
        b->p = p; b->cap = cap;
    }
    memcpy(b->p + b->n, src, n);
    b->n += n;
}
static void u8(buf *b, uint8_t v) { put(b, &v, 1); }
static void u32(buf *b, uint32_t v) { unsigned char c[4] = { v, v >> 8, v >> 16, v >> 24 }; put(b, c, 4); }
static void i64(buf *b, int64_t v) {
    uint64_t u = (uint64_t)v;
    for (int i = 0; i < 8; i++) u8(b, (uint8_t)(u >> (8 * i)));
}
static void f64(buf *b, double d) { int64_t v; memcpy(&v, &d, 8); i64(b, v); }
static void str(buf *b, const char *s) { u32(b, (uint32_t)strlen(s)); put(b, s, strlen(s)); }

/* Writes all of `n` bytes on descriptor 3 (the message pipe). */
static void send_raw(const void *p, size_t n) {
    const unsigned char *c = p;
    while (n > 0) {
        ssize_t w = write(3, c, n);
        if (w <= 0) _exit(4);
        c += w; n -= (size_t)w;
    }
}

/* Frames the payload and sends it. */
static void send_message(buf *b) {
    buf h = { 0 };
    u32(&h, 0x31574854u);
    u32(&h, (uint32_t)b->n);
    send_raw(h.p, h.n);
    send_raw(b->p, b->n);
    free(h.p); free(b->p);
    b->p = NULL; b->n = b->cap = 0;
}

/* A frame message: index, time, progress, an empty 390 x 844 render frame, a running status. */
static void frame(int64_t index, double t) {
    buf b = { 0 };
    u8(&b, 4);
    i64(&b, index); f64(&b, t); f64(&b, 0.5);
    f64(&b, t); f64(&b, 390); f64(&b, 844); u32(&b, 0); u32(&b, 0); /* render: time, size, items, masks */
    str(&b, "running"); f64(&b, 0.5); str(&b, "none"); u8(&b, 0);  /* status */
    send_message(&b);
}

/* A result message claiming `frames` frames of a completed transition. */
static void result(int64_t frames) {
    buf b = { 0 };
    u8(&b, 5);
    str(&b, "completed"); f64(&b, 0.25); u32(&b, 0); i64(&b, frames); u8(&b, 0); u8(&b, 0);
    send_message(&b);
}

static void nap(double seconds) {
    struct timespec ts = { (time_t)seconds, (long)((seconds - (time_t)seconds) * 1e9) };
    while (nanosleep(&ts, &ts) != 0) {}
}

static void forge(void) {
    switch (FORGE) {
    case FORGE_HUGE_INDEX: frame(INT64_MAX, 0); break;
    case FORGE_EMPTY_RESULT: result(0); break;
    case FORGE_HUGE_COUNT: {
        buf b = { 0 };
        u8(&b, 4);
        i64(&b, 0); f64(&b, 0); f64(&b, 0);
        f64(&b, 0); f64(&b, 390); f64(&b, 844); u32(&b, 0xFFFFFFFFu);
        for (int i = 0; i < 64; i++) u8(&b, 0);
        send_message(&b);
        break;
    }
    case FORGE_DENSE_COUNT: {
        /* The count is what the bytes left allow at one byte an element: the old check passed
           it and reserved count x sizeof(RenderItem) bytes (gigabytes) before reading one. */
        size_t total = 16u << 20;
        buf b = { 0 };
        u8(&b, 4);
        i64(&b, 0); f64(&b, 0); f64(&b, 0);
        f64(&b, 0); f64(&b, 390); f64(&b, 844);
        size_t left = total - b.n - 4;
        u32(&b, (uint32_t)left);
        unsigned char *zeros = calloc(1, left);
        if (!zeros) _exit(3);
        put(&b, zeros, left);
        free(zeros);
        send_message(&b);
        break;
    }
    case FORGE_AFTER_RESULT: frame(0, 0); result(1); frame(1, 1.0 / 60); break;
    case FORGE_SLOW_FRAMES:
        for (int64_t i = 0;; i++) { frame(i, (double)i / 60); nap(10); }
    case FORGE_GARBAGE: {
        static unsigned char junk[65536];
        for (size_t i = 0; i < sizeof junk; i++) junk[i] = (unsigned char)(i * 131 + 7);
        send_raw(junk, sizeof junk);
        break;
    }
    case FORGE_OUT_OF_ORDER: frame(0, 0); frame(5, 5.0 / 60); break;
    case FORGE_SECOND_HELLO: {
        buf b = { 0 };
        u8(&b, 0); u32(&b, 1); str(&b, "seccomp"); u8(&b, 1); str(&b, "forged");
        send_message(&b);
        break;
    }
    case FORGE_NAN_TIME: frame(0, __builtin_nan("")); break;
    }
    if (THEN == 0) _exit(0);
    for (;;) nap(3600);
}

#if WHEN == 0
__attribute__((constructor)) static void on_load(void) { forge(); }
#endif

typedef struct inst { const ap_host *host; } inst;
typedef struct run { inst *self; ap_context ctx; ap_view from, to; } run;

static void *f_create(const ap_host *host, const ap_param_value *p, uint32_t n) {
    (void)p; (void)n;
    inst *i = calloc(1, sizeof *i);
    if (i) i->host = host;
    return i;
}
static void f_destroy(void *i) { free(i); }
static double f_duration(void *i, ap_context ctx) { (void)i; (void)ctx; return 0.25; }

static void f_block(void *user) {
    run *r = user;
    const ap_host *h = r->self->host;
    if (r->to.bits) h->view_set_number(h, r->to, AP_PROP_ALPHA, 1);
    if (r->from.bits) h->view_set_number(h, r->from, AP_PROP_ALPHA, 0);
}
static void f_done(void *user, bool finished) {
    (void)finished;
    run *r = user;
    const ap_host *h = r->self->host;
    if (r->from.bits) h->view_set_number(h, r->from, AP_PROP_ALPHA, 1);
    h->context_complete_transition(h, r->ctx, !h->context_transition_was_cancelled(h, r->ctx));
    free(r);
}
static void f_animate(void *instance, ap_context ctx) {
    inst *self = instance;
    const ap_host *h = self->host;
    if (WHEN == 3) forge();
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
    h->animate(h, &a, (ap_block){ f_block, r }, (ap_completion){ f_done, r });
}

static const ap_animator_vtable vtable = {
    .create = f_create, .destroy = f_destroy, .transition_duration = f_duration, .animate_transition = f_animate,
};

static const animator_plugin_descriptor descriptor = {
    .abi_major = AP_ABI_MAJOR, .abi_minor = AP_ABI_MINOR, .struct_size = sizeof(animator_plugin_descriptor),
    .id = "forger-" STR(FORGE) "-" STR(WHEN), .name = "Wire forger", .version = "1.0.0",
    .summary = "Forges the worker's messages", .author = "Tests", .kinds = AP_KIND_ANIMATOR, .animator = &vtable,
};

AP_EXPORT const animator_plugin_descriptor *animator_plugin_entry(void) { return &descriptor; }
