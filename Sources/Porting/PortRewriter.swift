/// The mechanical rewrites `host-cli port` applies to copies of iOS source files so that Swift
/// on Linux, which has no Objective-C runtime and no Interface Builder, compiles them against
/// the SDK. Each rewrite keeps the code's meaning on this host:
///
/// - Objective-C and Interface Builder attributes and `dynamic` go (they only expose code to a
///   runtime that does not exist here); the lines keep their numbers.
/// - `#selector(m)` becomes `Selector(Type.m)`, an unbound method reference that the SDK's
///   target/action APIs (gesture recognizers, `addTarget`, timers, display links, notification
///   observers) call on their target, so the same method runs.
/// - Calls of UIKit's optional protocol requirements (`delegate?.animationDidStop?(…)`) lose
///   their `?`: the SDK declares those requirements with default implementations.
/// - A method declared in an extension of a class of these files and overridden by a subclass
///   moves into the class's body (Swift overrides only what the class body declares).
/// - `import UIKit.UIGeometry` (a UIKit or QuartzCore submodule, or `import class UIKit.UIView`)
///   becomes `import UIKit`: the SDK's frameworks are Swift modules without those submodules.
/// - `import os`, `import os.log`, `import os.signpost` and `import OSLog` go; the SDK's
///   `os_log`, `OSLog`, `Logger` and `os_signpost` write to the host's log.
/// - A file that uses UIKit or Core Animation types but imports only Foundation gets
///   `import UIKit` (on iOS a framework's umbrella header brings it).
/// - A file that uses `URLSession`, `URLRequest` or `URLResponse` imports
///   `FoundationNetworking`, where Linux's Foundation keeps them.
/// - Swift 3 and 4 constants that were numbers then (`UIScrollViewDecelerationRateNormal`, a
///   `CGFloat`) get `.rawValue` where the code uses them as numbers
///   (PortRewriter+NumericConstants.swift).
/// - A `private` class port makes a plugin of becomes internal, and `@MainActor` on the files'
///   declarations goes (PortRewriter+AccessAndIsolation.swift).
public struct PortRewriter: Sendable {
    /// A file to port: its name (for the report) and contents.
    public struct File: Sendable {
        /// The path as the user gave it.
        public var path: String
        /// The contents.
        public var source: String
        /// A file for ``PortRewriter/rewrite(_:)``.
        public init(path: String, source: String) {
            self.path = path
            self.source = source
        }
    }

    /// A ported file.
    public struct Result: Sendable {
        /// The path as the user gave it.
        public var path: String
        /// The rewritten contents.
        public var source: String
        /// What changed, in line order.
        public var rewrites: [PortRewrite]
    }

    /// The attributes that exist only for the Objective-C runtime.
    static let objcAttributes: Set<String> = ["@objc", "@objcMembers", "@nonobjc", "@GKInspectable"]
    /// The attributes that exist only for Interface Builder.
    static let interfaceBuilderAttributes: Set<String> = [
        "@IBAction", "@IBOutlet", "@IBInspectable", "@IBDesignable", "@IBSegueAction"
    ]
    /// UIKit's and Core Animation's optional protocol requirements that transition code calls
    /// with `?(`; the SDK declares each with a default implementation.
    static let optionalRequirements: Set<String> = [
        "animationEnded", "interruptibleAnimator", "animationController", "interactionControllerForPresentation",
        "interactionControllerForDismissal", "presentationController", "navigationController", "tabBarController",
        "gestureRecognizerShouldBegin", "gestureRecognizer", "animationDidStart", "animationDidStop",
        "dynamicAnimatorDidPause", "dynamicAnimatorWillResume", "collisionBehavior", "completionSpeed",
        "completionCurve", "wantsInteractiveStart", "startInteractiveTransition", "transitionWillBegin",
        "transitionDidEnd", "scrollViewDidScroll", "scrollViewWillBeginDragging", "scrollViewDidEndDragging",
        "adaptivePresentationStyle", "presentationControllerDidDismiss", "presentationControllerWillDismiss",
        "collectionView", "tableView", "viewControllerForKey", "animateAlongsideTransition",
        // UIViewImplicitlyAnimating's: a property animator handed out as the protocol.
        "addAnimations", "addCompletion", "continueAnimation",
        "scrollViewDidZoom", "scrollViewWillEndDragging", "scrollViewWillBeginDecelerating",
        "scrollViewDidEndDecelerating", "scrollViewDidEndScrollingAnimation", "viewForZooming"
    ]
    /// The modules that give `os_log` and `Logger` on Apple's systems.
    static let logModules: Set<String> = ["os", "os.log", "os.signpost", "OSLog"]
    /// The modules after which UIKit's types are in scope.
    static let uikitModules: Set<String> = ["UIKit", "QuartzCore", "AnimatorABI", "SwiftUI"]

