/*
 * animator_plugin.h — the Animator Plugin ABI, version 1.3.
 *
 * The only contract between a transition host and its plugins. A plugin is a shared library
 * (`.so`) that exports one C function, `animator_plugin_entry`, returning a pointer to a static
 * `animator_plugin_descriptor`. Through the descriptor the host creates animators (which
 * animate a transition from one view controller to another, like UIKit's
 * UIViewControllerAnimatedTransitioning) and interaction controllers (which drive one
 * interactively, like UIViewControllerInteractiveTransitioning). Plugins act on the host only
 * through the table of function pointers it hands them (`ap_host`), so they never link against
 * the host.
 *
 * HOW ABI 1 GROWS (decided once; the tests hold every release to it).
 *  - What is published never changes: no field of a published struct moves, changes type or
 *    disappears, no constant changes meaning, no function changes signature. The 1.0 layout is
 *    frozen mechanically: the tests keep a copy of the 1.0 header, compile static asserts of
 *    every 1.0 size and offset against this header, and compare both with `abidiff`.
 *  - A minor version (AP_ABI_MINOR) only adds: function pointers appended at the end of
 *    `ap_host` (its `struct_size` says how far a given host's table goes), new AP_PROP_* ids and
 *    other constants, new structs (frozen once published, or append-only behind a
 *    `struct_size` of their own, as `ap_layer_animation`), fields appended at the end of
 *    `animator_plugin_descriptor` (read only within its `struct_size`), and extension ids. The
 *    animator and interaction vtables have no size field and never grow; a later capability a
 *    plugin offers comes through the descriptor's `get_extension`. Each addition below is
 *    marked with the minor that added it ("ABI 1.1").
 *  - Extensions are looked up by a string id with a revision suffix ("vendor.feature/1")
 *    through `get_extension`, which answers NULL when unsupported (as CLAP does).
 *  - The major (AP_ABI_MAJOR) would change only for an incompatible break; there is none in 1.
 * COMPATIBILITY, both ways.
 *  - A plugin built against an older header runs on a newer host unchanged: every table entry
 *    and constant it knows is where and what it was.
 *  - A host loads a plugin of its major whatever the plugin's minor (like CLAP's
 *    clap_version_is_compatible), so a plugin built against a newer header runs on an older
 *    host as long as it uses only what that host has. The plugin checks per function: call a
 *    table entry added after 1.0 only when AP_HOST_HAS(host, entry) is true, and use a
 *    constant added in 1.N only when host->abi_minor >= N. Never copy more than
 *    host->struct_size bytes of the table. (The Swift SDK does all of this and reports a clear
 *    error instead of calling what the host lacks.) A host answers an id or constant it does
 *    not know with AP_ERR_BAD_ARGUMENT and a diagnostic, never a crash.
 *  - A host refuses a plugin whose `abi_major` differs from its own or whose descriptor
 *    `struct_size` is smaller than version 1.0's, naming the file and both versions. (Hosts
 *    before 1.1 also refused a newer minor.)
 *
 * THREADS. Every call, in both directions, happens on the host's main thread. A plugin must
 * not call the host from another thread (the host rejects such calls with AP_ERR_THREAD).
 *
 * UNITS. Lengths are points (the host's logical pixels; y grows downwards), times are seconds,
 * angles radians, colours straight (non-premultiplied) sRGB components in [0, 1].
 *
 * OWNERSHIP. Strings and arrays a plugin gives the host in its descriptor must stay valid and
 * unchanged for the life of the process (the host never unloads a plugin). Strings and structs
 * the host passes to a plugin are valid only during the call. Handles (ap_view, ...) are
 * values, not pointers: copy them freely; the host validates every handle it receives, so a
 * stale or foreign handle is reported and rejected, never dereferenced.
 *
 * ERRORS. Host functions that can fail return an ap_status. A failing call changes nothing and
 * records a diagnostic naming the plugin and the call (visible in traces and in the validator);
 * the transition goes on.
 */
#ifndef ANIMATOR_PLUGIN_H
#define ANIMATOR_PLUGIN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ---------------------------------------------------------------------------------------- */
/* Versions and export                                                                       */
/* ---------------------------------------------------------------------------------------- */

/** ABI major version. A host loads only plugins with its own major. */
#define AP_ABI_MAJOR 1
/** ABI minor version: what this header adds to 1.0 (see HOW ABI 1 GROWS). A host loads plugins
 *  of any minor of its major; a plugin checks per function what an older host lacks. */
#define AP_ABI_MINOR 4
/** Name of the one symbol every plugin exports. */
#define AP_ENTRY_SYMBOL "animator_plugin_entry"

/** Marks the entry point as exported even when the plugin hides its other symbols. */
#if defined(__GNUC__) || defined(__clang__)
#define AP_EXPORT __attribute__((visibility("default")))
#else
#define AP_EXPORT
#endif

/* ---------------------------------------------------------------------------------------- */
/* Plain values                                                                               */
/* ---------------------------------------------------------------------------------------- */

/** A point or a displacement, in points. */
typedef struct ap_point {
    double x; /**< Horizontal, points, grows to the right. */
    double y; /**< Vertical, points, grows downwards. */
} ap_point;

/** A width and a height, in points. */
typedef struct ap_size {
    double width;  /**< Points. */
    double height; /**< Points. */
} ap_size;

/** An axis-aligned rectangle: origin (top-left for a positive size) and size, in points. */
typedef struct ap_rect {
    ap_point origin; /**< Top-left corner, points. */
    ap_size size;    /**< Extent, points. */
} ap_rect;

/**
 * A 2D affine transform with Core Graphics' layout (CGAffineTransform):
 * x' = a*x + c*y + tx, y' = b*x + d*y + ty. A rotation by angle r is
 * (cos r, sin r, -sin r, cos r, 0, 0); positive angles turn clockwise on screen.
 */
typedef struct ap_affine {
    double a, b, c, d; /**< Linear part. */
    double tx, ty;     /**< Translation, points. */
} ap_affine;

/**
 * A 4x4 transform with Core Animation's layout (CATransform3D): points are row vectors
 * [x y z 1] times the matrix, the translation is m41 m42 m43, and perspective is m34 = -1/d
 * for an eye d points in front of the screen (z grows towards the viewer).
 */
typedef struct ap_transform3d {
    double m11, m12, m13, m14; /**< Row 1. */
    double m21, m22, m23, m24; /**< Row 2. */
    double m31, m32, m33, m34; /**< Row 3; m34 is the perspective term. */
    double m41, m42, m43, m44; /**< Row 4: translation in points, then homogeneous scale (1). */
} ap_transform3d;

/** A colour: straight (non-premultiplied) sRGB red, green, blue and alpha, each in [0, 1]. */
typedef struct ap_color {
    double r, g, b, a;
} ap_color;

/* ---------------------------------------------------------------------------------------- */
/* Handles                                                                                    */
/* ---------------------------------------------------------------------------------------- */

/**
 * A view (a rectangle on screen backed by a layer). `bits == 0` is "no view" (what
 * `context_view` returns for a view the animator must leave alone). A handle stays valid while
 * its view is in a window or the transition that handed it out is running; afterwards calls
 * with it fail with AP_ERR_BAD_HANDLE.
 */
typedef struct ap_view {
    uint64_t bits; /**< Opaque to the plugin; 0 means none. */
} ap_view;

/** A view controller taking part in a transition. `bits == 0` is "none". */
typedef struct ap_view_controller {
    uint64_t bits; /**< Opaque to the plugin; 0 means none. */
} ap_view_controller;

/**
 * A transition context (UIViewControllerContextTransitioning): valid from the call that hands
 * it out until `animation_ended` returns (or, for interaction controllers, until the
 * transition ends). `bits == 0` is "no transition".
 */
typedef struct ap_context {
    uint64_t bits; /**< Opaque to the plugin; 0 means none. */
} ap_context;

/* ---------------------------------------------------------------------------------------- */
/* Status codes                                                                               */
/* ---------------------------------------------------------------------------------------- */

/** Result of a host call: AP_OK or a negative AP_ERR_* code. */
typedef int32_t ap_status;

#define AP_OK 0                 /**< Done. */
#define AP_ERR_BAD_HANDLE (-1)  /**< A handle is stale, foreign, of the wrong kind, or 0. */
#define AP_ERR_BAD_VALUE (-2)   /**< A number is NaN or infinite, or outside its documented range. */
#define AP_ERR_BAD_ARGUMENT (-3) /**< An unknown constant, a NULL pointer, or a property of another type. */
#define AP_ERR_UNSUPPORTED (-4) /**< The host does not implement this (see get_extension). */
#define AP_ERR_STATE (-5)       /**< Not allowed now (e.g. complete_transition twice, no open keyframe block). */
#define AP_ERR_HIERARCHY (-6)   /**< The view hierarchy change would make a cycle, or the sibling is not a subview. */
#define AP_ERR_THREAD (-7)      /**< Called from a thread other than the host's main thread. */

/*
 * Limits (the host's FrameBudget). A plugin runs in a worker whose frames the host sends to its
 * front end and draws there, so what one plugin may make is bounded where it makes it: beyond a
 * limit the call answers an error status (or a null handle), the value is not used, and the
 * host logs a diagnostic naming the plugin. Real transitions never come near them.
 *   - Views made by view_create and view_snapshot: 131,072 per transition (then {0}).
 *   - Coordinates, sizes, lengths, transform components and animation values: within
 *     +/-1,000,000 points (AP_ERR_BAD_VALUE; the view keeps its value).
 *   - A title: 1,024 bytes of UTF-8. A path: 65,536 elements. A gradient: 256 stops.
 *     An image: 1,024 layers.
 *   - A frame's render model: 28 MiB on the wire (the views drawn last are left out beyond it),
 *     and a drawing budget per frame (items beyond it are not drawn); both are reported.
 */

/* ---------------------------------------------------------------------------------------- */
/* Constants                                                                                  */
/* ---------------------------------------------------------------------------------------- */

/** Keys for context_view_controller and context_view (UITransitionContext...Key). */
typedef int32_t ap_key;
#define AP_KEY_FROM 0 /**< What is visible at the start (and again at the end of a cancelled transition). */
#define AP_KEY_TO 1   /**< What is visible at the end of a completed transition. */

/** What kind of transition runs (UINavigationController.Operation and friends). */
typedef int32_t ap_operation;
#define AP_OPERATION_NONE 0             /**< Not known. */
#define AP_OPERATION_SELECTION_CHANGE 1 /**< A custom container or tab bar changes its selected child. */
#define AP_OPERATION_PUSH 2             /**< A navigation stack pushes. */
#define AP_OPERATION_POP 3              /**< A navigation stack pops. */
#define AP_OPERATION_PRESENT 4          /**< A modal presentation. */
#define AP_OPERATION_DISMISS 5          /**< A modal dismissal. */

/** How one view controller relates to another (view_controller_related). ABI 1.1. */
typedef int32_t ap_vc_relation;
#define AP_VC_PARENT 1                /**< UIViewController.parent: the container it is a child of. */
#define AP_VC_NAVIGATION_CONTROLLER 2 /**< navigationController: the nearest navigation controller among its ancestors. */
#define AP_VC_TAB_BAR_CONTROLLER 3    /**< tabBarController: the nearest tab bar controller among its ancestors. */
#define AP_VC_PRESENTING 4            /**< presentingViewController: the controller that presented it (or its nearest presented ancestor), from the start of the presentation until its dismissal completes. */
#define AP_VC_PRESENTED 5             /**< presentedViewController: the controller it (or an ancestor) presented, over the same span. */
#define AP_VC_SELECTED 6              /**< A tab bar or custom container's selected child (selectedViewController; a navigation controller's top one). */

/** What a view controller is (view_controller_kind). ABI 1.1. */
typedef int32_t ap_vc_kind;
#define AP_VC_KIND_PLAIN 0      /**< A content controller. */
#define AP_VC_KIND_NAVIGATION 1 /**< A navigation controller (UINavigationController): its children are its stack, bottom first. */
#define AP_VC_KIND_TAB_BAR 2    /**< A tab bar controller (UITabBarController): its children are its tabs. */
#define AP_VC_KIND_CONTAINER 3  /**< The host's custom container view controller: its children are its pages. */

/** UIModalPresentationStyle values. */
typedef int32_t ap_presentation_style;
#define AP_PRESENTATION_NONE (-1)        /**< Not a modal transition. */
#define AP_PRESENTATION_FULL_SCREEN 0    /**< The presenting view is removed once presented. */
#define AP_PRESENTATION_CUSTOM 4         /**< The presenting view stays; custom containers report this too. */

/** UIView.AnimationCurve values (completion curves). */
typedef int32_t ap_curve;
#define AP_CURVE_EASE_IN_OUT 0
#define AP_CURVE_EASE_IN 1
#define AP_CURVE_EASE_OUT 2
#define AP_CURVE_LINEAR 3

