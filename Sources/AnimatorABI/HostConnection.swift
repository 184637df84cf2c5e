/// A plugin instance's link to its host: the `ap_host` table it was created with.
///
/// The UIKit-style calls that have no receiver (`UIView.animate`, `UIView(frame:)`) use
/// ``current``, which the bridging code sets around every call from the host into plugin code
/// (transition callbacks, animation blocks, completions, events). All calls happen on the
/// host's main thread.
public final class HostConnection {
    /// The host table (valid until the instance is destroyed).
    public let host: UnsafePointer<ap_host>
    let api: ap_host
    /// The explicit animations added through this connection and not yet stopped, by view
    /// handle and key (what `CALayer.animation(forKey:)` and `animationKeys()` answer).
    var layerAnimations: [UInt64: [String: CAAnimation]] = [:]
    /// Rendering hints set on layers that have no effect in this host, by view handle, so that
    /// reading one back gives what was set (`CALayer.shouldRasterize` and the like).
    var layerHints: [UInt64: [String: Any]] = [:]
    /// For each group added under a key, the keys of its animations still on the layer.
    var groupKeys: [ObjectIdentifier: Set<String>] = [:]
    /// The context of the transition in progress, held as UIKit holds it until the
    /// transition is over, so that an animator may keep it in a `weak` property (common iOS
    /// code does, and completes the transition later from an animation delegate) and always
    /// gets the same object for one transition.
    private var currentContext: HostTransitionContext?

    /// The context object for `handle`: the current one when it is the same transition. A new
    /// transition lets go of the objects of the last one that plugin code no longer holds.
    func transitionContext(_ handle: ap_context) -> HostTransitionContext {
        if let c = currentContext, c.handle.bits == handle.bits { return c }
        if currentContext != nil { purgeObjects() }
        let c = HostTransitionContext(handle, self)
        currentContext = c
        // Found now, so the key window is still known after `completeTransition` lets the
        // context go (code moves views into `UIApplication.shared.keyWindow!` right after).
        _ = rootView
        return c
    }

    /// The context of the transition in progress (nil between transitions).
    var transitionInProgress: HostTransitionContext? { currentContext }

    /// The handle bits of the host's root view (UIKit's window): found from the container
    /// view of the transition in progress, else the last one found; nil before any.
    var rootView: UInt64? {
        if let c = currentContext {
            var top = c.containerView.handle
            while true {
                let s = api.view_superview!(host, top)
                if s.bits == 0 { break }
                top = s
            }
            if top.bits != 0 { knownRoot = top.bits }
        }
        return knownRoot
    }
    private var knownRoot: UInt64?

    /// The context object for `handle` without making it the current one: the current one
    /// when it is the same transition, else a detached object (a coordinator callback of a
    /// transition that is over).
    func existingContext(_ handle: ap_context) -> HostTransitionContext {
        if let c = currentContext, c.handle.bits == handle.bits { return c }
        return HostTransitionContext(handle, self)
    }

    /// Lets the current context go (the animator's `animationEnded` has run), and the objects
    /// of the transition that plugin code no longer holds.
    func endTransitionContext() {
        currentContext = nil
        retireConstraints()
        purgeObjects()
    }

    /// The SDK's objects for host handles, one per handle, so that plugin code gets the same
    /// `UIView`, `CALayer` or `UIViewController` every time, as UIKit hands out the same
    /// objects (`===`, `ObjectIdentifier` keys and sets of views work, and a view made as a
    /// subclass reads back as one). Held strongly, as UIKit's hierarchy holds its views: a
    /// `weak var` to one stays set while the transition runs. When a transition ends the
    /// objects that only this table holds are let go (their host objects may be gone); plugin
    /// code that still holds one keeps it, and it stays the object of its handle.
    private var views: [UInt64: UIView] = [:]
    /// The window object of a root view first handed out as a plain view (walking `superview`
    /// up from the container): one object per root, so `view.window === keyWindow` holds.
    var windows: [UInt64: UIWindow] = [:]
    /// The gesture recognizers attached to views, by view handle, in attachment order.
    var gestureRecognizers: [UInt64: [UIGestureRecognizer]] = [:]
    /// True once the plugin attached a recognizer (it drives its transitions itself, also
    /// after removing it): the host then never plays the app for it (``AppDrivenRules``).
    var ownsGestures = false
    private var layers: [UInt64: CALayer] = [:]
    private var controllers: [UInt64: UIViewController] = [:]

