import Foundation

extension PortStubs {
    /// Apple's value types whose names look like classes' (an extension of a struct cannot
    /// delegate to an `init()` port knows of).
    static let appleValueTypes: Set<String> = [
        "UIEdgeInsets", "UIOffset", "UIRectEdge", "NSRange", "NSDirectionalEdgeInsets", "CATransform3D",
        "UIFloatRange", "NSIndexPath", "IndexPath",
        // Structs in Swift (`String` raw values): a helper's key is retyped, never subclassed.
        "UITransitionContextViewControllerKey", "UITransitionContextViewKey"
    ]

    /// True for an Apple class an extension can give a convenience initializer (UIKit's,
    /// Core Animation's, Foundation's `NS` classes).
    static func isAppleClass(_ name: String) -> Bool {
        guard isAppleName(name), !appleValueTypes.contains(name) else { return false }
        return name.hasPrefix("UI") || name.hasPrefix("CA") || name.hasPrefix("NS")
    }

    /// The calls `Name(` on `line` (a type's initializer: an uppercase name not after a dot),
    /// with the offset of their name.
    static func constructorCalls(in line: String) -> [(name: String, offset: Int)] {
        var out: [(String, Int)] = []
        let chars = Array(line)
        var i = 0
        while i < chars.count {
            guard chars[i].isUppercase,
                i == 0
                    || !(chars[i - 1].isLetter || chars[i - 1].isNumber || chars[i - 1] == "_" || chars[i - 1] == ".")
            else {
                i += 1
                continue
            }
            var j = i
            while j < chars.count, chars[j].isLetter || chars[j].isNumber || chars[j] == "_" { j += 1 }
            if j < chars.count, chars[j] == "(" { out.append((String(chars[i..<j]), i)) }
            i = j
        }
        return out
    }

    /// `UIImageView(baseImageView: v, frame: f)` where the SDK class has no such initializer
    /// (`extra argument 'baseImageView' in call`, an incorrect label, arguments to a call that
    /// takes none): the app's convenience initializer in an extension it did not give, or
    /// UIKit's that the SDK lacks; stubbed in an extension of the class, delegating to the
    /// initializer that takes nothing (or those ``requiredArguments`` lists), and reported as
    /// stubbed on an SDK type. The call is the last one that starts before the error's column.
    mutating func addSDKInitializer(_ d: Diagnostic, line: String) {
        guard
            let call = Self.constructorCalls(in: line).last(where: { $0.offset < max(d.column - 1, 1) }),
            Self.isAppleClass(call.name), isExtensible(call.name), appStubIndex(call.name) == nil,
            let args = Self.callArguments(
                of: call.name, in: String(line.dropFirst(call.offset))), !args.isEmpty
        else { return }
        let s = stubIndexMaking(call.name)
        stubs[s].initializers = Self.adding(registeringParameters(args), to: stubs[s].initializers)
    }
}

extension PortStubs {
    /// `x.handler = { state in … }` (`cannot assign value of type '(_) -> Void' to type 'CGFloat'`;
    /// `body` is the line with the lines after it):
    /// the stub property `x.handler`, of type `type` so far, is a closure of the arity the
    /// assigned one has, each parameter typed as a closure argument's would be (a parameter the
    /// closure switches on is an enum stub of its own).
    mutating func closureProperty(on line: String, body: String, assignedTo type: String) {
        guard let eq = line.range(of: "= {"), let brace = body.range(of: "= {") else { return }
        // Read over the closure's next lines (`switch state {` is on one of them).
        let closure = Self.closure(body, at: body.index(before: brace.upperBound), label: "_")
        guard let declaration = registeringParameters([closure]).first,
            let r = declaration.range(of: "@escaping ")
        else { return }
        // The enum a parameter switched on is of has the cases the switch names.
        if let r = declaration.range(of: "(PortStub"), let end = declaration[r.upperBound...].firstIndex(of: ")") {
            addCases(switchedBy: String(body[brace.upperBound...]), to: "PortStub" + declaration[r.upperBound..<end])
        }
        let head = String(line[..<eq.lowerBound])
        for (s, k) in properties(on: head) {
            guard case .property(let t, _) = stubs[s].members[k].kind, t == Self.bareType(type) else { continue }
            stubs[s].members[k].kind = .property(type: String(declaration[r.upperBound...]), optional: true)
        }
    }

