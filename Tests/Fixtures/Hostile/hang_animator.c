/*
 * An animator that never answers: with -DWHEN=0 its constructor spins for ever (so its scan
 * worker never says anything), with -DWHEN=3 its animate_transition does (so its run worker
 * falls silent before the first frame). It spins on the CPU rather than sleeping, as a buggy
 * loop does. With -DWHEN=4 its animate_transition first ignores SIGXCPU and lowers its
 * worker's CPU-time limit to one second (soft and hard), so the kernel ends it with SIGKILL
 * at the hard limit instead of SIGXCPU at the soft one: the host must still report a hang.
 * Its id is "hang-WHEN".
 */
#include <animator_plugin.h>
#include <signal.h>
#include <sys/resource.h>

#ifndef WHEN
#define WHEN 3
#endif
#define STR2(x) #x
#define STR(x) STR2(x)

static void spin(void) {
    volatile unsigned long n = 0;
    for (;;) n++;
}

#if WHEN == 0
__attribute__((constructor)) static void hang_on_load(void) { spin(); }
#endif

static int instance;
static void *create(const ap_host *host, const ap_param_value *params, uint32_t count) {
    (void)host; (void)params; (void)count;
    return &instance;
}
static void destroy(void *i) { (void)i; }
static double duration(void *i, ap_context ctx) { (void)i; (void)ctx; return 0.5; }
static void animate(void *i, ap_context ctx) {
    (void)i; (void)ctx;
#if WHEN == 4
    signal(SIGXCPU, SIG_IGN);
    struct rlimit one = {1, 1};
    setrlimit(RLIMIT_CPU, &one);
#endif
    spin();
}

static const ap_animator_vtable vtable = {
    .create = create, .destroy = destroy, .transition_duration = duration, .animate_transition = animate,
};

static const animator_plugin_descriptor descriptor = {
    .abi_major = AP_ABI_MAJOR, .abi_minor = AP_ABI_MINOR, .struct_size = sizeof(animator_plugin_descriptor),
    .kinds = AP_KIND_ANIMATOR, .id = "hang-" STR(WHEN), .name = "Hang", .version = "1.0.0",
    .summary = "Never answers", .author = "tests", .animator = &vtable,
};

AP_EXPORT const animator_plugin_descriptor *animator_plugin_entry(void) { return &descriptor; }
