/// One mechanical change `host-cli port` made to a copy of the user's file, so Swift on Linux
/// compiles what iOS code spells with the Objective-C runtime. Every change is listed in the
/// report and in the diff written beside the copy; the user's file is never touched.
public struct PortRewrite: Sendable, Equatable {
    /// The class of change.
    public enum Kind: String, Sendable, CaseIterable {
        /// `@objc`, `@objc(name)`, `@objcMembers`, `@nonobjc` removed: no Objective-C runtime.
        case objcAttribute = "objc-attribute"
        /// `@IBAction`, `@IBOutlet`, `@IBInspectable`, `@IBDesignable` removed: no Interface Builder.
        case interfaceBuilder = "interface-builder"
        /// The `dynamic` modifier removed: no Objective-C message dispatch.
        case dynamicModifier = "dynamic"
        /// `#selector(m)` made `Selector(Type.m)`: the SDK's target/action APIs take it.
        case selector = "selector"
        /// `x.m?(…)` made `x.m(…)`: the SDK declares UIKit's optional requirements with defaults,
        /// and port gives the files' own ones defaults.
        case optionalRequirementCall = "optional-call"
        /// `optional` removed from a requirement of the files' own `@objc` protocol, which gets
        /// a default implementation in an extension at the end of the file.
        case optionalRequirement = "optional-requirement"
        /// A method declared in an extension moved into its class so a subclass may override it.
        case extensionOverride = "extension-override"
        /// `import os` / `import os.log` / `import os.signpost` / `import OSLog` removed: the SDK's
        /// `os_log`, `Logger` and `os_signpost` go to the host's log.
        case osLog = "os-log"
        /// `import UIKit` added to a file that uses UIKit types but imports only Foundation (a
        /// framework's umbrella header gives them on iOS).
        case uikitImport = "uikit-import"
        /// `import FoundationNetworking` (under `#if canImport`) added at the end of a file that
        /// uses `URLSession`, `URLRequest` or `URLResponse`: swift-corelibs-foundation keeps them
        /// in that module on Linux.
        case foundationNetworking = "foundation-networking"
        /// `os(iOS)` in an `#if`/`#elseif` condition made `os(Linux)`: the code written for
        /// iOS is the code this host compiles (a library that also builds for macOS wraps
        /// its UIKit code in `#if os(iOS)`).
        case platformCondition = "platform-condition"
        /// A file with the same declarations as one given before it (comments and spacing
        /// aside: a library's copy in its example app) left out, every line made a comment:
        /// one module cannot declare a type twice, and the copy compiled is the same code.
        case duplicateFile = "duplicate-file"
        /// `private`/`fileprivate` removed from a class port makes a plugin of: the plugin's
        /// export, generated in another file, must see it.
        case privateClass = "private-class"
        /// `@MainActor` removed from a declaration or a type of the files: the SDK's
        /// transitioning protocols are not main-actor isolated, and the host runs plugin
        /// code on its one main thread.
        case mainActor = "main-actor"
        /// `.rawValue` added to a Swift 3/4 constant that was a number then and is a wrapper
        /// type now (`UIScrollViewDecelerationRateNormal`, a `CGFloat` in Swift 4.0), where the
        /// code uses it as a number (a `CGFloat` argument, arithmetic).
        case numericConstant = "numeric-constant"
        /// `import UIKit.UIViewControllerTransitioning` (a submodule of UIKit or QuartzCore, or
        /// `import class UIKit.UIView`) made `import UIKit`: the SDK's frameworks are Swift
        /// modules that declare no such submodules.
        case submoduleImport = "submodule-import"
        /// `any` dropped before a UIKit protocol the SDK declares as a concrete type
        /// (`any UIViewControllerTransitionCoordinator`): Swift refuses `any` on one.
        case concreteExistential = "concrete-existential"
        /// `#keyPath(UIScrollView.contentOffset)` made the string `"contentOffset"` (the type's
        /// name dropped): `#keyPath` needs the Objective-C runtime, and the SDK's string-keyed
        /// observation takes the string, as on iOS.
        case keyPath = "key-path"
        /// `override` dropped from `observeValue(forKeyPath:of:change:context:)` in a direct
        /// `NSObject` subclass, which conforms to the SDK's `KeyValueObserving` instead (Linux's
        /// `NSObject` has no such method), and its `super.observeValue(…)` call (NSObject's does
        /// nothing for an observer) made `()`.
        case keyValueObserver = "kvo-observer"
    }

    /// The class of change.
    public var kind: Kind
    /// The 1-based line in the user's file.
    public var line: Int
    /// What was there (one line at most, trimmed).
    public var before: String
    /// What is there now.
    public var after: String
}
