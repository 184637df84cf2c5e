/// Turns the host's pointer into ``UITouch`` objects for the responder chain, as UIKit's
/// window sends touches: a press is hit-tested from the host's root view
/// (``UIView/hitTest(_:with:)``) and the view found gets `touchesBegan`; the pointer's moves
/// give `touchesMoved`, the release `touchesEnded`, a cancellation `touchesCancelled`, all to
/// that same view and touch object. Gesture recognizers see each event first; once one of the
/// recognizers on the touch's view or its ancestors recognizes its gesture, the touch is
/// cancelled in the view when the recognizer's `cancelsTouchesInView` is true (UIKit's
/// default), as in UIKit.
///
/// Only interaction plugins get the pointer (the host sends input to the interaction
/// controller of a run), and only once a transition has shown the host's root view (a press
/// before any transition reaches no view).
final class TouchDispatch {
    private unowned let connection: HostConnection
    /// The touch of the pointer sequence in progress (nil between sequences, or when its
    /// press hit no view).
    private var touch: UITouch?

    init(_ c: HostConnection) { connection = c }

    /// A press went down, up or away at `location` (window coordinates) at `time`.
    func press(_ phase: InteractionEvent.Phase, location: CGPoint, time: Double) {
        switch phase {
        case .began:
            if touch != nil { cancel(time: time) }
            endRecognizerTouch(cancelled: true, time: time)
            guard let rootBits = connection.rootView, let root = UIView.make(ap_view(bits: rootBits), connection) else {
                return
            }
            let t = UITouch(view: nil, location: location, time: time)
            let event = UIEvent(touches: [t], time: time)
            guard let hit = root.hitTest(root.convert(location, from: nil), with: event) else { return }
            t.view = hit
            touch = t
            // Recognizers see the touch before its view, as in UIKit.
            let recognizers = t.gestureRecognizers ?? []
            recognizerTouch = (t, recognizers)
            for r in recognizers { r.touchesBegan([t], with: event) }
            hit.touchesBegan([t], with: event)
        case .ended:
            guard let t = touch ?? recognizerTouch?.touch else { return }
            t.update(location, .ended, time: time)
            let event = UIEvent(touches: [t], time: time)
            for r in recognizerTouch?.recognizers ?? [] { r.touchesEnded([t], with: event) }
            recognizerTouch = nil
            guard touch === t else { return }
            touch = nil
            t.view?.touchesEnded([t], with: event)
        case .cancelled:
            if let t = touch ?? recognizerTouch?.touch { t.update(location, t.phase, time: time) }
            endRecognizerTouch(cancelled: true, time: time)
            cancel(time: time)
        default:
            break
        }
    }

    /// A pointer event of a pan: a move to a new location moves the touch (for the
    /// recognizers that saw it begin, also after its view's touch was cancelled); a
    /// cancellation cancels it.
    func pointer(_ event: InteractionEvent) {
        guard case let .pointer(phase, location, _, _) = event.kind, let t = touch ?? recognizerTouch?.touch else {
            return
        }
        switch phase {
        case .began, .changed:
            guard location != t.windowLocation else { return }
            t.update(location, .moved, time: event.time)
            let e = UIEvent(touches: [t], time: event.time)
            for r in recognizerTouch?.recognizers ?? [] { r.touchesMoved([t], with: e) }
            if touch === t { t.view?.touchesMoved([t], with: e) }
        case .cancelled:
            endRecognizerTouch(cancelled: true, time: event.time)
            cancel(time: event.time)
        default:
            break
        }
    }

    /// The touch as the recognizers of its view and its ancestors see it (their
    /// `touchesBegan`…`touchesCancelled`, which custom recognizers override), kept until the
    /// pointer goes up even when the view's touch was cancelled by a recognition.
    private var recognizerTouch: (touch: UITouch, recognizers: [UIGestureRecognizer])?

    /// Tells the recognizers the touch was cancelled, and forgets it.
    private func endRecognizerTouch(cancelled: Bool, time: Double) {
        guard let (t, recognizers) = recognizerTouch else { return }
        recognizerTouch = nil
        let event = UIEvent(touches: [t], time: time)
        for r in recognizers { r.touchesCancelled([t], with: event) }
    }

    /// Cancels the touch in progress when a recognizer that sees it recognized its gesture
    /// during the last event and cancels touches in its view (called after the recognizers
    /// got each event).
    func recognizersDidReceive(time: Double) {
        guard let t = touch else { return }
        let recognized = (t.gestureRecognizers ?? []).filter { $0.recognizedDuringTouch }
        guard !recognized.isEmpty else { return }
        if recognized.contains(where: { $0.cancelsTouchesInView }) { cancel(time: time) }
    }

    /// Forgets which recognizers recognized (a new touch begins).
    func resetRecognized(_ recognizers: [UIGestureRecognizer]) {
        for r in recognizers { r.recognizedDuringTouch = false }
    }

    /// Cancels the touch in progress, if any.
    private func cancel(time: Double) {
        guard let t = touch else { return }
        touch = nil
        t.phase = .cancelled
        t.timestamp = time
        t.view?.touchesCancelled([t], with: UIEvent(touches: [t], time: time))
    }
}