    /// A rewriter.
    public init() {}

    /// Ports `files` together (a method moved for an override may cross files).
    public func rewrite(_ files: [File]) -> [Result] {
        let scans = files.map { SwiftDeclarations($0.source) }
        var edits = Array(repeating: [SourceEdit](), count: files.count)
        var rewrites = Array(repeating: [PortRewrite](), count: files.count)
        let requirements = scans.map(optionalRequirements)
        let optionalNames = Self.optionalRequirements.union(requirements.joined().map(\.name))
        let ownProperties = Self.declaredPropertyNames(scans)
        for (f, scan) in scans.enumerated() {
            localRewrites(scan, optionalNames: optionalNames, edits: &edits[f], rewrites: &rewrites[f])
            optionalRequirementEdits(scan, requirements[f], edits: &edits[f], rewrites: &rewrites[f])
            foundationNetworkingImport(scan, edits: &edits[f], rewrites: &rewrites[f])
            mainActorEdits(scan, edits: &edits[f], rewrites: &rewrites[f])
            numericConstantEdits(scan, ownNames: ownProperties, edits: &edits[f], rewrites: &rewrites[f])
            concreteExistentialEdits(scan, edits: &edits[f], rewrites: &rewrites[f])
            keyPathEdits(scan, edits: &edits[f], rewrites: &rewrites[f])
            keyValueObserverEdits(scan, edits: &edits[f], rewrites: &rewrites[f])
        }
        moveOverriddenExtensionMembers(scans, edits: &edits, rewrites: &rewrites)
        privateClassEdits(scans, edits: &edits, rewrites: &rewrites)
        // The code without its comments and spacing: equal for a library's file and the copy
        // of it an example app holds, which differ in their header comments.
        let code = scans.map { scan in scan.significant.map { scan.text($0) }.joined(separator: " ") }
        return files.indices.map { f in
            if !code[f].isEmpty, let g = code.indices.first(where: { $0 < f && code[$0] == code[f] }) {
                return Self.leftOut(files[f], sameAs: files[g].path)
            }
            return Result(
                path: files[f].path, source: SourceEdit.apply(edits[f], to: scans[f].lexer.bytes),
                rewrites: rewrites[f].sorted { $0.line < $1.line })
        }
    }

    /// `file`, whose declarations are those of the earlier file `other`, as compiled: every
    /// line a comment (so no line moves and nothing is declared twice), and the report says so.
    static func leftOut(_ file: File, sameAs other: String) -> Result {
        let lines = file.source.split(separator: "\n", omittingEmptySubsequences: false)
        return Result(
            path: file.path,
            source: lines.map { $0.isEmpty ? "" : "// " + $0 }.joined(separator: "\n"),
            rewrites: [
                PortRewrite(
                    kind: .duplicateFile, line: 1, before: "the whole file",
                    after: "left out: the same declarations as \(other) (comments aside), which is compiled")
            ])
    }

