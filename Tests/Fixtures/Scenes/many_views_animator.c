/*
 * A well-behaved animator with a very large scene: it fills the to view with VIEWS small
 * subviews (default 100,000; -DVIEWS=N), laid out on a grid and coloured by their index, so
 * every run builds exactly the same tree, then slides the to view in over DURATION seconds
 * (default 1, the host's default transition length: 61 frames; -DDURATION=S) with a linear curve. Nothing depends on time, addresses or
 * randomness: the validator's determinism check must pass however large the scene.
 * With -DVARY=1 it is nondeterministic in the smallest way: the middle subview's colour
 * depends on how many transitions the process has run, so two identical runs differ in one
 * view of 100,000 — which the determinism check must still catch.
 * The subviews stay in the to view (they are part of the page the transition shows), so the
 * container holds only the two views the context hands out. Built against animator_plugin.h
 * alone.
 */
#include <animator_plugin.h>
#include <stdlib.h>

#ifndef VIEWS
#define VIEWS 100000
#endif
#ifndef DURATION
#define DURATION 1.0
#endif

typedef struct inst { const ap_host *host; } inst;
typedef struct run { inst *self; ap_context ctx; ap_view to; ap_rect final; } run;

static void *m_create(const ap_host *host, const ap_param_value *p, uint32_t n) {
    (void)p; (void)n;
    inst *i = calloc(1, sizeof *i);
    if (i) i->host = host;
    return i;
}
static void m_destroy(void *i) { free(i); }
static double m_duration(void *i, ap_context ctx) { (void)i; (void)ctx; return DURATION; }

static void m_block(void *user) {
    run *r = user;
    const ap_host *h = r->self->host;
    h->view_set_rect(h, r->to, AP_PROP_FRAME, r->final);
}

static void m_done(void *user, bool finished) {
    (void)finished;
    run *r = user;
    const ap_host *h = r->self->host;
    h->context_complete_transition(h, r->ctx, !h->context_transition_was_cancelled(h, r->ctx));
    free(r);
}

#ifndef VARY
#define VARY 0
#endif
static int transitions_run; /* VARY: what makes one run differ from the next */

/* Fills `to` with the grid: 4×4-point cells, as many columns as fit (at least one). */
static void fill(const ap_host *h, ap_view to, ap_rect bounds) {
    int columns = (int)(bounds.size.width / 4);
    if (columns < 1) columns = 1;
    for (int k = 0; k < VIEWS; k++) {
        ap_rect cell = {{(k % columns) * 4.0, (k / columns) * 4.0}, {3, 3}};
        ap_view v = h->view_create(h, cell);
        ap_color c = {(k % 7) / 6.0, (k % 11) / 10.0, (k % 13) / 12.0, 1};
        if (VARY && k == VIEWS / 2) c.r = transitions_run % 2 ? 0.25 : 0.75;
        h->view_set_color(h, v, AP_PROP_BACKGROUND_COLOR, c);
        h->view_add_subview(h, to, v);
    }
    transitions_run++;
}

static void m_animate(void *instance, ap_context ctx) {
    inst *self = instance;
    const ap_host *h = self->host;
    run *r = calloc(1, sizeof *r);
    if (!r) { h->context_complete_transition(h, ctx, !h->context_transition_was_cancelled(h, ctx)); return; }
    r->self = self;
    r->ctx = ctx;
    r->to = h->context_view(h, ctx, AP_KEY_TO);
    if (r->to.bits) {
        ap_view container = h->context_container_view(h, ctx);
        ap_view_controller to_vc = h->context_view_controller(h, ctx, AP_KEY_TO);
        r->final = h->context_final_frame(h, ctx, to_vc);
        h->view_add_subview(h, container, r->to);
        fill(h, r->to, r->final);
        ap_rect start = r->final;
        start.origin.x += r->final.size.width;
        h->view_set_rect(h, r->to, AP_PROP_FRAME, start);
    }
    ap_animation a = {0};
    a.duration = DURATION;
    a.options = AP_ANIM_CURVE_LINEAR;
    a.timing = AP_TIMING_CURVE;
    h->animate(h, &a, (ap_block){m_block, r}, (ap_completion){m_done, r});
}

static const ap_animator_vtable vtable = {m_create, m_destroy, m_duration, m_animate, NULL};

static const animator_plugin_descriptor descriptor = {
    .abi_major = AP_ABI_MAJOR, .abi_minor = AP_ABI_MINOR, .struct_size = sizeof(animator_plugin_descriptor),
    .kinds = AP_KIND_ANIMATOR, .id = "test.many-views", .name = "Many views", .version = "1.0.0",
    .summary = "Slides in a page of 100,000 small views (validator fixture)", .author = "Tests", .animator = &vtable,
};

AP_EXPORT const animator_plugin_descriptor *animator_plugin_entry(void) { return &descriptor; }
