import HostContainer

/// What a player needs from a running session, wherever it runs: in this process
/// (``TransitionSession``) or in a sandboxed worker (the isolation module's live session). Every
/// value that crosses is plain.
package protocol TransitionDriving: AnyObject {
    /// Runs one frame and returns it; throws when the session can no longer run (its worker
    /// died: the error says how).
    func step() throws -> TransitionSession.Frame
    /// What the transition is doing now.
    var status: TransitionSession.Status { get }
    /// The diagnostics recorded so far.
    var diagnostics: [String] { get }
    /// Grabs the transition and moves it by `delta`.
    func scrub(by delta: Double)
    /// Lets go: finishes above `threshold`, else cancels.
    func release(threshold: Double)
    /// A named signal for the attached interaction (the pinch or a plugin).
    func sendSignal(_ name: String, value: Double, at time: Double)
    /// A key pressed and released, for the interaction plugin.
    func pressKey(_ code: Int32, at time: Double)
    /// A raw pointer input for the container's pan.
    func handlePointer(_ input: ScriptedInput)
}

extension TransitionSession: TransitionDriving {}
