import Foundation

/// What kind of type a stand-in must be, learned from what the compiler says a guess cannot
/// do: a number cannot be switched over exhaustively by named cases, a `weak` reference needs
/// a class, a value bound with `let` cannot have its properties assigned. Each rule turns the
/// guess into the kind the files' use calls for; the members then come from the next rounds.
extension PortStubs {
    /// Applies the rules on the kind of a stand-in; true when the message was one of theirs.
    mutating func applyKindMismatch(_ d: Diagnostic, line: String) -> Bool {
        let m = d.message
        let names = Self.quotedNames(m)
        if m.hasPrefix("cannot force unwrap value of non-optional type '("), names.first?.contains("->") == true {
            // `delegate.collectionView!(cv, layout: self, sizeForItemAt: i)`: an optional
            // requirement of an Objective-C protocol, which the SDK's protocol has (a default).
            // `cell.snapshotView!`, uncalled: the app's property beside UIKit's method.
            if !propertySharingAnInheritedMethodsName(d, line: line) { requiredCall(d, line: line) }
        } else if m.hasPrefix("switch must be exhaustive") {
            switchedEnumeration(on: line, body: linesFrom(d, count: 60))
        } else if m.hasPrefix("pattern variable binding cannot appear in an expression")
            || m.hasPrefix("'_' can only appear in a pattern")
        {
            // `case let .fixed(w, h):` over a property port typed as a value (`CGSize`).
            patternEnumeration(d, line: line)
        } else if m.contains("cannot be nested in protocol extension of '"), let x = names.last {
            // `extension SheetViewController.TransitioningDelegate { final class PresentTransition … }`
            // (Tpay, held-out 42): a name the files nest types in is a class, whatever its
            // ending suggested (`…Delegate` reads as a protocol).
            nestingProtocolIsAClass(x)
        } else if m.hasPrefix("'weak' may only be applied to class"), names.count >= 2 {
            // `weak var slideshow: Slideshow?` where `Slideshow` was aliased to an SDK type
            // (`UIView?`) or made an enum: a class, a subclass of that type when it is a class.
            weakReferencedClass(Self.bareType(names[1]))
        } else if m.hasPrefix("cannot assign to property: '"), m.hasSuffix("is a 'let' constant"),
            let x = names.first
        {
            assignedBinding(x, before: d)
        } else if m.hasPrefix("ambiguous use of '"), let x = names.first, inheritedFromSDK(x, on: line) {
            // `attributes.frame = f` where a stub class guessed `frame` before it became a
            // subclass of `UICollectionViewLayoutAttributes`, which has one.
        } else if m.hasPrefix("initializer for conditional binding must have Optional type, not '("),
            let t = names.first, t.contains("->")
        {
            // `if let pageSelected = controller.pageSelected { pageSelected(page) }`.
            optionalClosure(on: line, type: t)
        } else if m.hasPrefix("optional type '"), m.contains("cannot be used as a boolean"), let t = names.first,
            Self.isGuess(Self.bareType(t))
        {
            // `if let item = slideshow.item, item.zoomsInitially {`: a flag.
            conditionFlag(on: line, column: d.column)
        } else if m.hasPrefix("binary operator '"), m.contains("cannot be applied to operands of type '"),
            names.count >= 3, sameElements(names[1], names[2])
        {
            // `model == fromVCModel`, each from a list port made: one model type.
        } else if m.hasPrefix("binary operator '"), m.contains("cannot be applied to operands of type '"),
            names.count >= 3,
            retypeTupleElement(d, line: line, from: names[2], to: names[1])
                || retypeTupleElement(d, line: line, from: names[1], to: names[2])
        {
            // `direction == minOrigin`, `minOrigin` an element of a stub's tuple typed by its name.
        } else if m.hasPrefix("value of type '"), m.hasSuffix("' has no subscripts"), let t = names.first,
            Self.isGuess(Self.bareType(t)), subscriptedGuess(d, line: line)
        {
            // `fromVC.arrDataSources[fromVC.currentIndex]`: the app's list.
        } else if m.hasPrefix("optional type '") && m.contains("cannot be used as a boolean")
            || m.hasPrefix("cannot convert value of type '") && m.contains("(~Copyable & ~Escapable)"),
            comparedWithImplicitCase(line: line)
        {
            // `config.cameraPlaceholderType != .none`: the compiler took `.none` for Optional's.
        } else if m.hasPrefix("optional type '()?' cannot be used as a boolean") {
            // `delegate?.canDismiss?() != false`: a stubbed method the files compare with a Bool.
            comparedWithBool(on: line)
        } else if m.hasPrefix("argument type '"), m.contains("' does not conform to expected type '"), names.count >= 2
        {
            // `UIViewPropertyAnimator(duration: d, timingParameters: CurveProvider(…))`.
            let before = state
            conform(Self.bareType(names[0]), to: Self.bareType(names[1]))
            if state == before { boundPropertyConforming(d, line: line, to: Self.bareType(names[1])) }
        } else {
            return false
        }
        return true
    }

