import PluginRuntime

/// The files of a C plugin project: one source file against the ABI header alone, and a
/// Makefile that builds `libNAME.so` exporting only the entry point. The header itself is
/// copied from the checkout by ``ProjectTemplate`` (vendored, so the project builds without
/// the host's sources). The sources do what the Swift templates do, in the C table's terms,
/// so the two languages' plugins behave alike.
enum CTemplates {
    /// Path → contents of the source file, the Makefile and `.gitignore`.
    static func files(_ kind: PluginKind, _ name: ProjectName, headers: [String]) -> [(path: String, text: String)] {
        [
            (sourceFile(name), source(kind, name)),
            ("Makefile", makefile(kind, name, headers: headers)),
            (".gitignore", gitignore)
        ]
    }

    /// The source file: `NAME.c`.
    static func sourceFile(_ name: ProjectName) -> String { name.raw + ".c" }

    /// What git leaves out: the built library, and the visual diffs `--expect` writes beside a
    /// golden trace on a mismatch (results of a check, not sources).
    static let gitignore = """
        *.so
        *.o
        *.diff.png

        """

    /// `s` as a C string literal (NAME and the id are ASCII letters, digits, `.`, `-`, `_`;
    /// the summaries are plain text, but quote anyway).
    static func literal(_ s: String) -> String {
        "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    // MARK: Makefile

    /// The Makefile: `make` builds the library from the source and the vendored headers
    /// (`-shared -fPIC -fvisibility=hidden`, so only the `AP_EXPORT` entry point is exported),
    /// `make clean` removes it. `CC`, `CFLAGS`, `CPPFLAGS` and `LDFLAGS` are the user's to set.
    static func makefile(_ kind: PluginKind, _ name: ProjectName, headers: [String]) -> String {
        let tab = "\t"
        let deps = headers.map { "include/" + $0 }.joined(separator: " ")
        return """
            # Builds \(name.cLibrary), the TransitionHost \(kind.rawValue) plugin \(name.raw) (made by `host-cli new`).
            #
            #   make          builds it (with $(CC): cc unless you say otherwise, e.g. make CC=clang)
            #   make clean    removes it
            #
            # include/ holds a copy of TransitionHost's ABI header, so nothing else is needed to build.

            LIB := \(name.cLibrary)
            SRC := \(sourceFile(name))

            # Yours to change (e.g. make CFLAGS='-O0 -g').
            CFLAGS ?= -O2 -g
            # What a plugin needs: a shared library of position-independent code whose symbols are
            # hidden, but for the entry point, which the header marks AP_EXPORT.
            PLUGIN_FLAGS := -std=c11 -Wall -Wextra -shared -fPIC -fvisibility=hidden -Iinclude

            all: $(LIB)

            $(LIB): $(SRC) \(deps) Makefile
            \(tab)$(CC) $(PLUGIN_FLAGS) $(CFLAGS) $(CPPFLAGS) -o $@ $(SRC) $(LDFLAGS) -lm

            clean:
            \(tab)rm -f $(LIB)

            .PHONY: all clean

            """
    }

    // MARK: Sources

    /// The source file: the comment saying what the plugin does, the includes and the
    /// parameter helper every kind uses, the kind's code, then the descriptor.
    static func source(_ kind: PluginKind, _ name: ProjectName) -> String {
        let header = """
            /*
             * \(name.raw): a TransitionHost \(kind.rawValue) plugin in C,
             * made by `host-cli new \(kind.rawValue) \(name.raw) --lang c`.
             *
             * \(purpose(kind))
             *
             * Build it with `make`; README.md says how to validate, install and run it. The plugin
             * sees the host only through include/animator_plugin.h (a copy of TransitionHost's ABI
             * header, which documents every call, unit and rule) and the `ap_host` table it gets in
             * `create`. Every call happens on the host's main thread.
             */
            #include <animator_plugin.h>
            #include <math.h>
            #include <stdlib.h>
            #include <string.h>

            /* The value of the parameter `name` among those `create` gets (the host passes every
               declared parameter, checked against its range, with defaults for those not set). */
            static double parameter(const ap_param_value *params, uint32_t count, const char *name, double fallback) {
                for (uint32_t i = 0; i < count; i++) {
                    if (strcmp(params[i].name, name) == 0) return params[i].number;
                }
                return fallback;
            }

            """
        let body: String
        switch kind {
        case .animator: body = animator
        case .interaction: body = interaction
        case .layout: body = layout
        }
        return header + body + descriptor(kind, name)
    }

    /// The paragraph at the top of the source: what the plugin does, and what to change.
    static func purpose(_ kind: PluginKind) -> String {
        switch kind {
        case .animator:
            return """
                The to view slides in from the right edge of the container over the from view, which
                 * moves `parallax` of the width to the left, over `duration` seconds (UIKit's
                 * UIViewControllerAnimatedTransitioning). To change the motion, change the start
                 * state set in animate(), the end state in slide_block() and what slide_done() puts back.
                """
        case .interaction:
            return """
                A pan-driven interaction controller (UIKit's UIPercentDrivenInteractiveTransition):
                 * the transition follows the finger across the container, and letting go past
                 * `threshold` of the way finishes it, before that cancels it. To change how a drag
                 * maps to progress or when a release finishes, change drag_progress() and
                 * handle_event().
                """
        case .layout:
            return """
                A collection layout (UIKit's UICollectionViewLayout): a grid of `columns` square
                 * items across, `spacing` points apart and from the edges, row after row; each
                 * section starts on a new row. To change where items go, change prepare().
                """
        }
    }

    /// The animator: a slide, the C table's spelling of the Swift template's `UIView.animate`.
    static let animator = """

        /* One animator instance: made by create() with the parameters, freed by destroy(). */
        typedef struct animator {
            const ap_host *host; /* valid for the instance's life */
            double duration;     /* seconds */
            double parallax;     /* how far the from view moves, as a share of the container's width */
        } animator;

        /* What one transition's animation block and completion need. Allocated by animate()
           and freed by slide_done(), which the host calls exactly once. */
        typedef struct slide {
            animator *self;
            ap_context ctx;
            ap_view from, to; /* {0}: a view to leave alone */
            double width;     /* the container's width, points */
        } slide;

        static const ap_affine identity = {1, 0, 0, 1, 0, 0};

        static ap_affine translation(double x) { return (ap_affine){1, 0, 0, 1, x, 0}; }

        static void *create(const ap_host *host, const ap_param_value *params, uint32_t count) {
            animator *a = calloc(1, sizeof *a);
            if (!a) return NULL;
            a->host = host;
            a->duration = parameter(params, count, "duration", 0.5);
            a->parallax = parameter(params, count, "parallax", 0.3);
            return a;
        }

        static void destroy(void *instance) { free(instance); }

        static double duration(void *instance, ap_context ctx) {
            (void)ctx;
            return ((animator *)instance)->duration;
        }

        /* The end state: what the host animates to over the duration. */
        static void slide_block(void *user) {
            slide *s = user;
            const ap_host *h = s->self->host;
            if (s->to.bits) h->view_set_affine(h, s->to, AP_PROP_TRANSFORM, identity);
            if (s->from.bits) h->view_set_affine(h, s->from, AP_PROP_TRANSFORM, translation(-s->width * s->self->parallax));
        }

        /* The animation ended: leave both views as they were found, then end the transition. */
        static void slide_done(void *user, bool finished) {
            (void)finished;
            slide *s = user;
            const ap_host *h = s->self->host;
            if (s->from.bits) h->view_set_affine(h, s->from, AP_PROP_TRANSFORM, identity);
            if (s->to.bits) h->view_set_affine(h, s->to, AP_PROP_TRANSFORM, identity);
            h->context_complete_transition(h, s->ctx, !h->context_transition_was_cancelled(h, s->ctx));
            free(s);
        }

        static void animate(void *instance, ap_context ctx) {
            animator *a = instance;
            const ap_host *h = a->host;
            slide *s = calloc(1, sizeof *s);
            if (!s) {
                /* Out of memory: end the transition rather than leave it running. */
                h->context_complete_transition(h, ctx, !h->context_transition_was_cancelled(h, ctx));
                return;
            }
            s->self = a;
            s->ctx = ctx;
            s->from = h->context_view(h, ctx, AP_KEY_FROM);
            s->to = h->context_view(h, ctx, AP_KEY_TO);
            ap_view container = h->context_container_view(h, ctx);
            ap_rect bounds = {{0, 0}, {0, 0}};
            h->view_get_rect(h, container, AP_PROP_BOUNDS, AP_SOURCE_MODEL, &bounds);
            s->width = bounds.size.width;

            /* The start: the to view in the container, at its final frame, pushed off the right edge. */
            if (s->to.bits) {
                h->view_add_subview(h, container, s->to);
                ap_rect final_frame = h->context_final_frame(h, ctx, h->context_view_controller(h, ctx, AP_KEY_TO));
                if (final_frame.size.width != 0 || final_frame.size.height != 0 || final_frame.origin.x != 0 || final_frame.origin.y != 0) {
                    h->view_set_rect(h, s->to, AP_PROP_FRAME, final_frame);
                }
                h->view_set_affine(h, s->to, AP_PROP_TRANSFORM, translation(s->width));
            }

            ap_animation animation = {0};
            animation.duration = a->duration;
            animation.options = AP_ANIM_CURVE_EASE_IN_OUT;
            animation.timing = AP_TIMING_CURVE;
            h->animate(h, &animation, (ap_block){slide_block, s}, (ap_completion){slide_done, s});
        }

        static const ap_param_info params[] = {
            {.name = "duration", .type = AP_PARAM_NUMBER, .default_value = 0.5, .min_value = 0.05, .max_value = 10,
             .unit = "s", .help = "Length of the transition"},
            {.name = "parallax", .type = AP_PARAM_NUMBER, .default_value = 0.3, .min_value = 0, .max_value = 1,
             .help = "How far the from view moves, as a share of the width"},
        };

        static const ap_animator_vtable vtable = {
            .create = create,
            .destroy = destroy,
            .transition_duration = duration,
            .animate_transition = animate,
            .animation_ended = NULL, /* optional */
        };

        """

    /// The interaction controller: pointer events drive the transition, a release finishes or
    /// cancels it, and it is never driven after that (the validator sends events in any order).
    static let interaction = """

        /* One interaction controller: made by create() with the parameters, freed by destroy(). */
        typedef struct interaction {
            const ap_host *host; /* valid for the instance's life */
            double threshold;    /* the progress past which letting go finishes */
            double speed;        /* the completion speed after letting go */
            ap_context ctx;      /* the transition this controller drives; {0} when none */
            double progress;     /* how far the finger has taken it, 0...1 */
        } interaction;

        static void *create(const ap_host *host, const ap_param_value *params, uint32_t count) {
            interaction *i = calloc(1, sizeof *i);
            if (!i) return NULL;
            i->host = host;
            i->threshold = parameter(params, count, "threshold", 0.5);
            i->speed = parameter(params, count, "speed", 1);
            return i;
        }

        static void destroy(void *instance) { free(instance); }

        /* A transition starts under this controller, the animator already running paused: drive it
           from the pointer events that follow. */
        static void start(void *instance, ap_context ctx) {
            interaction *i = instance;
            i->ctx = ctx;
            i->progress = 0;
        }

        static double completion_speed(void *instance) { return ((interaction *)instance)->speed; }

        /* How far a drag of `translation` takes the transition: the larger of the horizontal and
           vertical distance, as a share of the container's width or height, 0...1. */
        static double drag_progress(const ap_host *h, ap_context ctx, ap_point translation) {
            ap_rect bounds = {{0, 0}, {0, 0}};
            h->view_get_rect(h, h->context_container_view(h, ctx), AP_PROP_BOUNDS, AP_SOURCE_MODEL, &bounds);
            double x = bounds.size.width > 0 ? fabs(translation.x) / bounds.size.width : 0;
            double y = bounds.size.height > 0 ? fabs(translation.y) / bounds.size.height : 0;
            double p = x > y ? x : y;
            return p > 1 ? 1 : p;
        }

        /* Input. Events may come in any order (a release without a press, moves after a release),
           so each is taken on its own; once released, the transition is not driven again. */
        static void handle_event(void *instance, ap_context ctx, const ap_event *event) {
            interaction *i = instance;
            const ap_host *h = i->host;
            if (event->type != AP_EVENT_POINTER || i->ctx.bits == 0 || ctx.bits != i->ctx.bits) return;
            switch (event->phase) {
            case AP_PHASE_BEGAN:
            case AP_PHASE_CHANGED:
                i->progress = drag_progress(h, ctx, event->translation);
                h->context_update_interactive(h, ctx, i->progress);
                break;
            case AP_PHASE_ENDED:
                i->progress = drag_progress(h, ctx, event->translation);
                if (i->progress >= i->threshold) h->context_finish_interactive(h, ctx);
                else h->context_cancel_interactive(h, ctx);
                i->ctx = (ap_context){0};
                break;
            case AP_PHASE_CANCELLED:
                h->context_cancel_interactive(h, ctx);
                i->ctx = (ap_context){0};
                break;
            default:
                break;
            }
        }

        static const ap_param_info params[] = {
            {.name = "threshold", .type = AP_PARAM_NUMBER, .default_value = 0.5, .min_value = 0.05, .max_value = 0.95,
             .help = "How far to drag before letting go finishes the transition (a share of the way)"},
            {.name = "speed", .type = AP_PARAM_NUMBER, .default_value = 1, .min_value = 0.1, .max_value = 10,
             .help = "The completion speed after letting go (1: the transition's own pace)"},
        };

        static const ap_interaction_vtable vtable = {
            .create = create,
            .destroy = destroy,
            .start_interactive_transition = start,
            .completion_speed = completion_speed,
            .completion_curve = NULL,        /* optional: ease in-out */
            .wants_interactive_start = NULL, /* optional: true */
            .handle_event = handle_event,
        };

        """

    /// The layout: the same grid as the Swift template's, written into the host's item array.
    static let layout = """

        /* One layout instance: made by create() with the parameters, freed by destroy(). */
        typedef struct grid {
            uint32_t columns; /* items across, >= 1 */
            double spacing;   /* points between items, and between them and the edges */
        } grid;

        static void *create(const ap_host *host, const ap_param_value *params, uint32_t count) {
            (void)host; /* a layout needs nothing of the host */
            grid *g = calloc(1, sizeof *g);
            if (!g) return NULL;
            double columns = parameter(params, count, "columns", 3);
            g->columns = columns < 1 ? 1 : (uint32_t)columns;
            g->spacing = parameter(params, count, "spacing", 10);
            return g;
        }

        static void destroy(void *instance) { free(instance); }

        /* Writes every item's place, section by section (each `items` entry comes preset to a
           centre and size of 0, an identity transform, alpha 1, z index 0, shown), and the
           content size. Must be pure, every number finite, no size negative. */
        static ap_status prepare(void *instance, const ap_layout_context *ctx, ap_layout_item *items, ap_size *content_size) {
            const grid *g = instance;
            double side = (ctx->size.width - g->spacing * (g->columns + 1)) / g->columns;
            if (side < 0) side = 0; /* a collection narrower than the gaps: items of no size */
            double y = g->spacing;
            uint32_t n = 0;
            for (uint32_t section = 0; section < ctx->section_count; section++) {
                uint32_t count = ctx->item_counts[section];
                for (uint32_t item = 0; item < count; item++, n++) {
                    uint32_t row = item / g->columns, column = item % g->columns;
                    items[n].center = (ap_point){g->spacing + column * (side + g->spacing) + side / 2,
                                                 y + row * (side + g->spacing) + side / 2};
                    items[n].size = (ap_size){side, side};
                }
                uint32_t rows = (count + g->columns - 1) / g->columns;
                y += rows * (side + g->spacing);
            }
            *content_size = (ap_size){ctx->size.width, y};
            return AP_OK;
        }

        static const ap_param_info params[] = {
            {.name = "columns", .type = AP_PARAM_NUMBER, .default_value = 3, .min_value = 1, .max_value = 20,
             .help = "Items across (a fraction is rounded down)"},
            {.name = "spacing", .type = AP_PARAM_NUMBER, .default_value = 10, .min_value = 0, .max_value = 100,
             .unit = "pt", .help = "Space between items and around them"},
        };

        static const ap_layout_vtable vtable = {
            .create = create,
            .destroy = destroy,
            .prepare = prepare,
        };

        """

    /// The descriptor (the kind's bit and table, the id and the strings `list` shows) and the
    /// entry point, the library's one exported symbol.
    static func descriptor(_ kind: PluginKind, _ name: ProjectName) -> String {
        let kindBit: String, table: String
        switch kind {
        case .animator:
            kindBit = "AP_KIND_ANIMATOR"
            table = ".animator = &vtable,"
        case .interaction:
            kindBit = "AP_KIND_INTERACTION"
            table = ".interaction = &vtable,"
        case .layout:
            kindBit = "AP_KIND_LAYOUT"
            table = ".layout = &vtable, /* ABI 1.1: the descriptor's struct_size reaches it */"
        }
        return """

            /* What the host reads first (in a sandboxed worker, before anything else of the plugin
               runs), and what `host-cli list` shows. Static: it must live as long as the process. */
            static const animator_plugin_descriptor descriptor = {
                .abi_major = AP_ABI_MAJOR,
                .abi_minor = AP_ABI_MINOR,
                .struct_size = sizeof(animator_plugin_descriptor),
                .kinds = \(kindBit),
                /* The id names the plugin everywhere (host-cli run, validate, uninstall): lowercase
                   letters, digits, `.` and `-`, at most 64. Put a domain of yours in place of com.example. */
                .id = \(literal(name.id)),
                .name = \(literal(name.raw)),
                .version = "0.1.0", /* semver; raise it with every release */
                .summary = \(literal(SwiftTemplates.summary(kind))),
                .author = "Your name",
                .param_count = sizeof params / sizeof params[0],
                .params = params,
                \(table)
            };

            /* The one exported symbol (AP_EXPORT; -fvisibility=hidden hides the rest): it only returns
               the static descriptor. */
            AP_EXPORT const animator_plugin_descriptor *animator_plugin_entry(void) { return &descriptor; }

            """
    }
}
