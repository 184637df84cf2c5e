import Foundation

// Swift 3's global names of UIKit's attributed-string keys and font weights, which Swift 4
// made members (`NSAttributedStringKey.font`, `UIFont.Weight.bold`) and Swift 4.2 kept there
// (UIKit's API notes, Version 3 block; see tools/sdk-renames/swift3-renames.tsv). Code from
// 2016–2017 tutorials still spells them so; each is exactly the member it names. Swift 3's
// weights were `CGFloat`s: here they are ``UIFont/Weight`` values, which is what
// `systemFont(ofSize:weight:)` takes.

/// Swift 3's name of `NSAttributedString.Key.font`.
@available(*, deprecated, renamed: "NSAttributedString.Key.font")
public let NSFontAttributeName = NSAttributedString.Key.font
/// Swift 3's name of `NSAttributedString.Key.foregroundColor`.
@available(*, deprecated, renamed: "NSAttributedString.Key.foregroundColor")
public let NSForegroundColorAttributeName = NSAttributedString.Key.foregroundColor
/// Swift 3's name of `NSAttributedString.Key.backgroundColor`.
@available(*, deprecated, renamed: "NSAttributedString.Key.backgroundColor")
public let NSBackgroundColorAttributeName = NSAttributedString.Key.backgroundColor
/// Swift 3's name of `NSAttributedString.Key.kern`.
@available(*, deprecated, renamed: "NSAttributedString.Key.kern")
public let NSKernAttributeName = NSAttributedString.Key.kern

/// Swift 3's name of ``UIFont/Weight/ultraLight``.
@available(*, deprecated, renamed: "UIFont.Weight.ultraLight")
public let UIFontWeightUltraLight = UIFont.Weight.ultraLight
/// Swift 3's name of ``UIFont/Weight/thin``.
@available(*, deprecated, renamed: "UIFont.Weight.thin")
public let UIFontWeightThin = UIFont.Weight.thin
/// Swift 3's name of ``UIFont/Weight/light``.
@available(*, deprecated, renamed: "UIFont.Weight.light")
public let UIFontWeightLight = UIFont.Weight.light
/// Swift 3's name of ``UIFont/Weight/regular``.
@available(*, deprecated, renamed: "UIFont.Weight.regular")
public let UIFontWeightRegular = UIFont.Weight.regular
/// Swift 3's name of ``UIFont/Weight/medium``.
@available(*, deprecated, renamed: "UIFont.Weight.medium")
public let UIFontWeightMedium = UIFont.Weight.medium
/// Swift 3's name of ``UIFont/Weight/semibold``.
@available(*, deprecated, renamed: "UIFont.Weight.semibold")
public let UIFontWeightSemibold = UIFont.Weight.semibold
/// Swift 3's name of ``UIFont/Weight/bold``.
@available(*, deprecated, renamed: "UIFont.Weight.bold")
public let UIFontWeightBold = UIFont.Weight.bold
/// Swift 3's name of ``UIFont/Weight/heavy``.
@available(*, deprecated, renamed: "UIFont.Weight.heavy")
public let UIFontWeightHeavy = UIFont.Weight.heavy
/// Swift 3's name of ``UIFont/Weight/black``.
@available(*, deprecated, renamed: "UIFont.Weight.black")
public let UIFontWeightBlack = UIFont.Weight.black
