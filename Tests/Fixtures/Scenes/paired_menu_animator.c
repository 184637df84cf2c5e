/*
 * A pair of animators for one custom modal side menu, as apps write them: the presenter
 * slides the menu (the to view) in and leaves a backdrop of its own making in the container
 * (tagged BACKDROP_TAG with AP_PROP_TAG, ABI 1.3), faded to 40 %; the dismisser
 * (-DDISMISSER=1) looks that backdrop up by its tag among the container's subviews (viewWithTag), slides the menu (the
 * from view) out while fading it, and removes it when the dismissal completes. Alone, the
 * dismisser finds no backdrop and returns without completing — what an iOS dismissal written
 * for its presentation does when run without it (`guard let snapshot =
 * containerView.viewWithTag(…) else { return }`). The validator runs it after its presenter
 * with `--after`. Built against animator_plugin.h alone.
 *
 * -DKEEPS_BACKDROP=1: the dismisser leaves the presentation's backdrop where it is (on iOS it
 * goes with the container). -DLEAVES_VIEW=1: the dismisser also adds a view of its own to the
 * container and leaves it there. -DSECONDS=N: the presenter's duration and animation last N
 * seconds (a stand-in's duration of minutes: the validator must end a prelude that long itself).
 */
#include <animator_plugin.h>
#include <stdlib.h>

#ifndef DISMISSER
#define DISMISSER 0
#endif

#ifndef KEEPS_BACKDROP
#define KEEPS_BACKDROP 0
#endif

#ifndef SECONDS
#define SECONDS 0.3
#endif
#ifndef LEAVES_VIEW
#define LEAVES_VIEW 0
#endif

#define BACKDROP "menu-backdrop"
#define BACKDROP_TAG 4242

typedef struct inst { const ap_host *host; } inst;
typedef struct run { inst *self; ap_context ctx; ap_view menu, backdrop; ap_rect final; } run;

static void *m_create(const ap_host *host, const ap_param_value *p, uint32_t n) {
    (void)p; (void)n;
    inst *i = calloc(1, sizeof *i);
    if (i) i->host = host;
    return i;
}
static void m_destroy(void *i) { free(i); }
static double m_duration(void *i, ap_context ctx) { (void)i; (void)ctx; return SECONDS; }

static void m_block(void *user) {
    run *r = user;
    const ap_host *h = r->self->host;
    h->view_set_rect(h, r->menu, AP_PROP_FRAME, r->final);
    h->view_set_number(h, r->backdrop, AP_PROP_ALPHA, DISMISSER ? 0 : 0.4);
}

static void m_done(void *user, bool finished) {
    (void)finished;
    run *r = user;
    const ap_host *h = r->self->host;
    bool completed = !h->context_transition_was_cancelled(h, r->ctx);
    if (DISMISSER && completed && !KEEPS_BACKDROP) h->view_remove_from_superview(h, r->backdrop);
    h->context_complete_transition(h, r->ctx, completed);
    free(r);
}

/* The container's subview tagged BACKDROP_TAG, or {0}: viewWithTag. The tag is the host's
   (AP_PROP_TAG), so the dismisser sees what the presenter, another plugin, set. */
static ap_view find_backdrop(const ap_host *h, ap_view container) {
    int32_t n = h->view_subview_count(h, container);
    for (int32_t k = 0; k < n; k++) {
        ap_view v = h->view_subview_at(h, container, k);
        double tag = 0;
        h->view_get_number(h, v, AP_PROP_TAG, AP_SOURCE_MODEL, &tag);
        if (tag == BACKDROP_TAG) return v;
    }
    return (ap_view){0};
}

static void m_animate(void *instance, ap_context ctx) {
    inst *self = instance;
    const ap_host *h = self->host;
    ap_view container = h->context_container_view(h, ctx);
    run *r = calloc(1, sizeof *r);
    if (!r) { h->context_complete_transition(h, ctx, !h->context_transition_was_cancelled(h, ctx)); return; }
    r->self = self;
    r->ctx = ctx;
    if (DISMISSER) {
        r->backdrop = find_backdrop(h, container);
        if (!r->backdrop.bits) { free(r); return; } /* no presentation before it: never completes */
        r->menu = h->context_view(h, ctx, AP_KEY_FROM);
        r->final = h->context_final_frame(h, ctx, h->context_view_controller(h, ctx, AP_KEY_FROM));
        if (LEAVES_VIEW) h->view_add_subview(h, container, h->view_create(h, (ap_rect){{0, 0}, {10, 10}}));
    } else {
        ap_rect bounds = {0};
        h->view_get_rect(h, container, AP_PROP_BOUNDS, AP_SOURCE_MODEL, &bounds);
        r->backdrop = h->view_create(h, bounds);
        h->view_set_string(h, r->backdrop, AP_PROP_TITLE, BACKDROP);
        h->view_set_number(h, r->backdrop, AP_PROP_TAG, BACKDROP_TAG);
        h->view_set_color(h, r->backdrop, AP_PROP_BACKGROUND_COLOR, (ap_color){0, 0, 0, 1});
        h->view_set_number(h, r->backdrop, AP_PROP_ALPHA, 0);
        h->view_insert_subview_at(h, container, r->backdrop, 0);
        r->menu = h->context_view(h, ctx, AP_KEY_TO);
        r->final = h->context_final_frame(h, ctx, h->context_view_controller(h, ctx, AP_KEY_TO));
        ap_rect start = r->final;
        start.origin.x -= start.size.width;
        h->view_set_rect(h, r->menu, AP_PROP_FRAME, start);
        h->view_add_subview(h, container, r->menu);
    }
    ap_animation a = {0};
    a.duration = SECONDS;
    a.options = AP_ANIM_CURVE_EASE_OUT;
    a.timing = AP_TIMING_CURVE;
    h->animate(h, &a, (ap_block){m_block, r}, (ap_completion){m_done, r});
}

static const ap_animator_vtable vtable = {m_create, m_destroy, m_duration, m_animate, NULL};

static const animator_plugin_descriptor descriptor = {
    .abi_major = AP_ABI_MAJOR, .abi_minor = AP_ABI_MINOR, .struct_size = sizeof(animator_plugin_descriptor),
    .kinds = AP_KIND_ANIMATOR,
    .id = DISMISSER ? "test.menu-dismisser" : "test.menu-presenter",
    .name = DISMISSER ? "Menu dismisser" : "Menu presenter", .version = "1.0.0",
    .summary = "One side of a paired side-menu presentation (validator fixture)", .author = "Tests", .animator = &vtable,
};

AP_EXPORT const animator_plugin_descriptor *animator_plugin_entry(void) { return &descriptor; }
