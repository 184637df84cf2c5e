extension PortStubs {
    /// What the placeholder function of stub `stub` does to the object `o` it made before
    /// returning it: a stand-in of the app's `UIViewController` subclass is made as the app's
    /// controller reaches a transition — on screen, the root of a window of its own (code checks
    /// `firstVC.view.window` and fails its initializer without one), its view loaded and holding
    /// a content view that fills it (`viewController.view.subviews.first!`), as the SDK's
    /// placeholder controller (``PlaceholderArguments/loadedController``). A stand-in of the
    /// app's view class (not a cell) is on screen as the SDK's placeholder views are
    /// (``PlaceholderArguments/placedView``): at the placeholder frame unless its initializer
    /// gave it one, in a window of its own (`guard let superView = playerView.superview`,
    /// GSPlayer, held-out 45). Empty for other stubs.
    func placeholderSetup(_ stub: Stub) -> String {
        if case .subclass("UIViewController") = stub.shape {
            return
                " let w = UIWindow(frame: UIScreen.main.bounds); w.rootViewController = o; portKeptAlive.append(w); let content = UIView(frame: o.view.bounds); content.autoresizingMask = [.flexibleWidth, .flexibleHeight]; o.view.addSubview(content);"
        }
        guard case .subclass(let base) = stub.shape, isUIView(stub.name),
            !["UICollectionViewCell", "UITableViewCell"].contains(base), !stub.name.hasSuffix("Cell")
        else { return "" }
        return
            " \(Self.atPlaceholderFrame("o")); let w = UIWindow(frame: UIScreen.main.bounds); portKeptAlive.append(w); w.addSubview(o);"
    }

    /// The statement that puts view `v` at the placeholder frame (a 160-point square at 40, 120)
    /// unless it has a frame already: a stand-in of the app's view is on screen at some size.
    static func atPlaceholderFrame(_ v: String) -> String {
        "if \(v).frame == .zero { \(v).frame = \(fixedValues["CGRect"] ?? ".zero") }"
    }
}