    /// The rewrites that need only one file.
    private func localRewrites(
        _ scan: SwiftDeclarations, optionalNames: Set<String>, edits: inout [SourceEdit],
        rewrites: inout [PortRewrite]
    ) {
        let tokens = scan.tokens
        let sig = scan.significant
        var imports: [(module: String, first: Int, last: Int)] = []
        var usesUIKit = false
        var k = 0
        while k < sig.count {
            let i = sig[k]
            let t = scan.text(i)
            let token = tokens[i]
            switch token.kind {
            case .attribute where Self.objcAttributes.contains(t) || Self.interfaceBuilderAttributes.contains(t):
                let (edit, rewrite) = attributeRemoval(scan, sig, at: k)
                edits.append(edit)
                rewrites.append(rewrite)
            case .identifier where t == "dynamic" && k + 1 < sig.count && isDeclarationStart(scan.text(sig[k + 1])):
                let end = spacesAfter(token.end, scan)
                rewrites.append(PortRewrite(kind: .dynamicModifier, line: token.line, before: "dynamic", after: ""))
                edits.append(SourceEdit(start: token.start, end: end, text: ""))
            case .pound where t == "#if" || t == "#elseif":
                for (edit, rewrite) in platformConditions(scan, sig, at: k) {
                    edits.append(edit)
                    rewrites.append(rewrite)
                }
            case .pound where t == "#selector":
                if let (edit, rewrite, next) = selector(scan, sig, at: k) {
                    edits.append(edit)
                    rewrites.append(rewrite)
                    k = next
                    continue
                }
            case .punctuation where t == "?":
                if let (callEdits, rewrite) = optionalRequirementCall(scan, sig, at: k, names: optionalNames) {
                    edits += callEdits
                    rewrites.append(rewrite)
                }
            case .identifier where t == "import" && isLineStart(i, scan):
                let (module, last) = importedModule(scan, sig, at: k)
                imports.append((module, i, sig[min(last, sig.count - 1)]))
                if Self.logModules.contains(module) {
                    let end = tokens[sig[min(last, sig.count - 1)]].end
                    rewrites.append(
                        PortRewrite(kind: .osLog, line: token.line, before: slice(scan, token.start, end), after: ""))
                    edits.append(SourceEdit(start: token.start, end: end, text: ""))
                } else if let umbrella = Self.umbrellaOfSubmodule(module) {
                    let end = tokens[sig[min(last, sig.count - 1)]].end
                    rewrites.append(
                        PortRewrite(
                            kind: .submoduleImport, line: token.line, before: slice(scan, token.start, end),
                            after: "import " + umbrella))
                    edits.append(SourceEdit(start: token.start, end: end, text: "import " + umbrella))
                }
                k = last + 1
                continue
            case .identifier where !usesUIKit:
                if (t.hasPrefix("UI") || t.hasPrefix("CA")) && t.count > 2 && t.dropFirst(2).first?.isUppercase == true
                {
                    usesUIKit = true
                }
            default: break
            }
            k += 1
        }
        let modules = Set(imports.map { $0.module.split(separator: ".").first.map(String.init) ?? $0.module })
        if usesUIKit, modules.isDisjoint(with: Self.uikitModules) {
            // On the line of the first import (or the first code), so no line number moves.
            let at = imports.first.map { tokens[$0.first].start } ?? sig.first.map { tokens[$0].start } ?? 0
            let line = imports.first.map { tokens[$0.first].line } ?? sig.first.map { tokens[$0].line } ?? 1
            rewrites.append(PortRewrite(kind: .uikitImport, line: line, before: "", after: "import UIKit"))
            edits.append(SourceEdit(start: at, end: at, text: "import UIKit; "))
        }
    }

    /// `.name?(` → `.name(` for UIKit's optional requirements, at the `?` (significant index `k`).
    /// On iOS the call's result is optional (the requirement may be missing); here it is not,
    /// so a result bound by `let`/`var`/`if let`/`guard let` keeps its optional type with
    /// `as Optional` after the call — the code then unwraps and chains on it as written
    /// (`let a = animator.interruptibleAnimator?(using: c)`, later `a?.startAnimation()`).
    private func optionalRequirementCall(_ scan: SwiftDeclarations, _ sig: [Int], at k: Int, names: Set<String>)
        -> ([SourceEdit], PortRewrite)?
    {
        let tokens = scan.tokens, token = tokens[sig[k]]
        guard k >= 2, k + 1 < sig.count, scan.text(sig[k + 1]) == "(", tokens[sig[k + 1]].start == token.end,
            tokens[sig[k - 1]].kind == .identifier, tokens[sig[k - 1]].end == token.start,
            names.contains(scan.text(sig[k - 1])), scan.text(sig[k - 2]) == "."
        else { return nil }
        let name = scan.text(sig[k - 1])
        var edits = [SourceEdit(start: token.start, end: token.end, text: "")]
        let close = closingParenthesis(scan, sig, from: k + 1)
        var after = "." + name + "("
        if close < sig.count, resultIsBound(scan, sig, call: k - 2, close: close) {
            let end = tokens[sig[close]].end
            edits.append(SourceEdit(start: end, end: end, text: " as Optional"))
            after += "…) as Optional"
        }
        return (
            edits,
            PortRewrite(kind: .optionalRequirementCall, line: token.line, before: "." + name + "?(", after: after)
        )
    }

