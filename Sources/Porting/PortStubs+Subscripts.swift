import Foundation

/// The app's labelled subscripts on collections, which the standard library does not declare:
/// `items[safe: index]` (an `extension Collection { subscript(safe index: Index) -> Element? }`
/// in a `Collection+Safe.swift` of the app) is in nearly every iOS app, and a file that uses one
/// is refused (`extraneous argument label 'safe:' in subscript`) when that file is not given.
/// Port declares the subscript as such files do — the element when the index is in range, else
/// nil — and reports it, since an app could mean something else by it.
extension PortStubs {
    /// `extraneous argument label 'L:' in subscript`: the collections get a subscript labelled
    /// `L`. True when the message was one of those.
    mutating func applyCollectionSubscript(_ d: Diagnostic) -> Bool {
        let m = d.message
        guard m.hasPrefix("extraneous argument label '"), m.hasSuffix("' in subscript"),
            let label = Self.quotedNames(m).first.map({ $0.hasSuffix(":") ? String($0.dropLast()) : $0 }),
            !label.isEmpty, label.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else { return false }
        collectionSubscripts.insert(label)
        return true
    }

    /// The declarations of ``collectionSubscripts``.
    func collectionSubscriptDeclarations() -> String {
        collectionSubscripts.sorted().map {
            "extension Collection {\n    subscript(\($0) index: Index) -> Element? { indices.contains(index) ? self[index] : nil }\n}\n"
        }.joined()
    }

    /// The report's lines for ``collectionSubscripts``.
    var collectionSubscriptSummary: [String] {
        collectionSubscripts.sorted().map {
            "Collection[\($0):] (a subscript your app declares on collections, stubbed as such files write it: the element when the index is in range, else nil — give the file that declares it if yours differs)"
        }
    }
}
