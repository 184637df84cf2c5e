import Foundation

/// UIKit's `UIOffset`: a horizontal and vertical displacement, as attachment offsets take.
public struct UIOffset: Equatable, Sendable {
    /// Points to the right.
    public var horizontal: CGFloat
    /// Points down.
    public var vertical: CGFloat
    /// An offset of these components.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    /// An offset of zero.
    public init() { self.init(horizontal: 0, vertical: 0) }
    /// No displacement.
    public static let zero = UIOffset(horizontal: 0, vertical: 0)
}
