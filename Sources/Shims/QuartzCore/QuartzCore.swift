// The module name Core Animation code imports (`import QuartzCore`): like the UIKit shim, it
// re-exports the AnimatorABI SDK (CATransform3D, CACurrentMediaTime, ...), so iOS code that
// imports QuartzCore compiles here unchanged.
@_exported import AnimatorABI
