/*
 * One misbehaving plugin per -DMODE=N (see the BROKEN_* constants): each breaks one part of
 * the contract, so the validator tests can check that it is reported with the status and the
 * message its author needs, and that the validator itself survives. Built against
 * animator_plugin.h alone. The animator otherwise slides nothing: it fades the views.
 */
#include <animator_plugin.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define BROKEN_CRASH_ENTRY 1      /* SIGSEGV in animator_plugin_entry */
#define BROKEN_HANG_ENTRY 2       /* endless loop in animator_plugin_entry */
#define BROKEN_CRASH_ANIMATE 3    /* SIGSEGV in animate_transition */
#define BROKEN_HANG_ANIMATE 4     /* endless loop in animate_transition */
#define BROKEN_CRASH_COMPLETION 5 /* abort() in the animation's completion */
#define BROKEN_HANG_COMPLETION 6  /* endless loop in the animation's completion */
#define BROKEN_NEVER_COMPLETES 7  /* never calls complete_transition */
#define BROKEN_COMPLETES_TWICE 8  /* calls complete_transition twice */
#define BROKEN_NEGATIVE_DURATION 9
#define BROKEN_ZERO_DURATION 10
#define BROKEN_NAN_DURATION 11
#define BROKEN_HUGE_DURATION 12   /* one day */
#define BROKEN_SETS_NAN 13        /* sets alpha to NaN */
#define BROKEN_LEAVES_ANIMATION 14 /* starts a repeating animation and never removes it */
#define BROKEN_REMOVES_CONTAINER 15 /* removes the container view from its superview */
#define BROKEN_FOREIGN_HANDLES 16 /* made-up and stale handles */
#define BROKEN_PRINTS 17          /* writes to stdout */
#define BROKEN_ALLOCATES 18       /* allocates without bound */
#define BROKEN_WRONG_FLAG 19      /* complete_transition(false) on a transition that was not cancelled */
#define BROKEN_REANIMATES_FOREVER 20 /* after complete_transition, its completion starts a new animation whose
                                        completion starts another, forever (nothing visible changes) */
#define BROKEN_ANIMATES_NOTHING 21 /* its animation block changes nothing (every view it would animate
                                      is absent), so its completion comes at once; it completes with
                                      !transitionWasCancelled, as it should */
#define BROKEN_ZERO_TRANSFORM 22  /* animates the to view to a transform of all zeros (Swift's
                                     `CGAffineTransform()`), meaning the identity */
#define FOLLOWS_UP 23             /* not broken: once its animation ends, its completion starts a short
                                     fade of the to view (a photo viewer's controls) and then completes */
#define OUTLASTS_DURATION 25       /* not broken: its animation runs 1 s, its transitionDuration says 0.3 s
                                      (a hard-coded keyframe duration): legal on iOS, a warning */
#define TOUCHES_AFTER_COMPLETING 24 /* not broken: it makes a view it never adds to a hierarchy (a
                                       placeholder, a mask) and, in its completion block, after
                                       complete_transition, un-hides it and removes it, as iOS allows */
#define MOVES_TO_WINDOW_ON_CANCEL 26 /* not broken on screen: after complete_transition(false) it moves the from
                                        view out of the container into the window (the root), where it shows as
                                        before: the iOS 8 workaround `keyWindow?.addSubview(fromView)`; a warning */
#define READS_AFTER_COMPLETING 28 /* not broken: right after complete_transition, in the same completion
                                     block, it reads the context (its from controller, whether it was
                                     cancelled, its container), as iOS code may: UIKit's context answers */
