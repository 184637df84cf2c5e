extension PortStubs {
    /// The frame a stubbed method's new view is given: the placeholder frame of the stubs'
    /// `CGRect`s (a 160-point square inside the validator's screen).
    static let sizedViewFrame = "CGRect(x: 40, y: 120, width: 160, height: 160)"

    /// `made` (a stub method's result) with a plausible size when it is a view made empty
    /// (`UIView()`): the app's method returns a view of its screen (a snapshot, a cell's image
    /// view), and an animator scales by its size (`toFrame.width / snapshot.frame.width`), which
    /// a zero-size view turns into a division by zero that only port caused. Other values are
    /// returned as they are.
    func sizedView(_ made: String?, type: String) -> String? {
        guard let made, made == type + "()", isUIView(type), type != "UITableViewCell" else { return made }
        return "{ let v = \(made); v.frame = \(Self.sizedViewFrame); return v }()"
    }
}
