/*
 * Misbehaving interaction controllers, one per -DMODE=N, for the validator's event-fuzz
 * check. Built against animator_plugin.h alone.
 */
#include <animator_plugin.h>
#include <stdlib.h>

#define BROKEN_CANCEL_AFTER_FINISH 1 /* finishes on the first tick, then cancels on every tick */
#define BROKEN_CRASH_ON_LONE_RELEASE 2 /* dereferences state that only a press creates */
#define BROKEN_NEVER_RELEASES 3 /* updates forever, never finishes or cancels, ignores the host's cancel */
#define WELL_BEHAVED 4 /* finishes on a release after a press; ignores everything else */
#define BROKEN_TINY_COMPLETION_SPEED 5 /* WELL_BEHAVED, but completion_speed is 5e-324 (the smallest subnormal):
                                          a finish or cancel would take about 1e323 seconds */
#define FAST_COMPLETION_SPEED 6 /* WELL_BEHAVED, but completion_speed is 50: the completion is a jump */
#define SELF_COMPLETING 7 /* finishes on its first tick and, on its second, completes the transition itself (as
                             a controller whose finish() ends the transition from its own animation's
                             completion does), while the animator the host runs beside it is still
                             finishing: that animator completes later, on an ended context */
#define BROKEN_SELF_COMPLETING_KEEPS_DRIVING 8 /* SELF_COMPLETING, then at once updates the transition it ended */
#define SELF_COMPLETING_LATE_CANCEL 9 /* SELF_COMPLETING, then cancels the interaction it ended (a cancel()
                                         that calls completeTransition(false) before cancelInteractiveTransition) */
#define LATE_ANIMATOR_RELEASE 10 /* WELL_BEHAVED, and makes a property animator at each start that it releases
                                    at the next start, after its transition ended (its handle is stale) */
#define BROKEN_FOREIGN_ANIMATOR_RELEASE 11 /* LATE_ANIMATOR_RELEASE, but releases a made-up handle too */

#ifndef MODE
#error "build with -DMODE=N"
#endif

typedef struct drag { double start_x; } drag;
typedef struct inst { const ap_host *host; int finished; drag *pressed; ap_property_animator kept; } inst;

static void *i_create(const ap_host *host, const ap_param_value *p, uint32_t n) {
    (void)p; (void)n;
    inst *i = calloc(1, sizeof *i);
    if (i) i->host = host;
    return i;
}
static void i_destroy(void *instance) { inst *i = instance; free(i->pressed); free(i); }
static void i_start(void *instance, ap_context ctx) {
    (void)ctx;
    inst *i = instance;
    i->finished = 0;
    if (MODE != LATE_ANIMATOR_RELEASE && MODE != BROKEN_FOREIGN_ANIMATOR_RELEASE) return;
    const ap_host *h = i->host;
    if (i->kept.bits) h->property_animator_release(h, i->kept);
    if (MODE == BROKEN_FOREIGN_ANIMATOR_RELEASE) h->property_animator_release(h, (ap_property_animator){0x0500000000000007u /* owner 0: never a bridge's */});
    ap_animation a = {0};
    a.duration = 0.3;
    i->kept = h->property_animator_create(h, &a);
}

static void i_event(void *instance, ap_context ctx, const ap_event *e) {
    inst *i = instance;
    const ap_host *h = i->host;
    if (e->type == AP_EVENT_POINTER && e->phase == AP_PHASE_BEGAN && !i->pressed) {
        i->pressed = calloc(1, sizeof *i->pressed);
        if (i->pressed) i->pressed->start_x = e->location.x;
    }
    if (e->type == AP_EVENT_POINTER && e->phase == AP_PHASE_ENDED) {
        if (MODE == BROKEN_CRASH_ON_LONE_RELEASE) {
            volatile double x = i->pressed->start_x; /* NULL when no press came first */
            (void)x;
        }
        if ((MODE == WELL_BEHAVED || MODE == BROKEN_TINY_COMPLETION_SPEED || MODE == FAST_COMPLETION_SPEED
             || MODE == LATE_ANIMATOR_RELEASE || MODE == BROKEN_FOREIGN_ANIMATOR_RELEASE)
            && i->pressed && ctx.bits && !i->finished) {
            i->finished = 1;
            h->context_finish_interactive(h, ctx);
        }
        free(i->pressed);
        i->pressed = NULL;
    }
    if (!ctx.bits || e->type != AP_EVENT_TICK) return;
    switch (MODE) {
    case BROKEN_CANCEL_AFTER_FINISH:
        if (!i->finished) { i->finished = 1; h->context_finish_interactive(h, ctx); }
        else h->context_cancel_interactive(h, ctx);
        break;
    case SELF_COMPLETING:
    case BROKEN_SELF_COMPLETING_KEEPS_DRIVING:
    case SELF_COMPLETING_LATE_CANCEL:
        if (i->finished == 0) {
            i->finished = 1;
            h->context_finish_interactive(h, ctx);
        } else if (i->finished == 1) {
            i->finished = 2;
            h->context_complete_transition(h, ctx, 1);
            if (MODE == BROKEN_SELF_COMPLETING_KEEPS_DRIVING) h->context_update_interactive(h, ctx, 0.5);
            if (MODE == SELF_COMPLETING_LATE_CANCEL) h->context_cancel_interactive(h, ctx);
        }
        break;
    case BROKEN_NEVER_RELEASES:
        h->context_update_interactive(h, ctx, 0.5);
        h->context_pause_interactive(h, ctx);
        break;
    default:
        break;
    }
}

static double i_speed(void *instance) {
    (void)instance;
    return MODE == BROKEN_TINY_COMPLETION_SPEED ? 5e-324 : MODE == FAST_COMPLETION_SPEED ? 50.0 : 1.0;
}

static const ap_interaction_vtable vtable = {
    .create = i_create, .destroy = i_destroy, .start_interactive_transition = i_start, .handle_event = i_event,
    .completion_speed = i_speed,
};

static const animator_plugin_descriptor descriptor = {
    .abi_major = AP_ABI_MAJOR, .abi_minor = AP_ABI_MINOR, .struct_size = sizeof(animator_plugin_descriptor),
    .kinds = AP_KIND_INTERACTION, .id = "test.broken-interaction", .name = "Broken interaction", .version = "0.0.1",
    .summary = "Misbehaves on purpose (validator fixture)", .author = "Tests", .interaction = &vtable,
};

AP_EXPORT const animator_plugin_descriptor *animator_plugin_entry(void) { return &descriptor; }
