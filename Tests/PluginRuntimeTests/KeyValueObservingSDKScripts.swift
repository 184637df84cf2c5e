import AnimatorABI

/// An observer as a direct `NSObject` subclass is written after port's rewrite: conforming
/// to `KeyValueObserving`, recording what it is told.
final class OffsetWatcher: NSObject, KeyValueObserving {
    var told: [(String?, CGPoint?, CGPoint?)] = []
    func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {
        told.append((keyPath, change?[.newKey] as? CGPoint, change?[.oldKey] as? CGPoint))
    }
}

/// An observer that is a view: it overrides UIResponder's `observeValue` as on iOS.
final class AlphaWatchingView: UIView {
    var alphas: [CGFloat] = []
    override func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {
        if let a = change?[.newKey] as? CGFloat { alphas.append(a) }
    }
}

enum KeyValueObservingScripts {
    /// A scroll view's offset and a view's alpha observed by string key paths, then removed.
    static func observed(_ ctx: UIViewControllerContextTransitioning) {
        defer { ControlsAndCellsScripts.finish(ctx) }
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentSize = CGSize(width: 100, height: 400)
        let watcher = OffsetWatcher()
        scroll.addObserver(watcher, forKeyPath: "contentOffset", options: [.new, .old, .initial], context: nil)
        scroll.contentOffset = CGPoint(x: 0, y: 30)
        scroll.contentOffset = CGPoint(x: 0, y: 30)
        scroll.contentOffset = CGPoint(x: 0, y: 50)
        check(
            "offsets told",
            watcher.told.map(\.1) == [CGPoint.zero, CGPoint(x: 0, y: 30), CGPoint(x: 0, y: 50)]
                && watcher.told.map(\.2) == [nil, CGPoint.zero, CGPoint(x: 0, y: 30)]
                && watcher.told.allSatisfy { $0.0 == "contentOffset" }, "\(watcher.told)")
        scroll.removeObserver(watcher, forKeyPath: "contentOffset")
        scroll.contentOffset = CGPoint(x: 0, y: 70)
        check("removed", watcher.told.count == 3)
        let view = UIView()
        let viewWatcher = AlphaWatchingView()
        view.addObserver(viewWatcher, forKeyPath: "alpha", options: .new, context: nil)
        view.alpha = 0.5
        check("a view observes by override", viewWatcher.alphas == [0.5], "\(viewWatcher.alphas)")
        view.addObserver(watcher, forKeyPath: "layer.cornerRadius", options: .new, context: nil)
    }
}