    /// True when the call whose `.` is at significant index `call` and whose `)` is at `close`
    /// is the whole value a binding gives its name: `let x = recv.m(…)` ending the line (or
    /// before `else`), or a condition's `if let x = recv.m(…)` before `,` or `{`.
    private func resultIsBound(_ scan: SwiftDeclarations, _ sig: [Int], call: Int, close: Int) -> Bool {
        let tokens = scan.tokens, line = tokens[sig[call]].line
        var j = call - 1, depth = 0
        // Back over the receiver (`self.animator`, `items[0]`) to the `=` of the binding.
        while j >= 0, tokens[sig[j]].line == line {
            let t = scan.text(sig[j])
            if t == ")" || t == "]" { depth += 1 } else if t == "(" || t == "[" { depth -= 1 }
            if depth < 0 { return false }
            if depth == 0, t == "=" { break }
            if depth == 0, tokens[sig[j]].kind != .identifier, t != "." { return false }
            j -= 1
        }
        guard j >= 2, scan.text(sig[j]) == "=", tokens[sig[j - 1]].kind == .identifier,
            ["let", "var"].contains(scan.text(sig[j - 2]))
        else { return false }
        let condition = j >= 3 && ["if", "guard", "while", ","].contains(scan.text(sig[j - 3]))
        guard close + 1 < sig.count, tokens[sig[close + 1]].line == tokens[sig[close]].line else { return true }
        let next = scan.text(sig[close + 1])
        return next == "else" || (condition && (next == "," || next == "{"))
    }

    /// The framework of an import of one of its submodules or declarations that the SDK does
    /// not declare as such — `UIKit` for `import UIKit.UIViewControllerTransitioning`, `import
    /// UIKit.UIGeometry`, `import class UIKit.UIView`, `QuartzCore` for `import
    /// QuartzCore.CALayer` — else nil. On iOS every header of UIKit is a submodule (its module
    /// map's `module * { export * }`); here UIKit and QuartzCore are Swift modules of the SDK,
    /// whose only clang submodule is `UIKit.UIGestureRecognizerSubclass`, so the framework
    /// itself is imported: it declares everything the submodule would have.
    static func umbrellaOfSubmodule(_ module: String) -> String? {
        let parts = module.split(separator: ".")
        guard parts.count > 1, let first = parts.first, ["UIKit", "QuartzCore"].contains(first),
            module != "UIKit.UIGestureRecognizerSubclass"
        else { return nil }
        return String(first)
    }

    /// The module of the `import` at significant index `k` (`import class UIKit.UIView`,
    /// `@testable import X`: the first dotted name) and the significant index of its last token.
    private func importedModule(_ scan: SwiftDeclarations, _ sig: [Int], at k: Int) -> (String, Int) {
        let tokens = scan.tokens, line = tokens[sig[k]].line
        var m = k + 1
        if m < sig.count,
            ["class", "struct", "enum", "protocol", "func", "var", "typealias", "let"].contains(scan.text(sig[m]))
        {
            m += 1
        }
        var module = m < sig.count ? scan.text(sig[m]) : ""
        var last = m
        while last + 2 < sig.count, scan.text(sig[last + 1]) == ".", tokens[sig[last + 1]].line == line {
            module += "." + scan.text(sig[last + 2])
            last += 2
        }
        return (module, last)
    }

    /// The removal of the `@objc`/`@IB…` attribute at significant index `k`: the attribute, its
    /// arguments (`@objc(name)`) and the spaces after it.
    private func attributeRemoval(_ scan: SwiftDeclarations, _ sig: [Int], at k: Int) -> (SourceEdit, PortRewrite) {
        let token = scan.tokens[sig[k]], t = scan.text(sig[k])
        var end = token.end
        if k + 1 < sig.count, scan.text(sig[k + 1]) == "(", scan.tokens[sig[k + 1]].start == token.end {
            end = scan.tokens[sig[min(closingParenthesis(scan, sig, from: k + 1), sig.count - 1)]].end
        }
        end = spacesAfter(end, scan)
        let kind: PortRewrite.Kind = Self.objcAttributes.contains(t) ? .objcAttribute : .interfaceBuilder
        return (
            SourceEdit(start: token.start, end: end, text: ""),
            PortRewrite(kind: kind, line: token.line, before: slice(scan, token.start, end).trimmed, after: "")
        )
    }

