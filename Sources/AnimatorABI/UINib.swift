import Foundation

/// UIKit's `UINib`: an Interface Builder archive, named by a file in a bundle.
///
/// **Linux has no nibs.** Xcode compiles `.xib` files into `.nib` archives of Objective-C
/// objects, which UIKit decodes with `NSKeyedUnarchiver` and the Objective-C runtime (outlets
/// and actions are connected by selector); neither the compiled archives nor that runtime exist
/// here. So a nib is made (code that registers one with a collection view, or keeps one,
/// compiles and runs unchanged), but ``instantiate(withOwner:options:)`` answers no objects:
/// code written as `nib.instantiate(withOwner: nil).first as? MyView` gets nil and must make
/// its view in code. The name and bundle are kept for messages.
open class UINib: NSObject {
    /// The archive's name (without `.nib`), or nil for a nib made from data.
    public let nibName: String?
    /// The bundle it would be read from (nil: the main bundle, as in UIKit).
    public let bundle: Bundle?

    /// The nib named `name` in `bundleOrNil` (the main bundle when nil), as UIKit's
    /// `init(nibName:bundle:)`. Nothing is read (see the type's documentation).
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        nibName = name
        bundle = bundleOrNil
    }

    /// A nib from an archive's bytes, as UIKit's `init(data:bundle:)`. The bytes are not
    /// decoded (see the type's documentation).
    public init(data: Data, bundle bundleOrNil: Bundle?) {
        nibName = nil
        bundle = bundleOrNil
    }

    /// The archive's top-level objects, owned by `ownerOrNil`: none here, since no nib can be
    /// decoded on Linux (see the type's documentation).
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] {
        []
    }

    /// UIKit's keys of ``instantiate(withOwner:options:)``'s options.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's string.
        public let rawValue: String
        /// A key from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Objects the archive refers to from outside it (UIKit's `UINibExternalObjects`).
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }
}
