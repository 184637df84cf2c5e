/*
 * A complete third-party animator in plain C, built against animator_plugin.h alone:
 *
 *     cc -shared -fPIC -I<TransitionHost>/Sources/CAnimatorABI/include -o fade.so c_fade_animator.c
 *
 * The to view fades in over the from view, which fades out; `duration` is a parameter.
 * The tests compile this file exactly like that, drop it into a fresh folder, and list, run,
 * render and validate it.
 */
#include <animator_plugin.h>
#include <stdlib.h>

typedef struct fade {
    const ap_host *host; /* valid for the instance's life */
    double duration;     /* seconds */
} fade;

/* What the animation block and its completion need; freed by the completion, which the host
   calls exactly once. */
typedef struct fade_run {
    fade *self;
    ap_context ctx;
    ap_view from, to;
} fade_run;

static void *fade_create(const ap_host *host, const ap_param_value *params, uint32_t count) {
    fade *f = calloc(1, sizeof *f);
    if (!f) return NULL;
    f->host = host;
    f->duration = count > 0 ? params[0].number : 0.4; /* the host passes every parameter, in order */
    return f;
}

static void fade_destroy(void *instance) { free(instance); }

static double fade_duration(void *instance, ap_context ctx) {
    (void)ctx;
    return ((fade *)instance)->duration;
}

static void fade_block(void *user) {
    fade_run *r = user;
    const ap_host *h = r->self->host;
    if (r->to.bits) h->view_set_number(h, r->to, AP_PROP_ALPHA, 1);
    if (r->from.bits) h->view_set_number(h, r->from, AP_PROP_ALPHA, 0);
}

static void fade_done(void *user, bool finished) {
    (void)finished;
    fade_run *r = user;
    const ap_host *h = r->self->host;
    if (r->from.bits) h->view_set_number(h, r->from, AP_PROP_ALPHA, 1); /* leave the from view as found */
    h->context_complete_transition(h, r->ctx, !h->context_transition_was_cancelled(h, r->ctx));
    free(r);
}

static void fade_animate(void *instance, ap_context ctx) {
    fade *f = instance;
    const ap_host *h = f->host;
    fade_run *r = calloc(1, sizeof *r);
    if (!r) { h->context_complete_transition(h, ctx, !h->context_transition_was_cancelled(h, ctx)); return; }
    r->self = f;
    r->ctx = ctx;
    r->from = h->context_view(h, ctx, AP_KEY_FROM); /* {0}: leave that view alone */
    r->to = h->context_view(h, ctx, AP_KEY_TO);
    if (r->to.bits) {
        ap_view container = h->context_container_view(h, ctx);
        ap_view_controller to_vc = h->context_view_controller(h, ctx, AP_KEY_TO);
        h->view_add_subview(h, container, r->to);
        h->view_set_rect(h, r->to, AP_PROP_FRAME, h->context_final_frame(h, ctx, to_vc));
        h->view_set_number(h, r->to, AP_PROP_ALPHA, 0);
    }
    ap_animation a = {0};
    a.duration = f->duration;
    a.options = AP_ANIM_CURVE_EASE_IN_OUT;
    a.timing = AP_TIMING_CURVE;
    h->animate(h, &a, (ap_block){fade_block, r}, (ap_completion){fade_done, r});
}

static const ap_param_info fade_params[] = {
    {.name = "duration", .type = AP_PARAM_NUMBER, .default_value = 0.4, .min_value = 0.05, .max_value = 10,
     .unit = "s", .help = "Length of the fade"},
};

static const ap_animator_vtable fade_vtable = {
    .create = fade_create,
    .destroy = fade_destroy,
    .transition_duration = fade_duration,
    .animate_transition = fade_animate,
    .animation_ended = NULL,
};

static const animator_plugin_descriptor fade_descriptor = {
    .abi_major = AP_ABI_MAJOR,
    .abi_minor = AP_ABI_MINOR,
    .struct_size = sizeof(animator_plugin_descriptor),
    .kinds = AP_KIND_ANIMATOR,
    .id = "com.example.c-fade",
    .name = "C cross-fade",
    .version = "1.0.0",
    .summary = "Cross-fades the two views (a plain C plugin)",
    .author = "Example",
    .param_count = 1,
    .params = fade_params,
    .animator = &fade_vtable,
};

AP_EXPORT const animator_plugin_descriptor *animator_plugin_entry(void) { return &fade_descriptor; }
