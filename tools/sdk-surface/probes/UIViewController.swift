// Probe: UIViewController (UIViewController.h), UINavigationController.h, UITabBarController.h.
import QuartzCore
import UIKit

final class ProbeController: UIViewController {
    override func loadView() { super.loadView() }  //@ UIViewController.loadView()
    override func viewDidLoad() { super.viewDidLoad() }  //@ UIViewController.viewDidLoad()
    override func awakeFromNib() { super.awakeFromNib() }  //@ UIViewController.awakeFromNib()
    func logName() -> String { Self.description() }  //@ UIViewController.description() (NSObject class method)
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { super.motionEnded(motion, with: event) }  //@ UIResponder.motionEnded(_:with:)
    func board() -> UIStoryboard? { storyboard }  //@ UIViewController.storyboard
    func initial() -> UIViewController? { UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController() }  //@ UIStoryboard.instantiateInitialViewController()
    func detail() -> UIViewController { UIStoryboard(name: "Main", bundle: .main).instantiateViewController(withIdentifier: "Detail") }  //@ UIStoryboard.instantiateViewController(withIdentifier:)
    func isBlur(_ v: UIView) -> Bool { v.isKind(of: UIVisualEffectView.classForCoder()) }  //@ UIView.classForCoder() (NSObject class method)
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }  //@ UIViewController.viewWillAppear(_:)
    override func viewIsAppearing(_ animated: Bool) { super.viewIsAppearing(animated) }  //@ UIViewController.viewIsAppearing(_:)
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }  //@ UIViewController.viewDidAppear(_:)
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }  //@ UIViewController.viewWillDisappear(_:)
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }  //@ UIViewController.viewDidDisappear(_:)
    override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews() }  //@ UIViewController.viewWillLayoutSubviews()
    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews() }  //@ UIViewController.viewDidLayoutSubviews()
    override func updateViewConstraints() { super.updateViewConstraints() }  //@ UIViewController.updateViewConstraints()
    override func didReceiveMemoryWarning() { super.didReceiveMemoryWarning() }  //@ UIViewController.didReceiveMemoryWarning()
    override func willMove(toParent parent: UIViewController?) { super.willMove(toParent: parent) }  //@ UIViewController.willMove(toParent:)
    override func didMove(toParent parent: UIViewController?) { super.didMove(toParent: parent) }  //@ UIViewController.didMove(toParent:)
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) { super.viewWillTransition(to: size, with: coordinator) }  //@ UIViewController.viewWillTransition(to:with:)
    override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) { super.willTransition(to: newCollection, with: coordinator) }  //@ UIViewController.willTransition(to:with:)
    override func traitCollectionDidChange(_ previous: UITraitCollection?) { super.traitCollectionDidChange(previous) }  //@ UIViewController.traitCollectionDidChange(_:)
    override func viewSafeAreaInsetsDidChange() { super.viewSafeAreaInsetsDidChange() }  //@ UIViewController.viewSafeAreaInsetsDidChange()
    override func viewLayoutMarginsDidChange() { super.viewLayoutMarginsDidChange() }  //@ UIViewController.viewLayoutMarginsDidChange()
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }  //@ UIViewController.preferredStatusBarStyle
    override var prefersStatusBarHidden: Bool { true }  //@ UIViewController.prefersStatusBarHidden
    override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }  //@ UIViewController.preferredStatusBarUpdateAnimation
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }  //@ UIViewController.supportedInterfaceOrientations
    override var shouldAutorotate: Bool { false }  //@ UIViewController.shouldAutorotate
    override var prefersHomeIndicatorAutoHidden: Bool { true }  //@ UIViewController.prefersHomeIndicatorAutoHidden
    override var childForStatusBarStyle: UIViewController? { nil }  //@ UIViewController.childForStatusBarStyle
    override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) { super.preferredContentSizeDidChange(forChildContentContainer: container) }  //@ UIContentContainer.preferredContentSizeDidChange(forChildContentContainer:)
    override func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize { super.size(forChildContentContainer: container, withParentContainerSize: parentSize) }  //@ UIContentContainer.size(forChildContentContainer:withParentContainerSize:)
    override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) { super.dismiss(animated: flag, completion: completion) }  //@ UIViewController.dismiss(animated:completion:) override
    override func present(_ vc: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) { super.present(vc, animated: flag, completion: completion) }  //@ UIViewController.present(_:animated:completion:) override
    init() { super.init(nibName: nil, bundle: nil) }  //@ UIViewController.init(nibName:bundle:)
    required init?(coder: NSCoder) { super.init(coder: coder) }  //@ UIViewController.init(coder:)
}