/** Bits of ap_animation.options: UIKit's UIView.AnimationOptions values. */
#define AP_ANIM_BEGIN_FROM_CURRENT_STATE (1u << 2) /**< Start from the on-screen value, not the old model value. */
#define AP_ANIM_REPEAT (1u << 3)                   /**< Repeat forever. */
#define AP_ANIM_AUTOREVERSE (1u << 4)              /**< Play backwards after each forward play. */
#define AP_ANIM_CURVE_EASE_IN_OUT (0u << 16)       /**< Curve field (AP_TIMING_CURVE): ease in and out (default). */
#define AP_ANIM_CURVE_EASE_IN (1u << 16)           /**< Curve field: ease in. */
#define AP_ANIM_CURVE_EASE_OUT (2u << 16)          /**< Curve field: ease out. */
#define AP_ANIM_CURVE_LINEAR (3u << 16)            /**< Curve field: linear. */
#define AP_KEYFRAME_LINEAR (0u << 10)              /**< Keyframe calculation mode field: linear (default). */
#define AP_KEYFRAME_DISCRETE (1u << 10)            /**< Keyframe mode: jump at each key time. */
#define AP_KEYFRAME_PACED (2u << 10)               /**< Keyframe mode: constant speed, key times ignored. */
#define AP_KEYFRAME_CUBIC (3u << 10)               /**< Keyframe mode: Catmull-Rom spline. */
#define AP_KEYFRAME_CUBIC_PACED (4u << 10)         /**< Keyframe mode: spline at constant speed. */

/** How an animation's progress follows time (ap_animation.timing). */
typedef uint32_t ap_timing;
#define AP_TIMING_CURVE 0u          /**< The curve named by the AP_ANIM_CURVE_* field of options. */
#define AP_TIMING_BEZIER 1u         /**< A cubic Bezier from (0,0) to (1,1) through control1, control2 (x clamped to [0,1]). */
#define AP_TIMING_SPRING 2u         /**< UIKit's spring: damping_ratio and initial_velocity over exactly `duration`. */
#define AP_TIMING_SPRING_PHYSICS 3u /**< mass, stiffness, damping, initial_velocity; lasts until it settles (duration ignored). */

/** View properties. Each has one value type, named after it; reading or writing it with the
 *  accessor of another type fails with AP_ERR_BAD_ARGUMENT. "Animatable" ones animate when set
 *  inside an `animate` block. */
typedef int32_t ap_property;
#define AP_PROP_FRAME 1            /**< rect, animatable (as center and bounds). Undefined under a non-identity transform: the host returns the bounding box; setting it there, as Core Animation does, takes the size back through the inverse of a transform acting in the plane (a scaled view's frame = frame keeps its bounds) and puts the transformed middle at the rect's middle. */
#define AP_PROP_BOUNDS 2           /**< rect, animatable: the view's own coordinate rectangle. */
#define AP_PROP_CENTER 3           /**< point, animatable: the anchor point's place in the superview (layer.position). */
#define AP_PROP_ANCHOR_POINT 4     /**< point, unit coordinates of the bounds ((0.5, 0.5) = middle). Not animated; moves the view unless center is adjusted. */
#define AP_PROP_TRANSFORM 5        /**< affine, animatable: UIView.transform (the layer transform in the plane). */
#define AP_PROP_TRANSFORM3D 6      /**< transform3d, animatable: layer.transform. */
#define AP_PROP_ALPHA 7            /**< number in [0, 1], animatable. */
#define AP_PROP_HIDDEN 8           /**< bool. */
#define AP_PROP_BACKGROUND_COLOR 9 /**< color, animatable. */
#define AP_PROP_CORNER_RADIUS 10   /**< number >= 0, points, animatable (layer.cornerRadius). */
#define AP_PROP_CLIPS_TO_BOUNDS 11 /**< bool (layer.masksToBounds). */
#define AP_PROP_Z_POSITION 12      /**< number, points (layer.zPosition): draws in front of siblings with smaller values. */
#define AP_PROP_TITLE 13           /**< string (UTF-8): the short label renderers draw in the view. */
#define AP_PROP_DOUBLE_SIDED 14    /**< bool (layer.isDoubleSided), default true; false: not drawn while the view faces away from the viewer (a card flip's back). ABI 1.1: use only when host->abi_minor >= 1 (a 1.0 host answers AP_ERR_BAD_ARGUMENT). */
#define AP_PROP_BORDER_WIDTH 16    /**< number >= 0, points (layer.borderWidth), default 0: a ring of that width just inside the bounds (rounded by cornerRadius), drawn above the subviews. Not animated. ABI 1.1, as AP_PROP_DOUBLE_SIDED. */
#define AP_PROP_BORDER_COLOR 17    /**< color (layer.borderColor), default opaque black. Not animated. ABI 1.1, as AP_PROP_DOUBLE_SIDED. */
#define AP_PROP_SHADOW_COLOR 18    /**< color (layer.shadowColor), default opaque black. ABI 1.1, as AP_PROP_DOUBLE_SIDED. */
#define AP_PROP_SHADOW_OPACITY 19  /**< number in [0, 1] (layer.shadowOpacity), default 0: no shadow. The shadow is the view's bounds (or its shadow path's bounding box, view_set_shadow_path), offset, blurred and drawn below the view and its subviews (a plain rectangle: its corners' rounding is not blurred). Animated only by layer animations ("shadowOpacity"). ABI 1.1. */
#define AP_PROP_SHADOW_RADIUS 20   /**< number >= 0, points (layer.shadowRadius), default 3: a Gaussian blur of standard deviation radius / 2. ABI 1.1. */
#define AP_PROP_SHADOW_OFFSET 21   /**< point (layer.shadowOffset, as x = width, y = height), points in the view's own coordinates, default (0, -3). ABI 1.1. */
#define AP_PROP_FILL_COLOR 22      /**< color (CAShapeLayer.fillColor), default opaque black; clear: no fill. Explicitly animatable ("fillColor"). ABI 1.1, as AP_PROP_DOUBLE_SIDED. */
#define AP_PROP_STROKE_COLOR 23    /**< color (CAShapeLayer.strokeColor), default clear: no stroke (Core Animation's nil). Explicitly animatable ("strokeColor"). ABI 1.1. */
#define AP_PROP_LINE_WIDTH 24      /**< number >= 0, points (CAShapeLayer.lineWidth), default 1, centred on the path. Explicitly animatable ("lineWidth"). ABI 1.1. */
#define AP_PROP_STROKE_START 25    /**< number in [0, 1] (strokeStart), default 0: where the stroke starts, as a fraction of the whole path's length. Explicitly animatable. ABI 1.1. */
#define AP_PROP_STROKE_END 26      /**< number in [0, 1] (strokeEnd), default 1. Explicitly animatable ("strokeEnd": the line-drawing effect). ABI 1.1. */
#define AP_PROP_MITER_LIMIT 27     /**< number >= 0 (miterLimit), default 10: a miter longer than this many half line widths is bevelled. ABI 1.1. */
#define AP_PROP_LINE_CAP 28        /**< number, one of AP_LINE_CAP_* (lineCap), default butt. ABI 1.1. */
#define AP_PROP_LINE_JOIN 29       /**< number, one of AP_LINE_JOIN_* (lineJoin), default miter. ABI 1.1. */
#define AP_PROP_FILL_RULE 30       /**< number, one of AP_FILL_RULE_* (fillRule), default non-zero. ABI 1.1. */
#define AP_PROP_SPEED 31           /**< number, finite (layer.speed, CAMediaTiming), default 1: the rate of the view's time (and its subviews') against its superview's; 0 pauses it. Restored, with AP_PROP_TIME_OFFSET and AP_PROP_BEGIN_TIME, when the transition is cancelled; the container view's time is the host's (its interaction driver sets it). ABI 1.1. */
#define AP_PROP_TIME_OFFSET 32     /**< number, seconds, finite (layer.timeOffset), default 0: added to the view's time. `speed = 0` with `time_offset = t` shows the view's animations frozen at time t. ABI 1.1, as AP_PROP_SPEED. */
#define AP_PROP_BEGIN_TIME 33      /**< number, seconds, finite (layer.beginTime), default 0: the view's time is `(superview's − begin_time) × speed + time_offset`. ABI 1.1, as AP_PROP_SPEED. */
#define AP_PROP_IMPLICIT_ACTIONS 34 /**< bool, default false: true makes the view a standalone layer (Core Animation's `CALayer()`, which the SDK's CALayer initialisers set): a change to one of its animatable properties (frame, bounds, center, transforms, alpha, colours, cornerRadius, shadowOpacity, the shape's path, stroke and fill) made outside an `animate` block animates implicitly, from what it showed to the new value over transaction_animation_duration (0.25 s) along the transaction's timing function (Core Animation's default curve (0.25, 0.1, 0.25, 1) without one), counted in the current transaction's completion; transaction_set_disable_actions(true) and perform_without_animation turn it off. A view's layer has no implicit actions, as in UIKit. ABI 1.1. */
#define AP_PROP_TAG 35               /**< number, an integer within +/-2^53 (UIView.tag), default 0: kept by the host on the view, so every plugin that shares the view reads the same tag (a dismissal finds, with viewWithTag, the snapshot its paired presentation tagged and left in the container). Neither drawn nor animated, nor restored when a transition is cancelled (UIKit does not either). A fraction, a non-finite value or one beyond 2^53 is AP_ERR_BAD_VALUE. ABI 1.3: use only when host->abi_minor >= 3 (an older host answers AP_ERR_BAD_ARGUMENT; keep the tag in the plugin then, as the Swift SDK does). */
#define AP_PROP_ANCHOR_POINT_Z 36     /**< number, points, finite (layer.anchorPointZ), default 0: the depth of the point the transform applies about. The view's layer maps its bounds to its superview by translate(-anchor, -anchor_point_z) x transform x translate(center, z_position), as Core Animation does: a cube face with anchor_point_z = -width / 2 turns about an axis half its width behind it, and one whose transform translates by anchor_point_z along z rests in the plane at full size. Not animated; restored on cancel. ABI 1.4: use only when host->abi_minor >= 4 (an older host answers AP_ERR_BAD_ARGUMENT and draws the transform about the anchor point in the plane). */
#define AP_PROP_SUBLAYER_TRANSFORM 15 /**< transform3d (layer.sublayerTransform), default identity: applied to the subviews, not the view, about the view's anchor point (a perspective here gives the subviews one vanishing point). Not animated, as UIKit does not animate it for a view's layer. ABI 1.1, as AP_PROP_DOUBLE_SIDED. */

/** Which value a getter reads. */
typedef int32_t ap_source;
#define AP_SOURCE_MODEL 0        /**< The value last set (what UIKit's getters return). */
#define AP_SOURCE_PRESENTATION 1 /**< What is on screen now, mid-animation (layer.presentation()). */

/** Log levels for ap_host.log. */
typedef int32_t ap_log_level;
#define AP_LOG_DEBUG 0
#define AP_LOG_INFO 1
#define AP_LOG_WARNING 2
#define AP_LOG_ERROR 3

/* ---------------------------------------------------------------------------------------- */
/* Callbacks                                                                                  */
/* ---------------------------------------------------------------------------------------- */

/** A plugin callback with no result: `fn(user)`. `user` is the plugin's; the host only passes it back. */
typedef struct ap_block {
    void (*fn)(void *user); /**< Must not be NULL. */
    void *user;             /**< Owned by the plugin. */
} ap_block;

/**
 * A completion: `fn(user, finished)`. The host calls it exactly once, on the main thread, after
 * the animations it completes have ended (`finished` true) or were removed or replaced before
 * their end (`finished` false), and never touches `user` afterwards, so the plugin may free it
 * there. `fn` may be NULL (no completion).
 */
typedef struct ap_completion {
    void (*fn)(void *user, bool finished);
    void *user;
} ap_completion;

/** The state of a transition as a coordinator reports it (UIViewControllerTransitionCoordinatorContext). */
typedef struct ap_transition_state {
    bool is_animated;                     /**< Most transitions are. */
    bool is_interactive;                  /**< An interaction is driving it right now. */
    bool initially_interactive;           /**< It started interactive (never changes). */
    bool is_interruptible;                /**< It can be grabbed while running (always true in this host). */
    bool is_cancelled;                    /**< It was cancelled (the from view stays). */
    ap_presentation_style presentation_style;
    double transition_duration;           /**< Seconds, if run non-interactively. */
    double percent_complete;              /**< 0...1, at the last change of interactivity. */
    double completion_speed;              /**< > 0; completion lasts (1-p)*duration/speed or p*duration/speed. */
    ap_curve completion_curve;            /**< Curve of the non-interactive completion. */
} ap_transition_state;

/** A coordinator callback: `fn(user, state)`; `state` is valid during the call. */
typedef struct ap_coordinator_callback {
    void (*fn)(void *user, const ap_transition_state *state);
    void *user;
} ap_coordinator_callback;

/* ---------------------------------------------------------------------------------------- */
/* Animation parameters                                                                        */
/* ---------------------------------------------------------------------------------------- */

/**
 * One block animation (UIView.animate...). Fill every field (a zeroed struct is a 0-duration
 * ease-in-out animation, which applies its changes without animating). Frozen in ABI 1.
 */
