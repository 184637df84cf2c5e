/*
 * One plugin descriptor per -DMODE=N, each wrong in one way the loader must refuse (or, for
 * MODE_OK, right), for the loader's rejection tests. -DPLUGIN_ID="..." sets the id.
 * Built against animator_plugin.h alone. The vtable functions are never called by these tests.
 */
#include <animator_plugin.h>
#include <stddef.h>

#define MODE_OK 0
#define MODE_NO_ENTRY 1          /* exports another symbol instead of the entry */
#define MODE_NULL_ENTRY 2        /* the entry returns NULL */
#define MODE_ABI_MAJOR_2 3
#define MODE_ABI_MINOR_NEWER 4   /* built against ABI 1.(this + 6): loads (a plugin checks per function) */
#define MODE_SMALL_STRUCT 5      /* struct_size smaller than version 1's descriptor */
#define MODE_BAD_ID 6
#define MODE_NULL_NAME 7
#define MODE_BAD_VERSION 8       /* not semver */
#define MODE_BAD_UTF8 9          /* summary is not UTF-8 */
#define MODE_NO_VTABLE 10        /* declares an animator without its vtable */
#define MODE_DEFAULT_OUT_OF_RANGE 11
#define MODE_MIN_ABOVE_MAX 12
#define MODE_EMPTY_CHOICES 13
#define MODE_UNDEFINED_SYMBOL 14 /* needs a function no library provides */

#ifndef MODE
#error "build with -DMODE=N"
#endif
#ifndef PLUGIN_ID
#define PLUGIN_ID "test.loader"
#endif

static void *v_create(const ap_host *h, const ap_param_value *p, uint32_t n) { (void)h; (void)p; (void)n; return (void *)1; }
static void v_destroy(void *i) { (void)i; }
static double v_duration(void *i, ap_context c) { (void)i; (void)c; return 0.5; }
#if MODE == MODE_UNDEFINED_SYMBOL
extern void a_function_no_library_has(void);
static void v_animate(void *i, ap_context c) { (void)i; (void)c; a_function_no_library_has(); }
#else
static void v_animate(void *i, ap_context c) { (void)i; (void)c; }
#endif

static const ap_animator_vtable vtable = {v_create, v_destroy, v_duration, v_animate, NULL};
static const char *const no_choices[] = {NULL};
static const ap_param_info params[] = {
    {.name = "amount", .type = MODE == MODE_EMPTY_CHOICES ? AP_PARAM_CHOICE : AP_PARAM_NUMBER,
     .choice_count = 0, .choices = MODE == MODE_EMPTY_CHOICES ? no_choices : NULL,
     .default_value = MODE == MODE_DEFAULT_OUT_OF_RANGE ? 5 : 0.5,
     .min_value = MODE == MODE_MIN_ABOVE_MAX ? 2 : 0, .max_value = 1, .help = "A number"},
};

static const animator_plugin_descriptor descriptor = {
    .abi_major = MODE == MODE_ABI_MAJOR_2 ? 2 : AP_ABI_MAJOR,
    .abi_minor = MODE == MODE_ABI_MINOR_NEWER ? AP_ABI_MINOR + 6 : AP_ABI_MINOR,
    .struct_size = MODE == MODE_SMALL_STRUCT ? 24 : sizeof(animator_plugin_descriptor),
    .kinds = AP_KIND_ANIMATOR,
    .id = MODE == MODE_BAD_ID ? "Bad ID!" : PLUGIN_ID,
    .name = MODE == MODE_NULL_NAME ? NULL : "Loader fixture",
    .version = MODE == MODE_BAD_VERSION ? "one" : "1.2.3",
    .summary = MODE == MODE_BAD_UTF8 ? "caf\xe9" : "A descriptor for the loader tests",
    .author = "Tests",
    .param_count = 1,
    .params = params,
    .animator = MODE == MODE_NO_VTABLE ? NULL : &vtable,
};

#if MODE == MODE_NO_ENTRY
AP_EXPORT const animator_plugin_descriptor *animator_plugin_entry_v2(void) { return &descriptor; }
#else
AP_EXPORT const animator_plugin_descriptor *animator_plugin_entry(void) {
    return MODE == MODE_NULL_ENTRY ? NULL : &descriptor;
}
#endif
