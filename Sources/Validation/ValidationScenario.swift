import Foundation
import TextFormat

/// Where the validator runs a plugin's transitions: which container, which operation, and so
/// which views the context hands the animator.
///
/// ABI 1's descriptor declares no operations, containers or presentation styles (its structs
/// are frozen, so it never will), so the validator cannot learn from a plugin what it is made
/// for. Without `--scenario` it runs ``defaults``; `host-cli validate --scenario NAME` says
/// which scenarios the plugin is for. Checks that test one transition run once in every chosen
/// scenario; checks that test the plugin's lifetime (lifecycle, event-fuzz, completion-speed,
/// memory) run once, in the first; the file, handshake and descriptor checks run in none.
package enum ValidationScenario: String, CaseIterable, Sendable {
    /// A custom container changes its selected child (operation selection-change, presentation
    /// style custom): both views are handed out, the to view must be added to the container and
    /// end at its final frame, the from view leaves. What the validator always ran.
    case customContainer = "custom-container"
    /// A custom-style modal dismissal (operation dismiss, `host-cli run --container modal --style
    /// custom --dismiss`): the from view is the presented sheet, over the presentation's dimming
    /// view; `view(forKey: .to)` is nil because the presenting view stays where it is, outside the
    /// container, so the animator must not add it (or touch it).
    case modalDismiss = "modal-dismiss"
    /// A full-screen modal dismissal (operation dismiss, presentation style full screen), what
    /// UIKit does for `.fullScreen` and the other styles that take the presenting view out of
    /// the window once presented: `view(forKey: .to)` is the presenting view, handed out at its
    /// final frame (the whole container) but not in the window, and the animator must add it
    /// (`containerView.insertSubview(toView, belowSubview: fromView)`); a completed dismissal
    /// puts it back in the window and removes the dismissed view, a cancelled one takes it out
    /// again. Both controllers get their appearance callbacks from the host, as from UIKit.
    case modalDismissFullScreen = "modal-dismiss-full-screen"
    /// A custom-style modal presentation (operation present, `host-cli run --container modal
    /// --style custom`): `view(forKey: .to)` is the presented view, not yet in the container,
    /// and the animator must add it; `view(forKey: .from)` is nil because the presenting view
    /// stays where it is, outside the container, so the animator must not move it. The host
    /// sends the presented controller its appearance callbacks and the presenting one none:
    /// UIKit leaves those to the animator (or the presentation controller) in a `.custom`
    /// presentation, so the animator may call the presenter's `beginAppearanceTransition(false,
    /// animated:)` and `endAppearanceTransition()`, once each and in that order. The container
    /// stays after a completed presentation (it lives as long as the presentation), so views
    /// the animator leaves in it are allowed.
    case modalPresent = "modal-present"
    /// ``modalPresent`` where the app's `UIPresentationController` puts the presented view in
    /// the container (in `presentationTransitionWillBegin`, at its final frame) before the
    /// animator runs, as sheet libraries' presentation controllers do; the animator animates it
    /// from there and need not add it.
    case modalPresentInContainer = "modal-present-in-container"
    /// A full-screen modal presentation (operation present, presentation style full screen),
    /// what UIKit does for `.fullScreen`, the default style before iOS 13: the presenting view
    /// is moved into the new container and handed out as `view(forKey: .from)`, the presented
    /// view (`view(forKey: .to)`) is not in it yet and the animator must add it; when the
    /// presentation completes UIKit takes the presenting view out of the window, and the
    /// container (with what the animator left in it) stays until the dismissal; a cancelled one
    /// takes the container away and puts the presenting view back in the window. Both
    /// controllers get their appearance callbacks from the host, as from UIKit. What side menus
    /// and drawers that set no style are presented with.
    case modalPresentFullScreen = "modal-present-full-screen"

    /// True for the modal presentation scenarios.
    package var presents: Bool {
        self == .modalPresent || self == .modalPresentInContainer || self == .modalPresentFullScreen
    }
    /// True for the custom modal presentation scenarios, which hand out no presenting view.
    package var presentsCustom: Bool { self == .modalPresent || self == .modalPresentInContainer }
    /// True for the two modal dismissal scenarios.
    package var dismisses: Bool { self == .modalDismiss || self == .modalDismissFullScreen }

    /// The scenarios run when none is chosen: the custom container alone (as before scenarios
    /// existed, so a plugin's verdict does not change). A check that fails there only because
    /// the animator never adds the to view is re-run in ``modalDismiss`` to say whether the
    /// animator is a dismissal-only one (see ``Validator``).
    package static let defaults: [ValidationScenario] = [.customContainer]

    /// One line for `--help` and the README.
    package var summary: String {
        switch self {
        case .customContainer:
            return "a custom container changes its child: add the to view, move the from view out (the default)"
        case .modalDismiss:
            return
                "a custom modal dismissal: the to view is nil (the presenting view stays put), animate the presented view away"
        case .modalDismissFullScreen:
            return
                "a full-screen modal dismissal: the to view is the presenting view, out of the window until you add it below the from view"
        case .modalPresent:
            return
                "a custom modal presentation: the from view is nil (the presenting view stays put), add the presented (to) view; the presenter's appearance calls are yours to make, paired"
        case .modalPresentInContainer:
            return
                "modal-present where the app's presentation controller has already put the presented view in the container"
        case .modalPresentFullScreen:
            return
                "a full-screen modal presentation: the from view is the presenting view, in the container; add the presented (to) view; UIKit takes the presenting view out of the window when it completes"
        }
    }

    /// The transitions the `completes` check runs, with the words its report uses for each:
    /// both directions of the container, or the one dismissal or presentation.
    var directions: [(label: String, goingRight: Bool)] {
        switch self {
        case .customContainer: return [("going right", true), ("going left", false)]
        case .modalDismiss, .modalDismissFullScreen: return [("dismissing", true)]
        case .modalPresent, .modalPresentInContainer, .modalPresentFullScreen: return [("presenting", true)]
        }
    }

    /// The scenarios named by `values`, each a name or a comma-separated list of names, in the
    /// order given, each once. Throws for an empty list or an unknown name.
    package static func parse(_ values: [String]) throws(ScenarioError) -> [ValidationScenario] {
        var out: [ValidationScenario] = []
        for value in values {
            let names = value.split(separator: ",", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            for name in names {
                guard !name.isEmpty else { throw .empty(value) }
                guard let s = ValidationScenario(rawValue: name) else {
                    throw .unknown(name, suggestion: Suggestions.closest(name, in: allCases.map(\.rawValue)))
                }
                if !out.contains(s) { out.append(s) }
            }
        }
        return out
    }
}

/// A `--scenario` value the validator does not understand. Its description says what is wrong
/// and lists the names; the caller prefixes the flag it came from.
package enum ScenarioError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No scenario has this name; `suggestion` is the closest name, if one is close.
    case unknown(String, suggestion: String?)
    /// A value with an empty name in it (`""`, `a,,b`, a trailing comma).
    case empty(String)

    /// "NAME: no such scenario; did you mean X? (the scenarios are: ...)".
    package var description: String {
        let names =
            "the scenarios are: \(ValidationScenario.allCases.map(\.rawValue).joined(separator: ", ")); see host-cli validate --help"
        switch self {
        case let .unknown(name, suggestion):
            return "\(name): no such scenario\(suggestion.map { "; did you mean \($0)?" } ?? "") (\(names))"
        case .empty(let value):
            return "\"\(value)\": an empty scenario name; give one name or a comma-separated list (\(names))"
        }
    }
}
