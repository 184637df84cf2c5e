/*
 * An animator made only for custom (non-full-screen) modal presentations, and correct for
 * them, in the style of the sheet and bubble libraries: it adds the presented view (the to
 * view) to the container below its final frame and slides it up; `context_view(AP_KEY_FROM)`
 * is {0} in a custom presentation (the presenting view stays in the window, outside the
 * container) so it never asks for the from view; and, because UIKit sends the presenting
 * controller no appearance callbacks in a `.custom` presentation, it tells it itself:
 * beginAppearanceTransition(false) before animating, endAppearanceTransition() after
 * completing. Run in a scenario where the host sends those callbacks itself (a container
 * changing its child), its end comes after the host's and is refused.
 *
 * -DAPPEARANCE=1: it begins the presenter's appearance transition and never ends it.
 * -DAPPEARANCE=2: it ends the presenter's appearance transition without beginning it.
 * -DNO_TO_VIEW=1: it never adds the presented view (in its app a UIPresentationController
 *   puts it in the container before the animator runs); it only slides it up.
 * -DSETTLED=1 (with -DNO_TO_VIEW=1): it animates the presented view to its final frame, where
 *   the presentation controller already put it: the block changes nothing, so the transition
 *   completes at once while the host's dimming view is still fading in alongside.
 * -DFADES_PRESENTER=1: it also fades the presenting view (which the context does not hand
 *   out) to half alpha and puts it back when done; -DFADES_PRESENTER=2: it leaves it faded;
 *   -DFADES_PRESENTER=3: it fades it out entirely (alpha 0) and leaves it so.
 * Built against animator_plugin.h alone.
 */
#include <animator_plugin.h>
#include <stdlib.h>

#ifndef APPEARANCE
#define APPEARANCE 0
#endif
#ifndef NO_TO_VIEW
#define NO_TO_VIEW 0
#endif
#ifndef FADES_PRESENTER
#define FADES_PRESENTER 0
#endif
#ifndef SETTLED
#define SETTLED 0
#endif

typedef struct inst { const ap_host *host; } inst;
typedef struct run { inst *self; ap_context ctx; ap_view to; ap_view_controller presenter; ap_rect final; } run;

static void *p_create(const ap_host *host, const ap_param_value *p, uint32_t n) {
    (void)p; (void)n;
    inst *i = calloc(1, sizeof *i);
    if (i) i->host = host;
    return i;
}
static void p_destroy(void *i) { free(i); }
static double p_duration(void *i, ap_context ctx) { (void)i; (void)ctx; return 0.3; }

static void p_block(void *user) {
    run *r = user;
    const ap_host *h = r->self->host;
    h->view_set_rect(h, r->to, AP_PROP_FRAME, r->final);
    if (FADES_PRESENTER)
        h->view_set_number(h, h->view_controller_view(h, r->presenter), AP_PROP_ALPHA, FADES_PRESENTER == 3 ? 0 : 0.5);
}

static void p_done(void *user, bool finished) {
    (void)finished;
    run *r = user;
    const ap_host *h = r->self->host;
    if (FADES_PRESENTER == 1) h->view_set_number(h, h->view_controller_view(h, r->presenter), AP_PROP_ALPHA, 1);
    h->context_complete_transition(h, r->ctx, !h->context_transition_was_cancelled(h, r->ctx));
    if (APPEARANCE != 1) h->view_controller_end_appearance_transition(h, r->presenter);
    free(r);
}

static void p_animate(void *instance, ap_context ctx) {
    inst *self = instance;
    const ap_host *h = self->host;
    run *r = calloc(1, sizeof *r);
    if (!r) { h->context_complete_transition(h, ctx, !h->context_transition_was_cancelled(h, ctx)); return; }
    r->self = self;
    r->ctx = ctx;
    r->presenter = h->context_view_controller(h, ctx, AP_KEY_FROM);
    if (APPEARANCE != 2) h->view_controller_begin_appearance_transition(h, r->presenter, false, true);
    r->to = h->context_view(h, ctx, AP_KEY_TO);
    r->final = h->context_final_frame(h, ctx, h->context_view_controller(h, ctx, AP_KEY_TO));
    ap_view container = h->context_container_view(h, ctx);
    ap_rect below = r->final;
    below.origin.y += below.size.height;
    if (!NO_TO_VIEW) h->view_add_subview(h, container, r->to);
    if (!SETTLED) h->view_set_rect(h, r->to, AP_PROP_FRAME, below);
    ap_animation a = {0};
    a.duration = 0.3;
    a.options = AP_ANIM_CURVE_EASE_OUT;
    a.timing = AP_TIMING_CURVE;
    h->animate(h, &a, (ap_block){p_block, r}, (ap_completion){p_done, r});
}

static const ap_animator_vtable vtable = {p_create, p_destroy, p_duration, p_animate, NULL};

static const animator_plugin_descriptor descriptor = {
    .abi_major = AP_ABI_MAJOR, .abi_minor = AP_ABI_MINOR, .struct_size = sizeof(animator_plugin_descriptor),
    .kinds = AP_KIND_ANIMATOR, .id = "test.sheet-presentation", .name = "Sheet presentation", .version = "1.0.0",
    .summary = "Slides a custom-presented sheet up (presentations only; validator fixture)", .author = "Tests", .animator = &vtable,
};

AP_EXPORT const animator_plugin_descriptor *animator_plugin_entry(void) { return &descriptor; }