    /// The view object of `handle`, made by `make` the first time.
    func view(_ handle: ap_view, _ make: () -> UIView) -> UIView {
        if let v = views[handle.bits] { return v }
        let v = make()
        views[handle.bits] = v
        return v
    }

    /// Makes `view` the object of its handle (a view plugin code made, maybe a subclass).
    func register(_ view: UIView) { views[view.handle.bits] = view }

    /// The view object already made for host view `h` (nil when plugin code has none).
    func existingView(_ h: ap_view) -> UIView? { views[h.bits] }

    /// Makes `layer` the object of its handle (a layer plugin code made, maybe a subclass).
    func register(_ layer: CALayer) { layers[layer.handle.bits] = layer }

    /// The layer object of `handle`, if one was made.
    func layerObject(_ handle: ap_view) -> CALayer? { layers[handle.bits] }

    /// The view controller object of `handle`, made the first time (by `standIn` when given
    /// and it can stand for that controller: ``UIViewController/transitionStandIns``).
    func controller(
        _ handle: ap_view_controller, standIn: (() -> UIViewController)? = nil,
        outlets: ((UIViewController) -> Void)? = nil, appState: ((UIViewController) -> Void)? = nil
    ) -> UIViewController {
        if let c = controllers[handle.bits] { return c }
        let c =
            standIn.flatMap {
                UIViewController.standIn(for: handle, self, $0, outlets: outlets, appState: appState)
            }
            ?? UIViewController.object(for: handle, self)
        controllers[handle.bits] = c
        return c
    }

    /// Drops the objects nothing but these tables holds.
    func purgeObjects() {
        func purge<T: AnyObject>(_ table: inout [UInt64: T]) {
            for key in Array(table.keys) {
                var object = table.removeValue(forKey: key)!
                if !isKnownUniquelyReferenced(&object) { table[key] = object }
            }
        }
        purge(&views)
        purge(&windows)
        purge(&layers)
        purge(&controllers)
    }

    /// Drops every object (the plugin instance is being destroyed: the objects hold this
    /// connection, which would otherwise keep them, and itself, alive).
    func releaseObjects() {
        views = [:]
        windows = [:]
        layers = [:]
        controllers = [:]
        gestureRecognizers = [:]
        currentContext = nil
    }

    /// Copies the table, but never more than the host's `struct_size` says it has: an older
    /// host's table ends before the entries this SDK knows, and the missing ones stay NULL
    /// (reading `host.pointee` whole would run past its end).
    init(_ host: UnsafePointer<ap_host>) {
        self.host = host
        var copy = ap_host()
        let size = min(Int(host.pointee.struct_size), MemoryLayout<ap_host>.size)
        withUnsafeMutableBytes(of: &copy) { dst in
            dst.copyMemory(from: UnsafeRawBufferPointer(start: UnsafeRawPointer(host), count: size))
        }
        self.api = copy
    }

    /// The host's ABI minor (`ap_host.abi_minor`): what it has beyond 1.0.
    public var abiMinor: Int { Int(api.abi_minor) }

    /// True when the host's table has `entry` (an entry added after 1.0) and it is set — the
    /// SDK's `AP_HOST_HAS`. The SDK checks this before every such call; plugin code need not.
    public func has<F>(_ entry: KeyPath<ap_host, F?>) -> Bool {
        guard let offset = MemoryLayout<ap_host>.offset(of: entry) else { return false }
        return Int(api.struct_size) >= offset + MemoryLayout<F?>.size && api[keyPath: entry] != nil
    }

