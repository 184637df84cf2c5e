import Foundation

/// UIKit's `NSDirectionalEdgeInsets`: insets whose horizontal sides are leading and trailing
/// (left and right here: the host lays out left to right, see
/// ``UIUserInterfaceLayoutDirection``).
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    /// The inset at the top.
    public var top: CGFloat
    /// The inset at the leading edge.
    public var leading: CGFloat
    /// The inset at the bottom.
    public var bottom: CGFloat
    /// The inset at the trailing edge.
    public var trailing: CGFloat

    /// Insets of the given sizes.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No insets (UIKit's `init()`).
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    /// No insets.
    public static let zero = NSDirectionalEdgeInsets()
}
