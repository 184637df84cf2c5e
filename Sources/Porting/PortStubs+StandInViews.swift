extension PortStubs {
    /// The stubbed view class whose instance stub controller `stub`'s view is, because the
    /// files cast that view to it (`let toVC = ctx.viewController(forKey: .to) as!
    /// DetailViewController` … `toVC.view as! DetailView`, or `(to as! DetailViewController).view
    /// as? DetailView`): the app's controller loads a view of its own class (a storyboard's
    /// custom class, `loadView()`), so the stand-in's view is made one
    /// (``UIViewController/transitionStandInView``) and the cast succeeds, as on iOS; a plain
    /// view made every such animator crash on the cast. Nil when no view-class stub is cast to.
    func loadedViewClass(of stub: Stub) -> String? {
        guard case .subclass(let base) = stub.shape, base == "UIViewController" else { return nil }
        let name = stub.name
        let lines = allText.split(separator: "\n").map(String.init)
        // Names bound to a controller of the stub's class (`let toVC = … as! Name`).
        var bound: Set<String> = []
        for line in lines {
            for form in ["as! " + name, "as? " + name] where Uses.hasWord(line, form) {
                guard let r = line.range(of: form), let b = Self.boundName(line[..<r.lowerBound]) else { continue }
                bound.insert(b)
            }
        }
        for line in lines {
            for form in [".view as! ", ".view as? "] {
                var search = line.startIndex
                while let r = line.range(of: form, range: search..<line.endIndex) {
                    search = r.upperBound
                    let view = String(line[r.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                    guard let s = self.stub(view), s.name == view, isUIView(view), view != name else { continue }
                    var head = line[..<r.lowerBound]
                    // `toVC!.view`, `(to as? Name)?.view`.
                    if head.hasSuffix("!") || head.hasSuffix("?") { head = head.dropLast() }
                    let subject = String(head.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())
                    let castHere = head.hasSuffix("as! \(name))") || head.hasSuffix("as? \(name))")
                    if castHere || bound.contains(subject) { return view }
                }
            }
        }
        return nil
    }
}