typedef struct ap_animation {
    double duration;         /**< Seconds, finite. <= 0 applies the changes without animating. */
    double delay;            /**< Seconds >= 0 before it starts; the start value holds meanwhile. */
    uint32_t options;        /**< AP_ANIM_* bits. */
    ap_timing timing;        /**< AP_TIMING_*. */
    ap_point control1;       /**< AP_TIMING_BEZIER: first control point. */
    ap_point control2;       /**< AP_TIMING_BEZIER: second control point. */
    double damping_ratio;    /**< AP_TIMING_SPRING: 1 = no overshoot, towards 0 = bouncier (clamped to [0.01, 1]). */
    double initial_velocity; /**< Springs: fractions of the distance per second, positive towards the target. */
    double mass;             /**< AP_TIMING_SPRING_PHYSICS: > 0. */
    double stiffness;        /**< AP_TIMING_SPRING_PHYSICS: > 0. */
    double damping;          /**< AP_TIMING_SPRING_PHYSICS: > 0. An undamped spring never settles, so its
                                  transition would never end: 0 (or less) is refused with AP_ERR_BAD_VALUE.
                                  So is a spring whose settling time (to 1e-3 of the distance; about
                                  2*mass*ln(1000)/damping when under-damped) exceeds 3600 s, the longest run. */
} ap_animation;

/* ---------------------------------------------------------------------------------------- */
/* Input events (interaction controllers)                                                      */
/* ---------------------------------------------------------------------------------------- */

typedef uint32_t ap_event_type;
#define AP_EVENT_POINTER 1u /**< A pan: phase, location, translation, velocity. */
#define AP_EVENT_KEY 2u     /**< A key: phase (DOWN or UP) and key. */
#define AP_EVENT_SIGNAL 3u  /**< A named scalar (e.g. a sensor): name and value. */
#define AP_EVENT_TICK 4u    /**< Once per frame while the plugin is attached: time and value (= seconds since the previous tick, measured). */
#define AP_EVENT_PRESS 5u   /**< The pointer went down (phase BEGAN), up (ENDED) or was taken away (CANCELLED), location only, whether or not it moved (what taps are recognized from; a pan also gets AP_EVENT_POINTER events, the down before them and the up after). ABI 1.1: sent only to plugins whose descriptor's abi_minor is 1 or more. A plugin ignores event types it does not know. */

typedef uint32_t ap_phase;
#define AP_PHASE_NONE 0u
#define AP_PHASE_BEGAN 1u     /**< Pointer pressed / key down. */
#define AP_PHASE_CHANGED 2u   /**< Pointer moved. */
#define AP_PHASE_ENDED 3u     /**< Pointer released / key up. */
#define AP_PHASE_CANCELLED 4u /**< The gesture was taken away. */

/** Keys that have no character; other keys use their Unicode scalar (e.g. ' ' = 32, 'a' = 97). */
#define AP_KEY_LEFT (-1)
#define AP_KEY_RIGHT (-2)
#define AP_KEY_UP (-3)
#define AP_KEY_DOWN (-4)
#define AP_KEY_ESCAPE (-5)
#define AP_KEY_RETURN (-6)

/** One input event. Fields that do not apply to the type are zero (name: NULL). Frozen. */
typedef struct ap_event {
    ap_event_type type;   /**< AP_EVENT_*. */
    ap_phase phase;       /**< Pointer and key events. */
    double time;          /**< Seconds on the host clock since the interaction was attached. */
    ap_point location;    /**< Pointer: in the container view's coordinates, points. */
    ap_point translation; /**< Pointer: from where it began, points. */
    ap_point velocity;    /**< Pointer: points per second. */
    int32_t key;          /**< Key: AP_KEY_* or a Unicode scalar. */
    double value;         /**< Signal: its value. Tick: seconds since the previous tick. */
    const char *name;     /**< Signal: its name (UTF-8, valid during the call). */
} ap_event;

/** Values of AP_PROP_LINE_CAP, AP_PROP_LINE_JOIN and AP_PROP_FILL_RULE (Core Animation's
 *  kCALineCap*, kCALineJoin*, kCAFillRule* strings). ABI 1.1. */
#define AP_LINE_CAP_BUTT 0      /**< Square at the end point. */
#define AP_LINE_CAP_ROUND 1     /**< A half disc past the end. */
#define AP_LINE_CAP_SQUARE 2    /**< Square, half the line width past the end. */
#define AP_LINE_JOIN_MITER 0    /**< Sharp corners (bevelled past the miter limit). */
#define AP_LINE_JOIN_ROUND 1    /**< Rounded corners. */
#define AP_LINE_JOIN_BEVEL 2    /**< Corners cut straight across. */
#define AP_FILL_RULE_NON_ZERO 0 /**< Inside where the path winds round a point a non-zero number of times. */
#define AP_FILL_RULE_EVEN_ODD 1 /**< Inside where a ray from the point crosses the path an odd number of times. */

/* ---------------------------------------------------------------------------------------- */
/* Paths (CGPath, UIBezierPath), ABI 1.1                                                       */
/* ---------------------------------------------------------------------------------------- */

/** Kinds of path element. ABI 1.1. */
typedef uint32_t ap_path_element_kind;
#define AP_PATH_MOVE 1u  /**< Starts a subpath at points[0]. */
#define AP_PATH_LINE 2u  /**< A straight line to points[0]. */
#define AP_PATH_QUAD 3u  /**< A quadratic curve: control points[0], end points[1]. */
#define AP_PATH_CUBIC 4u /**< A cubic curve: controls points[0] and points[1], end points[2]. */
#define AP_PATH_CLOSE 5u /**< Closes the subpath (a line back to its start); no points. */

/** One element of a path (CGPathElement), in the layer's own coordinates, points. Arcs,
 *  ovals and rounded rectangles are sent as the cubic curves that draw them, as Core Graphics
 *  stores them, so that two of them with the same structure interpolate. ABI 1.1. */
typedef struct ap_path_element {
    ap_path_element_kind kind; /**< AP_PATH_*. */
    uint32_t reserved;         /**< 0. */
    ap_point points[3];        /**< As `kind` says; unused ones are ignored. */
} ap_path_element;

/** A path: `count` elements (at most 65,536), copied by the host during the call. ABI 1.1. */
typedef struct ap_path {
    const ap_path_element *elements; /**< The elements; may be NULL when `count` is 0. */
    uint32_t count;                  /**< Number of elements. */
    uint32_t reserved;               /**< 0. */
} ap_path;

/* ---------------------------------------------------------------------------------------- */
/* Images (UIImage, UIGraphicsImageRenderer, layer.contents), ABI 1.1                          */
/* ---------------------------------------------------------------------------------------- */

/** An image of the host: a picture of layers at one moment (their drawing, frozen, not
 *  pixels: it is drawn at any output scale as the layers were). Host-owned; it lives while the
 *  transition that made it runs, and after it while you use its handle in every transition
 *  (then, at the end of one in which you did not, its handle goes stale), like views made by
 *  view_create; one made while no transition runs lives as long as the host, as such views do.
 *  ABI 1.1. */
typedef struct ap_image {
    uint64_t bits; /**< Opaque to the plugin; 0 means none. */
} ap_image;

/** A property animator (UIViewPropertyAnimator), made by property_animator_create. The host
 *  keeps it until property_animator_release or the end of the transition it was made in;
 *  while its animations run it lives on (and completes) even when released. ABI 1.1. */
typedef struct ap_property_animator {
    uint64_t bits; /**< Opaque to the plugin; 0 means none. */
} ap_property_animator;

/** Where a property animator ended (UIViewAnimatingPosition). ABI 1.1. */
typedef int32_t ap_position;
#define AP_POSITION_END 0      /**< At the end values. */
#define AP_POSITION_START 1    /**< At the start values (reversed, or a cancelled transition). */
#define AP_POSITION_CURRENT 2  /**< Where it was stopped or interrupted. */
#define AP_POSITION_NONE (-1)  /**< It never completed (stopped without finishing, or released unused): the callback's last call, to free `user`. */

/** A property animator's completion: called exactly once, with the position reached or
 *  AP_POSITION_NONE. `fn` may be NULL. ABI 1.1. */
typedef struct ap_position_callback {
    void (*fn)(void *user, ap_position position);
    void *user;
} ap_position_callback;

/** A property animator's properties (property_animator_get / _set). ABI 1.1. */
typedef int32_t ap_animator_property;
#define AP_ANIMATOR_FRACTION_COMPLETE 1     /**< 0…1, the fraction of its time elapsed; set only while paused (scrubs). */
#define AP_ANIMATOR_REVERSED 2              /**< 0 or 1 (isReversed); set while running turns it round. */
#define AP_ANIMATOR_SCRUBS_LINEARLY 3       /**< 0 or 1, default 1: scrubbing shows linear progress. */
#define AP_ANIMATOR_PAUSES_ON_COMPLETION 4  /**< 0 or 1, default 0: it pauses at the end instead of completing. */
#define AP_ANIMATOR_STATE 5                 /**< Read only: 0 inactive, 1 active, 2 stopped (UIViewAnimatingState). */
#define AP_ANIMATOR_RUNNING 6               /**< Read only: 0 or 1 (isRunning). */
#define AP_ANIMATOR_DURATION 7              /**< Read only: seconds. */

/** One layer drawn into an image (`layer.render(in:)`, `drawHierarchy(in:afterScreenUpdates:)`).
 *  ABI 1.1. */
typedef struct ap_image_layer {
    ap_view view;        /**< The view whose layer and sublayers are drawn, in its own coordinates (its transform and position are not; its opacity is). */
    ap_affine transform; /**< From the view's bounds (their top-left at (0, 0)) into the image, points (the context's CTM). */
    ap_source source;    /**< AP_SOURCE_MODEL (what `render(in:)` draws, and `afterScreenUpdates: true`) or AP_SOURCE_PRESENTATION (what is on screen now). */
    uint32_t reserved;   /**< 0. */
} ap_image_layer;

/* ---------------------------------------------------------------------------------------- */
/* Gradients (CAGradientLayer), ABI 1.1                                                        */
/* ---------------------------------------------------------------------------------------- */

/** Gradient types (CAGradientLayer.type). ABI 1.1. */
#define AP_GRADIENT_AXIAL 0u /**< Along the axis from `start_point` to `end_point` (kCAGradientLayerAxial). Radial and conic gradients are not drawn by this host yet: send them as axial. */

/** A view's gradient (CAGradientLayer's `colors`, `locations`, `startPoint`, `endPoint`),
 *  copied by the host during view_set_gradient. ABI 1.1. */
typedef struct ap_gradient {
    uint32_t struct_size;     /**< sizeof(ap_gradient) as the plugin was built. */
    uint32_t count;           /**< Colours (1...256). */
    const ap_color *colors;   /**< `count` colours, straight sRGB in [0, 1]. */
    const double *locations;  /**< `count` places on the axis (0 the start point, 1 the end point), or NULL for evenly spaced. Any finite numbers within the coordinate range, as Core Animation: a stop outside [0, 1] lies beyond the axis's end (the colour there is interpolated between the stops around it); out of order, a stop sits at the largest location before it (a hard edge). Hosts before 1.2 refuse locations out of [0, 1] or descending. */
    ap_point start_point;     /**< Axis start in unit coordinates of the bounds ((0, 0) top-left, (1, 1) bottom-right); CA's default (0.5, 0). */
    ap_point end_point;       /**< Axis end; CA's default (0.5, 1). */
    uint32_t type;            /**< AP_GRADIENT_AXIAL. */
    uint32_t reserved;        /**< 0. */
} ap_gradient;

/* ---------------------------------------------------------------------------------------- */
/* Explicit layer animations (CABasicAnimation, CASpringAnimation), ABI 1.1                    */
/* ---------------------------------------------------------------------------------------- */

/** What an ap_value holds. ABI 1.1. */
typedef uint32_t ap_value_type;
#define AP_VALUE_NONE 0u        /**< Not set (fromValue/toValue/byValue left nil). */
#define AP_VALUE_NUMBER 1u      /**< v[0]. */
#define AP_VALUE_POINT 2u       /**< v[0] x, v[1] y, points. */
#define AP_VALUE_SIZE 3u        /**< v[0] width, v[1] height, points (`bounds.size`). */
#define AP_VALUE_RECT 4u        /**< v[0] x, v[1] y, v[2] width, v[3] height, points. */
#define AP_VALUE_TRANSFORM3D 5u /**< v[0..15]: m11, m12, ... m44, row by row (as ap_transform3d). */
#define AP_VALUE_COLOR 6u       /**< v[0..3]: r, g, b, a, straight sRGB in [0, 1]. */
#define AP_VALUE_PATH 7u        /**< v[0]: the index, a whole number, of a path in the animation's `paths` (for the "path" key path). */
#define AP_VALUE_GRADIENT 8u    /**< v[0]: the index, a whole number, of a gradient in the animation's `gradients` (for the "colors", "locations", "startPoint" and "endPoint" key paths, each of which moves only its part of the gradients). */

