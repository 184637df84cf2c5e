import TextFormat
import PluginRuntime

/// The files of a Swift plugin project: a package with one dynamic library product that
/// depends on TransitionHost's `AnimatorABI` product alone (as `Tests/Fixtures/ThirdPartySwift`
/// does), the plugin's source — written with UIKit's names, so it reads like iOS code —, the
/// export file with the descriptor and `@_cdecl("animator_plugin_entry")`, and the linker
/// version script that keeps everything but the entry point private.
enum SwiftTemplates {
    /// Path → contents of every file but the README, for `kind` named `name`, whose package
    /// points at the checkout `hostPath` unless `TRANSITION_HOST_PATH` says otherwise.
    static func files(_ kind: PluginKind, _ name: ProjectName, hostPath: String) -> [(path: String, text: String)] {
        let module = name.swiftName
        return [
            ("Package.swift", package(kind, name, hostPath: hostPath)),
            ("plugin.exports", exports),
            (".gitignore", gitignore),
            ("Sources/\(module)/\(sourceFile(kind, name))", source(kind, name)),
            ("Sources/\(module)/Export.swift", export(kind, name))
        ]
    }

    /// The name of the file holding the plugin's class (`MySlideAnimator.swift`).
    static func sourceFile(_ kind: PluginKind, _ name: ProjectName) -> String { typeName(kind, name) + ".swift" }

    /// The plugin's class: the module name and the kind (`MySlideAnimator`).
    static func typeName(_ kind: PluginKind, _ name: ProjectName) -> String {
        switch kind {
        case .animator: return name.swiftName + "Animator"
        case .interaction: return name.swiftName + "Interaction"
        case .layout: return name.swiftName + "Layout"
        }
    }

    /// `s` as a Swift string literal, so any folder name (quotes, backslashes) survives.
    static func literal(_ s: String) -> String { SwiftText.literal(s) }

    // MARK: Package

    /// The manifest: one dynamic library product depending on TransitionHost's AnimatorABI by
    /// path — `TRANSITION_HOST_PATH` when set, else the checkout `host-cli new` used, written
    /// as an absolute path so the project builds from anywhere — linked with the version script.
    static func package(_ kind: PluginKind, _ name: ProjectName, hostPath: String) -> String {
        let module = name.swiftName
        return #"""
            // swift-tools-version:6.0
            // \#(name.raw): a TransitionHost \#(kind.rawValue) plugin (made by `host-cli new \#(kind.rawValue) \#(name.raw)`).
            //
            // One dynamic library, lib\#(module).so, built against TransitionHost's AnimatorABI product
            // alone. plugin.exports makes it export nothing but `animator_plugin_entry`, so this
            // plugin's copy of the SDK stays private to it.
            import Foundation
            import PackageDescription

            let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path
            // Your checkout of TransitionHost: $TRANSITION_HOST_PATH, else the one `host-cli new` used.
            let host = ProcessInfo.processInfo.environment["TRANSITION_HOST_PATH"].flatMap { $0.isEmpty ? nil : $0 }
                ?? \#(literal(hostPath))

            let package = Package(
                name: "\#(module)",
                products: [.library(name: "\#(module)", type: .dynamic, targets: ["\#(module)"])],
                // `name:` matters: a path dependency is otherwise named after its folder, and
                // `package: "TransitionHost"` below would not find it.
                dependencies: [.package(name: "TransitionHost", path: host)],
                targets: [
                    .target(name: "\#(module)", dependencies: [.product(name: "AnimatorABI", package: "TransitionHost")],
                            // Export only animator_plugin_entry (plugin.exports is the version script).
                            linkerSettings: [.unsafeFlags(["-Xlinker", "--version-script=\(here)/plugin.exports"])]),
                ],
                swiftLanguageModes: [.v5]
            )

            """#
    }

    /// The linker version script.
    static let exports = """
        /* The linker version script: export the entry point only, so this plugin's copy of
           AnimatorABI (and everything else in it) stays private. */
        {
          global: animator_plugin_entry;
          local: *;
        };

        """

    /// What git leaves out: the build and its products, and the visual diffs `--expect` writes
    /// beside a golden trace on a mismatch (results of a check, not sources).
    static let gitignore = """
        .build/
        *.so
        Package.resolved
        *.diff.png

        """

    // MARK: Sources

    /// The plugin's class for `kind`.
    static func source(_ kind: PluginKind, _ name: ProjectName) -> String {
        switch kind {
        case .animator: return animator(name)
        case .interaction: return interaction(name)
        case .layout: return layout(name)
        }
    }

    /// The animator: a slide written as iOS code writes one (`UIView.animate`,
    /// `completeTransition(!transitionWasCancelled)`).
    static func animator(_ name: ProjectName) -> String {
        let type = typeName(.animator, name)
        return #"""
            import AnimatorABI

            /// The animation: the to view slides in from the right edge of the container over the
            /// from view, which moves `parallax` of the width to the left, over `duration` seconds.
            ///
            /// It is UIKit's `UIViewControllerAnimatedTransitioning`, spelled as on iOS, so iOS code
            /// ports almost line by line. What to change: the start state set before
            /// `UIView.animate`, the end state in its `animations` block, and whatever the
            /// completion must put back. Keep the contract the validator checks: put the to view in
            /// the container, leave a nil view alone, and call
            /// `completeTransition(!transitionWasCancelled)` exactly once.
            final class \#(type): NSObject, UIViewControllerAnimatedTransitioning {
                /// Seconds (the `duration` parameter).
                let duration: TimeInterval
                /// How far the from view moves, as a share of the container's width.
                let parallax: CGFloat

                init(duration: TimeInterval, parallax: CGFloat) {
                    self.duration = duration
                    self.parallax = parallax
                }

                func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
                    duration
                }