    /// Reports, through the host's log at error level, that `call` needs ABI `1.minor` and this
    /// host is older; the caller then does nothing (or returns a neutral value) instead of
    /// calling what the host lacks.
    func unsupported(_ call: String, needs minor: Int) {
        log(
            "\(call) needs a host of plugin ABI 1.\(minor) or later; this host speaks ABI \(api.abi_major).\(api.abi_minor), so the call did nothing. Check HostConnection.current?.abiMinor before using it, or require a newer host.",
            level: AP_LOG_ERROR)
    }

    /// The connection of the host call in progress.
    // Set and restored around each host call by `with`, on the host's call thread: plugin code runs
    // only inside host calls, all made from one thread; the host's tables refuse calls from any
    // other.
    nonisolated(unsafe) public internal(set) static var current: HostConnection?

    /// A connection to no host (a table with no entries), for SDK objects that have no host
    /// object behind them when plugin code runs outside any host call (a layout's collection
    /// view made in a unit test). Nothing calls the host through it.
    // Made once and never changed; its tables are touched only on the host's call thread (see
    // `current`).
    nonisolated(unsafe) static let offline: HostConnection = {
        let table = UnsafeMutablePointer<ap_host>.allocate(capacity: 1)
        table.initialize(to: ap_host())
        return HostConnection(table)
    }()

    /// The current connection, or a stop with an explanation when plugin code calls the host
    /// outside of any host callback (e.g. from a static initialiser or another thread).
    static var required: HostConnection {
        guard let c = current else {
            fatalError(
                "AnimatorABI: a UIView/UIKit-style call was made outside of a call from the host (no current host connection); make such calls only from animateTransition, animation blocks, completions or event handlers"
            )
        }
        return c
    }

    /// Runs `body` with `connection` as the current one; when it is the outermost call from
    /// the host, then runs the work deferred to the end of the call (``atEndOfCall(_:)``).
    static func with<T>(_ connection: HostConnection, _ body: () -> T) -> T {
        let saved = current
        current = connection
        defer { current = saved }
        let result = body()
        if saved == nil { connection.runEndOfCallWork() }
        return result
    }

    /// Work to do once the plugin code of the current host call has run, in the order asked
    /// (UIKit Dynamics plans the motion of the behaviours as the call left them).
    private var endOfCallWork: [() -> Void] = []
    /// The active Auto Layout constraints on this host's views, in activation order, and
    /// whether a layout pass waits for the end of the call (see NSLayoutConstraint+Activation).
    var activeConstraints: [NSLayoutConstraint] = []
    var layoutPassScheduled = false

    /// Runs `work` at the end of the current call from the host, still inside it (so it may
    /// call the host), after the plugin code that asked for it.
    func atEndOfCall(_ work: @escaping () -> Void) { endOfCallWork.append(work) }

    private func runEndOfCallWork() {
        while !endOfCallWork.isEmpty {
            let work = endOfCallWork
            endOfCallWork = []
            for w in work { w() }
        }
    }

    /// Sends a message to the host's log (which names the plugin).
    public func log(_ message: String, level: ap_log_level = AP_LOG_INFO) {
        message.withCString { api.log!(host, level, $0) }
    }

    // MARK: The seed-era animation block (UIView.beginAnimations … commitAnimations)

    /// A `beginAnimations` block: its parameters, set by `setAnimation…` calls until the first
    /// property change opens it in the host (``openPendingAnimationBlocks()``).
    struct PendingAnimationBlock {
        var params: ap_animation
        var repeatCount: Double = 0
        var completion: ((Bool) -> Void)?
        /// True once opened in the host (`animation_begin`).
        var opened = false
    }
    /// The open `beginAnimations` blocks, innermost last.
    var animationBlocks: [PendingAnimationBlock] = []
    /// `UIView.setAnimationsEnabled(_:)`.
    var animationsEnabled = true

