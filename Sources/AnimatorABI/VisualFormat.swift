/// One string of Auto Layout's Visual Format Language, parsed (what
/// ``NSLayoutConstraint/constraints(withVisualFormat:options:metrics:views:)`` reads):
///
///     format     = [ ("H" | "V") ":" ] [ "|" connection ] view { connection view } [ connection "|" ]
///     view       = "[" name [ "(" predicate { "," predicate } ")" ] "]"
///     connection = ""  (flush)  |  "-"  (the standard space)  |  "-" predicates "-"
///     predicates = number | metric | "(" predicate { "," predicate } ")"
///     predicate  = [ "==" | "<=" | ">=" ] ( number | metric | view name ) [ "@" ( number | metric ) ]
///
/// Metric names are replaced by their values while parsing; a view name inside a view's
/// predicates (`[a(==b)]`) stays a name. Spaces between tokens are ignored. A pure value, so
/// the grammar is tested without a host.
struct VisualFormat: Equatable {
    /// Along which axis the views are laid out.
    enum Axis: Equatable { case horizontal, vertical }

    /// One bound: `relation` to a constant or to another view's size, at `priority`
    /// (1 to 1000).
    struct Predicate: Equatable {
        enum Object: Equatable {
            case constant(Double)
            case view(String)
        }
        var relation: NSLayoutConstraint.Relation
        var object: Object
        var priority: Float
    }

    /// The space between two neighbours (or a view and the superview's edge).
    enum Connection: Equatable {
        /// Nothing between them (`[a][b]`, `|[a]`).
        case flush
        /// A bare `-`: UIKit's standard space.
        case standard
        /// `-20-`, `-(>=8,<=40@750)-`.
        case predicates([Predicate])
    }

    /// A view of the format and the bounds on its size along the axis.
    struct Item: Equatable {
        var name: String
        var size: [Predicate]
    }

    var axis: Axis
    /// The connection to the superview's leading (top) edge, when the format starts with `|`.
    var leadingEdge: Connection?
    var items: [Item]
    /// `gaps[i]` lies between `items[i]` and `items[i + 1]`.
    var gaps: [Connection]
    /// The connection to the superview's trailing (bottom) edge, when the format ends with `|`.
    var trailingEdge: Connection?

    /// Why a format could not be read: UIKit's words, and where.
    struct ParseError: Error, Equatable, CustomStringConvertible {
        var message: String
        var format: String
        /// The character offset the parser stopped at.
        var offset: Int
        var description: String {
            "Unable to parse constraint format: \n\(message) \n\(format) \n"
                + String(repeating: " ", count: offset) + "^"
        }
    }

}

extension VisualFormat {
    /// Parses `format`, reading metric names from `metrics` (in an extension, so the
    /// memberwise initializer the parser uses stays).
    init(_ format: String, metrics: [String: Double]) throws(ParseError) {
        var p = Parser(format, metrics: metrics)
        self = try p.parse()
    }
}

