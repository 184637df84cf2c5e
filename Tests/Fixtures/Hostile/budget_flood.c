/*
 * A hostile animator that tries to exhaust the front end through the ordinary API alone
 * (animator_plugin.h's host table, nothing else): the budget tests build it with -DMODE=N.
 *
 *   MODE 1  view flood: 30,000 views in the to view, each titled with 1,023 bytes (a frame of
 *           about 36 MB if nothing cut it), then 150,000 more views made and dropped (more
 *           than one transition may create).
 *   MODE 2  gradient flood: 2,000 full-screen views, each a gradient of 256 stops.
 *   MODE 3  full-screen flood: 20,000 full-screen views.
 *   MODE 4  the longest path: 65,536 cubic curves across a huge span, filled and stroked.
 *   MODE 5  out of range: a centre of 1e305, a frame of 1e300, a transform scaling by 1e300
 *           (all must be refused), and a centre of 999,999 points (allowed: at the edge).
 *
 * Every mode then slides the to view in over 0.1 s (7 frames at 60 fps) and completes, so a
 * run that survives the flood ends normally. Each call's status is counted, and the number of
 * refusals is logged through the host's log, so a test can see the host answered errors.
 */
#include <animator_plugin.h>
#include <stdlib.h>
#include <string.h>

#ifndef MODE
#define MODE 1
#endif
#ifndef ID
#define ID "test.budget-flood" /* -DID='"budget-1"' to keep several modes in one folder */
#endif

typedef struct inst { const ap_host *host; } inst;
typedef struct run { inst *self; ap_context ctx; ap_view to; ap_rect final; } run;

static void *m_create(const ap_host *host, const ap_param_value *p, uint32_t n) {
    (void)p; (void)n;
    inst *i = calloc(1, sizeof *i);
    if (i) i->host = host;
    return i;
}
static void m_destroy(void *i) { free(i); }
static double m_duration(void *i, ap_context ctx) { (void)i; (void)ctx; return 0.1; }

static void m_block(void *user) {
    run *r = user;
    const ap_host *h = r->self->host;
    h->view_set_rect(h, r->to, AP_PROP_FRAME, r->final);
}

static void m_done(void *user, bool finished) {
    (void)finished;
    run *r = user;
    const ap_host *h = r->self->host;
    h->context_complete_transition(h, r->ctx, !h->context_transition_was_cancelled(h, r->ctx));
    free(r);
}

static int refused; /* calls the host answered with an error or a null handle */

static void note(ap_status s) { if (s != AP_OK) refused++; }

static void view_flood(const ap_host *h, ap_view to, ap_rect b, int count, int titled, int full) {
    static char title[1024];
    memset(title, 'W', sizeof title - 1);
    title[sizeof title - 1] = 0;
    for (int k = 0; k < count; k++) {
        ap_rect cell = full ? (ap_rect){{0, 0}, b.size} : (ap_rect){{(k % 100) * 4.0, (k / 100 % 200) * 4.0}, {3, 3}};
        ap_view v = h->view_create(h, cell);
        if (!v.bits) { refused++; continue; }
        ap_color c = {(k % 7) / 6.0, (k % 11) / 10.0, (k % 13) / 12.0, 1};
        note(h->view_set_color(h, v, AP_PROP_BACKGROUND_COLOR, c));
        if (titled) note(h->view_set_string(h, v, AP_PROP_TITLE, title));
        note(h->view_add_subview(h, to, v));
    }
}

static void gradient_flood(const ap_host *h, ap_view to, ap_rect b) {
    static ap_color colors[256];
    for (int i = 0; i < 256; i++) colors[i] = (ap_color){(i % 2), (i % 3) / 2.0, (i % 5) / 4.0, 1};
    ap_gradient g = {0};
    g.struct_size = sizeof g;
    g.count = 256;
    g.colors = colors;
    g.start_point = (ap_point){0, 0};
    g.end_point = (ap_point){1, 1};
    g.type = AP_GRADIENT_AXIAL;
    for (int k = 0; k < 2000; k++) {
        ap_view v = h->view_create(h, (ap_rect){{0, 0}, b.size});
        if (!v.bits) { refused++; continue; }
        note(h->view_set_gradient(h, v, &g));
        note(h->view_add_subview(h, to, v));
    }
}

