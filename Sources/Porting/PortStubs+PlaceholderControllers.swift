extension PortStubs {
    /// What the placeholder function of stub `stub` does to the object `o` it made before
    /// returning it: a stand-in of the app's `UIViewController` subclass is made as the app's
    /// controller reaches a transition — on screen, the root of a window of its own (code checks
    /// `firstVC.view.window` and fails its initializer without one), its view loaded and holding
    /// a content view that fills it (`viewController.view.subviews.first!`), as the SDK's
    /// placeholder controller (``PlaceholderArguments/loadedController``). Empty for other stubs.
    static func placeholderSetup(_ stub: Stub) -> String {
        guard case .subclass("UIViewController") = stub.shape else { return "" }
        return
            " let w = UIWindow(frame: UIScreen.main.bounds); w.rootViewController = o; portKeptAlive.append(w); let content = UIView(frame: o.view.bounds); content.autoresizingMask = [.flexibleWidth, .flexibleHeight]; o.view.addSubview(content);"
    }
}