    /// `case .update(let progress):` (a stubbed enum's case with an `Any?` payload) and then
    /// `update(progress)` where a `CGFloat` is expected: that payload element becomes a `type`.
    /// The binding is looked for up to 25 lines before the diagnostic.
    mutating func typePayloadBinding(used line: String, before d: Diagnostic, type: String) {
        guard !type.contains("_"), !type.contains("<<") else { return }
        for back in 0...25 where d.line - back >= 1 {
            let earlier = text(d.file, d.line - back)
            // `case .fixed(let w, let h):` or `case let .fixed(w, h):`.
            guard earlier.contains("case .") || earlier.contains("case let ."), earlier.contains("let ") else {
                continue
            }
            for s in stubs.indices where stubs[s].shape == .enumeration {
                for k in stubs[s].members.indices {
                    guard case .enumCase(let payload?) = stubs[s].members[k].kind,
                        let args = Self.callArguments(of: stubs[s].members[k].name, in: earlier),
                        args.count == payload.count
                    else { continue }
                    var typed = payload
                    for (i, a) in args.enumerated() {
                        let bound = a.text.replacingOccurrences(of: "let ", with: "").replacingOccurrences(
                            of: "var ", with: ""
                        ).trimmingCharacters(in: .whitespaces)
                        guard Self.containsWord(line, bound), Self.payloadParts(payload[i]).type == "Any?" else {
                            continue
                        }
                        typed[i] = "\(Self.payloadParts(payload[i]).label): \(type)"
                    }
                    if typed != payload {
                        stubs[s].members[k].kind = .enumCase(payload: typed)
                        return
                    }
                }
            }
        }
    }
}

extension PortStubs {
    /// `for animation in animator.auxAnimations(x)` (or a variable bound to such a call): the
    /// stub method returns an array of what the loop variable's name suggests, else of a stub
    /// class of its own (`PortStubAnimation`) whose members the next rounds learn.
    mutating func iteratedReturn(on line: String, before d: Diagnostic) {
        guard let element = loopVariableElement(on: line) else { return }
        setReturn(on: line + bindingsUsed(by: line, before: d), type: "[" + element + "]", aka: "")
    }

    /// The element type of the `for x in …` loop on `line`, from its variable: the type its
    /// name says, else a class stand-in named for it (`PortStubDetent`, made here); nil for a
    /// loop over a pattern (`for (i, v) in`).
    mutating func loopVariableElement(on line: String) -> String? {
        guard let r = line.range(of: "for "), let inRange = line[r.upperBound...].range(of: " in ") else { return nil }
        let variable = line[r.upperBound..<inRange.lowerBound].trimmingCharacters(in: .whitespaces)
        guard !variable.isEmpty, variable.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        if let named = Self.type(forMember: variable) { return named }
        let element = "PortStub" + variable.prefix(1).uppercased() + variable.dropFirst()
        if stub(element) == nil { stubs.append(Stub(name: element, shape: .plainClass)) }
        return element
    }
}

extension PortStubs {
    /// A stub method returning a stub port made for its result (`PortStubKey`, from a use as
    /// an object or an enum) whose value goes where an SDK type is expected (`cannot convert
    /// value of type 'PortStubKey?' to expected argument type 'UITransitionContextViewControllerKey'`):
    /// it returns that type. `text` holds the line and the bindings it uses. True when one did.
    mutating func retypeReturn(on text: String, from: String, to: String) -> Bool {
        let made = Self.bareType(from)
        guard made.hasPrefix("PortStub"), !to.contains("_"), !to.contains("<<"), Self.bareType(to) != made else {
            return false
        }
        var changed = false
        for s in stubs.indices {
            for (method, type) in stubs[s].returns
            where Self.bareType(type) == made && Self.callArguments(of: method, in: text) != nil {
                stubs[s].returns[method] = Self.bareType(to) + "!"
                changed = true
            }
        }
        return changed
    }
}

extension PortStubs {
    /// `Selector(Swipe.handle(_:))` that the compiler finds ambiguous: the SDK's superclass has
    /// a method of that name too (`UIPercentDrivenInteractiveTransition.handle(_:)`, the host's
    /// events). The reference is compiled with the type of the files' own method, read from its
    /// declaration (`Swipe.handle(_:) as (Swipe) -> (UIGestureRecognizer) -> Void`).
    mutating func typeSelector(_ d: Diagnostic, line: String) {
        guard let open = line.range(of: "Selector(") else { return }
        var depth = 1, end = open.upperBound
        while end < line.endIndex, depth > 0 {
            if line[end] == "(" { depth += 1 } else if line[end] == ")" { depth -= 1 }
            if depth > 0 { end = line.index(after: end) }
        }
        let reference = String(line[open.upperBound..<end])
        guard let paren = reference.firstIndex(of: "("), let dot = reference[..<paren].lastIndex(of: "."),
            !reference.contains(" as ")
        else { return }
        let owner = String(reference[..<dot]), method = String(reference[reference.index(after: dot)..<paren])
        let labels = reference[reference.index(after: paren)...].filter { $0 == ":" }.count
        guard let signature = methodSignature(method, parameters: labels) else { return }
        selectorTypes[d.file, default: [:]][d.line, default: [:]][reference] =
            "\(reference) as (\(owner)) -> (\(signature.parameters.joined(separator: ", "))) -> \(signature.result)"
    }

