import Foundation

extension PortStubs {
    /// `fpc.show(animated: false, completion: nil)` on a stub of the app's controller class:
    /// the app's method shares its base name with one of UIKit's (`show(_:sender:)`), so the
    /// compiler finds UIKit's and says the labels are wrong (`incorrect argument labels in call
    /// (have 'animated:completion:', expected '_:sender:')`) instead of saying the member is
    /// missing — and no stub learns it. The stubs of the app's classes the call's lines name
    /// (`as? FloatingPanelController`) get the method with the labels the call has, beside
    /// UIKit's. True when one did.
    mutating func addCollidingMethod(_ d: Diagnostic) -> Bool {
        guard d.message.hasPrefix("incorrect argument label"),
            let have = Self.quotedNames(d.message).first,
            let firstLabel = have.split(separator: ":").first.map(String.init),
            let lines = sources[d.file], d.line >= 1, d.line <= lines.count
        else { return false }
        let line = String(lines[d.line - 1])
        let window = lines[max(0, d.line - 4)..<d.line].joined(separator: "\n")
        guard let re = try? NSRegularExpression(pattern: "\\.([A-Za-z_][A-Za-z0-9_]*)\\(\\s*\(firstLabel)\\s*:"),
            let m = re.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)),
            let r = Range(m.range(at: 1), in: line),
            let args = Self.callArguments(of: String(line[r]), in: line)
        else { return false }
        let name = String(line[r])
        // Registered (closure parameters' types stubbed) once, and only for a stub the lines name.
        var registered: [String]?
        var changed = false
        for s in stubs.indices where stubs[s].shape != .sdkExtension && stubs[s].shape != .topLevel {
            guard Self.containsWord(window, stubs[s].name.split(separator: ".").last.map(String.init) ?? "") else {
                continue
            }
            let p = registered ?? registeringParameters(args)
            registered = p
            if let k = stubs[s].members.firstIndex(where: { $0.name == name }) {
                if addOverload(p, toMember: k, of: s) { changed = true }
            } else {
                stubs[s].members.append(Member(name: name, isStatic: false, kind: .method(overloads: [p])))
                changed = true
            }
        }
        return changed
    }
}
