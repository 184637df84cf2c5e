/*
 * Explicit Core Animation animations from C (ABI 1.1), as a C plugin author writes them: the
 * to view, put at its final frame with its model alpha already 1, fades in with a basic
 * animation of "opacity" (0 to 1, ease-out) and turns once with a keyframe animation of
 * "transform.rotation.z" (0, pi, 2 pi); the transition completes from the keyframe
 * animation's did_stop. On a 1.0 host (no layer_add_animation) it completes from a plain
 * animate() instead.
 */
#include <animator_plugin.h>
#include <stdlib.h>

typedef struct run {
    const ap_host *host;
    ap_context ctx;
    ap_view to;
} run;

static void *create(const ap_host *host, const ap_param_value *params, uint32_t count) {
    (void)params; (void)count;
    return (void *)host;
}

static void destroy(void *instance) { (void)instance; }

static double duration(void *instance, ap_context ctx) { (void)instance; (void)ctx; return 1.0; }

static void finish(void *user, bool finished) {
    (void)finished; /* removed early (a cancel) or not: either way the transition ends here */
    run *r = user;
    r->host->context_complete_transition(r->host, r->ctx, !r->host->context_transition_was_cancelled(r->host, r->ctx));
    free(r);
}

static void fade_block(void *user) {
    run *r = user;
    r->host->view_set_number(r->host, r->to, AP_PROP_ALPHA, 1);
}

static ap_value number(double x) {
    ap_value v = {0};
    v.type = AP_VALUE_NUMBER;
    v.v[0] = x;
    return v;
}

static void animate(void *instance, ap_context ctx) {
    const ap_host *h = instance;
    run *r = calloc(1, sizeof *r);
    if (!r) { h->context_complete_transition(h, ctx, true); return; }
    r->host = h;
    r->ctx = ctx;
    r->to = h->context_view(h, ctx, AP_KEY_TO);
    if (!r->to.bits) { finish(r, true); return; }
    h->view_add_subview(h, h->context_container_view(h, ctx), r->to);
    h->view_set_rect(h, r->to, AP_PROP_FRAME, h->context_final_frame(h, ctx, h->context_view_controller(h, ctx, AP_KEY_TO)));

    if (!AP_HOST_HAS(h, layer_add_animation)) {
        ap_animation a = {0};
        a.duration = 1.0;
        h->view_set_number(h, r->to, AP_PROP_ALPHA, 0);
        h->animate(h, &a, (ap_block){fade_block, r}, (ap_completion){finish, r});
        return;
    }
    ap_layer_animation fade = {0};
    fade.struct_size = sizeof fade;
    fade.kind = AP_LAYER_ANIM_BASIC;
    fade.key_path = "opacity";
    fade.from_value = number(0);
    fade.to_value = number(1);
    fade.duration = 0.5;
    fade.has_timing_function = true;
    fade.control1 = (ap_point){0, 0};
    fade.control2 = (ap_point){0.58, 1};
    h->layer_add_animation(h, r->to, &fade, "fade");

    ap_value turns[3] = {number(0), number(3.14159265358979323846), number(2 * 3.14159265358979323846)};
    ap_layer_animation spin = {0};
    spin.struct_size = sizeof spin;
    spin.kind = AP_LAYER_ANIM_KEYFRAME;
    spin.key_path = "transform.rotation.z";
    spin.duration = 1.0;
    spin.values = turns;
    spin.value_count = 3;
    spin.calculation_mode = AP_KEYFRAME_LINEAR;
    spin.did_stop = (ap_completion){finish, r};
    h->layer_add_animation(h, r->to, &spin, "spin");
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
    .id = "com.example.c-spin",
    .name = "C explicit spin",
    .version = "1.0.0",
    .summary = "Fades and spins the new view with explicit layer animations (ABI 1.1)",
    .author = "Example",
    .animator = &vtable,
};

AP_EXPORT const animator_plugin_descriptor *animator_plugin_entry(void) { return &descriptor; }
