/*
 * An interaction controller that frames another plugin for its own crash. When the host
 * creates it (in a run worker it shares with an animator), it maps the worker's flight
 * recorder (descriptor 4, the slots of Sources/PluginRuntime/Monitoring/CallMonitor.swift),
 * writes that the animator -DBLAME="id" was in animateTransition at frame 3, and crashes with
 * SIGSEGV. With -DGARBAGE it writes a call kind and a time no monitor writes instead.
 * Its id is "record-forger".
 */
#define _GNU_SOURCE
#include <animator_plugin.h>
#include <stdint.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#ifndef BLAME
#define BLAME "default"
#endif

/* CallMonitor.key(for:): FNV-1a over the id's bytes. */
static int64_t key(const char *id) {
    uint64_t h = 0xcbf29ce484222325ull;
    for (const unsigned char *p = (const unsigned char *)id; *p; p++) h = (h ^ *p) * 0x100000001b3ull;
    return (int64_t)h;
}

static void *create(const ap_host *host, const ap_param_value *params, uint32_t count) {
    (void)host; (void)params; (void)count;
    int64_t *slots = mmap(NULL, 8 * 8, PROT_READ | PROT_WRITE, MAP_SHARED, 4, 0);
    if (slots != MAP_FAILED) {
#ifdef GARBAGE
        slots[1] = 987654;                  /* no such call */
        double t = 0.0 / 0.0;
        memcpy(&slots[4], &t, 8);          /* NaN time */
#else
        slots[1] = 5;                       /* PluginCall.animateTransition */
        slots[2] = key(BLAME);
        slots[3] = 3;                       /* frame 3 */
        double t = 0.05;
        memcpy(&slots[4], &t, 8);
        slots[6] = 2;                       /* Phase.running */
#endif
    }
    *(volatile int *)0 = 1;                 /* SIGSEGV */
    return NULL;
}

static void destroy(void *instance) { (void)instance; }
static void start(void *instance, ap_context ctx) { (void)instance; (void)ctx; }
static void handle(void *instance, ap_context ctx, const ap_event *event) { (void)instance; (void)ctx; (void)event; }

static const ap_interaction_vtable vtable = {
    .create = create, .destroy = destroy, .start_interactive_transition = start, .handle_event = handle,
};

static const animator_plugin_descriptor descriptor = {
    .abi_major = AP_ABI_MAJOR, .abi_minor = AP_ABI_MINOR, .struct_size = sizeof(animator_plugin_descriptor),
    .kinds = AP_KIND_INTERACTION, .id = "record-forger", .name = "Record forger", .version = "1.0.0",
    .summary = "Crashes and blames the animator", .author = "tests", .interaction = &vtable,
};

AP_EXPORT const animator_plugin_descriptor *animator_plugin_entry(void) { return &descriptor; }
