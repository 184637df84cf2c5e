/*
 * A collection layout plugin in C (ABI 1.1, AP_KIND_LAYOUT), as a layout author writes one:
 * items of `side` points placed corner to corner down the diagonal, `gap` points apart, section
 * after section; the content is as wide and tall as the diagonal. The parameter `broken`
 * makes it write a NaN (to see the host refuse it). Built with -DDRIFTING, every layout is one
 * point lower than the one before (a layout that is not a function of its context).
 *
 * It answers the layout-interpolation extension (ap.layout-interpolation/1): on the way to or
 * from this layout an item hops `arc` points up at the middle (arc × 4p(1 − p) at progress p above the
 * host's linear path, which `out` comes preset to); `bad-path` makes it answer a NaN.
 *
 * It also answers the supplementary-views extension (ap.layout-supplementary/1): a 10-point
 * "badge" at the top-left corner of each non-empty section's first item. Built with
 * -DBAD_KIND, the badges' kind fills all 48 bytes with no NUL (for the host to refuse).
 */
#include <animator_plugin.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

typedef struct layout {
    double side, gap, arc;
    int broken, bad_path;
} layout;

static void *create(const ap_host *host, const ap_param_value *params, uint32_t count) {
    (void)host;
    layout *l = calloc(1, sizeof *l);
    if (!l) return NULL;
    l->side = 40; l->gap = 10;
    for (uint32_t i = 0; i < count; i++) {
        if (params[i].name[0] == 's') l->side = params[i].number;
        if (params[i].name[0] == 'g') l->gap = params[i].number;
        if (params[i].name[0] == 'b' && params[i].name[1] == 'r') l->broken = params[i].number != 0;
        if (params[i].name[0] == 'b' && params[i].name[1] == 'a') l->bad_path = params[i].number != 0;
        if (params[i].name[0] == 'a') l->arc = params[i].number;
    }
    return l;
}

static void destroy(void *instance) { free(instance); }

static ap_status prepare(void *instance, const ap_layout_context *ctx, ap_layout_item *items, ap_size *content) {
    const layout *l = instance;
    double step = l->side + l->gap, drift = 0;
#ifdef DRIFTING
    static int calls;
    drift = calls++;
#endif
    for (uint32_t i = 0; i < ctx->item_count; i++) {
        items[i].center = (ap_point){ i * step + l->side / 2, i * step + l->side / 2 + drift };
        items[i].size = (ap_size){ l->side, l->side };
        items[i].z_index = (int32_t)i;
    }
    if (l->broken && ctx->item_count > 0) items[ctx->item_count - 1].center.x = NAN;
    double extent = ctx->item_count ? ctx->item_count * step - l->gap : 0;
    *content = (ap_size){ extent, extent };
    return AP_OK;
}

static const ap_layout_vtable vtable = { .create = create, .destroy = destroy, .prepare = prepare };

static ap_status interpolate(void *instance, uint32_t section, uint32_t item, const ap_layout_item *from, const ap_layout_item *to,
                             double progress, uint32_t towards, ap_layout_item *out) {
    (void)section; (void)item; (void)from; (void)to; (void)towards;
    const layout *l = instance;
    out->center.y -= l->arc * 4 * progress * (1 - progress);
    if (l->bad_path) out->size.width = NAN;
    return AP_OK;
}

static const ap_layout_interpolation interpolation = {
    .struct_size = sizeof(ap_layout_interpolation),
    .interpolate = interpolate,
};

static uint32_t supplementary(void *instance, const ap_layout_context *ctx, ap_layout_supplementary_item *views, uint32_t capacity) {
    const layout *l = instance;
    double step = l->side + l->gap;
    uint32_t n = 0, first = 0;
    for (uint32_t s = 0; s < ctx->section_count; s++) {
        if (ctx->item_counts[s] > 0) {
            if (n < capacity) {
                ap_layout_supplementary_item *v = &views[n];
#ifdef BAD_KIND
                memset(v->kind, 'x', sizeof v->kind);
#else
                strcpy(v->kind, "badge");
#endif
                v->section = s;
                v->index = 0;
                v->item.center = (ap_point){ first * step + 5, first * step + 5 };
                v->item.size = (ap_size){ 10, 10 };
                v->item.transform.m11 = v->item.transform.m22 = v->item.transform.m33 = v->item.transform.m44 = 1;
                v->item.alpha = 1;
                v->item.z_index = 1000;
            }
            n++;
        }
        first += ctx->item_counts[s];
    }
    return n;
}

static const ap_layout_supplementary supplementary_table = {
    .struct_size = sizeof(ap_layout_supplementary),
    .supplementary = supplementary,
};

static const void *get_extension(const char *id) {
    if (strcmp(id, AP_EXT_LAYOUT_SUPPLEMENTARY) == 0) return &supplementary_table;
    return strcmp(id, AP_EXT_LAYOUT_INTERPOLATION) == 0 ? &interpolation : NULL;
}

static const ap_param_info params[] = {
    { .name = "side", .help = "Each item's side", .type = AP_PARAM_NUMBER, .default_value = 40, .min_value = 1, .max_value = 500, .unit = "pt" },
    { .name = "gap", .help = "Space between items", .type = AP_PARAM_NUMBER, .default_value = 10, .min_value = 0, .max_value = 100, .unit = "pt" },
    { .name = "broken", .help = "Write a NaN", .type = AP_PARAM_BOOL, .default_value = 0, .min_value = 0, .max_value = 1 },
    { .name = "arc", .help = "How far an item hops up on the way to or from this layout", .type = AP_PARAM_NUMBER, .default_value = 0, .min_value = -500, .max_value = 500, .unit = "pt" },
    { .name = "bad-path", .help = "Answer a NaN from interpolate", .type = AP_PARAM_BOOL, .default_value = 0, .min_value = 0, .max_value = 1 },
};

static const animator_plugin_descriptor descriptor = {
    .abi_major = AP_ABI_MAJOR,
    .abi_minor = AP_ABI_MINOR,
    .struct_size = sizeof(animator_plugin_descriptor),
    .kinds = AP_KIND_LAYOUT,
    .id = "com.example.c-diagonal",
    .name = "C diagonal layout",
    .version = "1.0.0",
    .summary = "Items corner to corner down the diagonal (a layout plugin, ABI 1.1)",
    .author = "Example",
    .param_count = 5,
    .params = params,
    .get_extension = get_extension,
    .layout = &vtable,
};

AP_EXPORT const animator_plugin_descriptor *animator_plugin_entry(void) { return &descriptor; }
