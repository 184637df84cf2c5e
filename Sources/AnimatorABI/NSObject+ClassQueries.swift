import Foundation

// NSObject's class queries (`isKind(of:)`, `isMember(of:)`) on the SDK's UIKit roots, which
// are NSObject subclasses on iOS and plain Swift classes here (swift-corelibs-foundation's
// NSObject has them for NSObject subclasses, such as CAAnimation). Answered from Swift's own
// class hierarchy, so they need no Objective-C runtime.

/// Whether `cls` is `target` or one of its subclasses.
func classIsKind(_ cls: AnyClass, of target: AnyClass) -> Bool {
    var c: AnyClass? = cls
    while let k = c {
        if ObjectIdentifier(k) == ObjectIdentifier(target) { return true }
        c = _getSuperclass(k)
    }
    return false
}

extension UIResponder {
    /// Whether it is an instance of `aClass` or of a subclass of it (NSObject's).
    public func isKind(of aClass: AnyClass) -> Bool { classIsKind(type(of: self), of: aClass) }
    /// Whether it is an instance of `aClass` itself, not of a subclass (NSObject's).
    public func isMember(of aClass: AnyClass) -> Bool { ObjectIdentifier(type(of: self)) == ObjectIdentifier(aClass) }
}

extension CALayer {
    /// Whether it is an instance of `aClass` or of a subclass of it (NSObject's).
    public func isKind(of aClass: AnyClass) -> Bool { classIsKind(type(of: self), of: aClass) }
    /// Whether it is an instance of `aClass` itself, not of a subclass (NSObject's).
    public func isMember(of aClass: AnyClass) -> Bool { ObjectIdentifier(type(of: self)) == ObjectIdentifier(aClass) }
}

extension UIGestureRecognizer {
    /// Whether it is an instance of `aClass` or of a subclass of it (NSObject's).
    public func isKind(of aClass: AnyClass) -> Bool { classIsKind(type(of: self), of: aClass) }
    /// Whether it is an instance of `aClass` itself, not of a subclass (NSObject's).
    public func isMember(of aClass: AnyClass) -> Bool { ObjectIdentifier(type(of: self)) == ObjectIdentifier(aClass) }
}

extension UIPresentationController {
    /// Whether it is an instance of `aClass` or of a subclass of it (NSObject's).
    public func isKind(of aClass: AnyClass) -> Bool { classIsKind(type(of: self), of: aClass) }
    /// Whether it is an instance of `aClass` itself, not of a subclass (NSObject's).
    public func isMember(of aClass: AnyClass) -> Bool { ObjectIdentifier(type(of: self)) == ObjectIdentifier(aClass) }
}