                func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                    let container = transitionContext.containerView
                    // view(forKey:) is nil for a view to leave alone (a custom modal's presenting view).
                    let toView = transitionContext.view(forKey: .to)
                    let fromView = transitionContext.view(forKey: .from)
                    let width = container.bounds.width

                    // The start: the to view in the container, at its final frame, pushed off the right edge.
                    if let toView {
                        container.addSubview(toView)
                        if let toVC = transitionContext.viewController(forKey: .to) {
                            let finalFrame = transitionContext.finalFrame(for: toVC)
                            if finalFrame != .zero { toView.frame = finalFrame }
                        }
                        toView.transform = CGAffineTransform(translationX: width, y: 0)
                    }

                    UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: {
                        // The end state.
                        toView?.transform = .identity
                        fromView?.transform = CGAffineTransform(translationX: -width * self.parallax, y: 0)
                    }, completion: { _ in
                        // Leave both views as they were found (a cancelled transition keeps the from view).
                        fromView?.transform = .identity
                        toView?.transform = .identity
                        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                    })
                }
            }

            """#
    }

    /// The interaction controller: a `UIPercentDrivenInteractiveTransition` driven by its own
    /// pan recognizer, which ends every transition it drives with `finish()` or `cancel()`.
    static func interaction(_ name: ProjectName) -> String {
        let type = typeName(.interaction, name)
        return #"""
            import AnimatorABI

            /// A pan-driven interaction controller: the transition follows the finger across the
            /// container (its progress is how far the finger went, horizontally or vertically, as a
            /// share of the container's width or height), and letting go past `threshold` finishes
            /// it, before that cancels it — both at `completionSpeed`.
            ///
            /// It is UIKit's `UIPercentDrivenInteractiveTransition` with a `UIPanGestureRecognizer`,
            /// as on iOS: the host runs the animator paused, and `update(_:)`, `finish()` and
            /// `cancel()` drive it. What to change: how `handlePan` turns the gesture into a
            /// progress, and when a release finishes. Keep the contract the validator checks: end
            /// every transition you start driving with `finish()` or `cancel()`, and stop driving it
            /// then (the gesture may come in any order).
            final class \#(type): UIPercentDrivenInteractiveTransition {
                /// The progress past which letting go finishes the transition.
                let threshold: CGFloat
                /// The recognizer of the running transition.
                private var pan: UIPanGestureRecognizer?

                init(threshold: CGFloat, completionSpeed: CGFloat) {
                    self.threshold = threshold
                    super.init()
                    self.completionSpeed = completionSpeed
                }

                override func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
                    super.startInteractiveTransition(transitionContext)
                    stopListening()
                    // On iOS: UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:))).
                    let pan = UIPanGestureRecognizer { [unowned self] in self.handlePan($0) }
                    transitionContext.containerView.addGestureRecognizer(pan)
                    self.pan = pan
                }

                func handlePan(_ gesture: UIPanGestureRecognizer) {
                    guard let view = gesture.view else { return }
                    let translation = gesture.translation(in: view)
                    let progress = max(share(translation.x, of: view.bounds.width), share(translation.y, of: view.bounds.height))
                    switch gesture.state {
                    case .began, .changed:
                        update(progress)
                    case .ended:
                        stopListening()
                        if progress >= threshold { finish() } else { cancel() }
                    default:
                        // Cancelled (or failed): go back.
                        stopListening()
                        cancel()
                    }
                }

                /// `distance` as a share of `length`, 0...1 (0 for an empty container).
                private func share(_ distance: CGFloat, of length: CGFloat) -> CGFloat {
                    length > 0 ? min(1, abs(distance) / length) : 0
                }

                /// Detaches the recognizer: after a release this controller drives nothing more.
                private func stopListening() {
                    if let pan, let view = pan.view { view.removeGestureRecognizer(pan) }
                    pan = nil
                }
            }

            """#
    }

    /// The layout: a grid `UICollectionViewLayout` that caches its attributes in `prepare()`.
    static func layout(_ name: ProjectName) -> String {
        let type = typeName(.layout, name)
        return #"""
            import AnimatorABI

            /// A grid: `columns` square items across, `spacing` points apart and from the edges, row
            /// after row; each section starts on a new row.
            ///
            /// It is UIKit's `UICollectionViewLayout`, spelled as on iOS: `prepare()` computes every
            /// item's attributes from `collectionView` (its `bounds`, `numberOfSections`,
            /// `numberOfItems(inSection:)`) and caches them, and the host reads them back. What to
            /// change: the frames `prepare()` computes (also `center`, `transform`, `alpha`,
            /// `zIndex`, `isHidden`) and the content size. Keep the contract the validator checks:
            /// the same context gives the same attributes, every number finite, no negative size
            /// (also in a collection of zero width).
            final class \#(type): UICollectionViewLayout {
                /// Items across.
                let columns: Int
                /// Points between items, and between them and the edges.
                let spacing: CGFloat
                /// Every item's attributes, by section and item.
                private var cache: [[UICollectionViewLayoutAttributes]] = []
                /// The size of everything laid out.
                private var contentSize = CGSize.zero

                init(columns: Int, spacing: CGFloat) {
                    self.columns = max(1, columns)
                    self.spacing = spacing
                    super.init()
                }

                /// Required by UICollectionViewLayout, as in UIKit (there are no archives to read).
                required init?(coder: NSCoder) { nil }

                override var collectionViewContentSize: CGSize { contentSize }

                override func prepare() {
                    cache = []
                    contentSize = .zero
                    guard let collectionView else { return }
                    let width = collectionView.bounds.width
                    // Never negative: in a collection narrower than the gaps the items get no size.
                    let side = max(0, (width - spacing * CGFloat(columns + 1)) / CGFloat(columns))
                    var y = spacing
                    for section in 0..<collectionView.numberOfSections {
                        let count = collectionView.numberOfItems(inSection: section)
                        var items: [UICollectionViewLayoutAttributes] = []
                        items.reserveCapacity(count)
                        for item in 0..<count {
                            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
                            let row = CGFloat(item / columns), column = CGFloat(item % columns)
                            attributes.frame = CGRect(x: spacing + column * (side + spacing), y: y + row * (side + spacing),
                                                      width: side, height: side)
                            items.append(attributes)
                        }
                        let rows = (count + columns - 1) / columns
                        y += CGFloat(rows) * (side + spacing)
                        cache.append(items)
                    }
                    contentSize = CGSize(width: width, height: y)
                }

                override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                    cache.flatMap { $0.filter { $0.frame.intersects(rect) } }
                }

                override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
                    guard cache.indices.contains(indexPath.section), cache[indexPath.section].indices.contains(indexPath.item) else { return nil }
                    return cache[indexPath.section][indexPath.item]
                }
            }

            """#
    }

    // MARK: Export

    /// Export.swift: the descriptor (id, strings, the kind's two parameters and its factory)
    /// and the entry point, `@_cdecl("animator_plugin_entry")`, through the SDK's `PluginExport`.
    static func export(_ kind: PluginKind, _ name: ProjectName) -> String {
        let plugin = name.swiftName + "Plugin", type = typeName(kind, name)
        // Per kind, only the two parameters and the factory differ; the conformance
        // (`AnimatorPlugin`, …) and the export call (`PluginExport.animator`, …) follow the kind.
        let parameters: String, factory: (name: String, returns: String, arguments: String)
        switch kind {
        case .animator:
            parameters = """
                        .number("duration", default: 0.5, in: 0.05...10, unit: "s", help: "Length of the transition"),
                        .number("parallax", default: 0.3, in: 0...1, help: "How far the from view moves, as a share of the width"),
                """
            factory = (
                "makeAnimator", "UIViewControllerAnimatedTransitioning",
                #"duration: p.number("duration"), parallax: p.cgFloat("parallax")"#
            )
        case .interaction:
            parameters = """
                        .number("threshold", default: 0.5, in: 0.05...0.95, help: "How far to drag before letting go finishes the transition (a share of the way)"),
                        .number("speed", default: 1, in: 0.1...10, help: "The completion speed after letting go (1: the transition's own pace)"),
                """
            factory = (
                "makeInteractionController", type,
                #"threshold: p.cgFloat("threshold"), completionSpeed: p.cgFloat("speed")"#
            )
        case .layout:
            parameters = """
                        .number("columns", default: 3, in: 1...20, help: "Items across (a fraction is rounded down)"),
                        .number("spacing", default: 10, in: 0...100, unit: "pt", help: "Space between items and around them"),
                """
            factory = ("makeLayout", type, #"columns: Int(p.number("columns")), spacing: p.cgFloat("spacing")"#)
        }
        let conformance = kind.rawValue.prefix(1).uppercased() + kind.rawValue.dropFirst() + "Plugin"
        let make = """
                static func \(factory.name)(parameters p: PluginParameters) -> \(factory.returns) {
                    \(type)(\(factory.arguments))
                }
            """
        let exportCall = "PluginExport.\(kind.rawValue)(\(plugin).self)"
        return #"""
            import AnimatorABI

            // The plugin's descriptor and its entry point: what the host reads first (in a sandboxed
            // worker, before anything else of the plugin runs), and what `host-cli list` shows.

            /// \#(name.raw)'s descriptor.
            enum \#(plugin): \#(conformance) {
                // The id names the plugin everywhere (host-cli run, validate, uninstall): lowercase
                // letters, digits, `.` and `-`, at most 64. Put a domain of yours in place of com.example.
                static let id = \#(literal(name.id))
                static let name = \#(literal(name.raw))
                // Semver; raise it with every release (host-cli install replaces an older one).
                static let version = "0.1.0"
                static let summary = \#(literal(summary(kind)))
                static let author = "Your name"
                // Set with --param KEY=VALUE (see README.md); the host checks each value against its
                // range before the plugin sees it, and passes the default for one not set.
                static let parameters: [PluginParameter] = [
            \#(parameters)
                ]

            \#(make)
            }

            /// The one symbol the library exports (plugin.exports): the host calls it to find the plugin.
            @_cdecl("animator_plugin_entry")
            public func animatorPluginEntry() -> UnsafeRawPointer { \#(exportCall) }

            """#
    }

    /// The one line `host-cli list` shows for a new plugin of `kind`.
    static func summary(_ kind: PluginKind) -> String {
        switch kind {
        case .animator: return "The to view slides in from the right over the from view"
        case .interaction:
            return "Drag across the container: the transition follows; let go past the threshold to finish"
        case .layout: return "A grid of square items, a given number across"
        }
    }
}
