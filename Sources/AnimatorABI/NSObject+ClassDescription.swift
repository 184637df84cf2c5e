import Foundation

extension NSObject {
    /// Objective-C's class method `+description`: the class's name (`Self.description()` in a
    /// log line, as iOS code writes it). Foundation on Linux has only the instance's
    /// `description`.
    public class func description() -> String { String(describing: self) }

    /// Objective-C's class method `+classForCoder`: the class itself, which iOS code passes
    /// where a class is wanted (`view.isKind(of: UIVisualEffectView.classForCoder())`).
    /// Foundation on Linux has only the instance's `classForCoder`.
    public class func classForCoder() -> AnyClass { self }
}
