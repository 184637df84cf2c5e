import Foundation

/// UIKit's collection and table accessors on `NSIndexPath` (UIKit adds them, as it does to
/// ``IndexPath``): a path of two indexes, the section first.
extension NSIndexPath {
    /// The path of `item` in `section`.
    public convenience init(item: Int, section: Int) { self.init(indexes: [section, item], length: 2) }
    /// The path of `row` in `section`.
    public convenience init(row: Int, section: Int) { self.init(indexes: [section, row], length: 2) }
    /// The section (the first index; 0 for an empty path).
    public var section: Int { length > 0 ? index(atPosition: 0) : 0 }
    /// The item (the second index; 0 when the path has fewer than two).
    public var item: Int { length > 1 ? index(atPosition: 1) : 0 }
    /// The row (the second index, as ``item``).
    public var row: Int { item }
}
