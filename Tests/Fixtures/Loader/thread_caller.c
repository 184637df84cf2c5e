/*
 * An animator that, inside animate_transition, calls the host from a thread of its own (the
 * ABI forbids it) and then reports on the main thread, through the host's log, the status that
 * call returned. Otherwise a plain fade. Built against animator_plugin.h alone.
 */
#include <animator_plugin.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct call { const ap_host *host; ap_view view; ap_status status; } call;

static void *from_thread(void *arg) {
    call *c = arg;
    c->status = c->host->view_set_number(c->host, c->view, AP_PROP_ALPHA, 0.5);
    return NULL;
}

typedef struct run { const ap_host *host; ap_context ctx; } run;
static void *t_create(const ap_host *h, const ap_param_value *p, uint32_t n) { (void)p; (void)n; return (void *)h; }
static void t_destroy(void *i) { (void)i; }
static double t_duration(void *i, ap_context c) { (void)i; (void)c; return 0.25; }
static void t_block(void *user) { (void)user; }
static void t_done(void *user, bool finished) {
    (void)finished;
    run *r = user;
    r->host->context_complete_transition(r->host, r->ctx, !r->host->context_transition_was_cancelled(r->host, r->ctx));
    free(r);
}

static void t_animate(void *instance, ap_context ctx) {
    const ap_host *h = instance;
    ap_view to = h->context_view(h, ctx, AP_KEY_TO);
    h->view_add_subview(h, h->context_container_view(h, ctx), to);
    call c = {h, to, 12345};
    pthread_t t;
    pthread_create(&t, NULL, from_thread, &c);
    pthread_join(t, NULL);
    char text[64];
    snprintf(text, sizeof text, "call from another thread returned %d", (int)c.status);
    h->log(h, AP_LOG_INFO, text);
    run *r = malloc(sizeof *r);
    r->host = h; r->ctx = ctx;
    ap_animation a = {.duration = 0.25, .timing = AP_TIMING_CURVE};
    h->animate(h, &a, (ap_block){t_block, r}, (ap_completion){t_done, r});
}

static const ap_animator_vtable vtable = {t_create, t_destroy, t_duration, t_animate, NULL};
static const animator_plugin_descriptor descriptor = {
    .abi_major = AP_ABI_MAJOR, .abi_minor = AP_ABI_MINOR, .struct_size = sizeof(animator_plugin_descriptor),
    .kinds = AP_KIND_ANIMATOR, .id = "test.thread-caller", .name = "Thread caller", .version = "1.0.0",
    .summary = "Calls the host from another thread (loader fixture)", .author = "Tests", .animator = &vtable,
};
AP_EXPORT const animator_plugin_descriptor *animator_plugin_entry(void) { return &descriptor; }