    /// The SDK class a stub property takes when the files pass its value where an SDK protocol
    /// is wanted: UIKit's own conforming class (harmless values: the ease in-out curve).
    static let sdkProtocolClasses: [String: String] = ["UITimingCurveProvider": "UICubicTimingParameters"]

    /// `let curve = configuration.timingCurveProvider` … `UIViewPropertyAnimator(duration: d,
    /// timingParameters: curve)` (DrawerKit, held-out 43): the argument at the column is a
    /// local bound to a stub property port typed by its guess; that property is of UIKit's
    /// class conforming to the wanted protocol (``sdkProtocolClasses``).
    mutating func boundPropertyConforming(_ d: Diagnostic, line: String, to proto: String) {
        guard let type = Self.sdkProtocolClasses[proto], let (name, _) = Self.word(at: d.column, in: line) else {
            return
        }
        guard let l = bindingLine(of: name, before: d) else { return }
        for (s, k) in properties(on: l) {
            guard case .property(let t, let optional) = stubs[s].members[k].kind, Self.isGuess(t) else { continue }
            stubs[s].members[k].kind = .property(type: type, optional: optional)
        }
    }

    /// The requirements of the SDK's protocols an app's class may adopt, as a stand-in
    /// declares them (harmless values: the ease in-out curve).
    static let sdkProtocolRequirements: [String: [String]] = [
        "UITimingCurveProvider": [
            "var timingCurveType: UITimingCurveType { .cubic }",
            "var cubicTimingParameters: UICubicTimingParameters? { UICubicTimingParameters() }",
            "var springTimingParameters: UISpringTimingParameters? { nil }"
        ],
        "UIViewControllerAnimatedTransitioning": [
            "func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.35 }",
            "func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) { transitionContext.completeTransition(true) }"
        ],
        "UIGestureRecognizerDelegate": [], "UIScrollViewDelegate": [], "UICollectionViewDelegate": [],
        "UIViewControllerTransitioningDelegate": [], "UINavigationControllerDelegate": [],
        "UIAdaptivePresentationControllerDelegate": [], "CAAnimationDelegate": []
    ]

    /// Class stub `name` passed where SDK protocol `proto` is expected conforms to it, with the
    /// protocol's requirements (an empty class would not).
    mutating func conform(_ name: String, to proto: String) {
        guard let s = appStubIndex(name), let requirements = Self.sdkProtocolRequirements[proto],
            !stubs[s].conformances.contains(proto)
        else { return }
        switch stubs[s].shape {
        case .plainClass, .subclass: break
        default: return
        }
        stubs[s].conformances.append(proto)
        for r in requirements {
            // The requirement's name (`var timingCurveType`, `func animateTransition(`).
            let words = r.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
            let member = words.count > 1 ? String(words[1]) : r
            stubs[s].members.removeAll { $0.name == member }
            stubs[s].members.append(Member(name: member, isStatic: false, kind: .overridden(declaration: r)))
        }
    }

    /// `switch settings.expandingStyle { case .fromCenter: … }` over a stub property whose
    /// type port guessed (a number, a class it made): the property is of an enum of its own
    /// (`PortStubExpandingStyle`), whose cases the next round learns from the `case` lines, so
    /// that the switch over exactly those cases is exhaustive.
    /// `case let .fixed(width, height):` (or `if case .visible(_, let insets) = options.style`)
    /// refused because the value matched is no enum: whatever port typed the property (a
    /// `CGSize` from a `.height` read elsewhere), binding a case's payload proves it an enum.
    mutating func patternEnumeration(_ d: Diagnostic, line: String) {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if let c = trimmed.range(of: "case "), let eq = trimmed.range(of: " = ", range: c.upperBound..<trimmed.endIndex)
        {
            var subject = trimmed[eq.upperBound...]
            if let end = subject.range(of: " else") ?? subject.range(of: "{") { subject = subject[..<end.lowerBound] }
            let pattern = trimmed[c.upperBound..<eq.lowerBound]
            switchedEnumeration(
                on: "switch \(subject) {", body: "switch \(subject) {\ncase \(pattern):\n}", patterns: true)
            return
        }
        for back in 1...40 where d.line - back >= 1 {
            let earlier = text(d.file, d.line - back)
            guard Self.containsWord(earlier, "switch") else { continue }
            switchedEnumeration(
                on: earlier,
                body: ([earlier] + (1..<60).map { text(d.file, d.line - back + $0) }).joined(separator: "\n"),
                patterns: true)
            return
        }
    }

