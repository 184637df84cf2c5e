/*
 * A collection layout plugin in C (ABI 1.1, AP_KIND_LAYOUT), as a layout author writes one:
 * items of `side` points placed corner to corner down the diagonal, `gap` points apart, section
 * after section; the content is as wide and tall as the diagonal. The parameter `broken`
 * makes it write a NaN (to see the host refuse it).
 */
#include <animator_plugin.h>
#include <math.h>
#include <stdlib.h>

typedef struct layout {
    double side, gap;
    int broken;
} layout;

static void *create(const ap_host *host, const ap_param_value *params, uint32_t count) {
    (void)host;
    layout *l = calloc(1, sizeof *l);
    if (!l) return NULL;
    l->side = 40; l->gap = 10;
    for (uint32_t i = 0; i < count; i++) {
        if (params[i].name[0] == 's') l->side = params[i].number;
        if (params[i].name[0] == 'g') l->gap = params[i].number;
        if (params[i].name[0] == 'b') l->broken = params[i].number != 0;
    }
    return l;
}

static void destroy(void *instance) { free(instance); }

static ap_status prepare(void *instance, const ap_layout_context *ctx, ap_layout_item *items, ap_size *content) {
    const layout *l = instance;
    double step = l->side + l->gap;
    for (uint32_t i = 0; i < ctx->item_count; i++) {
        items[i].center = (ap_point){ i * step + l->side / 2, i * step + l->side / 2 };
        items[i].size = (ap_size){ l->side, l->side };
        items[i].z_index = (int32_t)i;
    }
    if (l->broken && ctx->item_count > 0) items[ctx->item_count - 1].center.x = NAN;
    double extent = ctx->item_count ? ctx->item_count * step - l->gap : 0;
    *content = (ap_size){ extent, extent };
    return AP_OK;
}

static const ap_layout_vtable vtable = { .create = create, .destroy = destroy, .prepare = prepare };

static const ap_param_info params[] = {
    { .name = "side", .help = "Each item's side", .type = AP_PARAM_NUMBER, .default_value = 40, .min_value = 1, .max_value = 500, .unit = "pt" },
    { .name = "gap", .help = "Space between items", .type = AP_PARAM_NUMBER, .default_value = 10, .min_value = 0, .max_value = 100, .unit = "pt" },
    { .name = "broken", .help = "Write a NaN", .type = AP_PARAM_BOOL, .default_value = 0, .min_value = 0, .max_value = 1 },
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
    .param_count = 3,
    .params = params,
    .layout = &vtable,
};

AP_EXPORT const animator_plugin_descriptor *animator_plugin_entry(void) { return &descriptor; }
