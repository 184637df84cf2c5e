import AnimationCore
import HostContainer
import PluginRuntime

/// Everything one run needs, as plain values (plugins by source and id, parameters already
/// validated): the CLI builds it from flags, and it can cross a process boundary as it is.
package struct SessionConfiguration: Hashable, Sendable {
    /// The container.
    package var container: ContainerKind = .custom
    /// Child (or stack depth / tab) indices: the transition goes from `from` to `to`.
    package var from = 0, to = 1
    /// Viewport in points.
    package var size = Size(width: 390, height: 844)
    /// Frames per second of the virtual clock.
    package var fps = 60.0
    /// The animator plugin and its parameters.
    package var animator: PluginChoice
    /// How it is driven.
    package var interaction: InteractionChoice = .none
    /// Scripted input (pointer, keys, signals).
    package var input: [ScriptedInput] = []
    /// Seconds past a transition's expected end before the watchdog ends it.
    package var watchdogMargin = 2.0
    /// The run stops after this many seconds whatever happens.
    package var maxDuration = 30.0
    /// Modal: presentation style, and whether to dismiss (instead of present).
    package var modalStyle: PresentationStyle = .fullScreen
    package var dismiss = false
    /// Collection: the layout of the root controller (child 0) and of the pushed one (child
    /// 1), each a layout plugin with validated parameters (nil outside a collection).
    package var layout: PluginChoice?, toLayout: PluginChoice?
    /// Collection: the item count of each section.
    package var sections = [24]
    /// The seed of the random numbers plugin code draws (`--seed`): the same seed gives the
    /// same numbers, hence the same frames.
    package var seed: UInt64 = 0

    /// The most items a collection run may have (over every section).
    package static let maximumItems = 100_000

    /// A configuration with the given animator and everything else by default.
    package init(animator: PluginChoice) {
        self.animator = animator
    }

    /// Every plugin the run loads: the animator, an interaction plugin, a collection's layouts
    /// (a worker prepares and may read exactly these).
    package var plugins: [PluginChoice] {
        var choices = [animator]
        if case .plugin(let p) = interaction { choices.append(p) }
        return choices + [layout, toLayout].compactMap { $0 }
    }

    /// Titles of the children: A, B, C, … (at least three, and enough for `from` and `to`).
    package var childTitles: [String] {
        let n = max(3, from + 1, to + 1)
        let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        return (0..<n).map { i in i < letters.count ? String(letters[i]) : "V\(i)" }
    }
}