    /// Opens in the host the `beginAnimations` blocks whose parameters are final: called
    /// before every property change (and before an `animate` block), so that the changes
    /// made between `beginAnimations` and `commitAnimations` animate.
    @inline(__always)
    func openPendingAnimationBlocks() {
        guard let last = animationBlocks.last, !last.opened else { return }
        for i in animationBlocks.indices where !animationBlocks[i].opened {
            animationBlocks[i].opened = true
            guard has(\.animation_begin) else {
                unsupported("UIView.beginAnimations(_:context:)", needs: 1)
                continue
            }
            var p = animationBlocks[i].params
            if !animationsEnabled { p.duration = 0 }
            _ = api.animation_begin!(host, &p, animationBlocks[i].repeatCount)
        }
    }

    // MARK: Property access (status codes are recorded by the host as diagnostics)

    func setNumber(_ v: ap_view, _ p: ap_property, _ x: CGFloat) {
        openPendingAnimationBlocks()
        _ = api.view_set_number!(host, v, p, Double(x))
    }
    func setBool(_ v: ap_view, _ p: ap_property, _ x: Bool) {
        openPendingAnimationBlocks()
        _ = api.view_set_bool!(host, v, p, x)
    }
    func setPoint(_ v: ap_view, _ p: ap_property, _ x: CGPoint) {
        openPendingAnimationBlocks()
        _ = api.view_set_point!(host, v, p, x.c_value)
    }
    func setRect(_ v: ap_view, _ p: ap_property, _ x: CGRect) {
        openPendingAnimationBlocks()
        _ = api.view_set_rect!(host, v, p, x.c_value)
    }
    func setAffine(_ v: ap_view, _ p: ap_property, _ x: CGAffineTransform) {
        openPendingAnimationBlocks()
        _ = api.view_set_affine!(host, v, p, x.c_value)
    }
    func setTransform(_ v: ap_view, _ p: ap_property, _ x: CATransform3D) {
        openPendingAnimationBlocks()
        _ = api.view_set_transform3d!(host, v, p, x.c_value)
    }
    func setColor(_ v: ap_view, _ p: ap_property, _ x: UIColor?) {
        openPendingAnimationBlocks()
        _ = api.view_set_color!(host, v, p, (x ?? .clear).c_value)
    }
    func setString(_ v: ap_view, _ p: ap_property, _ x: String?) {
        if let x {
            _ = x.withCString { api.view_set_string!(host, v, p, $0) }
        } else {
            _ = api.view_set_string!(host, v, p, nil)
        }
    }

