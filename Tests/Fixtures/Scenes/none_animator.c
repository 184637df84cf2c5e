/*
 * A "none" animator, as photo browsers and side menus ship for a transition without
 * animation: transitionDuration is 0 (legal on iOS), and animate_transition puts the to view
 * (when the context hands one out) at its final frame and completes at once, inside the call.
 * Nothing animates, so a percent-driven interaction has nothing to scrub.
 *
 * -DANIMATES=1: it still returns 0 but animates the to view's alpha over 0.3 s and completes
 * when that ends (a duration that does not match its animations): an interactive drive must
 * still end, whatever the interaction does.
 * -DZERO_WITHOUT_CONTEXT=1 (with -DANIMATES=1): 0 only when asked without a context (as
 * SideMenu's animator answers UIKit's estimate), 0.3 s with one.
 * Built against animator_plugin.h alone.
 */
#include <animator_plugin.h>
#include <stdlib.h>

#ifndef ANIMATES
#define ANIMATES 0
#endif
#ifndef ZERO_WITHOUT_CONTEXT
#define ZERO_WITHOUT_CONTEXT 0
#endif

typedef struct inst { const ap_host *host; } inst;
typedef struct run { inst *self; ap_context ctx; ap_view to; } run;

static void *n_create(const ap_host *host, const ap_param_value *p, uint32_t n) {
    (void)p; (void)n;
    inst *i = calloc(1, sizeof *i);
    if (i) i->host = host;
    return i;
}
static void n_destroy(void *i) { free(i); }
static double n_duration(void *i, ap_context ctx) { (void)i; return ZERO_WITHOUT_CONTEXT && ctx.bits ? 0.3 : 0; }

static void n_block(void *user) {
    run *r = user;
    const ap_host *h = r->self->host;
    h->view_set_number(h, r->to, AP_PROP_ALPHA, 1);
}

static void n_done(void *user, bool finished) {
    (void)finished;
    run *r = user;
    const ap_host *h = r->self->host;
    h->context_complete_transition(h, r->ctx, !h->context_transition_was_cancelled(h, r->ctx));
    free(r);
}

static void n_animate(void *instance, ap_context ctx) {
    inst *self = instance;
    const ap_host *h = self->host;
    ap_view to = h->context_view(h, ctx, AP_KEY_TO);
    if (to.bits) {
        h->view_add_subview(h, h->context_container_view(h, ctx), to);
        h->view_set_rect(h, to, AP_PROP_FRAME, h->context_final_frame(h, ctx, h->context_view_controller(h, ctx, AP_KEY_TO)));
    }
    run *r = ANIMATES && to.bits ? calloc(1, sizeof *r) : NULL;
    if (!r) {
        h->context_complete_transition(h, ctx, !h->context_transition_was_cancelled(h, ctx));
        return;
    }
    r->self = self;
    r->ctx = ctx;
    r->to = to;
    h->view_set_number(h, to, AP_PROP_ALPHA, 0);
    ap_animation a = {0};
    a.duration = 0.3;
    a.timing = AP_TIMING_CURVE;
    h->animate(h, &a, (ap_block){n_block, r}, (ap_completion){n_done, r});
}

static const ap_animator_vtable vtable = {n_create, n_destroy, n_duration, n_animate, NULL};

static const animator_plugin_descriptor descriptor = {
    .abi_major = AP_ABI_MAJOR, .abi_minor = AP_ABI_MINOR, .struct_size = sizeof(animator_plugin_descriptor),
    .kinds = AP_KIND_ANIMATOR, .id = "test.none", .name = "None", .version = "1.0.0",
    .summary = "A transition without animation: duration 0 (validator fixture)", .author = "Tests", .animator = &vtable,
};

AP_EXPORT const animator_plugin_descriptor *animator_plugin_entry(void) { return &descriptor; }