    mutating func switchedEnumeration(on line: String, body: String, patterns: Bool = false) {
        guard let r = line.range(of: "switch ") else { return }
        var subject = String(line[r.upperBound...])
        if let brace = subject.lastIndex(of: "{") { subject = String(subject[..<brace]) }
        subject = subject.trimmingCharacters(in: .whitespaces)
        // The property switched on is the last one named (`a.b.style`).
        let last = subject.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).last.map(String.init)
        for (s, k) in properties(on: subject) where stubs[s].members[k].name == last {
            guard case .property(let t, let optional) = stubs[s].members[k].kind else { continue }
            if let e = appStubIndex(t), [.plainClass, .namespace, .enumeration].contains(stubs[e].shape) {
                makeEnumeration(t)
                addCases(switchedBy: body, to: t)
                continue
            }
            // A value type port chose is no enum either when the patterns bind payloads.
            guard Self.isGuess(t) || patterns && appStubIndex(t) == nil && !declared.contains(t) else { continue }
            let name = "PortStub" + (last ?? "").prefix(1).uppercased() + (last ?? "").dropFirst()
            if stubs.first(where: { $0.name == name }) == nil { stubs.append(Stub(name: name, shape: .enumeration)) }
            stubs[s].members[k].kind = .property(type: name, optional: optional)
            addCases(switchedBy: body, to: name)
        }
    }

    /// The cases of the first `switch … {` in `text` (`case .update(let p):` gives `update`
    /// with one payload element, `case .a, .b:` both), to the end of its braces: the cases an
    /// enum stub switched over there must have. A case the compiler would name one round at a
    /// time (or not at all, inside a closure it cannot type) is known at once.
    static func switchCases(in text: String) -> [(name: String, payload: Int?)] {
        var out: [(name: String, payload: Int?)] = []
        var depth = 0, started = false
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if !started {
                guard let r = line.range(of: "switch "), line[r.upperBound...].contains("{") else { continue }
                started = true
                depth =
                    line[r.upperBound...].filter { $0 == "{" }.count - line[r.upperBound...].filter { $0 == "}" }.count
                continue
            }
            if depth == 1, line.hasPrefix("case "), let colon = line.lastIndex(of: ":") {
                var level = 0, element = ""
                var elements: [String] = []
                for c in line[line.index(line.startIndex, offsetBy: 5)..<colon] {
                    if c == "(" { level += 1 } else if c == ")" { level -= 1 }
                    if c == ",", level == 0 {
                        elements.append(element)
                        element = ""
                    } else {
                        element.append(c)
                    }
                }
                elements.append(element)
                // `case let .fixed(width, height):` binds like `case .fixed(let width, let height):`.
                let patterns = elements.map { e -> String in
                    let t = e.trimmingCharacters(in: .whitespaces)
                    return t.hasPrefix("let ") || t.hasPrefix("var ")
                        ? String(t.dropFirst(4)).trimmingCharacters(in: .whitespaces) : t
                }
                for e in patterns where e.hasPrefix(".") {
                    let name = String(e.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                    guard !name.isEmpty, !out.contains(where: { $0.name == name }) else { continue }
                    let rest = e.dropFirst(1 + name.count)
                    out.append((name, rest.hasPrefix("(") ? rest.filter { $0 == "," }.count + 1 : nil))
                }
            }
            depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
            if depth <= 0 { break }
        }
        return out
    }

    /// Adds the cases `body`'s first switch names to enum stub `name` (unlabelled `Any?`
    /// payloads, typed by later rounds from their uses).
    mutating func addCases(switchedBy body: String, to name: String) {
        guard let e = appStubIndex(name), stubs[e].shape == .enumeration else { return }
        for c in Self.switchCases(in: body) where !stubs[e].members.contains(where: { $0.name == c.name }) {
            let payload = c.payload.map { Array(repeating: "_", count: $0) }
            stubs[e].members.append(Member(name: c.name, isStatic: false, kind: .enumCase(payload: payload)))
        }
    }

    /// `ambiguous use of 'frame'` on `line`: a member a subclass stub declares that its SDK
    /// superclass has too (learned while the stub was a plain class) is dropped, the
    /// superclass's is meant. True when one was.
    mutating func inheritedFromSDK(_ reference: String, on line: String) -> Bool {
        let name = String(reference.prefix { $0 != "(" })
        guard Self.containsWord(line, name) else { return false }
        var changed = false
        for s in stubs.indices {
            guard case .subclass(let base) = stubs[s].shape, Self.isAppleName(base) else { continue }
            let before = stubs[s].members.count
            stubs[s].members.removeAll { m in
                if case .overridden = m.kind { return false }
                return m.name == name
            }
            changed = changed || stubs[s].members.count != before
        }
        return changed
    }

    /// A stub method bound with `if let` (`if let handler = owner.pageSelected`, not called):
    /// an optional closure property of the type the compiler names (`(Any?) -> ()`), nil.
    mutating func optionalClosure(on line: String, type: String) {
        let closure = type.hasSuffix("-> ()") ? String(type.dropLast(2)) + "Void" : type
        for s in stubs.indices {
            for k in stubs[s].members.indices {
                let name = stubs[s].members[k].name
                guard case .method = stubs[s].members[k].kind, Self.containsWord(line, name),
                    !line.contains(name + "("), stubs[s].returns[name] == nil
                else { continue }
                stubs[s].members[k].kind = .property(type: closure, optional: true)
            }
        }
    }

    /// `optional type 'CGFloat?' cannot be used as a boolean` at `column` of `line`: the stub
    /// property read there (the last name of the expression starting at the column), a
    /// guessed number, is a `Bool`.
    mutating func conditionFlag(on line: String, column: Int) {
        let start = line.index(line.startIndex, offsetBy: max(0, min(column - 1, line.count)))
        let expression = line[start...].prefix { $0.isLetter || $0.isNumber || "_.!?".contains($0) }
        guard let last = expression.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).last else {
            return
        }
        for (s, k) in properties(on: String(expression)) where stubs[s].members[k].name == last {
            guard case .property(let t, _) = stubs[s].members[k].kind, Self.isGuess(t) else { continue }
            stubs[s].members[k].kind = .property(type: "Bool", optional: false)
        }
    }

    /// The stub methods whose call `line` compares with `true` or `false` (`x.m?() != false`,
    /// `true == x.m()`), which port first wrote returning nothing: they return a `Bool`.
    mutating func comparedWithBool(on line: String) {
        let call = #"\.([A-Za-z_][A-Za-z0-9_]*)[?!]?\([^()]*\)[?!]?\s*[!=]=\s*(true|false)\b"#
        let reversed = #"\b(true|false)\s*[!=]=\s*[^=]*?\.([A-Za-z_][A-Za-z0-9_]*)[?!]?\([^()]*\)"#
        var names: Set<String> = []
        for (pattern, group) in [(call, 1), (reversed, 2)] {
            guard let re = try? NSRegularExpression(pattern: pattern) else { continue }
            let ns = line as NSString
            for match in re.matches(in: line, range: NSRange(location: 0, length: ns.length)) {
                names.insert(ns.substring(with: match.range(at: group)))
            }
        }
        for s in stubs.indices {
            for m in stubs[s].members where names.contains(m.name) {
                guard case .method = m.kind, [nil, "()", "Void"].contains(stubs[s].returns[m.name]) else { continue }
                stubs[s].returns[m.name] = "Bool"
            }
        }
    }

    /// The method whose call `m!(` the compiler refuses at `d`'s column (a requirement, not
    /// optional here): written `m(` in the copy, like `m?(` on a stubbed protocol's.
    mutating func requiredCall(_ d: Diagnostic, line: String) {
        let bang = line.index(line.startIndex, offsetBy: max(0, min(d.column - 1, line.count)))
        let name = String(
            line[..<bang].reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())
        guard !name.isEmpty, line.contains("." + name + "!(") else { return }
        optionalCalls[d.file, default: [:]][d.line, default: []].insert(name)
    }

    /// `let board = cell.snapshotView!` where `cell` is a stand-in subclass of an SDK class
    /// (bound with `as! BoardCell` up to 25 lines before, the cast perhaps on a line the binding
    /// continues on, or cast on the line): the app's cell
    /// declares a property whose base name is one of the SDK class's methods
    /// (`snapshotView(afterScreenUpdates:)`), so the compiler found the method and says it
    /// cannot be force-unwrapped. The stand-in declares the property, typed by its name (a view
    /// when the name says nothing) and implicitly unwrapped, as the `!` asks (Puzzil,
    /// held-out 44). True when it did.
    mutating func propertySharingAnInheritedMethodsName(_ d: Diagnostic, line: String) -> Bool {
        let chars = Array(line)
        let bang = max(0, min(d.column - 1, chars.count))
        var i = bang
        while i > 0, chars[i - 1].isLetter || chars[i - 1].isNumber || chars[i - 1] == "_" { i -= 1 }
        let name = String(chars[i..<bang])
        guard !name.isEmpty, i > 0, chars[i - 1] == ".", bang < chars.count, chars[bang] == "!",
            bang + 1 == chars.count || chars[bang + 1] != "("
        else { return false }
        // The receiver: a cast on the line (`(x as! BoardCell).name!`) or a name bound earlier.
        let head = String(chars[..<(i - 1)])
        let receiver = String(head.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())
        var source = head
        if !receiver.isEmpty {
            for back in 1...25 where d.line - back >= 1 {
                let earlier = text(d.file, d.line - back)
                if Self.containsWord(earlier, "func") { break }
                if earlier.contains("let \(receiver) =") || earlier.contains("var \(receiver) =") {
                    // With the lines it continues on (`let cell = list\n.cellForItem(at: i) as! Cell`).
                    source = (d.line - back..<d.line).map { text(d.file, $0) }.joined(separator: "\n")
                    break
                }
            }
        }
        for s in stubs.indices {
            guard case .subclass = stubs[s].shape, !stubs[s].members.contains(where: { $0.name == name }),
                ["as! ", "as? ", "as!", "as?"].contains(where: { source.contains($0 + stubs[s].name) })
            else { continue }
            let type = Self.type(forMember: name) ?? "UIView"
            stubs[s].members.append(Member(name: name, isStatic: false, kind: .property(type: type, optional: true)))
            return true
        }
        return false
    }

    /// Stub `name`, referenced `weak`, is a class: an alias of an SDK class becomes its
    /// subclass (it is passed where that class is expected), an alias of anything else or an
    /// enum a plain class.
    mutating func weakReferencedClass(_ name: String) {
        guard let s = appStubIndex(name) else { return }
        switch stubs[s].shape {
        case .alias(let type):
            let base = Self.bareType(type)
            stubs[s].shape = Self.isAppleClass(base) ? .subclass(base) : .plainClass
        case .enumeration, .namespace:
            stubs[s].shape = .plainClass
        default: return
        }
    }

    /// `guard let view = owner.imageView` then `view.alpha = 0`, refused because `view` is a
    /// `let` constant: the stub property bound there (up to 25 lines before, its type guessed
    /// a number) holds an object, a stub class of its own whose members the next rounds learn.
    mutating func assignedBinding(_ x: String, before d: Diagnostic) {
        for back in 1...25 where d.line - back >= 1 {
            let earlier = text(d.file, d.line - back)
            guard let r = earlier.range(of: "let " + x) ?? earlier.range(of: "var " + x),
                let eq = earlier[r.upperBound...].firstIndex(of: "=")
            else { continue }
            let value = String(earlier[earlier.index(after: eq)...])
            for (s, k) in properties(on: value) {
                let m = stubs[s].members[k]
                // A number here is port's guess whatever the name says: a number has no property to assign.
                guard case .property("CGFloat", let optional) = m.kind else { continue }
                let name = "PortStub" + m.name.prefix(1).uppercased() + m.name.dropFirst()
                if stubs.first(where: { $0.name == name }) == nil {
                    stubs.append(Stub(name: name, shape: .plainClass))
                }
                stubs[s].members[k].kind = .property(type: name, optional: optional)
            }
            return
        }
    }
}

