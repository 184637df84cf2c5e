/// Core Animation's target form of `CADisplayLink`, with the SDK's ``Selector``
/// (`Selector(Menu.updateButton)` where iOS code writes `#selector(updateButton)`;
/// `host-cli port` makes that rewrite).
extension CADisplayLink {
    /// A link that calls `sel` on `target` each frame once added to a run loop, with the link
    /// when the method takes one argument. As on iOS, the link holds `target` strongly until it
    /// is invalidated.
    public convenience init(target: Any, selector sel: Selector) {
        let object = target as AnyObject
        self.init { link in sel.perform(on: object, with: link) }
    }
}
