extension SwiftDeclarations {
    /// Calls that stop the program: a body made only of one of them cannot be run.
    static let trapCalls: Set<String> = ["fatalError", "preconditionFailure"]

    /// Whether the body of the function or initializer whose signature ends before significant
    /// index `j` and whose last token is `last` is one trapping call (or the app's logging stop,
    /// ``PortStubs/namesAStop(_:)``) and nothing else
    /// (`override init() { fatalError("Use init(duration:) instead") }`): an initializer written
    /// so that nobody calls it, which `port` must not call to make a class either.
    func bodyOnlyTraps(_ sig: [Int], from j: Int, last: Int) -> Bool {
        guard j < sig.count, let end = sig[j...].firstIndex(of: last), text(last) == "}",
            let open = sig[j..<end].firstIndex(where: { text($0) == "{" })
        else { return false }
        var k = open + 1
        // The app's logging stop counts as one (`CCLog.fatal("Use init(from:) instead")`).
        while k + 2 < end, text(sig[k + 1]) == ".", text(sig[k]).first?.isLetter == true { k += 2 }
        guard k + 1 < end, Self.trapCalls.contains(text(sig[k])) || PortStubs.namesAStop(text(sig[k])),
            text(sig[k + 1]) == "("
        else { return false }
        // The call's argument list, then at most a `;`, then the body's `}`.
        var depth = 0
        k += 1
        while k < end {
            let w = text(sig[k])
            if w == "(" { depth += 1 } else if w == ")" { depth -= 1 }
            k += 1
            if depth == 0 { break }
        }
        while k < end, text(sig[k]) == ";" { k += 1 }
        return depth == 0 && k == end
    }
}