/** One animation value (Core Animation's `fromValue` and friends, which are `id`). ABI 1.1. */
typedef struct ap_value {
    ap_value_type type; /**< AP_VALUE_*. */
    uint32_t reserved;  /**< 0. */
    double v[16];       /**< The numbers, as `type` says; the rest is ignored. */
} ap_value;

/** Core Animation's fill modes. ABI 1.1. */
typedef uint32_t ap_fill_mode;
#define AP_FILL_REMOVED 0u   /**< Applies only while active (the default). */
#define AP_FILL_FORWARDS 1u  /**< Holds the end value after the end (while the animation is on the layer). */
#define AP_FILL_BACKWARDS 2u /**< Holds the start value before the begin time. */
#define AP_FILL_BOTH 3u      /**< Both. */

/** Kinds of ap_layer_animation. ABI 1.1. */
typedef uint32_t ap_layer_animation_kind;
#define AP_LAYER_ANIM_BASIC 1u  /**< CABasicAnimation: `control1`/`control2` when `has_timing_function`, else linear. */
#define AP_LAYER_ANIM_SPRING 2u /**< CASpringAnimation: `mass`, `stiffness`, `damping`, `initial_velocity` (the timing function is ignored). */
#define AP_LAYER_ANIM_KEYFRAME 3u /**< CAKeyframeAnimation: `values`, `key_times`, `calculation_mode` (from/to/by are ignored); the timing function shapes the whole. */
#define AP_LAYER_ANIM_TRANSITION 4u /**< CATransition: `transition_type`, `transition_subtype`, `start_progress`, `end_progress` (the key path and values are ignored; send "transition"). */

/** CATransition's types (`type`). ABI 1.1. */
#define AP_TRANSITION_FADE 0u     /**< The new content fades in as the old fades out (kCATransitionFade, the default). */
#define AP_TRANSITION_MOVE_IN 1u  /**< The new content slides in over the old (kCATransitionMoveIn). */
#define AP_TRANSITION_PUSH 2u     /**< The new content slides in as the old slides out (kCATransitionPush). */
#define AP_TRANSITION_REVEAL 3u   /**< The old content slides out, uncovering the new (kCATransitionReveal). */
#define AP_TRANSITION_FLIP 4u     /**< The view turns over about its middle in perspective, the old content turning away for the first half and the new turning in for the second, not clipped (UIView's .transitionFlipFromLeft/Right/Top/Bottom, Apple's private "oglFlip"); from the left or top, that edge comes nearer. */
#define AP_TRANSITION_CURL 5u     /**< A page hinged on the top edge, in perspective, not clipped: from the bottom the old content lifts away upwards (UIView's .transitionCurlUp, "pageCurl"), from the top the new content comes down over the old (.transitionCurlDown, "pageUnCurl"). An approximation: the page stays flat where UIKit curls it. */
/** CATransition's subtypes (`subtype`): the side the new content comes from. ABI 1.1. */
#define AP_TRANSITION_FROM_LEFT 0u   /**< kCATransitionFromLeft (also used when the subtype is nil). */
#define AP_TRANSITION_FROM_RIGHT 1u  /**< kCATransitionFromRight. */
#define AP_TRANSITION_FROM_TOP 2u    /**< kCATransitionFromTop. */
#define AP_TRANSITION_FROM_BOTTOM 3u /**< kCATransitionFromBottom. */

/**
 * An explicit animation (Core Animation's `CABasicAnimation` / `CASpringAnimation` /
 * `CAKeyframeAnimation`), copied by
 * the host during `layer_add_animation`. It animates what the view shows, never its model
 * value (set that yourself, as in Core Animation). The values follow Core Animation's rules:
 * from and to; one end and `by_value`; or one of them alone, the missing end being what the
 * view shows when the animation is added. A zeroed struct (with `struct_size`, `kind` and
 * `key_path` set) is Core Animation's defaults: 0.25 s, linear, begins now, once, removed
 * at its end. ABI 1.1.
 */
typedef struct ap_layer_animation {
    uint32_t struct_size;          /**< sizeof(ap_layer_animation) as the plugin was built. */
    ap_layer_animation_kind kind;  /**< AP_LAYER_ANIM_*. */
    /** Core Animation's key path, UTF-8, valid during the call: "position", "position.x",
     *  "position.y", "bounds", "bounds.size", "bounds.size.width", "bounds.size.height",
     *  "transform", "transform.rotation" (= ".z"), "transform.rotation.x"/".y"/".z",
     *  "transform.scale", "transform.scale.x"/".y"/".z", "transform.translation.x"/".y"/".z",
     *  "opacity", "backgroundColor", "cornerRadius", "shadowOpacity", and a shape's
     *  "strokeStart", "strokeEnd", "lineWidth", "fillColor", "strokeColor", "path" (values
     *  AP_VALUE_PATH), and a gradient's "colors", "locations", "startPoint", "endPoint" (values
     *  AP_VALUE_GRADIENT; see `gradients`). Since 1.2 also every other property Core Animation
     *  animates: "anchorPoint" (a point), "zPosition", "borderWidth", "shadowRadius",
     *  "lineDashPhase" (numbers), "borderColor", "shadowColor" (colours), "shadowOffset" (a
     *  size), "sublayerTransform" (a transform), "shadowPath" (AP_VALUE_PATH, as "path"; a
     *  missing end is the bounds' rectangle when the layer has no shadow path); these are not
     *  additive or cumulative (the flags are ignored for them). Components take numbers (bounds.size a size); transform components set
     *  their part of the transform from the number, as Core Animation's value functions do (so
     *  rotation 0 to 2 pi is a full turn), keeping the other parts of a transform in the plane
     *  (scale, rotation about z, translation). Several animations of one property run together
     *  ("transform.scale" with "transform.rotation.z", "position.x" with "position.y"), each
     *  applied over those added before it; only the same key replaces. */
    const char *key_path;
    ap_value from_value;           /**< `fromValue`; type AP_VALUE_NONE when not set. */
    ap_value to_value;             /**< `toValue`. */
    ap_value by_value;             /**< `byValue` (not for "transform"). */
    double duration;               /**< Seconds of one pass; <= 0 means 0.25. */
    double begin_time;             /**< In the view's layer time; 0 means now (current_media_time() + delay also works while time is not paused). */
    double speed;                  /**< Rate of its time; 0 means 1 (so a zeroed struct is the default). */
    double time_offset;            /**< Seconds added to its time (Core Animation's timeOffset). */
    double repeat_count;           /**< Passes (fractional allowed; INFINITY forever); 0 means once. */
    double repeat_duration;        /**< Seconds of repeating instead; 0 means unused. */
    bool autoreverses;             /**< Plays each pass backwards after forwards. */
    bool keep_after_end;           /**< Core Animation's `isRemovedOnCompletion = NO`: stays on the view after its end (showing its end value with AP_FILL_FORWARDS/BOTH) until removed. */
    bool has_timing_function;      /**< AP_LAYER_ANIM_BASIC: `control1`/`control2` give a cubic Bezier (x in [0, 1]); false: linear. */
    ap_fill_mode fill_mode;        /**< AP_FILL_*. */
    ap_point control1;             /**< First control point of the timing function. */
    ap_point control2;             /**< Second control point. */
    double mass;                   /**< AP_LAYER_ANIM_SPRING: > 0. */
    double stiffness;              /**< AP_LAYER_ANIM_SPRING: > 0. */
    double damping;                /**< AP_LAYER_ANIM_SPRING: > 0 (an undamped spring never settles). */
    double initial_velocity;       /**< AP_LAYER_ANIM_SPRING: distances per second, positive towards the end. */
    /** `animationDidStart`: called at most once, at the first frame the animation applies,
     *  before `did_stop`; never if it is removed first. `fn` may be NULL. Its `user` is
     *  usually `did_stop.user`, released there. */
    ap_block did_start;
    /** `animationDidStop(finished:)`: called exactly once, from a later frame — finished when
     *  it reached its end (for a kept animation: at its end), not finished when it was removed
     *  or replaced first, or when `layer_add_animation` refused it. `fn` may be NULL. */
    ap_completion did_stop;
    /** AP_LAYER_ANIM_KEYFRAME: `value_count` values (1...1024), all of one type, the key
     *  path's kind; copied during the call. */
    const ap_value *values;
    /** AP_LAYER_ANIM_KEYFRAME: `value_count` times in [0, 1], ascending, or NULL for evenly
     *  spaced ones; copied during the call. */
    const double *key_times;
    uint32_t value_count;          /**< Entries in `values` (and `key_times`). */
    uint32_t calculation_mode;     /**< AP_KEYFRAME_* (calculationMode), the values animate_keyframes' options use. */
    /** Key path "path": the paths its AP_VALUE_PATH values name by index (`path_count` of
     *  them, at most 1024), copied during the call. A missing end is the path the layer shows.
     *  Two paths interpolate element by element when they have the same sequence of moves,
     *  drawing elements and closes (lines and quadratic curves count as cubics); otherwise the
     *  shape switches from one to the other halfway, where Core Animation's result is
     *  undefined. Read only when `struct_size` reaches past `path_count`. */
    const ap_path *paths;
    uint32_t path_count;           /**< Entries in `paths`. */
    /** AP_LAYER_ANIM_TRANSITION: AP_TRANSITION_FADE … AP_TRANSITION_REVEAL. The view's content
     *  as it was at the last frame (whether the changes are made before or after this call in
     *  the same turn, as with Core Animation's commit) gives way to its live content, both
     *  drawn clipped to the view's bounds; the old picture is frozen, the new one goes on
     *  animating. One transition per view: a new one replaces it. Read only when `struct_size`
     *  reaches past `end_progress`. */
    uint32_t transition_type;
    uint32_t transition_subtype;   /**< AP_TRANSITION_FROM_*. */
    double start_progress;         /**< Where in the transition to start, 0..1 (startProgress). */
    double end_progress;           /**< Where to end, 0..1; 0 means 1 (endProgress), so a zeroed struct plays it all. */
    /** AP_LAYER_ANIM_KEYFRAME: per-segment timing (CAKeyframeAnimation.timingFunctions), NULL
     *  for none: `timing_function_count` cubic Béziers as control-point pairs (c1, c2 of the
     *  first, c1, c2 of the second, …; x in [0, 1]); segment i between key times i and i + 1
     *  follows curve i, segments past the count are linear. Copied during the call; read only
     *  when `struct_size` reaches past `timing_function_count`. */
    const ap_point *timing_functions;
    uint32_t timing_function_count; /**< Curves in `timing_functions` (at most value_count - 1 are used). */
    uint32_t reserved3;             /**< 0. */
    /** AP_LAYER_ANIM_KEYFRAME on "position": motion along this path (CAKeyframeAnimation.path)
     *  instead of `values` (which may then be NULL), in the superview's coordinates, copied
     *  during the call. Its vertices — the end of each element — are the keyframes: with
     *  `key_times` (`value_count` of them, one per vertex, the start included) the position reaches vertex i at key
     *  time i and moves along each element at constant speed; without, the vertices are evenly
     *  spaced; AP_KEYFRAME_PACED covers the whole path at constant speed; discrete jumps from
     *  vertex to vertex. A move element is a jump. NULL: none. Read only when `struct_size`
     *  reaches past it. */
    const ap_path *motion_path;
    /** AP_LAYER_ANIM_FLAG_*: how the values combine with what the view shows. Read only when
     *  `struct_size` reaches past it. */
    uint32_t flags;
    uint32_t reserved4;            /**< 0. */
    /** Key paths "colors", "locations", "startPoint", "endPoint" (a CAGradientLayer's): the
     *  gradients its AP_VALUE_GRADIENT values name by index (`gradient_count` of them, at most
     *  1024; each as for view_set_gradient, copied). Only the key path's part of each counts:
     *  its colours (mixed stop by stop; a change of count switches half way), its locations,
     *  or an end of its axis; several such animations run together, each moving its part.
     *  A missing from or to value is the gradient shown. Read only when `struct_size`
     *  reaches past `gradient_count`. */
    const ap_gradient *gradients;
    uint32_t gradient_count;       /**< Entries in `gradients`. */
    uint32_t reserved5;            /**< 0. */
} ap_layer_animation;

/** ap_layer_animation.flags. ABI 1.1. */
#define AP_LAYER_ANIM_FLAG_ROTATE_AUTO 2u /**< With `motion_path` (rotationMode rotateAuto): the view turns to face along the path, the turn applied before its transform. */
#define AP_LAYER_ANIM_FLAG_ROTATE_AUTO_REVERSE 4u /**< With `motion_path` (rotateAutoReverse): as AP_LAYER_ANIM_FLAG_ROTATE_AUTO, half a turn more. */
#define AP_LAYER_ANIM_FLAG_CUMULATIVE 8u /**< isCumulative: each repeat goes on from where the last ended, by the whole change (0 to pi/2 repeated four times is a full turn); keyframes of a whole property's numbers, points, rects or colours shift by their last value minus their first each pass (transform keyframes repeat as they are). */
#define AP_LAYER_ANIM_FLAG_ADDITIVE 1u /**< isAdditive: the animated value is added to what the view shows (the model, with the animations added before applied): numbers, points, rects and colours component by component; a transform concatenated before; a transform component added to that component of a transform in the plane. A missing from/to is 0. Ignored for "path", motion paths and transitions. */

