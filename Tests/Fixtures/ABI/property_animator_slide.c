/*
 * UIKit's newer surface from C (ABI 1.1), as a C plugin author writes it: a property animator
 * (property_animator_*) slides the to view in from the right edge of the window, found with
 * view_convert_point, linearly over 1 s; its completion callback completes the transition.
 * It also asks the to controller for its relations (view_controller_related) and logs what it
 * finds. On a 1.0 host it slides with animate() instead.
 */
#include <animator_plugin.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct run {
    const ap_host *host;
    ap_context ctx;
    ap_view to;
    ap_rect frame;
} run;

static void *create(const ap_host *host, const ap_param_value *params, uint32_t count) {
    (void)params; (void)count;
    return (void *)host;
}

static void destroy(void *instance) { (void)instance; }

static double duration(void *instance, ap_context ctx) { (void)instance; (void)ctx; return 1.0; }

static void slide_in(void *user) {
    run *r = user;
    r->host->view_set_rect(r->host, r->to, AP_PROP_FRAME, r->frame);
}

static void completed(void *user, ap_position position) {
    run *r = user;
    const ap_host *h = r->host;
    char line[64];
    snprintf(line, sizeof line, "position %d", (int)position);
    h->log(h, AP_LOG_INFO, line);
    if (position != AP_POSITION_NONE) h->context_complete_transition(h, r->ctx, !h->context_transition_was_cancelled(h, r->ctx));
    free(r);
}

static void finished(void *user, bool done) {
    (void)done;
    completed(user, AP_POSITION_END);
}

static void animate(void *instance, ap_context ctx) {
    const ap_host *h = instance;
    ap_view container = h->context_container_view(h, ctx);
    ap_view to = h->context_view(h, ctx, AP_KEY_TO);
    ap_view_controller to_vc = h->context_view_controller(h, ctx, AP_KEY_TO);
    if (!to.bits) { h->context_complete_transition(h, ctx, true); return; }
    run *r = calloc(1, sizeof *r);
    if (!r) { h->context_complete_transition(h, ctx, true); return; }
    r->host = h;
    r->ctx = ctx;
    r->to = to;
    r->frame = h->context_final_frame(h, ctx, to_vc);
    h->view_add_subview(h, container, to);

    ap_rect start = r->frame;
    ap_animation a = {0};
    a.duration = 1.0;
    a.timing = AP_TIMING_CURVE;
    a.options = AP_ANIM_CURVE_LINEAR;
    if (!AP_HOST_HAS(h, property_animator_create)) {
        start.origin.x += start.size.width;
        h->view_set_rect(h, to, AP_PROP_FRAME, start);
        h->animate(h, &a, (ap_block){slide_in, r}, (ap_completion){finished, r});
        return;
    }
    /* The window's right edge, in the container's coordinates. */
    ap_rect window = {{0, 0}, {0, 0}};
    ap_view top = container;
    for (ap_view up = h->view_superview(h, top); up.bits; up = h->view_superview(h, top)) top = up;
    h->view_get_rect(h, top, AP_PROP_BOUNDS, AP_SOURCE_MODEL, &window);
    ap_point edge = {0, 0};
    h->view_convert_point(h, (ap_view){0}, container, (ap_point){window.size.width, 0}, AP_SOURCE_MODEL, &edge);
    start.origin.x = edge.x;
    h->view_set_rect(h, to, AP_PROP_FRAME, start);

    /* A controller may have no parent (a handle of 0): ask about it only when it has one. */
    ap_view_controller parent = h->view_controller_related(h, to_vc, AP_VC_PARENT);
    char line[96];
    if (parent.bits) {
        snprintf(line, sizeof line, "edge %.0f parent kind %d children %d", edge.x, (int)h->view_controller_kind(h, parent),
                 (int)h->view_controller_child_count(h, parent));
    } else {
        snprintf(line, sizeof line, "edge %.0f no parent", edge.x);
    }
    h->log(h, AP_LOG_INFO, line);

    ap_property_animator pa = h->property_animator_create(h, &a);
    h->property_animator_add_animations(h, pa, (ap_block){slide_in, r}, 0);
    h->property_animator_add_completion(h, pa, (ap_position_callback){completed, r});
    h->property_animator_start(h, pa, 0);
    h->property_animator_release(h, pa);
}

static const ap_animator_vtable vtable = {
    .create = create,
    .destroy = destroy,
    .transition_duration = duration,
    .animate_transition = animate,
};

static const animator_plugin_descriptor descriptor = {
    .abi_major = AP_ABI_MAJOR,
    .abi_minor = AP_ABI_MINOR,
    .struct_size = sizeof(animator_plugin_descriptor),
    .kinds = AP_KIND_ANIMATOR,
    .id = "com.example.c-property-slide",
    .name = "C property animator slide",
    .version = "1.0.0",
    .summary = "Slides the new view in from the window's right edge with a property animator (ABI 1.1)",
    .author = "Example",
    .animator = &vtable,
};

AP_EXPORT const animator_plugin_descriptor *animator_plugin_entry(void) { return &descriptor; }