@MainActor func probeUIViewController(_ c: UIViewController, _ o: UIViewController, _ d: UIViewControllerTransitioningDelegate) {
    _ = c.view  //@ UIViewController.view
    _ = c.viewIfLoaded  //@ UIViewController.viewIfLoaded
    _ = c.isViewLoaded  //@ UIViewController.isViewLoaded
    c.loadViewIfNeeded()  //@ UIViewController.loadViewIfNeeded()
    _ = c.nibName  //@ UIViewController.nibName
    _ = c.nibBundle  //@ UIViewController.nibBundle
    _ = c.storyboard  //@ UIViewController.storyboard
    c.title = "t"  //@ UIViewController.title
    _ = c.parent  //@ UIViewController.parent
    _ = c.presentedViewController  //@ UIViewController.presentedViewController
    _ = c.presentingViewController  //@ UIViewController.presentingViewController
    c.definesPresentationContext = true  //@ UIViewController.definesPresentationContext
    c.providesPresentationContextTransitionStyle = true  //@ UIViewController.providesPresentationContextTransitionStyle
    c.restoresFocusAfterTransition = false  //@ UIViewController.restoresFocusAfterTransition
    _ = c.isBeingPresented  //@ UIViewController.isBeingPresented
    _ = c.isBeingDismissed  //@ UIViewController.isBeingDismissed
    _ = c.isMovingToParent  //@ UIViewController.isMovingToParent
    _ = c.isMovingFromParent  //@ UIViewController.isMovingFromParent
    c.present(o, animated: true, completion: nil)  //@ UIViewController.present(_:animated:completion:)
    c.dismiss(animated: true, completion: nil)  //@ UIViewController.dismiss(animated:completion:)
    c.modalTransitionStyle = .crossDissolve  //@ UIViewController.modalTransitionStyle
    c.modalPresentationStyle = .custom  //@ UIViewController.modalPresentationStyle
    _ = UIModalPresentationStyle.overFullScreen  //@ UIModalPresentationStyle.overFullScreen
    _ = UIModalPresentationStyle.overCurrentContext  //@ UIModalPresentationStyle.overCurrentContext
    _ = UIModalPresentationStyle.automatic  //@ UIModalPresentationStyle.automatic
    _ = UIModalPresentationStyle.pageSheet  //@ UIModalPresentationStyle.pageSheet
    _ = UIModalPresentationStyle.popover  //@ UIModalPresentationStyle.popover
    _ = UIModalTransitionStyle.flipHorizontal  //@ UIModalTransitionStyle.flipHorizontal
    c.modalPresentationCapturesStatusBarAppearance = true  //@ UIViewController.modalPresentationCapturesStatusBarAppearance
    _ = c.disablesAutomaticKeyboardDismissal  //@ UIViewController.disablesAutomaticKeyboardDismissal
    c.edgesForExtendedLayout = []  //@ UIViewController.edgesForExtendedLayout
    c.extendedLayoutIncludesOpaqueBars = true  //@ UIViewController.extendedLayoutIncludesOpaqueBars
    c.preferredContentSize = CGSize(width: 300, height: 200)  //@ UIViewController.preferredContentSize
    c.setNeedsStatusBarAppearanceUpdate()  //@ UIViewController.setNeedsStatusBarAppearanceUpdate()
    _ = c.targetViewController(forAction: Selector(UIViewController.show(_:sender:)), sender: nil)  //@ UIViewController.targetViewController(forAction:sender:)
    c.show(o, sender: nil)  //@ UIViewController.show(_:sender:)
    c.showDetailViewController(o, sender: nil)  //@ UIViewController.showDetailViewController(_:sender:)
    _ = c.isModalInPresentation  //@ UIViewController.isModalInPresentation
    c.overrideUserInterfaceStyle = .dark  //@ UIViewController.overrideUserInterfaceStyle
    c.setEditing(true, animated: true)  //@ UIViewController.setEditing(_:animated:)
    _ = c.isEditing  //@ UIViewController.isEditing
    _ = c.editButtonItem  //@ UIViewController.editButtonItem
    _ = c.children  //@ UIViewController.children
    c.addChild(o)  //@ UIViewController.addChild(_:)
    o.removeFromParent()  //@ UIViewController.removeFromParent()
    c.transition(from: o, to: o, duration: 0.3, options: .transitionCrossDissolve, animations: nil, completion: nil)  //@ UIViewController.transition(from:to:duration:options:animations:completion:)
    c.beginAppearanceTransition(true, animated: true)  //@ UIViewController.beginAppearanceTransition(_:animated:)
    c.endAppearanceTransition()  //@ UIViewController.endAppearanceTransition()
    _ = c.shouldAutomaticallyForwardAppearanceMethods  //@ UIViewController.shouldAutomaticallyForwardAppearanceMethods
    c.setOverrideTraitCollection(nil, forChild: o)  //@ UIViewController.setOverrideTraitCollection(_:forChild:)
    c.transitioningDelegate = d  //@ UIViewController.transitioningDelegate
    _ = c.transitionCoordinator  //@ UIViewController.transitionCoordinator
    _ = c.presentationController  //@ UIViewController.presentationController
    _ = c.popoverPresentationController  //@ UIViewController.popoverPresentationController
    _ = c.sheetPresentationController  //@ UIViewController.sheetPresentationController
    _ = c.navigationController  //@ UIViewController.navigationController
    _ = c.navigationItem  //@ UIViewController.navigationItem
    c.hidesBottomBarWhenPushed = true  //@ UIViewController.hidesBottomBarWhenPushed
    _ = c.tabBarController  //@ UIViewController.tabBarController
    c.tabBarItem = UITabBarItem(title: "a", image: nil, tag: 0)  //@ UIViewController.tabBarItem
    _ = c.splitViewController  //@ UIViewController.splitViewController
    _ = c.traitCollection  //@ UIViewController.traitCollection
    _ = c.view.safeAreaInsets  //@ UIViewController.view.safeAreaInsets
    c.additionalSafeAreaInsets = .zero  //@ UIViewController.additionalSafeAreaInsets
    c.viewRespectsSystemMinimumLayoutMargins = false  //@ UIViewController.viewRespectsSystemMinimumLayoutMargins
    _ = c.systemMinimumLayoutMargins  //@ UIViewController.systemMinimumLayoutMargins
    _ = c.topLayoutGuide  //@ UIViewController.topLayoutGuide (deprecated iOS 11)
    _ = c.childViewControllers  //@ UIViewController.childViewControllers (pre-Swift-4.2 spelling)
    _ = c.performSegue(withIdentifier: "s", sender: nil)  //@ UIViewController.performSegue(withIdentifier:sender:)
    _ = c.canPerformUnwindSegueAction(Selector(UIViewController.viewDidLoad), from: o, sender: nil)  //@ UIViewController.canPerformUnwindSegueAction(_:from:sender:)
}