/* ---------------------------------------------------------------------------------------- */
/* The host table                                                                              */
/* ---------------------------------------------------------------------------------------- */

typedef struct ap_host ap_host;

/**
 * Host services, handed to a plugin when an instance is created; the pointer stays valid until
 * the instance is destroyed. Every function takes the table itself first (so one plugin may be
 * used by several hosts). Append-only: each minor adds entries at the end (see HOW ABI 1
 * GROWS); `struct_size` says how far this host's table goes, and entries past it must not be
 * read (AP_HOST_HAS).
 */
struct ap_host {
    uint32_t abi_major;   /**< AP_ABI_MAJOR of the host. */
    uint32_t abi_minor;   /**< AP_ABI_MINOR of the host. */
    uint32_t struct_size; /**< sizeof(ap_host) as the host was built: AP_HOST_SIZE_1_0 for a 1.0 host, larger for later minors. */
    uint32_t reserved;    /**< 0. */
    const char *name;     /**< Host name, UTF-8, static. */
    const char *version;  /**< Host version (semver), static. */
    void *host_data;      /**< The host's; plugins must not touch it. */

    /** A host extension by id ("vendor.feature/1"), or NULL when unsupported. */
    const void *(*get_extension)(const ap_host *host, const char *id);
    /** Writes a message to the host's log (and the trace) with the plugin's id. */
    void (*log)(const ap_host *host, ap_log_level level, const char *message);

    /* --- Transition context (UIViewControllerContextTransitioning) --- */

    /** The view in which the transition happens; the animator adds the to view to it. */
    ap_view (*context_container_view)(const ap_host *host, ap_context ctx);
    /** The from or to view controller. */
    ap_view_controller (*context_view_controller)(const ap_host *host, ap_context ctx, ap_key key);
    /** The from or to view, or {0} when the animator must leave it alone (e.g. the presenting view of a custom presentation). */
    ap_view (*context_view)(const ap_host *host, ap_context ctx, ap_key key);
    /** Where a view controller's view starts; {0} rect when unknown. */
    ap_rect (*context_initial_frame)(const ap_host *host, ap_context ctx, ap_view_controller vc);
    /** Where a view controller's view must end; {0} rect when it will be removed. A non-zero final frame must be respected. */
    ap_rect (*context_final_frame)(const ap_host *host, ap_context ctx, ap_view_controller vc);
    /** True when the transition animates (false: make the changes without animating). */
    bool (*context_is_animated)(const ap_host *host, ap_context ctx);
    /** True while an interaction drives the transition. */
    bool (*context_is_interactive)(const ap_host *host, ap_context ctx);
    /** True once the transition is being cancelled: complete with `false`. */
    bool (*context_transition_was_cancelled)(const ap_host *host, ap_context ctx);
    /** The presentation style (AP_PRESENTATION_*). */
    ap_presentation_style (*context_presentation_style)(const ap_host *host, ap_context ctx);
    /** The operation (AP_OPERATION_*). */
    ap_operation (*context_operation)(const ap_host *host, ap_context ctx);
    /** The rotation to apply for a rotation transition; identity in this host. */
    ap_affine (*context_target_transform)(const ap_host *host, ap_context ctx);
    /**
     * Ends the transition: `did_complete` = !context_transition_was_cancelled. Call exactly
     * once, normally from the completion of the last animation; a second call fails with
     * AP_ERR_STATE and is reported. A value that contradicts the cancellation state is
     * reported and the cancellation state wins.
     */
    ap_status (*context_complete_transition)(const ap_host *host, ap_context ctx, bool did_complete);
    /** Interaction controllers: scrub to `percent` in [0, 1] (the host clamps). */
    ap_status (*context_update_interactive)(const ap_host *host, ap_context ctx, double percent);
    /** Interaction controllers: run the rest of the way to the end (idempotent). */
    ap_status (*context_finish_interactive)(const ap_host *host, ap_context ctx);
    /** Interaction controllers: run back to the start and cancel (idempotent). */
    ap_status (*context_cancel_interactive)(const ap_host *host, ap_context ctx);
    /** Interaction controllers: grab a running (finishing or cancelling) transition again. */
    ap_status (*context_pause_interactive)(const ap_host *host, ap_context ctx);
    /** The last percent passed to update (or reached while running), 0...1. */
    double (*context_percent_complete)(const ap_host *host, ap_context ctx);

    /* --- View controllers --- */

    /** The view controller's view. */
    ap_view (*view_controller_view)(const ap_host *host, ap_view_controller vc);
    /** Copies the view controller's title (UTF-8, NUL-terminated, truncated to fit) into
     *  `buffer` of `capacity` bytes; returns the full length in bytes (like snprintf). */
    size_t (*view_controller_title)(const ap_host *host, ap_view_controller vc, char *buffer, size_t capacity);

    /* --- View properties (see AP_PROP_*) --- */

    ap_status (*view_set_number)(const ap_host *host, ap_view view, ap_property property, double value);
    ap_status (*view_set_bool)(const ap_host *host, ap_view view, ap_property property, bool value);
    ap_status (*view_set_point)(const ap_host *host, ap_view view, ap_property property, ap_point value);
    ap_status (*view_set_rect)(const ap_host *host, ap_view view, ap_property property, ap_rect value);
    ap_status (*view_set_affine)(const ap_host *host, ap_view view, ap_property property, ap_affine value);
    ap_status (*view_set_transform3d)(const ap_host *host, ap_view view, ap_property property, ap_transform3d value);
    ap_status (*view_set_color)(const ap_host *host, ap_view view, ap_property property, ap_color value);
    /** Sets a string property; the host copies `value` (UTF-8; NULL clears it). */
    ap_status (*view_set_string)(const ap_host *host, ap_view view, ap_property property, const char *value);

    ap_status (*view_get_number)(const ap_host *host, ap_view view, ap_property property, ap_source source, double *out);
    ap_status (*view_get_bool)(const ap_host *host, ap_view view, ap_property property, ap_source source, bool *out);
    ap_status (*view_get_point)(const ap_host *host, ap_view view, ap_property property, ap_source source, ap_point *out);
    ap_status (*view_get_rect)(const ap_host *host, ap_view view, ap_property property, ap_source source, ap_rect *out);
    ap_status (*view_get_affine)(const ap_host *host, ap_view view, ap_property property, ap_source source, ap_affine *out);
    ap_status (*view_get_transform3d)(const ap_host *host, ap_view view, ap_property property, ap_source source, ap_transform3d *out);
    ap_status (*view_get_color)(const ap_host *host, ap_view view, ap_property property, ap_source source, ap_color *out);
    /** Copies a string property into `buffer` (truncated, NUL-terminated); returns the full
     *  length in bytes, or 0 on error (check `view_get_bool(... AP_PROP_HIDDEN ...)`'s status to tell). */
    size_t (*view_get_string)(const ap_host *host, ap_view view, ap_property property, char *buffer, size_t capacity);

    /* --- View hierarchy --- */

    /** Adds `child` in front of `parent`'s subviews (removing it from its old parent). */
    ap_status (*view_add_subview)(const ap_host *host, ap_view parent, ap_view child);
    /** Inserts `child` at `index` (clamped) of `parent`'s subviews. */
    ap_status (*view_insert_subview_at)(const ap_host *host, ap_view parent, ap_view child, int32_t index);
    /** Inserts `child` just above (`above` true) or below `sibling`, a subview of `parent`. */
    ap_status (*view_insert_subview_next_to)(const ap_host *host, ap_view parent, ap_view child, ap_view sibling, bool above);
    /** Removes the view from its superview (its animations keep running and complete). */
    ap_status (*view_remove_from_superview)(const ap_host *host, ap_view view);
    /** Moves a subview in front of (`front` true) or behind all its siblings. */
    ap_status (*view_reorder)(const ap_host *host, ap_view parent, ap_view child, bool front);
    /** The superview, or {0}. */
    ap_view (*view_superview)(const ap_host *host, ap_view view);
    /** Number of subviews (negative on error). */
    int32_t (*view_subview_count)(const ap_host *host, ap_view view);
    /** The subview at `index`, back to front, or {0}. */
    ap_view (*view_subview_at)(const ap_host *host, ap_view view, int32_t index);
    /** A new plain view with `frame`, not in any hierarchy. Owned by the host: it lives while it
     *  is in a hierarchy or the current transition runs (a transition that ends inside one of
     *  your calls, such as the completion that calls complete_transition, keeps it until that
     *  call returns); remove the views you create before completing the transition. Out of any
     *  hierarchy at a transition's end, it still lives if you used its handle during that
     *  transition, until a transition ends in which you never did (as a view your `lazy var` or
     *  global holds lives on iOS: a dimming view made by the presentation and taken out by the
     *  dismissal is there for the next presentation; at most 4,096 views are kept so at each
     *  transition's end, the rest go stale then). A view made
     *  while no transition you were handed runs (in `create`, or in handle_event between
     *  transitions: a placeholder window made in an initializer) lives as long as the host, as
     *  an object your instance keeps does on iOS; the first 4,096 such views do, later ones live
     *  until the next transition ends. At most 131,072 views (with view_snapshot's) per transition:
     *  beyond that, and for a frame outside +/-1,000,000 points, {0}. */
    ap_view (*view_create)(const ap_host *host, ap_rect frame);
    /** A frozen copy of `view` as it looks now (`after_updates` false) or with its model values
     *  (true), at the origin, not in any hierarchy; same lifetime as view_create's views. */
    ap_view (*view_snapshot)(const ap_host *host, ap_view view, bool after_updates);
    /** Removes the view's running animations; their completions see finished == false. */
    ap_status (*view_remove_all_animations)(const ap_host *host, ap_view view);

    /* --- Animations (UIView.animate...) --- */

    /**
     * Runs `animations` now; the animatable properties it sets animate as `params` says, each
     * from its old model value (or the on-screen value with AP_ANIM_BEGIN_FROM_CURRENT_STATE)
     * to the new one, which is set at once. `completion` runs once, from a later frame.
     */
    ap_status (*animate)(const ap_host *host, const ap_animation *params, ap_block animations, ap_completion completion);
    /**
     * Keyframe animation over `duration` (UIView.animateKeyframes): inside `keyframes`, call
     * add_keyframe; changes made outside any keyframe span the whole duration. `options`
     * holds an AP_KEYFRAME_* mode.
     */
    ap_status (*animate_keyframes)(const ap_host *host, double duration, double delay, uint32_t options,
                                   ap_block keyframes, ap_completion completion);
    /** Inside animate_keyframes: the changes in `animations` happen between `relative_start`
     *  and `relative_start + relative_duration`, fractions of the whole duration. When the
     *  keyframe block does not animate (duration <= 0, or inside perform_without_animation)
     *  `animations` runs at once and its changes apply without animation, as UIKit does.
     *  Called outside animate_keyframes it returns AP_ERR_STATE and does not run `animations`. */
    ap_status (*add_keyframe)(const ap_host *host, double relative_start, double relative_duration, ap_block animations);
    /** Runs `body` with animations disabled (UIView.performWithoutAnimation). */
    ap_status (*perform_without_animation)(const ap_host *host, ap_block body);

    /* --- Transition coordinator (UIViewControllerTransitionCoordinator) --- */

    /** Runs `animation` alongside the transition (same timing; scrubbed and reversed with it;
     *  without animation when the transition is not animated) and `completion` after it ends;
     *  either may have a NULL fn. `completion` is called exactly once, also when the call is
     *  refused (bad handle, transition already ended: then from a later frame), so `user` may
     *  be freed there. */
    ap_status (*coordinator_animate_alongside)(const ap_host *host, ap_context ctx, ap_block animation,
                                               ap_coordinator_callback completion);
    /** Like coordinator_animate_alongside for a view outside the container: its layer is
     *  driven with the transition too (scrubbed while interactive, run back on cancel). */
    ap_status (*coordinator_animate_alongside_in_view)(const ap_host *host, ap_context ctx, ap_view view,
                                                       ap_block animation, ap_coordinator_callback completion);
    /** Calls `callback` each time the transition moves in or out of interactive mode, before
     *  the appearance callbacks of a cancel; kept until the transition ends, when it is called
     *  one last time with `state == NULL` so the plugin can free `user` (also when the call is
     *  refused because the transition has already ended). */
    ap_status (*coordinator_notify_interaction_changes)(const ap_host *host, ap_context ctx, ap_coordinator_callback callback);
    /** Fills `out` with the transition's current state. */
    ap_status (*coordinator_state)(const ap_host *host, ap_context ctx, ap_transition_state *out);

    /* --- ABI 1.1. Check AP_HOST_HAS(host, entry) before calling: a 1.0 host's table ends
     *     before these entries (its struct_size says so). --- */