extension VisualFormat {
    /// A recursive-descent reader over the format's characters.
    fileprivate struct Parser {
        let text: [Character]
        let format: String
        let metrics: [String: Double]
        var at = 0

        init(_ format: String, metrics: [String: Double]) {
            self.format = format
            self.metrics = metrics
            text = Array(format)
        }

        func fail(_ message: String) -> ParseError { ParseError(message: message, format: format, offset: at) }

        mutating func skipSpaces() { while at < text.count, text[at] == " " { at += 1 } }

        mutating func peek() -> Character? {
            skipSpaces()
            return at < text.count ? text[at] : nil
        }

        mutating func eat(_ c: Character) -> Bool {
            guard peek() == c else { return false }
            at += 1
            return true
        }

        mutating func expect(_ c: Character, _ what: String) throws(ParseError) {
            guard eat(c) else { throw fail("Expected \(what)") }
        }

        mutating func parse() throws(ParseError) -> VisualFormat {
            var axis = Axis.horizontal
            skipSpaces()
            if at + 1 < text.count, text[at] == "H" || text[at] == "V", text[at + 1] == ":" {
                axis = text[at] == "V" ? .vertical : .horizontal
                at += 2
            }
            var leading: Connection?
            if eat("|") { leading = try connection() }
            var items = [try item()]
            var gaps: [Connection] = []
            var trailing: Connection?
            while peek() != nil {
                let c = try connection()
                if eat("|") {
                    trailing = c
                    break
                }
                guard peek() == "[" else { throw fail("Expected a view") }
                gaps.append(c)
                items.append(try item())
            }
            if peek() != nil { throw fail("Expected the end of the format after '|'") }
            return VisualFormat(axis: axis, leadingEdge: leading, items: items, gaps: gaps, trailingEdge: trailing)
        }

        /// A connection: nothing, `-`, or `-predicates-`.
        mutating func connection() throws(ParseError) -> Connection {
            guard eat("-") else { return .flush }
            if peek() == "[" || peek() == "|" { return .standard }
            if peek() == nil { throw fail("Expected a view or '|' after '-'") }
            let list: [Predicate]
            if eat("(") {
                list = try predicateList(allowViews: false)
            } else {
                list = [Predicate(relation: .equal, object: .constant(try constant()), priority: 1000)]
            }
            try expect("-", "'-' after a connection's predicates")
            return .predicates(list)
        }

        /// `[name(predicates)]`.
        mutating func item() throws(ParseError) -> Item {
            try expect("[", "a view ('[name]')")
            guard let n = name() else { throw fail("Expected a view name") }
            var size: [Predicate] = []
            if eat("(") { size = try predicateList(allowViews: true) }
            try expect("]", "']' to close the view \(n)")
            return Item(name: n, size: size)
        }

        /// The predicates after an opening parenthesis, through the closing one.
        mutating func predicateList(allowViews: Bool) throws(ParseError) -> [Predicate] {
            var list: [Predicate] = []
            repeat {
                list.append(try predicate(allowViews: allowViews))
            } while eat(",")
            try expect(")", "')' to close the predicates")
            return list
        }

        mutating func predicate(allowViews: Bool) throws(ParseError) -> Predicate {
            var relation = NSLayoutConstraint.Relation.equal
            for (token, r) in Parser.relations where peekToken(token) {
                at += 2
                relation = r
                break
            }
            let object: Predicate.Object
            if let n = peekName(), metrics[n] == nil {
                guard allowViews else { throw fail("Unknown metric \(n): give it in the metrics dictionary") }
                at += n.count
                object = .view(n)
            } else {
                object = .constant(try constant())
            }
            var priority: Float = 1000
            if eat("@") {
                let p = try constant()
                guard p >= 1, p <= 1000 else { throw fail("A priority must be from 1 to 1000, not \(p)") }
                priority = Float(p)
            }
            return Predicate(relation: relation, object: object, priority: priority)
        }

        static let relations: [(String, NSLayoutConstraint.Relation)] = [
            ("==", .equal), ("<=", .lessThanOrEqual), (">=", .greaterThanOrEqual)
        ]

        mutating func peekToken(_ token: String) -> Bool {
            skipSpaces()
            let t = Array(token)
            return at + t.count <= text.count && Array(text[at..<at + t.count]) == t
        }

        /// A number (optionally signed, with a fraction) or a metric's value.
        mutating func constant() throws(ParseError) -> Double {
            skipSpaces()
            if let n = name() {
                guard let v = metrics[n] else {
                    at -= n.count
                    throw fail("Unknown metric \(n): give it in the metrics dictionary")
                }
                return v
            }
            var digits = ""
            if at < text.count, text[at] == "-" || text[at] == "+" {
                digits.append(text[at])
                at += 1
            }
            while at < text.count, text[at].isASCII, text[at].isNumber || text[at] == "." {
                digits.append(text[at])
                at += 1
            }
            guard let v = Double(digits), v.isFinite else { throw fail("Expected a number or a metric name") }
            return v
        }

        /// The identifier at the cursor, without moving.
        mutating func peekName() -> String? {
            skipSpaces()
            var end = at
            while end < text.count,
                text[end] == "_" || (text[end].isASCII && (text[end].isLetter || text[end].isNumber))
            {
                end += 1
            }
            guard end > at, !text[at].isNumber else { return nil }
            return String(text[at..<end])
        }

        /// The identifier at the cursor, consumed.
        mutating func name() -> String? {
            guard let n = peekName() else { return nil }
            at += n.count
            return n
        }
    }
}