@MainActor func probeContainers(_ c: UIViewController, _ n: UINavigationController, _ t: UITabBarController, _ nd: UINavigationControllerDelegate, _ td: UITabBarControllerDelegate) {
    _ = UINavigationController(rootViewController: c)  //@ UINavigationController.init(rootViewController:)
    _ = UINavigationController(navigationBarClass: nil, toolbarClass: nil)  //@ UINavigationController.init(navigationBarClass:toolbarClass:)
    n.pushViewController(c, animated: true)  //@ UINavigationController.pushViewController(_:animated:)
    _ = n.popViewController(animated: true)  //@ UINavigationController.popViewController(animated:)
    _ = n.popToViewController(c, animated: true)  //@ UINavigationController.popToViewController(_:animated:)
    _ = n.popToRootViewController(animated: true)  //@ UINavigationController.popToRootViewController(animated:)
    _ = n.topViewController  //@ UINavigationController.topViewController
    _ = n.visibleViewController  //@ UINavigationController.visibleViewController
    n.viewControllers = [c]  //@ UINavigationController.viewControllers
    n.setViewControllers([c], animated: false)  //@ UINavigationController.setViewControllers(_:animated:)
    n.isNavigationBarHidden = true  //@ UINavigationController.isNavigationBarHidden
    n.setNavigationBarHidden(true, animated: true)  //@ UINavigationController.setNavigationBarHidden(_:animated:)
    _ = n.navigationBar  //@ UINavigationController.navigationBar
    n.isToolbarHidden = false  //@ UINavigationController.isToolbarHidden
    n.setToolbarHidden(false, animated: true)  //@ UINavigationController.setToolbarHidden(_:animated:)
    _ = n.toolbar  //@ UINavigationController.toolbar
    n.delegate = nd  //@ UINavigationController.delegate
    _ = n.interactivePopGestureRecognizer  //@ UINavigationController.interactivePopGestureRecognizer
    n.hidesBarsOnSwipe = true  //@ UINavigationController.hidesBarsOnSwipe
    n.hidesBarsOnTap = true  //@ UINavigationController.hidesBarsOnTap
    _ = n.barHideOnSwipeGestureRecognizer  //@ UINavigationController.barHideOnSwipeGestureRecognizer
    _ = UINavigationController.hideShowBarDuration  //@ UINavigationController.hideShowBarDuration
    _ = UINavigationController.Operation.push  //@ UINavigationController.Operation
    t.viewControllers = [c]  //@ UITabBarController.viewControllers
    t.setViewControllers([c], animated: true)  //@ UITabBarController.setViewControllers(_:animated:)
    t.selectedViewController = c  //@ UITabBarController.selectedViewController
    t.selectedIndex = 0  //@ UITabBarController.selectedIndex
    _ = t.tabBar  //@ UITabBarController.tabBar
    t.delegate = td  //@ UITabBarController.delegate
    _ = t.moreNavigationController  //@ UITabBarController.moreNavigationController
    t.customizableViewControllers = nil  //@ UITabBarController.customizableViewControllers
}