    /// `os(iOS)` anywhere in the line of the `#if`/`#elseif` at significant index `k`, as
    /// `os(Linux)`: this host stands in for iOS.
    private func platformConditions(_ scan: SwiftDeclarations, _ sig: [Int], at k: Int) -> [(SourceEdit, PortRewrite)] {
        let tokens = scan.tokens, line = tokens[sig[k]].line
        var out: [(SourceEdit, PortRewrite)] = []
        var m = k + 1
        while m + 3 < sig.count, tokens[sig[m]].line == line {
            if scan.text(sig[m]) == "os", scan.text(sig[m + 1]) == "(", scan.text(sig[m + 2]) == "iOS",
                scan.text(sig[m + 3]) == ")"
            {
                out.append(
                    (
                        SourceEdit(start: tokens[sig[m + 2]].start, end: tokens[sig[m + 2]].end, text: "Linux"),
                        PortRewrite(kind: .platformCondition, line: line, before: "os(iOS)", after: "os(Linux)")
                    ))
            }
            m += 1
        }
        return out
    }

    /// The type declared for `name` where token `index` is: a parameter of the enclosing
    /// method, else a stored property of the enclosing type; without `?`, `!` or `any`. Nil
    /// when neither declares it with a plain type name.
    static func declaredType(of name: String, at index: Int, in scan: SwiftDeclarations) -> String? {
        guard let owner = scan.enclosingType(of: index) else { return nil }
        let method = owner.members.first { $0.firstToken <= index && index <= $0.lastToken }
        let written =
            method?.parameters.first { $0.name == name }?.type
            ?? scan.storedProperties(of: owner).first { $0.name == name }?.type
        guard var t = written?.filter({ $0 != " " }) else { return nil }
        if t.hasPrefix("any"), t.dropFirst(3).first?.isUppercase == true { t.removeFirst(3) }
        while t.hasSuffix("?") || t.hasSuffix("!") { t.removeLast() }
        guard t.first?.isUppercase == true, t.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
        else { return nil }
        return t
    }

    /// `#selector(…)` at significant index `k` as `Selector(Type.method)`.
    private func selector(_ scan: SwiftDeclarations, _ sig: [Int], at k: Int) -> (SourceEdit, PortRewrite, Int)? {
        guard k + 1 < sig.count, scan.text(sig[k + 1]) == "(" else { return nil }
        let m = closingParenthesis(scan, sig, from: k + 1)
        guard m < sig.count else { return nil }
        let tokens = scan.tokens
        var inner = slice(scan, tokens[sig[k + 1]].end, tokens[sig[m]].start).trimmed
        // `#selector(getter: x)` names a property: the SDK calls its getter the same way.
        for prefix in ["getter:", "setter:"] where inner.hasPrefix(prefix) {
            inner = String(inner.dropFirst(prefix.count)).trimmed
        }
        if inner.hasPrefix("self.") { inner = String(inner.dropFirst(5)) }
        let firstName = inner.prefix { $0 != "." && $0 != "(" }
        let qualified = inner.contains(".") && firstName.first?.isUppercase == true
        let reference: String
        if qualified {
            reference = inner
        } else if inner.contains("."), let type = Self.declaredType(of: String(firstName), at: sig[k], in: scan) {
            // `#selector(transitionContext.view(forKey:))`: a method of a value's declared type
            // (a parameter's or a stored property's), as Apple's transition sample asks the
            // context whether it `responds(to:)` it.
            reference = type + inner.dropFirst(firstName.count)
        } else if let type = scan.enclosingType(of: sig[k]) {
            reference = type.qualifiedName + "." + inner
        } else {
            reference = inner
        }
        let start = tokens[sig[k]].start, end = tokens[sig[m]].end
        let after = "Selector(" + reference + ")"
        let rewrite = PortRewrite(
            kind: .selector, line: tokens[sig[k]].line, before: slice(scan, start, end), after: after)
        return (SourceEdit(start: start, end: end, text: after), rewrite, m + 1)
    }