extension PortStubs {
    /// The superclass of the SDK's classes whose extensions port stubs members on, where
    /// the files use both a class and its subclass (a gesture recognizer and an edge-pan one).
    static let sdkSuperclasses: [String: String] = [
        "UIScreenEdgePanGestureRecognizer": "UIPanGestureRecognizer", "UIPanGestureRecognizer": "UIGestureRecognizer",
        "UITapGestureRecognizer": "UIGestureRecognizer", "UILongPressGestureRecognizer": "UIGestureRecognizer",
        "UIPinchGestureRecognizer": "UIGestureRecognizer", "UISwipeGestureRecognizer": "UIGestureRecognizer",
        "UIRotationGestureRecognizer": "UIGestureRecognizer", "UIImageView": "UIView", "UILabel": "UIView",
        "UIScrollView": "UIView", "UIControl": "UIView", "UIVisualEffectView": "UIView", "UIStackView": "UIView",
        "UIWindow": "UIView", "UICollectionReusableView": "UIView", "UICollectionViewCell": "UICollectionReusableView",
        "UITableViewCell": "UIView", "UINavigationBar": "UIView", "UITabBar": "UIView", "UIButton": "UIControl",
        "UISwitch": "UIControl", "UISlider": "UIControl", "UIPageControl": "UIControl", "UITextField": "UIControl",
        "UICollectionView": "UIScrollView", "UITableView": "UIScrollView", "UITextView": "UIScrollView",
        "UINavigationController": "UIViewController", "UITabBarController": "UIViewController",
        "UIPageViewController": "UIViewController", "UICollectionViewController": "UIViewController",
        "UITableViewController": "UIViewController", "UICollectionViewFlowLayout": "UICollectionViewLayout",
        "CAShapeLayer": "CALayer", "CAGradientLayer": "CALayer", "CAReplicatorLayer": "CALayer",
        "CATransformLayer": "CALayer"
    ]

