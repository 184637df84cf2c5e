/*
 * An animator built against the ABI 1.1 header that uses 1.1 entries only where the host has
 * them (AP_HOST_HAS), as the header's HOW ABI 1 GROWS asks:
 *  - `current_media_time`: logs "media time T", or on a 1.0 host "no current_media_time on
 *    ABI 1.N";
 *  - the CATransaction entries: completes the transition from a transaction's completion
 *    ("completing from a transaction"), or on a 1.0 host from the animation's own
 *    ("completing from animate").
 * Either way the to view fades in and the transition completes.
 */
#include <animator_plugin.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct run {
    const ap_host *host;
    ap_context ctx;
    ap_view to;
} run;

static void *create(const ap_host *host, const ap_param_value *params, uint32_t count) {
    (void)params; (void)count;
    return (void *)host; /* the instance is just the host table */
}

static void destroy(void *instance) { (void)instance; }

static double duration(void *instance, ap_context ctx) { (void)instance; (void)ctx; return 0.5; }

static void block(void *user) {
    run *r = user;
    if (r->to.bits) r->host->view_set_number(r->host, r->to, AP_PROP_ALPHA, 1);
}

/* Both completions end the transition: the animation's (finished false if it was removed
   early) and the transaction's (false only if replaced, which this plugin never does). */
static void done(void *user, bool finished) {
    (void)finished;
    run *r = user;
    r->host->context_complete_transition(r->host, r->ctx, !r->host->context_transition_was_cancelled(r->host, r->ctx));
    free(r);
}

static void animate(void *instance, ap_context ctx) {
    const ap_host *h = instance;
    char message[96];
    if (AP_HOST_HAS(h, current_media_time)) {
        snprintf(message, sizeof message, "media time %.4f", h->current_media_time(h));
    } else {
        snprintf(message, sizeof message, "no current_media_time on ABI %u.%u", h->abi_major, h->abi_minor);
    }
    h->log(h, AP_LOG_INFO, message);
    run *r = calloc(1, sizeof *r);
    if (!r) { h->context_complete_transition(h, ctx, true); return; }
    r->host = h;
    r->ctx = ctx;
    r->to = h->context_view(h, ctx, AP_KEY_TO);
    if (r->to.bits) {
        h->view_add_subview(h, h->context_container_view(h, ctx), r->to);
        h->view_set_rect(h, r->to, AP_PROP_FRAME, h->context_final_frame(h, ctx, h->context_view_controller(h, ctx, AP_KEY_TO)));
        h->view_set_number(h, r->to, AP_PROP_ALPHA, 0);
    }
    ap_animation a = {0};
    a.duration = 0.5;
    a.timing = AP_TIMING_CURVE;
    if (AP_HOST_HAS(h, transaction_begin) && AP_HOST_HAS(h, transaction_set_completion) && AP_HOST_HAS(h, transaction_commit)) {
        h->log(h, AP_LOG_INFO, "completing from a transaction");
        h->transaction_begin(h);
        h->transaction_set_completion(h, (ap_completion){done, r});
        h->animate(h, &a, (ap_block){block, r}, (ap_completion){NULL, NULL});
        h->transaction_commit(h);
    } else {
        h->log(h, AP_LOG_INFO, "completing from animate");
        h->animate(h, &a, (ap_block){block, r}, (ap_completion){done, r});
    }
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
    .id = "test.media-time",
    .name = "Media time",
    .version = "1.0.0",
    .summary = "Logs CACurrentMediaTime where the host has it (ABI 1.1)",
    .author = "Tests",
    .animator = &vtable,
};

AP_EXPORT const animator_plugin_descriptor *animator_plugin_entry(void) { return &descriptor; }
