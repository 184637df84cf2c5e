/*
 * A side menu's presentation animator, in the style of the real ones: it sizes the presented
 * view (the to view) itself, to WIDTH_PERCENT of the container's width and its full height,
 * puts it in the container just off the left edge and slides it in. It never asks for the
 * from view (nil in a custom presentation) and leaves the presenting controller's appearance
 * alone (UIKit sends it nothing in a `.custom` presentation; neither is allowed). On iOS the
 * app presents it with modalPresentationStyle = .custom (or .overCurrentContext), where UIKit
 * leaves the menu where the animator puts it while the presentation lasts.
 *
 * -DWIDTH_PERCENT=N: the menu's share of the container's width (default 75).
 * -DPUSHES_PRESENTER=1: it also slides the presenting view (the from controller's view, which
 *   the context does not hand out) right by the menu's width and leaves it there, as menus
 *   that push the content aside do.
 * -DSHRINKS_PRESENTER=1: it also scales the presenting view to 90 % and dims it to alpha 0.6
 *   and leaves it so, as card presentations (and UIKit's own page sheet) do to what they cover.
 * -DLEAVES_SHADE=1: it adds a view of its own behind the menu (a shade over the rest of the
 *   screen) and leaves it in the container for its dismissal animator to remove.
 * -DZERO_WIDTH=1: it sizes the menu from a width it reads as 0 (an unset preferred size):
 *   the menu ends with no area.
 * Built against animator_plugin.h alone.
 */
#include <animator_plugin.h>
#include <stdlib.h>

#ifndef WIDTH_PERCENT
#define WIDTH_PERCENT 75
#endif
#ifndef PUSHES_PRESENTER
#define PUSHES_PRESENTER 0
#endif
#ifndef SHRINKS_PRESENTER
#define SHRINKS_PRESENTER 0
#endif
#ifndef LEAVES_SHADE
#define LEAVES_SHADE 0
#endif
#ifndef ZERO_WIDTH
#define ZERO_WIDTH 0
#endif

typedef struct inst { const ap_host *host; } inst;
typedef struct run { inst *self; ap_context ctx; ap_view menu, presenter; ap_rect open, pushed; } run;

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
    h->view_set_rect(h, r->menu, AP_PROP_FRAME, r->open);
    if (PUSHES_PRESENTER) h->view_set_rect(h, r->presenter, AP_PROP_FRAME, r->pushed);
    if (SHRINKS_PRESENTER) {
        h->view_set_affine(h, r->presenter, AP_PROP_TRANSFORM, (ap_affine){0.9, 0, 0, 0.9, 0, 0});
        h->view_set_number(h, r->presenter, AP_PROP_ALPHA, 0.6);
    }
}

static void p_done(void *user, bool finished) {
    (void)finished;
    run *r = user;
    const ap_host *h = r->self->host;
    h->context_complete_transition(h, r->ctx, !h->context_transition_was_cancelled(h, r->ctx));
    free(r);
}

static void p_animate(void *instance, ap_context ctx) {
    inst *self = instance;
    const ap_host *h = self->host;
    run *r = calloc(1, sizeof *r);
    if (!r) { h->context_complete_transition(h, ctx, !h->context_transition_was_cancelled(h, ctx)); return; }
    r->self = self;
    r->ctx = ctx;
    ap_view container = h->context_container_view(h, ctx);
    ap_rect bounds = {{0, 0}, {0, 0}};
    h->view_get_rect(h, container, AP_PROP_BOUNDS, AP_SOURCE_MODEL, &bounds);
    double width = ZERO_WIDTH ? 0 : bounds.size.width * WIDTH_PERCENT / 100.0;
    r->menu = h->context_view(h, ctx, AP_KEY_TO);
    r->open = (ap_rect){{0, 0}, {width, bounds.size.height}};
    ap_rect closed = r->open;
    closed.origin.x = -width;
    r->presenter = h->view_controller_view(h, h->context_view_controller(h, ctx, AP_KEY_FROM));
    h->view_get_rect(h, r->presenter, AP_PROP_FRAME, AP_SOURCE_MODEL, &r->pushed);
    r->pushed.origin.x += width;
    if (LEAVES_SHADE) h->view_add_subview(h, container, h->view_create(h, bounds));
    h->view_add_subview(h, container, r->menu);
    h->view_set_rect(h, r->menu, AP_PROP_FRAME, closed);
    ap_animation a = {0};
    a.duration = 0.3;
    a.options = AP_ANIM_CURVE_EASE_OUT;
    a.timing = AP_TIMING_CURVE;
    h->animate(h, &a, (ap_block){p_block, r}, (ap_completion){p_done, r});
}

static const ap_animator_vtable vtable = {p_create, p_destroy, p_duration, p_animate, NULL};

static const animator_plugin_descriptor descriptor = {
    .abi_major = AP_ABI_MAJOR, .abi_minor = AP_ABI_MINOR, .struct_size = sizeof(animator_plugin_descriptor),
    .kinds = AP_KIND_ANIMATOR, .id = "test.side-menu", .name = "Side menu", .version = "1.0.0",
    .summary = "Slides a side menu in from the left (presentations only; validator fixture)", .author = "Tests", .animator = &vtable,
};

AP_EXPORT const animator_plugin_descriptor *animator_plugin_entry(void) { return &descriptor; }
