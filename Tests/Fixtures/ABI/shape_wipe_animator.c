/*
 * Shape layers and masks from C (ABI 1.1), as a C plugin author writes them: a plain layer
 * made with view_create masks the to view with a rectangle whose path grows from the left
 * edge to the whole view ("path" animation, linear over 1 s), and a second layer, added to
 * the container, strokes a line under it whose "strokeEnd" goes from 0 to 1 at the same time.
 * The transition completes from the path animation's did_stop, which removes the mask and the
 * line. On a 1.0 host (no view_set_path) it fades the view in with animate() instead.
 */
#include <animator_plugin.h>
#include <stdlib.h>

typedef struct run {
    const ap_host *host;
    ap_context ctx;
    ap_view to, line;
} run;

static void *create(const ap_host *host, const ap_param_value *params, uint32_t count) {
    (void)params; (void)count;
    return (void *)host;
}

static void destroy(void *instance) { (void)instance; }

static double duration(void *instance, ap_context ctx) { (void)instance; (void)ctx; return 1.0; }

static void finish(void *user, bool finished) {
    (void)finished;
    run *r = user;
    const ap_host *h = r->host;
    if (r->line.bits) {
        h->view_set_mask(h, r->to, (ap_view){0});
        h->view_remove_from_superview(h, r->line);
    }
    h->context_complete_transition(h, r->ctx, !h->context_transition_was_cancelled(h, r->ctx));
    free(r);
}

static void fade_in(void *user) {
    run *r = user;
    r->host->view_set_number(r->host, r->to, AP_PROP_ALPHA, 1);
}

/* A closed rectangle: move, three lines, close. */
static void rect_path(ap_path_element e[5], double x, double y, double w, double hgt) {
    ap_point p[4] = {{x, y}, {x + w, y}, {x + w, y + hgt}, {x, y + hgt}};
    for (int i = 0; i < 4; i++) { e[i] = (ap_path_element){0}; e[i].kind = i == 0 ? AP_PATH_MOVE : AP_PATH_LINE; e[i].points[0] = p[i]; }
    e[4] = (ap_path_element){0};
    e[4].kind = AP_PATH_CLOSE;
}

static ap_value index_value(double i) {
    ap_value v = {0};
    v.type = AP_VALUE_PATH;
    v.v[0] = i;
    return v;
}

static ap_value number(double x) {
    ap_value v = {0};
    v.type = AP_VALUE_NUMBER;
    v.v[0] = x;
    return v;
}

static void animate(void *instance, ap_context ctx) {
    const ap_host *h = instance;
    ap_view container = h->context_container_view(h, ctx);
    ap_view to = h->context_view(h, ctx, AP_KEY_TO);
    if (!to.bits) { h->context_complete_transition(h, ctx, true); return; }
    h->view_add_subview(h, container, to);
    ap_rect frame = h->context_final_frame(h, ctx, h->context_view_controller(h, ctx, AP_KEY_TO));
    h->view_set_rect(h, to, AP_PROP_FRAME, frame);
    run *r = calloc(1, sizeof *r);
    if (!r) { h->context_complete_transition(h, ctx, true); return; }
    r->host = h;
    r->ctx = ctx;
    r->to = to;
    if (!AP_HOST_HAS(h, view_set_path) || !AP_HOST_HAS(h, view_set_mask)) {
        ap_animation a = {0};
        a.duration = 1.0;
        h->view_set_number(h, to, AP_PROP_ALPHA, 0);
        h->animate(h, &a, (ap_block){fade_in, r}, (ap_completion){finish, r});
        return;
    }

    double w = frame.size.width, hgt = frame.size.height;
    ap_path_element full[5], empty[5];
    rect_path(full, 0, 0, w, hgt);
    rect_path(empty, 0, 0, 0, hgt);
    ap_view mask = h->view_create(h, (ap_rect){{0, 0}, {w, hgt}});
    ap_path model = {full, 5, 0};
    h->view_set_path(h, mask, &model);
    h->view_set_mask(h, to, mask);

    ap_path paths[2] = {{empty, 5, 0}, {full, 5, 0}};
    ap_layer_animation wipe = {0};
    wipe.struct_size = sizeof wipe;
    wipe.kind = AP_LAYER_ANIM_BASIC;
    wipe.key_path = "path";
    wipe.from_value = index_value(0);
    wipe.to_value = index_value(1);
    wipe.duration = 1.0;
    wipe.paths = paths;
    wipe.path_count = 2;
    wipe.did_stop = (ap_completion){finish, r};

    /* The line along the bottom edge, drawn as the wipe goes. */
    r->line = h->view_create(h, (ap_rect){{0, 0}, {w, hgt}});
    ap_path_element seg[2] = {{0}, {0}};
    seg[0].kind = AP_PATH_MOVE; seg[0].points[0] = (ap_point){0, hgt - 2};
    seg[1].kind = AP_PATH_LINE; seg[1].points[0] = (ap_point){w, hgt - 2};
    ap_path line = {seg, 2, 0};
    h->view_set_path(h, r->line, &line);
    h->view_set_color(h, r->line, AP_PROP_STROKE_COLOR, (ap_color){1, 0, 0, 1});
    h->view_set_number(h, r->line, AP_PROP_LINE_WIDTH, 4);
    h->view_set_number(h, r->line, AP_PROP_LINE_CAP, AP_LINE_CAP_ROUND);
    h->view_add_subview(h, container, r->line);
    ap_layer_animation draw = {0};
    draw.struct_size = sizeof draw;
    draw.kind = AP_LAYER_ANIM_BASIC;
    draw.key_path = "strokeEnd";
    draw.from_value = number(0);
    draw.to_value = number(1);
    draw.duration = 1.0;
    h->layer_add_animation(h, r->line, &draw, "draw");
    h->layer_add_animation(h, mask, &wipe, "wipe");
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
    .id = "com.example.c-wipe",
    .name = "C shape wipe",
    .version = "1.0.0",
    .summary = "Reveals the new view through a growing rectangular mask and draws a line (ABI 1.1 shapes)",
    .author = "Example",
    .animator = &vtable,
};

AP_EXPORT const animator_plugin_descriptor *animator_plugin_entry(void) { return &descriptor; }
