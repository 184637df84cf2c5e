/// An item's place in a collection (UIKit's `IndexPath` with `section` and `item`).
public struct ItemPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The section, from 0.
    public var section: Int
    /// The item within the section, from 0.
    public var item: Int

    /// The path of `item` in `section`.
    public init(item: Int, section: Int) {
        self.item = item
        self.section = section
    }

    public static func < (a: ItemPath, b: ItemPath) -> Bool { (a.section, a.item) < (b.section, b.item) }

    /// `[section, item]`, as UIKit prints an index path.
    public var description: String { "[\(section), \(item)]" }
}