    /// Moves into their class the extension members that a subclass in `scans` overrides.
    private func moveOverriddenExtensionMembers(
        _ scans: [SwiftDeclarations], edits: inout [[SourceEdit]], rewrites: inout [[PortRewrite]]
    ) {
        // Classes declared in these files, by name.
        var classes: [String: (file: Int, type: SwiftDeclarations.TypeDeclaration)] = [:]
        for (f, scan) in scans.enumerated() {
            for t in scan.types where t.keyword == "class" {
                classes[t.qualifiedName] = (f, t)
                if classes[t.name] == nil { classes[t.name] = (f, t) }
            }
        }
        var moved: Set<String> = []
        for mv in overridesInExtensions(scans, classes) + ancestorMembersOverridden(scans, classes) {
            guard moved.insert("\(mv.extensionFile):\(mv.member.firstToken)").inserted else { continue }
            move(mv, scans, edits: &edits, rewrites: &rewrites)
        }
    }

    /// A member of an extension to move into its class's body.
    private struct ExtensionMove {
        var extensionFile: Int
        var ext: SwiftDeclarations.TypeDeclaration
        var member: SwiftDeclarations.Member
        var classFile: Int
        var base: SwiftDeclarations.TypeDeclaration
        var note: String
    }

    /// An `override` written in an extension of a class of these files (allowed on iOS for
    /// Objective-C methods): Swift overrides only in the class's body.
    private func overridesInExtensions(
        _ scans: [SwiftDeclarations], _ classes: [String: (file: Int, type: SwiftDeclarations.TypeDeclaration)]
    ) -> [ExtensionMove] {
        var out: [ExtensionMove] = []
        for (ef, escan) in scans.enumerated() {
            for ext in escan.types where ext.keyword == "extension" {
                guard let (file, base) = classes[ext.name], base.keyword == "class" else { continue }
                for member in ext.members
                where member.modifiers.contains("override") && (member.keyword == "func" || member.keyword == "var") {
                    out.append(
                        ExtensionMove(
                            extensionFile: ef, ext: ext, member: member, classFile: file, base: base,
                            note: "moved into class \(base.qualifiedName): an override belongs in the class's body"))
                }
            }
        }
        return out
    }

    /// Overridden signatures, per superclass chain: a subclass's `override` of a member that
    /// an extension of an ancestor declares.
    private func ancestorMembersOverridden(
        _ scans: [SwiftDeclarations], _ classes: [String: (file: Int, type: SwiftDeclarations.TypeDeclaration)]
    ) -> [ExtensionMove] {
        var out: [ExtensionMove] = []
        for scan in scans {
            for sub in scan.types where sub.keyword == "class" {
                // In its body, or in its extensions (moved into the body by
                // ``overridesInExtensions(_:_:)``: `extension Drawer { override func animateTransition… }`).
                let extensions = scans.flatMap { s in
                    s.types.filter {
                        $0.keyword == "extension" && ($0.name == sub.name || $0.name == sub.qualifiedName)
                    }
                }
                let overrides = (sub.members + extensions.flatMap(\.members)).filter {
                    $0.modifiers.contains("override")
                }
                guard !overrides.isEmpty else { continue }
                var ancestor = sub.inherits.first.flatMap { classes[$0] }
                var seen: Set<String> = []
                while let (file, base) = ancestor, !seen.contains(base.qualifiedName) {
                    seen.insert(base.qualifiedName)
                    let declaredInBody = Set(base.members.map(\.signature))
                    for o in overrides where !declaredInBody.contains(o.signature) {
                        // The extension of `base` that declares it, in any file.
                        for (ef, escan) in scans.enumerated() {
                            for ext in escan.types
                            where ext.keyword == "extension"
                                && (ext.name == base.name || ext.name == base.qualifiedName)
                            {
                                for member in ext.members
                                where member.signature == o.signature && !member.modifiers.contains("override") {
                                    out.append(
                                        ExtensionMove(
                                            extensionFile: ef, ext: ext, member: member, classFile: file, base: base,
                                            note:
                                                "moved into class \(base.qualifiedName), which \(sub.qualifiedName) overrides"
                                        ))
                                }
                            }
                        }
                    }
                    ancestor = base.inherits.first.flatMap { classes[$0] }
                }
            }
        }
        return out
    }

