import Foundation

/// The app's arithmetic operators on Core Graphics' geometry values, which Core Graphics does
/// not declare: apps that drive a transition from a gesture write `location - start`,
/// `velocity / 1000`, `offset * progress` on `CGPoint`s in a `CGPoint+Operators.swift` of
/// their own. When the files use one that no file given declares, the compiler refuses the
/// expression (`binary operator '-' cannot be applied to operands of type 'CGPoint' and
/// 'CGPoint'`, or with the `SIMD` and `Strideable` associated types it tried instead); port
/// declares that operator as such files do — component by component, a scalar on both
/// components — and reports it, since an app could mean something else by it.
extension PortStubs {
    /// The geometry types and their two components.
    static let geometryComponents: [String: (String, String)] = [
        "CGPoint": ("x", "y"), "CGSize": ("width", "height"), "CGVector": ("dx", "dy")
    ]

    /// `binary operator 'OP' cannot be applied to operands of type 'T' and …` (or `… 'X' and
    /// 'T'`) for a geometry type `T` and an arithmetic operator: `T` gets the operator's family
    /// (``geometryOperatorDeclarations()``). True when the message was one of those.
    mutating func applyGeometryOperator(_ d: Diagnostic) -> Bool {
        let m = d.message
        guard m.hasPrefix("binary operator '") else { return false }
        let names = Self.quotedNames(m)
        guard names.count >= 3, Self.geometryFamilies[names[0]] != nil else { return false }
        let operands = names.dropFirst().map { Self.bareType($0) }
        guard let type = operands.first(where: { Self.geometryComponents[$0] != nil }) else { return false }
        let family = Self.geometryFamilies[names[0]] ?? names[0]
        geometryOperators.insert("\(type) \(family)")
        return true
    }

    /// Which operators are declared together: `+` with `+=` (and `-` with `-=`, …).
    static let geometryFamilies: [String: String] = [
        "+": "+", "+=": "+", "-": "-", "-=": "-", "*": "*", "*=": "*", "/": "/", "/=": "/"
    ]

    /// The declarations of ``geometryOperators``: for `T +` and `T -`, `T op T` and `op=`;
    /// for `T *`, `T * CGFloat`, `CGFloat * T` and `*=`; for `T /`, `T / CGFloat` and `/=`;
    /// the prefix `-T` with `-`.
    func geometryOperatorDeclarations() -> String {
        var s = ""
        for key in geometryOperators.sorted() {
            let parts = key.split(separator: " ").map(String.init)
            guard parts.count == 2, let (a, b) = Self.geometryComponents[parts[0]] else { continue }
            let t = parts[0], op = parts[1]
            var body: [String] = []
            switch op {
            case "+", "-":
                body.append(
                    "static func \(op) (l: \(t), r: \(t)) -> \(t) { \(t)(\(a): l.\(a) \(op) r.\(a), \(b): l.\(b) \(op) r.\(b)) }"
                )
                if op == "-" {
                    body.append("static prefix func - (v: \(t)) -> \(t) { \(t)(\(a): -v.\(a), \(b): -v.\(b)) }")
                }
                body.append("static func \(op)= (l: inout \(t), r: \(t)) { l = l \(op) r }")
            case "*":
                body.append("static func * (l: \(t), k: CGFloat) -> \(t) { \(t)(\(a): l.\(a) * k, \(b): l.\(b) * k) }")
                body.append("static func * (k: CGFloat, r: \(t)) -> \(t) { r * k }")
                body.append("static func *= (l: inout \(t), k: CGFloat) { l = l * k }")
            case "/":
                body.append("static func / (l: \(t), k: CGFloat) -> \(t) { \(t)(\(a): l.\(a) / k, \(b): l.\(b) / k) }")
                body.append("static func /= (l: inout \(t), k: CGFloat) { l = l / k }")
            default: continue
            }
            s += "extension \(t) {\n" + body.map { "    " + $0 + "\n" }.joined() + "}\n"
        }
        return s
    }

    /// The report's lines for ``geometryOperators``.
    var geometryOperatorSummary: [String] {
        geometryOperators.sorted().map {
            "\($0) (an operator your app declares on a Core Graphics type, stubbed component by component as such files write it — give the file that declares it if yours differs)"
        }
    }
}
