/// UIKit's `presentationController` of a view controller: the nearest presentation controller
/// managing it or one of its ancestors — here, the one plugin code made for it (or for an
/// ancestor) with `UIPresentationController(presentedViewController:presenting:)` while that
/// object lives, else its popover presentation controller when its style is `.popover`, else
/// nil (as UIKit's for a controller no presentation manages). The host's own presentations
/// have no presentation-controller object.
extension UIViewController {
    /// The presentation controller managing this controller (see the extension's note).
    public var presentationController: UIPresentationController? {
        var c: UIViewController? = self
        while let vc = c {
            if let box = vc.settings["presentationController"] as? WeakPresentationController,
                let pc = box.controller
            {
                return pc
            }
            c = vc.parent
        }
        return modalPresentationStyle == .popover ? popoverPresentationController : nil
    }
}

/// A presentation controller held weakly by the controller it presents (the presentation
/// controller holds the presented controller strongly, as UIKit's).
struct WeakPresentationController {
    weak var controller: UIPresentationController?
    init(_ controller: UIPresentationController) { self.controller = controller }
}