    /** CACurrentMediaTime(): the host's current media time, seconds, on the host's clock (the
     *  time the engine has reached; virtual and frame-exact in headless runs). A layer's own
     *  time differs while its transition is paused or scrubbed. ABI 1.1. */
    double (*current_media_time)(const ap_host *host);

    /* --- Core Animation transactions (CATransaction), ABI 1.1. A setting made with no
     *     transaction open opens an implicit one, committed at the next frame (Core
     *     Animation's end of the run-loop turn). Settings are read from the innermost
     *     transaction outwards, so a nested one sees what an outer one set. --- */

    /** CATransaction.begin(): opens a transaction, nested in the current one if any. ABI 1.1. */
    ap_status (*transaction_begin)(const ap_host *host);
    /** CATransaction.commit(): closes the innermost transaction; AP_ERR_STATE when none is
     *  open. Its completion runs once every animation started inside it (in `animate`,
     *  `animate_keyframes` or a nested transaction) has ended — from a later frame, the next
     *  one when nothing animated — after the completions of those animations. A transaction
     *  left open is committed at the next frame, with a diagnostic. ABI 1.1. */
    ap_status (*transaction_commit)(const ap_host *host);
    /** CATransaction.setAnimationDuration(): seconds, finite and >= 0 (else AP_ERR_BAD_VALUE).
     *  Read back with transaction_animation_duration; it is the duration of standalone layers'
     *  implicit actions (AP_PROP_IMPLICIT_ACTIONS) and shapes no `animate` call. ABI 1.1. */
    ap_status (*transaction_set_animation_duration)(const ap_host *host, double seconds);
    /** CATransaction.animationDuration(): the innermost setting, or 0.25 s. ABI 1.1. */
    double (*transaction_animation_duration)(const ap_host *host);
    /** CATransaction.setAnimationTimingFunction(): a cubic Bézier from (0, 0) to (1, 1) with
     *  control points `control1` and `control2` (x in [0, 1], finite y), or NULL for both to
     *  restore the default. `animate` calls with AP_TIMING_CURVE whose options leave the curve
     *  field at its default (0) follow it while the transaction is open — how iOS code gives
     *  UIView animations a custom curve; a named curve, a Bézier or a spring wins. ABI 1.1. */
    ap_status (*transaction_set_timing_function)(const ap_host *host, const ap_point *control1, const ap_point *control2);
    /** CATransaction.setDisableActions(): true turns off standalone layers' implicit actions
     *  (AP_PROP_IMPLICIT_ACTIONS) while the transaction is open; read back with
     *  transaction_disable_actions. ABI 1.1. */
    ap_status (*transaction_set_disable_actions)(const ap_host *host, bool disable);
    /** CATransaction.disableActions(): the innermost setting, or false. ABI 1.1. */
    bool (*transaction_disable_actions)(const ap_host *host);
    /** CATransaction.setCompletionBlock(): `completion.fn(user, true)` runs once, after the
     *  transaction is committed and everything animated inside it has ended. Setting another
     *  completion in the same transaction replaces this one, which is then called at once with
     *  `finished == false`: release `user` and do not run the completion's work (Core Animation
     *  runs only the last block set). `completion.fn == NULL` clears it. ABI 1.1. */
    ap_status (*transaction_set_completion)(const ap_host *host, ap_completion completion);

    /* --- Explicit layer animations (layer.add(_:forKey:)), ABI 1.1 --- */

    /** layer.add(animation, forKey: key): copies `animation` onto `view`'s layer. `key` (UTF-8,
     *  may be NULL) names it for layer_remove_animation; an animation already under that key
     *  is replaced (its did_stop sees finished == false); animations of the same property
     *  under other keys (or none) run beside it, the later-added applied over the earlier.
     *  Inside an open transaction its end counts towards that transaction's completion. It is
     *  driven like every other animation: scrubbed, paused, finished and cancelled with an
     *  interactive transition (a cancel removes it). Refused (did_stop still called, not
     *  finished): an unknown key path (AP_ERR_BAD_ARGUMENT, the message lists the known ones),
     *  values of the wrong kind, an unknown kind or fill mode (AP_ERR_BAD_ARGUMENT), non-finite
     *  numbers or spring parameters <= 0 (AP_ERR_BAD_VALUE). A struct_size smaller than 1.1's is
     *  refused with AP_ERR_BAD_ARGUMENT without reading further, so did_stop is not called.
     *  ABI 1.1. */
    ap_status (*layer_add_animation)(const ap_host *host, ap_view view, const ap_layer_animation *animation, const char *key);
    /** layer.removeAnimation(forKey:): its did_stop sees finished == false (unless it had
     *  already ended and was kept). No animation under the key: AP_OK, nothing done, as Core
     *  Animation (hosts before 1.2 answered AP_ERR_STATE). ABI 1.1. */
    ap_status (*layer_remove_animation)(const ap_host *host, ap_view view, const char *key);

    /* --- Shape layers and masks (CAShapeLayer.path, layer.mask), ABI 1.1 --- */

    /** CAShapeLayer.path = path: copies `path` (NULL, or `count` 0: no path, the view draws
     *  no shape) as the view's shape. The shape is drawn above the view's background and below
     *  its subviews: filled with AP_PROP_FILL_COLOR by AP_PROP_FILL_RULE, then stroked with
     *  AP_PROP_STROKE_COLOR (see AP_PROP_LINE_WIDTH and the rest), clipped to the bounds only
     *  with AP_PROP_CLIPS_TO_BOUNDS. Any view can hold a shape: a layer made with view_create
     *  is Core Animation's CALayer()/CAShapeLayer(). Not animated by `animate`; animate it with
     *  layer_add_animation and the "path" key path. Refused: a bad handle, more than 65,536
     *  elements, an unknown kind or non-finite points (AP_ERR_BAD_ARGUMENT / AP_ERR_BAD_VALUE,
     *  the path unchanged). Restored on cancel with the view's other properties. ABI 1.1. */
    ap_status (*view_set_path)(const ap_host *host, ap_view view, const ap_path *path);
    /** The view's path as set (AP_SOURCE_MODEL) or as shown (AP_SOURCE_PRESENTATION: a running
     *  "path" animation's in-between path): writes up to `capacity` elements to `buffer` (may
     *  be NULL when `capacity` is 0) and returns the element count (0 for no path), so a
     *  first call with capacity 0 sizes the buffer. ABI 1.1. */
    uint32_t (*view_get_path)(const ap_host *host, ap_view view, ap_source source, ap_path_element *buffer, uint32_t capacity);
    /** layer.mask = mask (0: none): `mask`'s layer masks `view` and its subviews — they show
     *  only where the mask draws, by its alpha (its colours do not count), as the mask layer's
     *  background, shape, subviews and their opacity give it. The mask's frame is in `view`'s
     *  bounds coordinates. It is removed from its superview (a mask is not in the hierarchy;
     *  adding it to a view later stops it masking) and shares `view`'s time, so its
     *  animations scrub, pause and cancel with the transition. Refused: bad handles, the view
     *  itself. Restored on cancel. ABI 1.1. */
    ap_status (*view_set_mask)(const ap_host *host, ap_view view, ap_view mask);
    /** layer.mask: the view's mask, or 0. ABI 1.1. */
    ap_view (*view_mask)(const ap_host *host, ap_view view);
    /** CAGradientLayer: copies `gradient` (NULL: none) as the view's gradient, drawn over its
     *  background inside its rounded bounds (cornerRadius), below its shape and subviews: the
     *  colour at a point is the one at its projection on the axis (perpendicular lines share a
     *  colour), the ends' colours extended past them, neighbouring stops' straight RGBA
     *  components interpolated linearly. On a standalone layer (AP_PROP_IMPLICIT_ACTIONS)
     *  already drawn, outside any animation block, the change animates implicitly; explicit
     *  animations of "colors", "locations", "startPoint" and "endPoint" move it too
     *  (AP_VALUE_GRADIENT). Restored on cancel. Refused, the
     *  gradient unchanged: a bad handle (AP_ERR_BAD_HANDLE); a struct_size smaller than
     *  sizeof(ap_gradient) of ABI 1.1, a count of 0 or over 256, NULL colours, an unknown type
     *  (AP_ERR_BAD_ARGUMENT); non-finite numbers, locations beyond the coordinate range
     *  (AP_ERR_BAD_VALUE; hosts before 1.2 also refuse locations out of [0, 1] or descending).
     *  ABI 1.1. */
    ap_status (*view_set_gradient)(const ap_host *host, ap_view view, const ap_gradient *gradient);

    /* --- Images (UIGraphicsImageRenderer, snapshots, layer.contents), ABI 1.1 --- */

