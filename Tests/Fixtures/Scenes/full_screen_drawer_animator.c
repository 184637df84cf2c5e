/*
 * A pair of animators for a drawer presented full-screen (the style an app gets when it sets
 * none, before iOS 13), as drawer samples write them. The presenter takes both views the
 * context hands out (the presenting view is in the container in a full-screen presentation),
 * slides the drawer (the to view, DRAWER_WIDTH points wide: a stored width, not the
 * container's) in from the left and pushes the presenting view aside by that width; UIKit takes
 * the presenting view out of the window when the presentation completes, so right after
 * completeTransition it puts it back in the container, where it shows beside the drawer until
 * the dismissal. The dismisser (-DDISMISSER=1) slides the drawer out and the presenting view
 * (view(forKey: .to), already in the container) back to the origin. Built against
 * animator_plugin.h alone.
 *
 * -DFORGETS_PRESENTER=1: the presenter does not put the presenting view back (on iOS the rest
 * of the screen is black beside the drawer).
 * -DSNAPSHOT=1: the pair as snapshot menus write it: the presenter puts the drawer (full size)
 * below the presenting view, covers it with a snapshot of the presenting view tagged
 * SNAPSHOT_TAG, which it slides aside and leaves in the container; the dismisser finds the
 * snapshot by its tag, slides it back and, only as it completes, puts the presenting view back
 * in the container (above the drawer) and removes the snapshot — the snapshot stood in for it.
 */
#include <animator_plugin.h>
#include <stdlib.h>

#ifndef DISMISSER
#define DISMISSER 0
#endif
#ifndef FORGETS_PRESENTER
#define FORGETS_PRESENTER 0
#endif
#ifndef SNAPSHOT
#define SNAPSHOT 0
#endif

#define DRAWER_WIDTH 240
#define SNAPSHOT_TAG 7373

typedef struct inst { const ap_host *host; } inst;
typedef struct run {
    inst *self;
    ap_context ctx;
    ap_view container, drawer, content, snapshot;
    ap_rect drawer_end, content_end;
} run;

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
    if (!SNAPSHOT) h->view_set_rect(h, r->drawer, AP_PROP_FRAME, r->drawer_end);
    h->view_set_rect(h, SNAPSHOT ? r->snapshot : r->content, AP_PROP_FRAME, r->content_end);
}

static void d_done(void *user, bool finished) {
    (void)finished;
    run *r = user;
    const ap_host *h = r->self->host;
    bool completed = !h->context_transition_was_cancelled(h, r->ctx);
    if (DISMISSER && SNAPSHOT && completed) {
        h->view_insert_subview_next_to(h, r->container, r->content, r->drawer, true);
        h->view_remove_from_superview(h, r->snapshot);
    }
    h->context_complete_transition(h, r->ctx, completed);
    /* UIKit has just taken the presenting view out of the window: put it back beside the drawer. */
    if (!DISMISSER && !SNAPSHOT && !FORGETS_PRESENTER && completed) h->view_add_subview(h, r->container, r->content);
    free(r);
}

/* The container's subview tagged SNAPSHOT_TAG, or {0}: viewWithTag. */
static ap_view find_snapshot(const ap_host *h, ap_view container) {
    int32_t n = h->view_subview_count(h, container);
    for (int32_t k = 0; k < n; k++) {
        ap_view v = h->view_subview_at(h, container, k);
        double tag = 0;
        h->view_get_number(h, v, AP_PROP_TAG, AP_SOURCE_MODEL, &tag);
        if (tag == SNAPSHOT_TAG) return v;
    }
    return (ap_view){0};
}

static bool d_setup(const ap_host *h, run *r) {
    ap_rect bounds = {0};
    h->view_get_rect(h, r->container, AP_PROP_BOUNDS, AP_SOURCE_MODEL, &bounds);
    ap_view_controller presenting = h->context_view_controller(h, r->ctx, DISMISSER ? AP_KEY_TO : AP_KEY_FROM);
    r->drawer = h->context_view(h, r->ctx, DISMISSER ? AP_KEY_FROM : AP_KEY_TO);
    r->content = h->view_controller_view(h, presenting);
    if (DISMISSER && SNAPSHOT) {
        r->snapshot = find_snapshot(h, r->container);
        if (!r->snapshot.bits) return false; /* no presentation before it: never completes */
        r->content_end = bounds;
        return true;
    }
    if (DISMISSER) {
        r->drawer_end = (ap_rect){{-DRAWER_WIDTH, 0}, {DRAWER_WIDTH, bounds.size.height}};
        r->content_end = bounds;
        return true;
    }
    if (SNAPSHOT) {
        h->view_set_rect(h, r->drawer, AP_PROP_FRAME, bounds);
        h->view_insert_subview_next_to(h, r->container, r->drawer, r->content, false);
        r->snapshot = h->view_snapshot(h, r->content, false);
        h->view_set_number(h, r->snapshot, AP_PROP_TAG, SNAPSHOT_TAG);
        h->view_add_subview(h, r->container, r->snapshot);
        r->content_end = bounds;
        r->content_end.origin.x = DRAWER_WIDTH;
        return true;
    }
    h->view_set_rect(h, r->drawer, AP_PROP_FRAME, (ap_rect){{-DRAWER_WIDTH, 0}, {DRAWER_WIDTH, bounds.size.height}});
    h->view_add_subview(h, r->container, r->drawer);
    r->drawer_end = (ap_rect){{0, 0}, {DRAWER_WIDTH, bounds.size.height}};
    r->content_end = bounds;
    r->content_end.origin.x = DRAWER_WIDTH;
    return true;
}

static void d_animate(void *instance, ap_context ctx) {
    inst *self = instance;
    const ap_host *h = self->host;
    run *r = calloc(1, sizeof *r);
    if (!r) { h->context_complete_transition(h, ctx, !h->context_transition_was_cancelled(h, ctx)); return; }
    r->self = self;
    r->ctx = ctx;
    r->container = h->context_container_view(h, ctx);
    if (!d_setup(h, r)) { free(r); return; }
    ap_animation a = {0};
    a.duration = 0.3;
    a.options = AP_ANIM_CURVE_EASE_OUT;
    a.timing = AP_TIMING_CURVE;
    h->animate(h, &a, (ap_block){d_block, r}, (ap_completion){d_done, r});
}

static const ap_animator_vtable vtable = {d_create, d_destroy, d_duration, d_animate, NULL};

static const animator_plugin_descriptor descriptor = {
    .abi_major = AP_ABI_MAJOR, .abi_minor = AP_ABI_MINOR, .struct_size = sizeof(animator_plugin_descriptor),
    .kinds = AP_KIND_ANIMATOR,
    .id = DISMISSER ? "test.drawer-dismisser" : "test.drawer-presenter",
    .name = DISMISSER ? "Drawer dismisser" : "Drawer presenter", .version = "1.0.0",
    .summary = "One side of a drawer presented full-screen (validator fixture)", .author = "Tests", .animator = &vtable,
};

AP_EXPORT const animator_plugin_descriptor *animator_plugin_entry(void) { return &descriptor; }
