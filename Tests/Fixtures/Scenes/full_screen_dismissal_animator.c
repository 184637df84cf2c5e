/*
 * A swipe-to-dismiss animator for full-screen modal dismissals, and correct for them: UIKit
 * took the presenting view out of the window when the full-screen presentation completed, and
 * the dismissal hands it out as `context_view(AP_KEY_TO)`, out of the window; the animator
 * inserts it into the container below the presented (from) view, at its final frame, and
 * slides the from view down by its height with a transform, which its completion resets.
 *
 * -DFORGET_TO_VIEW=1: the custom-dismissal habit — it never adds the to view, so on iOS the
 * screen behind the sliding view is black until the dismissal ends. The validator's
 * modal-dismiss-full-screen scenario must say so, with the fix.
 *
 * -DPARALLAX_LEFT=1: it starts the to view 80 points to the left and scaled to 0.9 (a
 * parallax) and never puts it back, so UIKit returns the presenting view to the window moved
 * and shrunk.
 *
 * -DDIM_LEFT_ON_CANCEL=1: it also puts a dimming view over the to view, and takes it away only
 * when the dismissal completes, so a cancelled swipe leaves it in the container.
 *
 * -DSNAPSHOT_STAND_IN=1: it never adds the to view but puts a snapshot of it (the whole
 * container) below the from view and removes the snapshot when the dismissal ends (a card flip
 * does): nothing is black during the dismissal, and UIKit returns the presenting view to the
 * window itself at the end, so on iOS this is correct. -DSNAPSHOT_STAND_IN=2: the snapshot is
 * put in only halfway through (its first frames show black).
 * Built against animator_plugin.h alone.
 */
#include <animator_plugin.h>
#include <stdlib.h>

#ifndef FORGET_TO_VIEW
#define FORGET_TO_VIEW 0
#endif
#ifndef PARALLAX_LEFT
#define PARALLAX_LEFT 0
#endif
#ifndef DIM_LEFT_ON_CANCEL
#define DIM_LEFT_ON_CANCEL 0
#endif
#ifndef SNAPSHOT_STAND_IN
#define SNAPSHOT_STAND_IN 0
#endif

typedef struct inst { const ap_host *host; } inst;
typedef struct run { inst *self; ap_context ctx; ap_view from, dim, snapshot, to, container; double height; } run;

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
    ap_affine down = {1, 0, 0, 1, 0, r->height};
    h->view_set_affine(h, r->from, AP_PROP_TRANSFORM, down);
    if (r->dim.bits) h->view_set_number(h, r->dim, AP_PROP_ALPHA, 0);
}

static void d_done(void *user, bool finished) {
    (void)finished;
    run *r = user;
    const ap_host *h = r->self->host;
    ap_affine identity = {1, 0, 0, 1, 0, 0};
    h->view_set_affine(h, r->from, AP_PROP_TRANSFORM, identity);
    bool cancelled = h->context_transition_was_cancelled(h, r->ctx);
    if (r->dim.bits && !cancelled) h->view_remove_from_superview(h, r->dim);
    if (r->snapshot.bits) h->view_remove_from_superview(h, r->snapshot);
    h->context_complete_transition(h, r->ctx, !cancelled);
    free(r);
}

static void d_half(void *user) {
    run *r = user;
    /* Something must change for the completion to wait the duration: the from view's alpha, a hair. */
    r->self->host->view_set_number(r->self->host, r->from, AP_PROP_ALPHA, 0.999);
}
static void d_late_snapshot(void *user, bool finished) {
    (void)finished;
    run *r = user;
    const ap_host *h = r->self->host;
    h->view_insert_subview_next_to(h, r->container, r->snapshot, r->from, false);
}

static void d_animate(void *instance, ap_context ctx) {
    inst *self = instance;
    const ap_host *h = self->host;
    run *r = calloc(1, sizeof *r);
    if (!r) { h->context_complete_transition(h, ctx, !h->context_transition_was_cancelled(h, ctx)); return; }
    r->self = self;
    r->ctx = ctx;
    ap_view container = h->context_container_view(h, ctx);
    r->from = h->context_view(h, ctx, AP_KEY_FROM);
    ap_rect from_frame = h->context_initial_frame(h, ctx, h->context_view_controller(h, ctx, AP_KEY_FROM));
    r->height = from_frame.size.height;
    ap_view to = h->context_view(h, ctx, AP_KEY_TO);
    if (!FORGET_TO_VIEW && !SNAPSHOT_STAND_IN && to.bits) {
        h->view_set_rect(h, to, AP_PROP_FRAME, h->context_final_frame(h, ctx, h->context_view_controller(h, ctx, AP_KEY_TO)));
        h->view_insert_subview_next_to(h, container, to, r->from, false);
        if (PARALLAX_LEFT) {
            ap_rect moved = h->context_final_frame(h, ctx, h->context_view_controller(h, ctx, AP_KEY_TO));
            moved.origin.x -= 80;
            h->view_set_rect(h, to, AP_PROP_FRAME, moved);
            ap_affine small = {0.9, 0, 0, 0.9, 0, 0};
            h->view_set_affine(h, to, AP_PROP_TRANSFORM, small);
        }
        if (DIM_LEFT_ON_CANCEL) {
            ap_rect whole = h->context_final_frame(h, ctx, h->context_view_controller(h, ctx, AP_KEY_TO));
            r->dim = h->view_create(h, whole);
            ap_color black = {0, 0, 0, 0.5};
            h->view_set_color(h, r->dim, AP_PROP_BACKGROUND_COLOR, black);
            h->view_insert_subview_next_to(h, container, r->dim, to, true);
        }
    }
    if (SNAPSHOT_STAND_IN && to.bits) {
        r->to = to;
        r->container = container;
        r->snapshot = h->view_snapshot(h, to, true);
        h->view_set_rect(h, r->snapshot, AP_PROP_FRAME, h->context_final_frame(h, ctx, h->context_view_controller(h, ctx, AP_KEY_TO)));
        if (SNAPSHOT_STAND_IN == 1) h->view_insert_subview_next_to(h, container, r->snapshot, r->from, false);
    }
    ap_animation a = {0};
    a.duration = 0.3;
    a.options = AP_ANIM_CURVE_LINEAR;
    a.timing = AP_TIMING_CURVE;
    h->animate(h, &a, (ap_block){d_block, r}, (ap_completion){d_done, r});
    if (SNAPSHOT_STAND_IN == 2 && r->snapshot.bits) {
        ap_animation half = {0};
        half.duration = 0.15;
        half.timing = AP_TIMING_CURVE;
        h->animate(h, &half, (ap_block){d_half, r}, (ap_completion){d_late_snapshot, r});
    }
}

static const ap_animator_vtable vtable = {d_create, d_destroy, d_duration, d_animate, NULL};

static const animator_plugin_descriptor descriptor = {
    .abi_major = AP_ABI_MAJOR, .abi_minor = AP_ABI_MINOR, .struct_size = sizeof(animator_plugin_descriptor),
    .kinds = AP_KIND_ANIMATOR, .id = "test.swipe-dismissal", .name = "Swipe dismissal", .version = "1.0.0",
    .summary = "Swipes a full-screen presented view down (full-screen dismissals only; validator fixture)", .author = "Tests", .animator = &vtable,
};

AP_EXPORT const animator_plugin_descriptor *animator_plugin_entry(void) { return &descriptor; }
