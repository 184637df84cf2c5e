extension PortAppSetProperties {
    /// A landscape photo's image (300 × 200 points): what an app-set image view holds. Not
    /// square, so code that fits it to the screen by its aspect ratio takes a real branch, and
    /// not empty, which code divides by (`screenWidth / image.size.width`).
    static let photo = "UIGraphicsImageRenderer(size: CGSize(width: 300, height: 200)).image { _ in }"

    /// The SDK views an app sets on an animator before each transition (the tapped cell, its
    /// image view, the view a zoom starts from), and the frame it starts from, and their
    /// placeholders: each at the placeholder
    /// frame (a 160-point square at 40, 120), an image view showing ``photo``, a cell with its
    /// content view (the SDK's cells make theirs).
    static let guardedViewValues: [String: String] = [
        "UIImageView": "portKeep({ let v = UIImageView(image: \(photo)); v.frame = \(placeholderFrame); return v }())",
        "UICollectionViewCell": "portKeep(UICollectionViewCell(frame: \(placeholderFrame)))",
        "UITableViewCell": "portKeep(UITableViewCell(frame: \(placeholderFrame)))",
        "UIView": "portKeep(UIView(frame: \(placeholderFrame)))",
        "UILabel": "portKeep(UILabel(frame: \(placeholderFrame)))",
        "UIButton": "portKeep(UIButton(frame: \(placeholderFrame)))",
        "UIScrollView": "portKeep(UIScrollView(frame: \(placeholderFrame)))",
        // The tapped card's frame a zoom starts from (`var startFrame: CGRect?`, Movie Night,
        // held-out 41): the placeholder frame, its centre, its size.
        "CGRect": placeholderFrame, "CGPoint": "CGPoint(x: 120, y: 200)", "CGSize": "CGSize(width: 160, height: 160)"
    ]

    /// Views and app objects class `qualifiedName` of `files` is given by its app before each
    /// transition and guards on: a non-`private` instance `var` of an optional SDK view type
    /// (``guardedViewValues``: `var imageView: UIImageView?`, `var cell: UICollectionViewCell?`)
    /// or of a type of the app that no file in `declared` declares (`var cardModel:
    /// Model.Card?`: the tapped card's model, made by its stand-in's placeholder function)
    /// that starts nil, that the class's code (its body, extensions and superclasses in the
    /// files) never assigns, and that a `guard` binds (`guard let imageView = imageView, …,
    /// let cell else { return }`). On iOS the app sets it (the tapped cell and its image) and
    /// the guard passes; left nil here the transition returns before it animates — and never
    /// completes — an artefact of porting. The export sets each to its placeholder. Types the
    /// files declare are left alone: the class may keep one nil on purpose (an interaction
    /// controller that exists only while a gesture runs). Properties in `skip` (already set by
    /// another rule) are left out.
    public static func guardedViews(
        of qualifiedName: String, files: [(path: String, scan: SwiftDeclarations)], skip: Set<String> = [],
        declared: Set<String>? = nil
    ) -> [Assignment] {
        let bodies = bodies(of: qualifiedName, in: files)
        return unassignedOptionals(bodies, skip: skip) { c in
            let wrapped = String(c.type.dropLast())
            guard
                let value = guardedViewValues[wrapped]
                    ?? declared.flatMap({ PlaceholderArguments.appTypeValue(wrapped, declared: $0) }),
                let use = bodies.lazy.compactMap({ b in
                    guardBinding(of: c.property.name, in: b.scan, b.type).map {
                        "bound by a guard at line \($0) of \(file(b.path))"
                    }
                }).first
            else { return nil }
            return Assignment(property: c.property.name, type: c.type, value: value, use: use)
        }
    }

    /// The line of the first `guard` in type body `t` whose condition binds property `name`:
    /// `let x = name`, `let x = self.name`, or the shorthand `let name` (Swift 5.7), in any of
    /// its clauses; nil when none does.
    static func guardBinding(of name: String, in scan: SwiftDeclarations, _ t: SwiftDeclarations.TypeDeclaration)
        -> Int?
    {
        let sig = scan.significant.filter { $0 > t.open && $0 < t.close }
        func at(_ k: Int) -> String { k >= 0 && k < sig.count ? scan.text(sig[k]) : "" }
        for g in sig.indices where at(g) == "guard" {
            var depth = 0, k = g + 1
            while k < sig.count {
                let w = at(k)
                if depth == 0, w == "else" { break }
                if ["(", "[", "{"].contains(w) { depth += 1 } else if [")", "]", "}"].contains(w) { depth -= 1 }
                if depth == 0, w == name, scan.tokens[sig[k]].kind == .identifier {
                    let binds =
                        (at(k - 1) == "=" && ["let", "var"].contains(at(k - 3)))
                        || (at(k - 1) == "." && at(k - 2) == "self" && at(k - 3) == "="
                            && ["let", "var"].contains(at(k - 5)))
                        || (["let", "var"].contains(at(k - 1)) && ["else", ","].contains(at(k + 1)))
                    if binds { return scan.tokens[sig[g]].line }
                }
                k += 1
            }
        }
        return nil
    }
}