    /// Moves a member of an extension to the end of its class's body.
    private func move(
        _ mv: ExtensionMove, _ scans: [SwiftDeclarations], edits: inout [[SourceEdit]],
        rewrites: inout [[PortRewrite]]
    ) {
        let ef = mv.extensionFile, escan = scans[ef], member = mv.member
        let (start, end) = lineSpan(escan, member.firstToken, member.lastToken)
        // The member as the other rewrites leave it (its @objc goes too).
        let inside = edits[ef].filter { $0.start >= start && $0.end <= end }
        edits[ef].removeAll { $0.start >= start && $0.end <= end }
        let shifted = inside.map { SourceEdit(start: $0.start - start, end: $0.end - start, text: $0.text) }
        let text = SourceEdit.apply(shifted, to: Array(escan.lexer.bytes[start..<end]))
        edits[ef].append(SourceEdit(start: start, end: end, text: ""))
        let closeStart = scans[mv.classFile].tokens[mv.base.close].start
        let lineStart = lineStartOffset(scans[mv.classFile], closeStart)
        edits[mv.classFile].append(
            SourceEdit(start: lineStart, end: lineStart, text: text.hasSuffix("\n") ? text : text + "\n"))
        rewrites[ef].append(
            PortRewrite(
                kind: .extensionOverride, line: member.line,
                before: "extension \(mv.ext.name) { … \(member.keyword) \(member.signature) … }",
                after: mv.note))
    }

    // MARK: Helpers

    private func isDeclarationStart(_ word: String) -> Bool {
        [
            "var", "func", "let", "init", "subscript", "public", "open", "internal", "private", "fileprivate", "final",
            "override", "static", "class", "@objc"
        ].contains(word)
    }

    private func isLineStart(_ i: Int, _ scan: SwiftDeclarations) -> Bool {
        var j = i - 1
        while j >= 0 {
            switch scan.tokens[j].kind {
            case .newline: return true
            case .space: j -= 1
            case .attribute: j -= 1  // `@testable import`, `@_exported import`
            default: return false
            }
        }
        return true
    }

    /// The significant index of the `)` that closes the `(` at significant index `open`, or
    /// `sig.count` when the file ends first (an unbalanced attribute or `#selector`).
    private func closingParenthesis(_ scan: SwiftDeclarations, _ sig: [Int], from open: Int) -> Int {
        var depth = 0, m = open
        while m < sig.count {
            let u = scan.text(sig[m])
            if u == "(" {
                depth += 1
            } else if u == ")" {
                depth -= 1
                if depth == 0 { return m }
            }
            m += 1
        }
        return m
    }

    private func spacesAfter(_ end: Int, _ scan: SwiftDeclarations) -> Int {
        var e = end
        while e < scan.lexer.bytes.count, scan.lexer.bytes[e] == 0x20 || scan.lexer.bytes[e] == 0x09 { e += 1 }
        return e
    }

    private func slice(_ scan: SwiftDeclarations, _ start: Int, _ end: Int) -> String {
        String(decoding: scan.lexer.bytes[start..<min(end, scan.lexer.bytes.count)], as: UTF8.self)
    }

    private func lineStartOffset(_ scan: SwiftDeclarations, _ offset: Int) -> Int {
        var s = offset
        while s > 0, scan.lexer.bytes[s - 1] != 0x0A { s -= 1 }
        return s
    }

    /// The whole lines from token `first` to token `last`, with the doc comment lines above.
    private func lineSpan(_ scan: SwiftDeclarations, _ first: Int, _ last: Int) -> (Int, Int) {
        var start = lineStartOffset(scan, scan.tokens[first].start)
        // Doc comments directly above.
        var j = first - 1
        while j >= 0 {
            let kind = scan.tokens[j].kind
            if kind == .space || kind == .newline {
                j -= 1
                continue
            }
            if kind == .comment, scan.text(j).hasPrefix("///") {
                start = lineStartOffset(scan, scan.tokens[j].start)
                j -= 1
                continue
            }
            break
        }
        var end = scan.tokens[min(last, scan.tokens.count - 1)].end
        let bytes = scan.lexer.bytes
        while end < bytes.count, bytes[end] != 0x0A, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
        if end < bytes.count, bytes[end] == 0x0A { end += 1 }
        return (start, end)
    }
}

extension String {
    /// Without leading and trailing spaces, tabs and line breaks.
    var trimmed: String {
        var s = Substring(self)
        while let c = s.first, c == " " || c == "\t" || c == "\n" || c == "\r" { s = s.dropFirst() }
        while let c = s.last, c == " " || c == "\t" || c == "\n" || c == "\r" { s = s.dropLast() }
        return String(s)
    }
}
