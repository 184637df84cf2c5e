extension PortStubs {
    /// The member a stub controller whose view the files cast to a view stub declares
    /// (``loadedViewClass(of:)``): the SDK makes its view one of that class. Empty for others.
    func loadedViewOverride(of stub: Stub) -> [String] {
        loadedViewClass(of: stub).map { ["override class var transitionStandInView: (() -> UIView)? { { \($0)() } }"] }
            ?? []
    }

    /// The stubbed view class whose instance stub controller `stub`'s view is, because the
    /// files cast that view to it (`let toVC = ctx.viewController(forKey: .to) as!
    /// DetailViewController` … `toVC.view as! DetailView`, or `(to as! DetailViewController).view
    /// as? DetailView`): the app's controller loads a view of its own class (a storyboard's
    /// custom class, `loadView()`), so the stand-in's view is made one
    /// (``UIViewController/transitionStandInView``) and the cast succeeds, as on iOS; a plain
    /// view made every such animator crash on the cast. Nil when no view-class stub is cast to.
    func loadedViewClass(of stub: Stub) -> String? {
        guard case .subclass(let base) = stub.shape, base == "UIViewController" else { return nil }
        for file in sources.keys.sorted() {
            let lines = (sources[file] ?? []).map(String.init)
            for (j, line) in lines.enumerated() {
                for form in [".view as! ", ".view as? "] {
                    var search = line.startIndex
                    while let r = line.range(of: form, range: search..<line.endIndex) {
                        search = r.upperBound
                        let view = String(line[r.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                        guard let s = self.stub(view), s.name == view, isUIView(view), view != stub.name else {
                            continue
                        }
                        var head = line[..<r.lowerBound]
                        // `toVC!.view`, `(to as? Name)?.view`.
                        if head.hasSuffix("!") || head.hasSuffix("?") { head = head.dropLast() }
                        if head.hasSuffix("as! \(stub.name))") || head.hasSuffix("as? \(stub.name))") { return view }
                        let subject = String(
                            head.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())
                        if !subject.isEmpty, Self.binding(of: subject, before: j, in: lines, castsTo: stub.name) {
                            return view
                        }
                    }
                }
            }
        }
        return nil
    }

    /// Whether the nearest binding of `name` above line `j` of `lines` (`let toVC = … as?
    /// Detail`, `guard let toVC = …`) casts to `type`: the same name is bound to other classes
    /// in other functions and files (`toVC` is the detail when presenting, the list when
    /// dismissing).
    static func binding(of name: String, before j: Int, in lines: [String], castsTo type: String) -> Bool {
        for k in stride(from: j, through: 0, by: -1) {
            let l = lines[k]
            guard containsWord(l, "let " + name) || containsWord(l, "var " + name) else { continue }
            return ["as! " + type, "as? " + type].contains { form in
                guard let r = l.range(of: form), Uses.hasWord(l, form) else { return false }
                return boundName(l[..<r.lowerBound]) == name
            }
        }
        return false
    }
}
