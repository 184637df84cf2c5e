/// UIKit's `UIFeedbackGenerator`: haptic feedback. The host has no haptic engine, and UIKit's
/// documented behaviour on hardware without one is to do nothing, so every generator here
/// accepts its calls and plays nothing: animators that tap on completion run unchanged.
open class UIFeedbackGenerator: NSObject {
    /// Makes a generator.
    public override init() {}
    /// Readies the engine to lower latency (nothing to ready here).
    open func prepare() {}
}

/// UIKit's `UIImpactFeedbackGenerator`: a physical impact.
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// UIKit's impact styles, with its raw values.
    public enum FeedbackStyle: Int, Sendable {
        /// A light impact.
        case light = 0
        /// A medium impact (the default).
        case medium = 1
        /// A heavy impact.
        case heavy = 2
        /// A soft, flexible impact.
        case soft = 3
        /// A hard, rigid impact.
        case rigid = 4
    }
    /// The style given to `init(style:)`.
    public let style: FeedbackStyle
    /// A generator of `style` impacts (UIKit's default: `.medium`).
    public init(style: FeedbackStyle = .medium) { self.style = style }
    /// Plays an impact (nothing, without a haptic engine).
    open func impactOccurred() {}
    /// Plays an impact of `intensity` in 0…1 (nothing, without a haptic engine).
    open func impactOccurred(intensity: CGFloat) {}
}

/// UIKit's `UISelectionFeedbackGenerator`: a change of selection.
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays a selection tick (nothing, without a haptic engine).
    open func selectionChanged() {}
}

/// UIKit's `UINotificationFeedbackGenerator`: a task's outcome.
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// UIKit's outcomes, with its raw values.
    public enum FeedbackType: Int, Sendable {
        /// A task succeeded.
        case success = 0
        /// A task produced a warning.
        case warning = 1
        /// A task failed.
        case error = 2
    }
    /// Plays the outcome (nothing, without a haptic engine).
    open func notificationOccurred(_ notificationType: FeedbackType) {}
}
