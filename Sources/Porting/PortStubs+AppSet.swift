import Foundation

/// Stand-ins that answer what the app's objects would hold, not nil: the app's image views
/// show an image, a layout's counts are its collection view's, an SDK value type has its
/// default, and a class the files cast a transition's controller to is a controller.
/// Without these, real animators and layouts crashed on values that only port left nil
/// (the census: `image!` of a stand-in image view, a deceleration rate, the items of a layout).
extension PortStubs {
    /// Values of the SDK's types that ``value(of:name:)`` has no other value for.
    static let appSetValues: [String: String] = [
        "UIImage": PortAppSetProperties.image,
        "UIImageView": "UIImageView(image: \(PortAppSetProperties.image))",
        "UIScrollView.DecelerationRate": ".normal",
        "UICollectionView.ScrollDirection": ".vertical",
        "CAMediaTimingFunction": "CAMediaTimingFunction(name: .easeInEaseOut)",
        // The app's timing presets (`static var coverVertical: UICubicTimingParameters`).
        "UICubicTimingParameters": "UICubicTimingParameters(animationCurve: .easeInOut)",
        "UISpringTimingParameters": "UISpringTimingParameters(dampingRatio: 1)",
        "UIViewPropertyAnimator": "UIViewPropertyAnimator(duration: 0.35, curve: .easeInOut)",
        "UIVisualEffectView": "UIVisualEffectView(effect: nil)"
    ]

    /// The value of an SDK type or of a stubbed image view (one with a placeholder image, as
    /// the app's shows one), or nil for the rest.
    func appSetValue(of type: String) -> String? {
        if let v = Self.appSetValues[type] { return v }
        guard let s = stub(type), s.genericParameters == 0, case .subclass(let base) = s.shape,
            base == "UIImageView" || imageViewStub(base)
        else { return nil }
        // A subclass declaring only convenience initializers inherits `init(image:)`.
        return "\(type)(image: \(PortAppSetProperties.image))"
    }

    /// Whether stub `name` is a subclass of `UIImageView` (through other stubs).
    func imageViewStub(_ name: String) -> Bool {
        var seen: Set<String> = []
        var current = name
        while seen.insert(current).inserted, let s = stub(current), case .subclass(let base) = s.shape {
            if base == "UIImageView" { return true }
            current = base
        }
        return false
    }

    /// A property the app's extension of a layout computes from its collection view
    /// (`numberOfItems`, `numberOfSections`, `width`, `height`): read live, never a kept
    /// guess, so a layout lays out as many items as the collection has (a guess of 1 sent one
    /// past its cache) across the collection's width.
    static func derivedExtensionValue(of type: String, name: String, on owner: String) -> String? {
        if owner == "UIViewControllerContextTransitioning" { return contextSideValue(of: type, name: name) }
        guard owner.hasPrefix("UICollectionView"), owner.hasSuffix("Layout") else { return nil }
        if type == "CGFloat" {
            switch name {
            case "width", "collectionViewWidth", "contentWidth": return "collectionView?.bounds.width ?? 0"
            case "height", "collectionViewHeight", "contentHeight": return "collectionView?.bounds.height ?? 0"
            default: return nil
            }
        }
        guard type == "Int" else { return nil }
        switch name {
        case "numberOfItems", "itemCount", "itemsCount", "numberOfCells", "cellCount":
            return
                "collectionView.map { c in (0..<c.numberOfSections).reduce(0) { $0 + c.numberOfItems(inSection: $1) } } ?? 0"
        case "numberOfSections", "sectionCount", "sectionsCount": return "collectionView?.numberOfSections ?? 0"
        default: return nil
        }
    }

    /// The app's shorthands on the transition context (`transitionContext.destinationView`,
    /// `.toView`, `.sourceViewController`, Delta's and ImageZoomTransition's extensions): the
    /// side's view (the context's, else its controller's) or controller, as such extensions
    /// answer — a fresh view would leave the animator animating one outside the container.
    /// Nil for other names and types.
    static func contextSideValue(of type: String, name: String) -> String? {
        let lower = name.lowercased()
        let key: String
        if lower.hasPrefix("to") || lower.hasPrefix("destination") {
            key = "to"
        } else if lower.hasPrefix("from") || lower.hasPrefix("source") {
            key = "from"
        } else {
            return nil
        }
        switch type {
        case "UIView": return "(view(forKey: .\(key)) ?? viewController(forKey: .\(key))?.view) ?? UIView()"
        case "UIViewController": return "viewController(forKey: .\(key)) ?? UIViewController()"
        default: return nil
        }
    }

    /// Whether the files cast a controller of the transition's context to `type`, directly or
    /// through a variable bound to one (`let menu = ctx.viewController(forKey: .to)!` …
    /// `menu as! Menu`, or `menu is Menu`): the stub is then a `UIViewController` subclass, as the app's
    /// controller is, and the host makes its controller one (``standIns(in:)``) instead of
    /// the cast failing.
    func castsContextController(to type: String) -> Bool {
        !casts(in: allText, to: [type]).isEmpty
    }

    /// The app's `UIView.addSubviews(_:_:…)` (a helper nearly every app declares) adds the
    /// views it is given, as the app's does: a stand-in that did nothing left the animator's
    /// to view outside the container. Nil for other members.
    static func knownExtensionMethod(_ m: Member, parameters: [String], on owner: String) -> String? {
        guard !m.isStatic, owner == "UIView", m.name == "addSubviews" || m.name == "addSubViews" else { return nil }
        let names = parameters.compactMap { p -> String? in
            let words = p.split(separator: " ")
            guard words.count >= 2, let colon = words[1].firstIndex(of: ":") else { return nil }
            return String(words[1][..<colon])
        }
        guard names.count == parameters.count, !names.isEmpty else { return nil }
        return "func \(m.name)(\(parameters.joined(separator: ", "))) { "
            + names.map { "if let v = \($0) as? UIView { addSubview(v) }; " }.joined() + "}"
    }
}