    /** UIGraphicsImageRenderer: an image of `size` points (finite, >= 0) with `layers` drawn
     *  into it in order (`count` of them, at most 1024; NULL with 0 for a transparent image),
     *  everything outside the image cut away; 0 when refused (bad handles, non-finite numbers,
     *  a diagnostic names which). ABI 1.1. */
    ap_image (*image_create)(const ap_host *host, ap_size size, const ap_image_layer *layers, uint32_t count);
    /** UIImage.size: the image's size in points ({0, 0} for a bad handle). ABI 1.1. */
    ap_size (*image_size)(const ap_host *host, ap_image image);
    /** layer.contents = image (0: none): the view draws the image over its background and
     *  gradient, stretched to fill its bounds (kCAGravityResize), below its shape and subviews,
     *  clipped to the bounds only with AP_PROP_CLIPS_TO_BOUNDS. Restored on cancel. ABI 1.1. */
    ap_status (*view_set_contents)(const ap_host *host, ap_view view, ap_image image);
    /** layer.contents: the view's image, or 0. ABI 1.1. */
    ap_image (*view_contents)(const ap_host *host, ap_view view);
    /** layer.convertTime(t, from:)/(to:): `t` in `from`'s time (0: the host's media time,
     *  CACurrentMediaTime's) expressed in `to`'s time (0: the host's), through the views'
     *  begin times, speeds and offsets (AP_PROP_SPEED and friends) and their superviews'. NaN
     *  for a bad handle. ABI 1.1. */
    double (*layer_convert_time)(const ap_host *host, double t, ap_view from, ap_view to);
    /** CAShapeLayer.lineDashPattern and lineDashPhase: `count` lengths (at most 64, finite,
     *  >= 0, copied; NULL or 0 for a solid stroke), points, of painted and unpainted stretches
     *  in turn (an odd count repeats twice), and how far into the pattern each subpath starts.
     *  Refused, unchanged: non-finite or negative numbers (AP_ERR_BAD_VALUE), over 64 lengths
     *  (AP_ERR_BAD_ARGUMENT). Restored on cancel. ABI 1.1. */
    ap_status (*view_set_line_dash)(const ap_host *host, ap_view view, const double *pattern, uint32_t count, double phase);
    /** layer.shadowPath (NULL or `count` 0: none, the bounds cast the shadow): copied; the
     *  shadow is drawn as the path's bounding box, rounded by the corner radius and blurred —
     *  exact for the rectangles and rounded rectangles shadow paths almost always are.
     *  Refused as view_set_path. Restored on cancel. ABI 1.1. */
    ap_status (*view_set_shadow_path)(const ap_host *host, ap_view view, const ap_path *path);
    /** UIView.convert(_:to:)/(_:from:) (and CALayer's) for a point: `point` in `from`'s bounds
     *  coordinates (0: the root view's, UIKit's window coordinates) written to `*out` in `to`'s
     *  (0: the root's), through every transform, anchor point, bounds origin and sublayer
     *  transform between them; exact also under perspective (a view's plane maps to the
     *  root's by a plane projective map, inverted on the way down). `source` AP_SOURCE_MODEL
     *  converts with the values last set (UIView.convert), AP_SOURCE_PRESENTATION with what
     *  is on screen (a presentation layer's convert). Views in different hierarchies meet in
     *  their roots' coordinates. A rect converts as the bounding box of its four corners, as
     *  in UIKit (the SDK does that). Refused: a bad handle (AP_ERR_BAD_HANDLE); `out` NULL or
     *  an unknown source (AP_ERR_BAD_ARGUMENT); a non-finite point, or one with no image (on
     *  the horizon of a view seen edge-on, or behind the eye) (AP_ERR_BAD_VALUE, `*out` set
     *  to NaN). ABI 1.1. */
    ap_status (*view_convert_point)(const ap_host *host, ap_view from, ap_view to, ap_point point, ap_source source, ap_point *out);
    /** UIView.beginAnimations(_:context:): opens an animation block that stays open until
     *  animation_commit; the property changes made in between (by this plugin or the host)
     *  animate as in `animate` with `params` (AP_TIMING_CURVE or AP_TIMING_BEZIER; the
     *  options' curve, delay, AP_ANIM_BEGIN_FROM_CURRENT_STATE, repeat and autoreverse as
     *  there) and `repeat_count` (> 0: that many passes, fractions playing part of the last;
     *  0: as the options say). Blocks nest. A block still open when the plugin code that
     *  opened it returns (a vtable call, an animation block, a completion) is committed by
     *  the host without a completion, with a diagnostic. Refused, nothing opened: params NULL
     *  or another timing (AP_ERR_BAD_ARGUMENT), non-finite or negative numbers
     *  (AP_ERR_BAD_VALUE), a 65th block open at once (AP_ERR_STATE). ABI 1.1. */
    ap_status (*animation_begin)(const ap_host *host, const ap_animation *params, double repeat_count);
    /** UIView.commitAnimations(): closes the innermost block this plugin opened with
     *  animation_begin; `completion` (may have a NULL fn) runs once, as an `animate`
     *  completion does. AP_ERR_STATE when none is open (the completion still runs, with
     *  finished false, on the next frame). ABI 1.1. */
    ap_status (*animation_commit)(const ap_host *host, ap_completion completion);
    /** The controller `relation` (AP_VC_*) names for `vc`, or a 0 handle when there is none.
     *  A bad handle or an unknown relation gives 0 and a diagnostic. ABI 1.1. */
    ap_view_controller (*view_controller_related)(const ap_host *host, ap_view_controller vc, ap_vc_relation relation);
    /** UIViewController.children: how many (-1 for a bad handle). ABI 1.1. */
    int32_t (*view_controller_child_count)(const ap_host *host, ap_view_controller vc);
    /** Child `index` (0-based, in order), or 0 when out of range. ABI 1.1. */
    ap_view_controller (*view_controller_child_at)(const ap_host *host, ap_view_controller vc, int32_t index);
    /** What `vc` is (AP_VC_KIND_*; AP_VC_KIND_PLAIN for a bad handle). ABI 1.1. */
    ap_vc_kind (*view_controller_kind)(const ap_host *host, ap_view_controller vc);
    /** UIViewController.isViewLoaded: true once its view exists (asking view_controller_view
     *  loads it). ABI 1.1. */
    bool (*view_controller_is_view_loaded)(const ap_host *host, ap_view_controller vc);
    /** beginAppearanceTransition(_:animated:): `vc` gets viewWillAppear (appearing true) or
     *  viewWillDisappear, recorded in the trace; the host keeps each begin paired with one
     *  end, as UIKit's containers must. For animators of custom presentations that keep the
     *  presenter's view and call these themselves. ABI 1.1. */
    ap_status (*view_controller_begin_appearance_transition)(const ap_host *host, ap_view_controller vc, bool appearing, bool animated);
    /** endAppearanceTransition(): the did-callback matching the last begin (refused, with
     *  AP_ERR_STATE, without one). ABI 1.1. */
    ap_status (*view_controller_end_appearance_transition)(const ap_host *host, ap_view_controller vc);
    /** UIViewController.transitionCoordinator: the context of the transition `vc` (or an
     *  ancestor) takes part in, whose coordinator calls take it, or 0 when none runs. ABI 1.1. */
    ap_context (*view_controller_transition)(const ap_host *host, ap_view_controller vc);
    /** UIViewPropertyAnimator's initialisers: an inactive animator with `params`' duration and
     *  timing (any AP_TIMING_*; a physical spring lasts until it settles; delay and options
     *  are ignored: pass the delay to property_animator_start). Its animations live on their
     *  layers' time, so a transition's interactive driver scrubs and cancels them as it does
     *  UIView animations; an animator whose animations a cancelled transition takes away
     *  completes at AP_POSITION_START. (The Swift SDK reports `.end` instead to any animator
     *  the transition was not given by `interruptibleAnimator(using:)`, since UIKit plays
     *  those out to their end; a C plugin that wants UIKit's positions decides the same.)
     *  A 0 handle (and a diagnostic) for NULL or bad params. ABI 1.1. */
    ap_property_animator (*property_animator_create)(const ap_host *host, const ap_animation *params);
    /** addAnimations(_:delayFactor:): `block` runs when the animator first starts or pauses
     *  (at once if it is already active, its changes then joining over the remaining time);
     *  its property changes animate from what is shown to the values set. `delay_factor`
     *  (0…1) holds them back for that fraction of the duration on the first run. ABI 1.1. */
    ap_status (*property_animator_add_animations)(const ap_host *host, ap_property_animator animator, ap_block block, double delay_factor);
    /** addCompletion(_:): see ap_position_callback. Refused (the callback then gets
     *  AP_POSITION_NONE at once) on a stopped animator. ABI 1.1. */
    ap_status (*property_animator_add_completion)(const ap_host *host, ap_property_animator animator, ap_position_callback completion);
    /** startAnimation(afterDelay:) (`delay` seconds >= 0, on the first start only); resumes a
     *  paused one. ABI 1.1. */
    ap_status (*property_animator_start)(const ap_host *host, ap_property_animator animator, double delay);
    /** pauseAnimation(): what is shown holds; an inactive animator makes its animations and
     *  holds their start. ABI 1.1. */
    ap_status (*property_animator_pause)(const ap_host *host, ap_property_animator animator);
    /** stopAnimation(_:): every property keeps what it shows; `without_finishing` true ends it
     *  (no completion position: its callbacks get AP_POSITION_NONE), false leaves it stopped
     *  for property_animator_finish. AP_ERR_STATE unless active. ABI 1.1. */
    ap_status (*property_animator_stop)(const ap_host *host, ap_property_animator animator, bool without_finishing);
    /** finishAnimation(at:): a stopped animator ends at `position` (END or START values, or
     *  CURRENT) and its completions run. AP_ERR_STATE unless stopped. ABI 1.1. */
    ap_status (*property_animator_finish)(const ap_host *host, ap_property_animator animator, ap_position position);
    /** continueAnimation(withTimingParameters:durationFactor:): a paused animator runs to its
     *  end (or start, reversed) from what it shows along `timing`'s curve or spring (NULL: its
     *  own) over the remaining time times `duration_factor` (0: 1). AP_ERR_STATE unless
     *  paused. ABI 1.1. */
    ap_status (*property_animator_continue)(const ap_host *host, ap_property_animator animator, const ap_animation *timing, double duration_factor);
    /** Sets a property (AP_ANIMATOR_*; read-only ones are refused). ABI 1.1. */
    ap_status (*property_animator_set)(const ap_host *host, ap_property_animator animator, ap_animator_property property, double value);
    /** Reads a property (NaN for a bad handle or property). ABI 1.1. */
    double (*property_animator_get)(const ap_host *host, ap_property_animator animator, ap_animator_property property);
    /** The plugin is done with the handle (it goes stale); a running animator completes on
     *  its own. Releasing a handle that is already stale (released before, or its transition
     *  has ended) does nothing and is not reported, so a wrapper may release from its
     *  destructor whenever it runs; any other bad handle is refused. ABI 1.1. */
    void (*property_animator_release)(const ap_host *host, ap_property_animator animator);

    /* ---- ABI 1.2, block "main run loop": the main run loop on the virtual clock. ---------- */
    /* (Other ABI 1.2 entries go in blocks of their own after this one.) The host's main run   */
    /* loop runs on the transition's virtual clock, not the wall clock: at each frame, after   */
    /* the animations have reached the frame's time, it calls, in order of due time (then of   */
    /* scheduling), every callback due by then that was scheduled before the frame began. So  */
    /* `DispatchQueue.main.asyncAfter`, `Timer` and `CADisplayLink` (the Swift SDK's, built on  */
    /* these) fire at the same frames in run, play, renders and the validator, on any machine. */

    /** Schedules `callback` on the main run loop: `callback.fn(user, true)` is called once, on
     *  the main thread, at the first frame whose time is at least current_media_time + `delay`
     *  and that begins after this call (so a `delay` of 0 means the next frame, as
     *  DispatchQueue.main.async does; a frame is 1 / run_loop_frame_interval seconds).
     *  `delay` is seconds, finite and >= 0 (NaN, infinite or negative: refused, 0 returned).
     *  `keeps_running` true (one-shot work: a delayed block) keeps the run going until the
     *  callback has fired; false (repeating work: timers, display links) lets the run end
     *  when nothing else is left. Returns a token (never 0) for run_loop_cancel, or 0 when
     *  refused. `callback.fn` (may be NULL: nothing is scheduled) is called at most once:
     *  with `true` when it fires, with `false` when it is cancelled or refused (at once,
     *  before this returns); the host never touches `user` afterwards, so the plugin may free
     *  it there. Callbacks still waiting when the run ends are never called. At most 65,536
     *  callbacks may wait at once (then refused). ABI 1.2. */
    uint64_t (*run_loop_schedule)(const ap_host *host, double delay, bool keeps_running, ap_completion callback);
    /** Cancels a callback scheduled by this plugin that has not fired: its fn is called at
     *  once with `false`. AP_ERR_STATE for a token that already fired or was cancelled (or
     *  0); AP_ERR_BAD_HANDLE for another plugin's token. ABI 1.2. */
    ap_status (*run_loop_cancel)(const ap_host *host, uint64_t token);
    /** Seconds between two frames of the run (1 / fps: CADisplayLink.duration), > 0.
     *  ABI 1.2. */
    double (*run_loop_frame_interval)(const ap_host *host);
    /* ---- end of ABI 1.2 block "main run loop" --------------------------------------------- */
};

/** The size of a 1.0 host table: a host whose struct_size is this has no entry added later. */
#define AP_HOST_SIZE_1_0 offsetof(ap_host, current_media_time)
/** The size of a 1.1 host table: a host whose struct_size is this has no entry of 1.2. ABI 1.2. */
#define AP_HOST_SIZE_1_1 offsetof(ap_host, run_loop_schedule)

/**
 * True when `host`'s table has the entry `field` (added after 1.0) and the entry is set: its
 * struct_size reaches past the field. Use it before every call of an entry marked "ABI 1.N";
 * entries of 1.0 are always there.
 */
#define AP_HOST_HAS(host, field) \
    ((host) != NULL && (size_t)(host)->struct_size >= offsetof(ap_host, field) + sizeof((host)->field) && \
     (host)->field != NULL)


/* ---------------------------------------------------------------------------------------- */
/* The plugin side                                                                             */
/* ---------------------------------------------------------------------------------------- */

/** Parameter types. */
typedef uint32_t ap_param_type;
#define AP_PARAM_NUMBER 1u /**< A double in [min_value, max_value]. */
#define AP_PARAM_BOOL 2u   /**< 0 or 1. */
#define AP_PARAM_CHOICE 3u /**< One of `choices`, passed as its index and its string. */

/** A parameter a plugin accepts; the CLI lists these and rejects bad values (--param KEY=VALUE)
 *  before the plugin sees them. Static data. */
typedef struct ap_param_info {
    const char *name;            /**< Lowercase [a-z][a-z0-9_-]*, unique within the plugin. */
    ap_param_type type;          /**< AP_PARAM_*. */
    uint32_t choice_count;       /**< AP_PARAM_CHOICE: number of entries in `choices` (>= 1). */
    double default_value;        /**< Number: the value; bool: 0 or 1; choice: the index. */
    double min_value;            /**< Number: inclusive minimum (finite). */
    double max_value;            /**< Number: inclusive maximum (finite, >= min_value). */
    const char *const *choices;  /**< AP_PARAM_CHOICE: `choice_count` UTF-8 strings; NULL otherwise. */
    const char *unit;            /**< Optional unit for listings ("s", "pt"); NULL for none. */
    const char *help;            /**< One line of help, UTF-8. */
} ap_param_info;

/** A validated parameter value passed to `create`. The host passes every declared parameter,
 *  in declaration order, with defaults filled in; values are within range. Valid during the call. */
typedef struct ap_param_value {
    const char *name;   /**< The ap_param_info name. */
    double number;      /**< Number: value; bool: 0 or 1; choice: index. */
    const char *choice; /**< AP_PARAM_CHOICE: the chosen string; NULL otherwise. */
} ap_param_value;

/** What an animator plugin provides (UIViewControllerAnimatedTransitioning). */
typedef struct ap_animator_vtable {
    /** Creates an instance; returns NULL on failure (the host reports it). Must not call
     *  animation or context functions of `host` yet; keep `host` for later calls. */
    void *(*create)(const ap_host *host, const ap_param_value *params, uint32_t param_count);
    /** Destroys an instance; called once, after its last transition ended, on the host's
     *  call thread. The host's functions stay callable until it returns (log, releases). */
    void (*destroy)(void *instance);
    /** The duration of the transition in seconds: finite, >= 0, the same for the same context.
     *  Percent-driven interaction scrubs over it. 0 is legal, as on iOS: a transition without
     *  animation (complete it at once); an interaction then has nothing to scrub, and a
     *  finish or cancel ends at once (the validator warns that its scrub and cancel checks
     *  cannot test such an animator). Negative and non-finite durations are refused (the host
     *  reports them and uses 0.25 s; over 600 s, 600 s). `ctx` may be {0} (no context). */
    double (*transition_duration)(void *instance, ap_context ctx);
    /** Sets up and starts the transition's animations; call context_complete_transition when
     *  they end. Runs inside a paused time frame when the transition is interactive. */
    void (*animate_transition)(void *instance, ap_context ctx);
    /** Optional (NULL): called once after context_complete_transition, with the result. */
    void (*animation_ended)(void *instance, bool transition_completed);
} ap_animator_vtable;