    /// The parameter types and result of the files' method `name` with `count` parameters
    /// (`func handle(_ g: UIGestureRecognizer)` → `UIGestureRecognizer`, `Void`), from its
    /// declaration's line.
    func methodSignature(_ name: String, parameters count: Int) -> (parameters: [String], result: String)? {
        for line in allText.split(separator: "\n") {
            guard let r = line.range(of: "func " + name + "(") else { continue }
            var depth = 1, i = r.upperBound, current = "", parts: [String] = []
            while i < line.endIndex, depth > 0 {
                let c = line[i]
                if c == "(" || c == "[" || c == "<" { depth += 1 }
                if c == ")" || c == "]" || c == ">" { depth -= 1 }
                if depth == 1, c == "," {
                    parts.append(current)
                    current = ""
                } else if depth > 0 {
                    current.append(c)
                }
                i = line.index(after: i)
            }
            if !current.trimmingCharacters(in: .whitespaces).isEmpty { parts.append(current) }
            let types = parts.compactMap { p -> String? in
                guard let colon = p.firstIndex(of: ":") else { return nil }
                let t = p[p.index(after: colon)...].split(separator: "=").first ?? ""
                return t.trimmingCharacters(in: .whitespaces)
            }
            guard types.count == count, types.count == parts.count else { continue }
            let rest = line[i...]
            var result = "Void"
            if let arrow = rest.range(of: "->") {
                let r = rest[arrow.upperBound...].prefix { $0 != "{" }.trimmingCharacters(in: .whitespaces)
                if !r.isEmpty { result = r }
            }
            return (types, result)
        }
        return nil
    }
}

extension PortStubs {
    /// `parameters` of stub method `name` with each `Any?` parameter that some call of the
    /// files passes a closure to (`show(animated: true) { … }` after `show(animated: false,
    /// completion: nil)` made it `completion: Any?`) typed as an optional closure, so the stand-in
    /// calls it: an animator that completes its transition in that closure would otherwise
    /// never complete. A closure taking one parameter gets `true` (a completion's `finished`).
    func closureTyped(_ parameters: [String], method name: String) -> [String] {
        guard parameters.contains(where: { $0.hasSuffix(": Any?") }) else { return parameters }
        var out = parameters
        // Not a declaration of a function of that name (`private func dismiss(with v: CGPoint) {`:
        // its body's brace is no trailing closure).
        for line in allText.split(separator: "\n") where line.contains(name) && !line.contains("func " + name + "(") {
            guard let args = Self.callArguments(of: name, in: String(line)), args.count == out.count else { continue }
            for (i, a) in args.enumerated()
            where a.isClosure && out[i].hasSuffix(": Any?") && (a.label == "_" || a.label == Self.label(out[i])) {
                let type: String
                switch a.closureArity {
                case 0: type = "(() -> Void)?"
                case 1: type = "((Bool) -> Void)?"
                default: continue
                }
                out[i] = String(out[i].dropLast(4)) + type
            }
        }
        return out
    }
}

extension PortStubs {
    /// `Options { o in o.duration = transitionDuration(using: c) }`: the app's initializer or
    /// method runs its closure before it returns (a configuring closure), so the file calls
    /// `self`'s methods in it without `self.`, which only a non-escaping closure allows. The
    /// stub's closure parameters, `@escaping` by default, lose it for the call whose trailing
    /// closure opens on one of the 12 lines up to the diagnostic's. True when one changed.
    mutating func nonEscapingTrailingClosure(before d: Diagnostic) -> Bool {
        var changed = false
        for back in 0..<12 where d.line - back >= 1 {
            let earlier = text(d.file, d.line - back)
            guard earlier.contains("{") else { continue }
            for s in stubs.indices {
                let last = stubs[s].name.split(separator: ".").last.map(String.init) ?? stubs[s].name
                if let args = Self.callArguments(of: last, in: earlier), args.last?.isClosure == true {
                    let unescaped = stubs[s].initializers.map(Self.withoutEscaping)
                    changed = changed || unescaped != stubs[s].initializers
                    stubs[s].initializers = unescaped
                }
                for k in stubs[s].members.indices {
                    guard case .method(let overloads) = stubs[s].members[k].kind,
                        let args = Self.callArguments(of: stubs[s].members[k].name, in: earlier),
                        args.last?.isClosure == true
                    else { continue }
                    let unescaped = overloads.map(Self.withoutEscaping)
                    changed = changed || unescaped != overloads
                    stubs[s].members[k].kind = .method(overloads: unescaped)
                }
            }
            if changed { return true }
        }
        return false
    }

    /// Parameter declarations `p` with no `@escaping`.
    static func withoutEscaping(_ p: [String]) -> [String] {
        p.map { $0.replacingOccurrences(of: "@escaping ", with: "") }
    }
}