final class ProbeTabDelegate: NSObject, UITabBarControllerDelegate {
    func tabBarController(_ t: UITabBarController, shouldSelect vc: UIViewController) -> Bool { true }  //@ UITabBarControllerDelegate.tabBarController(_:shouldSelect:)
    func tabBarController(_ t: UITabBarController, didSelect vc: UIViewController) {}  //@ UITabBarControllerDelegate.tabBarController(_:didSelect:)
    func tabBarController(_ t: UITabBarController, animationControllerForTransitionFrom from: UIViewController, to: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }  //@ UITabBarControllerDelegate.tabBarController(_:animationControllerForTransitionFrom:to:)
    func tabBarController(_ t: UITabBarController, interactionControllerFor a: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { nil }  //@ UITabBarControllerDelegate.tabBarController(_:interactionControllerFor:)
}

final class ProbeNavDelegate: NSObject, UINavigationControllerDelegate {
    func navigationController(_ n: UINavigationController, willShow vc: UIViewController, animated: Bool) {}  //@ UINavigationControllerDelegate.navigationController(_:willShow:animated:)
    func navigationController(_ n: UINavigationController, didShow vc: UIViewController, animated: Bool) {}  //@ UINavigationControllerDelegate.navigationController(_:didShow:animated:)
    func navigationController(_ n: UINavigationController, animationControllerFor op: UINavigationController.Operation, from: UIViewController, to: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }  //@ UINavigationControllerDelegate.navigationController(_:animationControllerFor:from:to:)
    func navigationController(_ n: UINavigationController, interactionControllerFor a: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { nil }  //@ UINavigationControllerDelegate.navigationController(_:interactionControllerFor:)
    func navigationControllerSupportedInterfaceOrientations(_ n: UINavigationController) -> UIInterfaceOrientationMask { .all }  //@ UINavigationControllerDelegate.navigationControllerSupportedInterfaceOrientations(_:)
}