/** What an interaction-controller plugin provides (UIViewControllerInteractiveTransitioning
 *  on top of the host's percent-driven driver). */
typedef struct ap_interaction_vtable {
    /** Creates an instance; NULL on failure. */
    void *(*create)(const ap_host *host, const ap_param_value *params, uint32_t param_count);
    /** Destroys an instance, on the host's call thread; the host's functions stay callable
     *  until it returns. */
    void (*destroy)(void *instance);
    /** A transition starts under this controller. The host has already paused the container's
     *  time and run the animator's animate_transition; drive it with context_update_interactive,
     *  context_finish_interactive, context_cancel_interactive and context_pause_interactive. */
    void (*start_interactive_transition)(void *instance, ap_context ctx);
    /** Optional (NULL: 1.0): speed of the non-interactive completion, > 0: a finish or cancel
     *  from percent p takes (1 - p, or p) * duration / speed seconds. The host refuses a value
     *  that is not positive and finite (it reports it and uses 1.0); it does not clamp others,
     *  so a tiny speed (5e-324) makes the completion practically endless. Keep it within
     *  0.1...10: `host-cli validate` fails a speed below 0.1 and warns above 10 (a jump). */
    double (*completion_speed)(void *instance);
    /** Optional (NULL: AP_CURVE_EASE_IN_OUT): curve of the non-interactive completion. */
    ap_curve (*completion_curve)(void *instance);
    /** Optional (NULL: true): false lets the transition start non-interactively; the plugin can
     *  grab it later with context_pause_interactive. */
    bool (*wants_interactive_start)(void *instance);
    /** Input. `ctx` is the running transition or {0}. Events may come in any order (a release
     *  without a press, moves after a release); handle them without assuming one. */
    void (*handle_event)(void *instance, ap_context ctx, const ap_event *event);
} ap_interaction_vtable;

/** What a collection layout lays out (UICollectionViewLayout's collection view): its size and
 *  how many items each section has. Valid during the call. ABI 1.1. */
typedef struct ap_layout_context {
    uint32_t struct_size;          /**< sizeof(ap_layout_context) as the host was built. */
    uint32_t section_count;        /**< Entries in `item_counts`. */
    ap_size size;                  /**< The collection view's bounds size, points (finite, >= 0). */
    const uint32_t *item_counts;   /**< Items per section; NULL when section_count is 0. */
    uint32_t item_count;           /**< Their sum (at most 1,000,000). */
    uint32_t reserved;             /**< 0. */
} ap_layout_context;

/** Where a layout puts one item (UICollectionViewLayoutAttributes). Frozen: a layout writes
 *  an array of these. ABI 1.1. */
typedef struct ap_layout_item {
    ap_point center;               /**< In the content's coordinates, points. */
    ap_size size;                  /**< Points, >= 0. */
    ap_transform3d transform;      /**< About the centre (identity when not set). */
    double alpha;                  /**< 0…1 (1 when not set). */
    int32_t z_index;               /**< Higher draws above; equal: in item order. */
    uint32_t hidden;               /**< Non-zero: not drawn. */
} ap_layout_item;

/** What a layout plugin provides (UICollectionViewLayout): every item's place for a context,
 *  and the content size. A third plugin kind, ABI 1.1 (a host before 1.1 refuses a plugin
 *  that is only a layout, naming its kinds). */
typedef struct ap_layout_vtable {
    /** Makes an instance with validated parameters (as the other kinds' create). */
    void *(*create)(const ap_host *host, const ap_param_value *params, uint32_t count);
    /** Frees it. */
    void (*destroy)(void *instance);
    /** Lays out `ctx`'s items: writes ctx->item_count entries into `items` (host memory,
     *  section by section in item order, each preset to a centre and size of 0, an identity
     *  transform, alpha 1, z index 0, shown) and the scrollable content's size into
     *  `*content_size`. Returns AP_OK, or an error status (the host reports it and draws
     *  nothing). Must be pure: the same context gives the same items, every number finite
     *  (the host refuses a layout with NaN, infinite or negative sizes and reports it). */
    ap_status (*prepare)(void *instance, const ap_layout_context *ctx, ap_layout_item *items, ap_size *content_size);
} ap_layout_vtable;

/** The id of the layout-interpolation plugin extension (ABI 1.1): a layout plugin that wants
 *  its own path between layouts (an arc, a flip, a staggered fade) answers this id from the
 *  descriptor's `get_extension` with a static `ap_layout_interpolation`. */
#define AP_EXT_LAYOUT_INTERPOLATION "ap.layout-interpolation/1"

/** A layout plugin's own interpolation of its items between two layouts (what a UIKit app gets
 *  by subclassing UICollectionViewTransitionLayout). Optional, through `get_extension`; a host
 *  without it, or a plugin that does not answer the id, interpolates linearly (centre, size
 *  and alpha; the transform by decomposition). ABI 1.1.
 *
 *  The host asks the layout transitioned TO first, then the one transitioned FROM; the first
 *  that answers is used for the whole transition. It is called for each moving item at each
 *  progress the host needs strictly between 0 and 1 (the ends are always exactly the two
 *  layouts' attributes, so a cancel restores exactly): every frame of an interactive layout
 *  transition, and 16 samples per item (eased in-out) that an animated change plays as
 *  keyframes. AP_ERR_UNSUPPORTED leaves that item at that progress to the linear path (a
 *  layout may give a path to some items only); any other status other than AP_OK, or an item
 *  with a NaN, infinite or negative value, makes the host report it once and interpolate
 *  linearly from then on. */
typedef struct ap_layout_interpolation {
    uint32_t struct_size;          /**< sizeof(ap_layout_interpolation) as the plugin was built. */
    uint32_t reserved;             /**< 0. */
    /** Writes into `out` (host memory, preset to the linear interpolation) item
     *  [section, item]'s attributes `progress` (0 < progress < 1) of the way from `from` (its
     *  attributes in the layout transitioned from) to `to` (in the layout transitioned to).
     *  `instance` is this plugin's layout instance; `towards` is non-zero when this layout is
     *  the one transitioned to. A hidden end comes as shown with alpha 0, so an item fades.
     *  Must be pure (the same arguments give the same result). Main thread; `from`, `to` and
     *  `out` are valid during the call. */
    ap_status (*interpolate)(void *instance, uint32_t section, uint32_t item, const ap_layout_item *from, const ap_layout_item *to,
                             double progress, uint32_t towards, ap_layout_item *out);
} ap_layout_interpolation;

/** The id of the supplementary-views plugin extension (ABI 1.1): a layout plugin whose
 *  collection has section headers, footers or other supplementary views (UIKit's
 *  `layoutAttributesForSupplementaryView(ofKind:at:)`) answers this id from `get_extension`
 *  with a static `ap_layout_supplementary`. */
#define AP_EXT_LAYOUT_SUPPLEMENTARY "ap.layout-supplementary/1"

/** UIKit's `UICollectionView.elementKindSectionHeader`, the kind of a section header. */
#define AP_KIND_SECTION_HEADER "UICollectionElementKindSectionHeader"
/** UIKit's `UICollectionView.elementKindSectionFooter`, the kind of a section footer. */
#define AP_KIND_SECTION_FOOTER "UICollectionElementKindSectionFooter"

/** One supplementary view a layout places. Frozen. ABI 1.1. */
typedef struct ap_layout_supplementary_item {
    char kind[48];                 /**< Its kind, UTF-8, NUL-terminated within the 48 bytes, not empty (AP_KIND_SECTION_HEADER, "badge"…). */
    uint32_t section;              /**< The section it belongs to (< the context's section_count). */
    uint32_t index;                /**< Its index among that section's views of the kind (headers: 0). */
    ap_layout_item item;           /**< Where it goes, as an item (same rules: finite, sizes >= 0). */
} ap_layout_supplementary_item;

/** A layout plugin's supplementary views. Optional, through `get_extension`; without it a
 *  layout has none. ABI 1.1. */
typedef struct ap_layout_supplementary {
    uint32_t struct_size;          /**< sizeof(ap_layout_supplementary) as the plugin was built. */
    uint32_t reserved;             /**< 0. */
    /** Called right after each successful `prepare`, with the same context: writes at most
     *  `capacity` views into `views` (host memory, zeroed) and returns how many the layout has
     *  in all; when that is more than `capacity`, the host calls again with room for all of them
     *  (at most 100,000). Each (kind, section, index) at most once. The host shows only those
     *  that meet the visible rectangle, animates those both layouts of a change have and fades
     *  the others in place. A bad view (an unterminated or empty kind, a section out of range,
     *  a duplicate, a NaN, infinite or negative value) is reported and the layout then has no
     *  supplementary views for that context (its items are unaffected). Must be pure. Main
     *  thread. */
    uint32_t (*supplementary)(void *instance, const ap_layout_context *ctx, ap_layout_supplementary_item *views, uint32_t capacity);
} ap_layout_supplementary;

/** The id of the appearing-and-disappearing-items plugin extension (ABI 1.1): where a layout
 *  wants items that come into view (or go out of view) in a layout change to start (or end),
 *  UIKit's `initialLayoutAttributesForAppearingItem(at:)` and
 *  `finalLayoutAttributesForDisappearingItem(at:)`. */
#define AP_EXT_LAYOUT_APPEARANCE "ap.layout-appearance/1"

/** A layout's places for appearing and disappearing items. Optional, through `get_extension`;
 *  without it an appearing item starts where the old layout has it and a disappearing one
 *  ends where the new layout has it. ABI 1.1. */
typedef struct ap_layout_appearance {
    uint32_t struct_size;          /**< sizeof(ap_layout_appearance) as the plugin was built. */
    uint32_t reserved;             /**< 0. */
    /** Item [section, item] comes into view in a change TO this layout (laid out by its last
     *  `prepare`): write where it starts into `out` (host memory, preset to its attributes in
     *  this layout) and return AP_OK, or return AP_ERR_UNSUPPORTED to let it start where the
     *  old layout has it. May be NULL. A NaN, infinite or negative value is reported and the
     *  default used. */
    ap_status (*initial_for_appearing)(void *instance, uint32_t section, uint32_t item, ap_layout_item *out);
    /** Item [section, item] goes out of view in a change FROM this layout: where it ends
     *  (`out` preset to its attributes in this layout; AP_ERR_UNSUPPORTED: where the new
     *  layout has it). May be NULL. */
    ap_status (*final_for_disappearing)(void *instance, uint32_t section, uint32_t item, ap_layout_item *out);
} ap_layout_appearance;

/** Bits of animator_plugin_descriptor.kinds. */
#define AP_KIND_ANIMATOR 1u    /**< `animator` is set. */
#define AP_KIND_INTERACTION 2u /**< `interaction` is set. */
#define AP_KIND_LAYOUT 4u      /**< `layout` is set (ABI 1.1; the descriptor's struct_size must reach it). */

/**
 * What `animator_plugin_entry` returns: static data describing the plugin. The first three
 * fields are fixed for every ABI version; the host checks them before calling anything else.
 */
typedef struct animator_plugin_descriptor {
    uint32_t abi_major;   /**< AP_ABI_MAJOR the plugin was built against. */
    uint32_t abi_minor;   /**< AP_ABI_MINOR the plugin was built against. */
    uint32_t struct_size; /**< sizeof(animator_plugin_descriptor) as the plugin was built. */
    uint32_t kinds;       /**< AP_KIND_* bits; each set bit needs its vtable. */
    const char *id;       /**< Unique id, lowercase [a-z0-9.-], 1...64 bytes, e.g. "slide" or "com.example.fold". */
    const char *name;     /**< Display name, UTF-8. */
    const char *version;  /**< Plugin version, semver ("1.2.0"). */
    const char *summary;  /**< One line, UTF-8. */
    const char *author;   /**< UTF-8. */
    uint32_t param_count; /**< Entries in `params`. */
    uint32_t reserved;    /**< 0. */
    const ap_param_info *params;             /**< `param_count` parameters; NULL when none. */
    const ap_animator_vtable *animator;      /**< Set when kinds has AP_KIND_ANIMATOR. */
    const ap_interaction_vtable *interaction; /**< Set when kinds has AP_KIND_INTERACTION. */
    /** A plugin extension by id ("vendor.feature/1"), or NULL. May itself be NULL. */
    const void *(*get_extension)(const char *id);
    /** Set when kinds has AP_KIND_LAYOUT. Read only when struct_size reaches past it. ABI 1.1. */
    const ap_layout_vtable *layout;
} animator_plugin_descriptor;

/** The signature of the entry point. */
typedef const animator_plugin_descriptor *(*animator_plugin_entry_fn)(void);

/**
 * The one exported symbol. It must only return a pointer to static data (no allocation, no
 * host calls, no side effects): the host calls it while scanning, possibly in a child process.
 * (Hidden from Swift, where plugins define it with @_cdecl("animator_plugin_entry").)
 */
#ifndef __swift__
AP_EXPORT const animator_plugin_descriptor *animator_plugin_entry(void);
#endif

#ifdef __cplusplus
}
#endif

#endif /* ANIMATOR_PLUGIN_H */
