/*
 * An animator made only for custom (non-full-screen) modal dismissals, and correct for them:
 * the presented view (the from view) slides down out of the container to its final frame,
 * and nothing else is touched. In a custom dismissal `context_view(AP_KEY_TO)` is {0} — the
 * presenting view never left the window, so the animator must not add it (UIKit's rule, and
 * this host's) — so the animator never asks for the to view at all. Run in any other
 * scenario (a container changing its child) it leaves the to view out, which the host
 * reports; the validator's modal-dismiss scenario is where it belongs.
 *
 * With -DCONTROLLER_VIEWS=1 it makes the classic mistake instead: it takes the to view from
 * the to controller (`view_controller_view`) rather than from `context_view`, and adds it to
 * the container. In a custom dismissal that pulls the presenting view out of the window into
 * the container, which the host removes when the dismissal completes — the presenting view is
 * gone. The modal-dismiss scenario must report it. Built against animator_plugin.h alone.
 */
#include <animator_plugin.h>
#include <stdlib.h>

#ifndef CONTROLLER_VIEWS
#define CONTROLLER_VIEWS 0
#endif

typedef struct inst { const ap_host *host; } inst;
typedef struct run { inst *self; ap_context ctx; ap_view from; ap_rect final; } run;

static void *d_create(const ap_host *host, const ap_param_value *p, uint32_t n) {
    (void)p; (void)n;
    inst *i = calloc(1, sizeof *i);
    if (i) i->host = host;
    return i;
}
static void d_destroy(void *i) { free(i); }
static double d_duration(void *i, ap_context ctx) { (void)i; (void)ctx; return 0.3; }

static void d_block(void *user) {
    run *r = user;
    const ap_host *h = r->self->host;
    h->view_set_rect(h, r->from, AP_PROP_FRAME, r->final);
}

static void d_done(void *user, bool finished) {
    (void)finished;
    run *r = user;
    const ap_host *h = r->self->host;
    h->context_complete_transition(h, r->ctx, !h->context_transition_was_cancelled(h, r->ctx));
    free(r);
}

static void d_animate(void *instance, ap_context ctx) {
    inst *self = instance;
    const ap_host *h = self->host;
    run *r = calloc(1, sizeof *r);
    if (!r) { h->context_complete_transition(h, ctx, !h->context_transition_was_cancelled(h, ctx)); return; }
    r->self = self;
    r->ctx = ctx;
    r->from = h->context_view(h, ctx, AP_KEY_FROM);
    r->final = h->context_final_frame(h, ctx, h->context_view_controller(h, ctx, AP_KEY_FROM));
    if (CONTROLLER_VIEWS) {
        ap_view_controller to_vc = h->context_view_controller(h, ctx, AP_KEY_TO);
        ap_view to = h->view_controller_view(h, to_vc); /* never {0}: wrong for a custom dismissal */
        h->view_insert_subview_at(h, h->context_container_view(h, ctx), to, 0);
    }
    ap_animation a = {0};
    a.duration = 0.3;
    a.options = AP_ANIM_CURVE_EASE_IN;
    a.timing = AP_TIMING_CURVE;
    h->animate(h, &a, (ap_block){d_block, r}, (ap_completion){d_done, r});
}

static const ap_animator_vtable vtable = {d_create, d_destroy, d_duration, d_animate, NULL};

static const animator_plugin_descriptor descriptor = {
    .abi_major = AP_ABI_MAJOR, .abi_minor = AP_ABI_MINOR, .struct_size = sizeof(animator_plugin_descriptor),
    .kinds = AP_KIND_ANIMATOR, .id = "test.sheet-dismissal", .name = "Sheet dismissal", .version = "1.0.0",
    .summary = "Slides a custom-presented sheet down (dismissals only; validator fixture)", .author = "Tests", .animator = &vtable,
};

AP_EXPORT const animator_plugin_descriptor *animator_plugin_entry(void) { return &descriptor; }