    func number(_ v: ap_view, _ p: ap_property, _ s: ap_source) -> CGFloat {
        var out = 0.0
        _ = api.view_get_number!(host, v, p, s, &out)
        return CGFloat(out)
    }
    func bool(_ v: ap_view, _ p: ap_property, _ s: ap_source) -> Bool {
        var out = false
        _ = api.view_get_bool!(host, v, p, s, &out)
        return out
    }
    func point(_ v: ap_view, _ p: ap_property, _ s: ap_source) -> CGPoint {
        var out = ap_point()
        _ = api.view_get_point!(host, v, p, s, &out)
        return CGPoint(out)
    }
    func rect(_ v: ap_view, _ p: ap_property, _ s: ap_source) -> CGRect {
        var out = ap_rect()
        _ = api.view_get_rect!(host, v, p, s, &out)
        return CGRect(out)
    }
    func affine(_ v: ap_view, _ p: ap_property, _ s: ap_source) -> CGAffineTransform {
        var out = ap_affine(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        _ = api.view_get_affine!(host, v, p, s, &out)
        return CGAffineTransform(out)
    }
    func transform(_ v: ap_view, _ p: ap_property, _ s: ap_source) -> CATransform3D {
        var out = CATransform3DIdentity.c_value
        _ = api.view_get_transform3d!(host, v, p, s, &out)
        return CATransform3D(out)
    }
    func color(_ v: ap_view, _ p: ap_property, _ s: ap_source) -> UIColor {
        var out = ap_color()
        _ = api.view_get_color!(host, v, p, s, &out)
        return UIColor(out)
    }
    func string(_ v: ap_view, _ p: ap_property) -> String? {
        var buffer = [CChar](repeating: 0, count: 256)
        let n = api.view_get_string!(host, v, p, &buffer, buffer.count)
        if n >= buffer.count {
            buffer = [CChar](repeating: 0, count: n + 1)
            _ = api.view_get_string!(host, v, p, &buffer, buffer.count)
        }
        return n == 0 ? nil : String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// Bridges Swift closures to `ap_block` / `ap_completion` / `ap_coordinator_callback`.
enum Blocks {
    final class Box {
        let connection: HostConnection
        let body: (() -> Void)?
        let completion: ((Bool) -> Void)?
        let coordinator: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
        /// The transition a coordinator callback belongs to (its context object is handed
        /// to the callback).
        let transition: ap_context?
        init(
            _ c: HostConnection, transition: ap_context? = nil, body: (() -> Void)? = nil,
            completion: ((Bool) -> Void)? = nil,
            coordinator: ((UIViewControllerTransitionCoordinatorContext) -> Void)? = nil
        ) {
            connection = c
            self.transition = transition
            self.body = body
            self.completion = completion
            self.coordinator = coordinator
        }

        /// The coordinator context for `state`.
        func context(_ state: ap_transition_state) -> UIViewControllerTransitionCoordinatorContext {
            CoordinatorContext(state, transition.map { connection.existingContext($0) })
        }
    }

    static let runBody: @convention(c) (UnsafeMutableRawPointer?) -> Void = { user in
        guard let user else { return }
        let box = Unmanaged<Box>.fromOpaque(user).takeUnretainedValue()
        HostConnection.with(box.connection) { box.body?() }
    }

    /// Consumes the box: completions run exactly once.
    static let runCompletion: @convention(c) (UnsafeMutableRawPointer?, Bool) -> Void = { user, finished in
        guard let user else { return }
        let box = Unmanaged<Box>.fromOpaque(user).takeRetainedValue()
        HostConnection.with(box.connection) { box.completion?(finished) }
    }

    /// Calls the coordinator closure; a NULL state is the host's last call (release).
    static let runCoordinatorRepeating:
        @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<ap_transition_state>?) -> Void = { user, state in
            guard let user else { return }
            guard let state else {
                Unmanaged<Box>.fromOpaque(user).release()
                return
            }
            let box = Unmanaged<Box>.fromOpaque(user).takeUnretainedValue()
            HostConnection.with(box.connection) { box.coordinator?(box.context(state.pointee)) }
        }

    /// Calls the coordinator completion once and releases the box (shared with the alongside
    /// animation block, which the host calls at most once, before).
    static let runCoordinatorOnce:
        @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<ap_transition_state>?) -> Void = { user, state in
            guard let user else { return }
            let box = Unmanaged<Box>.fromOpaque(user).takeRetainedValue()
            if let state { HostConnection.with(box.connection) { box.coordinator?(box.context(state.pointee)) } }
        }

    /// Runs a synchronous block through the host (the box lives for the call).
    static func sync(_ c: HostConnection, _ body: @escaping () -> Void, _ call: (ap_block) -> Void) {
        let u = Unmanaged.passRetained(Box(c, body: body))
        call(ap_block(fn: runBody, user: u.toOpaque()))
        u.release()
    }

    static func completion(_ c: HostConnection, _ body: ((Bool) -> Void)?) -> ap_completion {
        ap_completion(fn: runCompletion, user: Unmanaged.passRetained(Box(c, completion: body)).toOpaque())
    }
}