    /// `type` and its SDK superclasses, nearest first.
    static func sdkLineage(_ type: String) -> [String] {
        var out = [type]
        while let up = sdkSuperclasses[out[out.count - 1]], !out.contains(up) { out.append(up) }
        return out
    }

    /// The SDK class whose extension gets member `name` the files use on `owner`: an
    /// ancestor whose extension has it already (a subclass inherits it; a second declaration
    /// in the subclass's extension would clash), else `owner`, taking the member over from
    /// the extensions of its subclasses.
    mutating func extensionOwner(_ name: String, of owner: String) -> String {
        let lineage = Self.sdkLineage(owner)
        for up in lineage.dropFirst()
        where stubs.contains(where: {
            $0.name == up && $0.shape == .sdkExtension && $0.members.contains { $0.name == name }
        }) {
            return up
        }
        for s in stubs.indices where stubs[s].shape == .sdkExtension && stubs[s].name != owner {
            guard Self.sdkLineage(stubs[s].name).contains(owner),
                let k = stubs[s].members.firstIndex(where: { $0.name == name })
            else { continue }
            let moved = stubs[s].members.remove(at: k)
            if let r = stubs[s].returns.removeValue(forKey: name) { stubs[stubIndexMaking(owner)].returns[name] = r }
            let o = stubIndexMaking(owner)
            if !stubs[o].members.contains(where: { $0.name == name }) { stubs[o].members.append(moved) }
        }
        return owner
    }

    /// The index of the extension stub of SDK type `owner`, made when first needed.
    mutating func stubIndexMaking(_ owner: String) -> Int {
        if let i = stubs.firstIndex(where: { $0.name == owner && $0.shape == .sdkExtension }) { return i }
        stubs.append(Stub(name: owner, shape: .sdkExtension))
        return stubs.count - 1
    }

    /// The protocol stub named `name` (its last component, or whole), in which the files nest a
    /// type through an extension, becomes a class: only a nominal type holds nested types.
    mutating func nestingProtocolIsAClass(_ name: String) {
        guard
            let s = stubs.firstIndex(where: {
                $0.shape == .protocolType && ($0.name == name || $0.name.hasSuffix("." + name))
            })
        else { return }
        stubs[s].shape = .plainClass
    }

    /// The `case .x:` at `d` of a `switch` over a stub property typed `Bool`: that property
    /// becomes a stand-in enumeration with the switch's cases. True when it did.
    mutating func switchedFlag(_ d: Diagnostic, line: String) -> Bool {
        let before = state
        patternEnumeration(d, line: line)
        return state != before
    }
}
