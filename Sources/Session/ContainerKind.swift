/// Which container a session runs the transition in.
package enum ContainerKind: String, CaseIterable, Sendable {
    /// The custom container (children side by side, a button strip, a pan).
    case custom
    /// A navigation stack (push when `to > from`, pop otherwise).
    case navigation
    /// A tab bar.
    case tab
    /// A modal presentation (or dismissal).
    case modal
    /// A collection view on a navigation stack, whose push and pop are layout-to-layout
    /// transitions: the pushed collection view controller takes the collection over and the
    /// transition animates its layout (`--layout` → `--to-layout`; a pop goes back).
    case collection
}