static void longest_path(const ap_host *h, ap_view to) {
    enum { N = 65536 };
    ap_path_element *e = calloc(N, sizeof *e);
    if (!e) return;
    e[0].kind = AP_PATH_MOVE;
    e[0].points[0] = (ap_point){0, 0};
    for (int i = 1; i < N; i++) {
        double x = (i % 2) ? 900000.0 : -900000.0, y = (i % 3) * 300000.0;
        e[i].kind = AP_PATH_CUBIC;
        e[i].points[0] = (ap_point){x, -y};
        e[i].points[1] = (ap_point){-x, y};
        e[i].points[2] = (ap_point){x / 2, y / 2};
    }
    ap_path p = {e, N, 0};
    ap_view v = h->view_create(h, (ap_rect){{0, 0}, {300, 300}});
    if (v.bits) {
        note(h->view_set_color(h, v, AP_PROP_FILL_COLOR, (ap_color){0.2, 0.4, 0.8, 1}));
        note(h->view_set_color(h, v, AP_PROP_STROKE_COLOR, (ap_color){0, 0, 0, 1}));
        note(h->view_set_number(h, v, AP_PROP_LINE_WIDTH, 3));
        note(h->view_set_path(h, v, &p));
        note(h->view_add_subview(h, to, v));
    } else refused++;
    free(e);
}

static void out_of_range(const ap_host *h, ap_view to) {
    ap_view v = h->view_create(h, (ap_rect){{0, 0}, {50, 50}});
    if (!v.bits) { refused++; return; }
    note(h->view_add_subview(h, to, v));
    note(h->view_set_point(h, v, AP_PROP_CENTER, (ap_point){1e305, 1e305}));
    note(h->view_set_rect(h, v, AP_PROP_FRAME, (ap_rect){{1e300, 0}, {10, 10}}));
    ap_affine big = {1e300, 0, 0, 1e300, 0, 0};
    note(h->view_set_affine(h, v, AP_PROP_TRANSFORM, big));
    ap_view far = h->view_create(h, (ap_rect){{0, 0}, {1e300, 1e300}});
    if (!far.bits) refused++;
    ap_view edge = h->view_create(h, (ap_rect){{0, 0}, {20, 20}});
    if (edge.bits) {
        note(h->view_add_subview(h, to, edge));
        note(h->view_set_point(h, edge, AP_PROP_CENTER, (ap_point){999999, -999999}));
    }
}

static void m_animate(void *instance, ap_context ctx) {
    inst *self = instance;
    const ap_host *h = self->host;
    run *r = calloc(1, sizeof *r);
    if (!r) { h->context_complete_transition(h, ctx, !h->context_transition_was_cancelled(h, ctx)); return; }
    r->self = self;
    r->ctx = ctx;
    r->to = h->context_view(h, ctx, AP_KEY_TO);
    if (r->to.bits) {
        ap_view container = h->context_container_view(h, ctx);
        ap_view_controller to_vc = h->context_view_controller(h, ctx, AP_KEY_TO);
        r->final = h->context_final_frame(h, ctx, to_vc);
        h->view_add_subview(h, container, r->to);
        switch (MODE) {
        case 1:
            view_flood(h, r->to, r->final, 30000, 1, 0);
            for (int k = 0; k < 150000; k++) if (!h->view_create(h, (ap_rect){{0, 0}, {1, 1}}).bits) refused++;
            break;
        case 2: gradient_flood(h, r->to, r->final); break;
        case 3: view_flood(h, r->to, r->final, 20000, 0, 1); break;
        case 4: longest_path(h, r->to); break;
        default: out_of_range(h, r->to); break;
        }
        ap_rect start = r->final;
        start.origin.x += r->final.size.width / 4;
        h->view_set_rect(h, r->to, AP_PROP_FRAME, start);
    }
    char line[64];
    int n = 0, x = refused;
    char digits[16];
    do { digits[n++] = (char)('0' + x % 10); x /= 10; } while (x && n < 15);
    memcpy(line, "refused ", 8);
    for (int i = 0; i < n; i++) line[8 + i] = digits[n - 1 - i];
    line[8 + n] = 0;
    h->log(h, AP_LOG_INFO, line);
    ap_animation a = {0};
    a.duration = 0.1;
    a.options = AP_ANIM_CURVE_LINEAR;
    a.timing = AP_TIMING_CURVE;
    h->animate(h, &a, (ap_block){m_block, r}, (ap_completion){m_done, r});
}

static const ap_animator_vtable vtable = {m_create, m_destroy, m_duration, m_animate, NULL};

static const animator_plugin_descriptor descriptor = {
    .abi_major = AP_ABI_MAJOR, .abi_minor = AP_ABI_MINOR, .struct_size = sizeof(animator_plugin_descriptor),
    .kinds = AP_KIND_ANIMATOR, .id = ID, .name = "Budget flood", .version = "1.0.0",
    .summary = "Floods the front end through the ordinary API (budget tests)", .author = "Tests", .animator = &vtable,
};

AP_EXPORT const animator_plugin_descriptor *animator_plugin_entry(void) { return &descriptor; }
