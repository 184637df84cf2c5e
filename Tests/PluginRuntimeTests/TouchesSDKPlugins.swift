import AnimatorABI

// An interaction controller written against the SDK alone that puts views of its own in the
// container and lets the host's pointer reach them as touches: a view that logs its touches
// (and a plain subview whose touches it gets through the responder chain), a slider and a
// button. Results go to the host log as `touch …` and `control …` lines.

/// Logs every touch it gets, with the touch's view and its location in this view and in the
/// touch's view; finishes the transition when a touch ends in it.
final class TouchLogView: UIView {
    var onEnded: (() -> Void)?

    private func log(_ what: String, _ touches: Set<UITouch>, _ event: UIEvent?) {
        guard let t = touches.first else { return }
        let here = t.location(in: self), there = t.location(in: t.view), before = t.previousLocation(in: self)
        let who = t.view === self ? "self" : (t.view?.superview === self ? "child" : "other")
        let count = event?.allTouches?.count ?? -1
        HostConnection.current?.log(
            "touch \(what) \(who) \(t.phase) \(here.x) \(here.y) | \(there.x) \(there.y) | prev \(before.x) \(before.y) | \(count)"
        )
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log("began", touches, event) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log("moved", touches, event) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log("ended", touches, event)
        onEnded?()
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log("cancelled", touches, event) }
}

/// The scenes of the touch tests.
enum TouchScene: Sendable {
    /// A touch-logging view scaled 2× with a plain subview; a release in it finishes.
    case views
    /// The same with a pan recognizer on the container, which finishes on its end.
    case pan
    /// A slider and a button; the button's tap finishes.
    case controls
}

/// Puts the scene's views in the container; drives the transition from them (never from
/// `handle(_:)`, so the host does not play the app).
final class TouchInteraction: UIPercentDrivenInteractiveTransition {
    nonisolated(unsafe) static var scene = TouchScene.views
    /// The slider's `isContinuous`.
    nonisolated(unsafe) static var sliderContinuous = true
    var keep: [AnyObject] = []

    override func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        super.startInteractiveTransition(transitionContext)
        let container = transitionContext.containerView
        let origin = container.convert(CGPoint.zero, to: nil)
        HostConnection.current?.log("container origin \(origin.x) \(origin.y)")
        switch Self.scene {
        case .views, .pan:
            // Frame (50, 100, 200, 200), scaled 2× about its centre (150, 200); the child covers
            // its bounds' (10, 10)…(110, 110).
            let v = TouchLogView(frame: CGRect(x: 50, y: 100, width: 200, height: 200))
            v.transform = CGAffineTransform(scaleX: 2, y: 2)
            v.addSubview(UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100)))
            v.onEnded = { [unowned self] in self.finish() }
            container.addSubview(v)
            if Self.scene == .pan {
                let pan = UIPanGestureRecognizer { [unowned self] g in
                    HostConnection.current?.log("pan \(g.state)")
                    if g.state == .ended { self.finish() }
                }
                container.addGestureRecognizer(pan)
                keep.append(pan)
            }
        case .controls:
            let slider = UISlider(frame: CGRect(x: 20, y: 300, width: 228, height: 40))
            slider.value = 0.5
            slider.isContinuous = Self.sliderContinuous
            slider.addAction(
                UIAction { _ in HostConnection.current?.log("control slider valueChanged \(slider.value)") },
                for: .valueChanged)
            container.addSubview(slider)
            let button = UIButton(frame: CGRect(x: 20, y: 380, width: 100, height: 40))
            let events: [(UIControl.Event, String)] = [
                (.touchDown, "touchDown"), (.touchDragInside, "touchDragInside"), (.touchUpInside, "touchUpInside"),
                (.touchUpOutside, "touchUpOutside"), (.touchCancel, "touchCancel"),
                (.touchDragExit, "touchDragExit"), (.touchDragOutside, "touchDragOutside")
            ]
            for (e, name) in events {
                button.addAction(
                    UIAction { _ in HostConnection.current?.log("control button \(name) \(button.isHighlighted)") },
                    for: e)
                slider.addAction(UIAction { _ in HostConnection.current?.log("control slider \(name)") }, for: e)
            }
            button.addAction(UIAction { [unowned self] _ in self.finish() }, for: .touchUpInside)
            container.addSubview(button)
            keep += [slider, button]
        }
    }

    /// Nothing: the views drive the transition.
    override func handle(_ event: InteractionEvent) {}
}

enum TouchPlugin: InteractionPlugin {
    static let id = "test.swift-touches"
    static let name = "Touches"
    static let version = "1.0.0"
    static let summary = "Views, a slider and a button that get the pointer as touches"
    static let author = "Tests"
    static func makeInteractionController(parameters: PluginParameters) -> TouchInteraction { TouchInteraction() }
}

func touchPluginDescriptor() -> UnsafeRawPointer { PluginExport.interaction(TouchPlugin.self) }
