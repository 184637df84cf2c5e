extension PortAppSetProperties {
    /// The initial values that mean "no frame yet": `.zero`, `CGRect.zero`, `CGRect()`.
    static let zeroFrameValues: Set<String> = [".zero", "CGRect.zero", "CGRect()", "CGRect.init()"]

    /// The frame the export gives a `CGRect` property the app sets: the placeholder arguments'
    /// (a 160-point square inside the validator's screen).
    static let placeholderFrame = "CGRect(x: 40, y: 120, width: 160, height: 160)"

    /// The size the export gives a `CGSize` property the app sets (`var itemSize = CGSize.zero`
    /// of a layout whose controller sets it: HorizontalFlowLayout, held-out 44): a cell's
    /// (80-point square), so a screen holds several.
    static let placeholderSize = "CGSize(width: 80, height: 80)"

    /// The zero values of each geometry type a class leaves for its app to set, and the value
    /// the export gives instead.
    static let zeroGeometry: [(type: String, zeros: Set<String>, placeholder: String)] = [
        ("CGRect", zeroFrameValues, placeholderFrame),
        ("CGSize", [".zero", "CGSize.zero", "CGSize()", "CGSize.init()"], placeholderSize)
    ]

    /// Frames (and sizes) class `qualifiedName` of `files` starts at zero for its app to set
    /// before the transition (`var originalFrame = CGRect.zero`, the tapped cell's frame; `var
    /// itemSize = CGSize.zero` of a layout): a non-`private` instance `var` of type `CGRect`
    /// (or `CGSize`) declared `.zero` that the class's code (its body,
    /// extensions and superclasses in the files) reads but never assigns. Left at zero, the
    /// class divides by the frame's width or animates from a point, an artefact of porting; the
    /// export sets each to a placeholder frame, as it does an initializer's `CGRect` argument.
    public static func zeroFrames(of qualifiedName: String, files: [(path: String, scan: SwiftDeclarations)])
        -> [Assignment]
    {
        let bodies = bodies(of: qualifiedName, in: files)
        var out: [Assignment] = []
        var seen: Set<String> = []
        for (path, scan, t) in bodies where t.keyword == "class" {
            for m in t.members where m.keyword == "var" && seen.insert(m.name).inserted {
                guard
                    !m.modifiers.contains(where: {
                        ["private", "fileprivate", "static", "class", "lazy", "weak"].contains($0)
                    }),
                    let (line, geometry) = zeroFrameDeclaration(m, scan: scan)
                else { continue }
                let uses = bodies.map { frameUse(of: m.name, in: $0.scan, $0.type) }
                guard !uses.contains(where: \.assigned), let read = uses.compactMap(\.read).first else { continue }
                out.append(
                    Assignment(
                        property: m.name, type: geometry.type, value: geometry.placeholder,
                        use:
                            "declared .zero at line \(line) of \(file(path)), read at line \(read), never set by the class"
                    ))
            }
        }
        return out
    }

    /// The line of `var name: CGRect = .zero` (or `var name = CGRect.zero`, `CGRect()`; the same
    /// for `CGSize`) when member `m` is declared so, with no accessor block but observers
    /// (`{ didSet { invalidateLayout() } }`), and its geometry; nil otherwise.
    static func zeroFrameDeclaration(_ m: SwiftDeclarations.Member, scan: SwiftDeclarations) -> (
        Int, (type: String, zeros: Set<String>, placeholder: String)
    )? {
        let sig = scan.significant
        guard let k = sig.firstIndex(where: { $0 >= m.firstToken && scan.text($0) == "var" }), k + 1 < sig.count
        else { return nil }
        let line = scan.tokens[sig[k]].line
        // The rest of the declaration's line, after the name.
        var words: [String] = []
        var j = k + 2
        while j < sig.count, scan.tokens[sig[j]].line == line, scan.text(sig[j]) != ";" {
            words.append(scan.text(sig[j]))
            j += 1
        }
        var rest = words.joined()
        // An observer block may follow on the line (`= CGSize.zero {` … `didSet`).
        if rest.hasSuffix("{"), j < sig.count, ["didSet", "willSet"].contains(scan.text(sig[j])) {
            rest.removeLast()
        }
        for g in zeroGeometry {
            if rest.hasPrefix(":" + g.type + "=") {
                let value = String(rest.dropFirst(g.type.count + 2))
                return g.zeros.contains(value) ? (line, g) : nil
            }
        }
        guard rest.hasPrefix("=") else { return nil }
        rest.removeFirst()
        guard rest != ".zero" else { return nil }
        return zeroGeometry.first { $0.zeros.contains(rest) }.map { (line, $0) }
    }

    /// Whether the code of type body `t` assigns property `name` (`name = …`, `self.name = …`,
    /// `name.origin = …`, `name.size.width += …`), and the line it first reads it.
    static func frameUse(of name: String, in scan: SwiftDeclarations, _ t: SwiftDeclarations.TypeDeclaration)
        -> (assigned: Bool, read: Int?)
    {
        let sig = scan.significant.filter { $0 > t.open && $0 < t.close }
        func at(_ k: Int) -> String { k >= 0 && k < sig.count ? scan.text(sig[k]) : "" }
        var assigned = false
        var read: Int?
        for k in sig.indices where scan.tokens[sig[k]].kind == .identifier && at(k) == name {
            if at(k - 1) == ".", at(k - 2) != "self" { continue }
            if ["var", "let", "func", "case"].contains(at(k - 1)) { continue }
            // The end of the access path (`name.origin.x`): what follows it says whether it is set.
            var e = k + 1
            while at(e) == ".", scan.tokens[sig[min(e + 1, sig.count - 1)]].kind == .identifier { e += 2 }
            let next = at(e)
            // The lexer gives `==` as two `=`: a comparison (`itemSize.width == 0`) is a read.
            if next == "=" && at(e + 1) != "="
                || (next.count == 2 && next.hasSuffix("=") && "+-*/".contains(next.first ?? " "))
                || (["+", "-", "*", "/"].contains(next) && at(e + 1) == "=")
            {
                assigned = true
            } else if read == nil {
                read = scan.tokens[sig[k]].line
            }
        }
        return (assigned, read)
    }
}
