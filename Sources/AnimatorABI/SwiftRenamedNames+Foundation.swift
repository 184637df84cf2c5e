import Foundation

// The Swift 4 names of Foundation types and constants plugin code meets with UIKit's (Swift 4.2
// renamed them through Foundation's API notes, not UIKit's; swift-corelibs-foundation lacks
// them or marks them unavailable). They shadow Foundation's in files that import UIKit, like
// this SDK's ``RunLoop``, and each is exactly what its new spelling names.

/// Swift 4's name of `RunLoop.Mode`.
@available(*, deprecated, renamed: "RunLoop.Mode")
public typealias RunLoopMode = RunLoop.Mode

/// Swift 4's name of `NSAttributedString.Key` (Foundation's own alias is unavailable here).
@available(*, deprecated, renamed: "NSAttributedString.Key")
public typealias NSAttributedStringKey = NSAttributedString.Key

extension Foundation.RunLoop.Mode {
    /// Swift 4's name of `RunLoop.Mode.common` (`RunLoop.main.add(timer, forMode: .commonModes)`).
    @available(*, deprecated, renamed: "common")
    public static let commonModes = Foundation.RunLoop.Mode.common
    /// Swift 4's name of `RunLoop.Mode.default`.
    @available(*, deprecated, renamed: "default")
    public static let defaultRunLoopMode = Foundation.RunLoop.Mode.default
}