#define FOLLOW_UP_REMOVES 29       /* not broken: its completion adds a copy of the to view to the container,
                                      completes, and a short fade of the copy removes it when it ends (a
                                      detail screen's cross-fade after completeTransition): on iOS the copy
                                      is gone a moment later */
#define FOLLOW_UP_LEAVES 30        /* the same fade, but the copy is never removed: it stays in the container */
#define MOVES_TO_WINDOW_CHANGED 27 /* the same move, but it leaves the from view at half alpha: the screen is not as
                                      before, so the cancel is broken */

#ifndef MODE
#error "build with -DMODE=N"
#endif

typedef struct inst { const ap_host *host; } inst;
typedef struct run { inst *self; ap_context ctx; ap_view from, to, detached, window; } run;
static ap_view stale_view; /* a view created during an earlier transition */

static void *b_create(const ap_host *host, const ap_param_value *p, uint32_t n) {
    (void)p; (void)n;
    inst *i = calloc(1, sizeof *i);
    if (i) i->host = host;
    return i;
}
static void b_destroy(void *i) { free(i); }

static double b_duration(void *i, ap_context ctx) {
    (void)i; (void)ctx;
    switch (MODE) {
    case BROKEN_NEGATIVE_DURATION: return -1;
    case BROKEN_ZERO_DURATION: return 0;
    case BROKEN_NAN_DURATION: return NAN;
    case BROKEN_HUGE_DURATION: return 86400;
    default: return 0.3;
    }
}

static void spin(void) { for (volatile unsigned long n = 0;; n++) {} }
/* A real fault through a pointer the compiler cannot see is NULL (raise() can be survived,
   and a literal NULL store may be optimized into something else). */
static int *volatile null_pointer;
static void crash(void) { *null_pointer = 1; }

static void b_block(void *user) {
    run *r = user;
    const ap_host *h = r->self->host;
    if (MODE == BROKEN_ANIMATES_NOTHING) return;
    if (MODE == BROKEN_ZERO_TRANSFORM && r->to.bits) h->view_set_affine(h, r->to, AP_PROP_TRANSFORM, (ap_affine){0});
    if (r->to.bits) h->view_set_number(h, r->to, AP_PROP_ALPHA, MODE == BROKEN_SETS_NAN ? NAN : 1);
    if (r->from.bits) h->view_set_number(h, r->from, AP_PROP_ALPHA, 0);
}

static void repeat_block(void *user) {
    run *r = user;
    const ap_host *h = r->self->host;
    h->view_set_number(h, r->to, AP_PROP_CORNER_RADIUS, 20);
}
static void repeat_done(void *user, bool finished) { (void)user; (void)finished; }

/* BROKEN_REANIMATES_FOREVER: an animation block whose completion starts the same block again.
   The block sets the to view's alpha to the value it already has, so nothing moves on screen
   (and no animation shows on the view): only the host's completions never stop coming. */
static void again_block(void *user) {
    run *r = user;
    const ap_host *h = r->self->host;
    h->view_set_number(h, r->to, AP_PROP_ALPHA, 1);
}
static void again_done(void *user, bool finished) {
    (void)finished;
    run *r = user;
    const ap_host *h = r->self->host;
    ap_animation a = {.duration = 0.3, .timing = AP_TIMING_CURVE};
    h->animate(h, &a, (ap_block){again_block, r}, (ap_completion){again_done, r});
}

/* FOLLOW_UP_REMOVES, FOLLOW_UP_LEAVES: the copy the follow-up fades out, and its removal. */
typedef struct copy_fade { const ap_host *host; ap_view copy; } copy_fade;
static void copy_fade_block(void *user) {
    copy_fade *f = user;
    f->host->view_set_number(f->host, f->copy, AP_PROP_ALPHA, 0);
}
static void copy_fade_done(void *user, bool finished) {
    (void)finished;
    copy_fade *f = user;
    if (MODE == FOLLOW_UP_REMOVES) f->host->view_remove_from_superview(f->host, f->copy);
    free(f);
}

/* FOLLOWS_UP: the follow-up fade's block. */
static void follow_block(void *user) {
    run *r = user;
    r->self->host->view_set_number(r->self->host, r->to, AP_PROP_ALPHA, 1);
}

static void b_done(void *user, bool finished) {
    (void)finished;
    run *r = user;
    const ap_host *h = r->self->host;
    if (MODE == BROKEN_CRASH_COMPLETION) abort();
    if (MODE == BROKEN_HANG_COMPLETION) spin();
    if (r->from.bits) h->view_set_number(h, r->from, AP_PROP_ALPHA, 1);
    bool cancelled = h->context_transition_was_cancelled(h, r->ctx);
    if (MODE == FOLLOWS_UP && r->to.bits && !cancelled) {
        h->view_set_number(h, r->to, AP_PROP_ALPHA, 0.5);
        ap_animation fade = {.duration = 0.15, .timing = AP_TIMING_CURVE};
        h->animate(h, &fade, (ap_block){follow_block, r}, (ap_completion){NULL, NULL});
    }
    if ((MODE == FOLLOW_UP_REMOVES || MODE == FOLLOW_UP_LEAVES) && r->to.bits && !cancelled) {
        copy_fade *f = malloc(sizeof *f);
        if (!f) abort();
        f->host = h;
        f->copy = h->view_create(h, (ap_rect){{20, 20}, {40, 40}});
        h->view_add_subview(h, h->context_container_view(h, r->ctx), f->copy);
        ap_animation fade = {.duration = 0.2, .timing = AP_TIMING_CURVE};
        h->animate(h, &fade, (ap_block){copy_fade_block, f}, (ap_completion){copy_fade_done, f});
    }
    if (MODE != BROKEN_NEVER_COMPLETES) {
        h->context_complete_transition(h, r->ctx, MODE == BROKEN_WRONG_FLAG ? false : !cancelled);
        if (MODE == BROKEN_COMPLETES_TWICE) h->context_complete_transition(h, r->ctx, !cancelled);
    }
    if ((MODE == MOVES_TO_WINDOW_ON_CANCEL || MODE == MOVES_TO_WINDOW_CHANGED) && cancelled && r->from.bits) {
        h->view_add_subview(h, r->window, r->from);
        if (MODE == MOVES_TO_WINDOW_CHANGED) h->view_set_number(h, r->from, AP_PROP_ALPHA, 0.5);
    }
    if (MODE == READS_AFTER_COMPLETING) {
        ap_view_controller from = h->context_view_controller(h, r->ctx, AP_KEY_FROM);
        bool late = h->context_transition_was_cancelled(h, r->ctx);
        ap_view container = h->context_container_view(h, r->ctx);
        if (!from.bits || late != cancelled || !container.bits) abort();
    }
    if (MODE == TOUCHES_AFTER_COMPLETING) {
        h->view_set_bool(h, r->detached, AP_PROP_HIDDEN, false);
        h->view_remove_from_superview(h, r->detached);
    }
    if (MODE == BROKEN_REANIMATES_FOREVER && r->to.bits) { again_done(r, true); return; } /* r lives on */
    free(r);
}

static void b_animate(void *instance, ap_context ctx) {
    inst *self = instance;
    const ap_host *h = self->host;
    if (MODE == BROKEN_CRASH_ANIMATE) crash();
    if (MODE == BROKEN_HANG_ANIMATE) spin();
    if (MODE == BROKEN_PRINTS) { printf("hello from the plugin\n"); fflush(stdout); }
    if (MODE == BROKEN_ALLOCATES) {
        /* Touch one byte per MiB: the host's address-space limit must stop it either way. */
        for (;;) { char *p = malloc(64 << 20); if (!p) abort(); for (int k = 0; k < 64; k++) p[k << 20] = 1; }
    }
    ap_view container = h->context_container_view(h, ctx);
    if (MODE == BROKEN_REMOVES_CONTAINER) h->view_remove_from_superview(h, container);
    if (MODE == BROKEN_FOREIGN_HANDLES) {
        ap_view made_up = {0x0101000000000042ull};
        h->view_set_number(h, made_up, AP_PROP_ALPHA, 0.5);
        if (stale_view.bits) h->view_set_number(h, stale_view, AP_PROP_ALPHA, 0.5);
        stale_view = h->view_create(h, (ap_rect){{0, 0}, {10, 10}}); /* gone after this transition */
    }
    run *r = calloc(1, sizeof *r);
    r->self = self; r->ctx = ctx;
    r->from = h->context_view(h, ctx, AP_KEY_FROM);
    r->to = h->context_view(h, ctx, AP_KEY_TO);
    /* The window: the top of the container's superview chain, as UIKit code finds keyWindow. */
    for (ap_view v = container; v.bits; v = h->view_superview(h, v)) r->window = v;
    if (MODE == TOUCHES_AFTER_COMPLETING) {
        r->detached = h->view_create(h, (ap_rect){{0, 0}, {10, 10}});
        h->view_set_bool(h, r->detached, AP_PROP_HIDDEN, true);
    }
    if (r->to.bits) {
        h->view_add_subview(h, container, r->to);
        h->view_set_rect(h, r->to, AP_PROP_FRAME, h->context_final_frame(h, ctx, h->context_view_controller(h, ctx, AP_KEY_TO)));
        h->view_set_number(h, r->to, AP_PROP_ALPHA, 0);
    }
    if (MODE == BROKEN_LEAVES_ANIMATION && r->to.bits) {
        ap_animation forever = {.duration = 0.5, .options = AP_ANIM_REPEAT | AP_ANIM_AUTOREVERSE, .timing = AP_TIMING_CURVE};
        h->animate(h, &forever, (ap_block){repeat_block, r}, (ap_completion){repeat_done, NULL});
    }
    ap_animation a = {.duration = MODE == OUTLASTS_DURATION ? 1.0 : 0.3, .timing = AP_TIMING_CURVE};
    h->animate(h, &a, (ap_block){b_block, r}, (ap_completion){b_done, r});
}

static const ap_animator_vtable vtable = {b_create, b_destroy, b_duration, b_animate, NULL};

static const animator_plugin_descriptor descriptor = {
    .abi_major = AP_ABI_MAJOR, .abi_minor = AP_ABI_MINOR, .struct_size = sizeof(animator_plugin_descriptor),
    .kinds = AP_KIND_ANIMATOR, .id = "test.broken", .name = "Broken", .version = "0.0.1",
    .summary = "Misbehaves on purpose (validator fixture)", .author = "Tests", .animator = &vtable,
};

AP_EXPORT const animator_plugin_descriptor *animator_plugin_entry(void) {
    if (MODE == BROKEN_CRASH_ENTRY) crash();
    if (MODE == BROKEN_HANG_ENTRY) spin();
    return &descriptor;
}
